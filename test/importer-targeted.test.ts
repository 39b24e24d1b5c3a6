/**
 * Issue 13: target phrases that look at what another spell or ability targets (CR 115.9:
 * "target spell that targets a permanent you control", "… spell or ability that targets you or
 * a creature you control"), read from real cards (test/fixtures/oracle-targeted.json, copied
 * from the corpus) and decided by the engine as targets are chosen (CR 601.2c). Each refused
 * choice leaves the game as it was.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import { cardSchema, type CardInput } from '../src/cards/schema.js';
import { describeTargetWhat } from '../src/cards/describe-filter.js';
import { targetOptions } from '../src/casting/options.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE, BOB, accept, ctx, spell } from './cast-helpers.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { compiledFixture } from './importer-fixture.js';

const { compiled, result, expectCompiled } = compiledFixture('oracle-targeted.json');
const library = createCardLibrary([...compiled.values()].map((r) => r.card) as CardInput[], BUILT_IN_CARDS);

/** Bob's spells on the stack: a Lightning Bolt at Alice's Grizzly Bears, one at Alice herself, a Giant Growth on Bob's Hill Giant. */
const STACK: GameSpecInput['stack'] = [
  { card: 'Lightning Bolt', id: 'bolt-bears', controller: BOB, targets: [['bears']] },
  { card: 'Lightning Bolt', id: 'bolt-alice', controller: BOB, targets: [[ALICE]] },
  { card: 'Giant Growth', id: 'growth-giant', controller: BOB, targets: [['giant']] },
];
const BATTLEFIELD: GameSpecInput['battlefield'] = [
  { card: 'Grizzly Bears', id: 'bears', controller: ALICE },
  { card: 'Hill Giant', id: 'giant', controller: BOB },
  { card: 'Elephant Guide', id: 'guide', controller: BOB, attachedTo: 'giant' },
];
const POOL = ['U', 'U', 'U', 'U', 'W', 'W', 'W', 'R', 'R'] as const;

/** Alice holds `card` (as `spell`) with Bob's spells on the stack and priority in Bob's turn. */
function board(card: string, stack: GameSpecInput['stack'] = STACK, battlefield: GameSpecInput['battlefield'] = BATTLEFIELD): GameState {
  return gameOf({ players: [{ id: ALICE, hand: [{ card, id: 'spell' }], manaPool: [...POOL] }, { id: BOB }], battlefield, stack, turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE }, library);
}

/** Casts `spell` (modes first, if given) and proposes `targets`: null when taken, else the refusal (the game unchanged). */
function cast(game: GameState, targets: string[], modes?: number[]) {
  const actor = castActor(game, library);
  accept(actor, { type: 'CAST', player: ALICE, card: 'spell' });
  if (modes) accept(actor, { type: 'CHOOSE_MODES', player: ALICE, modes });
  const before = ctx(actor).game;
  const refusal = dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [targets] });
  if (refusal) expect(ctx(actor).game).toBe(before);
  else expect(spell(ctx(actor).game, 'spell').choices.targets).toEqual([targets]);
  return { refusal, legal: targetOptions(before, library, spell(before, 'spell')).map((w) => w.legal) };
}

/** Alice activates ability `ability` of her permanent `source` (halves of hybrid symbols first, if given) and proposes `targets` (null when taken). */
function activate(game: GameState, source: string, ability: number, targets: string[], hybrid?: ('U' | 'R')[]) {
  const actor = createActor(activationMachine, { input: { game, cards: library } }).start();
  expect(dispatch(actor, { type: 'ACTIVATE', player: ALICE, source, ability })).toBeNull();
  if (hybrid) expect(dispatch(actor, { type: 'CHOOSE_HYBRID', player: ALICE, choices: hybrid })).toBeNull();
  const before = actor.getSnapshot().context.game;
  const refusal = dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [targets] });
  if (refusal) expect(actor.getSnapshot().context.game).toBe(before);
  return refusal;
}

const ILLEGAL = { rule: '601.2c', code: 'ILLEGAL_TARGET' };
const spellThatTargets = (targets: unknown[], more: Record<string, unknown> = {}) => ({ zone: 'stack', stackKind: 'spell', ...more, targets });

