/**
 * Issue 13: flavor words (CR 207.2c) and boast (CR 702.142) compiled from Oracle text
 * (test/fixtures/oracle-keywords-more.json, real cards copied from the corpus).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileCard, type CompileResult } from '../tools/importer/compile.js';
import { afterFlavorWord } from '../tools/importer/flavor-words.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/oracle-keywords-more.json', import.meta.url), 'utf8')) as { name: string }[];
const compiled = new Map(fixture.map((card) => [card.name, compileCard(card)] as const));
const result = (name: string): CompileResult => compiled.get(name) ?? (() => { throw new Error(`${name} is not in the fixture`); })();
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
