/**
 * CR 601.2h: whether mana sources can pay a cost depends on what each source is, never on which
 * object it belongs to. "What may I do now" beside three hundred Shefet Dunes asks of each one's
 * "{2}{W}{W}, {T}, Sacrifice a Desert" whether the board's sources less that Dunes' own pay, and
 * the white comes only from abilities that pay life, so each question went to the flows: three
 * hundred flows over the board. Lists made from one frozen list by leaving out sources alike are
 * the same sources but for the names of their objects, and the solver answers them once
 * (solver.ts, `canPayMana`).
 *
 * Alike means: the sources left out, in the list's order, read the same in every field the solver
 * reads (`READ`), and the sources they exclude (CR 605: the other ways of one permanent's {T}) are
 * among them, each key renamed by where it first appears. Sources holding tap sets (CR 602.2b),
 * read at a chain plan's layers, or named by another source's spending restriction (CR 106.6, a
 * mana ability's mana only for another's cost) are never left out alike: what they share with the
 * sources kept isn't the field's own.
 */
import { QueryMemo } from '../core/query-memo.js';
import { exclusiveKeys, type ManaSourceOption } from './solver-types.js';
import { derivationOf } from './source-lists.js';

/**
 * How the key reads each field of a source: `shape` as it is, `renamed` by where it first
 * appears among the sources left out, `none` only when absent (or else nothing is shared), and
 * `label` not at all (the solver names sources by it in the payment it gives, which this
 * doesn't share). A field added to ManaSourceOption must be placed here before this compiles.
 */
const READ = {
  id: 'label',
  produces: 'shape',
  amount: 'shape',
  snow: 'shape',
  inPool: 'shape',
  only: 'shape',
  oneType: 'shape',
  lifeCost: 'shape',
  millCost: 'shape',
  penalty: 'shape',
  exclusive: 'renamed',
  tapsOneOf: 'none',
  mana: 'shape',
  cost: 'shape',
  onlyFor: 'shape',
  spend: 'shape',
  layer: 'none',
  layers: 'none',
} as const satisfies Record<keyof ManaSourceOption, 'shape' | 'renamed' | 'none' | 'label'>;

const FIELDS = Object.keys(READ) as (keyof ManaSourceOption)[];
const SHAPE = FIELDS.filter((f) => READ[f] === 'shape');
const NONE = FIELDS.filter((f) => READ[f] === 'none');

/** What the key needs of the whole list: how many sources hold each exclusion key, and the ids spending restrictions name. */
interface WholeList {
  readonly holders: ReadonlyMap<string, number>;
  readonly named: ReadonlySet<string>;
}

/** Each frozen list's WholeList, held for the query that made the list (core/query-memo.ts). */
const wholes = new QueryMemo<readonly ManaSourceOption[], WholeList>();

function wholeList(sources: readonly ManaSourceOption[]): WholeList {
  const known = wholes.get(sources);
  if (known) return known;
  const holders = new Map<string, number>();
  const named = new Set<string>();
  for (let i = 0; i < sources.length; i += 1) {
    const s = sources[i]!;
    for (const key of exclusiveKeys(s)) holders.set(key, (holders.get(key) ?? 0) + 1);
    if (s.onlyFor) for (const id of s.onlyFor) if (id !== 'cost') named.add(id);
  }
  const whole = { holders, named };
  wholes.set(sources, whole);
  return whole;
}

/**
 * For a list made by leaving sources out of a frozen list (mana/source-lists.ts), that list and a
 * key such that every list made from it with the same key pays exactly what this one pays;
 * undefined when its sources weren't left out alike (see above) or it wasn't made so.
 */
export function alikeKey(sources: readonly ManaSourceOption[]): { readonly from: readonly ManaSourceOption[]; readonly key: string } | undefined {
  const made = derivationOf(sources);
  if (made === undefined || !Object.isFrozen(made.from)) return undefined;
  const whole = wholeList(made.from);
  const names = new Map<string, number>();
  const held = new Map<string, number>();
  const shapes: unknown[] = [];
  for (const place of made.out) {
    const s = made.from[place]!;
    if (NONE.some((f) => s[f] !== undefined && !(Array.isArray(s[f]) && s[f].length === 0)) || whole.named.has(s.id)) return undefined;
    const keys = exclusiveKeys(s).map((k) => {
      held.set(k, (held.get(k) ?? 0) + 1);
      if (!names.has(k)) names.set(k, names.size);
      return names.get(k)!;
    });
    shapes.push(SHAPE.map((f) => s[f] ?? null), keys);
  }
  // A key some source kept also holds ties that source to the ones left out: not alike.
  for (const [k, count] of held) if (whole.holders.get(k) !== count) return undefined;
  return { from: made.from, key: JSON.stringify(shapes) };
}
