/**
 * CR 602.2, 602.5: "what may I do now" and the list of activatable abilities ask of each card in
 * a hand, a graveyard or exile whether its abilities may be begun, and the card is the one they
 * hold: it isn't searched for again in its zone (game/ability-holder.ts `abilityHolder`), so a
 * graveyard of g cards with abilities is read about g times, not g² (counted, not timed). What
 * they answer is still each card's: a battlefield ability is not activated from a graveyard, a
 * graveyard ability (scavenge) is. An ability that may be begun is proposed, and the proposal
 * looks its card up by id as the activation begins and as its cost is checked: found through the
 * zone's index (game/queries.ts `objectWithId`, as `positionOf` finds), not a search of the zone
 * for each card, so k cards with cycling or eternalize are about k reads too.
 */
import { describe, expect, it } from 'vitest';
import { activatableAbilities } from '../src/activation/activation.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { countedGraveyard, countedZone } from './board-reads.js';

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

/** Alice with `k` copies of `card` in `zone` and three Plains. */
const withCopies = (k: number, card: string, zone: 'hand' | 'graveyard'): GameState =>
  gameOf({
    players: [{ id: 'alice', [zone]: Array.from({ length: k }, () => card) }, { id: 'bob' }],
    battlefield: Array.from({ length: 3 }, () => ({ card: 'Plains', controller: 'alice' })),
    turn: ALICE_MAIN,
  });

/** What "what may I do now" reads of alice's `zone` by place, with `k` copies of `card` there. */
function zoneReads(k: number, card: string, zone: 'hand' | 'graveyard'): number {
  const counted = countedZone(withCopies(k, card, zone), zone);
  legalActions(counted.game, BUILT_IN_CARDS, 'alice');
  return counted.reads();
}

describe('602.2: the card whose ability may be begun, found by id without searching its zone for each card', () => {
  it('602.2, 702.29: a hand of 400 Ash Barrens (basic landcycling {1}): each may be cycled, the hand read about four times as often as for 100, not sixteen', () => {
    const actions = legalActions(withCopies(400, 'Ash Barrens', 'hand'), BUILT_IN_CARDS, 'alice');
    expect(actions.activations.filter((a) => a.choices !== null)).toHaveLength(400);
    const small = zoneReads(100, 'Ash Barrens', 'hand');
    const large = zoneReads(400, 'Ash Barrens', 'hand');
    // Searching the hand for each card's holder was about 400²/2 reads for each of two lookups.
    expect(large).toBeLessThan(400 * 40);
    expect(large / small).toBeLessThan(4.5);
  });

  it('602.2, 702.129: a graveyard of 400 Timeless Dragons (eternalize, sorcery speed): each is listed, the graveyard read a few times for each', () => {
    const actions = legalActions(withCopies(400, 'Timeless Dragon', 'graveyard'), BUILT_IN_CARDS, 'alice');
    expect(actions.activations.filter((a) => a.name === 'Timeless Dragon')).toHaveLength(400);
    expect(zoneReads(400, 'Timeless Dragon', 'graveyard')).toBeLessThan(400 * 40);
  });
});
