/**
 * The activated abilities an object has (CR 113.3b, 602): its card's own, in printed order,
 * then those other permanents give it (CR 613), in the givers' timestamp order and each
 * giver's printed order. ACTIVATE numbers an object's abilities this way, from 0.
 */
import { grantReaches } from '../cards/characteristics.js';
import { grantIndex, type GrantFrom } from '../cards/grant-reach.js';
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
  const own = printedAbilities(card);
  const givers = giversAmong(staticSources(game, cards));
  if (givers.length === 0) return own;
  const permanent = findPermanent(game, id);
  if (!permanent) return own;
  const acquired = acquiredAbilities(givers, permanent, card);
  return acquired.length === 0 ? own : [...own, ...acquired];
}

/**
 * The activated abilities `givers` give the permanent, found through their index (grant-reach.ts):
 * the Auras and Equipment attached to it and its own grants by id, the others by groups of givers
 * alike, which reach alike but for "other". Each giver's grant is an ability of its own (two
 * Basal Slivers give two), so every giver of a group that reaches is read; a group that doesn't
 * reach is read once. Reading every giver for every permanent made "what may I do now" beside a
 * thousand unattached Auras read a thousand for each permanent.
 */
function acquiredAbilities(givers: readonly StaticSource[], permanent: Permanent, card: CardDefinition): readonly HeldAbility[] {
  const index = grantIndex(givers);
  const found: GrantFrom[] = [];
  for (const entry of index.attached.get(permanent.id) ?? []) if (entry.grant.ability) found.push(entry);
  for (const entry of index.self.get(permanent.id) ?? []) if (entry.grant.ability) found.push(entry);
  for (const { grant, givers: alike } of index.wide) {
    if (!grant.ability) continue;
    for (const entry of alike) {
      if (grant.other && entry.giver.id === permanent.id) continue;
      if (!grantReaches(grant, entry.giver, permanent, card)) break;
      found.push(entry);
    }
  }
  // In the givers' order, and each giver's grants in printed order.
  const held = found.map((entry) => {
    const source = givers[entry.at]!.card;
    return { at: entry.at, n: source.grants.indexOf(entry.grant), ability: entry.grant.ability!, by: entry.giver.id, card: source.name };
  });
  held.sort((a, b) => a.at - b.at || a.n - b.n);
  return held.map((h) => ({ ability: h.ability, grantedBy: { by: h.by, card: h.card, grant: h.n } }));
}
