/**
 * Triggered abilities raised while a spell is being cast wait: "becomes the target"
 * triggers (CR 601.2c) and "cast" triggers (601.2i) are held until the spell has become
 * cast, then wait for the next time a player would receive priority (CR 117.2). A cast
 * that is reversed releases none (CR 733.1).
 */
import type { ObjectId, PlayerId } from '../game/state.js';

export interface PendingTrigger {
  /** The object whose triggered ability triggered. */
  readonly source: ObjectId;
  readonly controller: PlayerId;
  /** What it triggered on: the rule that raised it. */
  readonly on: 'becameTarget' | 'cast';
  readonly text: string;
}

/** CR 601.2i: the held triggers, now waiting to be put on the stack. */
export function releaseTriggers(held: readonly PendingTrigger[], waiting: readonly PendingTrigger[]): readonly PendingTrigger[] {
  return [...waiting, ...held];
}
