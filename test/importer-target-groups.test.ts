/**
 * Issue 13: target words whose targets must share something as a whole (CR 601.2c): "up to
 * three target cards from a single graveyard" (one owner), "two target creatures controlled
 * by the same player", "… controlled by different players", read from real cards
 * (test/fixtures/oracle-target-groups.json, copied from the corpus) and decided by the engine
 * as targets are chosen. Each refused choice leaves the game as it was.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import { cardSchema, type CardInput } from '../src/cards/schema.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE, BOB, ctx, spell } from './cast-helpers.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { compiledFixture } from './importer-fixture.js';

const { compiled, result, expectCompiled } = compiledFixture('oracle-target-groups.json');
const library = createCardLibrary([...compiled.values()].map((r) => r.card) as CardInput[], BUILT_IN_CARDS);
const POOL = ['U', 'U', 'U', 'B', 'B', 'B', 'B'] as const;
const ILLEGAL = { rule: '601.2c', code: 'ILLEGAL_TARGET' };

/** Alice's main phase: Alice holds `card` (as `spell`); each player has two cards in the graveyard. */
function board(card: string, battlefield: GameSpecInput['battlefield'] = []): GameState {
  return gameOf({
    players: [
      { id: ALICE, hand: [{ card, id: 'spell' }], manaPool: [...POOL], graveyard: [{ card: 'Grizzly Bears', id: 'a1' }, { card: 'Forest', id: 'a2' }] },
      { id: BOB, graveyard: [{ card: 'Hill Giant', id: 'b1' }, { card: 'Island', id: 'b2' }] },
    ],
    battlefield,
    turn: ALICE_MAIN,
  }, library);
}

/** Casts `spell` and proposes `targets` for its one word: the refusal, or null when taken (the game unchanged on a refusal). */
function cast(game: GameState, targets: string[]) {
  const actor = castActor(game, library);
  const refusedCast = dispatch(actor, { type: 'CAST', player: ALICE, card: 'spell' });
  if (refusedCast ?? ctx(actor).refusal) return refusedCast ?? ctx(actor).refusal;
  const before = ctx(actor).game;
  const refusal = dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [targets] });
  if (refusal) expect(ctx(actor).game).toBe(before);
  else expect(spell(ctx(actor).game, 'spell').choices.targets).toEqual([targets]);
  return refusal;
}

const creatures = (...owners: [string, string][]): GameSpecInput['battlefield'] => owners.map(([id, controller]) => ({ card: 'Grizzly Bears', id, controller }));

describe('601.2c: "from a single graveyard"', () => {
  it('601.2c: "Exile up to three target cards from a single graveyard" (Scarab Feast): cards of one graveyard, not of two', () => {
    expect(result('Scarab Feast').status).toBe('complete');
    expect(result('Scarab Feast').card?.targets).toEqual([{ what: { zone: 'graveyard' }, min: 0, max: 3, together: 'sameOwner' }]);
    expect(cast(board('Scarab Feast'), ['b1', 'b2'])).toBeNull();
    expect(cast(board('Scarab Feast'), ['a1', 'a2'])).toBeNull();
    expect(cast(board('Scarab Feast'), ['a1', 'b1'])).toMatchObject({ ...ILLEGAL, message: expect.stringMatching(/single graveyard/) });
    expect(cast(board('Scarab Feast'), [])).toBeNull();
  });

  it('602.2b, 601.2c: "{2}{B}, {T}: Exile up to three target cards from a single graveyard" (Rag Dealer) on an ability', () => {
    expect(result('Rag Dealer').card?.abilities?.[0]?.targets).toEqual([{ what: { zone: 'graveyard' }, min: 0, max: 3, together: 'sameOwner' }]);
    expect(result('Famished Ghoul').card?.abilities?.[0]?.targets).toEqual([{ what: { zone: 'graveyard' }, min: 0, max: 2, together: 'sameOwner' }]);
    const game = gameOf({
      players: [{ id: ALICE, manaPool: [...POOL], graveyard: [{ card: 'Grizzly Bears', id: 'a1' }] }, { id: BOB, graveyard: [{ card: 'Hill Giant', id: 'b1' }, { card: 'Island', id: 'b2' }] }],
      battlefield: [{ card: 'Rag Dealer', id: 'dealer', controller: ALICE }],
      turn: ALICE_MAIN,
    }, library);
    const activate = (targets: string[]) => {
      const actor = createActor(activationMachine, { input: { game, cards: library } }).start();
      expect(dispatch(actor, { type: 'ACTIVATE', player: ALICE, source: 'dealer', ability: 0 })).toBeNull();
      return dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [targets] });
    };
    expect(activate(['a1', 'b2'])).toMatchObject(ILLEGAL);
    expect(activate(['b1', 'b2'])).toBeNull();
  });
});

describe('601.2c: "controlled by the same player", "controlled by different players"', () => {
  it('601.2c: "Choose two target creatures controlled by the same player" (Barrin\'s Spite): both Bob\'s, not one of each', () => {
    expectCompiled('Barrin\'s Spite', { manaCost: '{2}{U}{B}', types: ['Sorcery'], targets: [{ what: { types: ['Creature'] }, count: 2, together: 'sameController' }] });
    const game = board('Barrin\'s Spite', creatures(['b1c', BOB], ['b2c', BOB], ['a1c', ALICE]));
    expect(cast(game, ['b1c', 'b2c'])).toBeNull();
    expect(cast(game, ['b1c', 'a1c'])).toMatchObject(ILLEGAL);
    expect(result('Incriminate').card?.targets).toEqual([{ what: { types: ['Creature'] }, count: 2, together: 'sameController' }]);
  });

  it('601.2c: with no player controlling two creatures there is no legal choice, so the spell can\'t be cast', () => {
    const refusal = cast(board('Barrin\'s Spite', creatures(['b1c', BOB], ['a1c', ALICE])), []);
    expect(refusal).toMatchObject({ rule: '601.2c' });
  });

  it('601.2c: "Choose two target creatures controlled by different players" (Run Away Together): one of each, not two of Bob\'s', () => {
    expectCompiled('Run Away Together', { manaCost: '{1}{U}', types: ['Instant'], targets: [{ what: { types: ['Creature'] }, count: 2, together: 'differentControllers' }] });
    const game = board('Run Away Together', creatures(['b1c', BOB], ['b2c', BOB], ['a1c', ALICE]));
    expect(cast(game, ['b1c', 'a1c'])).toBeNull();
    expect(cast(game, ['b1c', 'b2c'])).toMatchObject({ ...ILLEGAL, message: expect.stringMatching(/different players/) });
    const castable = castActor(board('Run Away Together', creatures(['b1c', BOB], ['b2c', BOB])), library);
    const refused = dispatch(castable, { type: 'CAST', player: ALICE, card: 'spell' });
    expect(refused ?? ctx(castable).refusal).toMatchObject({ rule: '601.2c' });
  });
});

describe('601.2c: the "together" field of a target word', () => {
  const card = (word: Record<string, unknown>) => cardSchema.safeParse({ name: 'Test', manaCost: '{B}', types: ['Sorcery'], targets: [word] });
  it('601.2c: only objects share an owner or controller, and a word needs room for two targets', () => {
    expect(card({ what: { anyOf: [{ player: 'any' }, { types: ['Creature'] }] }, count: 2, together: 'sameController' }).error?.issues[0]?.message).toMatch(/CR 601\.2c/);
    expect(card({ what: { types: ['Creature'] }, count: 1, together: 'sameController' }).success).toBe(false);
    expect(card({ what: { types: ['Creature'] }, count: 2, together: 'sameController' }).success).toBe(true);
  });
});

