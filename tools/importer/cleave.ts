/**
 * CR 702.148 cleave: "Cleave [cost]" means "You may cast this spell by paying [cost] rather
 * than paying its mana cost" and "If this spell's cleave cost was paid, change its text by
 * removing all text found within square brackets". The card is compiled twice, with the
 * bracketed words kept (the spell as printed) and removed (the cleaved spell); the cleaved
 * spell's target words go on the cleave cost, in place of the card's own (702.148b). Any
 * other difference between the two readings is a gap, never a guess.
 */
import { parseManaCost } from '../../src/mana/parse.js';
import { cardSchema } from '../../src/cards/schema.js';
import type { CompileResult, Gap } from './compile.js';
import type { OracleCard } from './input.js';

const CLEAVE_LINE = /^Cleave ((?:\{[^{}\s]+\})+)(?: \([^()]*\))?$/m;

/** The card compiled with its cleave cost, or null when it has no cleave line. */
export function compileCleave(card: OracleCard, compile: (raw: unknown) => CompileResult): CompileResult | null {
  const oracle = card.oracle_text ?? '';
  const line = CLEAVE_LINE.exec(oracle);
  if (!line) return null;
  const rest = oracle.replace(CLEAVE_LINE, '').replace(/^\n+|\n+$/g, '').replace(/\n{2,}/g, '\n');
  const printed = compile({ ...card, oracle_text: rest.replace(/[[\]]/g, '') });
  const cleaved = compile({ ...card, oracle_text: rest.replace(/\s*\[[^\]]*\]/g, '') });
  if (!printed.card || !cleaved.card) return printed.card ? { ...printed, status: 'partial', gaps: [...printed.gaps, ...cleaved.gaps] } : printed;
  const gaps: Gap[] = [...printed.gaps];
  for (const gap of cleaved.gaps) if (!gaps.some((g) => g.text === gap.text && g.reason === gap.reason)) gaps.push(gap);
  try {
    parseManaCost(line[1]!);
  } catch (error) {
    return { ...printed, status: 'partial', gaps: [...gaps, { text: line[0], reason: `cleave cost: ${(error as Error).message}` }] };
  }
  const casting = (c: object) => JSON.stringify({ ...c, targets: undefined, text: undefined });
  if (casting(printed.card) !== casting(cleaved.card)) gaps.push({ text: line[0], reason: 'cleave that changes more than the spell\'s targets is not compiled' });
  const alternativeCosts = [...(printed.card.alternativeCosts ?? []), { name: 'cleave', cost: [{ kind: 'mana' as const, mana: line[1]! }], targets: cleaved.card.targets ?? [], replacesTargets: true as const }];
  const out = { ...printed.card, alternativeCosts, text: (printed.card.text ?? '').replace(/^/, `Cleave ${line[1]!}. `).slice(0, 5000) };
  const checked = cardSchema.safeParse(out);
  if (!checked.success) return { ...printed, status: 'partial', gaps: [...gaps, { text: line[0], reason: `the compiled cleave cost does not fit the card format: ${checked.error.issues[0]!.message}` }] };
  return { name: printed.name, status: gaps.length === 0 ? 'complete' : 'partial', gaps, card: out };
}
