/**
 * CR 602.5b–c and 613: activated abilities a permanent acquires from another object. An
 * object's abilities are numbered its own first, then the acquired ones in the givers'
 * timestamp order. A use restriction ("Activate only once each turn") stays with the object
 * across control changes (602.5b), and on an acquired ability it counts only for that
 * ability as acquired from that giver: not for the object's own identically worded
 * ability, nor for the same ability acquired from another giver (602.5c).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { outcomeOf } from '../machines/reading.js';
import { activatableAbilities } from '../src/activation/activation.js';
import { activatedAbilitiesOf } from '../src/activation/abilities-of.js';
import { definitionOf } from '../src/cards/definition.js';
import { modelledFeatures } from '../src/cards/describe.js';
import { CardLibraryError, getCard } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import type { CastEventInput } from '../src/events/schema.js';
import { updatePermanent } from '../src/game/update.js';
import type { AbilityOnStack, GameState, PlayerId } from '../src/game/state.js';
import type { Refusal } from '../src/core/refusal.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE, BOB, permanent, player } from './cast-helpers.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { players } from './step-fixtures.js';

const ROOTWALLA_TEXT = '{1}{G}: This creature gets +2/+2 until end of turn. Activate only once each turn.';

const ROOTWALLA_ABILITY = { cost: [{ kind: 'mana' as const, mana: '{1}{G}' }], oncePerTurn: true, text: ROOTWALLA_TEXT };

/** A test-only artifact that gives creatures its controller controls Rootwalla's ability, word for word. */
const TOTEM: CardInput = {
  name: 'Test Rootwalla Totem',
  manaCost: '{2}',
  types: ['Artifact'],
  grants: [{ ability: ROOTWALLA_ABILITY, controller: 'you', types: ['Creature'] }],
  text: `Creatures you control have "${ROOTWALLA_TEXT}"`,
};

/** A test-only enchantment that gives every creature a tap ability with a target. */
const SLING: CardInput = {
  name: 'Test Sling Aura',
  manaCost: '{1}{R}',
  types: ['Enchantment'],
  grants: [{ ability: { cost: [{ kind: 'tapSelf' }], targets: [{ filter: 'creature' }], text: '{T}: This creature deals 1 damage to target creature.' }, controller: 'any', types: ['Creature'] }],
  text: 'All creatures have "{T}: This creature deals 1 damage to target creature."',
};

const cards = libraryWith(TOTEM, SLING);

function game(spec: Partial<GameSpecInput> = {}): GameState {
  return gameOf({ players: players({ manaPool: ['G', 'G', 'G', 'G', 'G', 'G'] }), turn: ALICE_MAIN, ...spec }, cards);
}

/** Activates ability `ability` of `source` for `by` and pays automatically; returns the outcome, the game after, and the first refusal. */
function activate(state: GameState, source: string, ability: number, by: PlayerId = ALICE, targets?: string[]) {
  const actor = createActor(activationMachine, { input: { game: state, cards } }).start();
  const events: CastEventInput[] = [
    { type: 'ACTIVATE', player: by, source, ability },
    ...(targets ? [{ type: 'CHOOSE_TARGETS' as const, player: by, targets: [targets] }] : []),
    { type: 'PAY', player: by, mana: 'auto' },
  ];
  let refusal: Refusal | null = null;
  for (const event of events) {
    if (outcomeOf(actor.getSnapshot()) !== 'pending') break;
    refusal = dispatch(actor, event);
    if (refusal) break;
  }
  const { context } = actor.getSnapshot();
  return { outcome: outcomeOf(actor.getSnapshot()), game: context.game, refusal: refusal ?? context.refusal };
}

function topAbility(state: GameState): AbilityOnStack {
  const top = state.stack.at(-1);
  if (top?.kind !== 'ability') throw new Error('no ability on top of the stack');
  return top;
}

