/**
 * The public surface: the package's entry points are the ones the API report reads, each
 * lists its names on purpose (no `export *`), and docs/api.md is the report of exactly what
 * they export (regenerate with `npm run docs`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiReport, ENTRY_POINTS, exportedNames } from '../tools/api-report.js';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const names = exportedNames();

describe('API report', () => {
  it('docs/api.md lists every exported name of every entry point with its kind (npm run docs)', () => {
    expect(read('docs/api.md')).toBe(apiReport(names));
  });

  it('package.json exports exactly the entry points the report reads, built from their sources', () => {
    const pkg = JSON.parse(read('package.json')) as { exports: Record<string, { import?: string; types?: string } | string> };
    const subpaths = ENTRY_POINTS.map((entry) => (entry.specifier === 'spellchart' ? '.' : `./${entry.specifier.slice('spellchart/'.length)}`));
    expect(Object.keys(pkg.exports).filter((key) => !key.endsWith('.json')).sort()).toEqual([...subpaths].sort());
    ENTRY_POINTS.forEach((entry, index) => {
      const built = entry.source.replace(/\.ts$/, '');
      expect(pkg.exports[subpaths[index]!]).toEqual({ types: `./dist/${built}.d.ts`, import: `./dist/${built}.js` });
    });
  });

  it('the entry points name what they export: no `export *`', () => {
    for (const entry of ENTRY_POINTS) expect(read(entry.source), entry.source).not.toMatch(/export \*/);
  });

  it('601.3, 602.5: activation rules are public where casting rules are', () => {
    const rules = new Set(names['spellchart/rules']!.map((e) => e.name));
    for (const name of ['mayBeginCasting', 'mayBeginActivating', 'castableCards', 'activatableAbilities', 'totalCost', 'solveManaPayment', 'legalTargets']) expect(rules, name).toContain(name);
    const root = new Map(names['spellchart']!.map((e) => [e.name, e.kind]));
    expect(root.get('castingMachine')).toBe('const');
    expect(root.get('Prompt')).toBe('type');
    expect(root.get('ChartContext')).toBe('interface');
    expect(root.get('runScenario')).toBe('function');
  });

  it('an entry point names nothing twice across the package (one home per name)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [specifier, exported] of Object.entries(names)) {
      for (const { name } of exported) {
        if (seen.has(name)) twice.push(`${name}: ${seen.get(name)} and ${specifier}`);
        seen.set(name, specifier);
      }
    }
    expect(twice).toEqual([]);
  });
});
