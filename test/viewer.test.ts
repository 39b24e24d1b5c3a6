/**
 * The offline viewer, tested in a real headless browser (Debian's chromium, driven by
 * playwright-core; .ci/run installs the browser). The page must render with no network,
 * highlight the path the scenario took, and show a step's rule, choice and game on click.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScenario } from '../src/scenario/load.js';
import { renderViewer, viewerData } from '../tools/viewer.js';

const CHROMIUM = process.env.SPELLCHART_CHROMIUM ?? '/usr/bin/chromium';
const example = (name: string) => loadScenario(readFileSync(new URL(`../docs/examples/${name}`, import.meta.url), 'utf8'));

describe('the offline viewer: its data', () => {
  it('601.2, 602.2: one step per step of the run, each with its chart state, rule, choice and game', () => {
    const data = viewerData(example('activate-and-cast.json'));
    expect(data.outcome).toBe('activated');
    expect(Object.keys(data.charts)).toEqual(['cast', 'activate']);
    expect(data.steps[0]).toMatchObject({ chart: 'cast', stateId: 'cast.casting.movingToStack', rule: '601.2a', event: 'CAST', choice: { type: 'CAST' } });
    expect(data.steps.some((s) => s.chart === 'activate' && s.rule === '602.2a')).toBe(true);
  });

  it('the page embeds its data and loads nothing from the network', () => {
    const html = renderViewer(viewerData(example('bolt-the-bird.json')));
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\//);
    expect(html).toContain('<script type="application/json" id="data">');
  });
});

describe.skipIf(!existsSync(CHROMIUM))('the offline viewer in a headless browser', () => {
  let browser: Browser;
  const dir = mkdtempSync(join(tmpdir(), 'spellchart-view-'));
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders, highlights the path taken, and shows a step when clicked', async () => {
    const data = viewerData(example('bolt-the-bird.json'));
    const file = join(dir, 'bolt.html');
    writeFileSync(file, renderViewer(data));
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('file:')) requests.push(request.url());
    });
    await page.goto(pathToFileURL(file).href);
    expect(await page.locator('#outcome').textContent()).toBe('cast');
    expect(await page.locator('.step').count()).toBe(data.steps.length);
    // The path: every state the cast went through is highlighted; the ones it didn't are not.
    expect(await page.locator('.state.visited[data-id="cast.casting.targeting"]').count()).toBe(1);
    expect(await page.locator('.state.visited[data-id="cast.illegal"]').count()).toBe(0);
    const payIndex = data.steps.findIndex((s) => s.event === 'PAY');
    await page.locator('.step').nth(payIndex).click();
    expect(await page.locator('#detail .step-rule').textContent()).toContain(data.steps[payIndex]!.rule);
    expect(await page.locator('#detail .choice').textContent()).toContain('"PAY"');
    expect(await page.locator('.state.current').getAttribute('data-id')).toBe(data.steps[payIndex]!.stateId);
    expect(await page.locator('#detail .game').textContent()).toContain('"battlefield"');
    expect(requests).toEqual([]);
    await page.close();
  });
});
