/**
 * Whether the powers, toughnesses and keywords of a battlefield's permanents read nothing but
 * the battlefield and the turn. A characteristic-defining power may count a hand, a graveyard or
 * a total power (CR 604.3: Tarmogoyf, "the number of cards in your hand"), and a keyword may be
 * given "as long as" something holds that reads the players' zones (CR 611.3a): while no
 * permanent of the battlefield has either, a filter that reads power, toughness or keywords
 * there reads the battlefield alone, and what it finds holds for every game that shares the
 * battlefield, whatever its hands and graveyards hold ("what may I do now" proposes each card of
 * a hand on a game whose hand has lost it: k copies of "target creature with power 4 or
 * greater" each read the board, k·n).
 */
import { carryOver } from '../game/same-places.js';
import type { Reads } from '../game/board-memo.js';
import type { GameState } from '../game/state.js';
import type { CountExpr } from './count-schema.js';
import type { CardDefinition, Grant } from './schema.js';
import type { Alternative } from './filter-schema.js';
import { objectCard } from './face-up.js';
import type { CardLibrary } from './library.js';
import { staticSourcesWith } from './static-sources.js';

/** Whether filters read on the battlefield read nothing but it and the turn: they read no power, toughness or keyword, or the battlefield's read nothing more. */
function battlefieldAlone(game: GameState, cards: CardLibrary, filters: readonly Alternative[]): boolean {
  return !filters.some(filterReadsBeyondBattlefield) || characteristicsReadOnlyBattlefield(game, cards);
}

/** What a question about the objects of `zone` that fit `filters` reads (game/board-memo.ts): the battlefield alone where it is the battlefield's and battlefieldAlone, else the board. */
export function filtersRead(game: GameState, cards: CardLibrary, zone: string, filters: readonly Alternative[]): Reads {
  return zone === 'battlefield' && battlefieldAlone(game, cards, filters) ? 'battlefield' : 'board';
}

/** Whether a filter, read on the battlefield, may read the players' zones too: through a power, toughness or keyword (its own or a nested filter's). */
export function filterReadsBeyondBattlefield(a: Alternative): boolean {
  if ('player' in a) return false;
  if (a.power !== undefined || a.toughness !== undefined || a.keywords !== undefined || a.notKeywords !== undefined) return true;
  return (a.attachedTo ?? []).some(filterReadsBeyondBattlefield) || (a.targets ?? []).some(filterReadsBeyondBattlefield);
}

/** Whether a count reads the battlefield alone in any game: its objects there, not their power (a power may count a hand, CR 604.3), or the basic land types among them. */
const countsBattlefieldAlone = (expr: CountExpr): boolean => 'basicLandTypes' in expr || ('zone' in expr && expr.zone === 'battlefield' && expr.sum === undefined);

/**
 * What a count reads in this game (game/board-memo.ts): the battlefield alone for one that does
 * in any game, and for the total power of creatures there (Ghalta, Primal Hunger: "costs {X}
 * less, where X is the total power of creatures you control") while no permanent's power reads
 * more than the battlefield; else the board.
 */
export function countReads(game: GameState, cards: CardLibrary, expr: CountExpr): Reads {
  if (countsBattlefieldAlone(expr)) return 'battlefield';
  return 'zone' in expr && expr.zone === 'battlefield' && expr.sum === 'power' && characteristicsReadOnlyBattlefield(game, cards) ? 'battlefield' : 'board';
}

/** CR 611.3a: whether a grant applies only "as long as" something holds, which reads the rest of the game; one that doesn't applies wherever it reaches. */
export function grantIsConditional(grant: Grant): boolean {
  return grant.asLongAs !== undefined;
}

/** Whether the battlefield's powers, toughnesses and keywords read nothing but it and the turn. */
export function characteristicsReadOnlyBattlefield(game: GameState, cards: CardLibrary): boolean {
  return !powersReadBeyond(game.battlefield, cards) && !staticSourcesWith(game, cards, 'grants').some((s) => s.card.grants.some(grantIsConditional));
}

/** Whether a card's power or toughness is defined by a count that reads more than the battlefield (CR 604.3); no list made for each permanent of a board. */
const definedBeyond = (card: CardDefinition): boolean => valueReadsBeyond(card.power) || valueReadsBeyond(card.toughness);

function valueReadsBeyond(value: CardDefinition['power']): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return !countsBattlefieldAlone(value.count) || (value.alsoCount ?? []).some((count) => !countsBattlefieldAlone(count));
}

/** For each battlefield array and card library, the place of a permanent whose power reads beyond it, or -1. */
const known = new WeakMap<GameState['battlefield'], Map<CardLibrary, number>>();

function powersReadBeyond(battlefield: GameState['battlefield'], cards: CardLibrary): boolean {
  let byLibrary = known.get(battlefield);
  let at = byLibrary?.get(cards);
  if (at === undefined) {
    at = battlefield.findIndex((p) => definedBeyond(objectCard(cards, p)));
    if (!byLibrary) known.set(battlefield, (byLibrary = new Map()));
    byLibrary.set(cards, at);
  }
  return at >= 0;
}

// A battlefield made from another by replacing permanents in their places (a land tapped for
// mana) has the other's answer when each of those places still holds the same card, face for face.
carryOver((next, from, at) => {
  const old = from as GameState['battlefield'];
  const byLibrary = known.get(old);
  if (!byLibrary) return;
  const battlefield = next as GameState['battlefield'];
  for (const i of at) if (battlefield[i]!.card !== old[i]!.card || battlefield[i]!.face !== old[i]!.face) return;
  known.set(battlefield, byLibrary);
});
