/**
 * CR 605.3a, 302.6, 602.5: "what may I do now" lists each of the player's mana abilities with
 * the refusal an ACTIVATE_MANA of it would get now. The query asks about each object as it
 * holds it (the permanent it walked the battlefield to, the card in the hand); the event finds
 * its object by id (checkManaActivation). Both must give the same answer for every reason an
 * ability can't be activated.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../src/activation/legal-actions.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { checkManaActivation } from '../src/mana-abilities/mana-abilities.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const ALICE = 'alice';
const BOB = 'bob';

/** Every mana ability the query lists for alice, with its refusal's rule and code, and the event's. */
function bothAnswers(game: GameState) {
  return legalActions(game, BUILT_IN_CARDS, ALICE).manaAbilities.map((m) => {
    const checked = checkManaActivation(game, BUILT_IN_CARDS, ALICE, m.event.source, m.event.ability);
    return { source: m.event.source, query: m.refusal, event: checked.ok ? null : checked.refusal };
  });
}

describe('605.3a: the query refuses a mana ability as the event would', () => {
  it("605.3a, 302.6, 602.5: a tapped land, a summoning-sick Birds, an artifact under Stony Silence, a creature under Cursed Totem: each refusal the event's, and the untapped Forest and the Spirit Guide in hand none", () => {
    const game = gameOf({
      players: [
        { id: ALICE, hand: ['Simian Spirit Guide'] },
        { id: BOB, hand: [] },
      ],
      battlefield: [
        { card: 'Mountain', controller: ALICE, id: 'tapped-mountain', tapped: true },
        { card: 'Forest', controller: ALICE, id: 'forest' },
        { card: 'Birds of Paradise', controller: ALICE, id: 'new-birds', summoningSick: true },
        { card: 'Sol Ring', controller: ALICE, id: 'sol-ring' },
        { card: 'Stony Silence', controller: BOB },
      ],
      turn: ALICE_MAIN,
      priority: ALICE,
    });
    const answers = bothAnswers(game);
    expect(answers.map((a) => a.source)).toEqual(['tapped-mountain', 'forest', 'new-birds', 'sol-ring', 'simian-spirit-guide']);
    for (const { query, event } of answers) expect(query).toEqual(event);
    const refused = Object.fromEntries(answers.map((a) => [a.source, a.query && `${a.query.rule} ${a.query.code}`]));
    expect(refused).toMatchObject({ forest: null, 'simian-spirit-guide': null });
    expect(refused['tapped-mountain']).toBe('605.3 CANNOT_ACTIVATE_MANA_ABILITY');
    expect(refused['new-birds']).toMatch(/^302\.6 /);
    expect(refused['sol-ring']).toMatch(/^602\.5 /);

    const totem = gameOf({
      players: [
        { id: ALICE, hand: [] },
        { id: BOB, hand: [] },
      ],
      battlefield: [
        { card: 'Llanowar Elves', controller: ALICE, id: 'elves' },
        { card: 'Cursed Totem', controller: BOB },
      ],
      turn: ALICE_MAIN,
      priority: ALICE,
    });
    const underTotem = bothAnswers(totem);
    expect(underTotem).toHaveLength(1);
    expect(underTotem[0]!.query).not.toBeNull();
    expect(underTotem[0]!.query).toEqual(underTotem[0]!.event);
  });
});
