/**
 * CR 702.119 emerge: an alternative cost (CR 118.9) that sacrifices a creature, the total
 * cost reduced by that creature's mana value (generic mana only). The creature is named as
 * the costs are chosen (601.2b), so the reduction is known when the total is locked
 * (601.2f), and is sacrificed at 601.2h; it may tap for mana first. Wretched Gryff, It of
 * the Horrid Swarm, Drownyard Behemoth.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { costOptions } from '../src/casting/options.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState } from '../src/game/state.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB, ctx, locked, lockedMana, outcome, player, refuse } from './cast-helpers.js';
import { cast, castWith, pay } from './cost-fixtures.js';

const mine = (card: string, id: string) => ({ card, controller: ALICE, id });
const lands = (card: string, n: number) => Array.from({ length: n }, (_, i) => mine(card, `${card.toLowerCase()}-${i}`));
function spellGame(card: string, battlefield: object[]): GameState {
  return gameOf({ players: [{ id: ALICE, hand: [card] }, { id: BOB }], battlefield, turn: ALICE_MAIN } as never, BUILT_IN_CARDS);
}
const emerge = (sacrificed?: string): CastEventInput => ({ type: 'CHOOSE_COSTS', player: ALICE, alternative: 'emerge', optional: {}, ...(sacrificed ? { sacrificed } : {}) }) as CastEventInput;
const castIt = (game: GameState, events: CastEventInput[]) => castWith(game, [cast(game.players[0]!.hand[0]!.id), ...events], BUILT_IN_CARDS);

describe('702.119: emerge', () => {
  it("702.119a: Wretched Gryff's emerge {5}{U}, sacrificing Hill Giant (mana value 4), costs {1}{U}; the giant is sacrificed as the cost is paid", () => {
    const game = spellGame('Wretched Gryff', [mine('Hill Giant', 'giant'), ...lands('Island', 2)]);
    const announced = castIt(game, [emerge('giant')]);
    expect(lockedMana(announced)).toBe('{1}{U}');
    expect(locked(announced).changes.map((c) => [c.card, c.change, c.applied])).toEqual([['Wretched Gryff', 'reduce', 4]]);
    const paid = castIt(game, [emerge('giant'), pay({ sacrifice: ['giant'] })]);
    expect(outcome(paid)).toBe('cast');
    expect(player(ctx(paid).game, ALICE).graveyard.map((c) => c.card)).toEqual(['Hill Giant']);
  });

  it('702.119a: the reduction takes only generic mana: sacrificing Ghalta (12) leaves {U}', () => {
    expect(lockedMana(castIt(spellGame('Wretched Gryff', [mine('Ghalta, Primal Hunger', 'ghalta'), ...lands('Island', 1)]), [emerge('ghalta')]))).toBe('{U}');
  });

  it('702.119a, 601.2g: the creature to sacrifice may tap for mana first: Llanowar Elves pays {G} of It of the Horrid Swarm, then is sacrificed', () => {
    const game = spellGame('It of the Horrid Swarm', [mine('Llanowar Elves', 'elves'), ...lands('Forest', 5)]);
    const actor = castIt(game, [emerge('elves'), pay({ sacrifice: ['elves'] })]);
    expect(lockedMana(actor)).toBe('{5}{G}');
    expect(outcome(actor)).toBe('cast');
    expect(ctx(actor).game.battlefield.some((p) => p.id === 'elves')).toBe(false);
  });

  it("601.2b: emerge names the creature: none, an opponent's, or one with another cost is refused and the step still waits", () => {
    const game = spellGame('Wretched Gryff', [mine('Hill Giant', 'giant'), { card: 'Grizzly Bears', controller: BOB, id: 'bears' }, ...lands('Island', 2)]);
    const actor = castIt(game, []);
    expect(refuse(actor, emerge())).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(refuse(actor, emerge('bears'))).toMatchObject({ rule: '601.2b', code: 'ILLEGAL_ANNOUNCEMENT' });
    expect(refuse(actor, { type: 'CHOOSE_COSTS', player: ALICE, alternative: null, optional: {}, sacrificed: 'giant' } as CastEventInput)).toMatchObject({ code: 'ILLEGAL_ANNOUNCEMENT' });
    const options = costOptions(ctx(actor).game, BUILT_IN_CARDS, ctx(actor).game.stack.at(-1)!);
    expect(options.alternatives).toEqual([{ name: 'emerge', cost: ['{5}{U}', 'sacrifice a creature'], grantedBy: null, sacrifice: ['giant'] }]);
  });

  it('702.119a, 733: paying with another creature than the one named is refused, and the cast is reversed exactly', () => {
    const game = spellGame('Drownyard Behemoth', [mine('Hill Giant', 'giant'), mine('Grizzly Bears', 'bears'), ...lands('Island', 4)]);
    const actor = castIt(game, [emerge('giant'), pay({ sacrifice: ['bears'] })]);
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2h', code: 'PAYMENT_DOES_NOT_COVER_COST' });
    expect(ctx(actor).game).toEqual(game);
  });
});
