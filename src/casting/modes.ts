/**
 * CR 601.2b, 700.2: announcing the modes of a modal spell — how many the card allows, all
 * of them with entwine (702.42), more than one with escalate (702.120, costed in 601.2f).
 * CR 601.6: a card may give the choice to an opponent; with several opponents the caster
 * names which one as the cast begins (the next one in turn order otherwise).
 */
import { type CardLibrary } from '../cards/library.js';
import { definitionOf } from '../cards/definition.js';
import type { Modes } from '../cards/schema.js';
import { objectWithId, opponentsOf } from '../game/queries.js';
import type { GameState, PlayerId, StackObject } from '../game/state.js';
import { ok, refuse, type Result } from '../core/refusal.js';
import { updateChoices } from './announce.js';

/** The name of the optional cost that lets every mode be chosen (CR 702.42). */
export const ENTWINE = 'entwine';

export function modesOf(cards: CardLibrary, spell: StackObject): Modes | undefined {
  return definitionOf(cards, spell).modes;
}

/** How many modes may be chosen: entwine allows all of them. */
export function modeCountRange(cards: CardLibrary, spell: StackObject): { readonly min: number; readonly max: number } {
  const modes = modesOf(cards, spell);
  if (!modes) return { min: 0, max: 0 };
  const entwine = definitionOf(cards, spell).optionalCosts.some((o) => o.name === ENTWINE);
  return { min: modes.min, max: entwine ? modes.options.length : modes.max };
}

/** CR 601.6: the player who chooses the modes: the caster, or the opponent the card names. */
export function modeChooser(game: GameState, cards: CardLibrary, spell: StackObject): PlayerId {
  if (modesOf(cards, spell)?.chooser !== 'opponent') return spell.controller;
  return spell.choices.opponent ?? nextOpponent(game, spell.controller);
}

/** The first opponent after `player` in turn order. */
export function nextOpponent(game: GameState, player: PlayerId): PlayerId {
  const order = game.players.map((p) => p.id);
  const at = order.indexOf(player);
  const after = [...order.slice(at + 1), ...order.slice(0, at)];
  return after[0] ?? player;
}

/** CR 601.6: checks the opponent a caster names to make an opponent's choices. */
export function checkOpponent(game: GameState, player: PlayerId, opponent: PlayerId): Result<void> {
  return objectWithId(opponentsOf(game, player), opponent)
    ? ok(undefined)
    : refuse({ rule: '601.6', code: 'BAD_PAYLOAD', message: `"${opponent}" is not an opponent of ${player}` });
}

/** CR 601.2b: announces the modes. */
export function chooseModes(game: GameState, cards: CardLibrary, spell: StackObject, chosen: readonly number[]): Result<GameState> {
  const modes = modesOf(cards, spell);
  if (!modes) return refuse(problem(`${spell.card} is not modal`));
  const { min, max } = modeCountRange(cards, spell);
  if (chosen.some((m) => !Number.isInteger(m) || m < 0 || m >= modes.options.length)) {
    return refuse(problem(`${spell.card}'s modes are numbered 0 to ${modes.options.length - 1}`));
  }
  if (new Set(chosen).size !== chosen.length) return refuse(problem('the same mode is chosen twice (CR 700.2d)'));
  if (chosen.length < min || chosen.length > max) {
    return refuse(problem(`${spell.card} asks for ${min === max ? min : `${min} to ${max}`} mode(s), not ${chosen.length}`));
  }
  return ok(updateChoices(game, spell, { modes: [...chosen].sort((a, b) => a - b) }));
}

/** CR 702.42: choosing more modes than printed needs entwine, and entwine means every mode. */
export function entwineProblem(cards: CardLibrary, spell: StackObject, entwined: boolean): string | null {
  const modes = modesOf(cards, spell);
  if (!modes) return null;
  const all = spell.choices.modes.length === modes.options.length;
  if (spell.choices.modes.length > modes.max && !entwined) return `choosing ${spell.choices.modes.length} modes needs the entwine cost`;
  if (entwined && !all) return 'entwine means choosing every mode';
  return null;
}

function problem(message: string) {
  return { rule: '601.2b' as const, code: 'ILLEGAL_ANNOUNCEMENT' as const, message };
}
