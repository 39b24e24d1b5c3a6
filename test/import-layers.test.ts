/**
 * The shape of the code: the folders of src/ import only the folders below them, no file
 * imports itself round a cycle, src/ is plain TypeScript over zod (no XState, no charts, no
 * tools), machines/ builds on src/ alone, tools/ on both, and api/ (the entry points) on all three. SRC_LAYERS below is the one place the order
 * of src/'s folders is written down.
 */
import { describe, expect, it } from 'vitest';
import { importCycles, layerProblems, outsideImports, readImports, REPOSITORY_ROOT, type ImportGraph } from './import-graph.js';

/**
 * The folders of src/, lowest first; each may import only the folders before it (and files
 * directly in src/, the package entry, may import any of them).
 */
const SRC_LAYERS = [
  /** Refusals (Result, Refusal), the rule numbers cited and the rules edition, the JSON-path formatter. */
  'core',
  /** Mana symbols, costs and amounts; the payability solver. */
  'mana',
  /** The game state, look-ups and immutable updates, players' views, the 733 journal of what can't be undone. */
  'game',
  /** The card format and library, characteristics, the table of cost kinds and how each is checked and paid. */
  'cards',
  /** CR 605: checking, paying and activating mana abilities (601.2g activates them for a payment). */
  'mana-abilities',
  /** CR 601.2b, 601.2f–h: the costs a spell or ability offers, its total cost, and paying it. */
  'costs',
  /** CR 601: the casting steps (shared by activation, 602.2b), the look-ahead, the options a prompt shows, triggers. */
  'casting',
  /** CR 602, 606: which abilities an object has, and beginning to activate one. */
  'activation',
  /** The event vocabulary of the charts and the session. */
  'events',
  /** Scenario files: their schema, building a game from one, loading one. */
  'scenario',
] as const;

const src = readImports(REPOSITORY_ROOT, 'src');
const machines = readImports(REPOSITORY_ROOT, 'machines');
const tools = readImports(REPOSITORY_ROOT, 'tools');
const api = readImports(REPOSITORY_ROOT, 'api');

describe('import layers', () => {
  it('no file of src/ imports itself round a cycle', () => {
    expect(importCycles(src)).toEqual([]);
  });

  it('each folder of src/ imports only the folders below it in SRC_LAYERS', () => {
    expect(src.size).toBeGreaterThan(50);
    expect(layerProblems(src, 'src', SRC_LAYERS)).toEqual([]);
  });

  it('src/ imports only src/ and zod: no XState, no charts, no tools, nothing of Node', () => {
    expect(outsideImports(src, 'src', ['src'], ['zod'])).toEqual([]);
  });

  it('machines/ imports only machines/ and src/, never the tools built on the charts', () => {
    expect(machines.size).toBeGreaterThan(10);
    expect(outsideImports(machines, 'machines', ['machines', 'src'], null)).toEqual([]);
  });

  it('tools/ (CLI, runner, viewer, docs) build on machines/ and src/, never on the entry points', () => {
    expect(tools.size).toBeGreaterThan(5);
    expect(outsideImports(tools, 'tools', ['tools', 'machines', 'src'], null)).toEqual([]);
  });

  it('api/ (the entry points) only re-exports, and nothing but tests imports it', () => {
    expect(api.size).toBe(2);
    expect(outsideImports(api, 'api', ['machines', 'src', 'tools'], [])).toEqual([]);
  });
});

describe('the import checks catch what they look for', () => {
  const graph = (edges: Record<string, readonly string[]>): ImportGraph => new Map(Object.entries(edges));

  it('an import up the order of folders is reported, one down it is not', () => {
    const planted = graph({
      'src/cards/schema.ts': ['src/mana/symbols.ts', 'zod'],
      'src/mana/symbols.ts': ['src/cards/schema.ts'],
      'src/mana/parse.ts': ['src/mana/symbols.ts'],
    });
    expect(layerProblems(planted, 'src', ['core', 'mana', 'cards'])).toEqual([
      'src/mana/symbols.ts imports src/cards/schema.ts: mana/ may import only core, not cards/',
    ]);
  });

  it('a folder without a place in the order, and an import of the package entry, are reported', () => {
    const planted = graph({ 'src/extra/thing.ts': [], 'src/mana/symbols.ts': ['src/index.ts'], 'src/index.ts': ['src/mana/symbols.ts', 'src/extra/thing.ts'] });
    expect(layerProblems(planted, 'src', ['mana'])).toEqual([
      'src/extra/thing.ts: folder src/extra/ has no place in the order of folders',
      'src/mana/symbols.ts imports src/index.ts: nothing in a folder may import the entry files of src/',
    ]);
  });

  it('a cycle between files is reported with every file on it, even inside one folder; a chain is not', () => {
    const planted = graph({
      'src/mana/solver.ts': ['src/mana/solver-model.ts'],
      'src/mana/solver-model.ts': ['src/mana/flow.ts'],
      'src/mana/flow.ts': ['src/mana/solver.ts'],
      'src/mana/print.ts': ['src/mana/print.ts'],
      'src/mana/value.ts': ['src/mana/symbols.ts'],
      'src/mana/symbols.ts': [],
    });
    expect(importCycles(planted)).toEqual([['src/mana/flow.ts', 'src/mana/solver-model.ts', 'src/mana/solver.ts'], ['src/mana/print.ts']]);
  });

  it('an import of a package or folder outside what is allowed is reported', () => {
    const planted = graph({ 'src/game/state.ts': ['xstate', 'zod', 'machines/casting.ts', 'src/mana/symbols.ts', 'node:fs'] });
    expect(outsideImports(planted, 'src', ['src'], ['zod'])).toEqual([
      'src/game/state.ts imports machines/casting.ts',
      'src/game/state.ts imports node:fs',
      'src/game/state.ts imports xstate',
    ]);
  });
});
