/**
 * CR 605.3a: the mana abilities of the permanents a player controls and of the cards in their
 * hand, each with what it makes now or why it can't be activated — the part of "what may I do
 * now" (activation/legal-actions.ts) that names every mana ability.
 *
 * The listing of mana sources (ability-sources.ts) meets each of those objects already, and
 * keeps a permanent's listing while nothing its abilities read can have changed
 * (listing-memo.ts). What an ability makes or why it can't be activated reads no more than
 * whether it is a source does, so each listing's answers are worked out once and handed to
 * every query that meets the listing again: a permanent that is the same object among the same
 * static sources (a tapped land's "it is tapped", say) is not asked again at each priority.
 */
import type { CardLibrary } from '../cards/library.js';
import { knownObjectCard } from '../cards/face-up.js';
import type { ManaAbility } from '../cards/schema.js';
import { findPlayer } from '../game/queries.js';
import type { GameState, PlayerId } from '../game/state.js';
import type { ManaType } from '../mana/symbols.js';
import { listingsOf, type AbilitySourceOption } from './ability-sources.js';
import type { ManaAbilityHolder } from './activation-check.js';
import { manaAbilitiesOf } from './held-mana-abilities.js';
import { manaAbilityAction, type ManaAbilityAction } from './mana-ability-action.js';
import { checkHeldManaActivation } from './mana-abilities.js';

/**
 * CR 605.3a: `player`'s mana abilities, of their permanents and then of their hand, each with
 * what it makes or why not. `abilities`: the player's sources on this game (abilitySources).
 */
export function manaAbilityActions(game: GameState, cards: CardLibrary, player: PlayerId, abilities: readonly AbilitySourceOption[]): readonly ManaAbilityAction[] {
  const listings = listingsOf(game, cards, player, abilities);
  const actions: ManaAbilityAction[] = [];
  const add = (answers: readonly ManaAbilityAction[]) => {
    for (let k = 0; k < answers.length; k += 1) actions.push(answers[k]!);
  };
  if (listings) {
    for (let at = 0; at < listings.length; at += 1) {
      const listing = listings[at]!;
      add(listing.answers ?? (listing.answers = answersOf(game, cards, player, listing.holder, listing.made?.sources ?? NO_SOURCES)));
    }
    return actions;
  }
  // No listing met the objects (a partial card in play stops every activation): each is asked.
  const battlefield = game.battlefield;
  for (let at = 0; at < battlefield.length; at += 1) if (battlefield[at]!.controller === player) add(answersOf(game, cards, player, { zone: 'battlefield', permanent: battlefield[at]! }, NO_SOURCES));
  for (const card of findPlayer(game, player)?.hand ?? []) add(answersOf(game, cards, player, { zone: 'hand', card }, NO_SOURCES));
  return actions;
}

/**
 * What each mana ability of the holder's object makes, or why it can't be activated: `sources`
 * are the object's own (a source passed the activation's check already); the others are asked
 * why not (checkHeldManaActivation).
 */
function answersOf(game: GameState, cards: CardLibrary, player: PlayerId, holder: ManaAbilityHolder, sources: readonly AbilitySourceOption[]): readonly ManaAbilityAction[] {
  const { zone } = holder;
  const object = zone === 'battlefield' ? holder.permanent : holder.card;
  const card = knownObjectCard(cards, object);
  if (!card) return NO_ACTIONS;
  const held = manaAbilitiesOf(game, cards, card, zone === 'battlefield' ? holder.permanent : undefined);
  const made = madeByAbility(sources);
  const answers: ManaAbilityAction[] = [];
  // What each definition the object has makes, as its first listed source says: a second of an
  // ability its object has twice is no source (ability-sources.ts, `copyListed`), and makes the same.
  let first: Map<ManaAbility, readonly ManaType[]> | undefined;
  for (let index = 0; index < held.length; index += 1) {
    if (held[index]!.from !== zone) continue;
    const listed = made[index];
    if (listed && held.length > 1 && !first?.has(held[index]!)) (first ??= new Map()).set(held[index]!, listed);
    const checked = listed ? null : checkHeldManaActivation(game, cards, player, holder, index);
    const produces = listed ?? (checked?.ok ? first?.get(held[index]!) : undefined);
    answers.push(manaAbilityAction(player, object.id, index, card.name, produces ?? NO_TYPES, checked && !checked.ok ? checked.refusal : null));
  }
  return answers;
}

/**
 * What each of an object's abilities makes, by ability number: the types its sources' ways make,
 * in the order they are listed. An ability of one way keeps its source's own list.
 */
function madeByAbility(sources: readonly AbilitySourceOption[]): readonly (readonly ManaType[] | undefined)[] {
  if (sources.length === 0) return NO_SOURCES_MADE;
  const made: (readonly ManaType[] | undefined)[] = [];
  for (const s of sources) {
    const known = made[s.ability];
    made[s.ability] = known ? withTypes(known, s.produces) : s.produces;
  }
  return made;
}

/** `known` and then the types of `more` it lacks. */
function withTypes(known: readonly ManaType[], more: readonly ManaType[]): readonly ManaType[] {
  const lacking = more.filter((t) => !known.includes(t));
  return lacking.length === 0 ? known : [...known, ...lacking];
}

const NO_SOURCES: readonly AbilitySourceOption[] = Object.freeze([]);
const NO_SOURCES_MADE: readonly (readonly ManaType[] | undefined)[] = Object.freeze([]);
const NO_ACTIONS: readonly ManaAbilityAction[] = Object.freeze([]);
const NO_TYPES: readonly ManaType[] = Object.freeze([]);
