/**
 * Issue 13: flavor words (CR 207.2c) and boast (CR 702.142) compiled from Oracle text
 * (test/fixtures/oracle-keywords-more.json, real cards copied from the corpus).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileCard, type CompileResult } from '../tools/importer/compile.js';
import { afterFlavorWord } from '../tools/importer/flavor-words.js';
import { keywordLineOf } from '../tools/importer/keyword-lines.js';
import { mayBeginActivating } from '../src/activation/activation.js';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import { createGame } from '../src/scenario/build-game.js';
import type { GameSpecInput } from '../src/scenario/schema.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/oracle-keywords-more.json', import.meta.url), 'utf8')) as { name: string }[];
const compiled = new Map(fixture.map((card) => [card.name, compileCard(card)] as const));
const result = (name: string): CompileResult => compiled.get(name) ?? (() => { throw new Error(`${name} is not in the fixture`); })();
const library = createCardLibrary([...compiled.values()].filter((r) => r.card).map((r) => r.card!), BUILT_IN_CARDS);
const complete = (name: string) => {
  const r = result(name);
  expect(r.status, JSON.stringify(r.gaps)).toBe('complete');
  return r.card as Record<string, unknown>;
};

describe('207.2c: flavor words have no rules meaning', () => {
  it('207.2c: the ability after a title-case flavor word is read as if it stood alone (Red Dragon\'s Fire Breath, Guild Thief\'s Cunning Action)', () => {
    expect(complete('Red Dragon')).toMatchObject({ keywords: ['flying'], abilities: [] });
    expect(complete('Guild Thief')).toMatchObject({ abilities: [{ cost: [{ kind: 'mana', mana: '{3}{U}' }], text: "~ can't be blocked this turn." }] });
  });

  it('207.2c: a one-word head may be a keyword ability and stays a gap (Displacer Beast\'s Displacement); sentence-case heads are keywords or ability words, not flavor words', () => {
    expect(result('Displacer Beast').status).toBe('partial');
    expect(afterFlavorWord('Displacement — {3}{U}: Return ~ to its owner\'s hand.')).toBeNull();
    expect(afterFlavorWord('Cumulative upkeep — Pay 1 life.')).toBeNull();
    expect(afterFlavorWord('Whispers of the Grave — At the beginning of your end step, draw a card.')).toBe('At the beginning of your end step, draw a card.');
    expect(afterFlavorWord('Dark One\'s Own Luck — Whenever you roll one or more dice, ~ gains flying.')).toBe('Whenever you roll one or more dice, ~ gains flying.');
  });
});

describe('702.142: boast', () => {
  it('702.142a: "Boast — [cost]: [effect]" is an activated ability activated only if this creature attacked this turn and only once each turn', () => {
    for (const name of ['Hagi Mob', 'Axgard Braggart', 'Duskwielder', 'Eradicator Valkyrie']) {
      expect((complete(name)['abilities'] as unknown[])[0], name).toMatchObject({ onlyIf: { self: 'attackedThisTurn' }, oncePerTurn: true });
    }
    expect(complete('Hagi Mob')).toMatchObject({ abilities: [{ cost: [{ kind: 'mana', mana: '{1}{R}' }], targets: [{ what: 'any', count: 1 }] }] });
  });

  const postcombat = { activePlayer: 'alice', phase: 'postcombatMain' } as const;
  const game = (mob: { attackedThisTurn?: boolean; activatedThisTurn?: number[] }) =>
    createGame({ ids: 'names', players: [{ id: 'alice', manaPool: ['R', 'R'] }, { id: 'bob' }], battlefield: [{ card: 'Hagi Mob', controller: 'alice', ...mob }], turn: postcombat }, library);

  it('702.142a, 602.5b: Hagi Mob\'s boast is refused until it has attacked this turn, then may be activated', () => {
    const refused = mayBeginActivating(game({}), library, 'alice', 'hagi-mob', 0);
    expect(refused.ok ? null : refused.refusal).toMatchObject({ rule: '602.5b', code: 'PROHIBITED', message: expect.stringContaining('attacked this turn') });
    expect(mayBeginActivating(game({ attackedThisTurn: true }), library, 'alice', 'hagi-mob', 0).ok).toBe(true);
  });

  it('702.142a, 602.5b: a boast ability already activated this turn is refused', () => {
    const used = mayBeginActivating(game({ attackedThisTurn: true, activatedThisTurn: [0] }), library, 'alice', 'hagi-mob', 0);
    expect(used.ok ? null : used.refusal).toMatchObject({ rule: '602.5b' });
  });

  it('506.2: only the active player\'s creatures have attacked this turn (a scenario saying otherwise is refused)', () => {
    const spec: GameSpecInput = { players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Hagi Mob', controller: 'bob', attackedThisTurn: true }], turn: postcombat };
    expect(() => createGame(spec, library)).toThrow(/attackedThisTurn.*506\.2/);
  });
});

describe('702: single keyword lines', () => {
  it('702.69a, 702.60a: gravestorm and ripple trigger as the spell itself is cast (601.2i)', () => {
    expect(keywordLineOf('Gravestorm')).toMatchObject({ triggers: [{ on: 'castSelf', text: expect.stringContaining('Gravestorm') }] });
    expect(keywordLineOf('Ripple 4')).toMatchObject({ triggers: [{ on: 'castSelf', text: expect.stringContaining('top 4 cards') }] });
  });

  it('702.43a: modular—sunburst dies, as a sacrifice for a cost can make it (603.10a)', () => {
    expect(keywordLineOf('Modular—Sunburst')).toMatchObject({ triggers: [{ on: 'creatureDies', self: true }] });
  });

  it('702.14, 702.19e, 702.54, 702.63, 702.82, 702.150: combat, entering and upkeep keywords are text', () => {
    for (const line of ['Nonbasic landwalk', 'Trample over planeswalkers', 'Vanishing', 'Compleated', 'Bloodthirst X', 'Devour artifact 1', 'Devour X, where X is the number of creatures devoured this way']) {
      expect(keywordLineOf(line), line).toEqual({});
    }
    for (const line of ['Ripple X', 'Devour X', 'Gravestorm 2', 'Modular—Sunburst, then draw']) expect(keywordLineOf(line), line).toBeNull();
  });
});
