/**
 * What a mana ability's effect says (CR 106.1, 605): the mana it adds, and the restriction
 * that mana carries (CR 106.6, "Spend this mana only to …"), in the card format's
 * `produces` and `spend`. A wording not read here is null: the caller reports a gap.
 */
import { filterOf } from './cost-words.js';
import { countOf } from './self-costs.js';
import { laterManaEffectOf, selfManaEffectOf } from './mana-riders.js';
import { chosenColorProductionOf } from './chosen-production.js';

const MANA_TYPE = /^\{([WUBRGC])\}$/;
const COLORS = ['W', 'U', 'B', 'R', 'G'];
const AMOUNTS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

/**
 * "Add {G}." / "Add {R} or {G}." / "Add one mana of any color." / "Add three mana of any one
 * color." / "Add {C}{C}." / "Add {W}{U}." / "Add two mana in any combination of colors.".
 */
export function productionOf(body: string): Record<string, unknown> | null {
  const chosen = chosenColorProductionOf(body);
  if (chosen) return chosen;
  // "{C} for each charge counter on ~" (Everflowing Chalice's wording): counted on the object as its cost leaves it.
  const perCounter = /^\{([WUBRGC])\} for each ([^ ]+) counter on ~$/.exec(body);
  if (perCounter) return { types: [perCounter[1]!], amount: 1, perCounter: perCounter[2]! };
  // CR 605.3b: "{B} for each Swamp you control", "{G} for each Elf on the battlefield": counted as self-costs.ts counts.
  const forEach = /^\{([WUBRGC])\} for each (.+)$/.exec(body);
  if (forEach) {
    const counted = countOf(forEach[2]!);
    return counted ? { types: [forEach[1]!], amount: 1, perObject: counted } : null;
  }
  if (/^one mana of any colou?r$/i.test(body)) return { types: COLORS, amount: 1 };
  // "X mana of any one color, where X is the number of enchantments you control" (CR 107.3c: X defined by the text).
  const xOneColor = /^X mana of any one colou?r, where X is the number of (.+)$/i.exec(body);
  if (xOneColor) {
    const counter = /^([^ ]+) counters on ~$/.exec(xOneColor[1]!);
    if (counter) return { types: COLORS, amount: 1, perCounter: counter[1]! };
    const counted = countOf(xOneColor[1]!);
    return counted ? { types: COLORS, amount: 1, perObject: counted } : null;
  }
  // "three mana of any one color": all of one colour, chosen as it is added.
  const oneColor = /^(two|three|four|five) mana of any one colou?r$/i.exec(body);
  if (oneColor) return { types: COLORS, amount: AMOUNTS[oneColor[1]!.toLowerCase()] };
  const combination = /^(two|three) mana in any combination of colou?rs$/i.exec(body);
  if (combination) return { combination: COLORS, amount: AMOUNTS[combination[1]!.toLowerCase()] };
  const choices = body.split(/,?\s+or\s+|,\s+/);
  if (choices.length > 1) {
    if (choices.every((c) => MANA_TYPE.test(c.trim()))) return { types: choices.map((c) => MANA_TYPE.exec(c.trim())![1]!) };
    if (choices.every((c) => /^(\{[WUBRGC]\})+$/.test(c.trim()))) return { oneOf: choices.map((c) => c.trim()) };
    return null;
  }
  const single = MANA_TYPE.exec(body);
  if (single) return { types: [single[1]!], amount: 1 };
  if (!/^(\{[WUBRGC]\}){2,}$/.test(body)) return null;
  // "Add {C}{C}": two mana of one type is `amount` of that type; mixed mana ("{W}{U}") is listed as it is.
  const symbols = body.match(/\{[WUBRGC]\}/g)!;
  return symbols.every((m) => m === symbols[0]) ? { types: [symbols[0]![1]], amount: symbols.length } : { mana: body };
}

/**
 * "creature", "artifact", "instant or sorcery", "colorless", "Knight or Equipment", "Elf
 * creature", "legendary": a spend filter, or null when the words say more. Alternatives
 * joined with "or" are all card types or all subtypes (the filter's fields must all hold, so
 * "artifact or Vampire" can't be said); a single kind may combine fields ("Elf creature").
 */
function spendFilterOf(words: string): Record<string, unknown> | null {
  const colorless = /^colorless /.test(words);
  const rest = words.replace(/^colorless /, '').split(/ or |, or |, /);
  const filters = rest.map((w) => filterOf(w));
  if (filters.some((f) => f === null || Object.keys(f).length === 0)) return null;
  const only = (field: string) => filters.every((f) => Object.keys(f!).length === 1 && f![field]?.length === 1);
  const either = only('types') ? 'types' : only('subtypes') ? 'subtypes' : null;
  if (filters.length > 1 && !either) return null;
  const fields = either ? { [either]: filters.flatMap((f) => f![either]!) } : filters[0]!;
  if (Object.keys(fields).some((k) => !SPEND_FIELDS.has(k))) return null;
  return { ...fields, ...(colorless ? { colorless: true } : {}) };
}

/** The filter fields a spending restriction has (src/cards/spend-filter.ts). */
const SPEND_FIELDS = new Set(['types', 'subtypes', 'supertypes', 'colors']);

/**
 * CR 106.6: "Spend this mana only to cast creature spells.", "… only to cast a creature spell.",
 * "… only to cast artifact spells or activate abilities of artifacts.", "… only to activate
 * abilities." — or null.
 */
export function spendOf(sentence: string): Record<string, unknown> | null {
  const m = /^Spend this mana only to (?:cast (?:an? )?(.+?) spells?)?(?:(?:,? or )?activate abilities(?: of (.+?))?)?\.$/.exec(sentence);
  if (!m || (m[1] === undefined && !/activate abilities/.test(sentence))) return null;
  const spells = m[1] === undefined ? undefined : spendFilterOf(m[1]);
  const abilities = /activate abilities/.test(sentence) ? (m[2] === undefined ? {} : spendFilterOf(m[2])) : undefined;
  if (spells === null || abilities === null) return null;
  return { ...(spells ? { spells } : {}), ...(abilities ? { abilities } : {}), text: sentence };
}

/**
 * CR 605.3b: what a mana ability does besides adding mana, as it resolves: "~ deals 1 damage
 * to you." (painlands; CR 120.3a, a loss of life) or, kept as text since the engine has no
 * untap step, "~ doesn't untap during your next untap step."; null for anything else.
 */
function afterManaOf(sentence: string): Record<string, unknown> | null {
  const damage = /^~ deals (\d+) damage to you\.$/.exec(sentence);
  if (damage) return { damageToController: Number(damage[1]) };
  if (/^~ doesn't untap during your next untap step\.$/.test(sentence)) return { otherEffect: sentence };
  return selfManaEffectOf(sentence) ?? laterManaEffectOf(sentence);
}

/**
 * A mana ability's effect: "Add …." and after it at most a spending restriction (CR 106.6) and
 * what it does besides (afterManaOf); null when it says anything else.
 */
export function manaEffectOf(effect: string): { produces: Record<string, unknown>; spend?: Record<string, unknown> } | null {
  const [add, ...rest] = effect.split(/(?<=\.)\s+/);
  const produces = productionOf(add!.replace(/^Add\s+/, '').replace(/\.$/, '').trim());
  if (!produces || rest.length > 1) return null;
  if (rest.length === 0) return { produces };
  const spend = spendOf(rest[0]!);
  if (spend) return { produces, spend };
  const after = afterManaOf(rest[0]!);
  return after ? { produces, ...after } : null;
}
