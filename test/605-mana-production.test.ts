/**
 * CR 106, 605, 602.2b, 601.2g–h, 106.6, 609.4b, 733.1: mana abilities of card format v2 with
 * real cards — fixed combinations (Signets, bounce lands), one of several (filter lands, "{W}
 * or {U}"), any combination (Smokebraider, Terrarion), mana in the cost (Signets, Prismatic
 * Lens), spending restrictions (Mishra's Workshop, Somberwald Sage, Cavern of Souls, Eldrazi
 * Temple) and Chromatic Orrery.
 */
import { describe, it, expect } from 'vitest';
import { activateManaAbilityPaying } from '../src/mana-abilities/activate-mana.js';
import { activateManaAbility } from '../src/mana-abilities/mana-abilities.js';
import { createCardLibrary } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, accept, canPayLocked, castToMana as castToManaWith, ctx, outcome, player, refuse } from './cast-helpers.js';

const cards = libraryWith(
  { name: 'Test Azorius Charm', manaCost: '{W}{U}', types: ['Instant'], text: 'A {W}{U} instant.' },
  { name: 'Test Esper Charm', manaCost: '{W}{U}{B}', types: ['Instant'], text: 'A {W}{U}{B} instant.' },
  { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2, text: 'A bear.' },
  { name: 'Test Golem', manaCost: '{3}', types: ['Artifact', 'Creature'], subtypes: ['Golem'], power: 3, toughness: 3, text: 'A golem.' },
  { name: 'Test Relic', manaCost: '{3}', types: ['Instant'], text: 'A {3} instant.' },
  { name: 'Test Convoke Relic', manaCost: '{3}', types: ['Instant'], keywords: ['convoke'], text: 'A {3} instant with convoke.' },
  { name: 'Test Drone', manaCost: '{2}', types: ['Creature'], subtypes: ['Eldrazi', 'Drone'], power: 2, toughness: 2, text: 'A colourless Eldrazi.' },
  { name: 'Test Blue Drone', manaCost: '{2}{U}', types: ['Creature'], subtypes: ['Eldrazi', 'Drone'], power: 2, toughness: 1, text: 'A blue Eldrazi.' },
  { name: 'Test Growth', manaCost: '{G}', types: ['Instant'], text: 'A {G} instant.' },
  {
    name: 'Test Combiner',
    types: ['Artifact'],
    manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { combination: ['R', 'G'], amount: 2 } }],
    text: '{T}: Add two mana in any combination of {R} and/or {G}.',
  },
);

const game = (spec: Omit<GameSpecInput, 'turn'>): GameState => gameOf({ turn: ALICE_MAIN, ...spec }, cards);
const alice = (extra: object = {}) => [{ id: ALICE, ...extra }, { id: BOB }];
const on = (card: string, extra: object = {}) => ({ card, controller: ALICE, ...extra });
const pool = (g: GameState) => player(g, ALICE).manaPool.map((u) => u.type).join('');

const castToMana = (g: GameState, card: string) => castToManaWith(g, cards, card);
const canPay = (actor: ReturnType<typeof castToMana>) => canPayLocked(actor, cards);

