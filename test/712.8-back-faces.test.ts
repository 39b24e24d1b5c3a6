/**
 * CR 712.8e: a double-faced permanent with its back face up has only that face's
 * characteristics and abilities: a modal double-faced card played as its back face (712.12),
 * a transformed permanent (701.28). Real cards compiled from test/fixtures/oracle-back-faces.json
 * keep their back face's activated and mana abilities; a scenario puts a permanent on the
 * battlefield with `face: 1`, and the back face's abilities are the ones activated.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import type { CastEventInput } from '../src/events/schema.js';
import { activateManaAbilityPaying } from '../src/mana-abilities/activate-mana.js';
import { objectCard } from '../src/cards/face-up.js';
import { definitionOf } from '../src/cards/definition.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { compiledFixture } from './importer-fixture.js';
import { pay, targets } from './cost-fixtures.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { player, runActivation } from './cast-helpers.js';

const PATHWAY = 'Brightclimb Pathway // Grimclimb Pathway';
const BALLISTA = 'Ballista Watcher // Ballista Wielder';
const { result } = compiledFixture('oracle-back-faces.json');
const cards = createCardLibrary([result(PATHWAY).card, result(BALLISTA).card] as CardInput[], BUILT_IN_CARDS);
const tap = { kind: 'tapSelf' } as const;
const activate = (source: string, ability = 0): CastEventInput => ({ type: 'ACTIVATE', player: 'alice', source, ability });

describe('CR 712.8e: the abilities of a double-faced card\'s back face', () => {
  it('712.8e, 712.12: the importer keeps each face\'s mana and activated abilities on the face (a modal land pathway; a transforming Werewolf)', () => {
    expect(result(PATHWAY).status).toBe('complete');
    expect(result(PATHWAY).card).toMatchObject({
      layout: 'modal',
      faces: [
        { name: 'Brightclimb Pathway', types: ['Land'], manaAbilities: [{ cost: [tap], produces: { types: ['W'] } }] },
        { name: 'Grimclimb Pathway', types: ['Land'], manaAbilities: [{ cost: [tap], produces: { types: ['B'] } }] },
      ],
    });
    expect(result(BALLISTA).status).toBe('complete');
    expect(result(BALLISTA).card).toMatchObject({
      layout: 'transform',
      faces: [
        { name: 'Ballista Watcher', abilities: [{ cost: [{ kind: 'mana', mana: '{2}{R}' }, tap], targets: [{ what: 'any', count: 1 }] }] },
        { name: 'Ballista Wielder', power: 5, toughness: 5, abilities: [{ cost: [{ kind: 'mana', mana: '{2}{R}' }], targets: [{ what: 'any', count: 1 }] }] },
      ],
    });
  });

  it('712.8e: a pathway with its back face up adds {B}; with its front face up, {W}', () => {
    const at = (face?: 1) => gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: PATHWAY, id: 'pathway', controller: 'alice', ...(face ? { face } : {}) }], turn: ALICE_MAIN }, cards);
    const back = activateManaAbilityPaying(at(1), cards, 'alice', 'pathway', 0);
    expect(back.ok && player(back.value.game, 'alice').manaPool.map((u) => u.type)).toEqual(['B']);
    const front = activateManaAbilityPaying(at(), cards, 'alice', 'pathway', 0);
    expect(front.ok && player(front.value.game, 'alice').manaPool.map((u) => u.type)).toEqual(['W']);
    const refused = activateManaAbilityPaying(at(1), cards, 'alice', 'pathway', 0, 'W');
    expect(refused.ok).toBe(false);
  });

  it('712.8e: a transformed Ballista Wielder has the back face\'s characteristics, and its ability (no {T}) goes on the stack as the back face\'s', () => {
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [
      { card: BALLISTA, id: 'ballista', controller: 'alice', face: 1, tapped: true }, { card: 'Mountain', id: 'm1', controller: 'alice' }, { card: 'Mountain', id: 'm2', controller: 'alice' }, { card: 'Mountain', id: 'm3', controller: 'alice' },
    ], turn: ALICE_MAIN }, cards);
    const permanent = game.battlefield.find((p) => p.id === 'ballista')!;
    expect([objectCard(cards, permanent).name, objectCard(cards, permanent).power]).toEqual(['Ballista Wielder', 5]);
    const done = runActivation(game, [activate('ballista'), targets(['bob']), pay()], cards);
    expect(done.outcome).toBe('activated');
    const item = done.game.stack.at(-1)!;
    expect(item).toMatchObject({ kind: 'ability', source: 'ballista', ability: 0, face: 1 });
    expect(definitionOf(cards, item as Parameters<typeof definitionOf>[1]).text).toMatch(/can't block this turn/);
    // CR 602.5a: the front face's ability costs {T}, which a tapped Ballista Watcher can't pay.
    const front = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [
      { card: BALLISTA, id: 'ballista', controller: 'alice', tapped: true }, { card: 'Mountain', id: 'm1', controller: 'alice' }, { card: 'Mountain', id: 'm2', controller: 'alice' }, { card: 'Mountain', id: 'm3', controller: 'alice' },
    ], turn: ALICE_MAIN }, cards);
    expect(runActivation(front, [activate('ballista'), targets(['bob']), pay()], cards).refusal).toMatchObject({ rule: '118.3', message: expect.stringMatching(/tapped/) });
  });

  it('712.8e, 117.1: legalActions reads the face that is up: a tapped Ballista Wielder\'s ability is payable, a pathway back face up makes {B}', () => {
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [
      { card: BALLISTA, id: 'ballista', controller: 'alice', face: 1, tapped: true }, { card: PATHWAY, id: 'pathway', controller: 'alice', face: 1 }, { card: 'Mountain', id: 'm1', controller: 'alice' }, { card: 'Mountain', id: 'm2', controller: 'alice' },
    ], turn: ALICE_MAIN }, cards);
    const actions = legalActions(game, cards, 'alice');
    expect(actions.activations.find((a) => a.event.source === 'ballista')).toMatchObject({ text: expect.stringMatching(/can't block this turn/), refusal: null });
    expect(actions.manaAbilities.find((m) => m.event.source === 'pathway')).toMatchObject({ produces: ['B'], refusal: null });
  });

  it('712.8e: a scenario may put only a modal or transforming double-faced card back face up', () => {
    expect(() => gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Mountain', id: 'm', controller: 'alice', face: 1 }], turn: ALICE_MAIN }, cards)).toThrow(/712\.8e/);
  });
});
