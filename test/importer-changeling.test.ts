/**
 * Issue 13: changeling (CR 702.73a) compiled from Oracle text into the keyword the engine
 * reads (test/fixtures/oracle-changeling.json, real cards copied from the corpus), and the
 * compiled cards cast and targeted through the engine next to compiled subtype statics.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary, getCard } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { canCast } from '../src/casting/castable.js';
import { legalTargets } from '../src/casting/targets.js';
import { hasHaste } from '../src/cards/characteristics.js';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { compiledFixture } from './importer-fixture.js';

const { compiled, result, expectCompiled } = compiledFixture('oracle-changeling.json');
const library = createCardLibrary([...compiled.values()].filter((r) => r.card).map((r) => r.card as CardInput), BUILT_IN_CARDS);

describe('702.73a: changeling compiles into the card format', () => {
  it('702.73a: Nameless Inversion is a kindred instant with changeling, targeting a creature', () => {
    expectCompiled('Nameless Inversion', { manaCost: '{1}{B}', types: ['Kindred', 'Instant'], subtypes: ['Shapeshifter'], keywords: ['changeling'], targets: [{ what: { types: ['Creature'] }, count: 1 }] });
  });

  it('702.73a: every changeling card of the fixture compiles complete, with the keyword', () => {
    for (const name of ['Mothdust Changeling', 'Amoeboid Changeling', 'Taurean Mauler']) {
      expect(result(name).status, JSON.stringify(result(name).gaps)).toBe('complete');
      expect(result(name).card?.keywords, name).toContain('changeling');
    }
  });
});

describe('702.73a: compiled changelings in the engine', () => {
  const game = (alice: object, battlefield: object[]) => gameOf({ players: [{ id: 'alice', ...alice }, { id: 'bob' }], battlefield, turn: ALICE_MAIN } as never, library);

  it('702.73a, 601.2f: under compiled Goblin Warchief, Taurean Mauler ({2}{R}) is a Goblin spell costing {1}{R}', () => {
    const hand = { hand: ['Taurean Mauler'], manaPool: ['R', 'R'] };
    expect(canCast(game(hand, [{ card: 'Goblin Warchief', controller: 'alice' }]), library, 'alice', 'taurean-mauler').ok).toBe(true);
    expect(canCast(game(hand, []), library, 'alice', 'taurean-mauler').ok).toBe(false);
  });

  it('702.73a, 613: compiled Goblin Warchief gives Mothdust Changeling haste ("Goblins you control have haste")', () => {
    const state = game({}, [{ card: 'Goblin Warchief', controller: 'alice' }, { card: 'Mothdust Changeling', controller: 'alice' }]);
    expect(hasHaste(state, library, state.battlefield[1]!)).toBe(true);
  });

  it('702.73a, 106.6: Ally Encampment\'s "spend this mana only to cast an Ally spell" pays for Mothdust Changeling, not for Lightning Bolt', () => {
    const lands = [{ card: 'Ally Encampment', controller: 'alice' }];
    expect(canCast(game({ hand: ['Mothdust Changeling'] }, lands), library, 'alice', 'mothdust-changeling').ok).toBe(true);
    expect(canCast(game({ hand: ['Lightning Bolt'] }, lands), library, 'alice', 'lightning-bolt').ok).toBe(false);
  });

  it('702.73a, 602.2, 601.2c: Ally Encampment\'s "return target Ally you control" may target Mothdust Changeling, not Grizzly Bears', () => {
    const state = game({ manaPool: ['C'] }, [{ card: 'Ally Encampment', controller: 'alice' }, { card: 'Mothdust Changeling', controller: 'alice' }, { card: 'Grizzly Bears', controller: 'alice' }]);
    const actor = createActor(activationMachine, { input: { game: state, cards: library } }).start();
    expect(dispatch(actor, { type: 'ACTIVATE', player: 'alice', source: 'ally-encampment', ability: 0 })).toBeNull();
    const ability = actor.getSnapshot().context.game.stack.at(-1)!;
    const spec = getCard(library, 'Ally Encampment').abilities[0]!.targets[0]!;
    expect(legalTargets(actor.getSnapshot().context.game, library, ability, spec)).toEqual(['mothdust-changeling']);
    expect(dispatch(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears']] })).toMatchObject({ code: 'ILLEGAL_TARGET' });
    expect(dispatch(actor, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['mothdust-changeling']] })).toBeNull();
  });
});
