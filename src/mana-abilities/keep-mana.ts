/**
 * CR 733.1: when an illegal action is reversed, each player may choose not to reverse the
 * legal mana abilities they activated during it (unless their mana was spent on another
 * mana ability that is reversed: here a player keeps all of their activations or none, so
 * a kept Signet's cost was paid with kept mana). Kept, they are activated again on the
 * restored game, the same way and in the same order — a Signet paid with the same pool mana,
 * which the replay makes again under the same ids; a Springleaf Drum tapping the same
 * creature (CR 602.2b) — their costs stay paid and their mana, with
 * any spending restriction it carries (CR 106.6), stays in the pool.
 */
import type { CardLibrary } from '../cards/library.js';
import type { GameState } from '../game/state.js';
import type { JournalEntry } from '../game/illegal-actions.js';
import { activateManaAbilityWithJournal, type ManaActivationRecord } from './mana-abilities.js';

export function keepManaAbilities(saved: GameState, cards: CardLibrary, activations: readonly ManaActivationRecord[]): { readonly game: GameState; readonly journal: readonly JournalEntry[] } {
  let game = saved;
  const journal: JournalEntry[] = [];
  for (const a of activations) {
    const again = activateManaAbilityWithJournal(game, cards, a.player, a.source, a.ability, a.made.map((t) => `{${t}}`).join(''), a.paid, a.tapped ?? []);
    if (!again.ok) continue;
    game = again.value.game;
    journal.push(...again.value.journal);
  }
  return { game, journal };
}
