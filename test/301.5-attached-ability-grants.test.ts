/**
 * CR 301.5, 303.4, 613.1f: an Aura or Equipment that says "enchanted creature has '…'" or
 * "equipped creature has '…'" gives that activated ability to the permanent it is attached
 * to, not to itself. CR 602.2: the permanent's controller activates it (the one who controls
 * the object with the ability), even when someone else controls the Aura.
 */
import { describe, expect, it } from 'vitest';
import { activatableAbilities } from '../src/activation/activation.js';
import { activatedAbilitiesOf } from '../src/activation/abilities-of.js';
import { modelledFeatures } from '../src/cards/describe.js';
import { getCard } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState, PlayerId } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE, BOB, permanent, runActivation } from './cast-helpers.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { players } from './step-fixtures.js';

const PING = '{T}: This creature deals 1 damage to any target.';

/** Hermetic Study: "Enchant creature / Enchanted creature has "{T}: This creature deals 1 damage to any target.”" */
const STUDY: CardInput = {
  name: 'Hermetic Study',
  manaCost: '{1}{U}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  targets: [{ filter: 'creature' }],
  grants: [{ attached: true, ability: { cost: [{ kind: 'tapSelf' }], targets: [{ filter: 'any' }], text: PING } }],
  text: `Enchant creature\nEnchanted creature has "${PING}"`,
};

/** Witches' Eye: "Equipped creature has "{1}, {T}: Scry 1." / Equip {1}" (the equip ability is its own, number 0). */
const EYE: CardInput = {
  name: "Witches' Eye",
  manaCost: '{1}',
  types: ['Artifact'],
  subtypes: ['Equipment'],
  abilities: [{ cost: [{ kind: 'mana', mana: '{1}' }], timing: 'sorcery', targets: [{ filter: 'creatureYouControl' }], text: 'Equip {1}' }],
  grants: [{ attached: true, ability: { cost: [{ kind: 'mana', mana: '{1}' }, { kind: 'tapSelf' }], text: '{1}, {T}: Scry 1.' } }],
  text: 'Equipped creature has "{1}, {T}: Scry 1."\nEquip {1}',
};

const cards = libraryWith(STUDY, EYE);

function game(spec: Partial<GameSpecInput> = {}): GameState {
  return gameOf({ players: players({ manaPool: ['U', 'U'] }), turn: ALICE_MAIN, ...spec }, cards);
}

/** Activates ability `ability` of `source` for `by`, targets as given, paying automatically. */
const activate = (state: GameState, source: string, ability: number, by: PlayerId = ALICE, targets?: string[]) =>
  runActivation(state, [
    { type: 'ACTIVATE', player: by, source, ability },
    ...(targets ? [{ type: 'CHOOSE_TARGETS' as const, player: by, targets: [targets] }] : []),
    { type: 'PAY', player: by, mana: 'auto' },
  ], cards);

const enchanted = (auraController: PlayerId = ALICE): Partial<GameSpecInput> => ({
  battlefield: [
    { card: 'Grizzly Bears', controller: ALICE },
    { card: STUDY.name, controller: auraController, attachedTo: 'grizzly-bears' },
  ],
});

describe('301.5, 303.4, 613.1f: an ability granted to the permanent an Aura or Equipment is attached to', () => {
  it('303.4, 613.1f: the enchanted creature has the granted ability; the Aura itself and other creatures do not', () => {
    const state = game({ battlefield: [...(enchanted().battlefield ?? []), { card: 'Hill Giant', controller: ALICE }] });
    expect(activatedAbilitiesOf(state, cards, 'grizzly-bears', getCard(cards, 'Grizzly Bears')).map((h) => h.grantedBy)).toEqual([{ by: 'hermetic-study', card: STUDY.name, grant: 0 }]);
    expect(activatedAbilitiesOf(state, cards, 'hermetic-study', getCard(cards, STUDY.name))).toEqual([]);
    expect(activatedAbilitiesOf(state, cards, 'hill-giant', getCard(cards, 'Hill Giant'))).toEqual([]);
    expect(activatableAbilities(state, cards, ALICE)).toEqual([{ source: 'grizzly-bears', ability: 0 }]);
  });

  it('303.4, 602.2a: the enchanted creature activates it: it taps and the ability goes on the stack with the Aura as its giver', () => {
    const after = activate(game(enchanted()), 'grizzly-bears', 0, ALICE, [BOB]);
    expect(after.outcome).toBe('activated');
    expect(permanent(after.game, 'grizzly-bears').tapped).toBe(true);
    expect(after.game.stack.at(-1)).toMatchObject({ kind: 'ability', source: 'grizzly-bears', grantedBy: { by: 'hermetic-study', grant: 0 }, choices: { targets: [[BOB]] } });
  });

  it('613.1f: once the Aura is gone, the creature no longer has the ability (602.2a: number 0 is bad input)', () => {
    const state = game(enchanted());
    const gone = { ...state, battlefield: state.battlefield.filter((p) => p.id !== 'hermetic-study') };
    expect(activatedAbilitiesOf(gone, cards, 'grizzly-bears', getCard(cards, 'Grizzly Bears'))).toEqual([]);
    expect(activate(gone, 'grizzly-bears', 0, ALICE, [BOB])).toMatchObject({ outcome: 'pending', game: gone, refusal: { rule: '602.2a', code: 'BAD_PAYLOAD' } });
  });

  it("602.2: Bob's Aura on Alice's creature gives Alice the ability: she activates it, Bob can't", () => {
    const state = game(enchanted(BOB));
    expect(activatableAbilities(state, cards, BOB)).toEqual([]);
    const bobs = { ...state, priority: BOB };
    expect(runActivation(bobs, [{ type: 'ACTIVATE', player: BOB, source: 'grizzly-bears', ability: 0 }], cards)).toMatchObject({ outcome: 'prohibited', game: bobs, refusal: { rule: '602.2', code: 'PROHIBITED' } });
    expect(activate(state, 'grizzly-bears', 0, ALICE, [BOB]).outcome).toBe('activated');
  });

  it("301.5: the equipped creature has the Equipment's ability after the Equipment's own; the Equipment keeps only equip", () => {
    const state = game({ battlefield: [{ card: 'Grizzly Bears', controller: ALICE }, { card: EYE.name, controller: ALICE, attachedTo: 'grizzly-bears' }] });
    expect(activatedAbilitiesOf(state, cards, 'witches-eye', getCard(cards, EYE.name)).map((h) => h.ability.text)).toEqual(['Equip {1}']);
    const scry = activate(state, 'grizzly-bears', 0);
    expect(scry.outcome).toBe('activated');
    expect(permanent(scry.game, 'grizzly-bears').tapped).toBe(true);
  });

  it('613: the card list says the permanent it is attached to has the ability', () => {
    expect(modelledFeatures(getCard(cards, STUDY.name))).toMatch(/the permanent it is attached to has activated ability \(602\): \{T\}: "any target"/);
  });
});
