/**
 * (e) Watching the charts through the inspect callback, and the account of what a completed
 * cast or activation paid. (Part of the fuzzer: see invariants.ts for what it checks.)
 */
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { ChartContext } from '../../machines/context.js';
import { statePath } from '../../machines/reading.js';
import { hasKeyword, hasType } from '../../src/cards/characteristics.js';
import { getCard, type CardLibrary } from '../../src/cards/library.js';
import { totalCost, type TotalCost } from '../../src/costs/total-cost.js';
import type { GameState, ObjectId, PlayerId, StackObject } from '../../src/game/state.js';
import { manaAmountTotal } from '../../src/mana/value.js';
import { difference, show } from './equality.js';

// ---------------------------------------------------------------------------------------
// Watching the charts through the inspect callback
// ---------------------------------------------------------------------------------------

/** What one cast or activation chart went through, recorded microstep by microstep. */
export interface ChartTrace {
  readonly ref: AnyActorRef;
  /** 601.2f: the game, the proposal and the order of reductions when the cost was locked, and the cost. */
  locked?: { readonly game: GameState; readonly spell: StackObject; readonly order: readonly ObjectId[]; readonly cost: TotalCost };
  /** The game on entering 601.2g (or 601.2h, when the cost has no mana and 601.2g is passed over). */
  atG?: GameState;
  /** The game on entering 601.2h, after every mana ability of 601.2g. */
  atH?: GameState;
  /** The chart's latest snapshot (its final one once it has ended). */
  last?: AnyMachineSnapshot;
}

export function stepOf(snapshot: AnyMachineSnapshot): string {
  return statePath(snapshot).split('.').slice(1).join('.');
}

function poolSize(game: GameState, player: PlayerId): number {
  return game.players.find((p) => p.id === player)?.manaPool.length ?? 0;
}
function lifeOf(game: GameState, player: PlayerId): number {
  return game.players.find((p) => p.id === player)?.life ?? 0;
}

/** (e): the locked cost and the mana and life the caster actually paid. */
export function checkPaid(trace: ChartTrace | undefined, after: GameState, lockedCost: TotalCost | null, cards: CardLibrary): string | null {
  if (!lockedCost) return 'the cast completed with no locked cost in `last`';
  if (!Object.isFrozen(lockedCost) || !Object.isFrozen(lockedCost.mana) || !Object.isFrozen(lockedCost.actions)) return 'the locked cost is not frozen';
  if (!trace?.locked || !trace.atG || !trace.atH || !trace.last) return `the chart was never seen locking its cost (601.2f) or entering 601.2g/601.2h`;
  const fromChart = difference(lockedCost, trace.locked.cost);
  if (fromChart) return `last.lockedCost differs from the cost the chart locked at 601.2f: ${fromChart}`;
  const recomputed = totalCost(trace.locked.game, cards, trace.locked.spell, trace.locked.order);
  const again = difference(lockedCost, recomputed);
  if (again) return `the locked cost differs from totalCost recomputed from the game at 601.2f: ${again}`;
  const context = trace.last.context as ChartContext;
  const caster = context.controller!;
  const spell = trace.locked.spell;
  const poolAtG = poolSize(trace.atG, caster);
  const made = poolSize(trace.atH, caster) - poolAtG;
  const poolAfter = poolSize(after, caster);
  const spent = poolAtG + made - poolAfter;
  const tapParts = lockedCost.actions.reduce((n, a) => n + (a.kind === 'tap' ? a.count : 0), 0) + (lockedCost.actions.some((a) => a.kind === 'tapSelf') ? 1 : 0);
  const exileParts = lockedCost.actions.reduce((n, a) => n + (a.kind === 'exile' && a.from === 'graveyard' ? a.count : 0), 0);
  let convoke = 0;
  let delve = 0;
  const definition = getCard(cards, spell.card);
  const convokes = hasKeyword(definition, 'convoke');
  const improvises = hasKeyword(definition, 'improvise');
  if (spell.kind === 'spell' && (convokes || improvises)) {
    // Creatures tapped for convoke and artifacts tapped for improvise: each pays one mana.
    const helps = (card: string) => (convokes && hasType(getCard(cards, card), 'Creature')) || (improvises && hasType(getCard(cards, card), 'Artifact'));
    const untappedAtH = new Set(trace.atH.battlefield.filter((p) => p.controller === caster && !p.tapped && helps(p.card)).map((p) => p.id));
    convoke = Math.max(0, after.battlefield.filter((p) => untappedAtH.has(p.id) && p.tapped).length - tapParts);
  }
  if (spell.kind === 'spell' && hasKeyword(definition, 'delve')) {
    // The cards that left the caster's graveyard (CR 400.7: in exile they are new objects, with new ids in a game with opaque ids).
    const graveyardAfter = new Set(after.players.find((p) => p.id === caster)?.graveyard.map((c) => c.id) ?? []);
    const left = (trace.atH.players.find((p) => p.id === caster)?.graveyard ?? []).filter((c) => !graveyardAfter.has(c.id)).length;
    delve = Math.max(0, left - exileParts);
  }
  const total = manaAmountTotal(lockedCost.mana);
  if (spent + convoke + delve !== total) {
    return `mana account: pool at 601.2g ${poolAtG} + made during 601.2g ${made} − pool after ${poolAfter} = ${spent} spent, + ${convoke} convoke + ${delve} delve ≠ ${total} mana in the locked cost ${show(lockedCost.mana)}`;
  }
  const lifePaid = lifeOf(trace.atH, caster) - lifeOf(after, caster);
  if (lifePaid !== lockedCost.life) return `life: ${lifeOf(trace.atH, caster)} before 601.2h − ${lifeOf(after, caster)} after = ${lifePaid} ≠ ${lockedCost.life} life in the locked cost`;
  return null;
}

