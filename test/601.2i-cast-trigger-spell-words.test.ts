/**
 * CR 601.2i, 105.2: cast triggers whose spell filter says more than types and colours: the
 * colour or creature type chosen as the permanent entered ("a spell of the chosen color",
 * "a creature spell of the chosen type"), and every one of several colours ("a spell that's
 * both white and black"; a hybrid {W/B} spell is both, CR 105.2, 202.2).
 */
import { describe, expect, it } from 'vitest';
import type { CardInput } from '../src/cards/schema.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';

const watcher = (name: string, spells: object): CardInput => ({ name, manaCost: '{3}', types: ['Artifact'], triggers: [{ on: 'cast', spells: { controller: 'you', ...spells }, text: `${name}: gain 1 life.` }] }) as CardInput;
const creature = (name: string, manaCost: string, subtypes: string[]): CardInput => ({ name, manaCost, types: ['Creature'], subtypes, power: 1, toughness: 1 });

const cards = libraryWith(
  watcher('Color Watcher', { chosen: 'color' }),
  watcher('Type Watcher', { types: ['Creature'], chosen: 'creatureType' }),
  watcher('Orzhov Watcher', { allColors: ['W', 'B'] }),
  creature('Red Goblin', '{R}', ['Goblin']),
  creature('White Elf', '{W}', ['Elf']),
  creature('Hybrid Spirit', '{W/B}', ['Spirit']),
  creature('Orzhov Spirit', '{W}{B}', ['Spirit']),
);

/** Alice casts `card` with `watchers` on the battlefield; the sources of the triggers released. */
function triggered(battlefield: GameSpecInput['battlefield'], card: string, hybrid: ('W' | 'B')[] = []): string[] {
  const game = gameOf({ players: [{ id: 'alice', hand: [card], manaPool: ['W', 'B', 'R'] }, { id: 'bob' }], battlefield, turn: ALICE_MAIN }, cards);
  const actor = castActor(game, cards);
  accept(actor, { type: 'CAST', player: 'alice', card: game.players[0]!.hand[0]!.id });
  if (hybrid.length > 0) accept(actor, { type: 'CHOOSE_HYBRID', player: 'alice', choices: hybrid });
  accept(actor, { type: 'PAY', player: 'alice', mana: 'auto' });
  expect(outcome(actor)).toBe('cast');
  return ctx(actor).triggers.map((t) => t.source);
}

describe('601.2i: "a spell of the chosen color / creature type"', () => {
  it('601.2i, 105.2: with red chosen, a red spell triggers it and a white one does not; with no colour chosen nothing does', () => {
    const red = [{ card: 'Color Watcher', controller: 'alice', id: 'watcher', chosen: { color: 'R' as const } }];
    expect(triggered(red, 'Red Goblin')).toEqual(['watcher']);
    expect(triggered(red, 'White Elf')).toEqual([]);
    expect(triggered([{ card: 'Color Watcher', controller: 'alice', id: 'watcher' }], 'Red Goblin')).toEqual([]);
  });

  it('601.2i, 205.3m: with Goblin chosen, a Goblin creature spell triggers it and an Elf does not', () => {
    const goblin = [{ card: 'Type Watcher', controller: 'alice', id: 'watcher', chosen: { creatureType: 'Goblin' } }];
    expect(triggered(goblin, 'Red Goblin')).toEqual(['watcher']);
    expect(triggered(goblin, 'White Elf')).toEqual([]);
  });
});

describe('105.2: "a spell that\'s both white and black"', () => {
  const battlefield = [{ card: 'Orzhov Watcher', controller: 'alice', id: 'watcher' }];

  it('105.2, 202.2: a {W}{B} spell and a hybrid {W/B} spell are both colours and trigger it; a white spell does not', () => {
    expect(triggered(battlefield, 'Orzhov Spirit')).toEqual(['watcher']);
    expect(triggered(battlefield, 'Hybrid Spirit', ['B'])).toEqual(['watcher']);
    expect(triggered(battlefield, 'White Elf')).toEqual([]);
  });
});
