/**
 * The package works in a browser bundle: the browser example of docs/embedding.md is
 * bundled with esbuild and run in headless Chromium (Debian's, driven by playwright-core).
 */
import { existsSync } from 'node:fs';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeBlocks, promisedOutput, ROOT } from './code-blocks.js';

const CHROMIUM = process.env.SPELLCHART_CHROMIUM ?? '/usr/bin/chromium';

describe('a browser bundle', () => {
  const block = codeBlocks('docs/embedding.md').find((b) => b.heading === 'In a browser')!;

  const bundleIt = () =>
    build({
      stdin: { contents: block.code, resolveDir: ROOT, loader: 'ts' },
      alias: { spellchart: './api/index.ts' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });

  it('bundles for the browser with nothing from Node', async () => {
    const bundle = await bundleIt();
    expect(bundle.errors).toEqual([]);
    expect(bundle.outputFiles[0]!.text).not.toMatch(/from\s*["']node:/);
  });

  it.skipIf(!existsSync(CHROMIUM))('601.2: casts Lightning Bolt in headless Chromium', async () => {
    const bundle = await bundleIt();
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage();
      const printed: string[] = [];
      page.on('console', (message) => printed.push(message.text()));
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setContent('<!doctype html><html><body></body></html>');
      await page.addScriptTag({ content: bundle.outputFiles[0]!.text, type: 'module' });
      for (let i = 0; i < 50 && printed.length < promisedOutput(block.code).length && errors.length === 0; i += 1) await page.waitForTimeout(100);
      expect(errors).toEqual([]);
      expect(printed).toEqual(promisedOutput(block.code));
    } finally {
      await browser.close();
    }
  });
});
