/**
 * CR 609.4b: "spend mana as though it were mana of any color" changes only how a cost may be
 * paid, not the cost nor the mana spent. Chromatic Orrery lets its controller spend all their
 * mana that way on anything; Quicksilver Elemental only blue mana, and only on the activation
 * costs of its own abilities.
 */
import { describe, it, expect } from 'vitest';
import { createActor } from 'xstate';
import { sendToSession, sessionMachine } from '../machines/session.js';
import { canPayTotalCost } from '../src/costs/payability.js';
import { canPayMana, solveManaPayment } from '../src/mana/solver.js';
import { NO_MANA } from '../src/mana/symbols.js';
import { modelledFeatures } from '../src/cards/describe.js';
import { anyColorRules } from '../src/cards/restrictions.js';
import { createCardLibrary } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, accept, ctx, locked, where } from './cast-helpers.js';

const ability = (mana: string) => ({ cost: [{ kind: 'mana' as const, mana }], text: `${mana}: Nothing happens.` });
const cards = libraryWith(
  // Quicksilver Elemental's static on a card whose own ability costs {R}{1} (the real card's own ability costs {U}).
  {
    name: 'Test Mimic',
    manaCost: '{3}{U}',
    types: ['Creature'],
    subtypes: ['Shapeshifter'],
    power: 2,
    toughness: 2,
    restrictions: [{ kind: 'spendAsAnyColor', mana: ['U'], ownAbilities: true }],
    abilities: [ability('{1}{R}')],
    text: "{1}{R}: Nothing happens. You may spend blue mana as though it were mana of any color to pay the activation costs of Test Mimic's abilities.",
  },
  { name: 'Test Idol', manaCost: '{2}', types: ['Artifact'], abilities: [ability('{R}')], text: '{R}: Nothing happens.' },
  { name: 'Test Red Charm', manaCost: '{R}', types: ['Instant'], text: 'A {R} instant.' },
);

const game = (spec: Omit<GameSpecInput, 'turn'>): GameState => gameOf({ turn: ALICE_MAIN, ...spec }, cards);
const on = (card: string, extra: object = {}) => ({ card, controller: ALICE, ...extra });

function activate(g: GameState, source: string) {
  const s = createActor(sessionMachine, { input: { game: g, cards } }).start();
  const refusals = [sendToSession(s, { type: 'ACTIVATE', player: ALICE, source, ability: 0 }), sendToSession(s, { type: 'PAY', player: ALICE })];
  return { refusals, last: s.getSnapshot().context.last, game: s.getSnapshot().context.game };
}

describe('CR 609.4b: the solver', () => {
  const island = { id: 'island', produces: ['U' as const], amount: 1, snow: false, inPool: false };
  const rule = { types: ['U' as const], costOnly: true };
  it('609.4b: blue mana pays {R} under a rule for blue mana, and is still blue; green mana is not covered', () => {
    const solution = solveManaPayment({ ...NO_MANA, R: 1 }, [island], { anyColor: [rule] });
    expect(solution?.uses).toEqual([{ sourceId: 'island', type: 'U', pays: 'R' }]);
    expect(canPayMana({ ...NO_MANA, R: 1 }, [{ ...island, produces: ['G'] }], { anyColor: [rule] })).toBe(false);
    // {C} is paid only with colourless mana, whatever the rule (it is "any colour", not "any type").
    expect(canPayMana({ ...NO_MANA, C: 1 }, [island], { anyColor: [rule] })).toBe(false);
  });
  it("609.4b: a rule for the cost only doesn't pay a chain source's cost (a Signet's {R} here)", () => {
    const signet = { id: 'signet#0', produces: ['W' as const, 'U' as const], amount: 2, snow: false, inPool: false, mana: ['W' as const, 'U' as const], cost: { ...NO_MANA, R: 1 } };
    expect(canPayMana({ ...NO_MANA, W: 1, U: 1 }, [island, signet], { anyColor: [rule] })).toBe(false);
    expect(canPayMana({ ...NO_MANA, W: 1, U: 1 }, [island, signet], { anyColor: [{ ...rule, costOnly: false }] })).toBe(true);
  });
});