describe('115.9: "target spell that targets …" compiled from real cards', () => {
  it('115.9: "Counter target spell that targets a permanent you control" (Turn Aside): a spell at Alice\'s creature, not one at Alice or at Bob\'s creature', () => {
    expectCompiled('Turn Aside', { manaCost: '{U}', types: ['Instant'], targets: [{ what: spellThatTargets([{ controller: 'you' }]), count: 1 }] });
    const { refusal, legal } = cast(board('Turn Aside'), ['bolt-bears']);
    expect(refusal).toBeNull();
    expect(legal).toEqual([['bolt-bears']]);
    expect(cast(board('Turn Aside'), ['bolt-alice']).refusal).toMatchObject(ILLEGAL);
    expect(cast(board('Turn Aside'), ['growth-giant']).refusal).toMatchObject(ILLEGAL);
  });

  it('115.9: "Counter target spell that targets a player" (Outwit): the Bolt at Alice only', () => {
    expectCompiled('Outwit', { manaCost: '{U}', types: ['Instant'], targets: [{ what: spellThatTargets([{ player: 'any' }]), count: 1 }] });
    expect(cast(board('Outwit'), ['bolt-alice'])).toEqual({ refusal: null, legal: [['bolt-alice']] });
    expect(cast(board('Outwit'), ['bolt-bears']).refusal).toMatchObject(ILLEGAL);
  });

  it('115.9: a spell that targets nothing the filter names can\'t be cast (601.2c: no legal target)', () => {
    const game = board('Outwit', [{ card: 'Giant Growth', id: 'growth-giant', controller: BOB, targets: [['giant']] }]);
    const actor = castActor(game, library);
    const refused = dispatch(actor, { type: 'CAST', player: ALICE, card: 'spell' });
    expect(refused ?? ctx(actor).refusal).toMatchObject({ rule: '601.2c' });
  });

  it('115.9, 700.2: "Counter target spell that targets you" in a mode (Dawn Charm): only with that mode chosen', () => {
    expect(result('Dawn Charm').status).toBe('complete');
    expect(result('Dawn Charm').card?.modes?.options[2]?.targets).toEqual([{ what: spellThatTargets([{ player: 'you' }]), count: 1 }]);
    expect(cast(board('Dawn Charm'), ['bolt-alice'], [2]).refusal).toBeNull();
    expect(cast(board('Dawn Charm'), ['bolt-bears'], [2]).refusal).toMatchObject(ILLEGAL);
  });

  it('115.9: "Copy target instant or sorcery spell that targets you" (Mirror Sheen) is the spell\'s types and what it targets', () => {
    expect(result('Mirror Sheen').card?.abilities?.[0]?.targets).toEqual([{ what: spellThatTargets([{ player: 'you' }], { types: ['Instant', 'Sorcery'] }), count: 1 }]);
    const game = gameOf({ players: [{ id: ALICE, manaPool: [...POOL] }, { id: BOB }], battlefield: [...BATTLEFIELD!, { card: 'Mirror Sheen', id: 'sheen', controller: ALICE }], stack: STACK, turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE }, library);
    expect(activate(game, 'sheen', 0, ['bolt-bears'], ['U', 'R'])).toMatchObject(ILLEGAL);
    expect(activate(game, 'sheen', 0, ['bolt-alice'], ['U', 'R'])).toBeNull();
  });

  it('115.9: "target spell or ability that targets you or a creature you control" (Siren Stormtamer): either kind, either target', () => {
    const either = [{ player: 'you' }, { types: ['Creature'], controller: 'you' }];
    expect(result('Siren Stormtamer').card?.abilities?.[0]?.targets).toEqual([
      { what: { anyOf: [spellThatTargets(either), { zone: 'stack', stackKind: 'ability', targets: either }] }, count: 1 },
    ]);
    const game = gameOf({ players: [{ id: ALICE, manaPool: [...POOL] }, { id: BOB }], battlefield: [...BATTLEFIELD!, { card: 'Siren Stormtamer', id: 'siren', controller: ALICE }], stack: STACK, turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE }, library);
    expect(activate(game, 'siren', 0, ['bolt-bears'])).toBeNull();
    expect(activate(game, 'siren', 0, ['bolt-alice'])).toBeNull();
    expect(activate(game, 'siren', 0, ['growth-giant'])).toMatchObject(ILLEGAL);
  });

  it('115.9: "Counter target spell that targets an enchantment" (Vigilant Martyr) and "… that targets a creature" (Diplomatic Escort) are compiled complete', () => {
    expect(result('Vigilant Martyr').status).toBe('complete');
    expect(result('Vigilant Martyr').card?.abilities?.[1]?.targets).toEqual([{ what: spellThatTargets([{ types: ['Enchantment'] }]), count: 1 }]);
    expect(result('Diplomatic Escort').status).toBe('complete');
    for (const name of ['Keep Safe', 'Rebuff the Wicked']) expect(result(name).status, name).toBe('complete');
  });
});

