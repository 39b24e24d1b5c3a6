/**
 * The package's version, read from its package.json: next to `tools/` when run from the
 * sources, two folders up when run from `dist/tools/`.
 */
import { readFileSync } from 'node:fs';

export function packageVersion(): string {
  for (const path of ['../package.json', '../../package.json']) {
    try {
      const manifest: unknown = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
      if (typeof manifest === 'object' && manifest !== null && 'name' in manifest && manifest.name === 'spellchart' && 'version' in manifest && typeof manifest.version === 'string') return manifest.version;
    } catch {
      // not this folder: try the next
    }
  }
  return 'unknown';
}
