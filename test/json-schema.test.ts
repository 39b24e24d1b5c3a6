/** The published JSON Schemas of scenario and card files are generated from the loader's own schemas and up to date. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonSchemas } from '../tools/card-docs.js';

describe('published JSON Schemas', () => {
  it.each(Object.entries(jsonSchemas()))('docs/%s is generated from the zod schemas and up to date (npm run docs)', (name, text) => {
    expect(readFileSync(new URL(`../docs/${name}`, import.meta.url), 'utf8')).toBe(text);
  });

  it('the scenario schema spells out inline cards and every event type', () => {
    const schema = readFileSync(new URL('../docs/scenario.schema.json', import.meta.url), 'utf8');
    for (const type of ['CAST', 'ACTIVATE', 'CHOOSE_TARGETS', 'PAY', 'CANCEL']) expect(schema).toContain(`"const": "${type}"`);
    expect(schema).toContain('"manaAbilities"');
  });
});
