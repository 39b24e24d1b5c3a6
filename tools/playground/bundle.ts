/**
 * The playground's browser bundle: the page (page.ts) with the engine and dagre in one ES
 * module. `npm run build` writes it to dist/playground/page.js (the installed package uses that
 * file: esbuild is only a dev dependency); run from source (tsx tools/cli.ts) it is built from
 * the sources at the first request and kept, so a change to the engine is in the next `play`
 * without a build step.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The bundle `npm run build` writes, relative to this file compiled in dist/tools/playground/. */
const BUILT = new URL('../../playground/page.js', import.meta.url);
const SOURCE = new URL('./page.ts', import.meta.url);

let cached: Promise<string> | null = null;

/** The bundle's text: the built file when running from dist/, else built now from the sources. */
export function playgroundBundle(): Promise<string> {
  cached ??= load();
  return cached;
}

async function load(): Promise<string> {
  if (import.meta.url.endsWith('.js') && existsSync(BUILT)) return readFileSync(BUILT, 'utf8');
  if (!existsSync(SOURCE)) throw new Error(`the playground bundle is missing: run \`npm run build\` (looked for ${fileURLToPath(BUILT)})`);
  const { build } = await import('esbuild');
  const result = await build({ entryPoints: [fileURLToPath(SOURCE)], bundle: true, format: 'esm', platform: 'browser', minify: true, write: false, logLevel: 'silent' });
  return result.outputFiles[0]!.text;
}
