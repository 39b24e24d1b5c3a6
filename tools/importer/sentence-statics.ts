/**
 * Static abilities read by a whole-sentence grammar of their own, each in its own file: "can't
 * be the target of" (CR 601.2c, untargetable.ts), "spend mana as though it were mana of any
 * color" (609.4b, spend-as-any-color.ts), "can cast spells only during their own turns"
 * (601.3, own-turn-casting.ts), and "You and [permanents] you control have [shields]" (CR 613,
 * 702.11c: read as two grants, one to the player and one to the permanents, each as its own
 * sentence is). The first that reads the sentence wins; null when none does.
 */
import type { CompiledStatic } from './statics.js';
import { untargetableStaticOf } from './untargetable.js';
import { spendAsAnyColorOf } from './spend-as-any-color.js';
import { ownTurnCastingOf } from './own-turn-casting.js';

const READERS: readonly ((sentence: string) => CompiledStatic | null)[] = [untargetableStaticOf, spendAsAnyColorOf, ownTurnCastingOf];

/** `compile` reads one sentence as the static grammar does (statics.ts `compileStatic`). */
export function sentenceStaticOf(sentence: string, compile: (sentence: string) => CompiledStatic | null): CompiledStatic | null {
  for (const read of READERS) {
    const compiled = read(sentence);
    if (compiled) return compiled;
  }
  return youAndPermanentsOf(sentence, compile);
}

/** "You and Humans you control have hexproof.": "You have hexproof." and "Humans you control have hexproof.", both read whole and only as grants. */
function youAndPermanentsOf(sentence: string, compile: (sentence: string) => CompiledStatic | null): CompiledStatic | null {
  const match = /^You and (?<permanents>[^"]+ you control) have (?<gives>[^"]+)\.$/.exec(sentence);
  if (!match) return null;
  const { permanents, gives } = match.groups!;
  const parts = [compile(`You have ${gives}.`), compile(`${permanents!.replace(/^[a-z]/, (c) => c.toUpperCase())} have ${gives}.`)];
  if (parts.some((p) => p === null || Object.keys(p).some((key) => key !== 'grants'))) return null;
  const grants = parts.flatMap((p) => p!.grants ?? []);
  return grants.length > 0 ? { grants } : null;
}
