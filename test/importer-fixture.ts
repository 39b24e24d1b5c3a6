/** A fixture of real cards compiled once, and the check that a card compiles complete to the expected definition. */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { cardSchema, type CardInput } from '../src/cards/schema.js';
import { compileCard, type CompileResult } from '../tools/importer/compile.js';

/** A card definition as parsed, without its texts (the compiler's wording of them is not under test). */
export const definition = (card: unknown) => JSON.parse(JSON.stringify(cardSchema.parse(card), (key, value: unknown) => (key === 'text' ? undefined : value)));

export function compiledFixture(file: string) {
  const cards = JSON.parse(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')) as { name: string }[];
  const compiled = new Map(cards.map((card) => [card.name, compileCard(card)] as const));
  const result = (name: string): CompileResult => compiled.get(name) ?? (() => { throw new Error(`${name} is not in the fixture`); })();
  const expectCompiled = (name: string, expected: Omit<CardInput, 'name'>) => {
    const r = result(name);
    expect(r.status, JSON.stringify(r.gaps)).toBe('complete');
    expect(definition(r.card)).toEqual(definition({ name, ...expected }));
  };
  return { compiled, result, expectCompiled };
}
