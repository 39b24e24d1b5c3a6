/**
 * Static abilities of permanents that change casting or activating (CR 601.2f cost changes,
 * 601.3 and 602.5 prohibitions, 702.8 flash permissions, 613 grants of haste, hexproof,
 * shroud and protection, 118.3 and 119.8
 * restrictions on paying costs), compiled into the card format's lists when the sentence is
 * read whole (static-grammar.ts); anything else that may change casting stays a gap.
 */
import { pegReader } from './peg.js';
import { ownCostChangeOf } from './conditional-self-costs.js';
import { STATIC_GRAMMAR } from './static-grammar.js';
import { spellFilterOf } from './spell-filter.js';
import { SUBTYPES } from './subtypes.js';
import { qualitiesOf, subtypeOf } from './qualities.js';
import { keywordsOf } from './keyword-abilities.js';
import { mergedFilterFields } from './merge-filters.js';
import { conditionalGrantOf, withCondition } from './conditional-grants.js';
import { sentenceStaticOf } from './sentence-statics.js';

/** What a static paragraph adds to the card. */
export interface CompiledStatic {
  readonly costModifiers?: Record<string, unknown>[];
  readonly prohibitions?: Record<string, unknown>[];
  readonly permissions?: Record<string, unknown>[];
  readonly grants?: Record<string, unknown>[];
  readonly restrictions?: Record<string, unknown>[];
  readonly keywords?: string[];
  readonly protection?: Record<string, unknown>[];
  readonly hexproofFrom?: Record<string, unknown>[];
  readonly selfCostChanges?: Record<string, unknown>[];
  readonly untargetable?: Record<string, unknown>[];
}

type Parsed =
  | { kind: 'costChange'; words: string[]; named: boolean; caster: 'you' | 'opponents' | 'any'; mana: string; change: 'increase' | 'reduce'; targetsThis: boolean; during: boolean; onlyColored: boolean }
  | { kind: 'castLimit'; who: 'you' | 'opponents' | 'any' }
  | { kind: 'abilityCostChange'; increases: Record<string, unknown>[]; spells: { mana: string; controller: 'opponents'; duringYourTurn: true } | null }
  | { kind: 'cantCast'; who: 'you' | 'opponents' | 'any'; words: string[]; named: boolean; during: boolean }
  | { kind: 'cantActivate'; sources: Record<string, unknown>; exceptMana: boolean }
  | { kind: 'haste'; controller: 'you' | 'any' }
  | { kind: 'grant'; who: Grantee; gives: Given[] }
  | { kind: 'flash'; who: 'you' | 'any'; words: string[] }
  | { kind: 'selfFlash' }
  | { kind: 'text' }
  | { kind: 'restrictions'; restrictions: Record<string, unknown>[] };

export type Grantee =
  | { attached: true }
  | { player: 'you' }
  | { self: true }
  | { other: boolean; all: boolean; kinds: { legendary: boolean; word: string; narrowed?: string; token?: true }[]; controller: 'you' | 'any' };
type Given = { protection: string } | { hexproofFrom: string } | { keyword: string } | { text: string };

const parse = pegReader<Parsed>(STATIC_GRAMMAR);

const TYPE_PLURALS: Readonly<Record<string, string[]>> = {
  creatures: ['Creature'], artifacts: ['Artifact'], enchantments: ['Enchantment'], lands: ['Land'], planeswalkers: ['Planeswalker'],
  permanents: ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'],
};

