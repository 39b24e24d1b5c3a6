/** The spells a static or triggered ability looks at (CR 105.2, 700.6): the spell filter's colour-count and historic fields. */
import { describe, expect, it } from 'vitest';
import { getCard } from '../src/cards/library.js';
import type { SpellFilter } from '../src/cards/schema.js';
import { spellFilterApplies } from '../src/costs/modifiers.js';
import { libraryWith } from './helpers.js';

const cards = libraryWith(
  { name: 'Gold Spell', manaCost: '{W}{U}', types: ['Instant'] },
  { name: 'Old Relic', manaCost: '{3}', types: ['Artifact'] },
  { name: 'Famous Hero', manaCost: '{2}{W}', types: ['Creature'], supertypes: ['Legendary'], power: 2, toughness: 2 },
  { name: 'Old Tale', manaCost: '{1}{G}', types: ['Enchantment'], subtypes: ['Saga'] },
);
const source = { controller: 'alice', chosen: undefined };
const fits = (filter: Partial<SpellFilter>, name: string) => spellFilterApplies({ controller: 'any', ...filter } as SpellFilter, source, getCard(cards, name), 'bob');

describe('spell filters: multicolored, colorless, historic', () => {
  it('105.2a: "multicolored spells" are those with two or more colours; false means at most one', () => {
    expect(fits({ multicolored: true }, 'Gold Spell')).toBe(true);
    expect(fits({ multicolored: true }, 'Lightning Bolt')).toBe(false);
    expect(fits({ multicolored: false }, 'Lightning Bolt')).toBe(true);
  });

  it('105.2c: "colorless spells" have no colour', () => {
    expect(fits({ colorless: true }, 'Old Relic')).toBe(true);
    expect(fits({ colorless: true }, 'Lightning Bolt')).toBe(false);
  });

  it('700.6: historic spells are artifacts, legendaries and Sagas', () => {
    expect(['Old Relic', 'Famous Hero', 'Old Tale', 'Lightning Bolt'].map((name) => fits({ historic: true }, name))).toEqual([true, true, true, false]);
  });
});
