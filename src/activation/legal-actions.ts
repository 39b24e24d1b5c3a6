/**
 * "What may this player do now?" — the question an AI or a client asks at every priority
 * (CR 117.1): the cards they may begin casting (601.3), from every zone they may cast from,
 * each with each way it may be cast (its mana cost, each alternative cost, CR 118.9); the
 * abilities they may begin activating (602.5, 606.3); their mana abilities (605.3a); and for
 * each whether it could be paid now, asked of the one solver that pays (601.2g–h, 602.2b); and
 * the land cards they may play (305.1–305.3, a special action the app carries out).
 * The answer is for that player alone (CR 400.2): it names their own cards and public
 * objects only — their hand, graveyard, exile they may cast from, their commanders, the
 * battlefield — and says nothing of cards hidden from them.
 */
import type { ActivatedAbility } from '../cards/schema.js';
import { findCard, type CardLibrary } from '../cards/library.js';
import { knownObjectCard } from '../cards/face-up.js';
import { alikeCardsShare, alikeKind, answerNames, mayShare, type AlikeKind } from '../casting/alike-cards.js';
import { abilityDefinition } from '../cards/definition.js';
import { deepFrozen } from '../core/deep-freeze.js';
import { castCandidates, castEvent, castWays, facesToTry, isPayable, type CastActionEvent, type CastWay } from '../casting/castable.js';
import { landPlays, type LandPlay } from '../casting/land-plays.js';
import { payableProposal } from '../casting/look-ahead.js';
import type { CardObject, CastZone, GameState, ObjectId, Permanent, PlayerId, SpellChoices } from '../game/state.js';
import type { CardZone } from '../game/ability-holder.js';
import { findPlayer, findStackObject } from '../game/queries.js';
import type { Refusal } from '../core/refusal.js';
import { abilitySources, type AbilitySourceOption } from '../mana-abilities/mana-abilities.js';
import { manaAbilityActions } from '../mana-abilities/mana-answers.js';
import type { ManaAbilityAction } from '../mana-abilities/mana-ability-action.js';

export type { ManaAbilityAction } from '../mana-abilities/mana-ability-action.js';
import { mayBeginActivating, putAbilityOnStack } from './activation.js';
import { abilityGivers, heldAbilities } from './abilities-of.js';
import { oneQuery } from '../mana/chain-budget.js';

/** A card `player` may begin casting now (one face of a two-faced card, or both halves fused), with each way to cast it. */
export interface CastAction {
  /** The CAST event that begins it (CR 601.2a). */
  readonly event: CastActionEvent;
  readonly name: string;
  /** Where it is cast from. */
  readonly zone: CastZone;
  /** Its mana cost (`alternative` null, unless a rule forces one), then each alternative cost it may use from there. */
  readonly ways: readonly CastWay[];
  /** Whether some way could be paid now. */
  readonly payable: boolean;
}

/** An ability `player` may begin activating now (CR 602.5), and whether it could be paid now (602.2b, 601.2h). */
export interface ActivateAction {
  /** The ACTIVATE event that begins it (CR 602.2a). */
  readonly event: { readonly type: 'ACTIVATE'; readonly player: PlayerId; readonly source: ObjectId; readonly ability: number };
  /** The name of its source's card. */
  readonly name: string;
  /** The ability's text. */
  readonly text: string;
  /** CR 606: a loyalty ability. */
  readonly loyalty: boolean;
  /** The announcements and targets that make it payable, null if nothing does now. */
  readonly choices: (Pick<SpellChoices, 'modes' | 'x' | 'hybrid' | 'phyrexian'> & { readonly targets: readonly (readonly ObjectId[])[] }) | null;
  /** Why it can't be paid now (601.2c no legal targets, 601.2h unpayable), null if it can. */
  readonly refusal: Refusal | null;
}

/** One of the player's own cards or abilities they may not begin casting or activating now, and why (CR 601.3, 602.5). */
export type BarredAction =
  | { readonly event: CastAction['event']; readonly name: string; readonly refusal: Refusal }
  | { readonly event: ActivateAction['event']; readonly name: string; readonly refusal: Refusal };

