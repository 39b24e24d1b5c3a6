/**
 * CR 601.2g–h: what a payment did to the game, read from the game before and after it: the
 * permanents tapped, the ones that left the battlefield (sacrificed), the mana spent from the
 * pool and the life paid. The playground shows it for auto payment; the transcript for PAY.
 */
import type { GameState, ObjectId, PlayerId } from '../src/game/state.js';
import type { ManaUnit } from '../src/mana/symbols.js';

export interface PaymentDiff {
  /** The permanents it tapped. */
  readonly tapped: readonly ObjectId[];
  /** The permanents it sacrificed, or that otherwise left the battlefield. */
  readonly left: readonly ObjectId[];
  /** The mana it took from the player's pool. */
  readonly fromPool: readonly ManaUnit[];
  /** The life the player paid. */
  readonly life: number;
}

/** The difference a payment by `player` made between `before` and `after`. */
export function paymentDiff(before: GameState, after: GameState, player: PlayerId): PaymentDiff {
  const now = new Map(after.battlefield.map((p) => [p.id, p]));
  const tapped = before.battlefield.filter((p) => !p.tapped && now.get(p.id)?.tapped === true).map((p) => p.id);
  const left = before.battlefield.filter((p) => !now.has(p.id)).map((p) => p.id);
  const was = before.players.find((p) => p.id === player);
  const is = after.players.find((p) => p.id === player);
  if (!was || !is) return { tapped, left, fromPool: [], life: 0 };
  const remaining = new Set(is.manaPool.map((unit) => unit.id));
  return { tapped, left, fromPool: was.manaPool.filter((unit) => !remaining.has(unit.id)), life: Math.max(0, was.life - is.life) };
}
