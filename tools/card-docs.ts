/**
 * The generated parts of docs/ about cards and files, made from the code itself: the card table in
 * docs/cards.md, between its `<!-- generated:cards -->` markers, and the JSON Schemas of
 * scenario and card files (docs/scenario.schema.json, docs/card.schema.json), made from the
 * same zod schemas the loader validates with, so editors can autocomplete the files.
 * `npm run docs` (tools/docs.ts) writes them; tests fail when the committed files are out of date.
 */
import { fileURLToPath } from 'node:url';
import { BUILT_IN_CARDS, type CardLibrary } from '../src/cards/library.js';
import { modelledFeatures, typeLine } from '../src/cards/describe.js';
import { z } from 'zod';
import { cardSchema } from '../src/cards/schema.js';
import { castEventSchema } from '../src/events/schema.js';
import { scenarioSchema } from '../src/scenario/schema.js';

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

/** The JSON Schemas of scenario files and card files, by their file names in docs/. */
export function jsonSchemas(): Readonly<Record<string, string>> {
  // The loader validates inline cards and actions one by one for precise paths; the published schema spells them out.
  const scenarioFile = scenarioSchema.extend({ cards: z.array(cardSchema).optional(), actions: z.array(castEventSchema).optional() });
  const schema = (value: z.ZodType, title: string) =>
    `${JSON.stringify({ ...z.toJSONSchema(value, { io: 'input', unrepresentable: 'any', reused: 'ref' }), title }, null, 2)}\n`;
  return {
    'scenario.schema.json': schema(scenarioFile, 'spellchart scenario'),
    'card.schema.json': schema(z.array(cardSchema), 'spellchart cards'),
  };
}
