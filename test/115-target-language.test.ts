/**
 * CR 115, 601.2c: the target-word language itself: what loads and what is refused (with its
 * JSON path and reason), the old short names as expansions of the object form, "another
 * target" on abilities (other than the source, 115.1; distinct across words, 601.2c), the
 * look-ahead (castableCards) and the prompt's wording; hexproof stays an engine rule.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { dispatch } from '../machines/dispatch.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { ALICE, BOB, accept, ctx } from './cast-helpers.js';
import { players } from './step-fixtures.js';
import { BUILT_IN_CARDS, CardLibraryError, createCardLibrary } from '../src/cards/library.js';
import { fitsAny } from '../src/cards/filter.js';
import { TARGET_SHORTHANDS, TARGET_SHORTHAND_NAMES, targetWord } from '../src/cards/target-schema.js';
import { castableCards } from '../src/casting/castable.js';
import { targetOptions } from '../src/casting/options.js';
import type { GameState } from '../src/game/state.js';

/** The problems loading a card with this one target word, as "path: message". */
function problems(word: unknown): string[] {
  try {
    createCardLibrary([{ name: 'Test Word', manaCost: '{R}', types: ['Instant'], targets: [word] }]);
    return [];
  } catch (error) {
    return (error as CardLibraryError).problems.map((p) => `${p.path}: ${p.message}`);
  }
}

describe('115: target words load, or are refused with their path and reason', () => {
  it('115.1: the object, player and union forms and the old short names load', () => {
    for (const word of [
      { what: { types: ['Creature'], notColors: ['B'] } },
      { what: { anyOf: [{ player: 'any' }, { types: ['Planeswalker'] }] } },
      { what: { zone: 'stack', stackKind: 'ability' } },
      { what: 'creature', min: 0, max: null },
      { filter: 'creatureCardInYourGraveyard', manaValueMax: 3 },
    ]) expect(problems(word), JSON.stringify(word)).toEqual([]);
  });

  it('115.1: an unknown filter field is refused at its path', () => {
    expect(problems({ what: { types: ['Creature'], nonblack: true } })).toEqual(['targets[0].what: Unrecognized key: "nonblack"']);
    expect(problems({ what: { anyOf: [{ types: ['Artifact'] }, { colours: ['W'] }] } })).toEqual(['targets[0].what.anyOf[1]: Unrecognized key: "colours"']);
  });

  it('115.1: a bad value is refused at its own field, inside a union too', () => {
    expect(problems({ what: { anyOf: [{ player: 'everyone' }] } })[0]).toMatch(/^targets\[0\]\.what\.anyOf\[0\]\.player: Invalid option/);
    expect(problems({ what: { colors: ['X'] } })[0]).toMatch(/^targets\[0\]\.what\.colors\[0\]: /);
    expect(problems({ what: { power: { atLeast: 4, atMost: 2 } } })).toEqual(['targets[0].what.power: give exactly one of atMost, atLeast and equals']);
    expect(problems({ what: 'nonblackCreature' })[0]).toMatch(/^targets\[0\]\.what: Invalid option/);
  });

  it('110.5, 113.7a, 400.2: fields that could never hold where the filter looks are refused, not ignored', () => {
    expect(problems({ what: { zone: 'graveyard', tapped: true } })[0]).toMatch(/^targets\[0\]\.what\.tapped: CR 110\.5/);
    expect(problems({ what: { zone: 'stack', stackKind: 'ability', types: ['Creature'] } })[0]).toMatch(/^targets\[0\]\.what\.types: CR 113\.7a/);
    expect(problems({ what: { zone: 'hand' } })[0]).toMatch(/^targets\[0\]\.what\.owner: CR 400\.2/);
    // CR 603.3: triggered abilities go on the stack, so "target triggered ability" can be chosen.
    expect(problems({ what: { zone: 'stack', stackKind: 'triggeredAbility' } })).toEqual([]);
    expect(problems({ what: { stackKind: 'spell' } })[0]).toMatch(/^targets\[0\]\.what\.stackKind: /);
  });

  it('601.2c: a word says what it targets once, and its count one way', () => {
    expect(problems({})).toEqual(['targets[0]: give what the word targets: "what" (or the older "filter"), exactly one of them']);
    expect(problems({ what: 'creature', filter: 'creature' })).toHaveLength(1);
    expect(problems({ what: 'creature', count: 2, max: 3 })).toEqual(['targets[0]: give either count or min/max']);
  });
});

