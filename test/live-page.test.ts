/**
 * `spellchart run --inspect` in a real browser (Debian's chromium, driven by playwright-core):
 * the live page is opened before the run starts (`wait`), and as the run's events arrive the
 * chart's current state moves through the cast's steps, the step list grows and the game
 * shows both spells on the stack. Nothing is loaded from anywhere but the page's own server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { loadScenario } from '../src/scenario/load.js';
import { runLive, type LiveRun } from '../tools/live/run-live.js';
import { publishUrl, sendRun } from '../tools/live/send-run.js';
import { play } from '../tools/cli.js';
import type { Playground } from '../tools/playground/server.js';
import { PassThrough } from 'node:stream';

const CHROMIUM = process.env.SPELLCHART_CHROMIUM ?? '/usr/bin/chromium';
const missing = existsSync(CHROMIUM) ? '' : ` (skipped: no Chromium at ${CHROMIUM}; install chromium or set SPELLCHART_CHROMIUM)`;
const EXAMPLE = new URL('../docs/examples/two-spells-holding-priority.json', import.meta.url);

describe.skipIf(missing !== '')(`the live page in a headless browser${missing}`, () => {
  let browser: Browser | undefined;
  let live: LiveRun | undefined;
  let playground: Playground | undefined;

  afterAll(async () => {
    await browser?.close();
    await live?.stop();
    await playground?.close();
  });

  it('601.2a–i, 605.3: the chart\'s current state, the steps and the game update as the run arrives', { timeout: 120_000 }, async () => {
    const text = readFileSync(EXAMPLE, 'utf8');
    const lines: string[] = [];
    let served: (url: string) => void = () => {};
    const url = new Promise<string>((resolve) => (served = resolve));
    const running = runLive(loadScenario(text), { file: JSON.parse(text) as Record<string, unknown>, libraries: [], allowPartial: false, readOnly: true }, { port: 0, hold: null, wait: true, say: (line) => lines.push(line), served });
    const address = await url;

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const outside: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(address)) outside.push(request.url());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Every current state the chart shows, in order, as the page draws it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        const id = document.querySelector('#chart .state.current')?.getAttribute('data-id');
        if (id && seen.at(-1) !== id) seen.push(id);
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(address);

    // The run waited for the page; it runs once the page is connected.
    live = await running;
    await page.waitForSelector('body[data-live="ended"]', { timeout: 60_000 });
    await page.waitForFunction(() => document.querySelectorAll('#steps li.event').length === 8);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen[0]).toBe('session.priority');
    // Opt (601.2a–h: paying), then Lightning Bolt targeting, paying and cast, in that order.
    const order = ['cast.casting.activatingMana', 'cast.cast', 'cast.casting.targeting', 'cast.cast'];
    let from = 0;
    for (const id of order) {
      const at = seen.indexOf(id, from);
      expect(at, `${id} after ${seen.slice(0, from).join(', ')}`).toBeGreaterThanOrEqual(from);
      from = at + 1;
    }
    expect(seen.at(-1)).toBe('cast.cast');
    expect(await page.locator('#steps li.event.current button.go').textContent()).toContain('PAY (alice)');
    expect(await page.locator('[data-zone="stack"] .card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')))).toEqual(['lightning-bolt', 'opt']);
    expect(await page.locator('#live').textContent()).toMatch(/the run is over \(cast; \d+ steps, 7 events\)/);
    expect(await page.locator('#asking .read-only').textContent()).toContain('A live run');

    // Going back is the page's own: a step list entry shows the game then.
    await page.locator('#steps li.event[data-index="4"] button.go').click();
    expect(await page.locator('#chart .state.current').getAttribute('data-id')).toBe('cast.casting.targeting');
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    expect(lines[0]).toMatch(/^live: http:\/\/127\.0\.0\.1:\d+\/ \(on this machine only\)$/);
    expect(lines).toContain('live: waiting for the page to connect before running');
  });

  it("601.2: a page of spellchart play switches to a run sent from another program and follows it", { timeout: 120_000 }, async () => {
    const started = play(undefined, { cards: [], port: '0' }, new PassThrough(), new PassThrough());
    if (typeof started === 'number') throw new Error(`play exited with ${started}`);
    playground = await started;
    browser ??= await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(playground.url);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
    // The playground's own game, with no live badge until a run comes.
    expect(await page.locator('#chart .state.current').getAttribute('data-id')).toBe('session.priority');
    expect(await page.locator('#live').count()).toBe(0);

    const text = readFileSync(EXAMPLE, 'utf8');
    const scenario = loadScenario(text);
    // Whether the page's channel is open yet or not: the playground keeps the run from its start for pages that connect later.
    await sendRun(publishUrl(playground.url)!, scenario, { file: JSON.parse(text) as Record<string, unknown>, libraries: [], allowPartial: false, readOnly: false });
    await page.waitForSelector('body[data-live="ended"]', { timeout: 60_000 });
    expect(await page.locator('#name').textContent()).toBe(scenario.name);
    expect(await page.locator('#steps li.event').count()).toBe(8);
    expect(await page.locator('#chart .state.current').getAttribute('data-id')).toBe('cast.cast');
    expect(await page.locator('[data-zone="stack"] .card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')))).toEqual(['lightning-bolt', 'opt']);
    expect(await page.locator('#asking .read-only').textContent()).toContain('A live run');
    expect(errors).toEqual([]);
  });
});
