/**
 * "Could I cast this now, and how?" — the look-ahead an app uses to highlight playable
 * cards. It runs the same rules the chart runs (601.3 timing and zones, 601.2c targets,
 * 601.2f total cost) and asks the same solver that pays (601.2h), so the answer and the
 * payment never disagree. Choices still to come are considered (CR 601.4): each
 * alternative cost, the smallest X allowed, every combination of hybrid halves and
 * Phyrexian payments, and the fewest targets; optional costs only add to a cost, so the
 * look-ahead leaves them out.
 */
import { findCard, type CardLibrary } from '../cards/library.js';
import type { FaceChoice } from '../cards/faces.js';
import { definitionOf } from '../cards/definition.js';
import type { CardDefinition } from '../cards/schema.js';
import { castZone, alternativesFor } from '../costs/cost-choices.js';
import { canPayTotalCost } from '../costs/payment.js';
import { totalCost } from '../costs/total-cost.js';
import { getPlayer } from '../game/queries.js';
import type { GameState, ObjectId, PlayerId, SpellChoices, StackObject } from '../game/state.js';
import { ok, refuse, type Result } from '../core/refusal.js';
import { forcedXProblem, hasX, moveCardToStack, updateChoices } from './announce.js';
import { announcementCombinations } from './announcement-combinations.js';
import { fewestTargets, hasLegalTargets, targetSpecs } from './targets.js';
import { mayBeginCasting } from './timing.js';

/** A way to cast a card that the look-ahead found payable. */
export interface CastOption {
  readonly card: ObjectId;
  /** CR 601.2a: for a card with two faces, the face to cast (as the CAST event names it). */
  readonly face?: 0 | 1;
  /** CR 702.102: both halves of a fuse card. */
  readonly fuse?: true;
  /** The 601.2b choices that make it payable. */
  readonly choices: Pick<SpellChoices, 'modes' | 'alternative' | 'optional' | 'x' | 'hybrid' | 'phyrexian'>;
}

/** CR 601.3: could `player` cast `cardId` (as `face`) now? If so, with which choices. */
export function canCast(game: GameState, cards: CardLibrary, player: PlayerId, cardId: ObjectId, face: FaceChoice = 0): Result<CastOption> {
  const allowed = mayBeginCasting(game, cards, player, cardId, face);
  if (!allowed.ok) return allowed;
  const proposed = moveCardToStack(game, cards, player, cardId, undefined, face).game;
  const spell = proposed.stack[proposed.stack.length - 1]!;
  const named = findCard(cards, spell.card)?.faces ? (face === 'fused' ? { fuse: true as const } : { face }) : {};
  let targetable = false;
  for (const candidate of proposalsToTry(proposed, cards, spell)) {
    if (!hasLegalTargets(proposed, cards, candidate) || forcedXProblem(proposed, cards, candidate)) continue;
    targetable = true;
    const game = updateChoices(proposed, spell, candidate.choices);
    const cost = totalCost(game, cards, candidate);
    if (canPayTotalCost(game, cards, player, cost, spell.card)) {
      const { modes, alternative, optional, x, hybrid, phyrexian } = candidate.choices;
      return ok({ card: cardId, ...named, choices: { modes, alternative, optional, x, hybrid, phyrexian } });
    }
  }
  if (!targetable) return refuse({ rule: '601.2c', code: 'NO_LEGAL_TARGETS', message: `${spell.card} has no legal choice of targets` });
  return refuse({ rule: '601.2h', code: 'UNPAYABLE_COST', message: `${player} can't pay for ${definitionOf(cards, spell).name} now` });
}

/**
 * The cards a player could cast now — from their hand and graveyard, cards in exile they
 * may cast, their commanders in the command zone — each castable face of a two-faced card
 * listed apart (601.2a), each with choices that work.
 */
export function castableCards(game: GameState, cards: CardLibrary, player: PlayerId): readonly CastOption[] {
  const { hand, graveyard } = getPlayer(game, player);
  const exiled = game.exile.filter((c) => c.mayCastFrom?.by === player);
  const commanders = game.command.filter((c) => c.commander && c.owner === player);
  return [...hand, ...graveyard, ...exiled, ...commanders].flatMap((card) =>
    facesToTry(findCard(cards, card.card)).flatMap((face) => {
      const option = canCast(game, cards, player, card.id, face);
      return option.ok ? [option.value] : [];
    }),
  );
}

/** CR 601.2a: the ways a card may be cast: its one face; each face of a two-faced card; both halves of a fuse card. */
function facesToTry(card: CardDefinition | undefined): readonly FaceChoice[] {
  if (!card?.faces) return [0];
  return card.layout === 'fuse' ? [0, 1, 'fused'] : [0, 1];
}

/** CR 700.2: the smallest sets of modes the card allows (none for a card that isn't modal). */
function modeSets(card: CardDefinition): readonly (readonly number[])[] {
  if (!card.modes) return [[]];
  const subsets = (from: number, size: number): number[][] =>
    size === 0 ? [[]] : Array.from({ length: card.modes!.options.length - from }, (_, i) => from + i).flatMap((m) => subsets(m + 1, size - 1).map((rest) => [m, ...rest]));
  return subsets(0, card.modes.min).slice(0, 64);
}

/** The most proposals the look-ahead tries for one card. */
const MAX_PROPOSALS = 1024;

/** The spell with each combination of announcements worth trying. */
function* proposalsToTry(game: GameState, cards: CardLibrary, spell: StackObject): Generator<StackObject> {
  const where = castZone(spell);
  const fixed = spell.choices.alternative;
  const alternatives = fixed !== null ? [fixed] : [null, ...alternativesFor(game, cards, spell.controller, spell, where).map((a) => a.name)];
  const card = definitionOf(cards, spell);
  let tried = 0;
  for (const modes of modeSets(card)) {
    for (const alternative of alternatives) {
      const withCost = { ...spell, choices: { ...spell.choices, modes, alternative, optional: {} } };
      const targets = fewestTargets(game, cards, withCost) ?? [];
      const fewest = targetSpecs(cards, withCost).reduce((n, t) => n + t.min, 0);
      // CR 601.2d: a divided X must give each target at least one.
      const x = hasX(game, cards, withCost) ? Math.max(card.xMin, card.divide?.amount === 'X' ? fewest : 0) : null;
      for (const { hybrid, phyrexian } of announcementCombinations(game, cards, withCost)) {
        if (tried++ >= MAX_PROPOSALS) return;
        yield { ...withCost, choices: { ...withCost.choices, x, hybrid, phyrexian, targets } };
      }
    }
  }
}