describe('115.1: the short names are expansions of the object form', () => {
  const game = gameOf({
    players: players({ graveyard: [{ card: 'Grizzly Bears', id: 'dead-bears' }] }, { graveyard: [{ card: 'Shivan Dragon', id: 'dead-dragon' }] }),
    battlefield: [
      { card: 'Grizzly Bears', id: 'bears', controller: BOB, tapped: true },
      { card: 'Memnite', id: 'memnite', controller: ALICE },
      { card: 'Propaganda', id: 'propaganda', controller: BOB },
      { card: 'Forest', id: 'forest', controller: BOB },
      { card: 'Jace Beleren', id: 'jace', controller: BOB },
    ],
    stack: [{ card: 'Lightning Bolt', id: 'bolt', controller: BOB }],
    turn: ALICE_MAIN,
  });
  const everything = [ALICE, BOB, 'bears', 'memnite', 'propaganda', 'forest', 'jace', 'bolt', 'dead-bears', 'dead-dragon'];
  const fitting = (what: unknown) => {
    const word = targetWord.parse({ what });
    return everything.filter((id) => fitsAny(game, BUILT_IN_CARDS, id, word.what, { you: ALICE }));
  };

  it('115.1: each short name fits exactly what its written-out filter fits', () => {
    for (const name of TARGET_SHORTHAND_NAMES) expect(fitting(name), name).toEqual(fitting({ anyOf: TARGET_SHORTHANDS[name] }));
  });

  it('115.4, 108.3: "any" is a player, creature, planeswalker or battle; "creatureCardInYourGraveyard" only its controller\'s own graveyard', () => {
    expect(fitting('any')).toEqual([ALICE, BOB, 'bears', 'memnite', 'jace']);
    expect(fitting('creatureCardInYourGraveyard')).toEqual(['dead-bears']);
    expect(fitting('tappedCreature')).toEqual(['bears']);
    expect(fitting('creatureYouControl')).toEqual(['memnite']);
    expect(fitting('spell')).toEqual(['bolt']);
  });
});

describe('115.1, 601.2c: "another target" on abilities', () => {
  const activate = (game: GameState, source: string, targets: string[][]) => {
    const actor = createActor(activationMachine, { input: { game, cards: BUILT_IN_CARDS } }).start();
    const refused = dispatch(actor, { type: 'ACTIVATE', player: ALICE, source, ability: 0 });
    expect(refused).toBeNull();
    return dispatch(actor, { type: 'CHOOSE_TARGETS', player: ALICE, targets });
  };
  const game = gameOf({
    players: players(),
    battlefield: [
      { card: "Kiora's Follower", id: 'follower', controller: ALICE },
      { card: 'Ulvenwald Tracker', id: 'tracker', controller: ALICE },
      { card: 'Forest', id: 'forest', controller: ALICE, tapped: true },
      { card: 'Grizzly Bears', id: 'bears', controller: BOB },
    ],
    turn: ALICE_MAIN,
  });

  it('115.1: Kiora\'s Follower\'s "untap another target permanent" refuses the Follower itself and takes another permanent', () => {
    expect(activate(game, 'follower', [['follower']])).toMatchObject({ rule: '601.2c', code: 'ILLEGAL_TARGET' });
    expect(activate(game, 'follower', [['forest']])).toBeNull();
  });

  it('601.2c: Ulvenwald Tracker may fight with itself, but "another target creature" can\'t be the creature the first word chose', () => {
    expect(activate(game, 'tracker', [['tracker'], ['tracker']])).toMatchObject({ rule: '601.2c', code: 'DUPLICATE_TARGET' });
    expect(activate(game, 'tracker', [['tracker'], ['bears']])).toBeNull();
  });
});

