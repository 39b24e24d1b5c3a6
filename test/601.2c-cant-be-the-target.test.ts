/**
 * CR 601.2c: "can't be the target of …" static abilities (`untargetable`): a permanent no
 * spell of a kind (and, with "or abilities", no ability from such a source) may target,
 * printed on its own card ("~ can't be the target of Aura spells") or given by a static
 * ability of another permanent (CR 613: "Enchanted creature can't be the target of spells").
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { legalTargets } from '../src/casting/targets.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, accept, ctx, refuse } from './cast-helpers.js';
import { players } from './step-fixtures.js';

const bear = { manaCost: '{1}{W}', types: ['Creature' as const], power: 2, toughness: 2 };
const cards = libraryWith(
  { ...bear, name: 'Aura-Proof Bear', untargetable: [{ quality: { subtypes: ['Aura'] } }] },
  { ...bear, name: 'Paladin Bear', untargetable: [{ quality: { colors: ['B', 'R'] }, opponents: true }] },
  { ...bear, name: 'Firewalker Bear', untargetable: [{ quality: { colors: ['R'] }, by: 'spellsAndAbilities' }] },
  { name: 'Test Rod', manaCost: '{3}', types: ['Artifact'], abilities: [{ cost: [{ kind: 'tapSelf' }], targets: [{ filter: 'any' }], text: '{T}: Test Rod deals 1 damage to any target.' }], text: '{T}: Test Rod deals 1 damage to any target.' },
  { name: 'Test Ward', manaCost: '{W}', types: ['Enchantment'], subtypes: ['Aura'], targets: [{ filter: 'creature' }], grants: [{ untargetable: { by: 'abilities', quality: { types: ['Artifact'] } }, attached: true }], text: "Enchant creature. Enchanted creature can't be the target of abilities from artifact sources." },
  { name: 'Test Cloak', manaCost: '{U}', types: ['Enchantment'], subtypes: ['Aura'], targets: [{ filter: 'creature' }], text: 'Enchant creature.' },
  { name: 'Test Shield', manaCost: '{1}{W}', types: ['Enchantment'], subtypes: ['Aura'], targets: [{ filter: 'creature' }], grants: [{ untargetable: {}, attached: true }], text: "Enchant creature. Enchanted creature can't be the target of spells." },
  { name: 'Test Plax', manaCost: '{2}{G}', types: ['Enchantment'], subtypes: ['Aura'], targets: [{ filter: 'creature' }], grants: [{ untargetable: { by: 'spellsAndAbilities', opponents: true }, attached: true }], text: "Enchant creature. Enchanted creature can't be the target of spells or abilities your opponents control." },
);

function game(spec: Partial<GameSpecInput>): GameState {
  return gameOf({ players: players({ hand: ['Lightning Bolt', 'Giant Growth', 'Test Cloak'] }), turn: ALICE_MAIN, ...spec }, cards);
}

/** Casts `card` as Alice and answers the CHOOSE_TARGETS of `target`: the refusal, or null when accepted. */
function targetWith(state: GameState, card: string, target: string) {
  const actor = castActor(state, cards);
  accept(actor, { type: 'CAST', player: ALICE, card });
  const event: CastEventInput = { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[target]] };
  return dispatch(actor, event);
}

