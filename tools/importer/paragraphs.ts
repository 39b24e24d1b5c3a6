/**
 * One paragraph (one ability) of a card, compiled into the parts of the card format it
 * fills, or a gap saying why not. Effects stay text (what happens on resolution is out of
 * scope), so a paragraph that doesn't matter to casting or activating compiles to nothing;
 * one that matters and isn't understood is a gap, never a guess.
 */
import peggy from 'peggy';
import { TARGET_FILTERS } from '../../src/cards/schema.js';
import { ORACLE_GRAMMAR } from './grammar.js';
import { manaEffectOf } from './productions.js';
import { castingChoiceGap, enchantTargetOf, targetsOf, withoutCopyTargets, type TargetWordOut } from './targets.js';
import { activationRules } from './activation.js';
import { onlyIfOf } from './conditions.js';
import { activationLimitsOf } from './activation-limits.js';
import { conditionalFlashOf } from './conditional-flash.js';
import { costPartsOf, filterOf } from './cost-words.js';
import { keywordAbilityOf, keywordsOf } from './keyword-abilities.js';
import { afterFlavorWord } from './flavor-words.js';
import { ownCostChangeOf } from './conditional-self-costs.js';
import { divisionOf, type Division } from './division.js';
import { statesCastingRule } from './casting-rules.js';
import { colorStaticOf, compileStatic, type CompiledStatic } from './statics.js';
import { compileTrigger, isTrigger } from './triggers.js';
import { compileChapter, isChapter } from './chapters.js';
import { abilityGrantOf } from './ability-grants.js';

/** What a paragraph adds to the card (fields of the card format) or why it can't. */
export interface Compiled extends CompiledStatic {
  readonly keywords?: string[];
  readonly optionalCosts?: Record<string, unknown>[];
  readonly alternativeCosts?: Record<string, unknown>[];
  readonly castFromGraveyard?: Record<string, unknown>;
  /** CR 702.48a: "[quality] offering" (keyword-qualities.ts). */
  readonly offering?: Record<string, unknown>;
  readonly splice?: Record<string, unknown>;
  readonly modes?: Record<string, unknown>;
  readonly targets?: TargetWordOut[];
  readonly divide?: Division['divide'];
  readonly abilities?: Record<string, unknown>[];
  readonly manaAbilities?: Record<string, unknown>[];
  readonly selfCostChanges?: Record<string, unknown>[];
  readonly additionalCosts?: Record<string, unknown>[];
  readonly during?: Record<string, unknown>;
  readonly triggers?: Record<string, unknown>[];
  readonly xMin?: number;
  readonly colors?: string[];
  readonly onlyIf?: Record<string, unknown>;
  readonly flashIf?: Record<string, unknown>;
  readonly gap?: string;
}

type Parsed =
  | { kind: 'keywords'; keywords: string[] }
  | { kind: 'enchant'; what: string }
  | { kind: 'affinity'; what: { words: string } }
  | { kind: 'additionalCost'; cost: Record<string, unknown>[] }
  | { kind: 'alternativeCost'; cost: Record<string, unknown>[]; condition?: string }
  | { kind: 'castOnly'; during: Record<string, unknown> }
  | { kind: 'activated' | 'loyalty'; loyalty: { sign: '+' | '-'; amount: number | 'X' } | null; cost: Record<string, unknown>[]; effect: string; instructions: string[] };

let parser: peggy.Parser | null = null;
function parse(paragraph: string): Parsed | null {
  parser ??= peggy.generate(ORACLE_GRAMMAR);
  try {
    return parser.parse(paragraph) as Parsed;
  } catch {
    return null;
  }
}

/** Words by which a static ability of a permanent may change what casting or activating reads (a granted ability with a cost, CR 602.1, and extra mana, 605.1b, among them). */
const STATIC_MATTERS = /\bcast\b|spells?\b|activat|\bcosts?\b|protection|hexproof|shroud|flash|can't pay|can't sacrifice|life total can't change|mana abilit|spend|(have|has|gain|gains) haste|as though|(have|has|gain|gains) "[^"]*:/i;

/**
 * CR 118.8: "As an additional cost to cast this spell, …" — the spell's additional costs;
 * CR 118.9: "You may … rather than pay this spell's mana cost." — an alternative cost, named
 * after the card (`~`, as players name Force of Will's).
 */