describe('CR 106.1, 605.3: what a mana ability makes', () => {
  it('106.1: a bounce land adds {U}{B} at once; asked for {U}{U} it refuses', () => {
    const g = game({ players: alice(), battlefield: [on('Dimir Aqueduct', { id: 'aqueduct' })] });
    const made = activateManaAbilityPaying(g, cards, ALICE, 'aqueduct', 0);
    expect(made.ok && pool(made.value.game)).toBe('UB');
    const wrong = activateManaAbilityPaying(g, cards, ALICE, 'aqueduct', 0, '{U}{U}');
    expect(!wrong.ok && wrong.refusal.rule).toBe('605.3');
  });
  it('106.1: "{W} or {U}" adds the one chosen; a filter land adds one of its three pairs', () => {
    const g = game({ players: alice({ manaPool: ['R'] }), battlefield: [on('Azorius Guildgate', { id: 'gate' }), on('Rugged Prairie', { id: 'prairie' })] });
    const gate = activateManaAbilityPaying(g, cards, ALICE, 'gate', 0, 'U');
    expect(gate.ok && pool(gate.value.game)).toBe('RU');
    const prairie = activateManaAbilityPaying(g, cards, ALICE, 'prairie', 1, '{R}{W}');
    expect(prairie.ok && pool(prairie.value.game)).toBe('RW');
    const bad = activateManaAbilityPaying(g, cards, ALICE, 'prairie', 1, '{R}{G}');
    expect(bad.ok).toBe(false);
  });
  it('106.1: "two mana in any combination of colors" adds {W}{B} from Smokebraider', () => {
    const g = game({ players: alice(), battlefield: [on('Smokebraider', { id: 'smoke' })] });
    const made = activateManaAbilityPaying(g, cards, ALICE, 'smoke', 0, '{W}{B}');
    expect(made.ok && pool(made.value.game)).toBe('WB');
  });
  it('106.1, 601.2g: auto payment of {G} activates a source of two mana in any combination for one: it makes the {G} and one more, which stays in the pool', () => {
    const g = game({ players: alice({ hand: ['Test Growth'] }), battlefield: [on('Test Combiner', { id: 'combiner' })] });
    const actor = castToMana(g, 'test-growth');
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.battlefield.find((p) => p.id === 'combiner')?.tapped).toBe(true);
    expect(pool(ctx(actor).game)).toHaveLength(1);
  });
  it('605.3: a card with mana {X} in a mana ability cost is refused at load with the path', () => {
    expect(() => createCardLibrary([{ name: 'Bad', types: ['Artifact'], manaAbilities: [{ cost: [{ kind: 'mana', mana: '{X}' }], produces: { mana: '{W}{U}' } }] }])).toThrow(/manaAbilities.*0.*cost.*0.*mana/s);
    expect(() => createCardLibrary([{ name: 'Bad', types: ['Artifact'], manaAbilities: [{ cost: [], produces: { mana: '{2}' } }] }])).toThrow(/produces/);
  });
});

