/**
 * The activated abilities an object has (CR 113.3b, 602): its card's own, in printed order,
 * then those other permanents give it (CR 613), in the givers' timestamp order and each
 * giver's printed order. ACTIVATE numbers an object's abilities this way, from 0.
 */
import { grantsReaching } from '../cards/grants-reaching.js';
import type { ActivatedAbility, CardDefinition } from '../cards/schema.js';
import { findPermanent } from '../game/queries.js';
import { staticSources, type StaticSource } from '../cards/static-sources.js';
import type { AbilityGrant, GameState, ObjectId, Permanent } from '../game/state.js';
import type { CardLibrary } from '../cards/library.js';

/** An activated ability an object has, and the permanent that gives it, or null for the card's own. */
export interface HeldAbility {
  readonly ability: ActivatedAbility;
  readonly grantedBy: AbilityGrant | null;
}

const printed = new WeakMap<CardDefinition, readonly HeldAbility[]>();

function printedAbilities(card: CardDefinition): readonly HeldAbility[] {
  const known = printed.get(card);
  if (known) return known;
  const held = card.abilities.map((ability) => ({ ability, grantedBy: null }));
  printed.set(card, held);
  return held;
}

/** The permanents that give activated abilities, once per list of static sources (a list never changes). */
const giversOf = new WeakMap<readonly StaticSource[], readonly StaticSource[]>();

function giversAmong(sources: readonly StaticSource[]): readonly StaticSource[] {
  let found = giversOf.get(sources);
  if (!found) giversOf.set(sources, (found = sources.filter((s) => s.card.grants.some((g) => g.ability))));
  return found;
}

/**
 * CR 602: the activated abilities of object `id`, whose card is `card`. Only permanents
 * acquire abilities here: a card in a hand has only its printed ones.
 */
export function activatedAbilitiesOf(game: GameState, cards: CardLibrary, id: ObjectId, card: CardDefinition): readonly HeldAbility[] {
  const givers = abilityGivers(game, cards);
  return heldAbilities(givers, givers.length === 0 ? undefined : findPermanent(game, id), card);
}

/** The permanents of `game` that give activated abilities (CR 613): found once by a caller that asks of every object. */
export function abilityGivers(game: GameState, cards: CardLibrary): readonly StaticSource[] {
  return giversAmong(staticSources(game, cards));
}

/** activatedAbilitiesOf for an object already found (`permanent`: undefined for a card outside the battlefield), among `givers` (abilityGivers). */
export function heldAbilities(givers: readonly StaticSource[], permanent: Permanent | undefined, card: CardDefinition): readonly HeldAbility[] {
  const own = printedAbilities(card);
  if (givers.length === 0 || !permanent) return own;
  let byPermanent = heldBy.get(givers);
  if (!byPermanent) heldBy.set(givers, (byPermanent = new WeakMap()));
  const known = byPermanent.get(permanent);
  if (known?.card === card) return known.held;
  const acquired = acquiredAbilities(givers, permanent, card);
  const held = acquired.length === 0 ? own : [...own, ...acquired];
  byPermanent.set(permanent, { card, held });
  return held;
}

/**
 * Each permanent's abilities by the givers' list and the permanent (neither ever changes): "what
 * may I do now" lists each ability of each permanent, and the 602.5 check and the stack ask for
 * the permanent's abilities again for each. Beside k Victual Slivers each Sliver has k acquired
 * abilities, and reading them once per ability made the query grow with k³.
 */
const heldBy = new WeakMap<readonly StaticSource[], WeakMap<Permanent, { readonly card: CardDefinition; readonly held: readonly HeldAbility[] }>>();

/** The activated abilities `givers` give the permanent (cards/grants-reaching.ts), each with its giver. */
function acquiredAbilities(givers: readonly StaticSource[], permanent: Permanent, card: CardDefinition): readonly HeldAbility[] {
  return grantsReaching(givers, permanent, card, (g) => g.ability !== undefined).map(({ grant, giver, at, n }) => ({
    ability: grant.ability!,
    grantedBy: { by: giver.id, card: givers[at]!.card.name, grant: n },
  }));
}
