/**
 * Issue 13: the built-in library's cards compiled from their Oracle text agree with their
 * hand-written definitions. test/fixtures/built-in-oracle.json holds the Oracle entries
 * (Scryfall's fields) of the built-in cards whose names are in the project's corpus; the
 * other built-in cards have no Oracle entry here. Two things are checked:
 * - a card the compiler calls complete equals the hand-written card in every field that
 *   matters to casting and activating (only the prose `text` of the card and of its
 *   abilities, the short name a target word was written with, and how a mana ability's
 *   mana is written when it makes the same mana, may differ);
 * - what the compiler did read of a partial card is right: its characteristics equal the
 *   built-in card's, and each ability, mana ability and cost it compiled is one the built-in
 *   card has. A partial card is never wrong about what it did read.
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, getCard } from '../src/cards/library.js';
import { productionOptions, type Production } from '../src/cards/mana-production.js';
import { cardSchema, type CardDefinition } from '../src/cards/schema.js';
import { compileCard, type CompileResult } from '../tools/importer/compile.js';

const oracle = JSON.parse(readFileSync(new URL('./fixtures/built-in-oracle.json', import.meta.url), 'utf8')) as { name: string }[];
const results: readonly CompileResult[] = oracle.map((card) => compileCard(card));

/** A definition without what is prose or authoring shorthand: texts, and the names target words were written with. */
function meaning(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(meaning);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'text' && key !== 'name')
      .map(([key, v]) => [key, key === 'keywords' ? [...(v as string[])].sort() : key === 'produces' ? madeBy(v as Production) : meaning(v)]),
  );
}

/** What a production can make, each way as a sorted string: "{C}{C}{C}" and three of one type among {C} mean the same. */
function madeBy(production: Production): string[] | Production {
  const options = productionOptions(production, 'amount' in production ? production.amount : 1);
  return options === null ? production : options.map((made) => [...made].sort().join('')).sort();
}

/** The fields that differ between the compiled card and the built-in one, by meaning. */
function differences(compiled: CardDefinition, builtIn: CardDefinition): string[] {
  const a = meaning(compiled) as Record<string, unknown>;
  const b = meaning(builtIn) as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !isDeepStrictEqual(a[key], b[key]));
}

const CHARACTERISTICS = ['manaCost', 'types', 'supertypes', 'subtypes', 'power', 'toughness', 'loyalty'] as const;
const LISTS = ['abilities', 'manaAbilities', 'optionalCosts', 'alternativeCosts', 'selfCostChanges', 'additionalCosts'] as const;

describe('the built-in cards compiled from their Oracle text', () => {
  it('the fixture covers the built-in cards whose names are in the corpus, and most of them compile whole', () => {
    expect(oracle.length).toBeGreaterThanOrEqual(400);
    for (const card of oracle) expect(BUILT_IN_CARDS[card.name], card.name).toBeDefined();
    expect(results.filter((r) => r.status === 'complete').length).toBeGreaterThanOrEqual(415);
  });

  it('a card compiled complete equals its hand-written definition in everything casting and activating read', () => {
    const wrong = results
      .filter((r) => r.status === 'complete')
      .map((r) => [r.name, differences(cardSchema.parse(r.card), getCard(BUILT_IN_CARDS, r.name))] as const)
      .filter(([, fields]) => fields.length > 0)
      .map(([name, fields]) => `${name}: ${fields.join(', ')}`);
    expect(wrong).toEqual([]);
  });

  it('what a partial card compiled is right: its characteristics, and each ability or cost it read is one the card has', () => {
    const wrong: string[] = [];
    for (const r of results.filter((x) => x.status === 'partial')) {
      const compiled = meaning(cardSchema.parse(r.card)) as Record<string, unknown>;
      const builtIn = meaning(getCard(BUILT_IN_CARDS, r.name)) as Record<string, unknown>;
      for (const field of CHARACTERISTICS) if (!isDeepStrictEqual(compiled[field], builtIn[field])) wrong.push(`${r.name}: ${field}`);
      for (const field of LISTS) {
        // The targets a kicker adds are read from the spell's text, which is what a partial card may not have read.
        const read = (item: unknown) => (field === 'optionalCosts' ? { ...(item as object), targets: undefined } : item);
        for (const item of compiled[field] as unknown[]) {
          if (!(builtIn[field] as unknown[]).some((b) => isDeepStrictEqual(read(b), read(item)))) wrong.push(`${r.name}: ${field} ${JSON.stringify(item)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