describe('601.2c: the look-ahead and the prompt read the same language', () => {
  const swamps = Array.from({ length: 3 }, (_, i) => ({ card: 'Swamp', id: `swamp-${i}`, controller: ALICE }));

  it('601.2c: castableCards leaves out Dark Banishing while every creature is black, and offers it once a green one arrives', () => {
    const black = gameOf({ players: players({ hand: [{ card: 'Dark Banishing', id: 'banishing' }] }), battlefield: [...swamps, { card: 'Royal Assassin', controller: BOB }], turn: ALICE_MAIN });
    expect(castableCards(black, BUILT_IN_CARDS, ALICE).map((o) => o.card)).toEqual([]);
    const green = { ...black, battlefield: [...black.battlefield, ...gameOf({ players: players(), battlefield: [{ card: 'Grizzly Bears', controller: BOB }], turn: ALICE_MAIN }).battlefield] };
    expect(castableCards(green, BUILT_IN_CARDS, ALICE).map((o) => o.card)).toEqual(['banishing']);
  });

  it('601.2c: castableCards needs two different creatures for Rookie Mistake\'s "target creature … another target creature"', () => {
    const one = gameOf({ players: players({ hand: [{ card: 'Rookie Mistake', id: 'mistake' }] }), battlefield: [{ card: 'Island', controller: ALICE }, { card: 'Grizzly Bears', controller: BOB }], turn: ALICE_MAIN });
    expect(castableCards(one, BUILT_IN_CARDS, ALICE)).toEqual([]);
    const two = gameOf({ players: players({ hand: [{ card: 'Rookie Mistake', id: 'mistake' }] }), battlefield: [{ card: 'Island', controller: ALICE }, { card: 'Grizzly Bears', controller: BOB }, { card: 'Memnite', controller: BOB }], turn: ALICE_MAIN });
    expect(castableCards(two, BUILT_IN_CARDS, ALICE).map((o) => o.card)).toEqual(['mistake']);
  });

  it('601.2c: the prompt words each target word as printed, with its short name when it has one', () => {
    const game = gameOf({ players: players({ hand: [{ card: 'Skulduggery', id: 'spell' }] }), battlefield: [{ card: 'Grizzly Bears', controller: BOB }], turn: ALICE_MAIN });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'spell' });
    expect(ctx(actor).refusal).toMatchObject({ code: 'NO_LEGAL_TARGETS' });
    const withMine = gameOf({ players: players({ hand: [{ card: 'Tail Slash', id: 'spell' }] }), battlefield: [{ card: 'Grizzly Bears', controller: BOB }, { card: 'Memnite', controller: ALICE }], turn: ALICE_MAIN });
    const slash = castActor(withMine);
    accept(slash, { type: 'CAST', player: ALICE, card: 'spell' });
    const stackObject = ctx(slash).game.stack[0]!;
    expect(targetOptions(ctx(slash).game, BUILT_IN_CARDS, stackObject)).toEqual([
      { filter: 'creatureYouControl', text: 'target creature you control', min: 1, max: 1, count: '1', legal: ['memnite'] },
      { filter: null, text: "target creature you don't control", min: 1, max: 1, count: '1', legal: ['grizzly-bears'] },
    ]);
  });

  it('702.11b: hexproof stays an engine rule: Slippery Bogle fits "target creature an opponent controls" yet its controller\'s opponent can\'t target it', () => {
    const game = gameOf({ players: players({ hand: [{ card: 'Grim Contest', id: 'spell' }] }), battlefield: [{ card: 'Memnite', controller: ALICE }, { card: 'Slippery Bogle', controller: BOB }], turn: ALICE_MAIN });
    const actor = castActor(game);
    accept(actor, { type: 'CAST', player: ALICE, card: 'spell' });
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2c', code: 'NO_LEGAL_TARGETS' });
  });
});
