/**
 * CR 604.3, 208.2: a printed `*` power or toughness ("*", "1+*") is defined by a
 * characteristic-defining ability in the text ("~'s power and toughness are each equal to the
 * number of creatures you control."), compiled into the card format's count (cards.md
 * `power`). Only counts the engine counts exactly are compiled: objects you, your opponents or
 * anyone control, cards in a hand or graveyard, by their characteristics; anything else
 * (devotion, life totals, "other", tapped, chosen players, conditions) stays a gap.
 */
import { definedValue } from '../../src/cards/cost-change-schema.js';
import { objectFilterOf } from './targets.js';

type Field = 'power' | 'toughness';
const CDA = /^~'s (power and toughness are each|power is|toughness is) equal to (.+)\.$/;
const AMOUNT = /^(?:(?<plus>\d+) plus )?(?<twice>twice )?the (?:total )?number of (?<what>.+)$/;
const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
/** Filter fields countFor (cards/characteristics.ts) doesn't look at: a count that needs one is not compiled. */
const UNCOUNTED = ['tapped', 'attacking', 'blocking', 'attackingOrBlocking', 'token', 'other', 'stackKind', 'keywords', 'notKeywords', 'power', 'toughness'];

/** The count the words after "the number of" name, or null. */
function countOf(text: string): Record<string, unknown> | null {
  // CR 305.6, domain.
  if (text === 'basic land types among lands you control') return { basicLandTypes: 'you' };
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

/**
 * The printed `value` of `field` ("*", "1+*") as the card format's defined value, read from
 * the characteristic-defining paragraph among `paragraphs`, or the reason it isn't.
 */
export function definedValueOf(field: Field, value: string, paragraphs: readonly string[]): { value: Record<string, unknown> } | { gap: string } {
  const gap = { gap: 'a characteristic-defining power, toughness or loyalty is not compiled' };
  const printed = /^(?:(\d+)\+)?\*$/.exec(value);
  if (!printed) return gap;
  const printedPlus = Number(printed[1] ?? 0);
  for (const paragraph of paragraphs) {
    // An ability word ("Domain — ") only names the ability (CR 207.2c).
    const cda = CDA.exec(paragraph.replace(/^[A-Z][a-z]+ — /, ''));
    if (!cda) continue;
    const fields: Field[] = cda[1] === 'power is' ? ['power'] : cda[1] === 'toughness is' ? ['toughness'] : ['power', 'toughness'];
    if (!fields.includes(field)) continue;
    const amount = AMOUNT.exec(cda[2]!.replace(/^(one|two|three|four|five) plus/, (_, w: string) => `${NUMBER_WORDS[w]} plus`));
    const plus = Number(amount?.groups?.['plus'] ?? 0);
    const count = amount && countOf(amount.groups!['what']!);
    // The printed "1+*" and the words "1 plus" say the same thing, or the card is not read.
    if (!count || plus !== printedPlus) return gap;
    const compiled = { count, ...(amount.groups!['twice'] ? { times: 2 } : {}), ...(plus ? { plus } : {}) };
    // A count whose filter the format's counts don't take ("colorless") is not compiled.
    return definedValue.safeParse(compiled).success ? { value: compiled } : gap;
  }
  return gap;
}
