/**
 * Triggered abilities raised while a spell is being cast wait: "becomes the target"
 * triggers (CR 601.2c) and "cast" triggers (601.2i) are held until the spell has become
 * cast, then wait for the next time a player would receive priority (CR 117.2). A cast
 * that is reversed releases none (CR 733.1).
 */
import { extend } from '../core/extend.js';
import { staticSourcesWith } from '../cards/static-sources.js';
import { definitionOf } from '../cards/definition.js';
import type { CardLibrary } from '../cards/library.js';
import { spellFilterApplies } from '../costs/modifiers.js';
import { stackManaValue } from './stack-value.js';
import { objectFits } from '../cards/filter.js';
import { alikeCounts, reading } from './alike-watchers.js';
import { withinBounds } from '../cards/characteristics.js';
import { interveningHolds } from './intervening-if.js';
import { findPermanent, getPlayer } from '../game/queries.js';
import type { Trigger } from '../cards/schema.js';
import { nextGame, updatePlayer } from '../game/update.js';
import type { GameState, ObjectId, Permanent, PlayerId, StackObject, TriggerEvent } from '../game/state.js';

export interface PendingTrigger {
  /** The object whose triggered ability triggered. */
  readonly source: ObjectId;
  /** The source's card, and the ability's number among that card's triggered abilities (CR 113.7a: the ability doesn't need its source to stay). */
  readonly card: string;
  readonly trigger: number;
  readonly controller: PlayerId;
  /** What it triggered on. */
  readonly on: TriggerEvent;
  readonly text: string;
  /** Storm: how many copies (the spells cast before it this turn); replicate: the times its cost was paid (702.56a). */
  readonly count?: number;
}

/**
 * CR 601.2c: the "becomes the target" triggers of the permanents on the battlefield that the
 * targets `object` (the spell being cast or the ability being activated) now has set off,
 * held until it is cast: one for each watched player or object among the targets.
 */
export function targetTriggers(game: GameState, cards: CardLibrary, targets: readonly (readonly string[])[], object: StackObject): readonly PendingTrigger[] {
  const named = new Set(targets.flat());
  const chosen = [...named];
  // A watcher of a player or of permanents that fit a filter counts its targets once for all the
  // watchers alike under one controller (alike-watchers.ts): k Slivers watching Slivers beside k
  // targets are k + k.
  const alike = alikeCounts();
  return staticSourcesWith(game, cards, 'triggers').flatMap(({ permanent: watcher, card }) =>
    card.triggers.flatMap((t, trigger): PendingTrigger[] => {
      if (t.on !== 'becomesTarget' || (t.spellsOnly && object.kind !== 'spell') || (t.by && object.controller === watcher.controller)) return [];
      const triggered = (): PendingTrigger => ({ source: watcher.id, card: watcher.card, trigger, controller: watcher.controller, on: 'becameTarget', text: t.text });
      // One object watched (itself, ward's; what it is attached to): looked up among the targets, so k such watchers of k targets are k + k.
      const one = watchedObject(watcher, t);
      if (one !== null) return one !== undefined && named.has(one) ? [triggered()] : [];
      const count = alike(t, watcher, reading(false, false, t.permanents), chosen, (u, ids) => ids.filter((id) => watchesTarget(game, cards, watcher, u, id)).length);
      return Array.from({ length: count }, triggered);
    }),
  );
}

/** The one object whose becoming a target sets off `watcher`'s trigger (undefined for an Aura attached to nothing), or null when it watches a player or permanents that fit a filter. */
function watchedObject(watcher: Permanent, t: Extract<Trigger, { on: 'becomesTarget' }>): ObjectId | undefined | null {
  if (t.attached) return watcher.attachedTo;
  return t.permanents === undefined && !t.you ? watcher.id : null;
}

/** Whether `id` becoming a target sets off this "becomes the target" trigger of `watcher`, one that watches a player or permanents that fit a filter. */
function watchesTarget(game: GameState, cards: CardLibrary, watcher: Permanent, t: Extract<Trigger, { on: 'becomesTarget' }>, id: string): boolean {
  if (t.you && id === watcher.controller) return true;
  return t.permanents !== undefined && findPermanent(game, id) !== undefined && objectFits(game, cards, id, t.permanents, { you: watcher.controller, source: watcher.id });
}

