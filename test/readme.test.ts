/** The README's embedding example runs, and prints what its comments say. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeBlocks, promisedOutput, ROOT, runBlock } from './code-blocks.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

describe('README', () => {
  it('601.2: the embedding example casts Lightning Bolt and prints what its comments promise', async () => {
    const block = codeBlocks('README.md').find((b) => b.heading === 'Embedding');
    if (!block) throw new Error('README has no ts block under "## Embedding"');
    const expected = promisedOutput(block.code);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(await runBlock(block.code)).toEqual(expected);
  });

  it('names the two fresh-machine commands', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });
});
