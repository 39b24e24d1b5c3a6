/**
 * CR 602.2, 602.5: "what may I do now" and the list of activatable abilities ask of each card in
 * a hand, a graveyard or exile whether its abilities may be begun, and the card is the one they
 * hold: it isn't searched for again in its zone (game/ability-holder.ts `abilityHolder`), so a
 * graveyard of g cards with abilities is read about g times, not g² (counted, not timed). What
 * they answer is still each card's: a battlefield ability is not activated from a graveyard, a
 * graveyard ability (scavenge) is.
 */
import { describe, expect, it } from 'vitest';
import { activatableAbilities } from '../src/activation/activation.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { countedGraveyard } from './board-reads.js';

const gameWith = (graveyard: readonly string[]): GameState =>
  gameOf({ players: [{ id: 'alice', graveyard: [...graveyard] }, { id: 'bob' }], battlefield: [...Array.from({ length: 3 }, () => ({ card: 'Swamp', controller: 'alice' })), { card: 'Grizzly Bears', controller: 'alice' }], turn: ALICE_MAIN, priority: 'alice' });

describe('602.2: the cards whose abilities are listed are not searched for again', () => {
  it.each([
    ['602.2, 602.5: "what may I do now"', (game: GameState) => legalActions(game, BUILT_IN_CARDS, 'alice').barred.length],
    ['602.2, 602.5: the activatable abilities', (game: GameState) => activatableAbilities(game, BUILT_IN_CARDS, 'alice').length],
  ] as const)('%s: 200 more Shivan Dragons in the graveyard read it far fewer than 200 times each', (_rule, ask) => {
    const reads = (dragons: number) => {
      const { game, reads: count } = countedGraveyard(gameWith(Array.from({ length: dragons }, () => 'Shivan Dragon')));
      ask(game);
      return count();
    };
    expect(reads(240) - reads(40)).toBeLessThan(200 * 40);
  });

  it("602.2, 602.5: a Dragon's {R}: +1/+0 isn't activated from the graveyard, Sewer Shambler's scavenge is", () => {
    const game = gameWith(['Shivan Dragon', 'Sewer Shambler']);
    const actions = legalActions(game, BUILT_IN_CARDS, 'alice');
    expect(actions.barred.filter((b) => b.event.type === 'ACTIVATE').map((b) => [b.name, b.refusal.rule])).toEqual([['Shivan Dragon', '602.5']]);
    expect(actions.activations.map((a) => [a.name, a.refusal])).toEqual([['Sewer Shambler', null]]);
    const shambler = game.players[0]!.graveyard[1]!.id;
    expect(activatableAbilities(game, BUILT_IN_CARDS, 'alice')).toEqual([{ source: shambler, ability: 0 }]);
  });
});
