/**
 * CR 605.3b, 601.2g: a payment's mana abilities whose cost only taps permanents ({T} of their
 * own, or others the payment names for a cost like Springleaf Drum's, CR 602.2b), spends
 * pool mana (a Signet's {1}), changes its own object's counters or sacrifices it are activated
 * or pays life or loses it to damage as it resolves (Mana Confluence, a painland) are activated
 * as one change of the battlefield (src/mana-abilities/activate-together.ts), the others (a
 * mill, an ability that reads the game) alone in between.
 * Whatever the payment plans, that must be exactly activating each in turn: the same game, the
 * same mana with the same ids, the same records, and the same refusal where one is refused. A
 * property test plans random activations on random boards (lands, mana creatures sick or not,
 * tapped permanents, another player's, abilities that cost more than {T} (a counter removed
 * with it, mana, life, a sacrifice, another permanent tapped) or read the game, a
 * haste that holds only "as long as", mana floating in the pool, Signets paid with mana
 * claimed from the pool or from permanents activated before them, or not) and holds the two
 * to each other.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { updatePermanent, updatePlayer } from '../src/game/update.js';
import { activateInOrder, activateRun, type PlannedActivation } from '../src/mana-abilities/activate-together.js';
import { PoolIndex, type PoolClaim } from '../src/mana-abilities/pool-index.js';
import type { ManaUnit } from '../src/mana/symbols.js';
import { boardOf, cards, claimed, inTurn, rarely, togetherThenInTurn } from './activate-together-fixtures.js';

/**
 * Cards whose abilities' costs only tap, themselves or a creature or Druid named (Springleaf
 * Drum, Loam Dryad, Seton), and others that cost or read more (a Signet's mana, life, counters,
 * a sacrifice, "only if").
 */
const TAPS_ONLY = ['Forest', 'Mountain', 'Island', 'Swamp', 'Llanowar Elves', 'Birds of Paradise', 'Sol Ring', 'Gilded Lotus', 'Everflowing Chalice', 'Ancient Ziggurat', 'Cavern of Souls', 'Springleaf Drum', 'Loam Dryad', 'Seton, Krosan Protector'] as const;
/** Those whose cost taps another permanent, which a plan names. */
const TAPS_OTHERS = ['Springleaf Drum', 'Loam Dryad', 'Seton, Krosan Protector'] as const;
const OTHERS = ['Test Battery', 'Azorius Signet', 'Mana Confluence', 'Wall of Roots', 'Lotus Petal', 'Wild Cantor', 'Test Tainted Land', 'Grizzly Bears', 'Test Mine', 'Test Cap', 'Test Bloom', 'Test Astrolabe'] as const;
const MANA = [undefined, 'G', 'W', 'U', 'R', 'B', 'C', '{G}', '{W}{W}', '{R}{R}{R}', 'X'] as const;

const permanent = fc.record({ name: fc.oneof({ arbitrary: fc.constantFrom(...TAPS_ONLY), weight: 3 }, { arbitrary: fc.constantFrom(...OTHERS), weight: 1 }), bob: rarely(8), tapped: rarely(6), sick: rarely(4), charge: fc.nat({ max: 2 }) });
/**
 * Mostly each permanent's first ability and no choice of mana; sometimes another ability or a
 * choice, fitting or not; a permanent named to tap for a cost that taps others, or none.
 */
const step = fc.record({
  at: fc.noBias(fc.nat({ max: 15 })),
  ability: fc.oneof({ arbitrary: fc.constant(0), weight: 6 }, { arbitrary: fc.nat({ max: 2 }), weight: 1 }),
  mana: fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: fc.constantFrom(...MANA), weight: 1 }),
  tapAt: fc.option(fc.noBias(fc.nat({ max: 15 })), { freq: 5 }),
  wrongTap: rarely(8),
  // What pays the mana in its cost: mana a permanent makes (mostly one activated before it), or a unit floating in the pool.
  pays: fc.array(fc.record({ at: fc.noBias(fc.nat({ max: 15 })), floating: rarely(3), type: fc.constantFrom('G', 'W', 'U', 'R', 'C') }), { maxLength: 2 }),
});

