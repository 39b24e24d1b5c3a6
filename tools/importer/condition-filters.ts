/**
 * CR 601.3, 602.5b: "only if" conditions beyond those conditions.ts counts with the counting
 * filter: objects read whole by the filter language ("you control a creature with flying",
 * "an opponent controls a creature with power 4 or greater", "three or more creatures are
 * attacking"), one opponent's own count ("an opponent controls four or more lands", "an
 * opponent has eight or more cards in their graveyard"), formidable's total power,
 * delirium's card types in a graveyard, a count compared with the opponents' ("an opponent
 * controls more lands than you"), and — for an ability of a permanent only — the
 * permanent itself ("~'s power is 4 or greater", "there are three or more brick counters on
 * ~", "~ has a +1/+1 counter on it").
 */
import { pegReader } from './peg.js';
import { QUANTITY_RULES, type Quantity } from './quantity-grammar.js';
import { countOf } from './self-costs.js';
import { objectFilterOf } from './targets.js';

type Parsed =
  | { kind: 'control'; who: 'you' | 'opponent'; quantity: Quantity; words: string }
  | { kind: 'opponentGraveyard'; quantity: Quantity }
  | { kind: 'attacking'; quantity: Quantity; words: string }
  | { kind: 'totalPower'; atLeast: number }
  | { kind: 'cardTypes'; atLeast: number }
  | { kind: 'compared'; holds: 'moreThanEach' | 'fewerThanSome'; words: string; has: boolean }
  | { kind: 'selfPower'; atLeast: number }
  | { kind: 'selfCounters'; quantity: Quantity; counter: string };

const GRAMMAR = String.raw`
condition
  = "you control" _ quantity:quantity _ words:$(.+) { return { kind: 'control', who: 'you', quantity, words }; }
  / "an opponent controls" _ quantity:quantity _ words:$(.+) { return { kind: 'control', who: 'opponent', quantity, words }; }
  / "an opponent has" _ quantity:quantity _ ("cards" / "card") _ "in their graveyard" !. { return { kind: 'opponentGraveyard', quantity }; }
  / "there are" _ n:count _ "or more card types among cards in your graveyard" !. { return { kind: 'cardTypes', atLeast: n }; }
  / quantity:quantity _ words:$((!(_ ("is" / "are") _ "attacking" !.) .)+) _ ("is" / "are") _ "attacking" !. { return { kind: 'attacking', quantity, words }; }
  / "you control more" _ words:$((!(_ "than each opponent" !.) .)+) _ "than each opponent" !. { return { kind: 'compared', holds: 'moreThanEach', words, has: false }; }
  / "you control fewer" _ words:$((!(_ "than an opponent" !.) .)+) _ "than an opponent" !. { return { kind: 'compared', holds: 'fewerThanSome', words, has: false }; }
  / "an opponent controls more" _ words:$((!(_ "than you" !.) .)+) _ "than you" !. { return { kind: 'compared', holds: 'fewerThanSome', words, has: false }; }
  / "you have more cards in hand than each opponent" !. { return { kind: 'compared', holds: 'moreThanEach', words: 'cards', has: true }; }
  / ("you have fewer cards in hand than an opponent" / "an opponent has more cards in hand than you") !. { return { kind: 'compared', holds: 'fewerThanSome', words: 'cards', has: true }; }
  / "creatures you control have total power" _ n:count _ "or greater" !. { return { kind: 'totalPower', atLeast: n }; }
  / "~'s power is" _ n:count _ "or greater" !. { return { kind: 'selfPower', atLeast: n }; }
  / "there" _ ("are" / "is") _ quantity:quantity _ counter:counterName _ ("counters" / "counter") _ "on ~" !. { return { kind: 'selfCounters', quantity, counter }; }
  / "~ has" _ quantity:quantity _ counter:counterName _ ("counters" / "counter") _ "on it" !. { return { kind: 'selfCounters', quantity, counter }; }
counterName = $([^ ]+)
` + QUANTITY_RULES;

const parse = pegReader<Parsed>(GRAMMAR);

function boundsOf({ atLeast, atMost }: Quantity): Record<string, number> {
  return { ...(atLeast > 0 ? { atLeast } : {}), ...(atMost !== undefined ? { atMost } : {}) };
}

/**
 * One condition as the card format's `onlyIf`, or null. `ofPermanent`: the condition is an
 * ability's, whose object may be a permanent ("~" in it is that permanent); a spell's
 * condition never reads "~" here.
 */
export function filteredConditionOf(words: string, ofPermanent: boolean): Record<string, unknown> | null {
  const parsed = parse(words);
  if (!parsed) return null;
  switch (parsed.kind) {
    case 'control': {
      // Read from the controller's side: "an opponent controls X" is X that opponent controls.
      const filter = objectFilterOf(`${parsed.words} you control`);
      if (!filter || filter['zone'] !== undefined || filter['controller'] !== 'you' || (parsed.who === 'opponent' && filter['other'])) return null;
      const objects = { objects: filter, ...boundsOf(parsed.quantity) };
      return parsed.who === 'you' ? objects : { someOpponent: objects };
    }
    case 'attacking': {
      // CR 506.4: "If a white creature is attacking", "If three or more creatures are attacking": attacking creatures of any player.
      const filter = objectFilterOf(`attacking ${parsed.words}`);
      if (!filter || filter['zone'] !== undefined || filter['controller'] !== undefined || filter['attacking'] !== true) return null;
      return { objects: filter, ...boundsOf(parsed.quantity) };
    }
    case 'opponentGraveyard':
      return { someOpponent: { count: { zone: 'graveyard', controller: 'you', what: {} }, ...boundsOf(parsed.quantity) } };
    case 'totalPower':
      // CR 208.1, formidable: the creatures' power added up.
      return { count: { zone: 'battlefield', controller: 'you', what: { types: ['Creature'] }, sum: 'power' }, atLeast: parsed.atLeast };
    case 'compared': {
      // "you have more cards in hand than each opponent", "an opponent controls more lands than you": each player's own count.
      const count = parsed.has ? { zone: 'hand', controller: 'you', what: {} } : countOf(`${parsed.words} you control`);
      return count ? { compared: count, holds: parsed.holds } : null;
    }
    case 'cardTypes':
      // CR 205.2a, delirium.
      return { count: { cardTypesInGraveyards: 'you' }, atLeast: parsed.atLeast };
    case 'selfPower':
      return ofPermanent ? { selfPower: { atLeast: parsed.atLeast } } : null;
    case 'selfCounters':
      return ofPermanent ? { selfCounters: parsed.counter, ...boundsOf(parsed.quantity) } : null;
  }
}
