/**
 * Importing a file of cards: every card compiled on its own (one that fails never stops
 * the rest), the library of complete and partial cards, the per-card report, and a summary
 * with the most frequent gap reasons. Reading and writing files is the CLI's job.
 */
import { jsonPath } from '../../src/core/json-path.js';
import { InputError } from '../../src/scenario/problems.js';
import { compileCard, type CompileResult, type Gap } from './compile.js';
import { oracleFileSchema } from './input.js';

export interface ImportSummary {
  readonly read: number;
  readonly complete: number;
  readonly partial: number;
  readonly unsupported: number;
  /** The most frequent gap reasons, each counted once per card, most frequent first. */
  readonly reasons: readonly (readonly [string, number])[];
}

export interface Imported {
  readonly results: readonly CompileResult[];
  readonly summary: ImportSummary;
}

/** Parses the file's text: a JSON array of card objects, or an InputError with the path. */
export function readCardFile(text: string): unknown[] {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new InputError([{ path: '$', message: `not JSON: ${(error as Error).message}` }]);
  }
  const parsed = oracleFileSchema.safeParse(json);
  if (!parsed.success) throw new InputError(parsed.error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message })));
  return parsed.data;
}

/** Compiles every card; `progress` hears how many are done now and then. */
export function importCards(cards: readonly unknown[], progress?: (done: number, total: number) => void): Imported {
  const results: CompileResult[] = [];
  cards.forEach((card, index) => {
    results.push(compileCard(card));
    if (progress && (index + 1) % 1000 === 0) progress(index + 1, cards.length);
  });
  const once = oncePerName(results);
  return { results: once, summary: summarize(once) };
}

/**
 * A file may hold one card twice (Scryfall's files also list some cards as a one-face
 * "Name // Name" entry). A library has one definition per name, so the first compiled entry
 * is kept and a later one is reported as unsupported, saying which it repeats.
 */
function oncePerName(results: readonly CompileResult[]): CompileResult[] {
  const written = new Set<string>();
  return results.map((result) => {
    const name = (result.card as { name?: string } | null)?.name;
    if (name === undefined) return result;
    if (!written.has(name)) {
      written.add(name);
      return result;
    }
    return { ...result, status: 'unsupported', card: null, gaps: [{ text: result.name, reason: `the file defines "${name}" in an earlier entry too; the library keeps that one` }] };
  });
}

/** The counts and the top gap reasons, with quoted card text folded so reasons group. */
export function summarize(results: readonly CompileResult[], top = 30): ImportSummary {
  const count = (status: CompileResult['status']) => results.filter((r) => r.status === status).length;
  const reasons = new Map<string, number>();
  for (const result of results) {
    for (const reason of new Set(result.gaps.map((g) => g.reason.replace(/"[\s\S]*"/, '"…"')))) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  return {
    read: results.length,
    complete: count('complete'),
    partial: count('partial'),
    unsupported: count('unsupported'),
    reasons: [...reasons].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, top),
  };
}

/**
 * The library file: the complete cards, and the partial ones with their `gaps`, each saying
 * how far it reaches (cards/gap-schema.ts), so the engine refuses what was not read unless
 * the app allows partial cards. Unsupported cards are not written.
 */
export function libraryOf(results: readonly CompileResult[]): unknown[] {
  return results.flatMap((r) => {
    if (!r.card || r.status === 'unsupported') return [];
    if (r.status === 'complete') return [r.card];
    const types = r.card.types ?? [];
    return [{ ...r.card, gaps: r.gaps.map((gap) => ({ text: clip(gap.text.replace(/~/g, r.name), 5000), reason: clip(gap.reason, 1000), reach: reachOf(gap, types) })) }];
  });
}

/**
 * Gaps that can change only casting the card itself or activating its own abilities: its
 * mana cost, modes, targets, casting rules, activated and mana abilities. Any other gap (a
 * static ability, a trigger, a keyword of a permanent, a characteristic-defining power, a
 * reason this list doesn't know) reaches the game: the safe assumption.
 */
const OWN_CARD_ONLY = [
  /^mana cost: /,
  /^modes are not compiled/,
  /^a casting rule in the spell text/,
  /^a target that depends on a condition/,
  /^the target phrase /,
  /^division among targets/,
  /^X in an activated ability/,
  /^a loyalty cost of X/,
  /^an activated ability whose cost/,
  /^the cost ".*" is not compiled$/,
  /^an ability activated from a graveyard or hand/,
  /^an activation restriction/,
  /^a mana ability with a target/,
  /^mana production ".*" is not compiled$/,
  /^"Enchant .*" is not compiled$/,
  /^"Affinity for .*" is not compiled$/,
];

/**
 * How far a gap reaches. CR 113.6: an instant's or sorcery's abilities function only on the
 * stack, where they concern that spell; so all its gaps reach only the card.
 */
export function reachOf(gap: Gap, types: readonly string[]): 'card' | 'game' {
  const spell = (t: string) => t === 'Instant' || t === 'Sorcery';
  if (types.some(spell) && types.every((t) => spell(t) || t === 'Kindred')) return 'card';
  return OWN_CARD_ONLY.some((reason) => reason.test(gap.reason)) ? 'card' : 'game';
}

const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The report file: one entry per input card. */
export function reportOf(results: readonly CompileResult[]): unknown[] {
  return results.map(({ name, status, gaps }) => ({ name, status, gaps }));
}

/** The summary as the CLI prints it. */
export function formatSummary(summary: ImportSummary, seconds: number): string {
  const pct = (n: number) => (summary.read === 0 ? '0.0' : ((100 * n) / summary.read).toFixed(1));
  return [
    `cards read: ${summary.read} in ${seconds.toFixed(1)} s`,
    `complete: ${summary.complete} (${pct(summary.complete)}%)   partial: ${summary.partial} (${pct(summary.partial)}%)   unsupported: ${summary.unsupported} (${pct(summary.unsupported)}%)`,
    'most frequent gaps (cards):',
    ...summary.reasons.map(([reason, n]) => `  ${String(n).padStart(6)}  ${reason}`),
  ].join('\n');
}