describe('613: a permanent has the activated abilities other permanents give it', () => {
  it("613: Rootwalla under Alice's totem has two abilities: its own (0), then the acquired one (1)", () => {
    const state = game({ battlefield: [{ card: 'Rootwalla', controller: ALICE }, { card: TOTEM.name, controller: ALICE }] });
    const held = activatedAbilitiesOf(state, cards, 'rootwalla', getCard(cards, 'Rootwalla'));
    expect(held.map((h) => h.grantedBy)).toEqual([null, { by: 'test-rootwalla-totem', card: TOTEM.name, grant: 0 }]);
    expect(activatableAbilities(state, cards, ALICE)).toEqual([
      { source: 'rootwalla', ability: 0 },
      { source: 'rootwalla', ability: 1 },
    ]);
  });

  it("613: a grant for 'creatures you control' doesn't reach an opponent's creature, nor a noncreature permanent", () => {
    const state = game({ battlefield: [{ card: 'Rootwalla', controller: BOB }, { card: TOTEM.name, controller: ALICE }, { card: 'Forest', controller: ALICE }] });
    expect(activatedAbilitiesOf(state, cards, 'rootwalla', getCard(cards, 'Rootwalla'))).toHaveLength(1);
    expect(activatedAbilitiesOf(state, cards, 'forest', getCard(cards, 'Forest'))).toHaveLength(0);
  });

  it('602.2a: ACTIVATE with a number past the acquired abilities is bad input; without the giver, number 1 is gone too', () => {
    const state = game({ battlefield: [{ card: 'Rootwalla', controller: ALICE }, { card: TOTEM.name, controller: ALICE }] });
    expect(activate(state, 'rootwalla', 2)).toMatchObject({ outcome: 'pending', game: state, refusal: { rule: '602.2a', code: 'BAD_PAYLOAD' } });
    const alone = game({ battlefield: [{ card: 'Rootwalla', controller: ALICE }] });
    expect(activate(alone, 'rootwalla', 1)).toMatchObject({ outcome: 'pending', game: alone, refusal: { code: 'BAD_PAYLOAD' } });
  });

  it('602.2a, 113.7a: the acquired ability goes on the stack with its giver named, and the cost paid is the granted one', () => {
    const state = game({ battlefield: [{ card: 'Grizzly Bears', controller: ALICE }, { card: TOTEM.name, controller: ALICE }] });
    const after = activate(state, 'grizzly-bears', 0);
    expect(after.outcome).toBe('activated');
    expect(topAbility(after.game)).toMatchObject({ source: 'grizzly-bears', card: 'Grizzly Bears', ability: 0, grantedBy: { by: 'test-rootwalla-totem', grant: 0 } });
    expect(player(after.game, ALICE).manaPool).toHaveLength(4);
    // CR 113.7a: once on the stack, the ability's text no longer depends on the giver.
    const withoutTotem = { ...after.game, battlefield: after.game.battlefield.filter((p) => p.id !== 'test-rootwalla-totem') };
    expect(definitionOf(cards, topAbility(withoutTotem)).manaCost?.printed).toBe('{1}{G}');
  });

  it('602.5a: an acquired {T} ability of a summoning-sick creature is prohibited like its own would be; 601.2c: its target is chosen as usual', () => {
    const state = game({ battlefield: [{ card: 'Grizzly Bears', controller: ALICE, summoningSick: true }, { card: 'Hill Giant', controller: ALICE }, { card: SLING.name, controller: BOB }] });
    expect(activate(state, 'grizzly-bears', 0)).toMatchObject({ outcome: 'prohibited', refusal: { rule: '602.5a', code: 'PROHIBITED' } });
    const shot = activate(state, 'hill-giant', 0, ALICE, ['grizzly-bears']);
    expect(shot.outcome).toBe('activated');
    expect(permanent(shot.game, 'hill-giant').tapped).toBe(true);
    expect(topAbility(shot.game).choices.targets).toEqual([['grizzly-bears']]);
  });
});

