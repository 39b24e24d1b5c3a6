/**
 * CR 601.2f: the changes a card's own text makes to its cost ("This spell costs {1} less to
 * cast for each creature card in your graveyard", "… if you control a Wizard", strive's "{1}{U}
 * more to cast for each target beyond the first"), compiled into the card format's
 * `selfCostChanges`. What is counted is read by the target grammar's filter language and
 * must fit the counting filter (types, colours, subtypes, supertypes); anything else is a gap.
 */
import { pegReader } from './peg.js';
import { mergedFilterFields } from './merge-filters.js';
import { objectFilterOf } from './targets.js';

const GRAMMAR = String.raw`
selfCost = ability:$([A-Z][a-z]+ " — ")? "This spell costs"i _ mana:manaCost _ change:change _ "to cast"i _? rest:rest "." !.
  { return { mana, change, ...rest }; }
rest
  = "for each target beyond the first"i { return { kind: 'perExtraTarget' }; }
  / "for each opponent you have"i { return { kind: 'perObject', players: true }; }
  / "for each"i _ what:$([^.]+) { return { kind: 'perObject', what }; }
  / "if you control"i _ ("an"i / "a"i) _ what:$([^.]+) { return { kind: 'conditional', what }; }
  // "if an opponent controls a green permanent": some opponent controls one exactly when all of them together control one.
  / "if an opponent controls"i _ ("an"i / "a"i) _ what:$([^.]+) { return { kind: 'conditional', what, opponents: true }; }
  // CR 107.3, 601.2f: "{X} less to cast, where X is the total power of creatures you control" ({1} for each point of power).
  / ", where X is the total power of"i _ what:$([^.]+) { return { kind: 'perObject', what, power: true }; }
change = "more"i { return 'increase'; } / "less"i { return 'reduce'; }
manaCost = $(("{" [^}]+ "}")+)
_ = [ \t]+
`;

interface Parsed {
  readonly mana: string;
  readonly change: 'increase' | 'reduce';
  readonly kind: 'perExtraTarget' | 'perObject' | 'conditional';
  readonly players?: true;
  readonly what?: string;
  readonly opponents?: true;
  readonly power?: true;
}

const parse = pegReader<Parsed>(GRAMMAR);

const COUNTED_FIELDS = new Set(['types', 'notTypes', 'colors', 'subtypes', 'supertypes']);

/**
 * "creature card in your graveyard", "artifact you control", "creature on the battlefield":
 * what a cost change counts, relative to the caster, or null. "and" in a list of kinds of
 * cards ("instant and sorcery card") means cards of either kind.
 */
export function countOf(words: string): Record<string, unknown> | null {
  const everyone = / on the battlefield$/i.test(words);
  const read = objectFilterOf(words.replace(/ on the battlefield$/i, '').replace(/\s+and\s+/gi, ' or '));
  // "Giant or Wizard you control": kinds that make one filter (merge-filters.ts).
  const filter = read && 'anyOf' in read ? mergedFilterFields(read['anyOf'] as Record<string, unknown>[]) : read;
  if (!filter) return null;
  const { zone, owner, controller, ...what } = filter as Record<string, unknown>;
  if (Object.keys(what).some((key) => !COUNTED_FIELDS.has(key))) return null;
  if (zone === 'graveyard' && owner === 'you' && controller === undefined) return { zone: 'graveyard', controller: 'you', what };
  if (zone !== undefined || owner !== undefined) return null;
  if (controller === 'you' && !everyone) return { zone: 'battlefield', controller: 'you', what };
  // "creature your opponents control": what all of the caster's opponents control together.
  if (controller === 'opponent' && !everyone) return { zone: 'battlefield', controller: 'opponents', what };
  if (controller === undefined && everyone) return { zone: 'battlefield', controller: 'any', what };
  return null;
}

/** One paragraph as a change to the card's own cost, or null when it isn't one the grammar reads whole. */
export function selfCostChangeOf(paragraph: string): Record<string, unknown> | null {
  const parsed = parse(paragraph);
  if (!parsed) return null;
  if (parsed.kind === 'perExtraTarget') return parsed.change === 'increase' ? { kind: 'perExtraTarget', mana: parsed.mana } : null;
  if (parsed.players) return { kind: 'perObject', mana: parsed.mana, change: parsed.change, for: { players: 'opponents' } };
  if (parsed.power && parsed.mana !== '{X}') return null;
  // CR 305.6, domain: "for each basic land type among lands you control".
  if (parsed.kind === 'perObject' && parsed.what === 'basic land type among lands you control' && !parsed.mana.includes('{X}')) {
    return { kind: 'perObject', mana: parsed.mana, change: parsed.change, for: { basicLandTypes: 'you' } };
  }
  const what = parsed.what!.replace(/ or an? /gi, ' or ');
  const counted = countOf(parsed.kind === 'conditional' ? `${what} ${parsed.opponents ? 'an opponent controls' : 'you control'}` : parsed.power ? what.replace(/^(\w+)s\b/, '$1') : what);
  if (!counted) return null;
  if (parsed.power) return counted['zone'] === 'battlefield' ? { kind: 'perObject', mana: '{1}', change: parsed.change, for: { ...counted, sum: 'power' } } : null;
  if (parsed.mana.includes('{X}')) return null;
  return parsed.kind === 'perObject'
    ? { kind: 'perObject', mana: parsed.mana, change: parsed.change, for: counted }
    : { kind: 'conditional', mana: parsed.mana, change: parsed.change, if: counted };
}
