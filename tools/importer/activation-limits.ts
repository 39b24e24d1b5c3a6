/**
 * CR 602.5b, 602.5d, 602.2: the sentence that ends an activated ability's text and limits
 * it, read whole: "Activate only if X.", "Activate only as a sorcery and only if X.",
 * "Activate no more than twice each turn.", "Activate only during the end of combat step.",
 * "Activate only during any upkeep step.", "Any player may activate this ability but only as
 * a sorcery." / "… but only during their draw step." Each clause becomes an instruction the
 * paragraph compiler knows, a `during`, an `onlyIf` or `maxPerTurn`; a clause not read
 * leaves the whole sentence unread (the caller reports the gap).
 */
import { onlyIfOf } from './conditions.js';

export interface ActivationLimits {
  readonly effect: string;
  readonly instructions: string[];
  readonly during: Record<string, unknown>;
  readonly onlyIf?: Record<string, unknown>;
  readonly maxPerTurn?: number;
}

/** Instructions the paragraph compiler already turns into the format's fields (paragraphs.ts). */
const INSTRUCTIONS: Readonly<Record<string, string>> = {
  'as a sorcery': 'sorcery',
  'once each turn': 'oncePerTurn',
  'during your upkeep': 'upkeep',
  'during your turn': 'yourTurn',
  'during combat': 'combat',
};

/** CR 500.1: the steps a "during the … step" clause may name, by their words. */
const STEP_WORDS: Readonly<Record<string, string>> = {
  upkeep: 'upkeep',
  draw: 'draw',
  'beginning of combat': 'beginningOfCombat',
  'declare attackers': 'declareAttackers',
  'declare blockers': 'declareBlockers',
  'combat damage': 'combatDamage',
  'end of combat': 'endOfCombat',
  end: 'end',
};

const TIMES: Readonly<Record<string, number>> = { twice: 2, 'three times': 3, 'four times': 4 };

/**
 * One clause after "only": the field it sets, or null. `anyPlayer`: "their" is the player
 * activating it, who may be any player (CR 602.2).
 */
function clauseOf(clause: string, anyPlayer: boolean): { instruction: string } | { during: Record<string, unknown> } | { onlyIf: Record<string, unknown> } | null {
  if (clause.startsWith('if ')) {
    const onlyIf = onlyIfOf(clause.slice(3), true);
    return onlyIf ? { onlyIf } : null;
  }
  const instruction = INSTRUCTIONS[clause];
  if (instruction) return { instruction };
  if (clause === "during an opponent's turn") return { during: { opponentsTurn: true } };
  // "during any upkeep step", "during the end of combat step": that step of any player's turn (CR 602.5d).
  const any = /^during (?:any|the) (.+) step$/.exec(clause);
  if (any && STEP_WORDS[any[1]!]) return { during: { step: STEP_WORDS[any[1]!] } };
  // "during their draw step" (any player may activate it): the step of the activating player's own turn.
  const theirs = /^during their (.+) step$/.exec(clause);
  if (theirs && anyPlayer && STEP_WORDS[theirs[1]!]) return { during: { yourTurn: true, step: STEP_WORDS[theirs[1]!] } };
  return null;
}

/** The effect's limiting sentence read whole, and the effect without it; null when the effect ends with no such sentence or a part of it isn't read. */
export function activationLimitsOf(effect: string): ActivationLimits | null {
  const match = /^(.*?)\s*(Activate only|Activate no more than|Any player may activate this ability but only) ([^.]+)\.$/.exec(effect);
  if (!match || /\bActivate\b|\bmay activate\b/i.test(match[1]!)) return null;
  const [, rest, head, words] = match as unknown as [string, string, string, string];
  if (head === 'Activate no more than') {
    const times = /^(twice|three times|four times) each turn$/.exec(words);
    return times ? { effect: rest, instructions: [], during: {}, maxPerTurn: TIMES[times[1]!]! } : null;
  }
  const anyPlayer = head.startsWith('Any player');
  const instructions = anyPlayer ? ['anyPlayer'] : [];
  let during: Record<string, unknown> = {};
  let onlyIf: Record<string, unknown> | undefined;
  for (const clause of words.split(/ and only /)) {
    const read = clauseOf(clause, anyPlayer);
    if (!read) return null;
    if ('instruction' in read) instructions.push(read.instruction);
    else if ('onlyIf' in read) {
      if (onlyIf) return null;
      onlyIf = read.onlyIf;
    } else {
      if (Object.keys(read.during).some((k) => k in during)) return null;
      during = { ...during, ...read.during };
    }
  }
  return { effect: rest, instructions, during, ...(onlyIf ? { onlyIf } : {}) };
}