describe('605.3b: abilities whose costs only tap permanents, spend mana, wear or sacrifice their own, activated together', () => {
  it('605.3b, 601.2g: the game, the mana and its ids, the records and any refusal are those of activating each in turn (property)', () => {
    let together = 0;
    fc.assert(
      fc.property(
        fc.array(permanent, { minLength: 2, maxLength: 14 }),
        rarely(5),
        fc.boolean(),
        fc.array(step, { maxLength: 12 }),
        fc.boolean(),
        fc.array(fc.constantFrom('G', 'W', 'U', 'R', 'C'), { maxLength: 3 }),
        (permanents, runner, instant, plan, inOrder, floating) => {
          const game = boardOf(permanents, runner, instant, floating);
          const pool = game.players[0]!.manaPool;
          // Mostly a permanent; sometimes the card in alice's hand (an ability from a hand) or an object that is nowhere.
          const objectAt = (at: number) => (at < 14 ? game.battlefield[at % game.battlefield.length]!.id : at === 14 ? game.players[0]!.hand[0]!.id : 'nobody');
          // A cost that taps others gets the permanent its step names, which may not fit; now and then another ability is named one too.
          const tapsOthers = (id: string) => (TAPS_OTHERS as readonly string[]).includes(game.battlefield.find((p) => p.id === id)?.card ?? '');
          const tapOf = (i: number, object: string): readonly string[] => {
            const tapAt = plan[i]?.tapAt;
            return tapAt != null && (tapsOthers(object) || plan[i]!.wrongTap) ? [objectAt(tapAt)] : [];
          };
          // Its mana claimed from a floating unit (or one that isn't there) or a permanent's mana of a type, which may not have been made.
          const paysOf = (i: number): readonly PoolClaim[] =>
            (plan[i]?.pays ?? []).map((c) => (c.floating ? { unit: pool[c.at % Math.max(1, pool.length)]?.id ?? 'mana-none' } : { maker: objectAt(c.at), type: c.type }));
          // Or, as a payment plans them, the permanents in board order, each its first ability.
          const planned = inOrder
            ? game.battlefield.map((p, i) => ({ object: p.id, ability: 0, mana: plan[i]?.mana, tap: tapOf(i, p.id), pays: paysOf(i) }))
            : plan.map(({ at, ability, mana }, i) => ({ object: objectAt(at), ability, mana, tap: tapOf(i, objectAt(at)), pays: paysOf(i) }));
          const expected = inTurn(game, planned);
          const { count, ...actual } = togetherThenInTurn(game, planned);
          if (count > 0) together += 1;
          expect(actual).toEqual(expected);
          expect(activateInOrder(game, cards, 'alice', planned)).toEqual(expected);
        },
      ),
      { numRuns: 800, seed: 6053 },
    );
    // The property reached the runs it is about, not only plans that stop at once.
    expect(together).toBeGreaterThan(30);
  });

  it('602.2b, 605.3b: Drums, Dryads and Setons tapping the creatures named give what they give in turn, a creature named twice or tapped by one before included (property)', () => {
    let together = 0;
    const TAPPERS_AND_CREATURES = ['Springleaf Drum', 'Loam Dryad', 'Seton, Krosan Protector', 'Llanowar Elves', 'Grizzly Bears', 'Forest'] as const;
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constantFrom(...TAPPERS_AND_CREATURES), bob: rarely(10), tapped: rarely(6), sick: rarely(4), charge: fc.constant(0) }), { minLength: 2, maxLength: 12 }),
        fc.array(fc.record({ at: fc.noBias(fc.nat({ max: 11 })), tapAt: fc.noBias(fc.nat({ max: 11 })), mana: fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary: fc.constantFrom('G', 'W'), weight: 1 }) }), { maxLength: 10 }),
        (permanents, plan) => {
          const game = boardOf(permanents, false, false);
          const at = (k: number) => game.battlefield[k % game.battlefield.length]!;
          // The permanent a tapper names: a creature, though it may be tapped, bob's, a Druid or not, or the tapper itself.
          const creatures = game.battlefield.filter((p) => p.card !== 'Springleaf Drum' && p.card !== 'Forest');
          const named = (k: number) => (creatures.length === 0 ? at(k) : creatures[k % creatures.length]!).id;
          const planned = plan.map((step) => ({ object: at(step.at).id, ability: 0, mana: step.mana, tap: (TAPS_OTHERS as readonly string[]).includes(at(step.at).card) ? [named(step.tapAt)] : [] }));
          const { count, ...actual } = togetherThenInTurn(game, planned);
          if (count > 0 && planned.slice(0, count).some((p) => p.tap.length > 0)) together += 1;
          expect(actual).toEqual(inTurn(game, planned));
        },
      ),
      { numRuns: 600, seed: 6022 },
    );
    expect(together).toBeGreaterThan(30);
  });

  it('601.2h, 605.3b, 400.7: Signets and Lenses paid with mana made before them in the run, floating, of the wrong type or not there, and Petals and Cantors sacrificed, give what they give in turn, new ids and all (property)', () => {
    let paid = 0;
    let sacrificed = 0;
    const CHAINS = ['Forest', 'Island', 'Mountain', 'Sol Ring', 'Azorius Signet', 'Dimir Signet', 'Prismatic Lens', 'Shimmering Grotto', 'Mana Confluence', 'Lotus Petal', 'Wild Cantor', 'Lotus Petal'] as const;
    /** The type each makes first (a Lens's second ability: as the plan chooses). */
    const MAKES: Readonly<Record<string, 'G' | 'U' | 'R' | 'C' | 'W'>> = { Forest: 'G', Island: 'U', Mountain: 'R', 'Sol Ring': 'C', 'Azorius Signet': 'W', 'Dimir Signet': 'U', 'Mana Confluence': 'W', 'Lotus Petal': 'W', 'Wild Cantor': 'W', 'Prismatic Lens': 'C', 'Shimmering Grotto': 'C' };
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constantFrom(...CHAINS), bob: rarely(30), tapped: rarely(30), sick: fc.constant(false), charge: fc.constant(0) }), { minLength: 2, maxLength: 12 }),
        fc.array(fc.constantFrom('G', 'W', 'U', 'R', 'C'), { maxLength: 2 }),
        fc.array(fc.record({ second: fc.boolean(), back: fc.noBias(fc.nat({ max: 3 })), claim: fc.oneof({ arbitrary: fc.constant('made'), weight: 12 }, { arbitrary: fc.constantFrom('floating', 'wrong', 'twice', 'none'), weight: 1 }) }), { minLength: 12, maxLength: 12 }),
        fc.constantFrom('names' as const, 'opaque' as const),
        (permanents, floating, plan, ids) => {
          const game = boardOf(permanents, false, false, floating, ids);
          const pool = game.players[0]!.manaPool;
          // In board order; a Signet's or Lens's {1} claims mana a permanent planned a little before it makes, as a payment would, or something else.
          const planned = game.battlefield.map((p, i): PlannedActivation => {
            const { second, back, claim } = plan[i]!;
            // A Lens's or Grotto's second ability (its {1}) or first ({C}); every other card's first.
            const twoWays = p.card === 'Prismatic Lens' || p.card === 'Shimmering Grotto';
            const ability = twoWays && second ? 1 : 0;
            const maker = game.battlefield[Math.max(0, i - 1 - back)]!;
            const made = { maker: maker.id, type: MAKES[maker.card] ?? 'C' };
            const pays: PoolClaim[] =
              claim === 'made' ? [made] : claim === 'floating' ? [{ unit: pool[0]?.id ?? 'mana-none' }] : claim === 'wrong' ? [{ ...made, type: made.type === 'R' ? 'G' : 'R' }] : claim === 'twice' ? [made, made] : [];
            return { object: p.id, ability, mana: ability === 1 ? 'G' : undefined, tap: [], pays: ability === 1 || p.card.endsWith('Signet') ? pays : [] };
          });
          const all = activateInOrder(game, cards, 'alice', planned);
          expect(all).toEqual(inTurn(game, planned));
          if (all.ok && all.value.activated.some((r) => r.paid.length > 0)) paid += 1;
          if (all.ok && ids === 'opaque' && all.value.game.players[0]!.graveyard.length > 1) sacrificed += 1;
        },
      ),
      { numRuns: 800, seed: 6012 },
    );
    expect(paid).toBeGreaterThan(50);
    expect(sacrificed).toBeGreaterThan(30);
  });

  it('122.1, 602.5b, 701.21, 400.7: Walls of Roots, Mines, Caps and Blooms (counters put and removed, once each turn, sacrificed with the last counter) give what they give in turn, a permanent named twice and new ids included (property)', () => {
    let changed = 0;
    let sacrificed = 0;
    let joined = 0;
    const WEARING = ['Wall of Roots', 'Test Mine', 'Test Cap', 'Test Bloom', 'Forest', 'Test Battery', 'Lotus Petal'] as const;
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constantFrom(...WEARING), bob: rarely(30), tapped: rarely(20), sick: rarely(4), charge: fc.integer({ min: 1, max: 2 }) }), { minLength: 2, maxLength: 12 }),
        // Mostly each permanent in board order; now and then one named again (a second use in the turn), or another's.
        fc.array(fc.oneof({ arbitrary: fc.constant(-1), weight: 8 }, { arbitrary: fc.noBias(fc.nat({ max: 11 })), weight: 1 }), { minLength: 12, maxLength: 16 }),
        fc.array(fc.record({ at: fc.noBias(fc.nat({ max: 11 })), used: fc.boolean() }), { maxLength: 2 }),
        fc.constantFrom('names' as const, 'opaque' as const),
        (permanents, order, usedBefore, ids) => {
          let game = boardOf(permanents, false, false, [], ids);
          // Some already used this turn (Wall of Roots and Bloom may not be again).
          for (const { at, used } of usedBefore) if (used) game = updatePermanent(game, game.battlefield[at % game.battlefield.length]!.id, (q) => ({ ...q, usedThisTurn: [0] }));
          const planned = order.slice(0, game.battlefield.length).map((k, i): PlannedActivation => ({ object: game.battlefield[(k < 0 ? i : k) % game.battlefield.length]!.id, ability: 0, mana: undefined, tap: [] }));
          const all = activateInOrder(game, cards, 'alice', planned);
          expect(all).toEqual(inTurn(game, planned));
          const before = new Map(game.battlefield.map((p) => [p.id, p]));
          // The run from the start took in an ability that changes its own object, beside another.
          const { count } = activateRun(game, cards, 'alice', planned, new PoolIndex(game.players[0]!.manaPool));
          if (count > 1 && planned.slice(0, count).some((p) => ['Wall of Roots', 'Test Mine', 'Test Cap', 'Test Bloom'].includes(before.get(p.object)?.card ?? ''))) joined += 1;
          if (all.ok && all.value.game.battlefield.some((p) => JSON.stringify(p.counters) !== JSON.stringify(before.get(p.id)?.counters))) changed += 1;
          if (all.ok && ids === 'opaque' && all.value.game.players[0]!.graveyard.some((c) => c.card === 'Test Mine')) sacrificed += 1;
        },
      ),
      { numRuns: 800, seed: 1221 },
    );
    expect(changed).toBeGreaterThan(100);
    expect(sacrificed).toBeGreaterThan(20);
    expect(joined).toBeGreaterThan(200);
  });

  it('119.4, 120.3a: Confluences, Blood Wells and painlands paying life and losing it to damage give what they give in turn, down to a life total too low to pay (property)', () => {
    let joined = 0;
    let tooLow = 0;
    const PAYING = ['Mana Confluence', 'Test Blood Well', 'Test Pain Land', 'Forest', 'Lotus Petal', 'Llanowar Elves'] as const;
    const LOSES = new Set<string>(['Mana Confluence', 'Test Blood Well', 'Test Pain Land']);
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constantFrom(...PAYING), bob: rarely(30), tapped: rarely(20), sick: rarely(6), charge: fc.constant(0) }), { minLength: 2, maxLength: 12 }),
        fc.array(fc.record({ second: fc.boolean(), mana: fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: fc.constantFrom('W', 'B', 'C'), weight: 1 }) }), { minLength: 12, maxLength: 12 }),
        fc.nat({ max: 6 }),
        fc.nat({ max: 3 }),
        fc.constantFrom('names' as const, 'opaque' as const),
        (permanents, plan, life, lostBefore, ids) => {
          const board = boardOf(permanents, false, false, [], ids);
          const game = updatePlayer(board, 'alice', (p) => ({ ...p, life, ...(lostBefore > 0 ? { lifeLostThisTurn: lostBefore } : {}) }));
          // In board order; a painland's second ability (the one that deals damage) or its first.
          const planned = game.battlefield.map((p, i): PlannedActivation => ({ object: p.id, ability: p.card === 'Test Pain Land' && plan[i]!.second ? 1 : 0, mana: plan[i]!.mana, tap: [] }));
          const all = activateInOrder(game, cards, 'alice', planned);
          expect(all).toEqual(inTurn(game, planned));
          const { count } = activateRun(game, cards, 'alice', planned, new PoolIndex(game.players[0]!.manaPool));
          if (planned.slice(0, count).filter((p) => LOSES.has(game.battlefield.find((q) => q.id === p.object)!.card)).length > 1) joined += 1;
          if (!all.ok && all.refusal.rule === '119.4') tooLow += 1;
        },
      ),
      { numRuns: 800, seed: 1194 },
    );
    // Runs took in more than one activation that takes life, and plans ran out of life to pay.
    expect(joined).toBeGreaterThan(100);
    expect(tooLow).toBeGreaterThan(50);
  });

  it('601.2h: the pool index claims what a fresh read of the pool claims, as units are spent and made (property)', () => {
    const unit = fc.record({ maker: fc.constantFrom('p0', 'p1', 'p2'), type: fc.constantFrom('G', 'U', 'C') });
    const claim = fc.oneof(fc.record({ maker: fc.constantFrom('p0', 'p1', 'p2', 'p3'), type: fc.constantFrom('G', 'U', 'C') }), fc.record({ unit: fc.nat({ max: 12 }).map((k) => `mana-${k}`) }));
    // Each step claims, then spends what it claimed or not, then makes units.
    const step = fc.record({ claims: fc.array(claim, { maxLength: 4 }), spend: fc.boolean(), made: fc.array(unit, { maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 6 }), fc.array(step, { maxLength: 8 }), (start, steps) => {
        let id = 0;
        const unitOf = (u: { maker: string; type: 'G' | 'U' | 'C' }): ManaUnit => ({ id: `mana-${id++}`, type: u.type, sourceId: u.maker, snow: false });
        let pool = start.map(unitOf);
        const index = new PoolIndex(pool);
        for (const { claims, spend, made } of steps) {
          const taken = index.claim(claims);
          expect(taken).toEqual(claimed(pool, claims));
          if (spend) {
            index.remove(taken);
            pool = pool.filter((u) => !taken.includes(u.id));
          }
          const units = made.map(unitOf);
          index.add(units);
          pool = [...pool, ...units];
          expect(index.size).toBe(pool.length);
        }
      }),
      { numRuns: 2000, seed: 6013 },
    );
  });

  it('601.2g: five lands and a Llanowar Elves are tapped in one copy of the battlefield, their mana added in order with ids in turn', () => {
    const game = boardOf(['Forest', 'Mountain', 'Island', 'Forest', 'Sol Ring', 'Llanowar Elves'].map((name) => ({ name, bob: false, tapped: false, sick: false, charge: 0 })), false, false);
    const planned = game.battlefield.map((p) => ({ object: p.id, ability: 0, mana: undefined, tap: [] }));
    const together = activateRun(game, cards, 'alice', planned);
    const inOrder = inTurn(game, planned);
    expect(together.count).toBe(6);
    expect(inOrder.ok).toBe(true);
    expect(together.game).toEqual(inOrder.ok && inOrder.value.game);
    const pool = together.game.players[0]!.manaPool;
    expect(pool.map((u) => `${u.sourceId}:${u.type}`)).toEqual(['p0:G', 'p1:R', 'p2:U', 'p3:G', 'p4:C', 'p4:C', 'p5:G']);
    expect(new Set(pool.map((u) => u.id)).size).toBe(7);
  });

  it('601.2g: nothing is activated together beside a haste that holds only "as long as" (CR 611.3a), nor past a permanent named twice; a run of one is', () => {
    const lands = ['Forest', 'Forest', 'Forest'].map((name) => ({ name, bob: false, tapped: false, sick: false, charge: 0 }));
    const withRunner = boardOf(lands, true, true);
    const planned = withRunner.battlefield.map((p) => ({ object: p.id, ability: 0, mana: undefined, tap: [] }));
    expect(activateRun(withRunner, cards, 'alice', planned)).toMatchObject({ count: 0 });
    const plain = boardOf(lands, false, false);
    const one = [{ object: 'p0', ability: 0, mana: undefined, tap: [] }];
    expect(togetherThenInTurn(plain, one)).toEqual({ ...inTurn(plain, one), count: 1 });
    const twice = ['p0', 'p1', 'p0', 'p2'].map((object) => ({ object, ability: 0, mana: undefined, tap: [] }));
    expect(activateRun(plain, cards, 'alice', twice)).toMatchObject({ count: 2 });
    expect(togetherThenInTurn(plain, twice)).toMatchObject({ ok: false, count: 2 });
  });
});
