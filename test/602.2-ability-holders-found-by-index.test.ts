/**
 * CR 602.2: an ability activated from a hand or a graveyard (cycling, eternalize) belongs to a card
 * there, which the activation looks up by id (game/ability-holder.ts) as it begins and as its cost
 * is checked. "What may I do now" asks it for each of k such cards, and each lookup searched the
 * zone: k² reads. Looked up as the battlefield is (game/queries.ts positionOf: an index once the
 * searches add up to the zone's size), k cards are about k reads (counted, not timed).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import { countedZone } from './board-reads.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

/** Alice with `k` copies of `card` in `zone` and three Plains. */
const gameWith = (k: number, card: string, zone: 'hand' | 'graveyard'): GameState =>
  gameOf({
    players: [{ id: 'alice', [zone]: Array.from({ length: k }, () => card) }, { id: 'bob' }],
    battlefield: Array.from({ length: 3 }, () => ({ card: 'Plains', controller: 'alice' })),
    turn: ALICE_MAIN,
  });

/** What "what may I do now" reads of alice's `zone` by place, with `k` copies of `card` there. */
function reads(k: number, card: string, zone: 'hand' | 'graveyard'): number {
  const counted = countedZone(gameWith(k, card, zone), zone);
  legalActions(counted.game, BUILT_IN_CARDS, 'alice');
  return counted.reads();
}

describe('602.2: the card whose ability it is, found without searching its zone for each card', () => {
  it('602.2, 702.29: a hand of 400 Ash Barrens (basic landcycling {1}): each may be cycled, the hand read about four times as often as for 100, not sixteen', () => {
    const actions = legalActions(gameWith(400, 'Ash Barrens', 'hand'), BUILT_IN_CARDS, 'alice');
    expect(actions.activations.filter((a) => a.choices !== null)).toHaveLength(400);
    const small = reads(100, 'Ash Barrens', 'hand');
    const large = reads(400, 'Ash Barrens', 'hand');
    // Searching the hand for each card's holder was about 400²/2 reads for each of two lookups.
    expect(large).toBeLessThan(400 * 40);
    expect(large / small).toBeLessThan(4.5);
  });

  it('602.2, 702.129: a graveyard of 400 Timeless Dragons (eternalize, sorcery speed): each is listed, the graveyard read a few times for each', () => {
    const actions = legalActions(gameWith(400, 'Timeless Dragon', 'graveyard'), BUILT_IN_CARDS, 'alice');
    expect(actions.activations.filter((a) => a.name === 'Timeless Dragon')).toHaveLength(400);
    expect(reads(400, 'Timeless Dragon', 'graveyard')).toBeLessThan(400 * 40);
  });
});
