/**
 * The built-in card library against the project's card list (../shared/CARDS.md beside the
 * repository, or the file named by SPELLCHART_CARDS_LIST): every card named in every table
 * is in the library under its exact name, with the listed card types, subtypes, power and
 * toughness, loyalty and keywords; and the library's data validates.
 */
import { LIST_ERRATA, ORACLE_ENTRIES } from './card-list-errata.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import { CARD_TYPES, SUPERTYPES } from '../src/cards/cost-schema.js';
import { KEYWORDS, type CardDefinition } from '../src/cards/schema.js';

/** The project's card list sits in shared/, beside the repository (as in CI). */
const CARDS_LIST = process.env.SPELLCHART_CARDS_LIST ?? fileURLToPath(new URL('../../shared/CARDS.md', import.meta.url));
const DATA_DIR = fileURLToPath(new URL('../src/cards/data/', import.meta.url));

interface ListedCard {
  readonly name: string;
  /** The table's section heading, for messages. */
  readonly section: string;
  /** The `type` cell, such as "creature — Elf Druid 1/1" or "planeswalker, loyalty 3". */
  readonly type: string;
}

/** Every card named in every table whose header starts with `card`; a cell may list several ("Plains / Island"). */
function listedCards(markdown: string): ListedCard[] {
  const cards: ListedCard[] = [];
  let section = '';
  let typeColumn = -1;
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('#')) section = line.replace(/^#+\s*/, '');
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    if (cells[0] === 'card') {
      inTable = true;
      typeColumn = cells.indexOf('type');
      continue;
    }
    if (!inTable || /^-+$/.test(cells[0] ?? '')) continue;
    for (const name of cells[0]!.split(' / ')) cards.push({ name: name.trim(), section, type: typeColumn >= 0 ? (cells[typeColumn] ?? '') : '' });
  }
  return cards;
}

/** What a `type` cell says: card types and supertypes, subtypes, power/toughness, loyalty and keywords. */
interface ListedType {
  readonly types: readonly string[];
  readonly supertypes: readonly string[];
  readonly subtypes: readonly string[];
  readonly pt: string | null;
  readonly loyalty: number | null;
  readonly keywords: readonly string[];
}

const TYPE_WORDS = new Map(CARD_TYPES.map((t) => [t.toLowerCase(), t] as const));
const SUPERTYPE_WORDS = new Map(SUPERTYPES.map((t) => [t.toLowerCase(), t] as const));

function parseType(cell: string): ListedType {
  const [main = '', ...extras] = cell.split(',').map((part) => part.trim());
  const [before = '', after = ''] = main.split(' — ').map((part) => part.trim());
  const words = before.split(/\s+/).filter((w) => w.length > 0);
  const afterWords = after.split(/\s+/).filter((w) => w.length > 0);
  const pt = afterWords.find((w) => /^\d+\/\d+$/.test(w)) ?? null;
  const loyalty = extras.map((e) => /^loyalty (\d+)$/.exec(e)).find((m) => m !== null);
  return {
    types: words.filter((w) => TYPE_WORDS.has(w)).map((w) => TYPE_WORDS.get(w)!),
    supertypes: words.filter((w) => SUPERTYPE_WORDS.has(w)).map((w) => SUPERTYPE_WORDS.get(w)!),
    subtypes: afterWords.filter((w) => w !== pt),
    pt,
    loyalty: loyalty ? Number(loyalty[1]) : null,
    keywords: extras.filter((e) => !/^loyalty \d+$/.test(e)),
  };
}

const exists = existsSync(CARDS_LIST);
const listed = exists ? listedCards(readFileSync(CARDS_LIST, 'utf8')) : [];

describe.skipIf(!exists)(`every card of the card list (${CARDS_LIST}) is in the built-in library`, () => {
  it('the list is read: its tables name cards in every section', () => {
    expect(listed.length).toBeGreaterThan(100);
    expect(new Set(listed.map((c) => c.section)).size).toBeGreaterThanOrEqual(5);
  });

  it('names no card twice', () => {
    const names = listed.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('every listed card is in the library under its exact name', () => {
    const missing = listed.filter((c) => !Object.hasOwn(BUILT_IN_CARDS, c.name)).map((c) => `${c.name} (${c.section})`);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(LIST_ERRATA).map((name) => [name] as const))('%s, whose row disagrees with its Oracle text, has the Oracle types', (name) => {
    const [types] = ORACLE_ENTRIES.get(name)!.type_line!.split(' — ');
    expect([...BUILT_IN_CARDS[name]!.types].sort()).toEqual(types!.split(' ').filter((t) => t !== 'Legendary').sort());
  });

  it.each(listed.filter((c) => !Object.hasOwn(LIST_ERRATA, c.name)).map((c) => [c.name, c] as const))('%s has the listed types, subtypes, power/toughness, loyalty and keywords', (_, listedCard) => {
    const card: CardDefinition | undefined = BUILT_IN_CARDS[listedCard.name];
    expect(card).toBeDefined();
    const type = parseType(listedCard.type);
    expect([...card!.types].sort()).toEqual([...type.types].sort());
    // The list may leave out a supertype the card has (a planeswalker's Legendary), never add one.
    for (const supertype of type.supertypes) expect(card!.supertypes).toContain(supertype);
    if (type.subtypes.length > 0) expect(card!.subtypes).toEqual(type.subtypes);
    if (type.pt !== null) expect(`${card!.power}/${card!.toughness}`).toBe(type.pt);
    if (type.loyalty !== null) expect(card!.loyalty).toBe(type.loyalty);
    for (const keyword of type.keywords) {
      expect(KEYWORDS as readonly string[]).toContain(keyword);
      expect(card!.keywords as readonly string[]).toContain(keyword);
    }
  });
});

describe('the built-in library validates', () => {
  const files = readdirSync(DATA_DIR).filter((f) => f.endsWith('.json')).sort();
  const raw = files.flatMap((f) => JSON.parse(readFileSync(`${DATA_DIR}${f}`, 'utf8')) as unknown[]);

  it('every data file holds an array of cards, and together they build a library without problems', () => {
    expect(files).toContain('abilities.json');
    expect(() => createCardLibrary(raw)).not.toThrow();
    expect(Object.keys(createCardLibrary(raw))).toHaveLength(raw.length);
  });

  it('the library holds every card of every data file (each file is loaded), and nothing else', () => {
    const names = raw.map((c) => (c as { name: string }).name).sort();
    expect(Object.keys(BUILT_IN_CARDS).sort()).toEqual(names);
  });

  it('each data file lists its cards in alphabetical order', () => {
    for (const file of files) {
      const names = (JSON.parse(readFileSync(`${DATA_DIR}${file}`, 'utf8')) as { name: string }[]).map((c) => c.name);
      expect(names, file).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it('602: every activated ability has its text; loyalty abilities cost only loyalty counters, on a planeswalker with a printed loyalty', () => {
    for (const card of Object.values(BUILT_IN_CARDS)) {
      for (const ability of card.abilities) {
        expect(ability.text.length, card.name).toBeGreaterThan(0);
        if (!ability.loyalty) continue;
        expect(card.types, card.name).toContain('Planeswalker');
        expect(card.loyalty, card.name).toBeDefined();
        expect(ability.cost.every((p) => p.kind === 'counters' && p.counter === 'loyalty'), card.name).toBe(true);
      }
    }
  });
});
