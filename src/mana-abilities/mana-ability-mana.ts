/**
 * CR 602.2b, 601.2g–h: the mana part of a mana ability's cost (Signets: {1}). It is paid
 * from the pool, with the pool mana the activation names, before the ability's own mana is
 * added; the mana named must pay it exactly (no more), one way of paying its hybrid symbols,
 * within any spending restrictions (CR 106.6) and "spend as though any colour" (CR 609.4b).
 */
import type { CardLibrary } from '../cards/library.js';
import type { ManaAbility } from '../cards/schema.js';
import { splitCostParts } from '../cards/cost-parts.js';
import { anyColorRules } from '../cards/restrictions.js';
import type { AbilityHolder } from '../game/ability-holder.js';
import { holderObject } from '../game/ability-holder.js';
import { getPlayer } from '../game/queries.js';
import type { GameState, PlayerId } from '../game/state.js';
import { canPayMana } from '../mana/solver.js';
import type { ManaSourceOption } from '../mana/solver-types.js';
import type { RuleNumber } from '../core/edition.js';
import type { ManaUnit } from '../mana/symbols.js';
import { costWays } from './source-options.js';
import { forPaying } from './spend.js';
import { objectCard } from '../cards/face-up.js';

export type ManaPaidCheck = { readonly ok: true } | { readonly ok: false; readonly rule: RuleNumber; readonly message: string };

/**
 * Whether the pool mana `pay` names pays the mana in `ability`'s cost exactly. `unitOf` finds a
 * unit in the pool by id (by default the pool is read; a run of activations reads its own
 * index of the pool as it stands, pool-index.ts).
 */
export function checkManaPaid(game: GameState, cards: CardLibrary, player: PlayerId, holder: AbilityHolder, ability: ManaAbility, pay: readonly string[], unitOf?: (id: string) => ManaUnit | undefined): ManaPaidCheck {
  const ways = costWays(splitCostParts(ability.cost).symbols);
  const total = (w: (typeof ways)[number]) => Object.values(w.cost).reduce((a, b) => a + b, 0);
  if (ways.every((w) => total(w) === 0)) return pay.length === 0 ? { ok: true } : { ok: false, rule: '601.2h', message: 'its cost includes no mana, and mana was named to pay it' };
  if (new Set(pay).size !== pay.length) return { ok: false, rule: '601.2h', message: 'the same mana is named twice' };
  const find = unitOf ?? poolLookup(game, player);
  const unknown = pay.filter((id) => find(id) === undefined);
  if (unknown.length > 0) return { ok: false, rule: '601.2h', message: `no mana ${unknown.map((u) => `"${u}"`).join(', ')} in ${player}'s mana pool` };
  const units = pay.map((id) => find(id) as ManaUnit);
  // CR 107.4b, 106.6: a cost of {N} alone is paid by any N units free to pay it (a Signet's {1}), with no solver.
  if (units.every((u) => !u.spend) && ways.some((w) => w.cost.generic === pay.length && total(w) === pay.length)) return { ok: true };
  const named: ManaSourceOption[] = units
    .map((u) => ({ id: u.id, produces: [u.type], amount: 1, snow: u.snow, inPool: true, ...(u.spend ? { spend: u.spend, onlyFor: [] } : {}) }));
  const purpose = { kind: 'ability' as const, card: objectCard(cards, holderObject(holder)) };
  const offered = forPaying(game, cards, player, named, purpose);
  const anyColor = anyColorRules(game, cards, player, purpose);
  // Each unit is one mana and a way's total is the units named: a way the units pay uses each of them.
  const fits = ways.some((w) => total(w) === pay.length && canPayMana(w.cost, offered, { anyColor }));
  if (fits) return { ok: true };
  const restricted = named.some((u) => u.spend);
  return {
    ok: false,
    rule: restricted ? '106.6' : '601.2h',
    message: `the mana named doesn't pay the mana in its cost exactly${restricted ? ' (some of it may be spent only on other things)' : ''}`,
  };
}

/** The units of `player`'s pool by id. */
function poolLookup(game: GameState, player: PlayerId): (id: string) => ManaUnit | undefined {
  const byId = new Map(getPlayer(game, player).manaPool.map((u) => [u.id, u]));
  return (id) => byId.get(id);
}
