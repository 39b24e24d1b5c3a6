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
import type { ManaType, ManaUnit } from '../mana/symbols.js';
import type { JournalEntry } from '../game/illegal-actions.js';
import { assignable } from '../core/matching.js';
import { ok, refuse, type Result } from '../core/refusal.js';
import { activateLeadingRun } from './activate-together.js';
import { abilitySources, activateManaAbilityWithJournal, type AbilitySourceOption, type ManaActivation, type ManaActivationRecord } from './mana-abilities.js';

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
  const types = uses.map((u) => u.type);
  return print([...types, ...Array.from({ length: source.amount - types.length }, () => first)]);
}

/**
 * The pool units that pay `uses` as the solution says: a unit it names by id, or one made by
 * the source and of the type it names. Units named by id are taken first, so a unit already
 * floating is not taken for an ability's use that a unit of its own pays. The pool is read once,
 * into its units by maker and type in pool order, so m uses of a pool of m cost m, not m².
 */
function unitsFor(game: GameState, player: PlayerId, uses: readonly ManaUse[], sources: ReadonlyMap<string, AbilitySourceOption>): readonly string[] {
  const pool = getPlayer(game, player).manaPool;
  const taken = new Set<string>();
  const byId = new Set(pool.map((u) => u.id));
  for (const use of uses) if (byId.has(use.sourceId)) taken.add(use.sourceId);
  // Each maker's untaken units of each type, in pool order, and how many of them are taken.
  const made = new Map<string, Map<ManaType, { readonly units: ManaUnit[]; next: number }>>();
  for (const unit of pool) {
    if (taken.has(unit.id)) continue;
    let byType = made.get(unit.sourceId);
    if (!byType) made.set(unit.sourceId, (byType = new Map()));
    const queue = byType.get(unit.type);
    if (queue) queue.units.push(unit);
    else byType.set(unit.type, { units: [unit], next: 0 });
  }
  for (const use of uses) {
    if (byId.has(use.sourceId)) continue;
    const object = sources.get(use.sourceId)?.object;
    const queue = object === undefined ? undefined : made.get(object)?.get(use.type);
    if (queue && queue.next < queue.units.length) taken.add(queue.units[queue.next++]!.id);
  }
  return [...taken];
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
  const usesOf = new Map<string, ManaUse[]>();
  for (const use of solution.uses) {
    const list = usesOf.get(use.sourceId);
    if (list) list.push(use);
    else usesOf.set(use.sourceId, [use]);
  }
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
  // The first of them whose cost only taps, as one change of the battlefield (activate-together.ts); the rest in turn.
  const pays = ordered.findIndex((c) => c.source.cost !== undefined);
  const tapOf = (i: number): readonly ObjectId[] => (tapping.value[i] === undefined ? [] : [tapping.value[i]!]);
  const leading = ordered.slice(0, pays < 0 ? ordered.length : pays).map(({ source, mana }, i) => ({ object: source.object, ability: source.ability, mana, tap: tapOf(i) }));
  const together = activateLeadingRun(game, cards, player, leading);
  let next = together.game;
  const journal: JournalEntry[] = [...together.journal];
  const records: ManaActivationRecord[] = [...together.activated];
  for (const [i, { source, mana }] of ordered.entries()) {
    if (i < together.count) continue;
    const pay = source.cost ? unitsFor(next, player, solution.uses.filter((u) => u.for === source.id), byId) : [];
    const activated = activateManaAbilityWithJournal(next, cards, player, source.object, source.ability, mana, pay, tapOf(i));
    if (!activated.ok) return activated;
    next = activated.value.game;
    journal.push(...activated.value.journal);
    records.push(...activated.value.activated);
  }
  const costUses = solution.uses.filter((u) => u.for === undefined && !helpers.has(u.sourceId));
  const paying = unitsFor(next, player, costUses, byId);
  return ok({ game: next, journal, activated: records, paying: paying.length === costUses.length ? paying : null });
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