function spellCostOf(parsed: Extract<Parsed, { kind: 'additionalCost' | 'alternativeCost' }>): Compiled {
  const cost = costPartsOf(parsed.cost);
  if ('gap' in cost) return cost;
  if (parsed.kind === 'additionalCost') return { additionalCosts: cost };
  if (parsed.condition === undefined) return { alternativeCosts: [{ name: '~', cost }] };
  // CR 118.9, 601.3: "If you control a Plains, you may … rather than pay this spell's mana cost."
  const onlyIf = onlyIfOf(parsed.condition);
  return onlyIf ? { alternativeCosts: [{ name: '~', cost, onlyIf }] } : { gap: `the condition of an alternative cost ("If ${parsed.condition}") is not compiled` };
}

/** Activation instructions that say two things at once. */
const INSTRUCTION_PARTS: Readonly<Record<string, readonly string[]>> = {
  sorceryOncePerTurn: ['sorcery', 'oncePerTurn'],
  yourTurnOncePerTurn: ['yourTurn', 'oncePerTurn'],
  yourTurnBeforeAttackers: ['yourTurn', 'beforeAttackers'],
};

/** CR 602.5d: "Activate only during your upkeep / your turn / combat / the declare blockers step …" as the format's `during`. */
function duringOf(instructions: ReadonlySet<string>): Record<string, unknown> | null {
  const during: Record<string, unknown> = {};
  if (instructions.has('upkeep')) during['upkeep'] = true;
  else if (instructions.has('yourTurn')) during['yourTurn'] = true;
  if (instructions.has('beforeAttackers')) during['beforeAttackers'] = true;
  if (instructions.has('combat')) during['combat'] = true;
  if (instructions.has('declareBlockers')) during['step'] = 'declareBlockers';
  return Object.keys(during).length > 0 ? during : null;
}


function activatedOf(given: Extract<Parsed, { kind: 'activated' | 'loyalty' }>): Compiled {
  // CR 602.5b, 602.5d: "Activate only if …", "… no more than twice each turn", "… during any upkeep step" (activation-limits.ts).
  const conditioned = activationLimitsOf(given.effect);
  const parsed = conditioned ? { ...given, effect: conditioned.effect, instructions: [...given.instructions, ...conditioned.instructions] } : given;
  const parts = costPartsOf(parsed.cost, true);
  if ('gap' in parts) return parts;
  const cost = [...parts];
  if (parsed.loyalty) {
    // CR 606.4: [+N], [−N], [0], [−X]; a [0] ability's cost is empty.
    if (parsed.loyalty.amount === 'X' && parsed.loyalty.sign === '+') return { gap: 'a loyalty cost of +X is not compiled' };
    if (parsed.loyalty.amount !== 0) cost.unshift({ kind: 'counters', action: parsed.loyalty.sign === '+' ? 'put' : 'remove', counter: 'loyalty', count: parsed.loyalty.amount });
  }
  // CR 602.1b: an activation instruction the grammar didn't read stays in the effect; it is never dropped.
  if (/\bActivate\b|\bmay activate this ability\b/.test(parsed.effect)) return { gap: 'an activation restriction is not compiled yet' };
  const instructions = new Set(parsed.instructions.flatMap((i) => INSTRUCTION_PARTS[i] ?? [i]));
  const during = duringOf(instructions) || Object.keys(conditioned?.during ?? {}).length > 0 ? { ...duringOf(instructions), ...conditioned?.during } : null;
  const read = targetWordsOf(parsed.effect);
  if ('gap' in read) return read;
  const targets = read.targets;
  const mana = /^Add\b/.test(parsed.effect) && !parsed.loyalty;
  const rules = activationRules(cost, parsed.effect, mana);
  if ('gap' in rules) return rules;
  if (mana) {
    if (during || instructions.has('sorcery') || instructions.has('anyPlayer')) return { gap: 'a mana ability with an activation time is not in the card format' };
    if (conditioned?.maxPerTurn) return { gap: 'a mana ability activated no more than N times each turn is not in the card format' };
    if (targets.length > 0) return { gap: 'a mana ability with a target is not compiled' };
    // CR 605.3: of the parts paid with chosen objects, the format's mana abilities take only tapping one other permanent.
    if (rules.cost.some((p) => p['kind'] === 'tap' && p['count'] !== 1)) return { gap: 'a mana ability that taps several other permanents is not in the card format' };
    const chosen = rules.cost.find((p) => ['sacrifice', 'discard', 'exile', 'return', 'untap', 'removeCounters', 'energy'].includes(p['kind'] as string));
    if (chosen) return { gap: `a mana ability whose cost has a "${chosen['kind'] as string}" part is not in the card format yet` };
    const made = manaEffectOf(parsed.effect);
    if (!made) return { gap: `mana production "${parsed.effect}" is not compiled` };
    return { manaAbilities: [{ cost: rules.cost, ...made, ...(instructions.has('oncePerTurn') ? { oncePerTurn: true } : {}), ...(conditioned?.onlyIf ? { onlyIf: conditioned.onlyIf } : {}), ...(rules.from ? { from: rules.from } : {}) }] };
  }
  return {
    abilities: [
      {
        cost: rules.cost,
        ...(rules.from ? { from: rules.from } : {}),
        ...(rules.xMin !== undefined ? { xMin: rules.xMin } : {}),
        ...(instructions.has('sorcery') ? { timing: 'sorcery' } : {}),
        ...(instructions.has('oncePerTurn') ? { oncePerTurn: true } : {}),
        ...(instructions.has('anyPlayer') ? { anyPlayer: true } : {}),
        ...(during ? { during } : {}),
        ...(conditioned?.onlyIf ? { onlyIf: conditioned.onlyIf } : {}),
        ...(conditioned?.maxPerTurn ? { maxPerTurn: conditioned.maxPerTurn } : {}),
        ...(parsed.loyalty ? { loyalty: true } : {}),
        ...(targets.length > 0 ? { targets } : {}),
        ...('divide' in read ? { divide: read.divide } : {}),
        text: parsed.effect || 'No effect.',
      },
    ],
  };
}

