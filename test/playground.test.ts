/**
 * The playground in a real browser (Debian's chromium, driven by playwright-core; .ci/run
 * installs it): `spellchart play` started in-process on a free port, Lightning Bolt and
 * Cryptic Command cast by clicking, the highlighted state and the game checked after each
 * click, two steps undone, the session exported and replayed through the CLI. Screenshots at
 * 1,280 and 1,920 px wide go to test/.screenshots/ (ignored by git) for people to look at.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, play } from '../tools/cli.js';
import type { Playground } from '../tools/playground/server.js';
import { loadScenario } from '../src/scenario/load.js';
import { runScenario } from '../tools/run-scenario.js';

const CHROMIUM = process.env.SPELLCHART_CHROMIUM ?? '/usr/bin/chromium';
const SCREENSHOTS = new URL('./.screenshots/', import.meta.url);
const missing = existsSync(CHROMIUM) ? '' : ` (skipped: no Chromium at ${CHROMIUM}; install chromium or set SPELLCHART_CHROMIUM)`;

const text = () => {
  const stream = new PassThrough();
  let written = '';
  stream.on('data', (chunk: Buffer) => (written += chunk.toString()));
  return { stream, written: () => written };
};

describe.skipIf(missing !== '')(`the playground in a headless browser${missing}`, () => {
  let browser: Browser;
  let playground: Playground;
  let page: Page;
  const outside: string[] = [];
  const errors: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'spellchart-play-'));

  beforeAll(async () => {
    const out = text();
    const started = play(undefined, { cards: [], port: '0' }, out.stream, process.stderr);
    if (typeof started === 'number') throw new Error(`play exited with ${started}`);
    playground = await started;
    expect(out.written()).toContain(playground.url);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('request', (request) => {
      if (!request.url().startsWith(playground.url)) outside.push(request.url());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(playground.url);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const current = () => page.locator('#chart .state.current').getAttribute('data-id');
  /** The page answers a click at once (the engine runs in the click's handler). */
  const click = (selector: string) => page.locator(selector).first().click();
  const stackIds = () => page.locator('[data-zone="stack"] .card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')));

  it('117.1: starts with Alice holding priority, offering what she may cast, and nothing loaded from elsewhere', async () => {
    expect(await current()).toBe('session.priority');
    expect(await page.locator('.may-do button[data-event="CAST"]').evaluateAll((b) => b.map((x) => x.getAttribute('data-card')))).toEqual(['lightning-bolt', 'cryptic-command']);
    expect(await page.locator('.player[data-player="alice"] .tag').allTextContents()).toEqual(['active', 'priority']);
    expect(await page.locator('.mana-abilities button[data-event="ACTIVATE_MANA"]').count()).toBe(5);
  });

  it('733: casting Lightning Bolt and cancelling it shows the reversal plainly, with the game as before', async () => {
    await click('button[data-card="lightning-bolt"]');
    expect(await current()).toBe('cast.casting.targeting');
    expect(await stackIds()).toEqual(['lightning-bolt']);
    await click('button.cancel');
    expect(await page.locator('#status .outcome').textContent()).toContain('illegal');
    expect(await page.locator('#status .reversal').textContent()).toMatch(/Reversed \(CR 733\): 733 CANCELLED: alice cancelled casting Lightning Bolt/);
    expect(await stackIds()).toEqual([]);
    expect(await current()).toBe('cast.illegal');
  });

  it('601.2a–c: Lightning Bolt by clicking: the skipped announcements are marked, a refused choice shows its rule', async () => {
    await click('button[data-card="lightning-bolt"]');
    expect(await current()).toBe('cast.casting.targeting');
    expect(await page.locator('#chart .state.taken[data-id="cast.casting.movingToStack"]').count()).toBe(1);
    expect(await page.locator('#chart .state.skipped[data-id="cast.casting.announcing.modes"]').count()).toBe(1);
    expect(await page.locator('[data-zone="stack"] .card.changed[data-id="lightning-bolt"]').count()).toBe(1);
    await click('button.send[data-event="CHOOSE_TARGETS"]'); // no target chosen
    expect(await page.locator('#status .refusal').textContent()).toMatch(/Refused: CHOOSE_TARGETS .* 601\.2c/);
    expect(await current()).toBe('cast.casting.targeting');
  });

  it('601.2f–g: after the target, the cost is locked and auto payment would tap the Mountain', async () => {
    await page.locator('button[data-target="grizzly-bears"]').click();
    await click('button.send[data-event="CHOOSE_TARGETS"]');
    expect(await current()).toBe('cast.casting.activatingMana');
    expect(await page.locator('#status .refusal').count()).toBe(0);
    expect(await page.locator('.locked-cost').textContent()).toContain('{R}');
    expect(await page.locator('.auto-payment').textContent()).toContain('tap Mountain (mountain-2)');
  });

  it('605.3b, 601.2h–i: tapping the Mountain fills the pool; paying casts the spell', async () => {
    await click('button[data-event="ACTIVATE_MANA"][data-source="mountain-2"]');
    expect(await current()).toBe('cast.casting.activatingMana');
    expect(await page.locator('.player[data-player="alice"] .pool.changed').textContent()).toContain('R');
    expect(await page.locator('.card.tapped.changed[data-id="mountain-2"]').count()).toBe(1);
    await click('button.pay-auto');
    expect(await current()).toBe('cast.cast');
    // The arrows the cast went along are marked; a parallel one it didn't take is not.
    const edge = (from: string, to: string, label: string) => page.locator(`#chart .edge[data-from="cast.casting.${from}"][data-to="cast.casting.${to}"][data-label="${label}"]`).getAttribute('class');
    expect(await edge('activatingMana', 'activatingMana', 'ACTIVATE_MANA')).toBe('edge taken');
    expect(await edge('activatingMana', 'paying', 'PAY')).toBe('edge taken');
    expect(await edge('activatingMana', 'paying', '(always)')).toBe('edge');
    expect(await page.locator('#status .outcome').textContent()).toContain('ended: cast');
    expect(await page.locator('.player[data-player="alice"] .pool').textContent()).toBe('pool —');
    expect(await stackIds()).toEqual(['lightning-bolt']);
  });

  it('601.2b–i: Cryptic Command by clicking: two modes, its target the Bolt, paid with four Islands', async () => {
    await click('button[data-card="cryptic-command"]');
    expect(await current()).toBe('cast.casting.announcing.modes');
    await page.locator('input[data-mode="0"]').check();
    await page.locator('input[data-mode="3"]').check();
    await click('button.send[data-event="CHOOSE_MODES"]');
    expect(await current()).toBe('cast.casting.targeting');
    expect(await page.locator('button[data-target]').evaluateAll((b) => b.map((x) => x.getAttribute('data-target')))).toEqual(['lightning-bolt']);
    await page.locator('button[data-target="lightning-bolt"]').click();
    await click('button.send[data-event="CHOOSE_TARGETS"]');
    expect(await current()).toBe('cast.casting.activatingMana');
    expect(await page.locator('.locked-cost').textContent()).toContain('{1}{U}{U}{U}');
    expect(await page.locator('.auto-payment').textContent()).toMatch(/tap Island \(island-3\), Island \(island-4\), Island \(island-5\), Island \(island-6\)/);
    await click('button.pay-auto');
    expect(await current()).toBe('cast.cast');
    expect(await stackIds()).toEqual(['cryptic-command', 'lightning-bolt']);
    expect(await page.locator('.card.tapped').count()).toBe(5);
    expect(errors).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: new URL('playground-1280.png', SCREENSHOTS).pathname });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: new URL('playground-1920.png', SCREENSHOTS).pathname });
    const clipped = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(clipped).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('107.4f: Gitaxian Probe by clicking: the Phyrexian symbol is paid with 2 life from its list, and the cast moves on to its target', async () => {
    const example = JSON.parse(readFileSync(new URL('../docs/examples/phyrexian-life.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    const file = join(dir, 'probe.json');
    writeFileSync(file, JSON.stringify({ ...example, actions: [] }));
    const started = play(file, { cards: [], port: '0' }, text().stream, process.stderr);
    if (typeof started === 'number') throw new Error(`play exited with ${started}`);
    const probe = await started;
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const pageErrors: string[] = [];
    tab.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await tab.goto(probe.url);
      await tab.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
      await tab.locator('button.option[data-card="gitaxian-probe"]').click();
      expect(await tab.locator('#chart .state.current').getAttribute('data-id')).toBe('cast.casting.announcing.phyrexian');
      const symbol = tab.locator('.form[data-form="CHOOSE_PHYREXIAN"] select[data-field="symbol:0"]');
      expect(await symbol.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(['mana', 'life']);
      await symbol.selectOption('life');
      await tab.locator('button.send[data-event="CHOOSE_PHYREXIAN"]').click();
      expect(await tab.locator('#status .refusal').count()).toBe(0);
      expect(await tab.locator('#chart .state.current').getAttribute('data-id')).toBe('cast.casting.targeting');
      expect(await tab.locator('li.event').last().textContent()).toContain('CHOOSE_PHYREXIAN (alice) choices: ["life"]');
      expect(pageErrors).toEqual([]);
    } finally {
      await tab.close();
      await probe.close();
    }
  }, 90_000);

  it('goes back two steps, exports the session, and the CLI replays it to the same place', async () => {
    const count = await page.locator('li.event').count();
    await click(`li.event[data-index="${count - 3}"] > button.go`);
    expect(await current()).toBe('cast.casting.targeting');
    expect(await stackIds()).toEqual(['cryptic-command', 'lightning-bolt']);
    await page.screenshot({ path: new URL('playground-back-1280.png', SCREENSHOTS).pathname });
    await page.locator('#export-button').click();
    const exported = await page.locator('#export').inputValue();
    const file = join(dir, 'session.json');
    writeFileSync(file, exported);
    const result = runScenario(loadScenario(exported));
    expect(result.outcome).toBe('pending');
    expect(result.steps[result.steps.length - 1]?.state).toBe('casting.targeting');
    expect(result.game.stack.map((s) => s.id)).toEqual(['lightning-bolt', 'cryptic-command']);
    const out = text();
    expect(main(['run', file, '--json'], out.stream, process.stderr)).toBe(0);
    expect(JSON.parse(out.written())).toMatchObject({ outcome: 'pending', game: { stack: [{ id: 'lightning-bolt' }, { id: 'cryptic-command' }] } });
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe.skipIf(missing !== '')(`spellchart view: the playground as one self-contained replay page${missing}`, () => {
  it('601.2: replays bolt-the-bird from a file:// page with nothing loaded from anywhere; the steps move through it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spellchart-view-'));
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const file = join(dir, 'bolt.html');
      const out = text();
      expect(main(['view', new URL('../docs/examples/bolt-the-bird.json', import.meta.url).pathname, '-o', file], out.stream, process.stderr)).toBe(0);
      const html = readFileSync(file, 'utf8');
      expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=/);
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const requests: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('file:')) requests.push(request.url());
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(pathToFileURL(file).href);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
      expect(await page.locator('#status .outcome').textContent()).toContain('ended: cast');
      expect(await page.locator('#chart .state.current').getAttribute('data-id')).toBe('cast.cast');
      expect(await page.locator('.read-only').count()).toBe(1);
      expect(await page.locator('button.option').count()).toBe(0);
      await page.locator('li.event[data-index="1"] > button.go').click();
      expect(await page.locator('#chart .state.current').getAttribute('data-id')).toBe('cast.casting.targeting');
      expect(await page.locator('[data-zone="stack"] .card').count()).toBe(1);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: new URL('view-1280.png', SCREENSHOTS).pathname });
      expect(requests).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