describe('115.9a, 301.5, 303.4: "with a single target", "attached to …", "that isn\'t enchanted"', () => {
  it('115.9a: "Change the target of target spell with a single target" (Swerve): a spell with one target, not one with two; "the target of" is no target word', () => {
    expectCompiled('Swerve', { manaCost: '{U}{R}', types: ['Instant'], targets: [{ what: { zone: 'stack', stackKind: 'spell', singleTarget: true }, count: 1 }] });
    expect(result('Divert').card?.targets).toEqual([{ what: { zone: 'stack', stackKind: 'spell', singleTarget: true }, count: 1 }]);
    const game = board('Swerve', [{ card: 'Lightning Bolt', id: 'bolt-bears', controller: BOB, targets: [['bears']] }, { card: 'Hill Giant', id: 'none', controller: BOB }]);
    expect(cast(game, ['bolt-bears'])).toEqual({ refusal: null, legal: [['bolt-bears']] });
    expect(cast(game, ['none']).refusal).toMatchObject(ILLEGAL);
  });

  it('115.9a: a spell that targeted the same creature twice has two targets, not a single one', () => {
    const twice = board('Swerve', [{ card: 'Lightning Bolt', id: 'bolt-bears', controller: BOB, targets: [['bears'], ['bears']] }]);
    const actor = castActor(twice, library);
    const refused = dispatch(actor, { type: 'CAST', player: ALICE, card: 'spell' });
    expect(refused ?? ctx(actor).refusal).toMatchObject({ rule: '601.2c' });
  });

  it('303.4: "Destroy target Aura attached to a creature" (Devout Harpist): Elephant Guide on Hill Giant, not Wild Growth on a Forest', () => {
    expect(result('Devout Harpist').card?.abilities?.[0]?.targets).toEqual([{ what: { subtypes: ['Aura'], attachedTo: [{ types: ['Creature'] }] }, count: 1 }]);
    expect(result('Savaen Elves').card?.abilities?.[0]?.targets).toEqual([{ what: { subtypes: ['Aura'], attachedTo: [{ types: ['Land'] }] }, count: 1 }]);
    const game = gameOf({
      players: [{ id: ALICE, manaPool: [...POOL] }, { id: BOB }],
      battlefield: [...BATTLEFIELD!, { card: 'Forest', id: 'forest', controller: BOB }, { card: 'Wild Growth', id: 'growth', controller: BOB, attachedTo: 'forest' }, { card: 'Devout Harpist', id: 'harpist', controller: ALICE }],
      turn: { activePlayer: ALICE, phase: 'precombatMain' },
    }, library);
    expect(activate(game, 'harpist', 0, ['growth'])).toMatchObject(ILLEGAL);
    expect(activate(game, 'harpist', 0, ['guide'])).toBeNull();
  });

  it('303.4: "target Aura that\'s attached to a permanent" (Aura Graft) is any attached Aura; "target creature that isn\'t enchanted" (Brainspoil)', () => {
    expectCompiled('Aura Graft', { manaCost: '{1}{U}', types: ['Instant'], targets: [{ what: { subtypes: ['Aura'], attachedTo: [{}] }, count: 1 }] });
    expect(result('Brainspoil').card?.targets).toEqual([{ what: { types: ['Creature'], enchanted: false }, count: 1 }]);
    const game = gameOf({ players: [{ id: ALICE, hand: [{ card: 'Brainspoil', id: 'spell' }], manaPool: ['B', 'B', 'B', 'B', 'B'] }, { id: BOB }], battlefield: BATTLEFIELD, turn: ALICE_MAIN }, library);
    expect(cast(game, ['giant']).refusal).toMatchObject(ILLEGAL);
    expect(cast(game, ['bears'])).toEqual({ refusal: null, legal: [['bears']] });
  });

  it('205.3: a subtype that begins like "an" is a subtype: "target non-Angel, non-Demon, non-Devil, non-Dragon creature" (Power Word Kill)', () => {
    expectCompiled('Power Word Kill', { manaCost: '{1}{B}', types: ['Instant'], targets: [{ what: { types: ['Creature'], notSubtypes: ['Angel', 'Demon', 'Devil', 'Dragon'] }, count: 1 }] });
  });

  it('115.9a, 301.5: "singleTarget" only on the stack, "attachedTo" only on the battlefield', () => {
    const load = (what: unknown) => cardSchema.safeParse({ name: 'Bad', manaCost: '{U}', types: ['Instant'], targets: [{ what, count: 1 }] });
    expect(load({ types: ['Creature'], singleTarget: true }).error?.issues[0]?.message).toMatch(/CR 115\.9/);
    expect(load({ zone: 'graveyard', attachedTo: [{}] }).error?.issues[0]?.message).toMatch(/CR 301\.5/);
  });
});

describe('115.9: the "targets" field of the filter language', () => {
  it('115.9: only an object on the stack targets anything: a permanent filter with "targets" does not load', () => {
    const card = { name: 'Bad', manaCost: '{U}', types: ['Instant'], targets: [{ what: { types: ['Creature'], targets: [{ player: 'you' }] }, count: 1 }] };
    expect(cardSchema.safeParse(card).error?.issues[0]?.message).toMatch(/CR 115\.9/);
  });

  it('115.9: a filter nested in "targets" is one level deep: a spell that targets a spell that targets … does not load', () => {
    const nested = spellThatTargets([spellThatTargets([{ player: 'you' }])]);
    expect(cardSchema.safeParse({ name: 'Bad', manaCost: '{U}', types: ['Instant'], targets: [{ what: nested, count: 1 }] }).success).toBe(false);
  });

  it('115.9: the word is described as printed', () => {
    const card = cardSchema.parse({ ...result('Turn Aside').card, name: 'Turn Aside' });
    expect(describeTargetWhat(card.targets[0]!)).toBe('target spell that targets a permanent you control');
  });
});
