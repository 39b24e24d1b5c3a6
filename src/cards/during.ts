/**
 * CR 602.5d, 601.3: "Activate only during your upkeep" (forecast, CR 702.57), "only during
 * combat", "cast only during your turn": when an ability may be activated or a spell cast,
 * as card data, and whether the game is at such a time now.
 */
import { z } from 'zod';
import { PHASES, STEPS, type GameState, type PlayerId } from '../game/state.js';

/** Every field given must hold (they are conditions on the current turn, phase and step). */
export const duringSchema = z
  .strictObject({
    /** Only during the player's own turn. */
    yourTurn: z.literal(true).optional(),
    /** Only during an opponent's turn (Nettling Imp). */
    opponentsTurn: z.literal(true).optional(),
    phase: z.enum(PHASES).optional(),
    step: z.enum(STEPS).optional(),
    /** Only during the combat phase (CR 506). */
    combat: z.literal(true).optional(),
    /** "before attackers are declared": earlier in the turn than the declare attackers step (CR 508). */
    beforeAttackers: z.literal(true).optional(),
    /** "before blockers are declared": earlier in the turn than the declare blockers step (CR 509; Panic). */
    beforeBlockers: z.literal(true).optional(),
    /** "after blockers are declared": the declare blockers step or later in the turn (CR 509; Aleatory). */
    afterBlockers: z.literal(true).optional(),
    /** Only during the player's upkeep (forecast: CR 702.57b). */
    upkeep: z.literal(true).optional(),
  })
  .refine((d) => Object.keys(d).length > 0, { message: 'name at least one condition (yourTurn, opponentsTurn, phase, step, combat, beforeAttackers, beforeBlockers, afterBlockers, upkeep)' })
  .refine((d) => !(d.yourTurn && d.opponentsTurn), { message: "a turn can't be both the player's and an opponent's" })
  .refine((d) => !(d.afterBlockers && (d.beforeBlockers || d.beforeAttackers)), { message: 'no time is both after blockers are declared and before attackers or blockers are' });

export type During = z.output<typeof duringSchema>;

/** The words of a restriction for messages: "during your upkeep", "during combat, before blockers are declared". */
export function describeDuring(during: During): string {
  const words: string[] = [];
  if (during.upkeep) words.push('your upkeep');
  else if (during.yourTurn) words.push('your turn');
  if (during.opponentsTurn) words.push("an opponent's turn");
  if (during.phase) words.push(`the ${during.phase} phase`);
  if (during.step) words.push(`the ${during.step} step`);
  if (during.combat) words.push('combat');
  const before = during.beforeAttackers ? ', before attackers are declared' : during.beforeBlockers ? ', before blockers are declared' : during.afterBlockers ? ', after blockers are declared' : '';
  return `during ${words.join(', ') || 'a turn'}${before}`;
}

/** The steps of the turn, in order, each phase's steps (a main phase: itself) in their place (CR 500.1). */
const TURN_ORDER: readonly string[] = ['untap', 'upkeep', 'draw', 'precombatMain', 'beginningOfCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endOfCombat', 'postcombatMain', 'end', 'cleanup'];

/** Whether the game is now at a time `during` allows, for `player`. */
export function isDuring(game: GameState, player: PlayerId, during: During): boolean {
  const { activePlayer, phase, step } = game.turn;
  const now = TURN_ORDER.indexOf(step ?? phase);
  if ((during.yourTurn || during.upkeep) && activePlayer !== player) return false;
  if (during.opponentsTurn && activePlayer === player) return false;
  if (during.upkeep && step !== 'upkeep') return false;
  if (during.phase && phase !== during.phase) return false;
  if (during.step && step !== during.step) return false;
  if (during.combat && phase !== 'combat') return false;
  if (during.beforeAttackers && now >= TURN_ORDER.indexOf('declareAttackers')) return false;
  if (during.afterBlockers && now < TURN_ORDER.indexOf('declareBlockers')) return false;
  return !during.beforeBlockers || now < TURN_ORDER.indexOf('declareBlockers');
}
