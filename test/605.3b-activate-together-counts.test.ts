/**
 * CR 605.3b, 602.5b, 106.1: mana abilities whose check or mana reads a count of objects ("Activate
 * only if you control a Swamp", "Add {B} for each Swamp you control") join a payment's run of
 * activations (src/mana-abilities/activate-together.ts) while the run before them has only
 * tapped permanents and made mana, which changes nothing they count, unless what they count
 * reads whether a permanent is tapped. Whatever the plan, that must be exactly activating each
 * in turn: the same game, mana, ids, records and refusals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activateInOrder, activateRun, type PlannedActivation } from '../src/mana-abilities/activate-together.js';
import { PoolIndex } from '../src/mana-abilities/pool-index.js';
import { boardOf, cards, inTurn, rarely } from './activate-together-fixtures.js';

/** Those whose check or mana reads a count: Tainted Lands and Coffers count Swamps, a Root Watcher creatures with a -0/-1 counter (none may have one); a Watcher counts untapped Swamps. */
const READS_COUNTS = new Set(['Test Tainted Land', 'Test Coffers', 'Test Root Watcher']);
/** Mostly lands that only tap and those that count; now and then one that sacrifices a Swamp, wears, pays life or counts untapped Swamps. */
const COUNTING = fc.oneof(
  { arbitrary: fc.constantFrom('Swamp', 'Forest', 'Test Tainted Land', 'Test Coffers', 'Test Root Watcher'), weight: 4 },
  { arbitrary: fc.constantFrom('Test Watcher', 'Test Bog Petal', 'Wall of Roots', 'Wall of Roots', 'Lotus Petal', 'Mana Confluence'), weight: 1 },
);

const lands = (names: readonly string[]) => boardOf(names.map((name) => ({ name, bob: false, tapped: false, sick: false, charge: 0 })), false, false);
const inBoardOrder = (game: ReturnType<typeof lands>): PlannedActivation[] => game.battlefield.map((p) => ({ object: p.id, ability: 0, mana: undefined, tap: [] }));

describe('605.3b: abilities that read a count of objects, activated together', () => {
  it('605.3b, 602.5b: Tainted Lands and Coffers after lands tapped, Swamps sacrificed, Walls worn and life paid give what they give in turn (property)', () => {
    let joined = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: COUNTING, bob: rarely(12), tapped: rarely(8), sick: fc.constant(false), charge: fc.constant(0) }), { minLength: 2, maxLength: 12 }),
        // Mostly each permanent in board order; now and then one named again, or another's.
        fc.array(fc.oneof({ arbitrary: fc.constant(-1), weight: 8 }, { arbitrary: fc.noBias(fc.nat({ max: 11 })), weight: 1 }), { minLength: 12, maxLength: 12 }),
        fc.constantFrom('names' as const, 'opaque' as const),
        (permanents, order, ids) => {
          const game = boardOf(permanents, false, false, [], ids);
          const at = (k: number, i: number) => game.battlefield[(k < 0 ? i : k) % game.battlefield.length]!;
          const planned = order.slice(0, game.battlefield.length).map((k, i): PlannedActivation => ({ object: at(k, i).id, ability: 0, mana: undefined, tap: [] }));
          const all = activateInOrder(game, cards, 'alice', planned);
          expect(all).toEqual(inTurn(game, planned));
          const { count } = activateRun(game, cards, 'alice', planned, new PoolIndex(game.players[0]!.manaPool));
          const card = (id: string) => game.battlefield.find((p) => p.id === id)!.card;
          if (planned.slice(1, count).some((p) => READS_COUNTS.has(card(p.object)))) joined += 1;
          if (!all.ok && all.refusal.rule === '602.5b') refused += 1;
        },
      ),
      { numRuns: 800, seed: 6055 },
    );
    // Runs took in abilities that read counts after others, and plans met conditions that didn't hold.
    expect(joined).toBeGreaterThan(80);
    expect(refused).toBeGreaterThan(50);
  });

  it('106.1, 605.3b: two Coffers beside two Swamps, all tapped together, make {B}{B} each', () => {
    const game = lands(['Swamp', 'Test Coffers', 'Swamp', 'Test Coffers']);
    const planned = inBoardOrder(game);
    const run = activateRun(game, cards, 'alice', planned);
    expect(run.count).toBe(4);
    expect(run.game.players[0]!.manaPool.map((u) => u.type).join('')).toBe('BBBBBB');
    expect({ ok: true, value: { game: run.game, journal: run.journal, activated: run.activated } }).toEqual(inTurn(game, planned));
  });

  it('602.5b: a Tainted Land after a Swamp is sacrificed, and a Watcher after any tap, wait for a game that has them', () => {
    // The Bog Petal is the only Swamp: sacrificed, it leaves the Tainted Land nothing to count.
    const sacrificed = lands(['Test Bog Petal', 'Test Tainted Land']);
    expect(activateRun(sacrificed, cards, 'alice', inBoardOrder(sacrificed)).count).toBe(1);
    expect(activateInOrder(sacrificed, cards, 'alice', inBoardOrder(sacrificed))).toMatchObject({ ok: false, refusal: { rule: '602.5b' } });
    // The Swamp tapped first leaves the Watcher no untapped Swamp.
    const tapped = lands(['Swamp', 'Test Watcher']);
    expect(activateRun(tapped, cards, 'alice', inBoardOrder(tapped)).count).toBe(1);
    expect(activateInOrder(tapped, cards, 'alice', inBoardOrder(tapped))).toMatchObject({ ok: false, refusal: { rule: '602.5b' } });
    // Activated first, alone, it leaves a run to the Swamp and the Tainted Land after it.
    const first = lands(['Test Watcher', 'Swamp', 'Test Tainted Land']);
    expect(activateRun(first, cards, 'alice', inBoardOrder(first)).count).toBe(0);
    expect(activateRun(first, cards, 'alice', inBoardOrder(first), undefined, 1).count).toBe(2);
    expect(activateInOrder(first, cards, 'alice', inBoardOrder(first))).toEqual(inTurn(first, inBoardOrder(first)));
  });
});