/** "Creatures you control", "Other Elves", "All Slivers", "Legendary Snakes you control": the grant's reach over permanents; null when not read. */
export function permanentsReached(who: Extract<Grantee, { kinds: unknown }>): Record<string, unknown> | null {
  const types = new Set<string>();
  const subtypes = new Set<string>();
  let legendary = false;
  const narrowed = who.kinds.find((k) => k.narrowed !== undefined)?.narrowed;
  if (narrowed !== undefined) {
    // "Sliver creatures you control": permanents with the subtype and the card type (a grant's `types` and `subtypes` narrow each other).
    const [kind] = who.kinds;
    const subtype = subtypeOf(kind!.word);
    if (who.kinds.length !== 1 || kind!.legendary || !subtype || !/^[A-Z]/.test(kind!.word)) return null;
    return { controller: who.controller, types: TYPE_PLURALS[narrowed.toLowerCase()]!, subtypes: [subtype], ...(who.other ? { other: true } : {}) };
  }
  // "Creature tokens and Elves" would be tokens or not: the format's grant says one.
  if (who.kinds.some((k) => k.token) && !who.kinds.every((k) => k.token)) return null;
  for (const kind of who.kinds) {
    legendary ||= kind.legendary;
    const plural = TYPE_PLURALS[kind.word.toLowerCase()];
    const subtype = plural ? null : subtypeOf(kind.word);
    if (plural) plural.forEach((t) => types.add(t));
    else if (subtype && /^[A-Z]/.test(kind.word)) subtypes.add(subtype);
    else return null;
  }
  // "Creatures and Slivers" would be either; the format's grant asks for both.
  if (types.size > 0 && subtypes.size > 0) return null;
  if (legendary && who.kinds.some((k) => !k.legendary)) return null;
  return {
    controller: who.controller,
    ...(types.size > 0 ? { types: [...types] } : {}),
    ...(subtypes.size > 0 ? { subtypes: [...subtypes] } : {}),
    ...(legendary ? { supertypes: ['Legendary'] } : {}),
    ...(who.kinds.every((k) => k.token) ? { token: true } : {}),
    ...(who.other ? { other: true } : {}),
  };
}

/**
 * CR 613: "[who] has/have [keywords]": a grant for each keyword the format gives (haste,
 * hexproof, shroud, protection and hexproof from a quality); the others (flying, first
 * strike…) change nothing about casting and stay text. Null when a part is not read.
 */
function grantsOf(who: Grantee, gives: readonly Given[]): CompiledStatic | null {
  if ('self' in who) return ownShieldsOf(gives);
  const reach = 'attached' in who ? { attached: true } : 'player' in who ? { player: 'you' } : permanentsReached(who);
  if (!reach) return null;
  const grants: Record<string, unknown>[] = [];
  for (const given of gives) {
    if ('text' in given) continue;
    if ('keyword' in given) {
      if ('player' in reach && given.keyword === 'haste') return null;
      grants.push({ keyword: given.keyword, ...reach });
      continue;
    }
    const field = 'protection' in given ? 'protection' : 'hexproofFrom';
    const qualities = qualitiesOf('protection' in given ? given.protection : given.hexproofFrom);
    if (!qualities) return null;
    grants.push(...qualities.map((q) => ({ [field]: q, ...reach })));
  }
  return grants.length > 0 ? { grants } : {};
}

/** "~ has hexproof.", "~ has protection from the chosen color.": the card's own keywords and shields, read as its keyword line would be (CR 702.11, 702.16). */
function ownShieldsOf(gives: readonly Given[]): CompiledStatic | null {
  const words = gives.map((g) => ('protection' in g ? `protection from ${g.protection}` : 'hexproofFrom' in g ? `hexproof from ${g.hexproofFrom}` : 'keyword' in g ? g.keyword : g.text.toLowerCase()));
  const compiled = keywordsOf(words);
  return compiled.gap !== undefined || compiled.triggers !== undefined ? null : compiled;
}

/**
 * "noncreature", "instant and sorcery", "Aura and Equipment", "" (all spells): the spell
 * filter fields of the words before "spells" ("and" in a list of kinds of spells means
 * spells of either kind), or null when they say more than the format's spell filter can.
 * Several parts ("Goblin spells and Rogue spells", "green enchantment spells and white
 * enchantment spells") are spells of any of the parts: read only when the parts differ in
 * one list field, whose lists are then joined (the filter's lists each mean "one of these").
 */
function spellsOf(parts: readonly string[], controller: 'you' | 'opponents' | 'any', sentenceStart: boolean): Record<string, unknown> | null {
  const filters = parts.map((words, i) => spellFieldsOf(words, sentenceStart && i === 0));
  if (filters.some((f) => f === null)) return null;
  const merged = mergedFilterFields(filters as Record<string, unknown>[]);
  return merged ? { controller, ...merged } : null;
}

function spellFieldsOf(words: string, sentenceStart: boolean): Record<string, unknown> | null {
  if (words === '') return {};
  const read = sentenceStart ? uncapitalized(words) : words;
  if (read === null) return null;
  return spellFilterOf(`${read.replace(/\s+and\s+/gi, ' or ')} spell`);
}

