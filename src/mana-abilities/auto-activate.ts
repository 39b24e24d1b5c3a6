/**
 * CR 601.2g: activating the mana abilities a payability solution names, each making the
 * mana its uses pay as, so the pool can then pay the cost (601.2h). A mana ability whose cost
 * includes mana (a chain source) comes after the sources whose mana pays its cost, and is
 * paid with the units of theirs the solution names (CR 602.2b, 601.2h).
 */
import type { CardLibrary } from '../cards/library.js';
import { anyColorRules } from '../cards/restrictions.js';
import type { SpendPurpose } from '../cards/spend-match.js';
import { getPlayer } from '../game/queries.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import type { ManaSolution, ManaUse, SolveOptions } from '../mana/solver-types.js';
import type { ManaType } from '../mana/symbols.js';
import { assignable } from '../core/matching.js';
import { ok, refuse, type Result } from '../core/refusal.js';
import { activateInOrder, type PlannedActivation } from './activate-together.js';
import { PoolIndex, type PoolClaim } from './pool-index.js';
import { abilitySources, type AbilitySourceOption, type ManaActivation } from './mana-abilities.js';

/**
 * CR 119.4, 701.17b, 609.4b: the budgets activations must fit in — the life `player` may still
 * pay once `reservedLife` (the life the cost itself asks) is set aside, and the cards in their
 * library that mill costs may take — and, with `cards`, how they may spend mana as though
 * it were any colour when paying for `purpose` (Chromatic Orrery, Quicksilver Elemental).
 */
export function activationBudgets(game: GameState, player: PlayerId, reservedLife = 0, cards?: CardLibrary, purpose: SpendPurpose | null = null): SolveOptions {
  const { life, library } = getPlayer(game, player);
  const anyColor = cards === undefined ? [] : anyColorRules(game, cards, player, purpose);
  return { lifeBudget: Math.max(0, life - reservedLife), libraryBudget: library.length, ...(anyColor.length > 0 ? { anyColor } : {}) };
}

const print = (m: readonly ManaType[]): string => m.map((t) => `{${t}}`).join('');

/** The choice to activate `source` with so it makes the mana `uses` pay with. */
function manaChoice(source: AbilitySourceOption, uses: readonly ManaUse[]): string | undefined {
  if (source.made) return print(source.made);
  if (source.mana) return undefined;
  const first = uses[0]?.type as ManaType;
  if (source.oneType) return first;
  // Loops: a closure over `first` made a context at each call (one per activation an automatic payment makes).
  const types: ManaType[] = [];
  for (let i = 0; i < uses.length; i += 1) types.push(uses[i]!.type as ManaType);
  while (types.length < source.amount) types.push(first);
  return print(types);
}

/** The uses by `key` (those whose key is undefined left out), in the order given. */
function grouped(uses: readonly ManaUse[], key: (use: ManaUse) => string | undefined): Map<string, ManaUse[]> {
  const lists = new Map<string, ManaUse[]>();
  for (const use of uses) {
    const k = key(use);
    if (k === undefined) continue;
    const list = lists.get(k);
    if (list) list.push(use);
    else lists.set(k, [use]);
  }
  return lists;
}

/** What `activateForSolution` did, and the pool units that now pay the cost itself as the solution says. */
export interface SolutionActivation extends ManaActivation {
  /**
   * CR 601.2g → 601.2h: the units the solution spends on the cost (not on a chain source's
   * cost), once its abilities have made them; null when it spends something else that is not
   * mana in the pool (a convoke creature or delve card not set aside) or a unit can't be found.
   */
  readonly paying: readonly string[] | null;
}

/**
 * CR 601.2g: activates the mana abilities `solution` names (other sources it names, such
 * as convoke creatures, are left for 601.2h), each making the mana its uses pay with.
 * Abilities that sacrifice or exile their object come after the others, so another ability
 * of the same object can still be activated first; chain sources last, in the solution's
 * order. Refuses, changing nothing, if any can't be. `helpers`: the convoke creatures, improvise
 * artifacts and delve cards a payment names, which pay at 601.2h themselves (no unit of `paying`).
 * `untapped`: the permanents the cost itself taps at 601.2h, which no ability may tap first.
 */
