/**
 * CR 609.4b: "You may spend mana as though it were mana of any color." (Chromatic Orrery),
 * "Players may …" (every player), "You may spend blue mana as though it were mana of any
 * color to pay the activation costs of ~'s abilities." (only mana of that colour, only for this
 * card's abilities): the card format's `spendAsAnyColor` restriction. Any other purpose ("to
 * cast creature spells", "of any type") or a second sentence ("You may spend other mana only
 * as though it were colorless mana") is not read.
 */
import type { CompiledStatic } from './statics.js';

const COLOR_LETTERS: Readonly<Record<string, string>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const SENTENCE = /^(?<who>You|Players) may spend (?:(?<color>white|blue|black|red|green) )?mana as though it were mana of any color(?<own> to pay the activation costs of ~'s abilities)?\.$/;

/** The sentence as a `spendAsAnyColor` restriction, or null when it isn't one read whole. */
export function spendAsAnyColorOf(sentence: string): CompiledStatic | null {
  const match = SENTENCE.exec(sentence);
  if (!match) return null;
  const { who, color, own } = match.groups!;
  return {
    restrictions: [{
      kind: 'spendAsAnyColor',
      who: who === 'You' ? 'you' : 'any',
      ...(color ? { mana: [COLOR_LETTERS[color]!] } : {}),
      ...(own ? { ownAbilities: true } : {}),
    }],
  };
}
