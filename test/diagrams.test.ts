/** Every generated file in docs/ (diagrams, rules map, card table, JSON Schemas, API report) is up to date. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { DRAWN, guardName, mermaid } from '../tools/diagrams.js';
import { generatedDocs } from '../tools/docs.js';

const docs = (path: string) => readFileSync(new URL(`../docs/${path}`, import.meta.url), 'utf8');

const allNodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap((child) => allNodes(child as AnyStateNode))];

describe('generated docs', () => {
  it.each(Object.entries(generatedDocs()))('docs/%s is generated and up to date (npm run docs)', (path, text) => {
    expect(docs(path)).toBe(text);
  });

  it('601.2, 602.2: every state of every chart names its rule and a title, and appears in the rules map with its rule', () => {
    const map = docs('rules-map.md');
    for (const machine of Object.values(DRAWN)) {
      for (const node of allNodes(machine.root).slice(1)) {
        expect(node.meta, node.id).toMatchObject({ rule: expect.stringMatching(/^\d{3}(\.\d+[a-z]?)?$/), title: expect.any(String) });
        expect(map).toContain(`| \`${node.id}\` | ${(node.meta as { rule: string }).rule} |`);
      }
    }
  });

  it('601.2b: the diagram keeps eventless transitions and names their guards, negations included', () => {
    const casting = mermaid(DRAWN['casting']!);
    expect(casting).toContain('cast_casting_announcing_x --> cast_casting_announcing_hybrid : (always) [!hasX]');
    expect(casting).toContain('cast_idle --> cast_casting : CAST [mayBeginCasting]');
    expect(guardName('hasX')).toBe('hasX');
    expect(guardName(undefined)).toBeNull();
  });
});
