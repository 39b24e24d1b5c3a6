/**
 * CR 702.142a boast: "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if
 * this creature attacked this turn and only once each turn." The reminder text that says so
 * is removed before reading, so the restriction is added here.
 */
import type { Compiled } from './paragraphs.js';

/** The boast ability a paragraph is, compiled by `compileAbility`; null when the paragraph is not one. */
export function boastOf(paragraph: string, compileAbility: (text: string) => Compiled): Compiled | null {
  const boast = /^Boast ?— ?(.+)$/s.exec(paragraph);
  if (!boast) return null;
  const compiled = compileAbility(boast[1]!);
  if (compiled.gap) return compiled;
  const [ability] = compiled.abilities ?? [];
  const only = Object.keys(compiled).length === 1 && compiled.abilities?.length === 1;
  if (!ability || !only || ability['from'] || ability['during'] || ability['onlyIf'] || ability['oncePerTurn']) {
    return { gap: 'a boast ability is compiled only as "[cost]: [effect]"' };
  }
  return { abilities: [{ ...ability, onlyIf: { self: 'attackedThisTurn' }, oncePerTurn: true }] };
}
