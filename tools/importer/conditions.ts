/**
 * CR 601.3, 602.5b: "Cast this spell only if …" and "Activate only if …" conditions, read
 * into the card format's `onlyIf` when they name something the game state holds now (objects
 * counted by the filter language, ~ attacking, spells cast this turn). A condition on what
 * happened earlier ("you gained life this turn", "a creature died this turn", "you've been
 * attacked this step") or on characteristics that effects change (power, keywords) is a gap.
 */
import { pegReader } from './peg.js';
import { QUANTITY_RULES, type Quantity } from './quantity-grammar.js';
import { countOf } from './self-costs.js';
import { filteredConditionOf } from './condition-filters.js';

type Parsed =
  | { kind: 'self'; self: 'attacking' }
  | { kind: 'spells'; atLeast: number }
  | { kind: 'turn'; turn: 'yours' | 'notYours' }
  | { kind: 'count'; quantity: Quantity; words: string; where: 'you control' | 'an opponent controls' | 'in your graveyard' | 'in your hand' };

const GRAMMAR = String.raw`
condition
  = "~ is attacking" !. { return { kind: 'self', self: 'attacking' }; }
  / "you've cast another spell this turn" !. { return { kind: 'spells', atLeast: 1 }; }
  / "it's not your turn" !. { return { kind: 'turn', turn: 'notYours' }; }
  / "it's your turn" !. { return { kind: 'turn', turn: 'yours' }; }
  / "you control" _ quantity:quantity _ words:$(.+) { return { kind: 'count', quantity, words, where: 'you control' }; }
  / "an opponent controls" _ quantity:quantity _ words:$(.+) { return { kind: 'count', quantity, words, where: 'an opponent controls' }; }
  / "there are" _ quantity:quantity _ words:$((!(_ "in your graveyard" !.) .)+) _ "in your graveyard" !. { return { kind: 'count', quantity, words, where: 'in your graveyard' }; }
  / quantity:quantity _ words:$((!(_ ("are"/"is") _ "in your graveyard" !.) .)+) _ ("are"/"is") _ "in your graveyard" !. { return { kind: 'count', quantity, words, where: 'in your graveyard' }; }
  / "you have" _ quantity:quantity _ "cards in hand" !. { return { kind: 'count', quantity, words: 'cards', where: 'in your hand' }; }
` + QUANTITY_RULES;

const parse = pegReader<Parsed>(GRAMMAR);

/**
 * The condition after "only if" (or "If … , you may"), as the card format's `onlyIf`, or null
 * when it isn't read. "A and B" is both, when each part is read whole ("an opponent controls
 * a Plains and you control a Swamp").
 */
export function onlyIfOf(words: string, ofPermanent = false): Record<string, unknown> | null {
  const one = (w: string) => oneConditionOf(w) ?? filteredConditionOf(w, ofPermanent);
  const single = one(words);
  if (single) return single;
  const parts = words.split(/ and (?=you |an opponent |it's |there )/);
  if (parts.length < 2) return null;
  const read = parts.map(one);
  return read.every((c) => c !== null) ? { allOf: read } : null;
}

function oneConditionOf(words: string): Record<string, unknown> | null {
  const parsed = parse(words);
  if (!parsed) return null;
  if (parsed.kind === 'self') return { self: parsed.self };
  if (parsed.kind === 'spells') return { spellsCastThisTurn: parsed.atLeast };
  if (parsed.kind === 'turn') return { turn: parsed.turn };
  const { atLeast, atMost } = parsed.quantity;
  const bounds = { ...(atLeast > 0 ? { atLeast } : {}), ...(atMost !== undefined ? { atMost } : {}) };
  if (parsed.where === 'in your hand') return { count: { zone: 'hand', controller: 'you', what: {} }, ...bounds };
  if (parsed.where === 'an opponent controls') {
    // Some opponent controls one: their permanents counted together, at least one (a larger number would add up several opponents').
    const count = atLeast === 1 && atMost === undefined ? countOf(`${parsed.words} you control`) : null;
    return count ? { count: { ...count, controller: 'opponents' }, atLeast } : null;
  }
  const count = countOf(`${parsed.words} ${parsed.where}`);
  return count ? { count, ...bounds } : null;
}
