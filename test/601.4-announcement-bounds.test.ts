/**
 * CR 601.4 (the look-ahead of 601.3) and 601.2b's prompts: "could this be cast and paid now?"
 * tries the hybrid and Phyrexian announcements a cost allows. Identical symbols are
 * interchangeable, so each group of them is tried as a multiset; the work is bounded, and every
 * announcement tried gives a half to each hybrid symbol and a payment to each Phyrexian one.
 */
import { describe, expect, it } from 'vitest';
import { dispatch } from '../machines/dispatch.js';
import { promptOf } from '../machines/prompt.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { announcementCombinationsOf, MAX_ANNOUNCEMENT_COMBINATIONS } from '../src/casting/announcement-combinations.js';
import { MAX_ANNOUNCED_SYMBOLS } from '../src/casting/announce.js';
import type { CastEventInput } from '../src/events/schema.js';
import { parseManaCost } from '../src/mana/parse.js';
import { ALICE_MAIN, castActor, gameOf, libraryWith } from './helpers.js';

const ALICE = 'alice';
const BOB = 'bob';
const cards = libraryWith(
  { name: 'Test Tidecaller', manaCost: '{W/U}'.repeat(10), types: ['Sorcery'], text: 'Ten {W/U} symbols.' },
  { name: 'Test Fivefold', manaCost: '{R/G}'.repeat(5), types: ['Sorcery'], text: 'Five {R/G} symbols, as Deus of Calamity.' },
  { name: 'Test Mites', manaCost: '{G/U/P}{G/U/P}', types: ['Sorcery'], text: 'Two hybrid Phyrexian symbols.' },
  { name: 'Test Endless', manaCost: '{W/U}'.repeat(MAX_ANNOUNCED_SYMBOLS + 1), types: ['Sorcery'], text: 'More hybrid symbols than CHOOSE_HYBRID carries.' },
);

const gameWith = (hand: string[], lands: readonly string[], life = 20) =>
  gameOf({ players: [{ id: ALICE, hand, life }, { id: BOB }], battlefield: lands.map((card) => ({ card, controller: ALICE })), turn: ALICE_MAIN, priority: ALICE }, cards);
const times = (n: number, card: string) => Array.from({ length: n }, () => card);
const castOf = (hand: string, lands: readonly string[]) => legalActions(gameWith([hand], lands), cards, ALICE).casts[0];

const promptAfter = (game: ReturnType<typeof gameWith>, events: readonly CastEventInput[]) => {
  const actor = castActor(game, cards);
  for (const event of events) expect(dispatch(actor, event)).toBeNull();
  return promptOf(actor.getSnapshot());
};

