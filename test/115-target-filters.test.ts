/**
 * CR 115, 601.2c: target words written in the filter language (format v2 §1), cast with the
 * chart on real cards: card types and "non-" types, colours, controller, power, combat and
 * tapped status, zones (spells, abilities, graveyards), unions, "up to N", "any number of"
 * and "another target". Each refused choice leaves the game as it was.
 */
import { describe, expect, it } from 'vitest';
import { castingMachine } from '../machines/casting.js';
import { createActor } from 'xstate';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, accept, ctx, outcome, spell } from './cast-helpers.js';
import { dispatch } from '../machines/dispatch.js';
import { players } from './step-fixtures.js';
import { BUILT_IN_CARDS, type CardLibrary } from '../src/cards/library.js';
import { targetOptions } from '../src/casting/options.js';
import type { AbilityOnStack, GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import type { Refusal } from '../src/core/refusal.js';

/** Alice holds `card` (as `spell`) in her main phase; `spec` adds the rest of the board. */
function board(card: string, spec: Partial<GameSpecInput> = {}, cards: CardLibrary = BUILT_IN_CARDS): GameState {
  return gameOf({ players: players({ hand: [{ card, id: 'spell' }] }), turn: ALICE_MAIN, ...spec }, cards);
}

/** Casts `spell` and proposes `targets`: null when they are taken, else the refusal (and the game is unchanged). */
function choose(game: GameState, targets: string[][], cards: CardLibrary = BUILT_IN_CARDS): Refusal | null {
  const actor = castActor(game, cards);
  accept(actor, { type: 'CAST', player: ALICE, card: 'spell' });
  if (ctx(actor).refusal) return ctx(actor).refusal;
  const before = ctx(actor).game;
  const refusal = dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets });
  if (refusal) expect(ctx(actor).game).toBe(before);
  else expect(spell(ctx(actor).game, 'spell').choices.targets).toEqual(targets);
  return refusal;
}

/** The legal choices the prompt lists for each target word of `spell`. */
function legal(game: GameState, cards: CardLibrary = BUILT_IN_CARDS): readonly (readonly string[])[] {
  const actor = createActor(castingMachine, { input: { game, cards } }).start();
  accept(actor, { type: 'CAST', player: ALICE, card: 'spell' });
  return targetOptions(ctx(actor).game, cards, spell(ctx(actor).game, 'spell')).map((w) => w.legal);
}

const ILLEGAL = { rule: '601.2c', code: 'ILLEGAL_TARGET' };
const creatures = [
  { card: 'Grizzly Bears', id: 'bears', controller: BOB },
  { card: 'Royal Assassin', id: 'assassin', controller: BOB },
  { card: 'Memnite', id: 'memnite', controller: BOB },
  { card: 'Shivan Dragon', id: 'dragon', controller: BOB },
  { card: 'Thalia, Guardian of Thraben', id: 'thalia', controller: ALICE },
];

