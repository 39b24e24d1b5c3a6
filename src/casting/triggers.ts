/**
 * Triggered abilities raised while a spell is being cast wait: "becomes the target"
 * triggers (CR 601.2c) and "cast" triggers (601.2i) are held until the spell has become
 * cast, then wait for the next time a player would receive priority (CR 117.2). A cast
 * that is reversed releases none (CR 733.1).
 */
import { staticSources } from '../cards/static-sources.js';
import { definitionOf } from '../cards/definition.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import { spellFilterApplies } from '../costs/modifiers.js';
import { findPermanent, getPlayer } from '../game/queries.js';
import type { Trigger } from '../cards/schema.js';
import { updatePlayer } from '../game/update.js';
import type { GameState, ObjectId, Permanent, PlayerId, StackObject } from '../game/state.js';

export interface PendingTrigger {
  /** The object whose triggered ability triggered. */
  readonly source: ObjectId;
  readonly controller: PlayerId;
  /** What it triggered on. */
  readonly on: 'becameTarget' | 'cast' | 'creatureDied' | 'leftBattlefield' | 'becameTapped' | 'becameUntapped' | 'discarded' | 'cycled';
  readonly text: string;
  /** Storm: how many copies (the spells cast before it this turn). */
  readonly count?: number;
}

/** CR 601.2c: the "becomes the target" triggers of the permanents a spell now targets, held until it is cast. */
export function targetTriggers(game: GameState, cards: CardLibrary, targets: readonly (readonly string[])[]): readonly PendingTrigger[] {
  return [...new Set(targets.flat())].flatMap((id) => {
    const permanent = findPermanent(game, id);
    if (!permanent) return [];
    return getCard(cards, permanent.card)
      .triggers.filter((t) => t.on === 'becomesTarget')
      .map((t) => ({ source: permanent.id, controller: permanent.controller, on: 'becameTarget' as const, text: t.text }));
  });
}

/** CR 601.2i: the abilities that trigger on this spell being cast: the spell's own (storm), then permanents' (prowess; heroic, when the spell targets the permanent). */
export function castTriggers(game: GameState, cards: CardLibrary, spell: StackObject): readonly PendingTrigger[] {
  const card = definitionOf(cards, spell);
  const own = card.triggers.flatMap((t): PendingTrigger[] =>
    t.on === 'castSelf' ? [{ source: spell.id, controller: spell.controller, on: 'cast', text: t.text, ...(t.storm ? { count: game.turn.spellsCast } : {}) }] : [],
  );
  const watching = staticSources(game, cards).flatMap(({ permanent, card: source }) =>
    source.triggers.flatMap((t): PendingTrigger[] =>
      t.on === 'cast' && spellFilterApplies(t.spells, permanent, card, spell.controller) && castConditionsHold(game, t, permanent, spell)
        ? [{ source: permanent.id, controller: permanent.controller, on: 'cast', text: t.text }]
        : [],
    ),
  );
  return [...own, ...watching];
}

/**
 * The conditions a cast trigger puts on the spell beyond its filter: heroic's "that targets
 * ~" (601.2c), kicked (702.33d), the caster's nth spell this turn (counted before this one
 * becomes cast, 601.2i), during an opponent's turn of the trigger's controller.
 */
function castConditionsHold(game: GameState, t: Extract<Trigger, { on: 'cast' }>, watcher: Permanent, spell: StackObject): boolean {
  if (t.targetsThis && !spell.choices.targets.some((chosen) => chosen.includes(watcher.id))) return false;
  if (t.kicked && (spell.choices.optional['kicker'] ?? 0) + (spell.choices.optional['multikicker'] ?? 0) === 0) return false;
  if (t.nth !== undefined && (getPlayer(game, spell.controller).spellsCastThisTurn ?? 0) + 1 !== t.nth) return false;
  return t.turn === undefined || game.turn.activePlayer !== watcher.controller;
}

/** CR 601.2i: the spell becomes cast; it counts for storm, and for its caster's spells this turn, from now on. */
export function countSpellCast(game: GameState, caster: PlayerId): GameState {
  const players = game.players.map((p) => (p.id === caster ? { ...p, spellsCastThisTurn: (p.spellsCastThisTurn ?? 0) + 1 } : p));
  return { ...game, players, turn: { ...game.turn, spellsCast: game.turn.spellsCast + 1 } };
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
