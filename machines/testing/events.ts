/**
 * Events for a test model, drawn from what the chart's current step asks (`promptOf`): for
 * each step a few events the rules accept, built from the step's legal options, and on
 * request a few the rules refuse; each step's own examples come from its module (steps/).
 * The lists are small and deterministic, so a graph of a cast stays small enough to walk.
 */
import { activatedAbilitiesOf } from '../../src/activation/abilities-of.js';
import { mayBeginActivating } from '../../src/activation/activation.js';
import { mayBeginCasting } from '../../src/casting/timing.js';
import type { CastEventInput } from '../../src/events/schema.js';
import { findCard } from '../../src/cards/library.js';
import { locate } from '../../src/game/queries.js';
import type { GameState, ObjectId, PlayerId } from '../../src/game/state.js';
import { NOTHING } from '../steps/define.js';
import { AHEAD, stepNamed } from '../steps/index.js';
import { isActivation, type ChartSnapshot } from './snapshots.js';
import { promptOf } from '../prompt.js';

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
      const printed = locate(game, options.source)?.object.card;
      const definition = printed ? findCard(cards, printed) : undefined;
      const count = definition ? activatedAbilitiesOf(game, cards, options.source, definition).length : 0;
      const numbers = options.ability !== undefined ? [options.ability] : Array.from({ length: Math.max(count, 1) }, (_, i) => i);
      abilities = numbers.map((ability) => ({ source: options.source!, ability }));
    } else {
      const prompt = promptOf(snapshot);
      abilities = prompt.step === 'begin' && 'activatable' in prompt.options ? [...prompt.options.activatable] : [];
    }
    const first = abilities[0];
    if (first && other) refused.unshift(activate(first.source, first.ability, other)); // CR 117.1: without priority
    // CR 602.5: an ability the priority holder may not activate now (another player's permanent's, say) is prohibited.
    const hasAbilities = (id: ObjectId, card: string) => {
      const definition = findCard(cards, card);
      return definition !== undefined && activatedAbilitiesOf(game, cards, id, definition).length > 0;
    };
    const barred = game.battlefield.find((p) => hasAbilities(p.id, p.card) && !mayBeginActivating(game, cards, player, p.id, 0).ok);
    if (barred) refused.push(activate(barred.id, 0));
    refused.push(activate(NOTHING, 0));
    return { legal: abilities.map((a) => activate(a.source, a.ability)), refused };
  }
  type Way = { readonly card: ObjectId; readonly face?: 0 | 1; readonly fuse?: true };
  const cast = ({ card, face, fuse }: Way, by: PlayerId = player): CastEventInput => ({ type: 'CAST', player: by, card, ...(face !== undefined ? { face } : {}), ...(fuse ? { fuse } : {}) });
  let castable: Way[];
  if (options.card !== undefined) castable = [{ card: options.card }];
  else {
    const prompt = promptOf(snapshot);
    castable = prompt.step === 'begin' && 'castable' in prompt.options ? [...prompt.options.castable] : [];
  }
  const hand = game.players.find((p) => p.id === player)?.hand[0]?.id;
  const first = castable[0] ?? (hand ? { card: hand } : undefined);
  if (first && other) refused.unshift(cast(first, other)); // CR 117.1: without priority
  // CR 601.3: a card the priority holder sees but may not cast now (a land, a permanent, a card in a graveyard) is prohibited.
  const own = game.players.find((p) => p.id === player);
  const barred = [...(own?.hand ?? []), ...(own?.graveyard ?? []), ...game.battlefield].find((c) => findCard(cards, c.card) && !mayBeginCasting(game, cards, player, c.id).ok);
  if (barred) refused.push(cast({ card: barred.id }));
  refused.push(cast({ card: NOTHING }));
  return { legal: castable.map((way) => cast(way)), refused };
}

/**
 * The events at a step: the step's own examples (steps/), those of the choices the player
 * may make ahead of their step, the first legal event from the wrong player, and CANCEL.
 */
function atStep(snapshot: ChartSnapshot): Generated {
  const prompt = promptOf(snapshot);
  const { context } = snapshot;
  const { game } = context;
  const controller = context.controller!;
  const player = prompt.player ?? controller;
  const step = stepNamed(prompt.step);
  const own = step ? step.examples({ context, options: prompt.options, player }) : { legal: [], refused: [] };
  const legal = [...own.legal];
  const refused = [...own.refused];
  for (const choice of AHEAD) {
    if (!(prompt.events as readonly string[]).includes(choice.event) || player !== controller) continue;
    const more = choice.examples(context, player);
    legal.push(...more.legal);
    refused.push(...more.refused);
  }
  const other = otherPlayer(game, player);
  const wrongPlayer = otherPlayer(game, controller);
  if (wrongPlayer) refused.push({ type: 'CANCEL', player: wrongPlayer });
  if (other && legal[0]) refused.unshift({ ...legal[0], player: other } as CastEventInput); // CR 601.6: the wrong player
  legal.push({ type: 'CANCEL', player: controller });
  return { legal, refused };
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
