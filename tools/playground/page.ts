/**
 * The playground page (bundled for the browser; tools/playground/server.ts serves it). It runs
 * the engine itself: the start comes from the server (or, in a saved page, from the page), every
 * click is an event sent to a session replayed from the start (model.ts), and the page shows
 * the chart with the current state, the steps taken and skipped, what the step asks, the game
 * and what changed, the locked cost and any refusal or reversal. The step list goes back to
 * any earlier step; the session exports as a scenario file.
 */
import { BUILT_IN_CARDS, createCardLibrary, type CardLibrary } from '../../src/cards/library.js';
import { loadCardLibrary } from '../../src/scenario/card-file.js';
import { validateScenario } from '../../src/scenario/load.js';
import { InputError } from '../../src/scenario/problems.js';
import type { CastEvent, CastEventInput } from '../../src/events/schema.js';
import type { GameState } from '../../src/game/state.js';
import type { Refusal } from '../../src/core/refusal.js';
import { CHARTS } from '../../machines/charts.js';
import type { StepRecord } from '../../machines/reading.js';
import { sessionMachine } from '../../machines/session.js';
import { chartGraph, layoutChart, type ChartLayout } from './graph.js';
import { chartSvg } from './chart-view.js';
import { changesOf, gameView } from './game-view.js';
import { promptView } from './prompt-view.js';
import { askingAfter, exportScenario, frameOf, replayActions, send, type Frame, type PlaygroundStart } from './model.js';
import { h } from './dom.js';
import { followLive } from './live-page.js';

/** What the server (or a saved page) gives the page to start from. */
export interface PlaygroundData {
  /** The scenario file as written. */
  readonly file: Readonly<Record<string, unknown>>;
  /** Card library files' texts, each over the ones before (after the built-in cards). */
  readonly libraries: readonly string[];
  readonly allowPartial: boolean;
  /** A saved page only replays (spellchart view). */
  readonly readOnly: boolean;
  /** The page follows a run as it happens, over the server's live channel (`spellchart run --inspect`; tools/live/). */
  readonly live?: boolean;
}

type ChartName = 'cast' | 'activate' | 'session';
const MACHINES = { cast: CHARTS.cast, activate: CHARTS.activate, session: sessionMachine } as const;
const layouts = new Map<ChartName, ChartLayout>();
const layoutOf = (chart: ChartName): ChartLayout => {
  if (!layouts.has(chart)) layouts.set(chart, layoutChart(chartGraph(MACHINES[chart])));
  return layouts.get(chart)!;
};

interface PageState {
  readonly data: PlaygroundData;
  readonly start: PlaygroundStart;
  /** The accepted events; the page shows the first `at` of them. */
  events: readonly CastEvent[];
  at: number;
  frames: Map<number, Frame>;
  refusal: { readonly event: CastEventInput; readonly refusal: Refusal } | null;
  tab: ChartName | null;
  /** The chart fitted to its column rather than at full size. */
  fit: boolean;
}

function libraryOf(data: PlaygroundData): CardLibrary {
  let library = createCardLibrary([], BUILT_IN_CARDS, { allowPartialCards: data.allowPartial });
  for (const text of data.libraries) library = loadCardLibrary(text, { over: library, allowPartialCards: data.allowPartial });
  return library;
}

const frameAt = (state: PageState, at: number): Frame => {
  if (!state.frames.has(at)) state.frames.set(at, frameOf(state.start, state.events.slice(0, at)));
  return state.frames.get(at)!;
};

/** A one-line account of an event: its type, player and the choice made. */
export function describeEvent(event: CastEvent): string {
  const { type, player, ...rest } = event as CastEvent & { player?: string };
  const detail = Object.entries(rest).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0) && !(typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0) && v !== null && v !== false);
  return `${type}${player ? ` (${player})` : ''}${detail.length > 0 ? ` ${detail.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ')}` : ''}`;
}

function namesIn(game: GameState): (id: string) => string {
  const names = new Map<string, string>();
  for (const p of game.players) for (const c of [...p.hand, ...p.library, ...p.graveyard]) names.set(c.id, c.card);
  for (const o of [...game.battlefield, ...game.stack, ...game.exile, ...game.command]) names.set(o.id, o.card);
  return (id) => (names.has(id) ? `${names.get(id)} (${id})` : id);
}

function submit(state: PageState, event: CastEventInput): void {
  const kept = state.events.slice(0, state.at);
  const answer = send(state.start, kept, event);
  if ('refusal' in answer) {
    state.refusal = { event, refusal: answer.refusal };
  } else {
    state.refusal = null;
    if (state.at < state.events.length) for (const k of [...state.frames.keys()]) if (k > state.at) state.frames.delete(k);
    state.events = answer.events;
    state.at = answer.events.length;
    state.tab = null;
  }
  render(state);
}

function goTo(state: PageState, at: number): void {
  state.at = at;
  state.refusal = null;
  state.tab = null;
  render(state);
}

