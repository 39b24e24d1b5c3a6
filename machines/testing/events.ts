/**
 * Events for a test model, drawn from what the chart's current step asks (`promptOf`): for
 * each step a few events the rules accept, built from the step's legal options, and on
 * request a few the rules refuse. The lists are small and deterministic, so a graph of a
 * cast stays small enough to walk.
 */
import { activatedAbilitiesOf } from '../../src/activation/abilities-of.js';
import { poolSources } from '../../src/mana-abilities/mana-abilities.js';
import type { CastEventInput } from '../../src/events/schema.js';
import { definitionOf } from '../../src/cards/definition.js';
import { findCard } from '../../src/cards/library.js';
import { reductionSources } from '../../src/costs/modifiers.js';
import type { GameState, HybridChoice, ObjectId, PhyrexianChoice, PlayerId } from '../../src/game/state.js';
import { solveManaPayment } from '../../src/mana/solver.js';
import { COLORS } from '../../src/mana/symbols.js';
import type { Prompt } from '../prompt.js';
import { spellOf } from '../context.js';
import { isActivation, promptFor, type ChartSnapshot } from './prompt.js';

export interface EventOptions {
  /**
   * Also generate a few events the rules refuse or that end the attempt: at idle a cast or
   * activation by a player who may not begin it (→ `prohibited`), an unknown object and an
   * event nothing waits for; at each step the first legal event from the wrong player and
   * one that breaks the step's rule (an illegal target, an X out of range, a mode count the
   * card doesn't allow…).
   */
  readonly illegal?: boolean;
  /** At idle, generate only CAST of this card (an object id), castable or not. */
  readonly card?: ObjectId;
  /** At idle, generate only ACTIVATE of this source (an object id). */
  readonly source?: ObjectId;
  /** With `source`: only this ability of it (by number, from 0); without it, each of its abilities. */
  readonly ability?: number;
}

type ManaChoice = Extract<CastEventInput, { type: 'ACTIVATE_MANA' }>['mana'];

/** How many mode sets CHOOSE_MODES is tried with. */
const MODE_SETS = 2;
/** An id that names nothing in any game. */
const NOTHING = 'no-such-object';

/** The events to try at the chart's current step: the legal ones first, then (with `illegal`) the refused ones; none once it has ended. */
export function eventsFromPrompt(snapshot: ChartSnapshot, options: EventOptions = {}): CastEventInput[] {
  if (snapshot.status !== 'active') return [];
  const { legal, refused } = snapshot.matches('idle') ? atIdle(snapshot, options) : atStep(snapshot);
  return unique(options.illegal ? [...legal, ...refused] : legal);
}

interface Generated {
  readonly legal: CastEventInput[];
  readonly refused: CastEventInput[];
}

function atIdle(snapshot: ChartSnapshot, options: EventOptions): Generated {
  const { game, cards } = snapshot.context;
  const player = game.priority ?? game.players[0]!.id;
  const other = otherPlayer(game, player);
  const refused: CastEventInput[] = [{ type: 'PAY', player, mana: 'auto' }];
  if (isActivation(snapshot)) {
    const activate = (source: ObjectId, ability: number, by: PlayerId = player): CastEventInput => ({ type: 'ACTIVATE', player: by, source, ability });
    let abilities: { source: ObjectId; ability: number }[];
    if (options.source !== undefined) {
      const printed = game.battlefield.find((p) => p.id === options.source)?.card ?? game.players.flatMap((p) => p.hand).find((c) => c.id === options.source)?.card;
      const definition = printed ? findCard(cards, printed) : undefined;
      const count = definition ? activatedAbilitiesOf(game, cards, options.source, definition).length : 0;
      const numbers = options.ability !== undefined ? [options.ability] : Array.from({ length: Math.max(count, 1) }, (_, i) => i);
      abilities = numbers.map((ability) => ({ source: options.source!, ability }));
    } else {
      const prompt = promptFor(snapshot);
      abilities = prompt.step === 'begin' && 'activatable' in prompt.options ? [...prompt.options.activatable] : [];
    }
    const first = abilities[0];
    if (first && other) refused.unshift(activate(first.source, first.ability, other)); // CR 602.2: not its controller
    refused.push(activate(NOTHING, 0));
    return { legal: abilities.map((a) => activate(a.source, a.ability)), refused };
  }
  const cast = (card: ObjectId, by: PlayerId = player): CastEventInput => ({ type: 'CAST', player: by, card });
  let castable: ObjectId[];
  if (options.card !== undefined) castable = [options.card];
  else {
    const prompt = promptFor(snapshot);
    castable = prompt.step === 'begin' && 'castable' in prompt.options ? prompt.options.castable.map((c) => c.card) : [];
  }
  const first = castable[0] ?? game.players.find((p) => p.id === player)?.hand[0]?.id;
  if (first && other) refused.unshift(cast(first, other)); // CR 117.1, 601.3: without priority
  refused.push(cast(NOTHING));
  return { legal: castable.map((card) => cast(card)), refused };
}

