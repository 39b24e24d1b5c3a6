/**
 * CR 117.5, 603.3b, 603.3d: before a player receives priority, the triggered abilities
 * waiting (triggers.ts) are put on the stack: the active player's first, then each other
 * player's in turn order (APNAP), each player putting their own on in the order they choose.
 * Each becomes an object on the stack that is not a card, with its source and its text
 * (113.7). Its targets are chosen as it is put on the stack, as a spell's are (601.2c); one
 * with a target word and no legal choice is removed from the stack (603.3d).
 *
 * A round is the putting of the triggers waiting when it begins; abilities that trigger while
 * it goes on (an ability's target "becomes the target") wait for the next round.
 */
import type { CardLibrary } from '../cards/library.js';
import { findStackObject } from '../game/queries.js';
import { nextGame, updateStackObject } from '../game/update.js';
import type { GameState, ObjectId, PlayerId, TriggeredAbilityOnStack } from '../game/state.js';
import { ok, refuse, type Refusal, type Result } from '../core/refusal.js';
import { NO_CHOICES } from './announce.js';
import { checkTargetChoice, checkTargetShape, hasLegalTargets, needsTargets } from './targets.js';
import { targetTriggers, type PendingTrigger } from './triggers.js';

/** One player's triggers in a round: in the order they triggered until the player orders them (CR 603.3b). */
export interface RoundPlayer {
  readonly player: PlayerId;
  readonly triggers: readonly PendingTrigger[];
  /** Whether the order is settled: chosen with ORDER_TRIGGERS, or there is one trigger to order. */
  readonly ordered: boolean;
}

export interface TriggerRound {
  /** CR 117.5: the player who receives priority once the triggered abilities are on the stack. */
  readonly receives: PlayerId | null;
  /** CR 603.3b: the players with triggers still to put on the stack, in APNAP order. */
  readonly players: readonly RoundPlayer[];
  /** CR 603.3d: the triggered ability on the stack whose targets its controller is choosing, or null. */
  readonly targeting: { readonly ability: ObjectId; readonly player: PlayerId } | null;
  /** CR 603.3d: the triggered abilities removed from the stack this round for want of a legal target. */
  readonly removed: readonly PendingTrigger[];
}

/** What a round waits for: a player's order of their triggers, or the targets of the ability being put on the stack. */
export type RoundAsk =
  | { readonly event: 'ORDER_TRIGGERS'; readonly player: PlayerId; readonly triggers: readonly PendingTrigger[] }
  | { readonly event: 'CHOOSE_TARGETS'; readonly player: PlayerId; readonly ability: ObjectId };

/** CR 101.4: the players in APNAP order: the active player, then the others in turn order. */
export function apnapOrder(game: GameState): readonly PlayerId[] {
  const ids = game.players.map((p) => p.id);
  const active = Math.max(0, ids.indexOf(game.turn.activePlayer));
  return [...ids.slice(active), ...ids.slice(0, active)];
}

/**
 * CR 117.5, 603.3b: begins putting the waiting triggers on the stack: nobody holds priority
 * until they are on it. Then puts on it every trigger that asks no choice.
 */
export function beginTriggerRound(game: GameState, cards: CardLibrary, waiting: readonly PendingTrigger[]): { readonly game: GameState; readonly round: TriggerRound } {
  const players = apnapOrder(game).flatMap((player): RoundPlayer[] => {
    const triggers = waiting.filter((t) => t.controller === player);
    return triggers.length === 0 ? [] : [{ player, triggers, ordered: triggers.length < 2 }];
  });
  return advanceRound(nextGame(game, { priority: null }), cards, { receives: game.priority, players, targeting: null, removed: [] });
}

/** What the round waits for, or null when every trigger of the round is on the stack (or removed). */
export function roundAsk(round: TriggerRound): RoundAsk | null {
  if (round.targeting !== null) return { event: 'CHOOSE_TARGETS', ...round.targeting };
  const first = round.players[0];
  return first && !first.ordered ? { event: 'ORDER_TRIGGERS', player: first.player, triggers: first.triggers } : null;
}

/** CR 117.5: the round is over: the player who receives priority gets it. */
export function endTriggerRound(game: GameState, round: TriggerRound): GameState {
  return nextGame(game, { priority: round.receives });
}

/**
 * CR 603.3b, 603.3d: puts the triggers of the round on the stack, one by one, until one asks
 * for a choice (an order, or targets) or none is left. A player's triggers go on in one pass:
 * the stack and the player's list are copied once for the run of them, not once per trigger,
 * so a round of n triggers costs n, not n² (a board of many prowess creatures, say).
 */
