/**
 * CR 601.3: whether a player may begin to cast a card. Checks where the card is, that it
 * is a spell, and timing (CR 117.1a instant speed, 307.1 sorcery speed).
 */
import { castDuringResolution, noPriorityRefusal } from './priority.js';
import { hasKeyword, hasType } from '../cards/characteristics.js';
import type { CardLibrary } from '../cards/library.js';
import { findCard, getCard } from '../cards/library.js';
import { asFace, castAs, faceChoiceOf } from '../cards/definition.js';
import { describeDuring, isDuring } from '../cards/during.js';
import { describeOnlyIf } from '../cards/describe.js';
import { holdsNow } from '../cards/only-if-holds.js';
import type { FaceChoice } from '../cards/faces.js';
import { castZoneFor } from './cast-zone.js';
import { partialCardRefusal, partialGameRefusal } from '../cards/gaps.js';
import { offeringCandidates } from '../costs/cost-choices.js';
import { locate } from '../game/queries.js';
import type { CardObject, GameState, ObjectId, PlayerId, Spell } from '../game/state.js';
import { nextGame } from '../game/update.js';
import type { Refusal, Result } from '../core/refusal.js';
import { ok, refuse } from '../core/refusal.js';
import type { CardDefinition } from '../cards/schema.js';
import { describeProhibition, hasFlashPermission, prohibitionBeforeCasting, splitSecondSpell } from './prohibitions.js';

/** CR 307.1: sorcery timing is the player's own main phase with an empty stack. */
export function isSorceryTiming(game: GameState, player: PlayerId): boolean {
  const main = game.turn.phase === 'precombatMain' || game.turn.phase === 'postcombatMain';
  return main && game.turn.activePlayer === player && game.stack.length === 0;
}

/** CR 304.1, 307.1, 702.8: instants and cards with flash may be cast whenever their caster has priority. */
export function castsAtInstantSpeed(card: CardDefinition): boolean {
  return hasType(card, 'Instant') || hasKeyword(card, 'flash');
}

/**
 * CR 601.3: may `player` begin casting the card `cardId` as `face` (601.2a: a face of a
 * two-faced card, or both halves fused)? Returns the definition of the spell it would be.
 */
export function mayBeginCasting(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  cardId: ObjectId,
  face: FaceChoice = 0,
): Result<CardDefinition> {
  const turn = noPriorityRefusal(game, player, { cast: cardId });
  if (turn) return refuse(turn);
  const where = locate(game, cardId);
  if (!where) return refuse(badCard(`there is no object "${cardId}" in this game`));
  const printed = findCard(cards, where.object.card);
  if (!printed) return refuse(badCard(`"${where.object.card}" is not in the card library`));
  const zone = castZoneFor(game, cards, player, where, printed, face);
  if (!zone.ok) return zone;
  const card = asFace(printed, face);
  if (hasType(card, 'Land')) {
    return refuse({ rule: '305.1', code: 'NOT_A_SPELL', message: `${card.name} is a land: lands are played, not cast` });
  }
  const partial = partialCardRefusal(cards, printed, 'cast') ?? partialGameRefusal(game, cards, player, 'cast');
  if (partial) return refuse(partial);
  const splitSecond = splitSecondSpell(game, cards);
  if (splitSecond) {
    return refuse({ rule: '702.61a', code: 'PROHIBITED', message: `${splitSecond.card} (${splitSecond.id}) has split second: while it is on the stack, no player may cast spells` });
  }
  const prohibited = prohibitionBeforeCasting(game, cards, card, player);
  if (prohibited) return refuse({ rule: '601.3', code: 'PROHIBITED', message: describeProhibition(prohibited) });
  if (card.during && !isDuring(game, player, card.during)) {
    return refuse({ rule: '601.3', code: 'PROHIBITED', message: `${card.name} can be cast only ${describeDuring(card.during)}` });
  }
  if (card.onlyIf && !holdsNow(game, cards, player, card.onlyIf)) {
    return refuse({ rule: '601.3', code: 'PROHIBITED', message: `${card.name} can be cast only if ${describeOnlyIf(card.onlyIf, card.name)}` });
  }
  // CR 702.48a, 601.3: offering lets it be cast any time its caster could cast an instant, if they will sacrifice a permanent for it.
  const offering = (offeringCandidates(game, cards, player, card)?.length ?? 0) > 0;
  // CR 608.2g: a card cast while its madness trigger resolves ignores timing by card type.
  const duringResolution = castDuringResolution(where.object as CardObject, zone.value);
  // CR 601.3d: a spell that has flash only while a condition holds may be begun as though it had flash when it holds.
  const flashNow = card.flashIf !== undefined && holdsNow(game, cards, player, card.flashIf);
  // Sorcery timing is asked before the flash permissions: it reads the turn alone, and most cards asked are cast at sorcery speed in their caster's main phase.
  if (!duringResolution && !offering && !flashNow && !castsAtInstantSpeed(card) && !isSorceryTiming(game, player) && flashPermissionsVia(game, cards, card, player).length === 0) {
    return refuse({
      rule: '307.1',
      code: 'SORCERY_TIMING',
      message: `${card.name} can be cast only during ${player}'s main phase while the stack is empty${card.flashIf ? ` (it has flash only if ${describeOnlyIf(card.flashIf, card.name)}, CR 601.3d)` : ''}`,
    });
  }
  return ok(card);
}

/**
 * CR 601.3b: the ways a flash permission (Sigarda's Aid: Aura spells) would apply to the
 * card: `null` for the card as it is, or the name of an alternative cost that, chosen at
 * 601.2b, makes the spell one the permission covers (bestow makes it an Aura).
 */
function flashPermissionsVia(game: GameState, cards: CardLibrary, card: CardDefinition, player: PlayerId): (string | null)[] {
  const ways = [null, ...card.alternativeCosts.filter((a) => a.becomes).map((a) => a.name)];
  return ways.filter((way) => hasFlashPermission(game, cards, castAs(card, way), player));
}

/**
 * CR 601.2e, 601.3b: a spell begun as though it had flash only because a choice in proposal
 * would make a permission apply must have been proposed with that choice; otherwise it is
 * being cast at a time it can't be. Sorcery timing is judged as when casting began, before
 * the spell was on the stack.
 */
export function timingOnProposal(game: GameState, cards: CardLibrary, spell: Spell): Refusal | null {
  const card = asFace(getCard(cards, spell.card), faceChoiceOf(spell));
  const before = nextGame(game, { stack: game.stack.filter((s) => s.id !== spell.id) });
  if (castsAtInstantSpeed(card) || isSorceryTiming(before, spell.controller) || castDuringResolution(spell, spell.castFrom)) return null;
  const ways = flashPermissionsVia(game, cards, card, spell.controller);
  const offered = card.offering !== undefined;
  if (ways.includes(null) || ways.includes(spell.choices.alternative) || (offered && spell.choices.sacrificed !== undefined)) return null;
  if (ways.length === 0 && !offered) return null;
  const allowing = [...ways.map((way) => `casting it for ${way}`), ...(offered ? ['sacrificing a permanent for its offering (702.48a)'] : [])];
  return {
    rule: '601.2e',
    code: 'ILLEGAL_PROPOSAL',
    message: `the proposed spell is illegal: ${card.name} was begun as though it had flash, which only ${allowing.join(' or ')} allows (CR 601.3b)`,
  };
}

function badCard(message: string): Refusal {
  return { rule: '601.3', code: 'BAD_PAYLOAD', message };
}
