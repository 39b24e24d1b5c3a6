/**
 * CR 601.3: "Players can cast spells only during their own turns." (Dosan the Falling Leaf),
 * "Your opponents can cast [kind of] spells only during their own turns.": a prohibition on
 * casting the spells at any time but the caster's own turn, the card format's `cantCast` with
 * `exceptOwnTurn`. Other limits ("only any time they could cast a sorcery") are not read.
 */
import type { CompiledStatic } from './statics.js';
import { spellFilterOf } from './spell-filter.js';

const SENTENCE = /^(?<who>Players|Each player|Your opponents|Each opponent) can cast (?:(?<kind>[a-z][\w -]*?) )?spells only during their own turns\.$/;
const BOUND: Readonly<Record<string, string>> = { Players: 'any', 'Each player': 'any', 'Your opponents': 'opponents', 'Each opponent': 'opponents' };

/** The sentence as a `cantCast` prohibition with `exceptOwnTurn`, or null when it isn't one read whole. */
export function ownTurnCastingOf(sentence: string): CompiledStatic | null {
  const match = SENTENCE.exec(sentence);
  if (!match) return null;
  const { who, kind } = match.groups!;
  const fields = kind === undefined ? {} : spellFilterOf(`${kind} spell`);
  if (!fields) return null;
  return { prohibitions: [{ kind: 'cantCast', spells: { controller: BOUND[who!]!, ...fields }, exceptOwnTurn: true }] };
}
