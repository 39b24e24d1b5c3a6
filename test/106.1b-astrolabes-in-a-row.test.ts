/**
 * CR 106.1b, 605.3b, 601.2g: Astrolabes ("{1}, {T}, Sacrifice Astrolabe: Add two mana of any one
 * color") activated one after another, each paid by mana made before it, as one run whose costs
 * the flow reads together (src/mana/chain-plan.ts `readAsOne`) and then tells unit by unit
 * (src/mana/chain-runs-split.ts). Through the session: the largest X Fireball's prompt shows is
 * the one a search with no bound finds, and paid with 'auto' it sacrifices every Astrolabe.
 */
import { describe, expect, it } from 'vitest';
import { ChainBudget, oneQuery } from '../src/mana/chain-budget.js';
import type { GameState } from '../src/game/state.js';
import { boardWithAstrolabes } from './bench/boards.js';
import { WITH_BENCH_CARDS } from './bench/bench-cards.js';
import { fireballAwaitingPayment, sendAll } from './bench/engine.js';
import { largestFireballX } from './bench/prompts.js';

const unbounded = <T>(ask: () => T): T => oneQuery(ask, new ChainBudget(Infinity, Infinity), { work: Infinity, choices: Infinity });
const alices = (game: GameState, card: string) => game.battlefield.filter((p) => p.controller === 'alice' && p.card === card);

describe('106.1b: Astrolabes in a row, each sacrificed for two mana of one colour', () => {
  it('106.1b, 605.3b, 107.3: Fireball\'s largest X beside alice\'s Mountains and Astrolabes is what a search with no bound finds, and every Astrolabe pays', () => {
    for (const permanents of [100, 400, 1600]) {
      const game = boardWithAstrolabes(permanents);
      const astrolabes = alices(game, 'Astrolabe').length;
      const x = largestFireballX(game, WITH_BENCH_CARDS);
      expect(unbounded(() => largestFireballX(game, WITH_BENCH_CARDS))).toBe(x);
      // Each Astrolabe adds one mana more than its {1}, so the largest X takes every one of them.
      const { actor, pay } = fireballAwaitingPayment(game, x, WITH_BENCH_CARDS);
      sendAll(actor, [pay]);
      const { context } = actor.getSnapshot();
      expect(context.last?.outcome).toBe('cast');
      expect(alices(context.game, 'Astrolabe')).toHaveLength(0);
      expect(context.game.players[0]!.graveyard.filter((c) => c.card === 'Astrolabe')).toHaveLength(astrolabes);
      expect(context.game.players[0]!.manaPool).toHaveLength(0);
      const more = fireballAwaitingPayment(game, x + 1, WITH_BENCH_CARDS);
      sendAll(more.actor, [more.pay]);
      expect(more.actor.getSnapshot().context.last?.outcome).not.toBe('cast');
    }
  }, 60_000);
});
