/** The README's embedding example runs, and prints what its comments say. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const scratch = mkdtempSync(join(root, 'test', '.readme-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function embeddingExample(): string {
  const section = readme.slice(readme.indexOf('## Embedding'));
  const block = /```ts\n([\s\S]*?)```/.exec(section);
  if (!block?.[1]) throw new Error('README has no ts block under "## Embedding"');
  return block[1];
}

describe('README', () => {
  it('601.2: the embedding example casts Lightning Bolt and prints what its comments promise', async () => {
    const code = embeddingExample();
    const expected = code
      .split('\n')
      .filter((line) => line.startsWith('console.log('))
      .map((line) => line.slice(line.lastIndexOf('// ') + 3).trim());
    expect(expected.length).toBeGreaterThanOrEqual(3);

    const entry = pathToFileURL(join(root, 'machines', 'index.ts')).href;
    const file = join(scratch, 'example.ts');
    writeFileSync(file, code.replace(`from 'spellchart'`, `from '${entry}'`));
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(' '));
    });
    try {
      await import(pathToFileURL(file).href);
    } finally {
      log.mockRestore();
    }
    expect(printed).toEqual(expected);
  });

  it('names the two fresh-machine commands', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });
});
