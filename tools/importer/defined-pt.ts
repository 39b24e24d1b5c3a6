/**
 * CR 604.3, 208.2: a printed `*` power or toughness ("*", "1+*") is defined by a
 * characteristic-defining ability in the text ("~'s power and toughness are each equal to the
 * number of creatures you control."), compiled into the card format's count (cards.md
 * `power`). Only counts the engine counts exactly are compiled: objects you, your opponents or
 * anyone control, cards in a hand or graveyard, by their characteristics, card types among
 * cards in graveyards (205.2a), and sums of these ("the number of Forests you control plus the
 * number of Treefolk you control"); anything else (devotion, life totals, "other", tapped,
 * chosen players, conditions) stays a gap.
 */
import { definedValue } from '../../src/cards/cost-change-schema.js';
import { objectFilterOf } from './targets.js';

type Field = 'power' | 'toughness';
const CDA = /^~'s (power and toughness are each|power is|toughness is) equal to (.+)\.$/;
/** "~'s power is equal to the number of … and its toughness is equal to that number plus 1" (Tarmogoyf): the toughness is the power's count plus N. */
const CDA_THAT_NUMBER = /^~'s power is equal to (.+) and its toughness is equal to that number plus (\d+)\.$/;
const AMOUNT = /^(?:(?<plus>\d+) plus )?(?<twice>twice )?the (?:total )?number of (?<what>.+)$/;
const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
/** Filter fields countFor (cards/characteristics.ts) doesn't look at: a count that needs one is not compiled. */
const UNCOUNTED = ['tapped', 'attacking', 'blocking', 'attackingOrBlocking', 'token', 'other', 'stackKind', 'keywords', 'notKeywords', 'power', 'toughness'];

/** The count the words after "the number of" name, or null. */
function countOf(text: string): Record<string, unknown> | null {
  // CR 305.6, domain.
  if (text === 'basic land types among lands you control') return { basicLandTypes: 'you' };
  // CR 205.2a: each card type once (Tarmogoyf).
  const cardTypes = /^card types among cards in (your graveyard|all graveyards)$/.exec(text);
  if (cardTypes) return { cardTypesInGraveyards: cardTypes[1] === 'your graveyard' ? 'you' : 'any' };
  // "instant and sorcery cards": cards of either kind, each counted once.
  const words = text.replace(/\b([a-z]+) and ([a-z]+) (cards|creatures|permanents)\b/g, '$1 or $2 $3');
  const hand = /^cards in (your|each opponent's|all players') hands?$/.exec(words);
  if (hand) return { zone: 'hand', controller: hand[1] === 'your' ? 'you' : hand[1] === "all players'" ? 'any' : 'opponents', what: {} };
  const graveyard = /^(.+?) in (your graveyard|all graveyards|your opponents' graveyards)$/.exec(words);
  const [phrase, zone, controller] = graveyard
    ? [graveyard[1]!, 'graveyard', graveyard[2] === 'your graveyard' ? 'you' : graveyard[2] === 'all graveyards' ? 'any' : 'opponents']
    : [words, 'battlefield', null];
  const filter = objectFilterOf(graveyard ? phrase.replace(/^cards$/, 'cards in a graveyard').replace(/ cards?$/, ' card in a graveyard') : phrase);
  if (!filter || UNCOUNTED.some((f) => f in filter)) return null;
  const { zone: filterZone, controller: filterController, owner, ...what } = filter as Record<string, unknown>;
  if (graveyard) return filterZone === 'graveyard' && owner === undefined && filterController === undefined ? { zone, controller, what } : null;
  if (filterZone !== undefined || owner !== undefined) return null;
  // "creatures you control", "artifacts your opponents control", "Elves on the battlefield".
  const who = filterController === 'you' ? 'you' : filterController === 'opponent' ? 'opponents' : /\bon the battlefield$/.test(phrase) ? 'any' : null;
  return who ? { zone, controller: who, what } : null;
}

/** "the number of A plus the number of B": each count, or null when one isn't read. */
function countsOf(what: string): Record<string, unknown>[] | null {
  const counts = what.split(' plus the number of ').map(countOf);
  return counts.every((c) => c !== null) ? (counts as Record<string, unknown>[]) : null;
}

/** The amount words after "equal to" as a defined value with `plus` added, or null. */
function amountOf(words: string, extra: number): Record<string, unknown> | null {
  const amount = AMOUNT.exec(words.replace(/^(one|two|three|four|five) plus/, (_, w: string) => `${NUMBER_WORDS[w]} plus`));
  const counts = amount && countsOf(amount.groups!['what']!);
  if (!counts) return null;
  const plus = Number(amount.groups!['plus'] ?? 0) + extra;
  const [count, ...also] = counts;
  return { count, ...(also.length > 0 ? { alsoCount: also } : {}), ...(amount.groups!['twice'] ? { times: 2 } : {}), ...(plus ? { plus } : {}) };
}

/** The amount of `field` a characteristic-defining paragraph gives, with what it adds; null if the paragraph gives none. */
function cdaOf(field: Field, paragraph: string): { words: string; extra: number } | null {
  const thatNumber = CDA_THAT_NUMBER.exec(paragraph);
  if (thatNumber) return { words: thatNumber[1]!, extra: field === 'toughness' ? Number(thatNumber[2]) : 0 };
  const cda = CDA.exec(paragraph);
  if (!cda) return null;
  const fields: Field[] = cda[1] === 'power is' ? ['power'] : cda[1] === 'toughness is' ? ['toughness'] : ['power', 'toughness'];
  return fields.includes(field) ? { words: cda[2]!, extra: 0 } : null;
}

/**
 * The printed `value` of `field` ("*", "1+*", "*+1") as the card format's defined value, read
 * from the characteristic-defining paragraph among `paragraphs`, or the reason it isn't.
 */
export function definedValueOf(field: Field, value: string, paragraphs: readonly string[]): { value: Record<string, unknown> } | { gap: string } {
  const gap = { gap: 'a characteristic-defining power, toughness or loyalty is not compiled' };
  const printed = /^(?:(\d+)\+)?\*(?:\+(\d+))?$/.exec(value);
  if (!printed || (printed[1] && printed[2])) return gap;
  const printedPlus = Number(printed[1] ?? printed[2] ?? 0);
  for (const paragraph of paragraphs) {
    // An ability word ("Domain — ") only names the ability (CR 207.2c).
    const cda = cdaOf(field, paragraph.replace(/^[A-Z][a-z]+ — /, ''));
    if (!cda) continue;
    const compiled = amountOf(cda.words, cda.extra);
    // The printed "1+*" and the words "1 plus" say the same thing, or the card is not read.
    if (!compiled || Number(compiled['plus'] ?? 0) !== printedPlus) return gap;
    // A count whose filter the format's counts don't take ("colorless") is not compiled.
    return definedValue.safeParse(compiled).success ? { value: compiled } : gap;
  }
  return gap;
}
