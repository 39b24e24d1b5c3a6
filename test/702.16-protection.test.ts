/**
 * CR 702.16b protection, 702.11 hexproof (702.11d hexproof from a quality), 702.18a shroud:
 * who may not be a target of a spell or ability at 601.2c, printed on the card or given by
 * a static ability of another permanent (CR 613: "enchanted creature has shroud", "you have
 * hexproof", "creatures you control have protection from red").
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { getCard } from '../src/cards/library.js';
import { hasQuality } from '../src/cards/protection.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { legalTargets } from '../src/casting/targets.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, accept, ctx, outcome, refuse } from './cast-helpers.js';
import { players } from './step-fixtures.js';

const bear = { manaCost: '{1}{W}', types: ['Creature' as const], power: 2, toughness: 2 };
const cards = libraryWith(
  { ...bear, name: 'Pro-Red Bear', protection: [{ colors: ['R'] }] },
  { ...bear, name: 'Pro-Everything Bear', protection: [{}] },
  { ...bear, name: 'Pro-Creatures Bear', protection: [{ types: ['Creature'] }] },
  { ...bear, name: 'Pro-Instants Bear', protection: [{ types: ['Instant'] }] },
  { ...bear, name: 'Black-Hexproof Bear', manaCost: '{1}{G}', hexproofFrom: [{ colors: ['B'] }] },
  { name: 'Test Cloak', manaCost: '{U}', types: ['Enchantment'], subtypes: ['Aura'], targets: [{ filter: 'creature' }], grants: [{ keyword: 'shroud', attached: true }], text: 'Enchant creature. Enchanted creature has shroud.' },
  { name: 'Test Veil', manaCost: '{1}{W}', types: ['Enchantment'], grants: [{ keyword: 'hexproof', player: 'you' }], text: 'You have hexproof.' },
  { name: 'Test Mantle', manaCost: '{1}{W}', types: ['Enchantment'], grants: [{ protection: { colors: ['R'] }, controller: 'you', types: ['Creature'] }], text: 'Creatures you control have protection from red.' },
  { ...bear, name: 'Chosen-Colour Bear', protection: [{ chosenColor: true }] },
  { name: 'Test Ward', manaCost: '{W}', types: ['Enchantment'], subtypes: ['Aura'], targets: [{ filter: 'creature' }], grants: [{ protection: { chosenColor: true }, attached: true }], text: 'Enchant creature. As this enters, choose a color. Enchanted creature has protection from the chosen color.' },
  { name: 'Test Gold', manaCost: '{R}{G}', types: ['Instant'], text: 'A multicoloured card.' },
  { name: 'Test Rod', manaCost: '{3}', types: ['Artifact'], text: 'A colourless card.' },
);

function game(spec: Partial<GameSpecInput>): GameState {
  return gameOf({ players: players({ hand: ['Lightning Bolt', 'Giant Growth', 'Dark Banishing'] }), turn: ALICE_MAIN, ...spec }, cards);
}

/** Casts `card` as Alice and answers the CHOOSE_TARGETS of `target`: the refusal, or null when accepted. */
function targetWith(state: GameState, card: string, target: string) {
  const actor = castActor(state, cards);
  accept(actor, { type: 'CAST', player: ALICE, card });
  const event: CastEventInput = { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[target]] };
  const refusal = dispatch(actor, event);
  return refusal;
}