describe('115.1: characteristics of the objects a word targets', () => {
  it('115.1: "target nonblack creature" (Dark Banishing) accepts a green creature and refuses a black one', () => {
    const game = board('Dark Banishing', { battlefield: creatures });
    expect(choose(game, [['bears']])).toBeNull();
    expect(choose(game, [['assassin']])).toMatchObject(ILLEGAL);
    expect(legal(game)).toEqual([['bears', 'memnite', 'dragon', 'thalia']]);
  });

  it('115.1: "target artifact or enchantment" (Naturalize, a union) takes an artifact or an enchantment, not a creature or a land', () => {
    const game = board('Naturalize', { battlefield: [...creatures, { card: 'Propaganda', id: 'propaganda', controller: BOB }, { card: 'Forest', id: 'forest', controller: BOB }] });
    expect(choose(game, [['memnite']])).toBeNull();
    expect(choose(game, [['propaganda']])).toBeNull();
    expect(choose(game, [['bears']])).toMatchObject(ILLEGAL);
    expect(choose(game, [['forest']])).toMatchObject(ILLEGAL);
  });

  it('115.1: "target creature or planeswalker" (Hero\'s Downfall) takes either, never a player', () => {
    const game = board("Hero's Downfall", { battlefield: [...creatures, { card: 'Jace Beleren', id: 'jace', controller: BOB }] });
    expect(choose(game, [['jace']])).toBeNull();
    expect(choose(game, [['bears']])).toBeNull();
    expect(choose(game, [[BOB]])).toMatchObject(ILLEGAL);
  });

  it('115.1: "target player or planeswalker" (Sarkhan\'s Catharsis) takes any player or a planeswalker; "target opponent or planeswalker" (Vampiric Touch) refuses its caster', () => {
    const battlefield = [...creatures, { card: 'Jace Beleren', id: 'jace', controller: BOB }];
    const catharsis = board("Sarkhan's Catharsis", { battlefield });
    expect(choose(catharsis, [[ALICE]])).toBeNull();
    expect(choose(catharsis, [['jace']])).toBeNull();
    expect(choose(catharsis, [['bears']])).toMatchObject(ILLEGAL);
    const touch = board('Vampiric Touch', { battlefield });
    expect(legal(touch)).toEqual([[BOB, 'jace']]);
    expect(choose(touch, [[ALICE]])).toMatchObject(ILLEGAL);
  });

  it('115.1: "target creature with power 4 or greater" (Blade Banish) counts +1/+1 counters (122.1a) and refuses a 2/2', () => {
    const game = board('Blade Banish', { battlefield: [...creatures, { card: 'Grizzly Bears', id: 'big-bears', controller: BOB, counters: { '+1/+1': 2 } }] });
    expect(legal(game)).toEqual([['dragon', 'big-bears']]);
    expect(choose(game, [['bears']])).toMatchObject(ILLEGAL);
  });

  it('115.1: "nonlegendary", "legendary", "colorless", "green", "with flying" and "without flying" read the object\'s characteristics', () => {
    const battlefield = creatures;
    expect(legal(board('Cast Down', { battlefield }))).toEqual([['bears', 'assassin', 'memnite', 'dragon']]);
    expect(legal(board("Hero's Demise", { battlefield }))).toEqual([['thalia']]);
    expect(legal(board('Infernal Reckoning', { battlefield }))).toEqual([['memnite']]);
    expect(legal(board('Slay', { battlefield }))).toEqual([['bears']]);
    expect(legal(board('Wing Snare', { battlefield }))).toEqual([['dragon']]);
  });

  it('115.1: "target nonland permanent" (Utter End) refuses a land; "target nonbasic land" (Lava Blister) refuses a basic one', () => {
    const battlefield = [...creatures, { card: 'Forest', id: 'forest', controller: BOB }];
    expect(choose(board('Utter End', { battlefield }), [['forest']])).toMatchObject(ILLEGAL);
    expect(choose(board('Utter End', { battlefield }), [['thalia']])).toBeNull();
    expect(choose(board('Lava Blister', { battlefield }), [['forest']])).toMatchObject({ rule: '601.2c', code: 'NO_LEGAL_TARGETS' });
  });

  it('115.1: "target nontoken creature" (Bifurcate) refuses a token', () => {
    const game = board('Bifurcate', { battlefield: [{ card: 'Grizzly Bears', id: 'token-bears', controller: BOB, token: true }, ...creatures] });
    expect(choose(game, [['token-bears']])).toMatchObject(ILLEGAL);
    expect(choose(game, [['bears']])).toBeNull();
  });
});

describe('115.1, 109.5: who controls the object, relative to the caster', () => {
  it('115.1: Skulduggery\'s "target creature you control" and "target creature an opponent controls" each refuse the other side', () => {
    const game = board('Skulduggery', { battlefield: creatures });
    expect(choose(game, [['thalia'], ['bears']])).toBeNull();
    expect(choose(game, [['bears'], ['thalia']])).toMatchObject(ILLEGAL);
  });

  it('110.2: "you control" reads who controls a permanent, not who owns it: Bob\'s Grizzly Bears under Alice\'s control is hers to list and to choose', () => {
    const stolen = [{ card: 'Grizzly Bears', id: 'stolen', controller: ALICE, owner: BOB }, { card: 'Memnite', id: 'memnite', controller: BOB, owner: ALICE }];
    const game = board('Skulduggery', { battlefield: stolen });
    // The listing walks the battlefield (objectInZoneFits); the choice looks each id up (objectFits).
    expect(legal(game)).toEqual([['stolen'], ['memnite']]);
    expect(choose(game, [['stolen'], ['memnite']])).toBeNull();
    expect(choose(game, [['memnite'], ['stolen']])).toMatchObject(ILLEGAL);
  });
});

