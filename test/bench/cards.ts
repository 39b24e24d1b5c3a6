/**
 * `npm run bench:cards -- <cards.json>`: imports a file of cards in Scryfall's shape and
 * prints the complete / partial / unsupported counts, the 30 most frequent gap reasons and
 * the time taken (the corpus in ../shared/cards-corpus is the file it was made for).
 */
import { readFileSync } from 'node:fs';
import { formatSummary, importCards, readCardFile } from '../../tools/importer/import-file.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run bench:cards -- <cards.json>');
  process.exit(2);
}
const cards = readCardFile(readFileSync(file, 'utf8'));
const started = performance.now();
const { summary } = importCards(cards);
console.log(formatSummary(summary, (performance.now() - started) / 1000));
