/** CR 601.2f: the total cost is determined and locked. */
import { describe, it, expect } from 'vitest';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { ALICE, BOB, accept, acceptAll, locked, lockedMana } from './cast-helpers.js';
import { players } from './step-fixtures.js';

describe('601.2f: the total cost is determined and locked', () => {
  const lockFor = (card: string, battlefield: { card: string; controller: string }[], targets?: string[][]) => {
    const game = gameOf({ players: players({ hand: [card] }), battlefield, turn: ALICE_MAIN });
    const actor = castActor(game);
    const id = game.players[0]!.hand[0]!.id;
    accept(actor, { type: 'CAST', player: ALICE, card: id });
    if (targets) accept(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets });
    return actor;
  };

  it('601.2f: Thalia and Sphere of Resistance both increase a noncreature spell: Lightning Bolt costs {2}{R}', () => {
    const actor = lockFor('Lightning Bolt', [
      { card: 'Thalia, Guardian of Thraben', controller: BOB },
      { card: 'Sphere of Resistance', controller: BOB },
    ], [[BOB]]);
    expect(lockedMana(actor)).toBe('{2}{R}');
    expect(locked(actor).changes.map((c) => [c.card, c.change, c.applied])).toEqual([
      ['Thalia, Guardian of Thraben', 'increase', 1],
      ['Sphere of Resistance', 'increase', 1],
    ]);
  });

  it("601.2f: Thalia doesn't increase a creature spell; Sphere does", () => {
    const actor = lockFor('Grizzly Bears', [
      { card: 'Thalia, Guardian of Thraben', controller: BOB },
      { card: 'Sphere of Resistance', controller: BOB },
    ]);
    expect(lockedMana(actor)).toBe('{2}{G}');
  });

  it('601.2f: Thunderscape Familiar reduces its controller\'s green spell: Grizzly Bears costs {G}', () => {
    const actor = lockFor('Grizzly Bears', [{ card: 'Thunderscape Familiar', controller: ALICE }]);
    expect(lockedMana(actor)).toBe('{G}');
  });

  it("601.2f: Thunderscape Familiar reduces its controller's black spell: Divination is blue and isn't, Altar's Reap is black and is", () => {
    expect(lockedMana(lockFor('Divination', [{ card: 'Thunderscape Familiar', controller: ALICE }]))).toBe('{2}{U}');
    expect(lockedMana(lockFor("Altar's Reap", [{ card: 'Thunderscape Familiar', controller: ALICE }]))).toBe('{B}');
  });

  it('601.2f: Thunderscape Familiar reduces a green-white hybrid spell (Kitchen Finks is green)', () => {
    const game = gameOf({ players: players({ hand: ['Kitchen Finks'] }), battlefield: [{ card: 'Thunderscape Familiar', controller: ALICE }], turn: ALICE_MAIN });
    const actor = castActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'kitchen-finks' },
      { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['W', 'W'] },
    ]);
    expect(lockedMana(actor)).toBe('{W}{W}');
  });

  it("601.2f: Thunderscape Familiar doesn't reduce red spells", () => {
    const actor = lockFor('Hill Giant', [{ card: 'Thunderscape Familiar', controller: ALICE }]);
    expect(lockedMana(actor)).toBe('{3}{R}');
  });

  it("601.2f: an opponent's Thunderscape Familiar doesn't reduce the caster's spells", () => {
    const actor = lockFor('Grizzly Bears', [{ card: 'Thunderscape Familiar', controller: BOB }]);
    expect(lockedMana(actor)).toBe('{1}{G}');
    expect(locked(actor).changes).toEqual([]);
  });

  it('601.2f: Goblin Electromancer reduces instants and sorceries its controller casts, not creatures', () => {
    expect(lockedMana(lockFor('Divination', [{ card: 'Goblin Electromancer', controller: ALICE }]))).toBe('{1}{U}');
    expect(lockedMana(lockFor('Grizzly Bears', [{ card: 'Goblin Electromancer', controller: ALICE }]))).toBe('{1}{G}');
  });

  it('601.2f: Helm of Awakening reduces anyone\'s spells, but never below {0}', () => {
    const bears = lockFor('Grizzly Bears', [{ card: 'Helm of Awakening', controller: BOB }]);
    expect(lockedMana(bears)).toBe('{G}');
    const memnite = lockFor('Memnite', [{ card: 'Helm of Awakening', controller: BOB }, { card: 'Helm of Awakening', controller: ALICE }]);
    expect(lockedMana(memnite)).toBe('{0}');
    expect(locked(memnite).mana.generic).toBe(0);
    expect(locked(memnite).changes.map((c) => c.applied)).toEqual([0, 0]);
  });

  it('601.2f: reductions never take the mana cost below {0}, and never reduce a coloured part', () => {
    const bolt = lockFor('Lightning Bolt', [
      { card: 'Helm of Awakening', controller: BOB },
      { card: 'Helm of Awakening', controller: ALICE },
    ], [[BOB]]);
    expect(lockedMana(bolt)).toBe('{R}');
    const bears = lockFor('Grizzly Bears', [
      { card: 'Thunderscape Familiar', controller: ALICE },
      { card: 'Helm of Awakening', controller: BOB },
    ]);
    expect(lockedMana(bears)).toBe('{G}');
    expect(locked(bears).changes.map((c) => c.applied)).toEqual([1, 0]);
  });

  it('601.2f: increases are added before reductions are taken: Sphere plus Helm leaves Lightning Bolt at {R}', () => {
    const actor = lockFor('Lightning Bolt', [
      { card: 'Helm of Awakening', controller: BOB },
      { card: 'Sphere of Resistance', controller: BOB },
    ], [[BOB]]);
    expect(lockedMana(actor)).toBe('{R}');
  });

  it("601.2f: a generic reduction doesn't touch {S}: Icehide Golem still costs {S} under Helm of Awakening", () => {
    const actor = lockFor('Icehide Golem', [{ card: 'Helm of Awakening', controller: BOB }]);
    expect(lockedMana(actor)).toBe('{S}');
    expect(locked(actor).mana).toMatchObject({ generic: 0, S: 1 });
  });

  it('601.2f: the additional cost is part of the total cost', () => {
    const actor = lockFor("Altar's Reap", [{ card: 'Grizzly Bears', controller: ALICE }]);
    expect(lockedMana(actor)).toBe('{1}{B}');
    expect(locked(actor).actions).toEqual([{ kind: 'sacrifice', what: { types: ['Creature'] }, count: 1 }]);
  });

  it('601.2f: the locked total cost is frozen', () => {
    const actor = lockFor('Hill Giant', [{ card: 'Sphere of Resistance', controller: BOB }]);
    const cost = locked(actor);
    expect(Object.isFrozen(cost)).toBe(true);
    expect(Object.isFrozen(cost.mana)).toBe(true);
    expect(Object.isFrozen(cost.changes)).toBe(true);
    expect(Object.isFrozen(cost.actions)).toBe(true);
  });
});