describe('601.2c: "can\'t be the target of" on the permanent itself', () => {
  it('601.2c: "~ can\'t be the target of Aura spells" refuses an Aura spell, citing 601.2c, and leaves the game as it was', () => {
    const state = game({ battlefield: [{ card: 'Aura-Proof Bear', controller: BOB }, { card: 'Grizzly Bears', controller: BOB }] });
    const actor = castActor(state, cards);
    accept(actor, { type: 'CAST', player: ALICE, card: 'test-cloak' });
    const before = ctx(actor).game;
    const refusal = refuse(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['aura-proof-bear']] });
    expect(refusal).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
    expect(refusal.message).toContain("can't be the target of Aura spells");
    expect(ctx(actor).game).toBe(before);
  });

  it('601.2c: a spell without the quality may target it (Giant Growth is no Aura)', () => {
    const state = game({ battlefield: [{ card: 'Aura-Proof Bear', controller: BOB }] });
    expect(targetWith(state, 'giant-growth', 'aura-proof-bear')).toBeNull();
  });

  it('601.2c: "black or red spells your opponents control" refuses an opponent\'s red spell, not a green one, and not its controller\'s own red spell', () => {
    const theirs = game({ battlefield: [{ card: 'Paladin Bear', controller: BOB }] });
    expect(targetWith(theirs, 'lightning-bolt', 'paladin-bear')).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
    expect(targetWith(theirs, 'giant-growth', 'paladin-bear')).toBeNull();
    const own = game({ battlefield: [{ card: 'Paladin Bear', controller: ALICE }] });
    expect(targetWith(own, 'lightning-bolt', 'paladin-bear')).toBeNull();
  });

  it('601.2c: "red spells or abilities from red sources": an ability of a red source is refused and left out of the legal targets', () => {
    const state = game({ battlefield: [{ card: 'Prodigal Pyromancer', controller: ALICE }, { card: 'Firewalker Bear', controller: BOB }, { card: 'Grizzly Bears', controller: BOB }] });
    const actor = createActor(activationMachine, { input: { game: state, cards } }).start();
    expect(dispatch(actor, { type: 'ACTIVATE', player: ALICE, source: 'prodigal-pyromancer', ability: 0 })).toBeNull();
    const ability = actor.getSnapshot().context.game.stack.at(-1)!;
    expect(dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['firewalker-bear']] })).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
    expect(legalTargets(actor.getSnapshot().context.game, cards, ability, { what: [{ types: ['Creature'] }] })).toEqual(['prodigal-pyromancer', 'grizzly-bears']);
  });
});

describe('601.2c, 613: "can\'t be the target of" given to the enchanted creature', () => {
  const attached = (aura: string): Partial<GameSpecInput> => ({
    battlefield: [
      { card: 'Prodigal Pyromancer', controller: ALICE },
      { card: 'Grizzly Bears', id: 'shielded', controller: ALICE },
      { card: 'Grizzly Bears', id: 'bare', controller: ALICE },
      { card: aura, controller: ALICE, attachedTo: 'shielded' },
    ],
  });

  it('601.2c: "Enchanted creature can\'t be the target of spells" binds every player\'s spells, reaches only the enchanted creature, and lets abilities target it', () => {
    const state = game(attached('Test Shield'));
    expect(targetWith(state, 'giant-growth', 'shielded')).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
    expect(targetWith(state, 'giant-growth', 'bare')).toBeNull();
    const actor = createActor(activationMachine, { input: { game: state, cards } }).start();
    expect(dispatch(actor, { type: 'ACTIVATE', player: ALICE, source: 'prodigal-pyromancer', ability: 0 })).toBeNull();
    expect(dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['shielded']] })).toBeNull();
  });

  it('601.2c: "spells or abilities your opponents control" binds opponents only: its controller targets it, an opponent\'s ability may not', () => {
    const mine = game(attached('Test Plax'));
    expect(targetWith(mine, 'giant-growth', 'shielded')).toBeNull();
    const theirs = game({ battlefield: [{ card: 'Prodigal Pyromancer', controller: ALICE }, { card: 'Grizzly Bears', id: 'shielded', controller: BOB }, { card: 'Test Plax', controller: BOB, attachedTo: 'shielded' }] });
    expect(targetWith(theirs, 'lightning-bolt', 'shielded')).toMatchObject({ rule: '601.2c' });
    const actor = createActor(activationMachine, { input: { game: theirs, cards } }).start();
    expect(dispatch(actor, { type: 'ACTIVATE', player: ALICE, source: 'prodigal-pyromancer', ability: 0 })).toBeNull();
    expect(dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['shielded']] })).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
  });

  it('601.2c: "can\'t be the target of abilities from artifact sources" refuses an artifact\'s ability, not a creature\'s ability nor a spell', () => {
    const state = game({ battlefield: [{ card: 'Test Rod', controller: ALICE }, ...attached('Test Ward').battlefield!] });
    const rod = createActor(activationMachine, { input: { game: state, cards } }).start();
    expect(dispatch(rod, { type: 'ACTIVATE', player: ALICE, source: 'test-rod', ability: 0 })).toBeNull();
    const refusal = dispatch(rod, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['shielded']] });
    expect(refusal).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
    expect(refusal!.message).toContain('abilities from artifact sources');
    const pyromancer = createActor(activationMachine, { input: { game: state, cards } }).start();
    expect(dispatch(pyromancer, { type: 'ACTIVATE', player: ALICE, source: 'prodigal-pyromancer', ability: 0 })).toBeNull();
    expect(dispatch(pyromancer, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['shielded']] })).toBeNull();
    expect(targetWith(state, 'giant-growth', 'shielded')).toBeNull();
  });
});