function advanceRound(game: GameState, cards: CardLibrary, round: TriggerRound): { readonly game: GameState; readonly round: TriggerRound } {
  let [now, current] = [game, round];
  for (;;) {
    const first = current.players[0];
    if (current.targeting !== null || !first || !first.ordered) return { game: now, round: current };
    const stack = [...now.stack];
    const removed = [...current.removed];
    let nextId = now.nextId;
    for (let i = 0; i < first.triggers.length; i += 1) {
      const trigger = first.triggers[i]!;
      const object = stackAbility(trigger, `ability-${nextId}`);
      nextId += 1;
      if (!needsTargets(cards, object)) {
        stack.push(object);
        continue;
      }
      const pushed = nextGame(now, { stack: [...stack, object], nextId });
      // CR 603.3d: with no legal choice for a target, the ability is removed from the stack.
      if (!hasLegalTargets(pushed, cards, object)) {
        removed.push(trigger);
        continue;
      }
      const rest = first.triggers.slice(i + 1);
      const players = rest.length > 0 ? [{ ...first, triggers: rest }, ...current.players.slice(1)] : current.players.slice(1);
      return { game: pushed, round: { ...current, players, removed, targeting: { ability: object.id, player: object.controller } } };
    }
    [now, current] = [nextGame(now, { stack, nextId }), { ...current, players: current.players.slice(1), removed }];
  }
}

/** CR 113.7, 603.3: the object a waiting trigger becomes on the stack: not a card, with its source and its text. */
function stackAbility(trigger: PendingTrigger, id: ObjectId): TriggeredAbilityOnStack {
  return {
    kind: 'trigger',
    id,
    card: trigger.card,
    source: trigger.source,
    trigger: trigger.trigger,
    on: trigger.on,
    text: trigger.text,
    controller: trigger.controller,
    choices: NO_CHOICES,
    ...(trigger.count !== undefined ? { count: trigger.count } : {}),
  };
}

/**
 * CR 603.3b: the player whose turn it is in APNAP order orders their triggers: `order` lists
 * each of them once, by its number (from 0) in the order they triggered; the first named goes
 * on the stack first (the last ends on top). Then the round goes on.
 */
export function orderTriggers(game: GameState, cards: CardLibrary, round: TriggerRound, player: PlayerId, order: readonly number[]): Result<{ readonly game: GameState; readonly round: TriggerRound }> {
  const ask = roundAsk(round);
  if (ask?.event !== 'ORDER_TRIGGERS') return refuse(notAsked('ORDER_TRIGGERS', ask));
  if (ask.player !== player) return refuse({ rule: '603.3b', code: 'WRONG_PLAYER', message: `${player} can't order ${ask.player}'s triggered abilities: each player orders their own` });
  const n = ask.triggers.length;
  if (order.length !== n || new Set(order).size !== n || order.some((i) => i < 0 || i >= n)) {
    return refuse({ rule: '603.3b', code: 'BAD_PAYLOAD', message: `${player} has ${n} triggered abilities to order: list each of 0 to ${n - 1} once (the order they triggered is ${describe(ask.triggers)})` });
  }
  const [first, ...others] = round.players;
  return ok(advanceRound(game, cards, { ...round, players: [{ ...first!, triggers: order.map((i) => ask.triggers[i]!), ordered: true }, ...others] }));
}

/**
 * CR 603.3d, 601.2c: the controller of the triggered ability being put on the stack chooses
 * its targets, judged as a spell's are. The players and objects that become its targets may
 * set off "becomes the target" triggers (`raised`): they wait for the next round.
 */
export function chooseTriggerTargets(
  game: GameState,
  cards: CardLibrary,
  round: TriggerRound,
  player: PlayerId,
  targets: readonly (readonly string[])[],
): Result<{ readonly game: GameState; readonly round: TriggerRound; readonly raised: readonly PendingTrigger[] }> {
  const ask = roundAsk(round);
  if (ask?.event !== 'CHOOSE_TARGETS') return refuse(notAsked('CHOOSE_TARGETS', ask));
  if (ask.player !== player) return refuse({ rule: '603.3d', code: 'WRONG_PLAYER', message: `${player} can't choose the targets of ${ask.player}'s triggered ability: its controller does` });
  const object = findStackObject(game, ask.ability)!;
  const shape = checkTargetShape(game, cards, object, targets);
  if (!shape.ok) return shape;
  const judged = checkTargetChoice(game, cards, object, targets);
  if (!judged.ok) return judged;
  const chosen = updateStackObject(game, object.id, (s) => ({ ...s, choices: { ...s.choices, targets: targets.map((word) => [...word]) } }));
  const raised = targetTriggers(chosen, cards, targets, object);
  return ok({ ...advanceRound(chosen, cards, { ...round, targeting: null }), raised });
}

function notAsked(event: RoundAsk['event'], ask: RoundAsk | null): Refusal {
  const now = ask === null ? 'nothing is asked' : `${ask.player} is asked for ${ask.event}`;
  return { rule: '117.5', code: 'EVENT_NOT_EXPECTED', message: `${event} is not expected: triggered abilities are being put on the stack and ${now}` };
}

function describe(triggers: readonly PendingTrigger[]): string {
  return triggers.map((t, i) => `${i}: ${t.card} (${t.on})`).join(', ');
}