/** What `player` may do now. */
export interface LegalActions {
  readonly player: PlayerId;
  readonly casts: readonly CastAction[];
  readonly activations: readonly ActivateAction[];
  readonly manaAbilities: readonly ManaAbilityAction[];
  /** CR 305.1–305.3: the land cards in their hand, each with the refusal playing it now would get (null: they may). */
  readonly lands: readonly LandPlay[];
  /** Their own cards and abilities that may not be begun now, each with the refusal CAST or ACTIVATE would get. */
  readonly barred: readonly BarredAction[];
}

/**
 * CR 117.1, 305.1, 601.3, 602.5, 605.3a: everything `player` may begin now, each with whether
 * it could be paid. Pure: it changes no game.
 */
export function legalActions(game: GameState, cards: CardLibrary, player: PlayerId): LegalActions {
  // One query: the chain searches of every card and ability share one budget (mana/chain-budget.ts).
  return oneQuery(() => actionsOf(game, cards, player));
}

function actionsOf(game: GameState, cards: CardLibrary, player: PlayerId): LegalActions {
  const casts: CastAction[] = [];
  const barred: BarredAction[] = [];
  // The board's mana abilities, found once for every question below.
  const abilities = abilitySources(game, cards, player);
  // Cards alike (one name in the hand, the graveyard or exile, equal in all but their ids) are cast the same ways: asked once.
  const waysOf = alikeCardsShare(cards, (card, face) => castWays(game, cards, player, card.id, face, abilities));
  // Indexed loops: the faces are a frozen constant, and for…of over a frozen array (a hand) takes V8's slow path.
  const candidates = castCandidates(game, player);
  for (let z = 0; z < candidates.length; z += 1) {
    const { zone, cards: inZone } = candidates[z]!;
    for (let c = 0; c < inZone.length; c += 1) {
      const card = inZone[c]!;
      const definition = findCard(cards, card.card);
      const name = definition?.name ?? card.card;
      const faces = facesToTry(definition);
      for (let f = 0; f < faces.length; f += 1) {
        const face = faces[f]!;
        const event = castEvent(player, card.id, definition, face);
        const ways = waysOf(card, face, zone);
        if (!ways.ok) barred.push({ event, name, refusal: ways.refusal });
        else casts.push({ event, name, zone, ways: ways.value, payable: ways.value.some(isPayable) });
      }
    }
  }
  const activating = activationActions(game, cards, player, abilities);
  return { player, casts, activations: activating.activations, manaAbilities: manaAbilityActions(game, cards, player, abilities), lands: landPlays(game, cards, player), barred: [...barred, ...activating.barred] };
}

/**
 * CR 602.2, 602.5, 400.2: the abilities `player` may begin activating, of every permanent and of
 * the cards in their own hand, graveyard and exile, and those of their own they may not (`barred`).
 */
