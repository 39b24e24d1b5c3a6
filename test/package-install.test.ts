/**
 * The package as an app gets it: `npm pack` (which builds dist/), the tarball installed into a
 * scratch app with xstate beside it (a peer dependency: one copy, the app's), and the README's
 * embedding example run there with plain Node and type-checked with the app's own imports.
 * The install works offline from npm's cache after `npm ci`, and from the registry otherwise.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeBlocks, promisedOutput, ROOT } from './code-blocks.js';

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const quiet = ['--no-audit', '--no-fund', '--loglevel=error'];

let app = '';
const run = (command: string, args: readonly string[], cwd: string) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'spellchart-app-'));
  const packed = JSON.parse(run(npm, ['pack', '--json', '--pack-destination', app, ...quiet], ROOT)) as { filename: string }[];
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'scratch-app', private: true, type: 'module' }));
  run(npm, ['install', '--prefer-offline', ...quiet, join(app, packed[0]!.filename), `xstate@${manifest.peerDependencies['xstate']}`], app);
}, 600_000);

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true });
});

const example = (): string => {
  const block = codeBlocks('README.md').find((b) => b.heading === 'Embedding');
  if (!block) throw new Error('README has no ts block under "## Embedding"');
  return block.code;
};

describe('the package installed into an app', { timeout: 300_000 }, () => {
  it("the README's embedding example runs in the app and prints what its comments promise", () => {
    writeFileSync(join(app, 'example.mjs'), example());
    const printed = run(process.execPath, ['example.mjs'], app).trimEnd().split('\n');
    expect(printed).toEqual(promisedOutput(example()));
  });

  it('xstate is a peer dependency: the app and spellchart share one copy', () => {
    expect(manifest.dependencies['xstate']).toBeUndefined();
    const copies = run('find', ['node_modules', '-type', 'd', '-name', 'xstate', '-path', '*node_modules/xstate'], app).trim().split('\n');
    expect(copies).toEqual(['node_modules/xstate']);
  });

  it('@statelyai/inspect is optional: an app without it installs and runs, and the CLI runs a scenario', () => {
    const installed = run(process.execPath, ['-e', "import('@statelyai/inspect').then(() => console.log('yes'), () => console.log('no'))"], app).trim();
    expect(installed).toBe('no');
    const transcript = run(process.execPath, [join(app, 'node_modules/spellchart/dist/tools/cli.js'), 'run', join(app, 'node_modules/spellchart/docs/examples/bolt-the-bird.json')], app);
    expect(transcript).toContain('601.2i');
    expect(run(process.execPath, [join(app, 'node_modules/spellchart/dist/tools/cli.js'), '--version'], app).trim()).toBe(manifest.version);
  });

  it('ships the built entry points and no sources or source maps', () => {
    const files = run('find', ['node_modules/spellchart', '-type', 'f'], app).split('\n');
    expect(files).toContain('node_modules/spellchart/dist/api/index.d.ts');
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
  });

  it('the types reach the app: the example type-checks, and a misspelt createGame field is a compile error', () => {
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', noEmit: true, skipLibCheck: true, types: [] }, files: ['example.ts'] }));
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    writeFileSync(join(app, 'example.ts'), example());
    expect(() => run(process.execPath, [tsc, '-p', '.'], app)).not.toThrow();
    writeFileSync(join(app, 'example.ts'), `import { createGame } from 'spellchart';\ncreateGame({ players: [{ id: 'alice' }], battlefeld: [] });\n`);
    let output = '';
    try {
      run(process.execPath, [tsc, '-p', '.'], app);
    } catch (error) {
      output = String((error as { stdout?: string }).stdout);
    }
    expect(output).toContain("'battlefeld' does not exist");
  });
});
