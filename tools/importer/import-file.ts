/**
 * Importing a file of cards: every card compiled on its own (one that fails never stops
 * the rest), the library of complete and partial cards, the per-card report, and a summary
 * with the most frequent gap reasons. Reading and writing files is the CLI's job.
 */
import { jsonPath } from '../../src/core/json-path.js';
import { InputError } from '../../src/scenario/problems.js';
import { compileCard, type CompileResult } from './compile.js';
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
  return { results, summary: summarize(results) };
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
 * The library file: the complete cards, in the card format. Partial cards are listed in
 * the report only: until the engine can refuse to cast a card with gaps, writing one would
 * let it be cast as if its unread sentences did not exist.
 */
export function libraryOf(results: readonly CompileResult[]): unknown[] {
  return results.flatMap((r) => (r.card && r.status === 'complete' ? [r.card] : []));
}

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
