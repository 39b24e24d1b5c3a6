/**
 * Static abilities read by a whole-sentence grammar of their own, each in its own file: "can't
 * be the target of" (CR 601.2c, untargetable.ts), "spend mana as though it were mana of any
 * color" (609.4b, spend-as-any-color.ts), "can cast spells only during their own turns"
 * (601.3, own-turn-casting.ts). The first that reads the sentence wins; null when none does.
 */
import type { CompiledStatic } from './statics.js';
import { untargetableStaticOf } from './untargetable.js';
import { spendAsAnyColorOf } from './spend-as-any-color.js';
import { ownTurnCastingOf } from './own-turn-casting.js';

const READERS: readonly ((sentence: string) => CompiledStatic | null)[] = [untargetableStaticOf, spendAsAnyColorOf, ownTurnCastingOf];

export function sentenceStaticOf(sentence: string): CompiledStatic | null {
  for (const read of READERS) {
    const compiled = read(sentence);
    if (compiled) return compiled;
  }
  return null;
}
