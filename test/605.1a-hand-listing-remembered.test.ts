/**
 * CR 605.1a, 605.3a: the listing of a player's mana sources meets each card in their hand. A card
 * in a hand has only its printed mana abilities, so one with none lists as none in every game,
 * and its listing is kept with the card object (src/mana-abilities/ability-sources.ts). One with
 * a mana ability usable from the hand is kept as a permanent's listing is: while the static
 * sources are the same and what its cost reads (here the life total, CR 119.4) is the same.
 */
import { describe, expect, it } from 'vitest';
import type { CardInput } from '../src/cards/schema.js';
import type { GameState } from '../src/game/state.js';
import { setTapped, updatePlayer } from '../src/game/update.js';
import { abilitySources, listingsOf } from '../src/mana-abilities/ability-sources.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { checkManaActivation } from '../src/mana-abilities/mana-abilities.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

/** "Exile this card from your hand, Pay 3 life: Add {B}." */
const DEAR_GUIDE: CardInput = {
  name: 'Test Dear Guide',
  manaCost: '{2}{B}',
  types: ['Creature'],
  power: 2,
  toughness: 2,
  manaAbilities: [{ cost: [{ kind: 'exileSelf' }, { kind: 'life', amount: 3 }], produces: { types: ['B'] }, from: 'hand' }],
  text: 'Exile Test Dear Guide from your hand, Pay 3 life: Add {B}.',
};

const cards = libraryWith(DEAR_GUIDE);
const ALICE = 'alice';

const start = (life: number): GameState =>
  gameOf({ players: [{ id: ALICE, hand: ['Lightning Bolt', 'Test Dear Guide'], life }, { id: 'bob' }], battlefield: [{ card: 'Forest', controller: ALICE, id: 'forest' }], turn: ALICE_MAIN, priority: ALICE }, cards);

const withLife = (game: GameState, life: number): GameState => updatePlayer(game, ALICE, (p) => ({ ...p, life }));

/** The listing's entries for alice's hand, in its order (after her permanents). */
function handListings(game: GameState) {
  const sources = abilitySources(game, cards, ALICE);
  const listings = listingsOf(game, cards, ALICE, sources)!;
  return listings.slice(game.battlefield.length);
}

describe('605.1a: a card in a hand lists only its printed mana abilities', () => {
  it('605.1a: a card in a hand with no mana abilities has the same listing in every game that holds it', () => {
    const game = start(20);
    const [bolt] = handListings(game);
    const [again] = handListings(withLife(game, 7));
    expect(bolt!.made).toBeUndefined();
    expect(again).toBe(bolt);
    expect(legalActions(withLife(game, 7), cards, ALICE).manaAbilities.map((a) => a.event.source)).toEqual(['forest', game.players[0]!.hand[1]!.id]);
  });

  it('119.4, 605.3a: a card with a mana ability from the hand is listed again as the life its cost reads changes', () => {
    const low = start(2);
    const guide = low.players[0]!.hand[1]!.id;
    expect(abilitySources(low, cards, ALICE).map((s) => s.object)).toEqual(['forest']);
    const high = withLife(low, 20);
    expect(abilitySources(high, cards, ALICE).map((s) => s.object)).toEqual(['forest', guide]);
    const answer = legalActions(high, cards, ALICE).manaAbilities.find((a) => a.event.source === guide)!;
    expect(answer.refusal).toBeNull();
    expect(checkManaActivation(high, cards, ALICE, guide, 0).ok).toBe(true);
    // And back: at 2 life the event refuses it, and so does the query.
    const again = withLife(high, 2);
    expect(abilitySources(again, cards, ALICE).map((s) => s.object)).toEqual(['forest']);
    const event = checkManaActivation(again, cards, ALICE, guide, 0);
    expect(event.ok).toBe(false);
    expect(legalActions(again, cards, ALICE).manaAbilities.find((a) => a.event.source === guide)!.refusal).toEqual(event.ok ? null : event.refusal);
  });

  it('605.3a, 602.5: a Spirit Guide in a hand keeps its listing among the same static sources, and is listed again when a ban naming it enters', () => {
    const spec = (battlefield: { card: string; controller: string; id: string; chosen?: { name: string } }[]) =>
      gameOf({ players: [{ id: ALICE, hand: ['Simian Spirit Guide'] }, { id: 'bob' }], battlefield: [{ card: 'Forest', controller: ALICE, id: 'forest' }, ...battlefield], turn: ALICE_MAIN, priority: ALICE }, cards);
    const game = spec([]);
    const guide = game.players[0]!.hand[0]!.id;
    const [first] = handListings(game);
    expect(first!.made?.sources.map((s) => s.object)).toEqual([guide]);
    // Another game with the same static sources (none): the same listing.
    const [again] = handListings(setTapped(game, 'forest', true));
    expect(again).toBe(first);
    // CR 602.5: Voidstone Gargoyle naming it bans its ability, mana ability or not ("sources" includes a card in a hand).
    const gargoyle = spec([{ card: 'Voidstone Gargoyle', controller: 'bob', id: 'gargoyle', chosen: { name: 'Simian Spirit Guide' } }]).battlefield[1]!;
    const banned: GameState = { ...game, battlefield: [...game.battlefield, gargoyle] };
    expect(abilitySources(banned, cards, ALICE).map((s) => s.object)).toEqual(['forest']);
    const event = checkManaActivation(banned, cards, ALICE, guide, 0);
    expect(event.ok).toBe(false);
    expect(legalActions(banned, cards, ALICE).manaAbilities.find((a) => a.event.source === guide)!.refusal).toEqual(event.ok ? null : event.refusal);
  });
});
