/**
 * Diagrams and the rule-to-state table, generated from the machines themselves (never
 * drawn by hand): a Mermaid state diagram per chart, with each state's rule and title,
 * eventless transitions and guard names; each machine's JSON; and docs/rules-map.md, every
 * state with its rule, title, the events it accepts and the guards that can refuse them.
 * The built-in JSON export drops eventless transitions, so this walks the state nodes.
 * `npm run docs` writes them; test/diagrams.test.ts fails when they are out of date.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { CHARTS } from '../machines/charts.js';
import type { StepMeta } from '../machines/meta.js';
import { sessionMachine } from '../machines/session.js';

/** The machines drawn, by the name of their diagram: the two charts and the session that runs them. */
export const DRAWN: Readonly<Record<string, AnyStateMachine>> = { casting: CHARTS.cast, activation: CHARTS.activate, session: sessionMachine };

type Transition = AnyStateNode['transitions'] extends Map<string, (infer T)[]> ? T : never;

/** A guard's name: 'hasX', or '!hasX' for not('hasX'); null when unguarded. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  const inner = (guard as { guards?: unknown[] }).guards;
  if (typeof guard === 'function' && guard.name === 'not' && inner) return `!${inner.map((g) => guardName(g)).join(',')}`;
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') return (guard as { type: string }).type;
  return typeof guard === 'function' && guard.name ? guard.name : 'guard';
}

const nodeId = (node: AnyStateNode): string => node.id.replace(/[^A-Za-z0-9_]/g, '_');
const children = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states) as AnyStateNode[];
const metaOf = (node: AnyStateNode): StepMeta | undefined => node.meta as StepMeta | undefined;
const quote = (text: string): string => text.replace(/"/g, "'");

function transitionsOf(node: AnyStateNode): { event: string; transition: Transition }[] {
  return [
    ...[...node.transitions.entries()].flatMap(([event, list]) => list.map((transition) => ({ event, transition }))),
    ...(node.always ?? []).map((transition) => ({ event: '', transition })),
  ];
}

/**
 * A Mermaid state diagram of the machine. A final state's arrow to `[*]` is written inside
 * its parent's block, so a compound step ends in itself, not at the machine's end; two
 * transitions between the same states are one arrow whose label lists both, so their labels
 * can't be drawn over each other.
 */
export function mermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const edges = new Map<string, string[]>();
  const edge = (from: AnyStateNode, to: AnyStateNode, label: string) => {
    const key = `${nodeId(from)} --> ${nodeId(to)}`;
    edges.set(key, [...(edges.get(key) ?? []), label]);
  };
  const walk = (node: AnyStateNode, indent: string) => {
    const inner = children(node);
    const meta = metaOf(node);
    const label = meta ? `${meta.rule} ${quote(meta.title)}` : node.key;
    lines.push(`${indent}state "${quote(node.key)}: ${label}" as ${nodeId(node)}`);
    if (inner.length > 0) {
      lines.push(`${indent}state ${nodeId(node)} {`);
      const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
      if (initial) lines.push(`${indent}  [*] --> ${nodeId(initial)}`);
      for (const child of inner) walk(child, `${indent}  `);
      for (const child of inner) if (child.type === 'final') lines.push(`${indent}  ${nodeId(child)} --> [*]`);
      lines.push(`${indent}}`);
    }
    for (const { event, transition } of transitionsOf(node)) {
      for (const target of (transition.target ?? []) as AnyStateNode[]) {
        const guard = guardName(transition.guard);
        edge(node, target, [event === '' ? '(always)' : event.startsWith('xstate.done') ? '(done)' : event, guard ? `[${guard}]` : ''].filter(Boolean).join(' '));
      }
    }
  };
  const root = machine.root;
  const initial = root.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial) lines.push(`  [*] --> ${nodeId(initial)}`);
  for (const child of children(root)) walk(child, '  ');
  const arrows = [...edges.entries()].map(([key, labels]) => `  ${key} : ${labels.join(' / ')}`);
  const ends = children(root)
    .filter((child) => child.type === 'final')
    .map((child) => `  ${nodeId(child)} --> [*]`);
  return [...lines, ...arrows, ...ends].join('\n') + '\n';
}

/** The machine's JSON definition (as XState exports it). */
export function machineJson(machine: AnyStateMachine): string {
  return `${JSON.stringify(machine.root.definition, (_, value) => (typeof value === 'function' ? `[function ${value.name || 'anonymous'}]` : value), 2)}\n`;
}

/** docs/rules-map.md: every state of every chart, its rule and title, the events it accepts and the guards that can refuse them. */
export function rulesMap(): string {
  const rows: string[] = [];
  for (const [name, machine] of Object.entries(DRAWN)) {
    const walk = (node: AnyStateNode) => {
      const meta = metaOf(node);
      if (node !== machine.root) {
        const accepted = new Map<string, Set<string>>();
        for (const { event, transition } of transitionsOf(node)) {
          if (event === '*' || event.startsWith('xstate.')) continue;
          const label = event === '' ? '(by itself)' : event;
          const guards = accepted.get(label) ?? new Set<string>();
          const guard = guardName(transition.guard);
          if (guard) guards.add(guard);
          accepted.set(label, guards);
        }
        const events = [...accepted.entries()].map(([event, guards]) => (guards.size > 0 ? `${event} (${[...guards].join(', ')})` : event)).join('; ');
        rows.push(`| ${name} | \`${node.id}\` | ${meta?.rule ?? ''} | ${meta?.title ?? ''} | ${events || '—'} |`);
      }
      children(node).forEach(walk);
    };
    walk(machine.root);
  }
  return [
    '# Rules to states',
    '',
    'Generated from the machines by `npm run docs` (tools/diagrams.ts); do not edit by hand.',
    'Every state of every chart, the rule it carries out, its title, and the events it accepts',
    'with the guards that decide them. Every chart also refuses, as data, any event a state',
    'does not accept; `CANCEL` is accepted from the caster at every step of a cast or activation.',
    '',
    '| chart | state | rule | title | events (guards) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** docs/diagrams.md: every chart's diagram in a Mermaid block, which Markdown viewers render. */
function diagramsPage(): string {
  const sections = Object.entries(DRAWN).map(([name, machine]) => [`## ${name}`, '', '```mermaid', mermaid(machine).trimEnd(), '```', ''].join('\n'));
  return [
    '# Diagrams',
    '',
    'Generated from the machines by `npm run docs` (tools/diagrams.ts); do not edit by hand.',
    'Each state shows its key, its rule and its title; each transition its event (`(always)` for an',
    'eventless one, `(done)` when a compound step finishes) and its guard (`!` for a negated one).',
    'Transitions that only refuse an event are left out; docs/rules-map.md lists them by state.',
    'The same diagrams are in docs/diagrams/*.mmd, and each machine\'s JSON in docs/diagrams/*.json.',
    '',
    ...sections,
  ].join('\n');
}

/** Every generated file, by its path under docs/. */
export function diagramDocs(): Readonly<Record<string, string>> {
  const files: Record<string, string> = { 'rules-map.md': rulesMap(), 'diagrams.md': diagramsPage() };
  for (const [name, machine] of Object.entries(DRAWN)) {
    files[`diagrams/${name}.mmd`] = mermaid(machine);
    files[`diagrams/${name}.json`] = machineJson(machine);
  }
  return files;
}
