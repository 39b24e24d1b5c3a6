/**
 * CR 605.3a: "what may I do now" names each of the player's mana abilities with what it makes or
 * why it can't be activated, and works that out once for each listing of its object
 * (src/mana-abilities/mana-answers.ts): a permanent that is the same object among the same
 * static sources keeps its answers. Whatever changes, each answer is the one the event would
 * get now, and a client can't change what a later query hands out.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { GameState, Permanent } from '../src/game/state.js';
import { setTapped, updatePlayer } from '../src/game/update.js';
import { checkManaActivation } from '../src/mana-abilities/mana-abilities.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const ALICE = 'alice';
const BOB = 'bob';
const cards = BUILT_IN_CARDS;

const start = (battlefield: { card: string; id: string; tapped?: boolean; controller?: string }[], life = 20): GameState =>
  gameOf({ players: [{ id: ALICE, hand: ['Simian Spirit Guide'], life }, { id: BOB }], battlefield: battlefield.map((p) => ({ controller: ALICE, ...p })), turn: ALICE_MAIN, priority: ALICE });

/** The permanent `id` of a scenario's battlefield, to put into another game that shares the rest. */
const permanentOf = (card: string, id: string, controller = ALICE): Permanent => start([{ card, id, controller }]).battlefield[0]!;

/** The query's mana abilities for alice, each checked against the ACTIVATE_MANA event's answer now. */
function manaAnswers(game: GameState) {
  const answers = legalActions(game, cards, ALICE).manaAbilities;
  for (const a of answers) {
    const event = checkManaActivation(game, cards, ALICE, a.event.source, a.event.ability);
    expect(a.refusal, `${a.event.source}#${a.event.ability}`).toEqual(event.ok ? null : event.refusal);
  }
  return answers;
}

const of = (answers: ReturnType<typeof manaAnswers>, source: string) => answers.find((a) => a.event.source === source)!;

describe('605.3a: the query answers for a mana ability as the event would, on a battlefield that shares its permanents', () => {
  it("605.3a, 118.3: a tapped Mountain is refused on every battlefield that holds it, and makes {R} once it is untapped (a new object)", () => {
    const game = start([{ card: 'Mountain', id: 'mountain', tapped: true }, { card: 'Forest', id: 'forest' }]);
    const first = manaAnswers(game);
    expect(of(first, 'mountain').refusal?.rule).toBe('605.3');
    const again = manaAnswers({ ...game, battlefield: [...game.battlefield] });
    expect(again).toStrictEqual(first);
    // The answer is kept with the object's listing: the same action, not worked out again.
    expect(of(again, 'mountain')).toBe(of(first, 'mountain'));
    const untapped = manaAnswers(setTapped(game, 'mountain', false));
    expect(of(untapped, 'mountain')).toMatchObject({ produces: ['R'], refusal: null });
    expect(of(untapped, 'forest')).toBe(of(first, 'forest'));
  });

  it('602.5: Cursed Totem entering turns a tapped Llanowar Elves\' refusal into the ban\'s, and an untapped one\'s {G} into it too', () => {
    const game = start([{ card: 'Llanowar Elves', id: 'tapped-elves', tapped: true }, { card: 'Llanowar Elves', id: 'elves' }]);
    const before = manaAnswers(game);
    expect(of(before, 'tapped-elves').refusal?.rule).toBe('605.3');
    expect(of(before, 'elves')).toMatchObject({ produces: ['G'], refusal: null });
    const totem = manaAnswers({ ...game, battlefield: [...game.battlefield, permanentOf('Cursed Totem', 'totem', BOB)] });
    expect(of(totem, 'tapped-elves').refusal?.rule).toBe('602.5');
    expect(of(totem, 'elves').refusal?.rule).toBe('602.5');
  });

  it("119.4: Mana Confluence is refused at 0 life and makes any color at 1, the same permanent object both times", () => {
    const none = start([{ card: 'Mana Confluence', id: 'confluence' }], 0);
    expect(of(manaAnswers(none), 'confluence').refusal?.rule).toBe('119.4');
    const one = updatePlayer(none, ALICE, (p) => ({ ...p, life: 1 }));
    expect(one.battlefield[0]).toBe(none.battlefield[0]);
    expect(of(manaAnswers(one), 'confluence')).toMatchObject({ produces: ['W', 'U', 'B', 'R', 'G'], refusal: null });
    expect(of(manaAnswers(updatePlayer(one, ALICE, (p) => ({ ...p, life: 0 }))), 'confluence').refusal?.rule).toBe('119.4');
  });

  it("605.3a: the card in the hand is answered for each game (Simian Spirit Guide), after the permanents", () => {
    const game = start([{ card: 'Forest', id: 'forest' }]);
    expect(manaAnswers(game).map((a) => a.event.source)).toEqual(['forest', 'simian-spirit-guide']);
    const emptied = updatePlayer(game, ALICE, (p) => ({ ...p, hand: [] }));
    expect(manaAnswers(emptied).map((a) => a.event.source)).toEqual(['forest']);
  });
});

describe('605.3a: a client cannot change what a later query answers', () => {
  it('605.3a: each mana ability action, its event, its refusal and its types are frozen', () => {
    const game = start([{ card: 'Mountain', id: 'mountain', tapped: true }, { card: 'Forest', id: 'forest' }]);
    const answers = legalActions(game, cards, ALICE).manaAbilities;
    for (const a of answers) {
      expect(Object.isFrozen(a)).toBe(true);
      expect(Object.isFrozen(a.event)).toBe(true);
      expect(Object.isFrozen(a.produces)).toBe(true);
      if (a.refusal) expect(Object.isFrozen(a.refusal)).toBe(true);
    }
    const tapped = of(answers, 'mountain');
    expect(() => Object.assign(tapped.refusal!, { message: 'changed' })).toThrow(TypeError);
    expect(() => Object.assign(tapped.event, { source: 'forest' })).toThrow(TypeError);
    const later = legalActions({ ...game, battlefield: [...game.battlefield] }, cards, ALICE).manaAbilities;
    expect(of(later, 'mountain').refusal?.message).not.toBe('changed');
    expect(later.map((a) => a.event.source)).toEqual(['mountain', 'forest', 'simian-spirit-guide']);
  });
});
