/**
 * The filter language in English, for card descriptions, prompts and refusals: "target
 * nonblack creature", "target creature or planeswalker", "target creature card in your
 * graveyard with mana value 3 or less", "target instant or sorcery spell".
 */
import { colorName } from './characteristics.js';
import type { Alternative, Compare, ObjectFilter, PlayerFilter, Relation } from './filter-schema.js';
import type { TargetWord } from './target-schema.js';
import type { SpellFilter } from './schema.js';

/** What one target word targets, as printed: "any target", "target artifact or enchantment". */
export function describeTargetWhat(word: Pick<TargetWord, 'what' | 'name'>): string {
  // CR 115.4: "any target" is printed as such, not as its expansion.
  if (word.name === 'any' && word.what.length === 2) return 'any target';
  // "another target creature": other than the object the ability belongs to.
  if (word.what.every((a) => !('player' in a) && a.other)) return `another target ${orList(word.what.map((a) => describeAlternative({ ...a, other: undefined })))}`;
  return `target ${orList(word.what.map(describeAlternative))}`;
}

export function describeAlternative(alternative: Alternative): string {
  return 'player' in alternative ? describePlayer(alternative) : describeObject(alternative);
}

const PLAYER_WORDS: Readonly<Record<PlayerFilter['player'], string>> = { any: 'player', opponent: 'opponent', you: 'player (you)', notYou: 'player other than you' };

function describePlayer(filter: PlayerFilter): string {
  return PLAYER_WORDS[filter.player];
}

/** "tapped nonblack creature an opponent controls with power 4 or greater". */
export function describeObject(f: ObjectFilter): string {
  const zone = f.zone ?? 'battlefield';
  const adjectives = [
    ...(f.other ? ['other'] : []),
    ...(f.tapped === undefined ? [] : [f.tapped ? 'tapped' : 'untapped']),
    ...(f.attacking === undefined ? [] : [f.attacking ? 'attacking' : 'nonattacking']),
    ...(f.blocking === undefined ? [] : [f.blocking ? 'blocking' : 'nonblocking']),
    ...(f.blocked ? ['blocked'] : []),
    ...(f.enchanted === undefined ? [] : [f.enchanted ? 'enchanted' : 'unenchanted']),
    ...(f.attackingOrBlocking ? ['attacking or blocking'] : []),
    ...(f.token === false ? ['nontoken'] : []),
    ...(f.notColors ?? []).map((c) => `non${colorName(c)}`),
    ...(f.colors ? [orList(f.colors.map(colorName))] : []),
    ...(f.colorless === undefined ? [] : [f.colorless ? 'colorless' : 'colored']),
    ...(f.multicolored === undefined ? [] : [f.multicolored ? 'multicolored' : 'monocolored']),
    ...(f.notSupertypes ?? []).map((t) => `non${t.toLowerCase()}`),
    ...(f.supertypes ?? []).map((t) => t.toLowerCase()),
    ...(f.notTypes ?? []).map((t) => `non${t.toLowerCase()}`),
    ...(f.notSubtypes ?? []).map((t) => `non-${t}`),
    ...(f.allTypes ?? []).map((t) => t.toLowerCase()),
    ...(f.subtypes ? [orList(f.subtypes)] : []),
  ];
  const types = f.types ? orList(f.types.map((t) => t.toLowerCase())) : '';
  const noun = [types, nounOf(f, zone, types !== '' || f.subtypes !== undefined || f.allTypes !== undefined)].filter((w) => w !== '').join(' ');
  const rest = [
    ...(f.token === true ? ['token'] : []),
    ...(f.controller === undefined || zone !== 'battlefield' ? [] : [controls(f.controller)]),
    ...whereAndWhose(f, zone),
    ...compared('power', f.power),
    ...compared('toughness', f.toughness),
    ...compared('mana value', f.manaValue),
    ...(f.keywords ? [`with ${andList(f.keywords)}`] : []),
    ...(f.counter ? [`with a ${f.counter} counter on it`] : []),
    ...(f.notKeywords ? [`without ${orList(f.notKeywords)}`] : []),
    ...(f.targets ? [`that targets ${orList(f.targets.map(describeTargeted))}`] : []),
    ...(f.singleTarget ? ['with a single target'] : []),
    ...(f.attachedTo ? [`attached to ${orList(f.attachedTo.map(describeTargeted))}`] : []),
  ];
  return [...adjectives, noun, ...rest].filter((w) => w !== '').join(' ');
}

