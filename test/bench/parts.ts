/**
 * Where a loop's CPU time went, by part of the process, from a V8 CPU profile
 * (`Profiler.stop` in node:inspector, or `node --cpu-prof`): each sample's time goes to the part
 * whose code was running. counted.ts prints it for its loop when `PARTS` is set.
 */

/** The parts of the process a sample can fall in. */
export const PARTS = ['rules', 'engine', 'xstate', 'collector', 'other'] as const;
export type Part = (typeof PARTS)[number];

/** The fields of a V8 CPU profile this reads. */
export interface CpuProfile {
  readonly nodes: readonly { readonly id: number; readonly callFrame: { readonly functionName: string; readonly url: string } }[];
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
}

/** The repository's root, as V8 writes a script's url. */
const ROOT_URL = new URL('../../', import.meta.url).href;

/**
 * The part a function belongs to, by its script: the rules (src/, but for src/events), the
 * engine's own layer around them (machines/, src/events: the event's copy, names and parse; zod),
 * XState, V8's garbage collector, and everything else (the loop, the bench, Node, V8's runtime).
 * `root`: the url of the repository's root.
 */
export function partOf(url: string, functionName: string, root = ROOT_URL): Part {
  if (url === '') return functionName === '(garbage collector)' ? 'collector' : 'other';
  if (url.includes('/node_modules/xstate/')) return 'xstate';
  if (url.includes('/node_modules/zod/')) return 'engine';
  if (!url.startsWith(root)) return 'other';
  const path = url.slice(root.length);
  if (path.startsWith('src/events/') || path.startsWith('machines/')) return 'engine';
  return path.startsWith('src/') ? 'rules' : 'other';
}

/** Microseconds of each part per cast: the profile's sampled time, divided by `casts`. */
export function microsecondsByPart(profile: CpuProfile, casts: number, root = ROOT_URL): Record<Part, number> {
  const partById = new Map(profile.nodes.map((n) => [n.id, partOf(n.callFrame.url, n.callFrame.functionName, root)]));
  const spent: Record<Part, number> = { rules: 0, engine: 0, xstate: 0, collector: 0, other: 0 };
  const samples = profile.samples ?? [];
  samples.forEach((id, i) => (spent[partById.get(id) ?? 'other'] += profile.timeDeltas?.[i] ?? 0));
  for (const part of PARTS) spent[part] /= casts;
  return spent;
}
