/**
 * "Could I cast this now?" — the look-ahead an app uses to highlight playable cards. It
 * runs the same rules the chart runs (601.3 timing, 601.2c targets, 601.2f total cost) and
 * asks the same solver that pays (601.2h), so the answer and the payment never disagree.
 * Choices still to be made are considered (CR 601.4): X is taken as 0, and every
 * combination of hybrid halves and Phyrexian payments is tried.
 */
import { getCard, type CardLibrary } from '../cards/library.js';
import { canPayTotalCost } from '../costs/payment.js';
import { totalCost } from '../costs/total-cost.js';
import { getPlayer } from '../game/queries.js';
import type { GameState, HybridChoice, ObjectId, PhyrexianChoice, PlayerId, Spell } from '../game/state.js';
import { ok, refuse, type Result } from '../rules/refusal.js';
import { hasX, hybridOptions, hybridSymbols, moveCardToStack, phyrexianSymbols } from './announce.js';
import { hasLegalTargets } from './targets.js';
import { mayBeginCasting } from './timing.js';

export function canCast(game: GameState, cards: CardLibrary, player: PlayerId, cardId: ObjectId): Result<void> {
  const allowed = mayBeginCasting(game, cards, player, cardId);
  if (!allowed.ok) return allowed;
  const proposed = moveCardToStack(game, player, cardId);
  const spell = proposed.stack[proposed.stack.length - 1]!;
  if (!hasLegalTargets(proposed, cards, spell)) {
    return refuse({ rule: '601.2c', code: 'NO_LEGAL_TARGETS', message: `${spell.card} has no legal choice of targets` });
  }
  for (const candidate of announcementsToTry(cards, spell)) {
    const cost = totalCost(proposed, cards, candidate);
    if (canPayTotalCost(proposed, cards, player, cost)) return ok(undefined);
  }
  return refuse({ rule: '601.2h', code: 'UNPAYABLE_COST', message: `${player} can't pay for ${getCard(cards, spell.card).name} now` });
}

/** The cards in a player's hand they could cast now. */
export function castableCards(game: GameState, cards: CardLibrary, player: PlayerId): readonly ObjectId[] {
  return getPlayer(game, player)
    .hand.filter((card) => canCast(game, cards, player, card.id).ok)
    .map((card) => card.id);
}

/** The most combinations of announcements the look-ahead tries for one card. */
const MAX_COMBINATIONS = 1024;

/** The spell with each combination of its announcements: X = 0, every hybrid half, every Phyrexian payment. */
function* announcementsToTry(cards: CardLibrary, spell: Spell): Generator<Spell> {
  const hybrids = hybridSymbols(cards, spell).map(hybridOptions);
  const phyrexians = phyrexianSymbols(cards, spell).map((): readonly PhyrexianChoice[] => ['mana', 'life']);
  let tried = 0;
  for (const hybrid of combinations<HybridChoice>(hybrids)) {
    for (const phyrexian of combinations<PhyrexianChoice>(phyrexians)) {
      if (tried++ >= MAX_COMBINATIONS) return;
      yield { ...spell, choices: { ...spell.choices, x: hasX(cards, spell) ? 0 : null, hybrid, phyrexian } };
    }
  }
}

function* combinations<T>(options: readonly (readonly T[])[]): Generator<readonly T[]> {
  if (options.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = options;
  for (const choice of first!) for (const tail of combinations(rest)) yield [choice, ...tail];
}
