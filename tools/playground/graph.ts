/**
 * A chart as a graph the playground draws: its states (nested ones inside their parent) and
 * its transitions with their events and guards, read from the machine's state nodes as
 * tools/diagrams.ts reads them, then laid out by dagre (@dagrejs/dagre) into boxes and
 * arrows. Pure data in, coordinates out: the page only turns them into SVG.
 */
import dagre from '@dagrejs/dagre';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { StepMeta } from '../../machines/meta.js';
import { guardName } from '../diagrams.js';

export interface ChartNode {
  /** The state's id, such as `cast.casting.targeting`. */
  readonly id: string;
  readonly key: string;
  readonly rule: string;
  readonly title: string;
  /** The id of the state it is nested in, or null for a top-level state. */
  readonly parent: string | null;
  /** True for a state with states nested in it. */
  readonly compound: boolean;
  readonly final: boolean;
}

export interface ChartEdge {
  readonly from: string;
  readonly to: string;
  /** The event: `(always)` for an eventless transition, `(done)` when a compound step finishes. */
  readonly label: string;
  /** The guard's name (`!` for a negated one), or null. */
  readonly guard: string | null;
}

export interface ChartGraph {
  readonly id: string;
  readonly nodes: readonly ChartNode[];
  readonly edges: readonly ChartEdge[];
}

const children = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states) as AnyStateNode[];

/** The states and transitions of a machine (eventless ones included, refusing-only ones left out as in docs/diagrams.md). */
export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];
  const walk = (node: AnyStateNode, parent: string | null) => {
    const meta = node.meta as StepMeta | undefined;
    nodes.push({ id: node.id, key: node.key, rule: meta?.rule ?? '', title: meta?.title ?? '', parent, compound: children(node).length > 0, final: node.type === 'final' });
    const transitions = [...[...node.transitions.entries()].flatMap(([event, list]) => list.map((t) => ({ event, t }))), ...(node.always ?? []).map((t) => ({ event: '', t }))];
    for (const { event, t } of transitions) {
      const guard = guardName(t.guard);
      const name = event === '' ? '(always)' : event.startsWith('xstate.done') ? '(done)' : event;
      for (const target of (t.target ?? []) as AnyStateNode[]) {
        if (target === node && event === '') continue;
        edges.push({ from: node.id, to: target.id, label: name, guard });
      }
    }
    for (const child of children(node)) walk(child, node.id);
  };
  for (const child of children(machine.root)) walk(child, null);
  return { id: machine.id, nodes, edges };
}

export interface PlacedNode extends ChartNode {
  /** Top-left corner and size. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface PlacedEdge extends ChartEdge {
  readonly points: readonly { readonly x: number; readonly y: number }[];
  readonly labelAt: { readonly x: number; readonly y: number } | null;
}

export interface ChartLayout {
  readonly width: number;
  readonly height: number;
  readonly nodes: readonly PlacedNode[];
  readonly edges: readonly PlacedEdge[];
}

/** Roughly how wide a line of the page's 12px sans-serif text is. */
const textWidth = (text: string): number => Math.ceil(text.length * 6.6);
/** The widest a state's title line gets before it is shortened (the full title is the box's tooltip). */
export const TITLE_CHARS = 34;
export const shortTitle = (title: string): string => (title.length > TITLE_CHARS ? `${title.slice(0, TITLE_CHARS - 1)}…` : title);

/**
 * Where each state and arrow goes, top to bottom. dagre draws a nested state as a cluster
 * around its states; an arrow can't end on a cluster there, so an arrow into a nested state
 * ends on the state it starts at (its initial state, entered first), and an arrow out of one
 * starts from the cluster's last state (its bottom), which is where it leaves in the drawing.
 */
export function layoutChart(graph: ChartGraph): ChartLayout {
  const g = new dagre.graphlib.Graph({ compound: true, multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 36, edgesep: 12, marginx: 12, marginy: 12 });
  g.setDefaultEdgeLabel(() => ({}));
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  for (const node of graph.nodes) {
    if (node.compound) g.setNode(node.id, { label: node.key, paddingTop: 28 });
    else g.setNode(node.id, { width: Math.max(textWidth(`${node.rule} ${node.key}`), textWidth(shortTitle(node.title))) + 16, height: 40 });
  }
  for (const node of graph.nodes) if (node.parent) g.setParent(node.id, node.parent);
  const kids = (id: string) => graph.nodes.filter((n) => n.parent === id);
  const entry = (id: string): string => {
    const node = byId.get(id)!;
    return node.compound ? entry(kids(id)[0]!.id) : id;
  };
  const exit = (id: string): string => {
    const node = byId.get(id)!;
    const inner = kids(id);
    return node.compound ? exit(inner[inner.length - 1]!.id) : id;
  };
  graph.edges.forEach((edge, i) => {
    if (edge.from === edge.to) return; // a loop is drawn beside its state (loopPoints)
    g.setEdge(exit(edge.from), entry(edge.to), { label: edge.label, width: textWidth(edge.label), height: 14, labelpos: 'c' }, `e${i}`);
  });
  dagre.layout(g);
  const nodes = graph.nodes.map((node): PlacedNode => {
    const placed = g.node(node.id);
    return { ...node, x: placed.x - placed.width / 2, y: placed.y - placed.height / 2, width: placed.width, height: placed.height };
  });
  const edges = graph.edges.map((edge, i): PlacedEdge => {
    if (edge.from === edge.to) return loopOf(edge, nodes.find((n) => n.id === edge.from)!);
    const placed = g.edge(exit(edge.from), entry(edge.to), `e${i}`) as { points?: { x: number; y: number }[]; x?: number; y?: number };
    return { ...edge, points: placed.points ?? [], labelAt: placed.x === undefined || placed.y === undefined ? null : { x: placed.x, y: placed.y } };
  });
  const size = g.graph();
  const widest = Math.max(size.width ?? 0, ...edges.map((e) => (e.labelAt ? e.labelAt.x + textWidth(e.label) / 2 + 8 : 0)));
  return { width: widest, height: size.height ?? 0, nodes, edges };
}

/** A transition from a state to itself: a loop out of the state's right side and back. */
function loopOf(edge: ChartEdge, node: PlacedNode): PlacedEdge {
  const right = node.x + node.width;
  const top = node.y + node.height * 0.3;
  const bottom = node.y + node.height * 0.7;
  return {
    ...edge,
    points: [{ x: right, y: top }, { x: right + 18, y: top - 6 }, { x: right + 18, y: bottom + 6 }, { x: right, y: bottom }],
    labelAt: { x: right + 22 + textWidth(edge.label) / 2, y: node.y + node.height / 2 },
  };
}
