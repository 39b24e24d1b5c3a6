/**
 * Rows of the project's card list (../shared/CARDS.md) that disagree with the card's Oracle
 * text. The built-in library follows the Oracle text (test/fixtures/built-in-oracle.json,
 * from the corpus), found by compiling the built-in cards' Oracle text
 * (test/importer-built-in.test.ts); the tests that compare the library with the list check
 * these cards against their Oracle entry instead.
 */
import { readFileSync } from 'node:fs';

export const LIST_ERRATA: Readonly<Record<string, string>> = {
  Broodstar: 'the list says {8}{U}, artifact creature; the Oracle text says {8}{U}{U}, Creature — Beast',
  'Tooth and Nail': 'the list says {7}{G}{G}; the Oracle text says {5}{G}{G} (with entwine {2})',
  "Sigarda's Aid": 'the list says "enchantment, flash"; the Oracle text has no Flash line (only "You may cast Aura and Equipment spells as though they had flash")',
};

/** The Oracle entries of the built-in cards, by name. */
export const ORACLE_ENTRIES: ReadonlyMap<string, { name: string; mana_cost?: string; type_line?: string }> = new Map(
  (JSON.parse(readFileSync(new URL('./fixtures/built-in-oracle.json', import.meta.url), 'utf8')) as { name: string; mana_cost?: string; type_line?: string }[]).map((c) => [c.name, c]),
);
