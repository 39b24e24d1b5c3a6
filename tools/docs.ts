/**
 * `npm run docs`: writes every generated file in docs/ — the diagrams and the rules map
 * (diagrams.ts), the card table in cards.md and the JSON Schemas (card-docs.ts), and the
 * API report (api-report.ts). Tests compare the committed files with `generatedDocs()`, so
 * a change that alters any of them fails until this is run.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiReport } from './api-report.js';
import { CARDS_DOC, jsonSchemas, withCardsTable } from './card-docs.js';
import { diagramDocs } from './diagrams.js';

const DOCS = fileURLToPath(new URL('../docs/', import.meta.url));

/** Every generated file, by its path under docs/ (cards.md keeps its hand-written parts). */
export function generatedDocs(): Readonly<Record<string, string>> {
  return { ...diagramDocs(), ...jsonSchemas(), 'cards.md': withCardsTable(readFileSync(CARDS_DOC, 'utf8')), 'api.md': apiReport() };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [path, text] of Object.entries(generatedDocs())) {
    mkdirSync(dirname(`${DOCS}${path}`), { recursive: true });
    writeFileSync(`${DOCS}${path}`, text);
    console.log(`wrote docs/${path}`);
  }
}