/**
 * The target words of a text, with what the grammar can't be sure of left as a gap: a
 * target whose number or kind depends on a choice made while casting ("If this spell was
 * kicked, … another target …") is a target only sometimes (targets.ts `castingChoiceGap`).
 */
export function targetWordsOf(text: string): { targets: TargetWordOut[]; divide?: Division['divide'] } | { gap: string } {
  // CR 601.2d: "divided as you choose among one or two targets", "distribute … among" (division.ts).
  if (/divided|\bdistribute/i.test(text) && /\btargets?\b/i.test(text)) return divisionOf(text);
  if (!/\btarget\b/i.test(text)) return { targets: [] };
  const conditional = castingChoiceGap(text);
  if (conditional) return { gap: conditional };
  if (/divided/i.test(text)) return { gap: 'division among targets is not compiled yet' };
  return targetsOf(withoutCopyTargets(text));
}

/**
 * CR 207.2c: an ability word ("Landfall — Whenever …") has no rules meaning, so the ability
 * after it is read as if it stood alone; CR 714.2b: Saga chapter numbers ("I, II — …") head a
 * chapter ability, which is triggered. Other "Word — …" prefixes are keywords with a cost
 * or flavor words, which are not guessed at.
 */
const ABILITY_WORD =
  /^(?:Adamant|Addendum|Alliance|Battalion|Bloodrush|Celebration|Channel|Chroma|Cohort|Constellation|Converge|Corrupted|Council's dilemma|Coven|Delirium|Descend \d+|Domain|Eerie|Eminence|Enrage|Fateful hour|Fathomless descent|Ferocious|Flurry|Formidable|Grandeur|Hellbent|Heroic|Imprint|Inspired|Join forces|Kinship|Landfall|Lieutenant|Magecraft|Metalcraft|Morbid|Pack tactics|Paradox|Parley|Radiance|Raid|Rally|Revolt|Secret council|Spell mastery|Strive|Survival|Sweep|Tempting offer|Threshold|Undergrowth|Valiant|Void|Will of the council) — (.+)$/;
/** A keyword (or flavor word) followed by an em dash and what it costs or does: "Flashback—Sacrifice a creature.", "Forecast — Tap …: Draw a card." */
const DASHED_KEYWORD = /^[A-Z][A-Za-z' -]*? ?— ?\S/;
/** A line with no closing period is a keyword line (CR 702): "Improvise", "Affinity for artifacts". */
const KEYWORD_LINE = /^[A-Z][^.]*[^.)"”]$/;
/** "[cost]: [effect]" — anything before a colon with no sentence end or quotation mark in it is a cost (CR 602.1a). */
const ACTIVATED = /^[^.:"“]+: \S/;

/** Compiles one paragraph of a card whose types are `types`. */
export function compileParagraph(paragraph: string, types: readonly string[]): Compiled {
  const keyword = keywordAbilityOf(paragraph, types, (text) => compileParagraph(text, types));
  if (keyword) return keyword;
  const worded = ABILITY_WORD.exec(paragraph);
  if (worded) return compileParagraph(worded[1]!, types);
  const flavored = afterFlavorWord(paragraph);
  if (flavored) return compileParagraph(flavored, types);
  if (isChapter(paragraph)) return compileChapter(paragraph);
  const parsed = parse(paragraph);
  if (parsed?.kind === 'keywords') return keywordsOf(parsed.keywords);
  if (parsed?.kind === 'enchant') {
    const filter = parsed.what.toLowerCase().replace(/\s+/g, '');
    if ((TARGET_FILTERS as readonly string[]).includes(filter)) return { targets: [{ filter }] };
    const word = enchantTargetOf(parsed.what);
    return word ? { targets: [word] } : { gap: `"Enchant ${parsed.what}" is not compiled` };
  }
  if (parsed?.kind === 'affinity') {
    // CR 702.41a: "This spell costs {1} less to cast for each [quality] you control."
    const what = filterOf(parsed.what.words);
    return what ? { selfCostChanges: [{ kind: 'affinity', for: what }] } : { gap: `"Affinity for ${parsed.what.words}" is not compiled` };
  }
  if (parsed?.kind === 'additionalCost' || parsed?.kind === 'alternativeCost') return spellCostOf(parsed);
  // CR 601.3: "Cast this spell only during …".
  if (parsed?.kind === 'castOnly') return { during: parsed.during };
  if (parsed) return activatedOf(parsed);
  if (isTrigger(paragraph)) return compileTrigger(paragraph);
  if (ACTIVATED.test(paragraph) && !DASHED_KEYWORD.test(paragraph)) return { gap: 'an activated ability whose cost is not compiled' };
  // CR 601.3: "Cast this spell only if …" on what the game state holds now.
  const castOnlyIf = /^Cast this spell only if ([^.]+)\.$/.exec(paragraph);
  if (castOnlyIf) {
    const onlyIf = onlyIfOf(castOnlyIf[1]!);
    return onlyIf ? { onlyIf } : { gap: 'a casting condition ("Cast this spell only if …") is not compiled' };
  }
  // CR 601.3d: "This spell has flash as long as …" (conditional-flash.ts).
  const flashIf = conditionalFlashOf(paragraph);
  if (flashIf) return { flashIf };
  // CR 604.3, 613.1e: a sentence giving colours is compiled ("~ is all colors") or a gap, never dropped.
  const colors = colorStaticOf(paragraph);
  if (colors) return colors;
  const spell = types.includes('Instant') || types.includes('Sorcery');
  if (spell) {
    // "Choose one —", "Choose two." head modes; "choose two target creatures", "you choose one of them" don't.
    if (/\bchoose (?:one|two|three|one or more|any number)(?: or (?:both|more))?\s*(?:—|\.|$)/im.test(paragraph)) return { gap: 'modes are not compiled yet' };
    // CR 107.3, 601.2b: "X can't be 0." limits the X announced for the spell.
    if (/^X can't be 0\.$/.test(paragraph)) return { xMin: 1 };
    const own = ownCostChangeOf(paragraph);
    if (own) return { selfCostChanges: [own] };
    if (statesCastingRule(paragraph)) return { gap: 'a casting rule in the spell text is not compiled' };
    const read = targetWordsOf(paragraph);
    if ('gap' in read) return read;
    if (read.targets.length > 0) return { targets: read.targets, ...('divide' in read ? { divide: read.divide } : {}) };
    return keywordGap(paragraph) ?? {};
  }
  const granted = abilityGrantOf(paragraph, (text) => compileParagraph(text, types));
  if (granted) return granted;
  const compiledStatic = compileStatic(paragraph);
  if (compiledStatic) return compiledStatic;
  return keywordGap(paragraph) ?? (STATIC_MATTERS.test(paragraph) ? { gap: 'a static ability that may change casting or activating is not compiled' } : {});
}

/** A keyword line or a dashed keyword the grammar didn't read: never dropped, since keywords are rules (CR 702.1). */
function keywordGap(paragraph: string): Compiled | null {
  if (DASHED_KEYWORD.test(paragraph) || KEYWORD_LINE.test(paragraph)) return { gap: `keyword ability "${paragraph}" is not compiled` };
  return null;
}
