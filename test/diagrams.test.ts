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

  it('601.2b: a compound step ends inside itself (its final arrow is drawn in its block, not to the end of the machine)', () => {
    for (const machine of Object.values(DRAWN)) {
      const lines = mermaid(machine).split('\n');
      for (const node of allNodes(machine.root).filter((n) => n.type === 'final' && n.parent && n.parent !== machine.root)) {
        const id = (n: AnyStateNode) => n.id.replace(/[^A-Za-z0-9_]/g, '_');
        const open = lines.findIndex((line) => line.trim() === `state ${id(node.parent!)} {`);
        const close = lines.findIndex((line, i) => i > open && line === `${lines[open]!.match(/^\s*/)![0]}}`);
        const end = lines.findIndex((line) => line.trim() === `${id(node)} --> [*]`);
        expect(open, node.id).toBeGreaterThanOrEqual(0);
        expect(end > open && end < close, node.id).toBe(true);
      }
    }
  });

  it('each pair of states has one arrow at most, so labels are never drawn over each other', () => {
    for (const machine of Object.values(DRAWN)) {
      const pairs = mermaid(machine)
        .split('\n')
        .filter((line) => line.includes(' --> '))
        .map((line) => line.trim().split(' : ')[0]);
      expect(new Set(pairs).size).toBe(pairs.length);
    }
  });

  it('601.2b: the diagram keeps eventless transitions and names their guards, negations included', () => {
    const casting = mermaid(DRAWN['casting']!);
    expect(casting).toContain('cast_casting_announcing_x --> cast_casting_announcing_hybrid : ANNOUNCE_X [xIsLegal] / (always) [!hasX]');
    expect(casting).toContain('cast_idle --> cast_casting : CAST [mayBeginCasting]');
    expect(guardName('hasX')).toBe('hasX');
    expect(guardName(undefined)).toBeNull();
  });
});
