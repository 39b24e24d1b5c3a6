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
    phase: z.enum(PHASES).optional(),
    step: z.enum(STEPS).optional(),
    /** Only during the combat phase (CR 506). */
    combat: z.literal(true).optional(),
    /** Only during combat, before the declare attackers step (CR 507, 508). */
    beforeAttackers: z.literal(true).optional(),
    /** Only during the player's upkeep (forecast: CR 702.57b). */
    upkeep: z.literal(true).optional(),
  })
  .refine((d) => Object.keys(d).length > 0, { message: 'name at least one condition (yourTurn, phase, step, combat, beforeAttackers, upkeep)' });

export type During = z.output<typeof duringSchema>;

/** The words of a restriction for messages: "during your upkeep", "during combat, before attackers are declared". */
export function describeDuring(during: During): string {
  const words: string[] = [];
  if (during.upkeep) words.push('your upkeep');
  else if (during.yourTurn) words.push('your turn');
  if (during.phase) words.push(`the ${during.phase} phase`);
  if (during.step) words.push(`the ${during.step} step`);
  if (during.combat || during.beforeAttackers) words.push('combat');
  return `during ${words.join(', ') || 'a turn'}${during.beforeAttackers ? ', before attackers are declared' : ''}`;
}

/** Whether the game is now at a time `during` allows, for `player`. */
export function isDuring(game: GameState, player: PlayerId, during: During): boolean {
  const { activePlayer, phase, step } = game.turn;
  if ((during.yourTurn || during.upkeep) && activePlayer !== player) return false;
  if (during.upkeep && step !== 'upkeep') return false;
  if (during.phase && phase !== during.phase) return false;
  if (during.step && step !== during.step) return false;
  if ((during.combat || during.beforeAttackers) && phase !== 'combat') return false;
  return !during.beforeAttackers || step === 'beginningOfCombat';
}