describe('601.4: the announcements the look-ahead tries', () => {
  it('601.4: ten {W/U} symbols and ten Islands: the look-ahead finds the all-blue announcement', () => {
    expect(castOf('Test Tidecaller', times(10, 'Island'))).toMatchObject({ event: { card: 'test-tidecaller' }, payable: true });
    expect(castOf('Test Tidecaller', [...times(3, 'Plains'), ...times(7, 'Island')])).toMatchObject({ payable: true });
  });

  it('601.4: with nine lands the same spell can\'t be paid', () => {
    expect(castOf('Test Tidecaller', times(9, 'Island'))).toMatchObject({ event: { card: 'test-tidecaller' }, payable: false });
  });

  it('601.4: identical symbols are announced as a multiset: five {R/G} give 6 announcements, not 32', () => {
    const all = announcementCombinationsOf(parseManaCost('{R/G}'.repeat(5)));
    expect(all).toHaveLength(6);
    expect(new Set(all.map((a) => a.hybrid.filter((h) => h === 'R').length))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(all.every((a) => a.hybrid.length === 5 && a.phyrexian.length === 0)).toBe(true);
  });

  it('601.4: {W/U} and {U/W} are the same symbol, whichever half is written first (CR 107.4e)', () => {
    const all = announcementCombinationsOf(parseManaCost('{W/U}{U/W}{2/W}'));
    // Three ways for the two {W/U} (WW, WU, UU), two for {2/W}.
    expect(all).toHaveLength(6);
    expect(all.every((a) => a.hybrid.length === 3 && ['W', 'U'].includes(a.hybrid[1]!) && ['W', 'generic'].includes(a.hybrid[2]!))).toBe(true);
  });

  it('601.4: a cost asked about again is given the same announcements; {R/G} and {G/R} each list their first-written half first', () => {
    const rg = announcementCombinationsOf(parseManaCost('{1}{R/G}'));
    const gr = announcementCombinationsOf(parseManaCost('{G/R}'));
    expect(rg.map((a) => a.hybrid)).toEqual([['R'], ['G']]);
    expect(gr.map((a) => a.hybrid)).toEqual([['G'], ['R']]);
    // The generic part announces nothing: {R/G} alone is announced as {1}{R/G} is.
    expect(announcementCombinationsOf(parseManaCost('{R/G}'))).toBe(rg);
    expect(announcementCombinationsOf(parseManaCost('{R/G}{B/P}')).map((a) => [a.hybrid, a.phyrexian])).toEqual([
      [['R'], ['mana']],
      [['R'], ['life']],
      [['G'], ['mana']],
      [['G'], ['life']],
    ]);
  });

  it('601.4: the announcements shared by every cost alike are frozen: a caller that writes on one gets an error', () => {
    const [first] = announcementCombinationsOf(parseManaCost('{W/U}{W/U}'));
    expect(() => (first!.hybrid as string[]).push('W')).toThrow(TypeError);
    expect(announcementCombinationsOf(parseManaCost('{W/U}{W/U}')).map((a) => a.hybrid)).toEqual([['W', 'W'], ['W', 'U'], ['U', 'U']]);
  });

  it('601.2b: a hybrid half already announced is kept; the others are still tried', () => {
    expect(announcementCombinationsOf(parseManaCost('{R/G}{R/G}')).map((a) => a.hybrid)).toEqual([['R', 'R'], ['R', 'G'], ['G', 'G']]);
    expect(announcementCombinationsOf(parseManaCost('{R/G}{R/G}'), ['G', undefined]).map((a) => a.hybrid)).toEqual([['G', 'R'], ['G', 'G']]);
  });

  it('601.4: a hybrid Phyrexian symbol is announced as a half and a payment together', () => {
    const all = announcementCombinationsOf(parseManaCost('{1}{G/U/P}{B/P}'));
    // {G/U/P}: G or U, each with mana or life (4); {B/P}: mana or life (2).
    expect(all).toHaveLength(8);
    expect(all.every((a) => a.hybrid.length === 1 && a.phyrexian.length === 2)).toBe(true);
  });

  it(`601.4: a cost of many different symbols is cut at ${MAX_ANNOUNCEMENT_COMBINATIONS} announcements, each still complete`, () => {
    const nine = '{W/U}{U/B}{B/R}{R/G}{G/W}{W/B}{U/R}{B/G}{R/W}';
    const all = announcementCombinationsOf(parseManaCost(nine));
    expect(all).toHaveLength(MAX_ANNOUNCEMENT_COMBINATIONS);
    expect(all.every((a) => a.hybrid.length === 9 && a.hybrid.every((h) => h !== undefined))).toBe(true);
  });

  it(`601.2b: a cost with more hybrid symbols than CHOOSE_HYBRID carries (${MAX_ANNOUNCED_SYMBOLS}) has no announcement, and can't be cast (the chart takes no CHOOSE_HYBRID for it)`, () => {
    expect(announcementCombinationsOf(parseManaCost('{W/U}'.repeat(MAX_ANNOUNCED_SYMBOLS + 1)))).toEqual([]);
    expect(castOf('Test Endless', times(MAX_ANNOUNCED_SYMBOLS + 1, 'Island'))).toMatchObject({
      payable: false,
      ways: [{ refusal: { rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT', message: `Test Endless's cost has more than ${MAX_ANNOUNCED_SYMBOLS} hybrid or Phyrexian symbols, more than one announcement names` } }],
    });
    const actor = castActor(gameWith(['Test Endless'], times(MAX_ANNOUNCED_SYMBOLS + 1, 'Island')), cards);
    expect(dispatch(actor, { type: 'CAST', player: ALICE, card: 'test-endless' })).toBeNull();
    expect(dispatch(actor, { type: 'CHOOSE_HYBRID', player: ALICE, choices: times(MAX_ANNOUNCED_SYMBOLS + 1, 'U') as 'U'[] })).toMatchObject({ code: 'BAD_PAYLOAD' });
    expect(dispatch(actor, { type: 'CHOOSE_HYBRID', player: ALICE, choices: times(MAX_ANNOUNCED_SYMBOLS, 'U') as 'U'[] })).toMatchObject({ code: 'BAD_PAYLOAD' });
  });
});

describe('601.2b: the hybrid and Phyrexian prompts with identical symbols', () => {
  it('601.2b: five {R/G} with three Mountains and two Forests: either half keeps the cost payable, at every symbol', () => {
    const prompt = promptAfter(gameWith(['Test Fivefold'], [...times(3, 'Mountain'), ...times(2, 'Forest')]), [{ type: 'CAST', player: ALICE, card: 'test-fivefold' }]);
    expect(prompt).toMatchObject({ step: 'hybrid', options: { symbols: times(5, 'x').map(() => ({ symbol: '{R/G}', options: ['R', 'G'], payable: ['R', 'G'] })) } });
  });

  it('601.2b: five {R/G} with five Mountains: only R keeps it payable', () => {
    const prompt = promptAfter(gameWith(['Test Fivefold'], times(5, 'Mountain')), [{ type: 'CAST', player: ALICE, card: 'test-fivefold' }]);
    expect(prompt).toMatchObject({ step: 'hybrid', options: { symbols: times(5, 'x').map(() => ({ payable: ['R'] })) } });
  });

  it('601.2b: two {G/U/P} announced G and U, with one Forest and 20 life: the G symbol may take mana or life, the U symbol only life', () => {
    const game = gameWith(['Test Mites'], ['Forest']);
    const prompt = promptAfter(game, [
      { type: 'CAST', player: ALICE, card: 'test-mites' },
      { type: 'CHOOSE_HYBRID', player: ALICE, choices: ['G', 'U'] },
    ]);
    expect(prompt).toMatchObject({ step: 'phyrexian', options: { symbols: [{ symbol: '{G/U/P}', payable: ['mana', 'life'] }, { symbol: '{G/U/P}', payable: ['life'] }] } });
  });
});