/** The steps of the run since its last cast or activation began in `chart`: taken and skipped. */
function marksOf(frame: Frame, chart: ChartName, current: string | null) {
  const views = frame.views.map((v, i) => ({ ...v, record: frame.result.steps[i] ?? v.record }));
  let from = 0;
  views.forEach((v, i) => {
    if (v.chart === chart && (v.record.event === 'CAST' || v.record.event === 'ACTIVATE') && chart !== 'session') from = i;
  });
  const taken = new Set<string>();
  const skipped = new Set<string>();
  const moves: { from: string; to: string; event: string | null }[] = [];
  let previous: string | null = chart === 'session' ? null : `${chart}.idle`;
  for (const v of views.slice(from)) {
    if (v.chart !== chart) continue;
    const parts = v.stateId.split('.');
    for (let i = 2; i <= parts.length; i += 1) taken.add(parts.slice(0, i).join('.'));
    if (v.record.skipped) skipped.add(v.stateId);
    if (previous !== null) moves.push({ from: previous, to: v.stateId, event: v.record.event });
    previous = v.stateId;
  }
  if (chart === 'session' && current) taken.add(current);
  return { current, taken, skipped, moves };
}

/** The steps an event took, one line each, with each run of skipped steps folded into one line. */
function foldSkipped(records: readonly StepRecord[]): { readonly text: string; readonly skipped: boolean }[] {
  const lines: { text: string; skipped: boolean; rule?: string }[] = [];
  for (const record of records) {
    const key = record.state.split('.').pop() ?? record.state;
    const last = lines[lines.length - 1];
    if (record.skipped && last?.skipped) last.text += last.rule === record.rule ? `, ${key}` : `, ${record.rule} ${key}`;
    else lines.push({ text: record.skipped ? `skipped: ${record.rule} ${key}` : `${record.rule} ${record.state}`, skipped: record.skipped, rule: record.rule });
  }
  return lines.map(({ text, skipped }) => ({ text, skipped }));
}

const present = (...nodes: readonly (Node | null)[]): Node[] => nodes.filter((n): n is Node => n !== null);

function render(state: PageState): void {
  const frame = frameAt(state, state.at);
  const before = state.at > 0 ? frameAt(state, state.at - 1) : null;
  const asking = askingAfter(state.start, frame.events);
  const lastView = frame.views[frame.views.length - 1];
  const running: ChartName = asking.chart ?? (lastView && state.at > 0 ? lastView.chart : 'session');
  const tab = state.tab ?? running;
  const current = tab === running ? (asking.chart ? asking.stateId : state.at > 0 && lastView && lastView.chart === tab ? lastView.stateId : tab === 'session' ? 'session.priority' : null) : null;
  const nameOf = namesIn(frame.result.game);
  const { result } = frame;

  const steps = document.getElementById('steps')!;
  steps.replaceChildren(
    h('h2', {}, 'Steps'),
    h('ol', { class: 'events', start: '0' },
      ...[null, ...state.events].map((event, i) => {
        const produced = frameAt(state, i).views.slice(i > 0 ? frameAt(state, i - 1).views.length : 0);
        const records = produced.map((v, j) => frameAt(state, i).result.steps[(i > 0 ? frameAt(state, i - 1).views.length : 0) + j] ?? v.record);
        return h('li', { class: `event${i === state.at ? ' current' : ''}${i > state.at ? ' undone' : ''}`, 'data-index': String(i) },
          h('button', { type: 'button', class: 'go', onclick: () => goTo(state, i), title: i > state.at ? 'redo up to here' : 'go back to here' }, event ? describeEvent(event) : 'start'),
          records.length > 0 ? h('ul', { class: 'chart-steps' }, ...foldSkipped(records).map((r) => h('li', { class: r.skipped ? 'skipped' : '' }, r.text))) : null);
      })));

  const chart = document.getElementById('chart')!;
  chart.replaceChildren(
    h('div', { class: 'tabs' },
      ...(['cast', 'activate', 'session'] as const).map((name) => h('button', { type: 'button', class: `tab${name === tab ? ' selected' : ''}`, 'data-chart': name, onclick: () => { state.tab = name; render(state); } }, name)),
      h('button', { type: 'button', class: `tab fit${state.fit ? ' selected' : ''}`, title: 'fit the whole chart to the column, or show it at full size', onclick: () => { state.fit = !state.fit; render(state); } }, state.fit ? 'full size' : 'fit')),
    h('div', { class: `chart-scroll${state.fit ? ' fitted' : ''}` }, chartSvg(layoutOf(tab), marksOf(frame, tab, current))));
  chart.querySelector('.state.current')?.scrollIntoView({ block: 'center', inline: 'center' });

  const ended = state.at > 0 && !asking.chart && result.outcome !== 'pending' ? result : null;
  const status = document.getElementById('status')!;
  status.replaceChildren(...present(
    ended ? h('div', { class: `outcome ${ended.outcome}` }, `The last ${lastView?.chart === 'activate' ? 'activation' : 'cast'} ended: ${ended.outcome}`) : null,
    ended?.refusal ? h('div', { class: 'reversal' }, h('strong', {}, ended.outcome === 'illegal' ? `Reversed (CR 733): ` : 'Refused: '), `${ended.refusal.rule} ${ended.refusal.code}: ${ended.refusal.message}`) : null,
    state.refusal ? h('div', { class: 'refusal' }, h('strong', {}, 'Refused: '), `${describeEvent(state.refusal.event as CastEvent)} — ${state.refusal.refusal.rule} ${state.refusal.refusal.code}: ${state.refusal.refusal.message}`) : null));

  const side = document.getElementById('asking')!;
  const pay = asking.autoPayment;
  side.replaceChildren(...present(
    state.data.readOnly ? h('p', { class: 'read-only' }, state.data.live ? 'A live run: each step appears as the run takes it; use the steps to move through it.' : 'A saved replay: use the steps to move through it.') : promptView(asking, (event) => submit(state, event), nameOf),
    !state.data.readOnly && pay
      ? h('div', { class: 'auto-payment' }, h('h3', {}, 'Auto payment would'),
          pay.refusal ? `fail: ${pay.refusal.rule} ${pay.refusal.code}: ${pay.refusal.message}` : [
            pay.tapped.length > 0 ? `tap ${pay.tapped.map(nameOf).join(', ')}` : 'tap nothing',
            pay.left.length > 0 ? `; sacrifice or remove ${pay.left.map(nameOf).join(', ')}` : '',
            pay.fromPool.length > 0 ? `; spend ${pay.fromPool.map((u) => u.type).join('')} from the pool` : '',
            pay.life > 0 ? `; pay ${pay.life} life` : ''].join(''))
      : null,
    result.lockedCost ? h('div', { class: 'locked-cost' }, h('strong', {}, asking.chart ? 'Locked cost (601.2f): ' : `Locked cost of the last ${lastView?.chart === 'activate' ? 'activation' : 'cast'} (601.2f): `), [result.lockedCost.mana, result.lockedCost.life ? `${result.lockedCost.life} life` : '', ...result.lockedCost.actions].filter(Boolean).join(', ')) : null));

  document.getElementById('game')!.replaceChildren(h('h2', {}, 'Game'), gameView(result.game, changesOf(before?.result.game ?? null, result.game)));
}

