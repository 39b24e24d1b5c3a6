/**
 * The offline viewer: `spellchart view <scenario> -o out.html` writes one self-contained
 * HTML page (no network when viewed) showing each chart the scenario went through, the
 * path it took highlighted, and at each step the rule, the choice made and the game state.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { LoadedScenario } from '../src/scenario/load.js';
import { activationMachine } from '../machines/activation.js';
import { castingMachine } from '../machines/casting.js';
import type { StepMeta } from '../machines/meta.js';
import { runScenario, type ScenarioResult, type StepView } from './run-scenario.js';
import { sessionMachine } from '../machines/session.js';

/** A chart as a tree of states with their rules. */
export interface StateTree {
  readonly id: string;
  readonly key: string;
  readonly rule: string;
  readonly title: string;
  readonly children: readonly StateTree[];
}

export interface ViewerStep {
  readonly chart: string;
  readonly stateId: string;
  readonly rule: string;
  readonly title: string;
  readonly event: string | null;
  readonly player: string | null;
  readonly skipped: boolean;
  /** The event that led here, as sent. */
  readonly choice: unknown;
  readonly game: unknown;
}

export interface ViewerData {
  readonly scenario: string;
  readonly outcome: ScenarioResult['outcome'];
  readonly charts: Readonly<Record<string, StateTree>>;
  readonly steps: readonly ViewerStep[];
}

export function stateTree(node: AnyStateNode): StateTree {
  const meta = node.meta as StepMeta | undefined;
  return {
    id: node.id,
    key: node.key,
    rule: meta?.rule ?? '',
    title: meta?.title ?? '',
    children: Object.values(node.states).map((child) => stateTree(child as AnyStateNode)),
  };
}

const MACHINES: Readonly<Record<string, AnyStateMachine>> = { cast: castingMachine, activate: activationMachine, session: sessionMachine };

/** Runs the scenario and gathers what the page shows. Throws the runner's `InputError` on bad input. */
export function viewerData(scenario: LoadedScenario): ViewerData {
  const views: StepView[] = [];
  const result = runScenario(scenario, { onStep: (view) => views.push(view) });
  const used = [...new Set(views.map((v) => v.chart))];
  return {
    scenario: result.scenario,
    outcome: result.outcome,
    charts: Object.fromEntries(used.map((chart) => [chart, stateTree(MACHINES[chart]!.root)])),
    steps: views.map((view, i) => {
      const record = result.steps[i] ?? view.record;
      return { chart: view.chart, stateId: view.stateId, rule: record.rule, title: record.title, event: record.event, player: record.player, skipped: record.skipped, choice: record.event ? view.event : null, game: view.game };
    }),
  };
}

/** The page: data embedded as JSON, with its own small script and styles. */
export function renderViewer(data: ViewerData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(data.scenario)} — spellchart</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: 22rem 1fr 28rem; height: 100vh; }
header { grid-column: 1 / 4; padding: .5rem 1rem; background: #223; color: #fff; }
#steps, #charts, #detail { overflow: auto; padding: .5rem 1rem; }
#steps ol { padding-left: 1.5rem; }
.step { cursor: pointer; padding: .1rem .3rem; border-radius: 3px; }
.step.skipped { color: #888; }
.step.selected { background: #ffe9a8; }
.state { border: 1px solid #99a; border-radius: 6px; margin: .3rem 0 .3rem 1rem; padding: .2rem .5rem; background: #fff; color: #667; }
.state.visited { color: #000; }
.state.visited { border-color: #2a7; background: #eafbf1; }
.state.current { outline: 3px solid #e90; }
.rule { font-weight: 600; margin-right: .4rem; }
pre { white-space: pre-wrap; font-size: 12px; background: #f6f6f8; padding: .5rem; }
</style>
</head>
<body>
<header><strong id="title"></strong> — outcome: <span id="outcome"></span></header>
<section id="steps"><h2>Steps</h2><ol id="step-list"></ol></section>
<section id="charts"></section>
<section id="detail"><h2>Step</h2><p>Click a step.</p></section>
<script type="application/json" id="data">${json}</script>
<script>
(function () {
  var data = JSON.parse(document.getElementById('data').textContent);
  document.getElementById('title').textContent = data.scenario;
  document.getElementById('outcome').textContent = data.outcome;
  var visited = {};
  data.steps.forEach(function (s) { var parts = s.stateId.split('.'); for (var i = 1; i <= parts.length; i++) visited[parts.slice(0, i).join('.')] = true; });
  var charts = document.getElementById('charts');
  function draw(node, parent) {
    var box = document.createElement('div');
    box.className = 'state' + (visited[node.id] ? ' visited' : '');
    box.dataset.id = node.id;
    box.innerHTML = '<span class="rule"></span><span class="title"></span>';
    box.querySelector('.rule').textContent = node.rule;
    box.querySelector('.title').textContent = node.key + ': ' + node.title;
    parent.appendChild(box);
    node.children.forEach(function (child) { draw(child, box); });
  }
  Object.keys(data.charts).forEach(function (name) {
    var h = document.createElement('h2'); h.textContent = name; charts.appendChild(h);
    draw(data.charts[name], charts);
  });
  var list = document.getElementById('step-list');
  data.steps.forEach(function (s, i) {
    var li = document.createElement('li');
    li.className = 'step' + (s.skipped ? ' skipped' : '');
    li.dataset.index = String(i);
    li.textContent = s.rule + ' ' + s.title + (s.event ? ' \u2190 ' + s.event + (s.player ? ' (' + s.player + ')' : '') : '') + (s.skipped ? ' (skipped)' : '');
    li.addEventListener('click', function () { select(i); });
    list.appendChild(li);
  });
  function select(i) {
    var s = data.steps[i];
    Array.prototype.forEach.call(document.querySelectorAll('.step'), function (el) { el.classList.toggle('selected', el.dataset.index === String(i)); });
    Array.prototype.forEach.call(document.querySelectorAll('.state'), function (el) { el.classList.toggle('current', el.dataset.id === s.stateId); });
    var detail = document.getElementById('detail');
    detail.innerHTML = '<h2>Step ' + (i + 1) + '</h2><p class="step-rule"></p><h3>Choice</h3><pre class="choice"></pre><h3>Game</h3><pre class="game"></pre>';
    detail.querySelector('.step-rule').textContent = s.rule + ' \u2014 ' + s.title;
    detail.querySelector('.choice').textContent = s.choice ? JSON.stringify(s.choice, null, 2) : '(taken by itself)';
    detail.querySelector('.game').textContent = JSON.stringify(s.game, null, 2);
  }
})();
</script>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

