/**
 * CR 601.2g: activating the mana abilities a payability solution names, each making the
 * type its mana pays as, so the pool can then pay the cost (601.2h).
 */
import type { CardLibrary } from '../cards/library.js';
import { getPlayer } from '../game/queries.js';
import type { GameState, PlayerId } from '../game/state.js';
import type { ManaSolution, SolveOptions } from '../mana/solver-types.js';
import type { JournalEntry } from '../game/illegal-actions.js';
import { ok, type Result } from '../core/refusal.js';
import { abilitySources, activateManaAbilityWithJournal, type ManaActivation, type ManaActivationRecord } from './mana-abilities.js';

/**
 * CR 119.4, 701.17b: the budgets activations must fit in: the life `player` may still pay
 * once `reservedLife` (the life the cost itself asks) is set aside, and the cards in their
 * library that mill costs may take.
 */
export function activationBudgets(game: GameState, player: PlayerId, reservedLife = 0): SolveOptions {
  const { life, library } = getPlayer(game, player);
  return { lifeBudget: Math.max(0, life - reservedLife), libraryBudget: library.length };
}

/**
 * CR 601.2g: activates the mana abilities `solution` names (other sources it names, such
 * as convoke creatures, are left for 601.2h), each adding the type its mana pays as.
 * Abilities that sacrifice or exile their object come last, so another ability of the same
 * object can still be activated first. Refuses, changing nothing, if any can't be.
 */
export function activateForSolution(game: GameState, cards: CardLibrary, player: PlayerId, solution: ManaSolution): Result<ManaActivation> {
  const byId = new Map(abilitySources(game, cards, player).map((s) => [s.id, s] as const));
  const chosen = solution.activate.flatMap((id) => {
    const source = byId.get(id);
    const type = solution.uses.find((u) => u.sourceId === id)?.type;
    // A creature offered for both its {T} ability and convoke may be meant for convoke.
    return source && type && source.produces.includes(type) ? [{ source, type }] : [];
  });
  const ordered = [...chosen.filter((c) => c.source.penalty !== 2), ...chosen.filter((c) => c.source.penalty === 2)];
  let next = game;
  const journal: JournalEntry[] = [];
  const records: ManaActivationRecord[] = [];
  for (const { source, type } of ordered) {
    const activated = activateManaAbilityWithJournal(next, cards, player, source.object, source.ability, type);
    if (!activated.ok) return activated;
    next = activated.value.game;
    journal.push(...activated.value.journal);
    records.push(...activated.value.activated);
  }
  return ok({ game: next, journal, activated: records });
}