describe('702.16b: protection from a quality', () => {
  it('702.16b: a red spell is refused at 601.2c on a creature with protection from red; the refusal cites 702.16b', () => {
    const state = game({ battlefield: [{ card: 'Pro-Red Bear', controller: BOB }] });
    const actor = castActor(state, cards);
    accept(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    const refusal = refuse(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['pro-red-bear']] });
    expect(refusal).toMatchObject({ rule: '702.16b', code: 'ILLEGAL_TARGET' });
    expect(refusal.message).toContain('protection from red');
  });

  it('702.16b: protection binds its controller too: Alice may not Bolt her own pro-red creature', () => {
    const state = game({ battlefield: [{ card: 'Pro-Red Bear', controller: ALICE }] });
    expect(targetWith(state, 'lightning-bolt', 'pro-red-bear')).toMatchObject({ rule: '702.16b' });
  });

  it('702.16b: a spell without the quality may target it (green Giant Growth on a pro-red creature)', () => {
    const state = game({ battlefield: [{ card: 'Pro-Red Bear', controller: BOB }] });
    expect(targetWith(state, 'giant-growth', 'pro-red-bear')).toBeNull();
  });

  it('702.16b: the legal choices leave it out, so a spell whose only candidate has protection is illegal for want of targets', () => {
    const state = game({ battlefield: [{ card: 'Pro-Everything Bear', controller: BOB }] });
    const actor = castActor(state, cards);
    accept(actor, { type: 'CAST', player: ALICE, card: 'giant-growth' });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal?.code).toBe('NO_LEGAL_TARGETS');
    expect(ctx(actor).game).toEqual(state);
  });

  it('702.16j: protection from everything: no spell can target it, and the refusal cites 702.16j', () => {
    const state = game({ battlefield: [{ card: 'Pro-Everything Bear', controller: BOB }, { card: 'Grizzly Bears', controller: BOB }] });
    expect(targetWith(state, 'giant-growth', 'pro-everything-bear')).toMatchObject({ rule: '702.16j', code: 'ILLEGAL_TARGET' });
    expect(targetWith(state, 'giant-growth', 'grizzly-bears')).toBeNull();
  });

  it('702.16a: a card type quality: protection from instants refuses an instant spell', () => {
    const state = game({ battlefield: [{ card: 'Pro-Instants Bear', controller: BOB }] });
    expect(targetWith(state, 'lightning-bolt', 'pro-instants-bear')).toMatchObject({ rule: '702.16b' });
  });

  it('702.16b: an ability from a red source is refused on a pro-red creature; the same ability may target a creature without it', () => {
    const state = game({ battlefield: [{ card: 'Prodigal Pyromancer', controller: ALICE }, { card: 'Pro-Red Bear', controller: BOB }, { card: 'Grizzly Bears', controller: BOB }] });
    const actor = createActor(activationMachine, { input: { game: state, cards } }).start();
    expect(dispatch(actor, { type: 'ACTIVATE', player: ALICE, source: 'prodigal-pyromancer', ability: 0 })).toBeNull();
    const ability = actor.getSnapshot().context.game.stack.at(-1)!;
    expect(dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['pro-red-bear']] })).toMatchObject({ rule: '702.16b', code: 'ILLEGAL_TARGET' });
    expect(legalTargets(actor.getSnapshot().context.game, cards, ability, { what: [{ types: ['Creature'] }] })).toEqual(['prodigal-pyromancer', 'grizzly-bears']);
    expect(dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['grizzly-bears']] })).toBeNull();
  });

  it('702.16a: protection from creatures refuses an ability whose source is a creature', () => {
    const state = game({ battlefield: [{ card: 'Prodigal Pyromancer', controller: ALICE }, { card: 'Pro-Creatures Bear', controller: BOB }] });
    const actor = createActor(activationMachine, { input: { game: state, cards } }).start();
    dispatch(actor, { type: 'ACTIVATE', player: ALICE, source: 'prodigal-pyromancer', ability: 0 });
    expect(dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['pro-creatures-bear']] })).toMatchObject({ rule: '702.16b' });
  });

  it('702.16a, 105.2: colour qualities: multicolored, monocolored and colorless sources', () => {
    const [gold, bolt, rod] = ['Test Gold', 'Lightning Bolt', 'Test Rod'].map((n) => getCard(cards, n));
    const mono = { multicolored: false, colorless: false };
    expect([gold, bolt, rod].map((c) => hasQuality(c!, { multicolored: true }))).toEqual([true, false, false]);
    expect([gold, bolt, rod].map((c) => hasQuality(c!, mono))).toEqual([false, true, false]);
    expect([gold, bolt, rod].map((c) => hasQuality(c!, { colorless: true }))).toEqual([false, false, true]);
    expect([gold, bolt, rod].map((c) => hasQuality(c!, {}))).toEqual([true, true, true]);
  });
});