describe('CR 609.4b: Quicksilver Elemental — blue mana as though any colour, on its own abilities', () => {
  it('609.4b: two Islands pay {1}{R} of its own ability', () => {
    const g = game({ players: [{ id: ALICE }, { id: BOB }], battlefield: [on('Test Mimic', { id: 'mimic' }), on('Island', { id: 'i1' }), on('Island', { id: 'i2' })] });
    const done = activate(g, 'mimic');
    expect(done.refusals).toEqual([null, null]);
    expect(done.last?.outcome).toBe('activated');
    expect(done.game.battlefield.filter((p) => p.tapped).map((p) => p.id).sort()).toEqual(['i1', 'i2']);
  });

  it('609.4b: only blue mana: a Forest and an Island can\'t pay {1}{R}', () => {
    const g = game({ players: [{ id: ALICE }, { id: BOB }], battlefield: [on('Test Mimic', { id: 'mimic' }), on('Forest', { id: 'forest' }), on('Island', { id: 'island' })] });
    // The Island pays {R}, the Forest {1}: that works. Two Forests don't.
    expect(activate(g, 'mimic').last?.outcome).toBe('activated');
    const forests = game({ players: [{ id: ALICE }, { id: BOB }], battlefield: [on('Test Mimic', { id: 'mimic' }), on('Forest', { id: 'f1' }), on('Forest', { id: 'f2' })] });
    expect(activate(forests, 'mimic').last?.refusal).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
  });

  it("609.4b: only its own abilities: blue mana can't pay another permanent's {R}, nor a spell's", () => {
    const g = game({ players: [{ id: ALICE, hand: [{ card: 'Test Red Charm', id: 'charm' }] }, { id: BOB }], battlefield: [on('Test Mimic', { id: 'mimic' }), on('Test Idol', { id: 'idol' }), on('Island', { id: 'island' })] });
    expect(activate(g, 'idol').last?.refusal).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
    const actor = castActor(g, cards);
    accept(actor, { type: 'CAST', player: ALICE, card: 'charm' });
    expect(where(actor)).toBe('casting.activatingMana');
    const { game: now } = ctx(actor);
    expect(canPayTotalCost(now, cards, ALICE, locked(actor), 'Test Red Charm')).toBe(false);
  });

  it("609.4b: it binds only its controller and its own abilities: Bob's Island doesn't pay his Idol's {R}", () => {
    const g = game({ players: [{ id: ALICE }, { id: BOB }], priority: BOB, battlefield: [on('Test Mimic', { id: 'mimic' }), { card: 'Test Idol', controller: BOB, id: 'idol' }, { card: 'Island', controller: BOB, id: 'island' }] });
    const s = createActor(sessionMachine, { input: { game: g, cards } }).start();
    expect(sendToSession(s, { type: 'ACTIVATE', player: BOB, source: 'idol', ability: 0 })).toBeNull();
    sendToSession(s, { type: 'PAY', player: BOB });
    expect(s.getSnapshot().context.last?.refusal).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
    // Alice's Mimic with Alice's Island: paid.
    const mine = game({ players: [{ id: ALICE }, { id: BOB }], battlefield: [on('Test Mimic', { id: 'mimic' }), on('Island', { id: 'i1' }), on('Island', { id: 'i2' })] });
    expect(activate(mine, 'mimic').last?.outcome).toBe('activated');
  });

  it('609.4b: the real card loads, says what it does, and its {U} ability is paid by an Island', () => {
    const g = gameOf({ turn: ALICE_MAIN, players: [{ id: ALICE }, { id: BOB }], battlefield: [on('Quicksilver Elemental', { id: 'qe' }), on('Island', { id: 'island' }), on('Grizzly Bears', { id: 'bears' })] });
    const s = createActor(sessionMachine, { input: { game: g } }).start();
    expect(sendToSession(s, { type: 'ACTIVATE', player: ALICE, source: 'qe', ability: 0 })).toBeNull();
    expect(sendToSession(s, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['bears']] })).toBeNull();
    expect(sendToSession(s, { type: 'PAY', player: ALICE })).toBeNull();
    expect(s.getSnapshot().context.last?.outcome).toBe('activated');
    expect(modelledFeatures(cards['Test Mimic']!)).toContain("609.4b: its controller may spend blue mana as though it were mana of any colour to pay the activation costs of this card's abilities");
  });

  it('609.4b: permanents that give the same permission give it once, so what the solver is told stays the size of the permissions, not the board', () => {
    const mimics = Array.from({ length: 6 }, (_, i) => on('Test Mimic', { id: `mimic${i}` }));
    const orreries = Array.from({ length: 6 }, (_, i) => on('Chromatic Orrery', { id: `orrery${i}` }));
    const g = game({ players: [{ id: ALICE }, { id: BOB }], battlefield: [...orreries, ...mimics, on('Island', { id: 'island' })] });
    const mimic = { kind: 'ability' as const, card: cards['Test Mimic']! };
    const all = ['W', 'U', 'B', 'R', 'G', 'C'];
    expect(anyColorRules(g, cards, ALICE, mimic)).toEqual([{ types: all, costOnly: false }, { types: ['U'], costOnly: true }]);
    expect(anyColorRules(g, cards, ALICE, null)).toEqual([{ types: all, costOnly: false }]);
    expect(anyColorRules(g, cards, BOB, null)).toEqual([]);
    // Six Mimics still let one Island pay the Mimic's {R}, and only that (609.4b).
    const few = game({ players: [{ id: ALICE }, { id: BOB }], battlefield: [...mimics, on('Island', { id: 'i1' }), on('Island', { id: 'i2' })] });
    expect(anyColorRules(few, cards, ALICE, mimic)).toEqual([{ types: ['U'], costOnly: true }]);
    expect(activate(few, 'mimic0').last?.outcome).toBe('activated');
  });

  it("609.4b: a mana type the static doesn't list is refused at load", () => {
    expect(() => createCardLibrary([{ name: 'Bad', types: ['Artifact'], restrictions: [{ kind: 'spendAsAnyColor', mana: ['X'] }], text: 'x' }])).toThrow(/restrictions.*0.*mana/s);
  });
});