describe('115.1, 506.4, 110.5: status: attacking, blocking, tapped', () => {
  const combat = { activePlayer: BOB, phase: 'combat', step: 'declareBlockers' } as const;
  const inCombat = [
    { card: 'Grizzly Bears', id: 'attacker', controller: BOB, attacking: true, tapped: true },
    { card: 'Shivan Dragon', id: 'idle', controller: BOB },
    { card: 'Thalia, Guardian of Thraben', id: 'blocker', controller: ALICE, blocking: true },
  ];
  const combatBoard = (card: string) => board(card, { battlefield: inCombat, turn: combat, priority: ALICE });

  it('115.1: "target attacking creature" (Kill Shot) takes an attacker and refuses a creature not in combat', () => {
    expect(choose(combatBoard('Kill Shot'), [['attacker']])).toBeNull();
    expect(choose(combatBoard('Kill Shot'), [['idle']])).toMatchObject(ILLEGAL);
  });

  it('115.1: "target blocking creature" (Righteousness) and "target attacking or blocking creature" (Sandblast)', () => {
    expect(legal(combatBoard('Righteousness'))).toEqual([['blocker']]);
    expect(legal(combatBoard('Sandblast'))).toEqual([['attacker', 'blocker']]);
  });

  it('115.1: "target tapped creature" (Vengeance) and "target untapped creature" (Asphyxiate) split the board by status', () => {
    const battlefield = [{ card: 'Grizzly Bears', id: 'tapped', controller: BOB, tapped: true }, { card: 'Shivan Dragon', id: 'untapped', controller: BOB }];
    expect(legal(board('Vengeance', { battlefield }))).toEqual([['tapped']]);
    expect(legal(board('Asphyxiate', { battlefield }))).toEqual([['untapped']]);
  });

  it('506.4: a scenario refuses an attacking creature outside combat, with the field\'s path', () => {
    expect(() => board('Kill Shot', { battlefield: [{ card: 'Grizzly Bears', controller: BOB, attacking: true }] })).toThrow(/battlefield\[0\]\.attacking.*combat phase/);
  });
});

describe('115.1, 601.2c: how many targets, and distinct words', () => {
  const battlefield = creatures;

  it('601.2c: "up to two target creatures" (Lead Astray) takes none, one or two, not three', () => {
    const game = board('Lead Astray', { battlefield });
    expect(choose(game, [[]])).toBeNull();
    expect(choose(game, [['bears', 'dragon']])).toBeNull();
    expect(choose(game, [['bears', 'dragon', 'thalia']])).toMatchObject({ rule: '601.2c', code: 'WRONG_TARGET_COUNT' });
  });

  it('601.2c: "any number of target creatures" (Sway of Illusion) takes all of them', () => {
    expect(choose(board('Sway of Illusion', { battlefield }), [['bears', 'assassin', 'memnite', 'dragon', 'thalia']])).toBeNull();
  });

  it('601.2c: "another target creature" (Rookie Mistake) refuses the creature the first word chose', () => {
    const game = board('Rookie Mistake', { battlefield });
    expect(choose(game, [['bears'], ['bears']])).toMatchObject({ rule: '601.2c', code: 'DUPLICATE_TARGET' });
    expect(choose(game, [['bears'], ['dragon']])).toBeNull();
  });

  it('601.2c: with only one creature, "target creature … another target creature" has no legal choice, so the cast is illegal and undone', () => {
    const game = board('Rookie Mistake', { battlefield: [creatures[0]!] });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'spell' });
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2c', code: 'NO_LEGAL_TARGETS' });
    expect(ctx(actor).game).toEqual(game);
  });

  it('601.2c: "two target nonblack creatures" (Reckless Spite) needs two distinct nonblack creatures', () => {
    expect(choose(board('Reckless Spite', { battlefield: [creatures[0]!, creatures[1]!] }), [['bears', 'bears']])).toMatchObject({ rule: '601.2c', code: 'NO_LEGAL_TARGETS' });
    expect(choose(board('Reckless Spite', { battlefield }), [['bears', 'bears']])).toMatchObject({ rule: '601.2c', code: 'DUPLICATE_TARGET' });
    expect(choose(board('Reckless Spite', { battlefield }), [['bears', 'dragon']])).toBeNull();
  });
});

describe('601.2b, 601.2c: "X target …" takes exactly the X announced', () => {
  const dregs = () => board('Dregs of Sorrow', { battlefield: creatures });
  const announce = (x: number) => {
    const actor = castActor(dregs());
    accept(actor, { type: 'CAST', player: ALICE, card: 'spell' });
    accept(actor, { type: 'ANNOUNCE_X', player: ALICE, x });
    return actor;
  };

  it('601.2c: Dregs of Sorrow with X = 2 takes two nonblack creatures, not one or three', () => {
    const actor = announce(2);
    expect(dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['bears']] })).toMatchObject({ rule: '601.2c', code: 'WRONG_TARGET_COUNT' });
    expect(dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['bears', 'memnite', 'dragon']] })).toMatchObject({ rule: '601.2c', code: 'WRONG_TARGET_COUNT' });
    expect(dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets: [['bears', 'dragon']] })).toBeNull();
  });

  it('601.2c: with X = 5 and four nonblack creatures there is no legal choice, so the cast is illegal and undone (733)', () => {
    const actor = announce(5);
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2c', code: 'NO_LEGAL_TARGETS' });
    expect(ctx(actor).game).toEqual(dregs());
  });

  it('107.3: "X target" on a card whose cost has no {X} is refused at load', () => {
    expect(() => libraryWith({ name: 'Test Dregs', manaCost: '{4}{B}', types: ['Sorcery'], targets: [{ what: 'creature', count: 'X' }] })).toThrow(/targets\[0\]\.count: CR 107\.3/);
  });
});

