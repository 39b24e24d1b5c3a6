/**
 * The playground's browser bundle: the page (page.ts) with the engine and dagre in one ES
 * module. `npm run build` writes it to dist/playground/page.js, which the installed package
 * uses (esbuild is only a dev dependency there). Run from source (tsx tools/cli.ts), it is
 * built from the sources the first time it is needed and kept, so a change to the engine is
 * in the next `play` or `view` without a build step. Synchronous, so `view` stays a plain
 * command: esbuild's buildSync takes well under a second.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The bundle `npm run build` writes, relative to this file compiled in dist/tools/playground/. */
const BUILT = new URL('../../playground/page.js', import.meta.url);
const SOURCE = new URL('./page.ts', import.meta.url);

let cached: string | null = null;

/** The bundle's text: the built file when running from dist/, else built now from the sources. Throws when neither is there. */
export function playgroundBundle(): string {
  cached ??= load();
  return cached;
}

function load(): string {
  if (import.meta.url.endsWith('.js') && existsSync(BUILT)) return readFileSync(BUILT, 'utf8');
  if (!existsSync(SOURCE)) throw new Error(`the playground bundle is missing: run \`npm run build\` (looked for ${fileURLToPath(BUILT)})`);
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const result = esbuild.buildSync({ entryPoints: [fileURLToPath(SOURCE)], bundle: true, format: 'esm', platform: 'browser', minify: true, write: false, logLevel: 'silent' });
  return result.outputFiles[0]!.text;
}
