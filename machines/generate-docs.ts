/**
 * Writes the generated parts of docs/ from the code itself: the card table in
 * docs/cards.md, between its `<!-- generated:cards -->` markers. `npm run docs` runs it;
 * test/cards-doc.test.ts fails when the committed file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUILT_IN_CARDS, type CardLibrary } from '../src/cards/library.js';
import { modelledFeatures, typeLine } from '../src/cards/describe.js';

export const CARDS_DOC = fileURLToPath(new URL('../docs/cards.md', import.meta.url));
const START = '<!-- generated:cards -->';
const END = '<!-- /generated:cards -->';

/** The markdown table of every card: name, mana cost, type line, what the engine models. */
export function cardsTable(cards: CardLibrary = BUILT_IN_CARDS): string {
  const rows = Object.values(cards)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((card) => `| ${card.name} | ${card.manaCost?.printed || '—'} | ${typeLine(card)} | ${modelledFeatures(card).replaceAll('|', '\\|')} |`);
  return ['| card | mana cost | types | what the engine models |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The document with its generated region replaced. */
export function withCardsTable(doc: string, table = cardsTable()): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/cards.md needs the markers ${START} and ${END}`);
  return `${doc.slice(0, start + START.length)}\n${table}\n${doc.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(CARDS_DOC, withCardsTable(readFileSync(CARDS_DOC, 'utf8')));
  console.log(`wrote ${CARDS_DOC}`);
}
