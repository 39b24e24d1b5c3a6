/**
 * The chart drawn as SVG from its layout (graph.ts): a box per state (nested states inside
 * their parent's box), an arrow per transition with its event (its guard is the arrow's tooltip). The current state is
 * highlighted, the states the run passed through are marked taken, and the ones it passed
 * over as skipped.
 */
import { shortTitle, type ChartLayout } from './graph.js';
import { svg } from './dom.js';

export interface ChartMarks {
  /** The current state's id (and so its parents'). */
  readonly current: string | null;
  readonly taken: ReadonlySet<string>;
  readonly skipped: ReadonlySet<string>;
  /** The moves the run made, state to state, with the event that made each (null: by itself). */
  readonly moves: readonly { readonly from: string; readonly to: string; readonly event: string | null }[];
}

const inside = (id: string, state: string) => id === state || id.startsWith(`${state}.`);

/** Whether the run went along this arrow: a move out of its source (or a state in it) into its target, by its event. */
function went(edge: ChartLayout['edges'][number], marks: ChartMarks): boolean {
  return marks.moves.some((m) => inside(m.from, edge.from) && inside(m.to, edge.to) && (m.event === null ? edge.label === '(always)' || edge.label === '(done)' : edge.label === m.event));
}

export function chartSvg(layout: ChartLayout, marks: ChartMarks): SVGElement {
  const root = svg('svg', { viewBox: `0 0 ${layout.width} ${layout.height}`, width: layout.width, height: layout.height, class: 'chart', role: 'img' });
  root.appendChild(
    svg('defs', {}, svg('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' }, svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrowhead' }))),
  );
  const within = (id: string) => marks.current !== null && (marks.current === id || marks.current.startsWith(`${id}.`));
  for (const node of layout.nodes) {
    const classes = ['state', node.compound ? 'compound' : 'leaf'];
    if (node.final) classes.push('final');
    if (marks.skipped.has(node.id)) classes.push('skipped');
    else if (marks.taken.has(node.id)) classes.push('taken');
    if (marks.current === node.id) classes.push('current');
    else if (within(node.id)) classes.push('within');
    const label = node.compound
      ? [svg('text', { x: node.x + 8, y: node.y + 16, class: 'label' }, `${node.rule} ${node.key}`)]
      : [svg('text', { x: node.x + 8, y: node.y + 16, class: 'label' }, `${node.rule} ${node.key}`), svg('text', { x: node.x + 8, y: node.y + 31, class: 'title' }, shortTitle(node.title))];
    root.appendChild(
      svg('g', { class: classes.join(' '), 'data-id': node.id },
        svg('title', {}, `${node.rule} ${node.title}${marks.skipped.has(node.id) ? ' (skipped)' : ''}`),
        svg('rect', { x: node.x, y: node.y, width: node.width, height: node.height, rx: node.final ? 16 : 6 }),
        ...label),
    );
  }
  for (const edge of layout.edges) {
    if (edge.points.length < 2) continue;
    const taken = went(edge, marks);
    const d = edge.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
    root.appendChild(
      svg('g', { class: `edge${taken ? ' taken' : ''}`, 'data-from': edge.from, 'data-to': edge.to, 'data-label': edge.label },
        svg('title', {}, `${edge.label}${edge.guard ? ` when ${edge.guard}` : ''}`),
        svg('path', { d, 'marker-end': 'url(#arrow)' }),
        edge.labelAt ? svg('text', { x: edge.labelAt.x, y: edge.labelAt.y + 4, 'text-anchor': 'middle', class: 'edge-label' }, edge.label) : null),
    );
  }
  return root;
}