describe('702.11: hexproof, and 702.11d hexproof from a quality', () => {
  it("702.11d: hexproof from black refuses an opponent's black spell, citing 702.11d", () => {
    const state = game({ battlefield: [{ card: 'Black-Hexproof Bear', controller: BOB }, { card: 'Grizzly Bears', controller: BOB }] });
    expect(targetWith(state, 'dark-banishing', 'black-hexproof-bear')).toMatchObject({ rule: '702.11d', code: 'ILLEGAL_TARGET' });
  });

  it("702.11d: hexproof from black lets an opponent's spell of another colour target it", () => {
    const state = game({ battlefield: [{ card: 'Black-Hexproof Bear', controller: BOB }] });
    expect(targetWith(state, 'lightning-bolt', 'black-hexproof-bear')).toBeNull();
  });

  it("702.11d: hexproof from black binds only opponents: its controller's black spell may target it", () => {
    const state = game({ battlefield: [{ card: 'Black-Hexproof Bear', controller: ALICE }] });
    expect(targetWith(state, 'dark-banishing', 'black-hexproof-bear')).toBeNull();
  });

  it("702.11c, 613: a player with hexproof (\"You have hexproof\") can't be the target of an opponent's spell; its controller may target themselves", () => {
    const state = game({ battlefield: [{ card: 'Test Veil', controller: BOB }] });
    expect(targetWith(state, 'lightning-bolt', BOB)).toMatchObject({ rule: '702.11c', code: 'ILLEGAL_TARGET' });
    const own = game({ battlefield: [{ card: 'Test Veil', controller: ALICE }] });
    expect(targetWith(own, 'lightning-bolt', ALICE)).toBeNull();
    expect(targetWith(own, 'lightning-bolt', BOB)).toBeNull();
  });
});

describe('613: shields given by static abilities', () => {
  it('702.18a, 303.4: "Enchanted creature has shroud" reaches only the creature the Aura is attached to, and binds every player', () => {
    const state = game({
      battlefield: [
        { card: 'Grizzly Bears', id: 'cloaked', controller: ALICE },
        { card: 'Grizzly Bears', id: 'bare', controller: ALICE },
        { card: 'Test Cloak', controller: ALICE, attachedTo: 'cloaked' },
      ],
    });
    expect(targetWith(state, 'giant-growth', 'cloaked')).toMatchObject({ rule: '702.18a', code: 'ILLEGAL_TARGET' });
    expect(targetWith(state, 'giant-growth', 'bare')).toBeNull();
  });

  it('702.16b, 613: "Creatures you control have protection from red" reaches its controller\'s creatures only', () => {
    const state = game({
      battlefield: [
        { card: 'Test Mantle', controller: BOB },
        { card: 'Grizzly Bears', id: 'bobs', controller: BOB },
        { card: 'Grizzly Bears', id: 'alices', controller: ALICE },
      ],
    });
    expect(targetWith(state, 'lightning-bolt', 'bobs')).toMatchObject({ rule: '702.16b' });
    expect(targetWith(state, 'lightning-bolt', 'alices')).toBeNull();
  });

  it('702.16b: "protection from the chosen color" is from the colour its permanent chose as it entered; with none chosen, from nothing', () => {
    const chose = (color?: 'R' | 'U') => game({ battlefield: [{ card: 'Chosen-Colour Bear', controller: BOB, ...(color ? { chosen: { color } } : {}) }] });
    expect(targetWith(chose('R'), 'lightning-bolt', 'chosen-colour-bear')).toMatchObject({ rule: '702.16b' });
    expect(targetWith(chose('U'), 'lightning-bolt', 'chosen-colour-bear')).toBeNull();
    expect(targetWith(chose(), 'lightning-bolt', 'chosen-colour-bear')).toBeNull();
  });

  it('702.16b, 613: an Aura\'s "protection from the chosen color" is from the colour the Aura chose', () => {
    const state = (color: 'R' | 'U') =>
      game({ battlefield: [{ card: 'Grizzly Bears', id: 'warded', controller: BOB }, { card: 'Test Ward', controller: BOB, attachedTo: 'warded', chosen: { color } }] });
    expect(targetWith(state('R'), 'lightning-bolt', 'warded')).toMatchObject({ rule: '702.16b' });
    expect(targetWith(state('U'), 'lightning-bolt', 'warded')).toBeNull();
  });

  it('a scenario attaching a permanent to one that is not on the battlefield is refused with the path', () => {
    expect(() => game({ battlefield: [{ card: 'Test Cloak', controller: ALICE, attachedTo: 'nobody' }] })).toThrow(/battlefield\[0\]\.attachedTo|attachedTo/);
  });

});
