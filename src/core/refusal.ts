/**
 * Every refusal is data: the rule it cites, a stable code, and a message for people.
 * Codes are told apart by their literal value; message text lives only here.
 */
import type { RuleNumber } from './edition.js';

export interface Refusal {
  readonly rule: RuleNumber;
  readonly code: RefusalCode;
  readonly message: string;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: Refusal };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const refuse = <T = never>(refusal: Refusal): Result<T> => ({ ok: false, refusal });

export type RefusalCode =
  /** 117.1: the player does not hold priority. */
  | 'NO_PRIORITY'
  /** 305.1 / 601.3: lands are played, not cast. */
  | 'NOT_A_SPELL'
  /** 601.3: the card is not somewhere it may be cast from. */
  | 'NOT_CASTABLE_FROM_ZONE'
  /** 307.1: sorcery-speed timing is not met (305.1: nor a land play's). */
  | 'SORCERY_TIMING'
  /** 305.3: a land can't be played on another player's turn. */
  | 'NOT_YOUR_TURN'
  /** 305.2: the player has played as many lands this turn as they may. */
  | 'NO_LAND_PLAYS_LEFT'
  /** 601.2: the event came from a player who may not make this choice. */
  | 'WRONG_PLAYER'
  /** The event is not one the current step accepts. */
  | 'EVENT_NOT_EXPECTED'
  /** The event's payload does not fit what the step asks for. */
  | 'BAD_PAYLOAD'
  /** 601.2b / 107.3: an announced X is out of range. */
  | 'ILLEGAL_X'
  /** 601.3: the cast may not begin (a house rule said so). */
  | 'PROHIBITED'
  /** 601.2e: the proposed spell is illegal. */
  | 'ILLEGAL_PROPOSAL'
  /** 118.9: a spell can't be cast with two alternative costs. */
  | 'ONE_ALTERNATIVE_COST'
  /** 601.2b: a hybrid or Phyrexian announcement does not fit the symbols. */
  | 'ILLEGAL_ANNOUNCEMENT'
  /** 601.2c: no legal choice of targets exists. */
  | 'NO_LEGAL_TARGETS'
  /** 601.2c: a chosen target is not legal. */
  | 'ILLEGAL_TARGET'
  /** 601.2c: one instance of "target" chose the same object twice. */
  | 'DUPLICATE_TARGET'
  /** 601.2c: the wrong number of targets for a "target" word. */
  | 'WRONG_TARGET_COUNT'
  /** 601.2h: the payment does not cover the locked total cost (no partial payment). */
  | 'PAYMENT_DOES_NOT_COVER_COST'
  /** 601.2h / 118.3: the cost cannot be paid. */
  | 'UNPAYABLE_COST'
  /** 605.3 / 302.6: the mana ability cannot be activated now. */
  | 'CANNOT_ACTIVATE_MANA_ABILITY'
  /** 601.2, 602.2, 605.3: a partial card's unread text may be needed, and the card library does not allow partial cards (cards/gaps.ts). */
  | 'CARD_INCOMPLETE'
  /** 733: the player backed out of the action. */
  | 'CANCELLED'
  /** 733: the engine itself failed mid-cast (a bug, or a provided guard or action that threw); the game is put back as it was before the cast or activation began. */
  | 'CHART_FAILED';
