/** Runs the ```ts blocks of a document, checking each console.log against the comment beside it. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format } from 'node:util';
import { vi } from 'vitest';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The ```ts blocks of a document in docs/ (or the README), with the heading each one sits under. */
export function codeBlocks(path: string): { readonly heading: string; readonly code: string }[] {
  const text = readFileSync(join(ROOT, path), 'utf8');
  const blocks: { heading: string; code: string }[] = [];
  let heading = '';
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line.startsWith('#')) heading = line.replace(/^#+\s*/, '');
    if (line === '```ts') {
      const end = lines.indexOf('```', i + 1);
      blocks.push({ heading, code: lines.slice(i + 1, end).join('\n') });
      i = end;
    }
  }
  return blocks;
}

/** What each `console.log(...); // expected` line of a block promises to print. */
export function promisedOutput(code: string): string[] {
  return code
    .split('\n')
    .filter((line) => line.trimStart().startsWith('console.log(') && line.includes('// '))
    .map((line) => line.slice(line.lastIndexOf('// ') + 3).trim());
}

/** The code with `from 'spellchart'` (and 'spellchart/testing') pointing at the sources. */
export function againstSources(code: string): string {
  const entry = pathToFileURL(join(ROOT, 'api', 'index.ts')).href;
  const testing = pathToFileURL(join(ROOT, 'machines', 'testing', 'index.ts')).href;
  const rules = pathToFileURL(join(ROOT, 'api', 'rules.ts')).href;
  return code.replaceAll(`from 'spellchart/testing'`, `from '${testing}'`).replaceAll(`from 'spellchart/rules'`, `from '${rules}'`).replaceAll(`from 'spellchart'`, `from '${entry}'`);
}

/** Runs a block as a module and returns what it printed, one entry per console.log call. */
export async function runBlock(code: string): Promise<string[]> {
  const dir = mkdtempSync(join(ROOT, 'test', '.blocks-'));
  const file = join(dir, 'block.ts');
  writeFileSync(file, againstSources(code));
  const printed: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    printed.push(format(...args));
  });
  try {
    await import(pathToFileURL(file).href);
  } finally {
    log.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  }
  return printed;
}
