/**
 * CR 605.1a, 613.1f: the mana abilities an object has: its card's own, in printed order, then
 * those permanents give it ("enchanted land has '{T}: Add one mana of any color.'", "all
 * Slivers have 'Sacrifice this permanent: Add {B}{B}.'"), in the givers' battlefield order and
 * each giver's printed order. ACTIVATE_MANA numbers an object's mana abilities this way, from 0.
 * Only permanents acquire them: a card in a hand has only its printed ones.
 */
import { grantsReaching } from '../cards/grants-reaching.js';
import { heldManaAbility } from '../cards/chosen-mana.js';
import type { CardLibrary } from '../cards/library.js';
import type { CardDefinition, ManaAbility } from '../cards/schema.js';
import { staticSources, type StaticSource } from '../cards/static-sources.js';
import type { GameState, Permanent } from '../game/state.js';
import type { Color } from '../mana/symbols.js';

/** The permanents that give mana abilities, once per list of static sources (a list never changes). */
const giversOf = new WeakMap<readonly StaticSource[], readonly StaticSource[]>();

/** The givers of mana abilities on the battlefield now, found once per battlefield value (so a query over every permanent stays linear). */
function manaAbilityGivers(game: GameState, cards: CardLibrary): readonly StaticSource[] {
  const sources = staticSources(game, cards);
  let found = giversOf.get(sources);
  if (!found) giversOf.set(sources, (found = sources.filter((s) => s.card.grants.some((g) => g.manaAbility))));
  return found;
}

/** A card's own mana abilities with "the chosen color" read as `color`, the same array each time for the same card and colour. */
const ownByColor = new WeakMap<CardDefinition, Map<Color | undefined, readonly ManaAbility[]>>();

/** Whether an ability makes mana of the colour chosen as its permanent entered. */
const makesChosenColor = (a: ManaAbility): boolean => 'types' in a.produces && a.produces.chosenColor === true;

function ownManaAbilities(card: CardDefinition, color: Color | undefined): readonly ManaAbility[] {
  const own = card.manaAbilities;
  if (!own.some(makesChosenColor)) return own;
  let byColor = ownByColor.get(card);
  if (!byColor) ownByColor.set(card, (byColor = new Map()));
  let held = byColor.get(color);
  if (!held) byColor.set(color, (held = withColor(own, color)));
  return held;
}

/** The abilities with "the chosen color" read as `color`: a function of its own, since a closure over `color` in ownManaAbilities would make a context at each of its calls (one per permanent a query lists). */
function withColor(own: readonly ManaAbility[], color: Color | undefined): readonly ManaAbility[] {
  return own.map((a) => heldManaAbility(a, color));
}

/**
 * CR 605.1a, 613.1f: the mana abilities of `card`, the card of `permanent` (none for a card in
 * a hand): its own, then those it acquires from the grants of permanents on the battlefield.
 * CR 106.1: "one mana of the chosen color" is the colour chosen as the permanent with the
 * ability's text entered: the holder's for its own abilities, the giver's for acquired ones.
 */
export function manaAbilitiesOf(game: GameState, cards: CardLibrary, card: CardDefinition, permanent: Permanent | undefined): readonly ManaAbility[] {
  const own = ownManaAbilities(card, permanent?.chosen?.color);
  if (!permanent) return own;
  const givers = manaAbilityGivers(game, cards);
  if (givers.length === 0) return own;
  let byPermanent = heldBy.get(givers);
  if (!byPermanent) heldBy.set(givers, (byPermanent = new WeakMap()));
  const known = byPermanent.get(permanent);
  if (known?.card === card) return known.held;
  const acquired = acquiredManaAbilities(givers, card, permanent);
  const held = acquired.length === 0 ? own : [...own, ...acquired];
  byPermanent.set(permanent, { card, held });
  return held;
}

/**
 * Each permanent's mana abilities by the givers' list and the permanent (neither ever changes):
 * a query lists each ability of each permanent and checks each (checkManaActivation reads the
 * permanent's abilities again). Beside k Chromatic Lanterns each land has k acquired abilities.
 */
const heldBy = new WeakMap<readonly StaticSource[], WeakMap<Permanent, { readonly card: CardDefinition; readonly held: readonly ManaAbility[] }>>();

/**
 * The mana abilities `givers` give the permanent (cards/grants-reaching.ts): a function of its
 * own, so that the closures reading the permanent are made only on a board with givers (a
 * function whose closures read its arguments makes a context for them at each call, and
 * manaAbilitiesOf is asked of every permanent a query lists).
 */
function acquiredManaAbilities(givers: readonly StaticSource[], card: CardDefinition, permanent: Permanent): readonly ManaAbility[] {
  const reaching = grantsReaching(givers, permanent, card, (g) => g.manaAbility !== undefined);
  return reaching.length === 0 ? [] : reaching.map(({ grant, giver }) => heldManaAbility(grant.manaAbility!, giver.chosen?.color));
}