describe('CR 602.2b, 601.2g–h: mana abilities whose cost includes mana', () => {
  it('601.2h: ACTIVATE_MANA of a Signet pays its {1} with the named pool mana', () => {
    const g = game({ players: alice({ manaPool: ['G'] }), battlefield: [on('Azorius Signet', { id: 'signet' })] });
    const unit = player(g, ALICE).manaPool[0]?.id as string;
    const made = activateManaAbilityPaying(g, cards, ALICE, 'signet', 0, undefined, [unit]);
    expect(made.ok && pool(made.value.game)).toBe('WU');
  });
  it("601.2h, 106.6: a Signet's {1} is paid by one unit named of any type, not by two, nor by one that may be spent only to cast creature spells; a filter land's {R/W} by red", () => {
    const restricted = { type: 'C', snow: false, spend: { spells: { types: ['Creature'] }, text: 'Spend this mana only to cast creature spells.' } };
    const g = game({ players: alice({ manaPool: ['G', 'R', restricted] }), battlefield: [on('Azorius Signet', { id: 'signet' })] });
    const [green, red, creatures] = player(g, ALICE).manaPool.map((u) => u.id);
    for (const unit of [green, red]) {
      const made = activateManaAbility(g, cards, ALICE, 'signet', 0, undefined, [unit!]);
      expect(made.ok && pool(made.value)).toBe(unit === green ? 'RCWU' : 'GCWU');
    }
    const two = activateManaAbility(g, cards, ALICE, 'signet', 0, undefined, [green!, red!]);
    expect(!two.ok && two.refusal).toMatchObject({ rule: '601.2h', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
    const kept = activateManaAbility(g, cards, ALICE, 'signet', 0, undefined, [creatures!]);
    expect(!kept.ok && kept.refusal).toMatchObject({ rule: '106.6', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
    // A filter land's {R/W} is no {1}: the red unit pays it, the green one doesn't.
    const filter = game({ players: alice({ manaPool: ['G', 'R'] }), battlefield: [on('Rugged Prairie', { id: 'prairie' })] });
    const [g2, r2] = player(filter, ALICE).manaPool.map((u) => u.id);
    expect(activateManaAbility(filter, cards, ALICE, 'prairie', 1, '{R}{W}', [r2!]).ok).toBe(true);
    const wrong = activateManaAbility(filter, cards, ALICE, 'prairie', 1, '{R}{W}', [g2!]);
    expect(!wrong.ok && wrong.refusal).toMatchObject({ rule: '601.2h', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
  });

  it('601.2h: a Signet with no mana to pay its {1} is refused and nothing changes', () => {
    const g = game({ players: alice(), battlefield: [on('Azorius Signet', { id: 'signet' })] });
    const made = activateManaAbilityPaying(g, cards, ALICE, 'signet', 0);
    expect(!made.ok && made.refusal).toMatchObject({ rule: '601.2h', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
  });
  it('601.2g: during a cast, ACTIVATE_MANA of a Signet taps a land for its {1}', () => {
    const g = game({ players: alice({ hand: ['Test Azorius Charm'] }), battlefield: [on('Swamp', { id: 'swamp' }), on('Azorius Signet', { id: 'signet' })] });
    const actor = castToMana(g, 'test-azorius-charm');
    accept(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'signet' });
    expect(pool(ctx(actor).game)).toBe('WU');
    expect(ctx(actor).game.battlefield.every((p) => p.tapped)).toBe(true);
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
  });
  it('601.2g: auto payment chains a land into a Signet ({W}{U}{B} from Swamp, Plains and Azorius Signet)', () => {
    const g = game({ players: alice({ hand: ['Test Esper Charm'] }), battlefield: [on('Swamp'), on('Plains'), on('Azorius Signet')] });
    const actor = castToMana(g, 'test-esper-charm');
    expect(canPay(actor)).toBe(true);
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
  });
  it("601.2g: Plains and a Dimir Signet can't pay {W}{U}: the Signet's {1} would take the {W}", () => {
    const g = game({ players: alice({ hand: ['Test Azorius Charm'] }), battlefield: [on('Plains'), on('Dimir Signet')] });
    const actor = castToMana(g, 'test-azorius-charm');
    expect(canPay(actor)).toBe(false);
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).game).toEqual(g);
  });
  it('601.2g: a filter land pays its {R/W} with a Mountain and makes {W}{W}', () => {
    const g = game({ players: alice({ hand: ['Test Azorius Charm'] }), battlefield: [on('Mountain'), on('Rugged Prairie'), on('Island')] });
    const actor = castToMana(g, 'test-azorius-charm');
    expect(canPay(actor)).toBe(true);
  });
  it("702.51a, 601.2g: a creature tapped for convoke pays the spell, never a Signet's {1}", () => {
    const fed = game({ players: alice({ hand: ['Test Convoke Relic'] }), battlefield: [on('Plains'), on('Azorius Signet'), on('Test Bear')] });
    const actor = castToMana(fed, 'test-convoke-relic');
    expect(canPay(actor)).toBe(true);
    accept(actor, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(actor)).toBe('cast');
    const unfed = game({ players: alice({ hand: ['Test Convoke Relic'] }), battlefield: [on('Azorius Signet'), on('Test Bear'), on('Test Bear')] });
    expect(canPay(castToMana(unfed, 'test-convoke-relic'))).toBe(false);
  });
  it('733.1: kept, a Signet and the land that paid for it stay tapped and its mana stays; reversed, all is as before', () => {
    const g = game({ players: alice({ hand: ['Test Esper Charm'] }), battlefield: [on('Swamp', { id: 'swamp' }), on('Azorius Signet', { id: 'signet' })] });
    const keep = castToMana(g, 'test-esper-charm');
    accept(keep, { type: 'ACTIVATE_MANA', player: ALICE, source: 'signet' });
    accept(keep, { type: 'CANCEL', player: ALICE, keepMana: true });
    expect(pool(ctx(keep).game)).toBe('WU');
    expect(ctx(keep).game.battlefield.every((p) => p.tapped)).toBe(true);
    expect(player(ctx(keep).game, ALICE).hand.map((c) => c.card)).toEqual(['Test Esper Charm']);
    const reverse = castToMana(g, 'test-esper-charm');
    accept(reverse, { type: 'ACTIVATE_MANA', player: ALICE, source: 'signet' });
    accept(reverse, { type: 'CANCEL', player: ALICE });
    expect(ctx(reverse).game).toEqual(g);
  });
});

describe('CR 106.6: spending restrictions carried by the mana', () => {
  it("106.6: Mishra's Workshop's {C}{C}{C} casts an artifact spell, not an instant", () => {
    const g = game({ players: alice({ hand: ['Test Golem', 'Test Relic'] }), battlefield: [on("Mishra's Workshop")] });
    const golem = castToMana(g, 'test-golem');
    expect(canPay(golem)).toBe(true);
    accept(golem, { type: 'PAY', player: ALICE, mana: 'auto' });
    expect(outcome(golem)).toBe('cast');
    const relic = castToMana(g, 'test-relic');
    expect(canPay(relic)).toBe(false);
  });
  it('106.6: restricted mana in the pool keeps its restriction and is refused when named for a spell it does not fit', () => {
    const g = game({ players: alice({ hand: ['Test Relic'] }), battlefield: [on("Mishra's Workshop", { id: 'workshop' })] });
    const made = activateManaAbilityPaying(g, cards, ALICE, 'workshop', 0);
    if (!made.ok) throw new Error('workshop');
    expect(player(made.value.game, ALICE).manaPool.every((u) => u.spend?.text === 'Spend this mana only to cast artifact spells.')).toBe(true);
    const actor = castToMana(made.value.game, 'test-relic');
    const ids = player(made.value.game, ALICE).manaPool.map((u) => u.id);
    accept(actor, { type: 'PAY', player: ALICE, mana: ids });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).game).toEqual(made.value.game);
  });
  it('106.6: Somberwald Sage pays for a creature spell only; 733.1 keeps its restricted mana restricted', () => {
    const g = game({ players: alice({ hand: ['Test Bear', 'Test Relic'] }), battlefield: [on('Somberwald Sage', { id: 'sage' })] });
    expect(canPay(castToMana(g, 'test-bear'))).toBe(true);
    expect(canPay(castToMana(g, 'test-relic'))).toBe(false);
    const keep = castToMana(g, 'test-bear');
    accept(keep, { type: 'ACTIVATE_MANA', player: ALICE, source: 'sage', mana: 'G' });
    accept(keep, { type: 'CANCEL', player: ALICE, keepMana: true });
    const units = player(ctx(keep).game, ALICE).manaPool;
    expect(units.map((u) => u.type).join('')).toBe('GGG');
    expect(units.every((u) => u.spend?.spells?.types?.includes('Creature'))).toBe(true);
  });
  it('106.6: Cavern of Souls pays for a creature spell of the chosen type only', () => {
    const bears = game({ players: alice({ hand: ['Test Bear'] }), battlefield: [on('Cavern of Souls', { chosen: { creatureType: 'Bear' } }), on('Wastes')] });
    expect(canPay(castToMana(bears, 'test-bear'))).toBe(true);
    const golems = game({ players: alice({ hand: ['Test Bear'] }), battlefield: [on('Cavern of Souls', { chosen: { creatureType: 'Golem' } }), on('Wastes')] });
    expect(canPay(castToMana(golems, 'test-bear'))).toBe(false);
  });
  it('106.6: Eldrazi Temple\'s {C}{C} casts a colourless Eldrazi, not a blue one', () => {
    const g = game({ players: alice({ hand: ['Test Drone', 'Test Blue Drone'] }), battlefield: [on('Eldrazi Temple'), on('Island')] });
    expect(canPay(castToMana(g, 'test-drone'))).toBe(true);
    // The blue Drone's {2}{U}: the Island pays {U}, the Temple's plain {C} one {1}; its restricted {C}{C} can't pay.
    expect(canPay(castToMana(g, 'test-blue-drone'))).toBe(false);
    const twoIslands = game({ players: alice({ hand: ['Test Blue Drone'] }), battlefield: [on('Eldrazi Temple'), on('Island'), on('Island')] });
    expect(canPay(castToMana(twoIslands, 'test-blue-drone'))).toBe(true);
  });
});

describe('CR 609.4b: spending mana as though it were mana of any colour', () => {
  it("609.4b: with Chromatic Orrery its controller's {C} pays {W}{U}; the opponent's doesn't", () => {
    const g = game({ players: alice({ hand: ['Test Azorius Charm'] }), battlefield: [on('Chromatic Orrery'), on('Wastes'), on('Wastes')] });
    expect(canPay(castToMana(g, 'test-azorius-charm'))).toBe(true);
    const theirs = game({ players: alice({ hand: ['Test Azorius Charm'] }), battlefield: [{ card: 'Chromatic Orrery', controller: BOB }, on('Wastes'), on('Wastes')] });
    expect(canPay(castToMana(theirs, 'test-azorius-charm'))).toBe(false);
  });
});

describe('refused events leave the game as it was', () => {
  it('601.2h: ACTIVATE_MANA naming pool mana that does not exist is refused', () => {
    const g = game({ players: alice({ hand: ['Test Azorius Charm'], manaPool: ['W'] }), battlefield: [on('Azorius Signet', { id: 'signet' })] });
    const actor = castToMana(g, 'test-azorius-charm');
    expect(refuse(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'signet', pay: ['nope'] })).toMatchObject({ rule: '601.2h' });
    expect(ctx(actor).game.battlefield).toEqual(g.battlefield);
  });
});