describe('115.1, 115.2: objects on the stack and in graveyards', () => {
  const onStack = (card: string, spec: Partial<GameSpecInput> = {}) =>
    board(card, {
      stack: [
        { card: 'Lightning Bolt', id: 'bolt', controller: BOB },
        { card: 'Grizzly Bears', id: 'bears-spell', controller: BOB },
        { card: 'Jace Beleren', id: 'jace-spell', controller: BOB },
      ],
      turn: { activePlayer: BOB, phase: 'precombatMain' },
      priority: ALICE,
      ...spec,
    });

  it('115.1: "target instant or sorcery spell" (Disrupt) takes Lightning Bolt and refuses a creature spell; "target creature spell" (Remove Soul) the reverse', () => {
    expect(choose(onStack('Disrupt'), [['bolt']])).toBeNull();
    expect(choose(onStack('Disrupt'), [['bears-spell']])).toMatchObject(ILLEGAL);
    expect(legal(onStack('Remove Soul'))).toEqual([['bears-spell']]);
    expect(legal(onStack("Dovin's Veto"))).toEqual([['bolt', 'jace-spell']]);
  });

  it('105.2a: "target multicolored spell" (Neutralizing Blast) takes Dreadbore ({B}{R}) and refuses the monocoloured spells', () => {
    const game = onStack('Neutralizing Blast', { stack: [{ card: 'Lightning Bolt', id: 'bolt', controller: BOB }, { card: 'Dreadbore', id: 'dreadbore', controller: BOB, targets: [['thalia']] }], battlefield: [creatures[4]!] });
    expect(legal(game)).toEqual([['dreadbore']]);
    expect(choose(game, [['bolt']])).toMatchObject(ILLEGAL);
  });

  /** The game with an activated ability of Bob's Prodigal Pyromancer on the stack (CR 602.2a). */
  function withAbility(card: string): GameState {
    const game = onStack(card, { battlefield: [{ card: 'Prodigal Pyromancer', id: 'pyromancer', controller: BOB }] });
    const choices = game.stack[0]!.choices;
    const ability: AbilityOnStack = { kind: 'ability', id: 'ping', card: 'Prodigal Pyromancer', source: 'pyromancer', ability: 0, controller: BOB, choices: { ...choices, targets: [[ALICE]] } };
    return { ...game, stack: [...game.stack, ability] };
  }

  it('115.1: "target activated or triggered ability" (Stifle) and "target activated ability" (Squelch) take an ability on the stack, never a spell', () => {
    expect(legal(withAbility('Stifle'))).toEqual([['ping']]);
    expect(choose(withAbility('Squelch'), [['ping']])).toBeNull();
    expect(choose(withAbility('Squelch'), [['bolt']])).toMatchObject(ILLEGAL);
  });

  it('115.1: Tale\'s End\'s "activated ability, triggered ability, or legendary spell" takes the ability or Jace, not Lightning Bolt', () => {
    expect(legal(withAbility("Tale's End"))).toEqual([['jace-spell', 'ping']]);
  });

  it('202.3e: on the stack X counts in a spell\'s mana value ("target spell with mana value 2 or less")', () => {
    const cards = libraryWith({ name: 'Test Snare', manaCost: '{U}', types: ['Instant'], targets: [{ what: { zone: 'stack', manaValue: { atMost: 2 } } }] });
    const game = (x: number) => board('Test Snare', { stack: [{ card: 'Fireball', id: 'fireball', controller: BOB, x, targets: [[ALICE]] }], turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE }, cards);
    expect(choose(game(1), [['fireball']], cards)).toBeNull();
    expect(choose(game(2), [['fireball']], cards)).toMatchObject({ rule: '601.2c', code: 'NO_LEGAL_TARGETS' });
  });

  it('115.2: "target creature card from your graveyard" (Disentomb) takes a creature card in its caster\'s graveyard, not an opponent\'s, a noncreature card, or a permanent', () => {
    const game = gameOf({
      players: players({ hand: [{ card: 'Disentomb', id: 'spell' }], graveyard: [{ card: 'Grizzly Bears', id: 'my-bears' }, { card: 'Lightning Bolt', id: 'my-bolt' }] }, { graveyard: [{ card: 'Shivan Dragon', id: 'their-dragon' }] }),
      battlefield: creatures,
      turn: ALICE_MAIN,
    });
    expect(legal(game)).toEqual([['my-bears']]);
    expect(choose(game, [['their-dragon']])).toMatchObject(ILLEGAL);
    expect(choose(game, [['bears']])).toMatchObject(ILLEGAL);
  });
});