export function activateForSolution(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  solution: ManaSolution,
  helpers: ReadonlySet<string> = new Set(),
  untapped: ReadonlySet<ObjectId> = new Set(),
): Result<SolutionActivation> {
  // The sources the solution names, found in one pass (not a map of every source on the board).
  const named = new Set(solution.activate);
  for (const use of solution.uses) named.add(use.sourceId);
  const byId = new Map<string, AbilitySourceOption>();
  const listed = abilitySources(game, cards, player);
  for (const source of listed) if (named.has(source.id)) byId.set(source.id, source);
  const usesOf = grouped(solution.uses, (use) => use.sourceId);
  const chosen = solution.activate.flatMap((id) => {
    const source = byId.get(id);
    const uses = usesOf.get(id) ?? [];
    const type = uses[0]?.type;
    // A creature offered for both its {T} ability and convoke may be meant for convoke.
    return source && type && source.produces.includes(type) ? [{ source, mana: manaChoice(source, uses) }] : [];
  });
  const plain = chosen.filter((c) => c.source.cost === undefined);
  const ordered = [...plain.filter((c) => c.source.penalty !== 2), ...plain.filter((c) => c.source.penalty === 2), ...chosen.filter((c) => c.source.cost !== undefined)];
  const tapping = othersTapped(ordered.map((c) => c.source), listed, [...untapped, ...helpers, ...named]);
  if (!tapping.ok) return tapping;
  // CR 605.3b, 601.2h: what pays a chain source's cost, and the cost itself: a unit in the pool by id, or one a source the solution activates makes.
  const claimsOf = (uses: readonly ManaUse[]): readonly PoolClaim[] =>
    uses.map((u) => {
      const source = byId.get(u.sourceId);
      return source ? { maker: source.object, type: u.type } : { unit: u.sourceId };
    });
  const paysFor = grouped(solution.uses, (use) => use.for);
  const planned = ordered.map(({ source, mana }, i): PlannedActivation => ({
    object: source.object,
    ability: source.ability,
    mana,
    tap: tapping.value[i] === undefined ? [] : [tapping.value[i]!],
    pays: source.cost ? claimsOf(paysFor.get(source.id) ?? []) : [],
  }));
  const pool = new PoolIndex(getPlayer(game, player).manaPool);
  const activated = activateInOrder(game, cards, player, planned, pool);
  if (!activated.ok) return activated;
  const costUses = solution.uses.filter((u) => u.for === undefined && !helpers.has(u.sourceId));
  const paying = pool.claim(claimsOf(costUses));
  return ok({ ...activated.value, paying: paying.length === costUses.length ? paying : null });
}

/**
 * CR 602.2b, 118.3: for each of these activations whose cost taps another permanent, the one it
 * taps (by place; the others have none). Each gets its own, never one the other activations or
 * the payment tap or use (`kept`: what the cost itself taps, the objects the payment names,
 * the ids the solution names, among them its convoke creatures), nor its own object when its
 * {T} taps that: a matching, which the solver's tap sets (tap-sets.ts) say exists. A permanent
 * that is no mana source itself is taken first, as defaultTapChoice does, so a Llanowar Elves
 * left over can still make its own mana.
 */
function othersTapped(activations: readonly AbilitySourceOption[], listed: readonly AbilitySourceOption[], kept: Iterable<string>): Result<readonly (ObjectId | undefined)[]> {
  const tapping = activations.flatMap((s, i) => (s.tapsFrom.length > 0 ? [i] : []));
  if (tapping.length === 0) return ok([]);
  const busy = new Set<ObjectId>(kept);
  for (const s of activations) if (s.uses[0]?.taps) busy.add(s.object);
  const manaSources = new Set<ObjectId>();
  for (const s of listed) if (s.uses[0]?.taps) manaSources.add(s.object);
  // One ordered list of what is free per list of candidates (abilities with the same part share it).
  const free = new Map<readonly ObjectId[], readonly ObjectId[]>();
  const freeOf = (list: readonly ObjectId[]): readonly ObjectId[] => {
    let known = free.get(list);
    if (!known) {
      const open = list.filter((id) => !busy.has(id));
      free.set(list, (known = [...open.filter((id) => !manaSources.has(id)), ...open.filter((id) => manaSources.has(id))]));
    }
    return known;
  };
  // An ability whose own {T} taps its object never taps it again for its cost: that object is busy.
  const chosen = assignable(tapping.map((i) => freeOf(activations[i]!.tapsFrom)));
  if (!chosen) {
    const names = [...new Set(tapping.map((i) => activations[i]!.object))].join(', ');
    return refuse({ rule: '118.3', code: 'CANNOT_ACTIVATE_MANA_ABILITY', message: `${names}: too few untapped permanents left for each of these mana abilities to tap its own` });
  }
  const out: (ObjectId | undefined)[] = new Array(activations.length);
  tapping.forEach((i, k) => (out[i] = chosen[k]));
  return ok(out);
}