function exportFile(state: PageState): void {
  const text = `${JSON.stringify(exportScenario(state.start, state.events.slice(0, state.at)), null, 2)}\n`;
  const area = document.getElementById('export') as HTMLTextAreaElement;
  area.value = text;
  area.hidden = false;
  const link = document.getElementById('download') as HTMLAnchorElement;
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  link.hidden = false;
}

async function dataOf(): Promise<PlaygroundData> {
  const embedded = document.getElementById('playground-data');
  if (embedded?.textContent) return JSON.parse(embedded.textContent) as PlaygroundData;
  const response = await fetch('./playground.json');
  return (await response.json()) as PlaygroundData;
}

/** The page's state at its start (the scenario's own actions replayed, unless it follows a live run), or null after saying why the start can't be loaded. */
function begin(data: PlaygroundData): PageState | null {
  let start: PlaygroundStart;
  try {
    start = { file: data.file, scenario: validateScenario(data.file, libraryOf(data)) };
  } catch (error) {
    const lines = error instanceof InputError ? error.problems.map((p) => `${p.path}: ${p.message}`) : [String(error)];
    document.getElementById('status')!.replaceChildren(h('div', { class: 'refusal' }, 'The scenario could not be loaded:', h('pre', {}, lines.join('\n'))));
    return null;
  }
  document.getElementById('name')!.textContent = start.scenario.name;
  const state: PageState = { data, start, events: [], at: 0, frames: new Map(), refusal: null, tab: null, fit: false };
  if (!data.live) {
    const replayed = replayActions(start);
    state.events = replayed.events;
    state.at = replayed.events.length;
    if (replayed.refused) state.refusal = { event: start.scenario.actions[replayed.refused.index]!, refusal: replayed.refused.refusal };
  }
  render(state);
  return state;
}

/**
 * An event a live run's session accepted, checked by this page's engine as a click is: the page
 * follows the latest step unless a person went back; one its engine refuses is shown, not kept.
 */
function follow(state: PageState, event: CastEvent): void {
  const answer = send(state.start, state.events, event);
  if ('refusal' in answer) {
    state.refusal = { event, refusal: answer.refusal };
  } else {
    const following = state.at === state.events.length;
    state.events = answer.events;
    if (following) state.at = state.events.length;
  }
  render(state);
}

async function main(): Promise<void> {
  const data = await dataOf();
  let state = begin(data);
  // A served page listens for live runs: the one `run --inspect` serves it for, or any sent to `play`; a saved page has no server.
  if (!document.getElementById('playground-data')) {
    followLive({
      start: (started) => {
        state = begin({ ...started, readOnly: true, live: true });
      },
      event: (event) => {
        if (state) follow(state, event);
      },
    }, !data.live);
  }
  const exporter = document.getElementById('export-button') as HTMLButtonElement;
  exporter.addEventListener('click', () => {
    if (state) exportFile(state);
  });
  document.body.dataset.ready = 'true';
}

void main();
