/** Every code block in docs/embedding.md runs and prints what its comments promise. */
import { describe, expect, it } from 'vitest';
import { codeBlocks, promisedOutput, runBlock } from './code-blocks.js';

describe('docs/embedding.md', () => {
  const blocks = codeBlocks('docs/embedding.md');

  it('has a block for each thing an embedding app does', () => {
    expect(blocks.map((b) => b.heading)).toEqual([
      'Entry points',
      'A cast, step by step',
      'Reacting to refusals',
      'Persisting a session and restoring it',
      'A house rule with `provide()`',
      'A whole game session',
      'What may I do now',
      'Imported cards',
      'In a browser',
    ]);
  });

  it.each(blocks.map((b) => [b.heading, b.code] as const))('%s: runs and prints what it promises', async (_, code) => {
    const promised = promisedOutput(code);
    expect(promised.length).toBeGreaterThan(0);
    expect(await runBlock(code)).toEqual(promised);
  });
});
