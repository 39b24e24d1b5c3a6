/**
 * "Could I cast it?" and "cast it" must never disagree (one solver for both). For random
 * games, canCast() says yes exactly when some way of making the choices takes the real
 * chart, paying with `auto`, all the way to 601.2i.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, getCard } from '../src/cards/library.js';
import { canCast, castableCards } from '../src/casting/castable.js';
import { hybridOptions, hybridSymbols, phyrexianSymbols } from '../src/casting/announce.js';
import { legalTargets, targetSpecs } from '../src/casting/targets.js';
import { sacrificeCandidates } from '../src/costs/payment.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState, HybridChoice, PhyrexianChoice, Spell } from '../src/game/state.js';
import { castActor, gameOf } from './helpers.js';
import { dispatch } from '../machines/dispatch.js';

const HAND = ['Lightning Bolt', 'Giant Growth', 'Counterspell', 'Thoughtseize', "Altar's Reap", 'Natural Order', 'Fling', 'Kitchen Finks',
  'Spectral Procession', 'Gitaxian Probe', 'Dismember', 'Thought-Knot Seer', 'Icehide Golem', 'Grizzly Bears', 'Memnite', 'Divination'];
const PERMANENTS = ['Forest', 'Plains', 'Swamp', 'Island', 'Mountain', 'Wastes', 'Snow-Covered Forest', 'Llanowar Elves', 'Birds of Paradise',
  'Sol Ring', 'Thalia, Guardian of Thraben', 'Sphere of Resistance', 'Thunderscape Familiar', 'Helm of Awakening', 'Goblin Electromancer'];

const gameArb = fc.record({
  hand: fc.uniqueArray(fc.constantFrom(...HAND), { minLength: 1, maxLength: 4 }),
  permanents: fc.array(
    fc.record({ card: fc.constantFrom(...PERMANENTS), mine: fc.boolean(), tapped: fc.boolean(), summoningSick: fc.boolean() }),
    { maxLength: 7 },
  ),
  pool: fc.array(fc.constantFrom('W', 'U', 'B', 'R', 'G', 'C') as fc.Arbitrary<'W' | 'U' | 'B' | 'R' | 'G' | 'C'>, { maxLength: 3 }),
  life: fc.integer({ min: 1, max: 6 }),
  myTurn: fc.boolean(),
  spellOnStack: fc.boolean(),
});

function combos<T>(options: readonly (readonly T[])[]): T[][] {
  return options.reduce<T[][]>((acc, opts) => acc.flatMap((prefix) => opts.map((o) => [...prefix, o])), [[]]);
}

/** Tries every hybrid/Phyrexian announcement; targets and sacrifices take the first legal options. */
function someWayCasts(game: GameState, cardId: string): boolean {
  const probe = castActor(game);
  if (dispatch(probe, { type: 'CAST', player: 'alice', card: cardId }) !== null || probe.getSnapshot().status !== 'active') return false;
  const spell = probe.getSnapshot().context.game.stack.at(-1) as Spell;
  const hybrids = combos<HybridChoice>(hybridSymbols(probe.getSnapshot().context.game, BUILT_IN_CARDS, spell).map(hybridOptions));
  const phyrexians = combos<PhyrexianChoice>(phyrexianSymbols(probe.getSnapshot().context.game, BUILT_IN_CARDS, spell).map(() => ['mana', 'life'] as const));
  for (const hybrid of hybrids) {
    for (const phyrexian of phyrexians) {
      const actor = castActor(game);
      const events: CastEventInput[] = [{ type: 'CAST', player: 'alice', card: cardId }];
      if (getCard(BUILT_IN_CARDS, spell.card).manaCost?.symbols.some((s) => s.kind === 'x')) events.push({ type: 'ANNOUNCE_X', player: 'alice', x: 0 });
      if (hybrid.length) events.push({ type: 'CHOOSE_HYBRID', player: 'alice', choices: hybrid });
      if (phyrexian.length) events.push({ type: 'CHOOSE_PHYREXIAN', player: 'alice', choices: phyrexian });
      for (const event of events) actor.send(event);
      const onStack = actor.getSnapshot();
      if (onStack.matches({ casting: 'targeting' })) {
        const targets = targetSpecs(BUILT_IN_CARDS, spell).map((spec) => legalTargets(onStack.context.game, BUILT_IN_CARDS, spell, spec).slice(0, spec.min));
        actor.send({ type: 'CHOOSE_TARGETS', player: 'alice', targets });
      }
      const before = actor.getSnapshot().context.game;
      const sacrifice = getCard(BUILT_IN_CARDS, spell.card).additionalCosts.flatMap((cost) =>
        cost.kind === 'sacrifice' && cost.count !== 'X' ? sacrificeCandidates(before, BUILT_IN_CARDS, 'alice', { ...cost, count: cost.count }).slice(0, cost.count) : [],
      );
      if (actor.getSnapshot().status === 'active') actor.send({ type: 'PAY', player: 'alice', mana: 'auto', sacrifice });
      if (actor.getSnapshot().matches('cast')) return true;
    }
  }
  return false;
}

describe('601.3, 601.2h: the look-ahead agrees with the cast', () => {
  it('601.2h: canCast says yes exactly when the chart can cast it with auto payment', () => {
    fc.assert(
      fc.property(gameArb, ({ hand, permanents, pool, life, myTurn, spellOnStack }) => {
        const game = gameOf({
          players: [
            { id: 'alice', hand, life, manaPool: pool },
            { id: 'bob', hand: [] },
          ],
          battlefield: permanents.map((p) => ({ card: p.card, controller: p.mine ? 'alice' : 'bob', tapped: p.tapped, summoningSick: p.summoningSick })),
          stack: spellOnStack ? [{ card: 'Shock', controller: 'bob', targets: [['alice']] }] : [],
          turn: { activePlayer: myTurn ? 'alice' : 'bob', phase: 'precombatMain' },
          priority: 'alice',
        });
        for (const card of game.players[0]!.hand) {
          expect(canCast(game, BUILT_IN_CARDS, 'alice', card.id).ok).toBe(someWayCasts(game, card.id));
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('601.3: castableCards lists exactly the cards canCast accepts', () => {
    const game = gameOf({
      players: [{ id: 'alice', hand: ['Lightning Bolt', 'Giant Growth', 'Forest', 'Counterspell'] }, { id: 'bob' }],
      battlefield: [{ card: 'Mountain', controller: 'alice' }, { card: 'Forest', controller: 'alice', tapped: true }],
      turn: { activePlayer: 'alice', phase: 'precombatMain' },
    });
    // Giant Growth: no creature to target and no green mana; Forest is a land; Counterspell: no spell to target.
    expect(castableCards(game, BUILT_IN_CARDS, 'alice').map((option) => option.card)).toEqual(['lightning-bolt']);
  });
});