/** CR 601.2i: the abilities that trigger on this spell being cast: the spell's own (storm), then permanents' (prowess; heroic, when the spell targets the permanent). */
export function castTriggers(game: GameState, cards: CardLibrary, spell: StackObject): readonly PendingTrigger[] {
  const card = definitionOf(cards, spell);
  const own = card.triggers.flatMap((t, trigger): PendingTrigger[] => {
    if (t.on !== 'castSelf') return [];
    const paid = t.ifPaid === undefined ? null : (spell.choices.optional[t.ifPaid] ?? 0);
    if (paid === 0) return [];
    const count = t.storm ? game.turn.spellsCast : paid;
    return [{ source: spell.id, card: spell.card, trigger, controller: spell.controller, on: 'cast', text: t.text, ...(count !== null ? { count } : {}) }];
  });
  // What the spell targets, for heroic's "that targets ~": one set, however many permanents ask.
  const targeted = new Set(spell.choices.targets.flat());
  const watching = staticSourcesWith(game, cards, 'triggers').flatMap(({ permanent, card: source }) =>
    source.triggers.flatMap((t, trigger): PendingTrigger[] =>
      t.on === 'cast' && spellFilterApplies(t.spells, permanent, card, spell.controller) && castConditionsHold(game, cards, t, permanent, spell, targeted)
        ? [{ source: permanent.id, card: permanent.card, trigger, controller: permanent.controller, on: 'cast', text: t.text }]
        : [],
    ),
  );
  return [...own, ...watching];
}

/**
 * The conditions a cast trigger puts on the spell beyond its filter: heroic's "that targets
 * ~" (601.2c), kicked (702.33d), the caster's nth spell this turn (counted before this one
 * becomes cast, 601.2i), during an opponent's turn of the trigger's controller, the zone it
 * was cast from (601.2a), its mana value (202.3e: X as announced), and an intervening "if"
 * clause on this permanent or the turn (603.4: "if it's not their turn").
 */
function castConditionsHold(game: GameState, cards: CardLibrary, t: Extract<Trigger, { on: 'cast' }>, watcher: Permanent, spell: StackObject, targeted: ReadonlySet<string>): boolean {
  if (t.targetsThis && !targeted.has(watcher.id)) return false;
  if (t.kicked && (spell.choices.optional['kicker'] ?? 0) + (spell.choices.optional['multikicker'] ?? 0) === 0) return false;
  if (t.nth !== undefined && (getPlayer(game, spell.controller).spellsCastThisTurn ?? 0) + 1 !== t.nth) return false;
  if (t.from !== undefined && (spell.kind !== 'spell' || spell.castFrom !== t.from)) return false;
  if (t.manaValue && !withinBounds(stackManaValue(cards, spell), t.manaValue)) return false;
  if (!interveningHolds(game, cards, watcher, t.if)) return false;
  if (t.turn === 'notCaster') return game.turn.activePlayer !== spell.controller;
  return t.turn === undefined || game.turn.activePlayer !== watcher.controller;
}

/** CR 601.2i: the spell becomes cast; it counts for storm, and for its caster's spells this turn, from now on. */
export function countSpellCast(game: GameState, caster: PlayerId): GameState {
  const players = game.players.map((p) => (p.id === caster ? extend(p, { spellsCastThisTurn: (p.spellsCastThisTurn ?? 0) + 1 }) : p));
  return nextGame(game, { players, turn: { ...game.turn, spellsCast: game.turn.spellsCast + 1 } });
}

/** CR 903.8: a commander cast from the command zone counts for its caster's commander tax from now on. */
export function countCommanderCast(game: GameState, spell: StackObject): GameState {
  if (spell.kind !== 'spell' || spell.castFrom !== 'command') return game;
  return updatePlayer(game, spell.controller, (p) => ({ ...p, commanderCasts: { ...p.commanderCasts, [spell.card]: (p.commanderCasts?.[spell.card] ?? 0) + 1 } }));
}

/** CR 601.2i: the held triggers, now waiting to be put on the stack. */
export function releaseTriggers(held: readonly PendingTrigger[], waiting: readonly PendingTrigger[]): readonly PendingTrigger[] {
  return [...waiting, ...held];
}
