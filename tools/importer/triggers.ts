/**
 * CR 603: triggered abilities ("When/Whenever [condition], [effect]", "At [step], …"). The
 * engine reports the triggers that casting or activating can cause (601.2c becoming a
 * target, 601.2i being cast, 603.10a a permanent dying to pay a cost), so a trigger on one
 * of those events is compiled into the card format's `triggers` when its condition is read
 * whole, and is a gap otherwise. A trigger on an event no cost or cast can cause (an upkeep,
 * an attack, combat damage, entering the battlefield) changes nothing while casting and stays
 * text. Only the condition decides: the effect happens on resolution.
 */
import { pegReader } from './peg.js';
import { TRIGGER_GRAMMAR } from './trigger-grammar.js';
import { spellFilterOf } from './spell-filter.js';
import { objectFilterOf, targetsOf } from './targets.js';
import { filterOf } from './cost-words.js';
import { interveningIfOf } from './intervening-if.js';
import { combatOnly } from './combat-events.js';
import { castSpellWords } from './cast-spell-words.js';

/** What a trigger paragraph adds to the card, or why it can't. */
export type CompiledTrigger = { triggers?: Record<string, unknown>[]; gap?: string };

/**
 * Words of a trigger condition naming an event that casting a spell or activating an ability
 * can cause (CR 601.2c–i, 602.2, 605): casting and copying, a permanent dying or leaving the
 * battlefield (sacrifice, return), becoming a target, tapping and untapping ({T}, {Q},
 * convoke, mana abilities), mana, paying or losing life, discarding, exiling (delve),
 * milling, counters put or removed, activating and cycling.
 */
const COST_EVENT =
  /\bcasts?\b|\bcop(y|ies)\b|\bdies?\b|graveyard|\bleaves?\b|\btarget\b|\bsacrific|\b(becomes?|is|are) (tapped|untapped)\b|\b(un)?taps?\b|\bfor mana\b|\badds?\b[^,]*\bmana\b|\bmana abilit|\b(pays?|paid|lose|loses)\b.*\blife\b|\bdiscard|\bexiled?\b|\bmill|\bcounters?\b|\bactivat|\bcycles?\b|\breturned?\b|owner's hand/i;

/**
 * CR 601.2h, 602.2b: a cost is paid by the player casting or activating, so a discard an
 * opponent's spell or ability causes you ("When a spell or ability an opponent controls causes
 * you to discard ~", madness-like punishers) is an effect of its resolution, which casting
 * never causes.
 */
const OPPONENTS_EFFECT = /^a spell or ability an opponent controls causes you to discard (~|this card)$/i;

/**
 * CR 605.3b, 120.3a: a mana ability may deal damage to its controller as it resolves while a
 * cost is paid (painlands), so a trigger on damage dealt to a player, or by a source that may
 * be such a permanent ("a source deals damage to you", "you're dealt damage", "enchanted
 * creature deals damage"), may trigger during a cast; the engine doesn't report damage
 * triggers. "~ deals damage" is left to the card's own mana abilities (compile.ts). Such
 * damage goes to the source's controller, so "a source you control deals damage to an
 * opponent" or "a source an opponent controls deals damage to you" can't be it.
 */
