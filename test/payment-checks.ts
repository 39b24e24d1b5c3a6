/** Checks that a payment the solver found can be carried out as the engine activates it (CR 601.2g, 605.3b). */
import { expect } from 'vitest';
import type { ManaSolution, ManaSourceOption } from '../src/mana/solver-types.js';
import type { ManaAmount } from '../src/mana/symbols.js';
import { manaAmountTotal } from '../src/mana/value.js';

/**
 * CR 601.2g, 605.3b: `found` pays `asked` from `sources` as the engine activates it: each chain
 * source activated has its cost paid in full, from sources activated before it, and some of its
 * mana spent; each source spends only mana it makes (its fixed mana, if any; all of one type,
 * if its mana is one type it chooses, CR 106.1b); the cost itself is paid in full.
 */
export function expectPaysInOrder(found: ManaSolution, sources: readonly ManaSourceOption[], asked: ManaAmount): void {
  const byId = new Map(sources.map((s) => [s.id, s]));
  for (const id of found.activate.filter((a) => byId.get(a)?.cost)) {
    expect(found.uses.filter((u) => u.for === id)).toHaveLength(manaAmountTotal(byId.get(id)!.cost!));
    expect(found.uses.some((u) => u.sourceId === id)).toBe(true);
  }
  for (const use of found.uses) {
    expect(found.activate).toContain(use.sourceId);
    if (use.for !== undefined) expect(found.activate.indexOf(use.sourceId)).toBeLessThan(found.activate.indexOf(use.for));
  }
  for (const s of sources) {
    const made = found.uses.filter((u) => u.sourceId === s.id).map((u) => u.type);
    expect(made.length).toBeLessThanOrEqual(s.amount);
    for (const t of made) expect(s.produces).toContain(t);
    if (s.oneType && s.amount > 1) expect(new Set(made).size).toBeLessThanOrEqual(1);
    if (s.mana) for (const t of new Set(made)) expect(made.filter((x) => x === t).length).toBeLessThanOrEqual(s.mana.filter((x) => x === t).length);
  }
  expect(found.uses.filter((u) => u.for === undefined)).toHaveLength(manaAmountTotal(asked));
}
