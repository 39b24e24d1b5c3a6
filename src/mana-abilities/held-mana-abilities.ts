/**
 * CR 605.1a, 613.1f: the mana abilities an object has: its card's own, in printed order, then
 * those permanents give it ("enchanted land has '{T}: Add one mana of any color.'", "all
 * Slivers have 'Sacrifice this permanent: Add {B}{B}.'"), in the givers' battlefield order and
 * each giver's printed order. ACTIVATE_MANA numbers an object's mana abilities this way, from 0.
 * Only permanents acquire them: a card in a hand has only its printed ones.
 */
import { grantReaches } from '../cards/characteristics.js';
import type { CardLibrary } from '../cards/library.js';
import type { CardDefinition, ManaAbility } from '../cards/schema.js';
import { staticSources, type StaticSource } from '../cards/static-sources.js';
import type { GameState, Permanent } from '../game/state.js';

/** The permanents that give mana abilities, once per list of static sources (a list never changes). */
const giversOf = new WeakMap<readonly StaticSource[], readonly StaticSource[]>();

/** The givers of mana abilities on the battlefield now, found once per battlefield value (so a query over every permanent stays linear). */
export function manaAbilityGivers(game: GameState, cards: CardLibrary): readonly StaticSource[] {
  const sources = staticSources(game, cards);
  let found = giversOf.get(sources);
  if (!found) giversOf.set(sources, (found = sources.filter((s) => s.card.grants.some((g) => g.manaAbility))));
  return found;
}

/**
 * CR 605.1a, 613.1f: the mana abilities of `card`, the card of `permanent` (none for a card in
 * a hand): its own, then those it acquires from the grants of permanents on the battlefield.
 */
export function manaAbilitiesOf(game: GameState, cards: CardLibrary, card: CardDefinition, permanent: Permanent | undefined): readonly ManaAbility[] {
  if (!permanent) return card.manaAbilities;
  const givers = manaAbilityGivers(game, cards);
  if (givers.length === 0) return card.manaAbilities;
  const acquired = givers.flatMap(({ permanent: giver, card: source }) => source.grants.flatMap((g) => (g.manaAbility && grantReaches(g, giver, permanent, card) ? [g.manaAbility] : [])));
  return acquired.length === 0 ? card.manaAbilities : [...card.manaAbilities, ...acquired];
}