const COMMON_FIRST_WORD = /^(non-?)?(artifact|creature|enchantment|land|planeswalker|instant|sorcery|battle|white|blue|black|red|green|colorless|multicolored|monocolored|historic|legendary|snow|basic)$/i;

/** The words of a phrase that begins a sentence, its first word in lower case unless it is a subtype (CR 205.3); null when it is neither a word the grammar reads nor a subtype. */
function uncapitalized(words: string): string | null {
  const [first, ...rest] = words.split(' ');
  if (COMMON_FIRST_WORD.test(first!)) return [first!.toLowerCase(), ...rest].join(' ');
  return SUBTYPES.has(first!) ? words : null;
}

/**
 * One-sentence static abilities whose words ("as though", "spells", "cast") look like
 * casting but that change only combat, countering or how a permanent enters (CR 508, 509,
 * 510, 701.6, 614.1c): they stay text.
 */
const NOT_CASTING = [
  /^[^.]*\bcan (attack|block)\b[^.]*\bas though\b[^.]*\.$/i,
  /^[^.]*\bassign (its|their) combat damage as though\b[^.]*\.$/i,
  /^[^.]*\bcan be blocked as though\b[^.]*\.$/i,
  /^[^.]*\bspells (you control )?can't be countered\.$/i,
  // CR 614.1c: how a permanent enters ("with a +1/+1 counter for each color of mana spent to cast it"; adamant's "If at least three green mana was spent to cast this spell, ~ enters with …") is decided on resolution.
  /^(?:If [^,"]+, )?~ enters with [^".]*\.$/,
  // CR 613.4c: a change to power and toughness alone ("Each creature you control gets +1/+1 for each white mana symbol in its mana cost", chroma) is not casting.
  /^(?![^."]*\b(?:target|When|Whenever|At|until)\b)[^."]*\bgets? [+-]\w+\/[+-]\w+(?: for each [^."]*)?\.$/,
  // CR 120, 702.80, 702.90: how damage is dealt ("All damage is dealt as though its source had wither"), prevented (615) or changed (614.1a) happens as it is dealt.
  /^[^."]*\bdamage is dealt\b[^."]* as though its source had \w+\.$/i,
  /^Prevent all [^."]*damage [^."]*\.$/,
  /^If [^,."]* would deal damage to [^."]*(?:, prevent [^."]*|, it deals that much damage plus \d+ to [^."]* instead)\.$/,
  /^[^."]* are colorless sources of damage\.$/,
  // CR 614: replacement effects on moving between zones and on discarding happen as the event would, on resolution or as a state-based action, not while casting.
  /^If [^,."]* would be put into a graveyard[^,."]*, exile it instead\.$/,
  /^If [^,."]* would enter the battlefield[^,."]*, exile it instead\.$/,
  /^If a spell or ability an opponent controls causes you to discard [^."]*\.$/,
  // CR 608.2: effects of opponents' spells and abilities (sacrificing, discarding, searching on resolution); costs are paid by their own controller (601.2h), so these change no cost.
  /^Spells and abilities your opponents control can't cause (?:you|their controller) to (?:discard cards or sacrifice permanents|sacrifice permanents|search their library)\.$/,
  // CR 502.3: untapping during the untap step.
  /^[^."]* doesn't untap during its controller's untap step\.$/,
  /^(?![^.]*(\bcan't (cast|be activated|activate)\b|\bhaste\b|\bsacrific))[^.]*\bcan't attack\b[^.]*\.$/i,
];

/** A static-ability paragraph of a permanent compiled into the card format, or null when it isn't read. */
export function compileStatic(paragraph: string): CompiledStatic | null {
  const sentence = paragraph.replace(/^[A-Z][a-z]+(?: [a-z]+)* — /, '');
  if (NOT_CASTING.some((pattern) => pattern.test(sentence))) return {};
  const read = sentenceStaticOf(sentence, compileStatic);
  if (read) return read;
  const own = ownCostChangeOf(paragraph);
  if (own) return { selfCostChanges: [own] };
  // CR 611.3a: "~ has hexproof as long as …": the grant read alone, then its condition put on it.
  const conditional = conditionalGrantOf(sentence);
  if (conditional) {
    const grant = compileStatic(conditional.sentence);
    return grant && withCondition(grant, conditional);
  }
  const parsed = parse(sentence);
  if (!parsed) return null;
  switch (parsed.kind) {
    case 'costChange': {
      const spells = spellsOf(parsed.words, parsed.caster, true);
      // "Spells you cast that target ~ cost {2} less" would be a reduction the look-ahead can't see before targets: not in the format.
      if (!spells || (parsed.targetsThis && parsed.change !== 'increase')) return null;
      // The format limits a reduction to its controller's turn nowhere, and an increase takes no colour-only clause.
      if ((parsed.during && parsed.change !== 'increase') || (parsed.onlyColored && parsed.change !== 'reduce')) return null;
      return {
        costModifiers: [{
          change: parsed.change, mana: parsed.mana, spells: parsed.named ? { ...spells, named: 'chosen' } : spells,
          ...(parsed.targetsThis ? { targetsThis: true } : {}),
          ...(parsed.during ? { duringYourTurn: true } : {}),
          ...(parsed.onlyColored ? { onlyColored: true } : {}),
        }],
      };
    }
    case 'abilityCostChange': {
      const { spells } = parsed;
      const forSpells = spells ? [{ change: 'increase', mana: spells.mana, spells: { controller: spells.controller }, duringYourTurn: true }] : [];
      return { costModifiers: [...forSpells, ...parsed.increases.map((m) => ({ change: 'increase', ...m, exceptMana: true }))] };
    }
    case 'castLimit':
      return { prohibitions: [{ kind: 'castLimit', perTurn: 1, who: parsed.who }] };
    case 'cantCast': {
      const spells = spellsOf(parsed.words, parsed.who, !/^(You|Your|Players|Each)\b/.test(sentence));
      if (!spells) return null;
      return { prohibitions: [{ kind: 'cantCast', spells: { ...spells, ...(parsed.named ? { named: 'chosen' } : {}) }, ...(parsed.during ? { duringYourTurn: true } : {}) }] };
    }
    case 'cantActivate':
      return { prohibitions: [{ kind: 'cantActivate', sources: parsed.sources, exceptMana: parsed.exceptMana }] };
    case 'haste':
      return { grants: [{ keyword: 'haste', controller: parsed.controller, types: ['Creature'] }] };
    case 'grant':
      return grantsOf(parsed.who, parsed.gives);
    case 'flash': {
      const spells = spellsOf(parsed.words, parsed.who, false);
      return spells ? { permissions: [{ kind: 'flash', spells }] } : null;
    }
    case 'selfFlash':
      return { keywords: ['flash'] };
    case 'text':
      return {};
    case 'restrictions':
      return { restrictions: parsed.restrictions };
  }
}

const COLOR_WORDS = String.raw`(?:colorless|all colors|every color|white|blue|black|red|green|multicolored|monocolored|the chosen colou?r|that color|the colors? of [^,.]+)`;
/** "is black", "are colorless", ", is black,": a sentence giving an object colours (not "that are black", which picks objects by colour). */
const GIVES_COLOR = new RegExp(String.raw`(?<!\b(?:that|which|who|if|whether) )\b(?:is|are)(?: also)? ${COLOR_WORDS}(?! sources? of damage)\b`, 'i');
/** A leading condition ("As long as enchanted creature is red, …"), whose "is red" reads colours rather than giving them. */
const LEADING_CONDITION = /^(?:As long as|If|While) [^,]+, /i;

/**
 * CR 105.2, 604.3, 613.1e: a static ability that sets colours. "~ is all colors." and
 * "~ is colorless." are characteristic-defining abilities of the card itself, in every zone,
 * compiled into its `colors`; any other sentence that gives colours (to other objects, under a
 * condition, "the chosen color") changes what protection, hexproof from and colour filters
 * see, so it is a gap and never dropped. Null when the paragraph gives no colours.
 */
export function colorStaticOf(paragraph: string): { colors: string[] } | { gap: string } | null {
  const sentence = paragraph.replace(/^[A-Z][a-z]+(?: [a-z]+)* — /, '');
  if (/^~ is (?:all colors|every color)\.$/i.test(sentence)) return { colors: ['W', 'U', 'B', 'R', 'G'] };
  if (/^~ is colorless\.$/i.test(sentence)) return { colors: [] };
  const sentences = sentence.split(/(?<=\.)\s+/).map((s) => s.replace(LEADING_CONDITION, ''));
  if (!sentences.some((s) => GIVES_COLOR.test(s))) return null;
  return { gap: 'a static ability that sets colors is not compiled (CR 105.2, 613.1e)' };
}