function atStep(snapshot: ChartSnapshot): Generated {
  const prompt = promptFor(snapshot) as Prompt;
  const { context } = snapshot;
  const { game } = context;
  const caster = context.caster!;
  const player = prompt.player ?? caster;
  const legal: CastEventInput[] = [];
  const refused: CastEventInput[] = [];
  switch (prompt.step) {
    case 'modes': {
      const { min, max, modes } = prompt.options;
      const targetable = modes.filter((m) => m.targetable).map((m) => m.index);
      const sets = firstSets(targetable.length >= min ? targetable : modes.map((m) => m.index), min, max, MODE_SETS);
      for (const set of sets) legal.push({ type: 'CHOOSE_MODES', player, modes: set });
      refused.push({ type: 'CHOOSE_MODES', player, modes: min > 0 ? modes.slice(0, min - 1).map((m) => m.index) : [modes.length] });
      break;
    }
    case 'splice':
      legal.push({ type: 'SPLICE', player, cards: [] });
      for (const card of prompt.options.cards) legal.push({ type: 'SPLICE', player, cards: [card.card] });
      refused.push({ type: 'SPLICE', player, cards: [NOTHING] });
      break;
    case 'divide': {
      const { total, targets } = prompt.options;
      const amounts = targets.map((_, i) => Math.floor(total / targets.length) + (i < total % targets.length ? 1 : 0));
      legal.push({ type: 'DISTRIBUTE', player, amounts });
      refused.push({ type: 'DISTRIBUTE', player, amounts: amounts.map((a, i) => (i === 0 ? a + 1 : a)) });
      break;
    }
    case 'costs': {
      legal.push({ type: 'CHOOSE_COSTS', player, alternative: null, optional: {} });
      for (const alternative of prompt.options.alternatives) legal.push({ type: 'CHOOSE_COSTS', player, alternative: alternative.name, optional: {} });
      for (const optional of prompt.options.optional) legal.push({ type: 'CHOOSE_COSTS', player, alternative: null, optional: { [optional.name]: 1 } });
      refused.push({ type: 'CHOOSE_COSTS', player, alternative: NOTHING, optional: {} });
      break;
    }
    case 'x': {
      const { min, max, payableUpTo } = prompt.options;
      legal.push({ type: 'ANNOUNCE_X', player, x: min });
      if (payableUpTo !== null && payableUpTo !== min) legal.push({ type: 'ANNOUNCE_X', player, x: payableUpTo });
      refused.push({ type: 'ANNOUNCE_X', player, x: min > 0 ? min - 1 : max + 1 });
      break;
    }
    case 'hybrid': {
      for (const choices of symbolChoices<HybridChoice>(prompt.options.symbols)) legal.push({ type: 'CHOOSE_HYBRID', player, choices });
      const first = prompt.options.symbols[0];
      const wrong = COLORS.find((c) => !first?.options.includes(c));
      if (first && wrong) refused.push({ type: 'CHOOSE_HYBRID', player, choices: prompt.options.symbols.map((s, i) => (i === 0 ? wrong : s.options[0]!)) });
      break;
    }
    case 'phyrexian':
      for (const choices of symbolChoices<PhyrexianChoice>(prompt.options.symbols)) legal.push({ type: 'CHOOSE_PHYREXIAN', player, choices });
      refused.push({ type: 'CHOOSE_PHYREXIAN', player, choices: [] });
      break;
    case 'targets': {
      const used = new Set<string>();
      const targets = prompt.options.words.map((word) => {
        const count = Math.min(Math.max(word.min, 1), word.max ?? Infinity, word.legal.length);
        const fresh = word.legal.filter((id) => !used.has(id));
        const chosen = (fresh.length >= count ? fresh : word.legal).slice(0, count);
        for (const id of chosen) used.add(id);
        return chosen;
      });
      legal.push({ type: 'CHOOSE_TARGETS', player, targets });
      const illegalTarget = objectIds(game).find((id) => !prompt.options.words[0]?.legal.includes(id)) ?? NOTHING;
      if (targets.length > 0) refused.push({ type: 'CHOOSE_TARGETS', player, targets: targets.map((t, i) => (i === 0 ? [illegalTarget, ...t.slice(1)] : t)) });
      break;
    }
    case 'mana':
    case 'pay': {
      if (prompt.step === 'mana') {
        for (const a of prompt.options.manaAbilities) {
          legal.push({ type: 'ACTIVATE_MANA', player, source: a.source, ability: a.ability, ...(a.types.length > 1 ? { mana: a.types[0] as ManaChoice } : {}) });
        }
        refused.push({ type: 'ACTIVATE_MANA', player, source: NOTHING, ability: 0 });
      }
      const objects = actionObjects(prompt.options.actions);
      legal.push({ type: 'PAY', player, mana: 'auto', ...objects });
      const explicit = prompt.options.payable ? poolPayment(snapshot, caster) : null;
      if (explicit) legal.push({ type: 'PAY', player, mana: explicit, ...objects });
      if (prompt.step === 'pay') refused.push({ type: 'PAY', player, mana: [NOTHING], ...objects });
      break;
    }
    case 'begin':
    case 'done':
      break;
  }
  // CR 601.2f: the order of two or more reductions matters; name it (reversed) once, and name a stranger as a refused order.
  if ((prompt.events as readonly string[]).includes('ORDER_REDUCTIONS') && player === caster) {
    const spell = spellOf(context);
    const sources = spell.kind === 'ability' ? [] : reductionSources(game, context.cards, definitionOf(context.cards, spell), caster);
    if (sources.length >= 2 && context.reductionOrder.length === 0) legal.push({ type: 'ORDER_REDUCTIONS', player, order: [...sources].reverse() });
    refused.push({ type: 'ORDER_REDUCTIONS', player, order: [NOTHING] });
  }
  const other = otherPlayer(game, player);
  const wrongPlayer = otherPlayer(game, caster);
  if (wrongPlayer) refused.push({ type: 'CANCEL', player: wrongPlayer });
  if (other && legal[0]) refused.unshift({ ...legal[0], player: other } as CastEventInput); // CR 601.6: the wrong player
  legal.push({ type: 'CANCEL', player: caster });
  return { legal, refused };
}