const NOT_TO_CONTROLLER = /\byou control\b.*\bdeals damage to (an opponent|another player)\b|\ban opponent controls\b.*\bdeals damage to you\b/;
const MANA_DAMAGE = /\b(you're|you are|a player is|an opponent is|each opponent is) dealt damage\b|^(?!~ ).*\bdeals damage(?! to (?:a |an |target |another )?(?:creature|~|permanent|planeswalker|[A-Z]))/;

/** "When ~ dies, …": the condition and the effect (an ability word such as "Heroic —" before it is dropped, CR 207.2c). */
const TRIGGER = /^(?:[A-Z][a-z]+(?: [a-z]+)* — )?(When|Whenever|At)\s+([^,]+),\s*(.*)$/s;

interface ParsedCondition {
  readonly on: 'castSelf' | 'becomesTarget' | 'creatureDies' | 'cast' | 'leavesBattlefield' | 'becomesTapped' | 'becomesUntapped' | 'discards' | 'cycles' | 'cycleSelf' | 'sacrifices' | 'putIntoGraveyard' | 'cardsToGraveyard' | 'counters';
  readonly self?: true;
  readonly others?: string;
  /** "enchanted creature": the word after "enchanted" or "equipped". */
  readonly attached?: string;
  readonly died?: { verb: 'dies' | 'graveyard'; owner?: 'you' | 'opponent' };
  readonly caster?: 'you' | 'opponents' | 'any';
  readonly spells?: string;
  /** Who discards or cycles, and "another" card. */
  readonly player?: 'you' | 'opponents' | 'any';
  readonly other?: boolean;
  /** The words before "card" in "discards a creature card". */
  readonly cards?: string;
  /** CR 601.2c: what becomes a target ("a permanent you control"), and of whose spell or ability. */
  readonly permanents?: string;
  readonly you?: true;
  readonly onAttached?: true;
  readonly by?: 'opponents';
  readonly spellsOnly?: true;
  /** "your second spell each turn"; "during each opponent's turn". */
  readonly nth?: number;
  readonly turn?: 'opponents';
  /** CR 603.2c: "one or more cards / counters"; "~ or a library" as where cards come from. */
  readonly oneOrMore?: true;
  readonly fromLibrary?: true;
  /** CR 122.6: the counter's name and whether it is put or removed. */
  readonly counter?: string;
  readonly action?: 'put' | 'remove';
}

const parseCondition = pegReader<ParsedCondition>(TRIGGER_GRAMMAR);

/** Whether a paragraph is a triggered ability (CR 603.1), possibly after an ability word. */
export function isTrigger(paragraph: string): boolean {
  return /^(?:[A-Z][a-z]+(?: [a-z]+)* — )?(When|Whenever|At)\b/.test(paragraph);
}

/** One triggered-ability paragraph: a compiled trigger, nothing (it can't happen while casting), or a gap. */
export function compileTrigger(paragraph: string): CompiledTrigger {
  const match = TRIGGER.exec(paragraph);
  const [lead, condition, effect] = match ? [match[1]!, match[2]!, match[3]!] : [paragraph.split(/\s/)[0]!, paragraph, ''];
  // CR 603.2: "At the beginning of …" triggers on a step or phase, which no cast or cost begins.
  if (lead === 'At') return {};
  if (MANA_DAMAGE.test(condition) && !NOT_TO_CONTROLLER.test(condition)) return { gap: 'a trigger on damage, which a mana ability can deal while a cost is paid (CR 605.3b), is not compiled' };
  if (!COST_EVENT.test(condition) || OPPONENTS_EFFECT.test(condition) || combatOnly(condition)) return {};
  const gap = { gap: 'a trigger on an event paying a cost or casting can cause is not compiled' };
  // CR 603.2: "This ability triggers only once each turn" needs a record of what triggered this turn, which the game state doesn't hold.
  if (/\bthis ability triggers only once each turn\b/i.test(effect)) return gap;
  const parsed = match ? parseCondition(condition) : null;
  if (!parsed) return gap;
  // CR 603.4: an intervening "if" clause is checked as the event happens and on resolution; the
  // format states a cast spell's kicker (702.33d), which stays as it was cast, and the clauses
  // intervening-if.ts reads.
  const kicked = parsed.on === 'cast' && /^if (that spell|it) was kicked,/i.test(effect);
  const intervening = kicked ? { kicked: true } : interveningIfOf(effect, parsed.on, parsed.caster);
  const found = triggerOf(parsed);
  if (!intervening || (found && Object.keys(intervening).some((k) => k in found))) return { gap: 'a trigger with an intervening "if" clause is not compiled' };
  const trigger = found && { ...found, ...intervening };
  if (!trigger) return gap;
  // CR 113.6k: an ability that works from a graveyard, hand or exile says so ("return ~ from your graveyard"); the engine watches the battlefield.
  // CR 702.29d, 603.6a: "When you cycle ~" and "put into a graveyard from anywhere" trigger from the graveyard, and the engine reports them there.
  const watchesOthers = parsed.permanents !== undefined || parsed.onAttached === true;
  const ownEvent = (parsed.on === 'creatureDies' && parsed.others === undefined) || (['leavesBattlefield', 'becomesTapped', 'becomesUntapped'].includes(parsed.on) && !watchesOthers) || ['cycleSelf', 'putIntoGraveyard'].includes(parsed.on);
  if (!ownEvent && parsed.on !== 'castSelf' && /~[^.]*(\b(from|in) your (graveyard|hand)\b|\bfrom exile\b)/i.test(effect)) {
    return { gap: 'a trigger that works from a graveyard, hand or exile is not compiled' };
  }
  // CR 603.3d: the effect's target words are chosen as the ability is put on the stack.
  const read = targetsOf(effect);
  if ('gap' in read) return read;
  const text = paragraph.length > 500 ? `${paragraph.slice(0, 499)}…` : paragraph;
  return { triggers: [{ ...trigger, ...(read.targets.length > 0 ? { targets: read.targets } : {}), text }] };
}

function triggerOf(parsed: ParsedCondition): Record<string, unknown> | null {
  switch (parsed.on) {
    case 'becomesTarget':
      return targetedOf(parsed);
    case 'castSelf':
    case 'leavesBattlefield':
    case 'becomesTapped':
    case 'becomesUntapped':
      return tappedOf(parsed);
    case 'cardsToGraveyard':
      return cardsToGraveyardOf(parsed);
    case 'counters':
      return countersOf(parsed);
    case 'cycleSelf':
      return { on: parsed.on };
    case 'putIntoGraveyard':
      return { on: 'putIntoGraveyard', self: true };
    case 'sacrifices':
      return sacrificeOf(parsed);
    case 'cycles':
      return { on: 'cycles', player: parsed.player, ...(parsed.other ? { other: true } : {}) };
    case 'discards': {
      // CR 701.9: "a creature card", "a nonland card": the card's characteristics (cost-part words).
      const cards = parsed.cards === '' ? {} : filterOf(parsed.cards!);
      if (!cards) return null;
      return { on: 'discards', player: parsed.player, ...(Object.keys(cards).length > 0 ? { cards } : {}), ...(parsed.other ? { other: true } : {}), ...(parsed.oneOrMore ? { oneOrMore: true } : {}) };
    }
    case 'cast':
      return castOf(parsed);
    case 'creatureDies':
      return deathOf(parsed);
  }
}

/**
 * CR 701.26, 603.6c: "~ / enchanted creature / a creature an opponent controls becomes tapped",
 * "another creature you control leaves the battlefield" (the target language's filter, on the
 * battlefield).
 */
function tappedOf(parsed: ParsedCondition): Record<string, unknown> | null {
  if (parsed.onAttached) return { on: parsed.on, attached: true };
  if (parsed.permanents === undefined) return { on: parsed.on };
  const permanents = battlefieldFilterOf(parsed.permanents);
  if (!permanents) return null;
  return { on: parsed.on, permanents: { ...permanents, ...(parsed.other ? { other: true } : {}) } };
}

/** An object phrase as a filter of permanents on the battlefield, or null. */
function battlefieldFilterOf(phrase: string): Record<string, unknown> | null {
  const filter = objectFilterOf(phrase);
  return !filter || filter['zone'] !== undefined || 'anyOf' in filter ? null : filter;
}

/** CR 603.2: "a creature card is put into your graveyard from anywhere", "one or more cards are put into your graveyard from your library" (card characteristics: cost-part words). */
function cardsToGraveyardOf(parsed: ParsedCondition): Record<string, unknown> | null {
  const cards = parsed.cards === '' ? {} : filterOf(parsed.cards!);
  if (!cards) return null;
  const { player, other, oneOrMore, fromLibrary } = parsed;
  return { on: 'cardsToGraveyard', owner: player, ...(Object.keys(cards).length > 0 ? { cards } : {}), ...(other ? { other } : {}), ...(fromLibrary ? { fromLibrary } : {}), ...(oneOrMore ? { oneOrMore } : {}) };
}

/** CR 122.6: "one or more +1/+1 counters are put on ~ / a creature you control", "a -1/-1 counter is put on a creature", "loyalty counters are removed from ~". */
function countersOf(parsed: ParsedCondition): Record<string, unknown> | null {
  const counter = parsed.counter!;
  if (!/^([+-]\d+\/[+-]\d+|[a-z]+)$/.test(counter)) return null;
  const permanents = parsed.permanents === undefined ? undefined : battlefieldFilterOf(parsed.permanents);
  if (permanents === null) return null;
  return { on: 'counters', action: parsed.action, counter, ...(parsed.self ? { self: true } : {}), ...(permanents ? { permanents } : {}), ...(parsed.oneOrMore ? { oneOrMore: true } : {}) };
}

/** CR 701.21: "you sacrifice ~", "you sacrifice a creature / a Clue / another permanent", "a player / an opponent sacrifices a creature" (the target language's filter, on the battlefield). */
function sacrificeOf(parsed: ParsedCondition): Record<string, unknown> | null {
  if (parsed.self) return { on: 'sacrifices', self: true };
  const filter = objectFilterOf(parsed.others!);
  if (!filter || filter['zone'] !== undefined || 'anyOf' in filter || filter['controller'] !== undefined) return null;
  const player = parsed.player && parsed.player !== 'you' ? { player: parsed.player } : {};
  return { on: 'sacrifices', ...player, permanents: { ...filter, ...(parsed.other ? { other: true } : {}) } };
}

/**
 * CR 601.2c: "~ / enchanted creature / you or a permanent you control becomes the target of
 * a spell (or ability) (an opponent controls)". The permanents are read by the target
 * grammar's filter language, on the battlefield.
 */
function targetedOf(parsed: ParsedCondition): Record<string, unknown> | null {
  const permanents = parsed.permanents === undefined ? undefined : objectFilterOf(parsed.permanents);
  if (permanents === null || (permanents && (permanents['zone'] !== undefined || 'anyOf' in permanents))) return null;
  const { by, spellsOnly, onAttached, you } = parsed;
  return { on: 'becomesTarget', ...(by ? { by } : {}), ...(spellsOnly ? { spellsOnly } : {}), ...(onAttached ? { attached: true } : {}), ...(permanents ? { permanents } : {}), ...(you ? { you } : {}) };
}

/**
 * CR 601.2i: "you cast a noncreature spell", with what the format can add to a spell filter:
 * heroic's "that targets ~" (not "that targets only ~", which says more), "a kicked spell"
 * (702.33d), "during an opponent's turn", "your second spell each turn", "from your
 * graveyard" (601.2a), "with mana value 6 or greater" (202.3).
 */
function castOf(parsed: ParsedCondition): Record<string, unknown> | null {
  let phrase = parsed.spells!;
  const targetsThis = / that targets ~$/i.test(phrase);
  phrase = phrase.replace(/ that targets ~$/i, '');
  const opponentsTurn = / during an opponent's turn$/i.test(phrase);
  phrase = phrase.replace(/ during an opponent's turn$/i, '');
  // CR 601.2a: "from your graveyard", "from exile", "from their hand": where its caster cast it.
  const fromZone = / from (?:your|their) (hand|graveyard)$| from (exile)$/i.exec(phrase);
  phrase = phrase.replace(/ from (?:your|their) (hand|graveyard)$| from exile$/i, '');
  // CR 202.3: "with mana value 6 or greater", "with mana value 3 or less".
  const value = / with mana value (\d+) or (greater|less)$/i.exec(phrase);
  phrase = phrase.replace(/ with mana value \d+ or (greater|less)$/i, '');
  const kicked = /^kicked /i.test(phrase);
  phrase = phrase.replace(/^kicked /i, '');
  const words = castSpellWords(phrase);
  const read = spellFilterOf(words.phrase);
  if (!read) return null;
  const spells = { ...read, ...words.fields };
  const turn = parsed.turn ?? (opponentsTurn ? 'opponents' : undefined);
  return {
    on: 'cast',
    spells: { controller: parsed.caster!, ...spells },
    ...(targetsThis ? { targetsThis: true } : {}),
    ...(kicked ? { kicked: true } : {}),
    ...(parsed.nth ? { nth: parsed.nth } : {}),
    ...(turn ? { turn } : {}),
    ...(fromZone ? { from: (fromZone[1] ?? fromZone[2])!.toLowerCase() } : {}),
    ...(value ? { manaValue: value[2] === 'greater' ? { atLeast: Number(value[1]) } : { atMost: Number(value[1]) } } : {}),
  };
}

/**
 * CR 700.4, 603.10a: "~ dies", "another nontoken creature you control dies", "~ or another
 * Zombie you control dies", "a creature is put into your graveyard from the battlefield".
 * The phrase must name what it watches: the word "creature" (or a subtype with "dies") for
 * creatures; card types, subtypes or the word "permanent" for permanents of any type ("an
 * artifact creature", "a nontoken permanent is put into your graveyard from the battlefield").
 */
function deathOf(parsed: ParsedCondition): Record<string, unknown> | null {
  const died = parsed.died!;
  if (parsed.attached !== undefined) {
    // CR 301.5, 303.4: the permanent it is attached to, of the type the words name ("permanent": any).
    const attached = filterOf(parsed.attached);
    return !attached || died.owner || Object.keys(attached).some((k) => k !== 'types') ? null : { on: 'creatureDies', attached };
  }
  if (parsed.others === undefined) return died.owner ? null : { on: 'creatureDies', self: true };
  const filter = objectFilterOf(parsed.others);
  if (!filter || filter['zone'] !== undefined || 'anyOf' in filter) return null;
  const types = filter['types'] as string[] | undefined;
  const creatures = types === undefined ? died.verb === 'dies' && filter['subtypes'] !== undefined : types.length === 1 && types[0] === 'Creature';
  if (died.owner && filter['owner'] !== undefined) return null;
  const watched = { ...filter, ...(parsed.other ? { other: true } : {}), ...(died.owner ? { owner: died.owner } : {}) };
  // CR 700.4: an artifact, "a creature or planeswalker", "another Goblin … put into a graveyard": permanents of any type that fit.
  const named = types !== undefined || filter['subtypes'] !== undefined || filter['allTypes'] !== undefined || /\bpermanents?\b/i.test(parsed.others);
  if (!creatures) return named ? { on: 'creatureDies', ...(parsed.self ? { self: true } : {}), permanents: watched } : null;
  return { on: 'creatureDies', ...(parsed.self ? { self: true } : {}), creatures: { types: ['Creature'], ...watched } };
}