describe('602.5b–c: "Activate only once each turn" on an acquired ability', () => {
  /** Grizzly Bears acquiring the same ability from two totems: numbers 0 and 1. */
  const bearsWithTwoTotems = () =>
    game({
      battlefield: [
        { card: 'Grizzly Bears', controller: ALICE },
        { card: TOTEM.name, controller: ALICE },
        { card: TOTEM.name, controller: ALICE },
      ],
    });

  it("602.5c: Rootwalla's own ability and the identical one it acquired are each activated once this turn", () => {
    const state = game({ battlefield: [{ card: 'Rootwalla', controller: ALICE }, { card: TOTEM.name, controller: ALICE }] });
    const own = activate(state, 'rootwalla', 0);
    expect(own.outcome).toBe('activated');
    const acquired = activate(own.game, 'rootwalla', 1);
    expect(acquired.outcome).toBe('activated');
    expect(permanent(acquired.game, 'rootwalla')).toMatchObject({ activatedThisTurn: [0], acquiredActivatedThisTurn: [{ by: 'test-rootwalla-totem', grant: 0 }] });
    expect(activate(acquired.game, 'rootwalla', 0)).toMatchObject({ outcome: 'prohibited', refusal: { rule: '602.5b', code: 'PROHIBITED' } });
    expect(activate(acquired.game, 'rootwalla', 1)).toMatchObject({ outcome: 'prohibited', refusal: { rule: '602.5c', code: 'PROHIBITED' } });
    expect(activatableAbilities(acquired.game, cards, ALICE)).toEqual([]);
  });

  it('602.5c: the same ability acquired from two totems counts per giver: once from each', () => {
    const state = bearsWithTwoTotems();
    const first = activate(state, 'grizzly-bears', 0);
    expect(first.outcome).toBe('activated');
    expect(activate(first.game, 'grizzly-bears', 0)).toMatchObject({ outcome: 'prohibited', refusal: { rule: '602.5c' } });
    const second = activate(first.game, 'grizzly-bears', 1);
    expect(second.outcome).toBe('activated');
    expect(topAbility(second.game).grantedBy).toMatchObject({ by: 'test-rootwalla-totem-2' });
  });

  it('602.5c: when the first totem leaves, the second one\'s ability becomes number 0 and is still unused', () => {
    const state = bearsWithTwoTotems();
    const first = activate(state, 'grizzly-bears', 0);
    const withoutFirst = { ...first.game, battlefield: first.game.battlefield.filter((p) => p.id !== 'test-rootwalla-totem') };
    expect(activate(withoutFirst, 'grizzly-bears', 0).outcome).toBe('activated');
  });

  it('602.5b: the restriction stays with the object when its controller changes: Bob gains Rootwalla and can\'t activate its ability that turn', () => {
    const state = game({ battlefield: [{ card: 'Rootwalla', controller: ALICE }] });
    const used = activate(state, 'rootwalla', 0);
    const stolen = { ...updatePermanent(used.game, 'rootwalla', (p) => ({ ...p, controller: BOB })), priority: BOB };
    const bobs = { ...stolen, players: stolen.players.map((p) => (p.id === BOB ? { ...p, manaPool: player(used.game, ALICE).manaPool } : p)) };
    expect(activate(bobs, 'rootwalla', 0, BOB)).toMatchObject({ outcome: 'prohibited', refusal: { rule: '602.5b', code: 'PROHIBITED' } });
  });

  it('602.5c, 733: an acquired activation reversed for want of mana leaves the ability unused', () => {
    const state = game({ players: players({ manaPool: ['G'] }), battlefield: [{ card: 'Grizzly Bears', controller: ALICE }, { card: TOTEM.name, controller: ALICE }] });
    const reversed = activate(state, 'grizzly-bears', 0);
    expect(reversed).toMatchObject({ outcome: 'illegal', refusal: { code: 'UNPAYABLE_COST' } });
    expect(reversed.game).toEqual(state);
  });
});

describe('card schema: grants of activated abilities', () => {
  it("613: the card list describes what a grant gives and to whom", () => {
    expect(modelledFeatures(getCard(cards, TOTEM.name))).toBe(
      'creatures its controller controls have activated ability (602): {1}{G}, only once each turn (602.5b) (613; numbered after their own abilities; 602.5c: a use restriction counts per giver)',
    );
    expect(modelledFeatures(getCard(cards, SLING.name))).toMatch(/^all creatures have activated ability \(602\): \{T\}: "target creature" \(613;/);
  });

  it('613: a grant gives a keyword or an ability, exactly one; a granted ability is activated from the battlefield', () => {
    const both: CardInput = { ...TOTEM, name: 'Both', grants: [{ controller: 'you', types: ['Creature'], ability: ROOTWALLA_ABILITY, keyword: 'haste' }] };
    const neither: CardInput = { ...TOTEM, name: 'Neither', grants: [{ controller: 'you', types: ['Creature'] }] };
    const fromHand: CardInput = { ...TOTEM, name: 'From Hand', grants: [{ controller: 'you', types: ['Creature'], ability: { ...ROOTWALLA_ABILITY, from: 'hand' } }] };
    for (const card of [both, neither, fromHand]) {
      expect(() => libraryWith(card)).toThrow(CardLibraryError);
    }
    expect(() => libraryWith(fromHand)).toThrow(/grants\[0\]\.ability\.from/);
  });
});