/** The first `limit` sets of `from` with min to max members, smallest first, in order. */
function firstSets(from: readonly number[], min: number, max: number, limit: number): number[][] {
  const sets: number[][] = [];
  const grow = (start: number, set: number[], size: number) => {
    if (sets.length >= limit) return;
    if (set.length === size) {
      sets.push(set);
      return;
    }
    for (let i = start; i < from.length; i++) grow(i + 1, [...set, from[i]!], size);
  };
  for (let size = Math.max(min, 0); size <= Math.min(max, from.length); size++) grow(0, [], size);
  return sets;
}

/** Each symbol's first payable choice, then each symbol's second, and so on (its first option if none is payable). */
function symbolChoices<T>(symbols: readonly { readonly options: readonly T[]; readonly payable: readonly T[] }[]): T[][] {
  const lists = symbols.map((s) => (s.payable.length > 0 ? s.payable : s.options.slice(0, 1)));
  const rounds = Math.max(1, ...lists.map((l) => l.length));
  return Array.from({ length: rounds }, (_, k) => lists.map((l) => l[k] ?? l[0]!));
}

/** For each action of the cost, its first candidates, by PAY field. */
function actionObjects(actions: Extract<Prompt, { step: 'pay' }>['options']['actions']): Partial<Record<(typeof actions)[number]['field'], ObjectId[]>> {
  const chosen: Partial<Record<(typeof actions)[number]['field'], ObjectId[]>> = {};
  for (const action of actions) {
    const taken = new Set(Object.values(chosen).flat());
    const picks = action.candidates.filter((id) => !taken.has(id)).slice(0, action.count);
    chosen[action.field] = [...(chosen[action.field] ?? []), ...picks];
  }
  return chosen;
}

/** Pool mana by id that pays the locked cost's mana exactly, if the pool alone can. */
function poolPayment(snapshot: ChartSnapshot, player: PlayerId): string[] | null {
  const cost = snapshot.context.lockedCost;
  if (!cost) return null;
  const solution = solveManaPayment(cost.mana, poolSources(snapshot.context.game, player));
  if (!solution || solution.activate.length > 0) return null;
  return [...new Set(solution.uses.map((u) => u.sourceId))];
}

/** The players and objects of the game, for an illegal target. */
function objectIds(game: GameState): string[] {
  return [...game.players.map((p) => p.id), ...game.battlefield.map((p) => p.id), ...game.stack.map((s) => s.id)];
}

function otherPlayer(game: GameState, player: PlayerId): PlayerId | undefined {
  return game.players.find((p) => p.id !== player)?.id;
}

function unique(events: CastEventInput[]): CastEventInput[] {
  const seen = new Set<string>();
  return events.filter((e) => {
    const key = JSON.stringify(e);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
