/**
 * docs/cards.md against the card library: every built-in card is documented with its
 * mana cost, and the costs agree with the project's card list (../shared/CARDS.md beside the repository,
 * or the file named by SPELLCHART_CARDS_LIST). Also: the loader names the card and the
 * field of a malformed card.
 */
import { fileURLToPath } from 'node:url';
import { LIST_ERRATA, ORACLE_ENTRIES } from './card-list-errata.js';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import abilities from '../src/cards/data/abilities.json' with { type: 'json' };
import costChangers from '../src/cards/data/cost-changers.json' with { type: 'json' };
import manaSources from '../src/cards/data/mana-sources.json' with { type: 'json' };
import spells from '../src/cards/data/spells.json' with { type: 'json' };
import zones from '../src/cards/data/zones.json' with { type: 'json' };

const builtIn: readonly unknown[] = [...manaSources, ...costChangers, ...spells, ...abilities, ...zones];
import { BUILT_IN_CARDS, CardLibraryError, createCardLibrary } from '../src/cards/library.js';
import { withCardsTable } from '../tools/card-docs.js';
import { parseManaCost } from '../src/mana/parse.js';
import { printManaCost } from '../src/mana/print.js';

const CARDS_DOC = readFileSync(new URL('../docs/cards.md', import.meta.url), 'utf8');
/** The project's card list sits in shared/, beside the repository (as in CI). */
const CARDS_LIST = process.env.SPELLCHART_CARDS_LIST ?? fileURLToPath(new URL('../../shared/CARDS.md', import.meta.url));

interface Row {
  readonly names: readonly string[];
  readonly cost: string;
}

/**
 * The rows of every markdown table whose header starts with `card` and has a cost column:
 * the names (a cell may list several, "Plains / Island") and the cost cell.
 */
function cardRows(markdown: string): Row[] {
  const rows: Row[] = [];
  let costColumn = -1;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      costColumn = -1;
      continue;
    }
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    if (cells[0] === 'card') {
      costColumn = cells.findIndex((c) => c === 'cost' || c === 'mana cost');
      continue;
    }
    if (costColumn < 0 || /^-+$/.test(cells[0] ?? '')) continue;
    rows.push({ names: cells[0]!.split(' / ').map((n) => n.trim()), cost: cells[costColumn]! });
  }
  return rows;
}

/** A printed cost in canonical form; a dash (no mana cost) is ''. */
function canonical(cost: string): string {
  return cost === '—' || cost === '-' ? '' : printManaCost(parseManaCost(cost));
}

function libraryCost(name: string): string {
  const card = BUILT_IN_CARDS[name]!;
  return card.manaCost ? printManaCost(card.manaCost.symbols) : '';
}

const docRows = cardRows(CARDS_DOC);
const documented = new Map(docRows.flatMap((row) => row.names.map((name) => [name, row.cost] as const)));

describe('docs/cards.md', () => {
  it('has a card table', () => {
    expect(docRows.length).toBeGreaterThan(0);
  });

  it('its card table is generated from the card data and up to date (npm run docs)', () => {
    expect(CARDS_DOC).toBe(withCardsTable(CARDS_DOC));
  });

  it.each(Object.keys(BUILT_IN_CARDS).sort())('documents %s with its mana cost', (name) => {
    expect(documented.has(name)).toBe(true);
    expect(canonical(documented.get(name)!)).toBe(libraryCost(name));
  });

  it('documents no card that is not in the library, and each card once', () => {
    const names = docRows.flatMap((row) => row.names);
    expect(names.filter((n) => !Object.hasOwn(BUILT_IN_CARDS, n))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe.skipIf(!existsSync(CARDS_LIST))(`the card list (${CARDS_LIST})`, () => {
  const listRows = existsSync(CARDS_LIST) ? cardRows(readFileSync(CARDS_LIST, 'utf8')) : [];
  const inLibrary = listRows.flatMap((row) => row.names.filter((n) => Object.hasOwn(BUILT_IN_CARDS, n)).map((name) => ({ name, cost: row.cost })));

  it('is read: its tables name some cards the library holds', () => {
    expect(inLibrary.length).toBeGreaterThan(10);
  });

  it('202.1: every listed card that is in the library has the listed mana cost', () => {
    const disagreements = inLibrary.filter(({ name, cost }) => !Object.hasOwn(LIST_ERRATA, name) && canonical(cost) !== libraryCost(name));
    expect(disagreements).toEqual([]);
  });

  it('202.1: a listed card whose row disagrees with its Oracle text has the Oracle mana cost', () => {
    for (const name of Object.keys(LIST_ERRATA)) expect(libraryCost(name), name).toBe(canonical(ORACLE_ENTRIES.get(name)!.mana_cost!));
  });
});

describe('the card loader (createCardLibrary)', () => {
  it('accepts the built-in card data', () => {
    expect(Object.keys(createCardLibrary(builtIn))).toHaveLength(builtIn.length);
  });

  it('107.4: rejects a malformed mana cost, naming the card and the field', () => {
    const broken = { name: 'Broken Bolt', manaCost: '{R}{Q}', types: ['Instant'] };
    expect(() => createCardLibrary([broken])).toThrow(CardLibraryError);
    expect(() => createCardLibrary([broken])).toThrow(/card "Broken Bolt", field manaCost: .*\{Q\}/);
  });

  it('names every bad card and every bad field, nested fields with their path', () => {
    let error: unknown;
    try {
      createCardLibrary([
        { name: 'Fine', manaCost: '{1}', types: ['Artifact'] },
        { name: 'Wrong Type', types: ['Spell'] },
        { name: 'Odd Modifier', types: ['Artifact'], costModifiers: [{ change: 'double', generic: 1, spells: { controller: 'you' } }] },
        { name: 'Extra Field', types: ['Artifact'], flavour: 'none' },
      ]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CardLibraryError);
    const problems = (error as CardLibraryError).problems.map((p) => [p.card, p.path]);
    expect(problems).toEqual([
      ['Wrong Type', 'types[0]'],
      ['Odd Modifier', 'costModifiers[0].change'],
      ['Extra Field', '(card)'],
    ]);
    expect((error as CardLibraryError).message).toContain('flavour');
  });

  it('rejects a card defined twice', () => {
    const card = { name: 'Twin', types: ['Artifact'] };
    expect(() => createCardLibrary([card, card])).toThrow(/card "Twin", field name: defined twice/);
  });
});