/** CR 115.9: what a spell "targets": "you", "a player", "a creature you control". */
function describeTargeted(alternative: Alternative): string {
  if ('player' in alternative) return alternative.player === 'you' ? 'you' : `a ${describePlayer(alternative)}`;
  const object = describeObject(alternative);
  return `${/^[aeiou]/.test(object) ? 'an' : 'a'} ${object}`;
}

/** The noun after the types: "permanent" alone, "spell", "ability", "card" outside the battlefield. */
function nounOf(f: ObjectFilter, zone: NonNullable<ObjectFilter['zone']>, typed: boolean): string {
  if (zone === 'battlefield') return typed ? '' : 'permanent';
  if (zone !== 'stack') return 'card';
  const kind = f.stackKind ?? 'spell';
  return kind === 'spell' ? 'spell' : kind === 'ability' ? 'activated or triggered ability' : kind === 'activatedAbility' ? 'activated ability' : 'triggered ability';
}

function controls(relation: Relation): string {
  return relation === 'you' ? 'you control' : relation === 'opponent' ? 'an opponent controls' : "you don't control";
}

function whereAndWhose(f: ObjectFilter, zone: NonNullable<ObjectFilter['zone']>): string[] {
  const controller = zone === 'stack' && f.controller ? [f.controller === 'you' ? 'you control' : f.controller === 'opponent' ? 'an opponent controls' : "you don't control"] : [];
  if (zone === 'battlefield' || zone === 'stack') return [...controller, ...(f.owner ? [owns(f.owner)] : [])];
  const whose = f.owner ?? f.controller;
  if (zone === 'exile') return [...(whose ? [owns(whose)] : []), 'in exile'];
  const place = zone === 'hand' ? 'hand' : 'graveyard';
  if (whose === undefined) return [`in a ${place}`];
  return [whose === 'you' ? `in your ${place}` : whose === 'opponent' ? `in an opponent's ${place}` : `in a ${place} you don't own`];
}

function owns(relation: Relation): string {
  return relation === 'you' ? 'you own' : relation === 'opponent' ? 'an opponent owns' : "you don't own";
}

function compared(what: string, compare: Compare | undefined): string[] {
  if (compare === undefined) return [];
  if (compare.atMost !== undefined) return [`with ${what} ${compare.atMost} or less`];
  if (compare.atLeast !== undefined) return [`with ${what} ${compare.atLeast} or greater`];
  return [`with ${what} ${compare.equals}`];
}

/** "a", "a or b", "a, b, or c". */
function orList(words: readonly string[]): string {
  return joined(words, 'or');
}

function andList(words: readonly string[]): string {
  return joined(words, 'and');
}

function joined(words: readonly string[], word: string): string {
  if (words.length <= 2) return words.join(` ${word} `);
  return `${words.slice(0, -1).join(', ')}, ${word} ${words.at(-1)}`;
}

/** The spells a spell filter names, and who casts them ("noncreature spells its controller casts"). */
export function describeSpells(f: SpellFilter): string {
  const either = (words: readonly string[]) => (words.length > 0 ? [words.join(' or ')] : []);
  const words = [
    ...(f.historic ? ['historic'] : []),
    ...(f.multicolored === undefined ? [] : [f.multicolored ? 'multicolored' : 'monocolored']),
    ...(f.colorless === undefined ? [] : [f.colorless ? 'colorless' : 'colored']),
    ...either((f.colors ?? []).map(colorName)),
    ...(f.allColors ? [f.allColors.map(colorName).join(' and ')] : []),
    ...(f.chosen ? [`the chosen ${f.chosen === 'color' ? 'color' : 'creature type'}'s`] : []),
    ...(f.notTypes ?? []).map((t) => `non${t.toLowerCase()}`),
    ...either(f.subtypes ?? []),
    ...either((f.types ?? []).map((t) => t.toLowerCase())),
  ];
  const who = f.controller === 'you' ? ' its controller casts' : f.controller === 'opponents' ? " its controller's opponents cast" : '';
  return `${words.join(' ')} spells${who}`.trim();
}