function activationActions(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  abilities: readonly AbilitySourceOption[],
): { readonly activations: readonly ActivateAction[]; readonly barred: readonly BarredAction[] } {
  const activations: ActivateAction[] = [];
  const barred: BarredAction[] = [];
  const self = findPlayer(game, player);
  // The permanents that give activated abilities, found once for every object below.
  const givers = abilityGivers(game, cards);
  // Each ability's answer for the first card of each kind alike, by kind and ability index.
  const alikeAnswers = new Map<string, AlikeAnswer[]>();
  const remember = (kind: AlikeKind, index: number, answer: AlikeAnswer) => {
    const answers = alikeAnswers.get(kind.key) ?? alikeAnswers.set(kind.key, []).get(kind.key)!;
    answers[index] ??= answer;
  };
  // `zone`: where a card outside the battlefield is, so that it isn't searched for again (abilityHolder).
  const holds = (object: CardObject | Permanent, own: boolean, zone?: CardZone) => {
    // CR 712.8e: a permanent with its back face up has that face's abilities.
    const card = knownObjectCard(cards, object);
    if (!card) return;
    const id = object.id;
    const held = heldAbilities(givers, zone === undefined ? (object as Permanent) : undefined, card);
    if (held.length === 0) return;
    const kind = zone && alikeKind(object as CardObject, zone);
    // What each definition the object has gives once it may be begun: k Slivers give each Sliver k
    // of one ability, and each copy's choices and payability are the first's (its cost, targets
    // and the object they belong to are the same); each is still asked whether it may be begun.
    let answered: Map<ActivatedAbility, Pick<ActivateAction, 'choices' | 'refusal'>> | undefined;
    for (let index = 0; index < held.length; index += 1) {
      const { ability } = held[index]!;
      // CR 602.2: another player's object's ability is theirs alone unless any player may activate it; it would be refused and isn't listed.
      if (!own && !ability.anyPlayer) continue;
      const event = { type: 'ACTIVATE' as const, player, source: id, ability: index };
      // A card alike an earlier one (casting/alike-cards.ts) has its ability's answer.
      const alike = kind && alikeAnswers.get(kind.key)?.[index];
      const shared = alike && mayShare(abilityDefinition(card, ability), kind!.zone, alike.id, id, alike, alikeNames) ? alike : undefined;
      const allowed = shared ? undefined : mayBeginActivating(game, cards, player, id, index, zone === undefined ? undefined : { zone, card: object as CardObject });
      // A shared refusal is frozen once it is given to a second card.
      const refusal = shared ? shared.barred && deepFrozen(shared.barred) : allowed!.ok ? undefined : allowed!.refusal;
      if (refusal) {
        if (own) barred.push({ event, name: card.name, refusal });
        if (!alike && kind) remember(kind, index, { barred: refusal, id });
        continue;
      }
      // An answer given to a second action is frozen, as the ways of cards alike are.
      const known = shared?.answer ?? answered?.get(ability);
      const answer = known ? deepFrozen(known) : proposalAnswer(game, cards, player, id, index, abilities);
      if (held.length > 1 && !known) (answered ??= new Map()).set(ability, answer);
      if (!alike && kind) remember(kind, index, { answer, id });
      // Written out: an object spread after other fields takes V8's slow path.
      activations.push({ event, name: card.name, text: ability.text, loyalty: ability.loyalty ?? false, choices: answer.choices, refusal: answer.refusal });
    }
  };
  // Indexed loops over the battlefield: optimised code still made an iterator result for each permanent.
  const battlefield = game.battlefield;
  for (let at = 0; at < battlefield.length; at += 1) holds(battlefield[at]!, battlefield[at]!.controller === player);
  // Indexed too: for…of over a frozen hand takes V8's slow path.
  const hand = self?.hand ?? [];
  for (let at = 0; at < hand.length; at += 1) holds(hand[at]!, true, 'hand');
  const graveyard = self?.graveyard ?? [];
  for (let at = 0; at < graveyard.length; at += 1) holds(graveyard[at]!, true, 'graveyard');
  const exile = game.exile;
  for (let at = 0; at < exile.length; at += 1) if (exile[at]!.owner === player) holds(exile[at]!, true, 'exile');
  return { activations, barred };
}

/** An ability's answer for cards alike: the refusal to begin it, or its choices and payability. */
type AlikeAnswer = ({ readonly barred: Refusal; readonly answer?: never } | { readonly barred?: never; readonly answer: Pick<ActivateAction, 'choices' | 'refusal'> }) & { readonly id: ObjectId };

/** Whether an ability's answer names `id`: its refusal's words or its targets. */
const alikeNames = (alike: AlikeAnswer, id: ObjectId): boolean =>
  answerNames(alike.barred ? { targets: null, refusal: alike.barred } : { targets: alike.answer.choices?.targets ?? null, refusal: alike.answer.refusal }, id);

/** CR 601.2c–h, 602.2b: the choices that make ability `index` of `id` payable, put on the stack as proposed, or why none does. */
function proposalAnswer(game: GameState, cards: CardLibrary, player: PlayerId, id: ObjectId, index: number, abilities: readonly AbilitySourceOption[]): Pick<ActivateAction, 'choices' | 'refusal'> {
  const { game: proposed, id: onStack } = putAbilityOnStack(game, cards, player, id, index);
  const item = findStackObject(proposed, onStack)!;
  const found = payableProposal(proposed, cards, player, item, null, { list: abilities });
  if (!found.ok) return { choices: null, refusal: found.refusal };
  const { modes, x, hybrid, phyrexian, targets } = found.value.choices;
  return { choices: { modes, x, hybrid, phyrexian, targets }, refusal: null };
}
