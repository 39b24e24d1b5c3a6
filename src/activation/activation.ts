/**
 * CR 602: activating an ability that isn't a mana ability. Who may and when (602.5), the
 * ability created on the stack as an object that is not a card (602.2a), and what
 * completing an activation records (602.5b "only once each turn", 606.3 loyalty).
 */
import { noPriorityRefusal } from '../casting/priority.js';
import { isSummoningSick } from '../cards/characteristics.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import { usesOfSource } from '../cards/cost-parts.js';
import { abilityText } from '../cards/definition.js';
import { isSorceryTiming } from '../casting/timing.js';
import { splitSecondSpell } from '../casting/prohibitions.js';
import { activationBan, describeActivationBan } from '../cards/activation-bans.js';
import { partialCardRefusal, partialGameRefusal } from '../cards/gaps.js';
import { NO_CHOICES } from '../casting/announce.js';
import { controllerOf, countersOn, findPermanent, findPlayer, locate } from '../game/queries.js';
import type { AbilityGrant, AbilityOnStack, GameState, ObjectId, Permanent, PlayerId } from '../game/state.js';
import { pushStack, replaceCard, updatePermanent, withNewId } from '../game/update.js';
import { ok, refuse, type Refusal, type Result } from '../core/refusal.js';
import { abilityHolder, holderObject, type AbilityHolder } from '../game/ability-holder.js';
import { describeDuring, isDuring } from '../cards/during.js';
import { describeOnlyIf } from '../cards/describe.js';
import { holdsNow } from '../cards/only-if-holds.js';
import { blockersDeclared, isUnblockedAttacker } from '../game/combat.js';
import type { ActivatedAbility } from '../cards/schema.js';
import { abilityGivers, activatedAbilitiesOf, heldAbilities, type HeldAbility } from './abilities-of.js';
import { knownObjectCard, objectCard } from '../cards/face-up.js';
import { oneQuery } from '../mana/chain-budget.js';

/**
 * CR 602.5: may `player` begin activating ability number `index` of `source` (see
 * activatedAbilitiesOf) now? `known`: the object whose ability it is, as abilityHolder finds it,
 * when the caller holds it already (a query that lists a graveyard's cards would otherwise search
 * the graveyard again for each).
 */
export function mayBeginActivating(game: GameState, cards: CardLibrary, player: PlayerId, source: ObjectId, index: number, known?: AbilityHolder): Result<HeldAbility> {
  const turn = noPriorityRefusal(game, player, 'activate');
  if (turn) return refuse(turn);
  const holder = known ?? abilityHolder(game, source, player);
  if (!holder) {
    const where = locate(game, source);
    if (!where) return refuse(bad(`there is no object "${source}" in this game`));
    const zone = where.player === null ? `the ${where.zone}` : `${where.player}'s ${where.zone}`;
    return refuse(prohibited('602.2', `${source} is in ${zone}: its abilities can be activated only from the battlefield, or from its owner's hand, graveyard or exile when the ability says so`));
  }
  const object = holderObject(holder);
  const card = knownObjectCard(cards, object);
  if (!card) return refuse(bad(`"${object.card}" is not in the card library`));
  const partial = partialCardRefusal(cards, card, 'activate') ?? partialGameRefusal(game, cards, player, 'activate');
  if (partial) return refuse(partial);
  const held = activatedAbilitiesOf(game, cards, object.id, card)[index];
  if (!held) return refuse(bad(`${card.name} has no activated ability number ${index}`));
  const { ability, grantedBy } = held;
  if (ability.from !== holder.zone) {
    return refuse(prohibited('602.5', `${card.name}'s ability is activated from ${zoneWords(ability.from)}, and the card is in ${zoneWords(holder.zone)}`));
  }
  // CR 602.2: only the controller (or the owner, for a card in a hand, graveyard or exile) may activate it unless it says otherwise.
  const controller = controllerOf(object);
  if (controller !== player && !ability.anyPlayer) {
    return refuse(prohibited('602.2', `only ${controller} may activate ${card.name}'s ability`));
  }
  const splitSecond = splitSecondSpell(game, cards);
  if (splitSecond) return refuse({ rule: '702.61a', code: 'PROHIBITED', message: `${splitSecond.card} (${splitSecond.id}) has split second: while it is on the stack, no player may activate abilities that aren't mana abilities` });
  const banned = activationBan(game, cards, { id: object.id, card, controller }, false);
  if (banned) return refuse(prohibited('602.5', describeActivationBan(banned)));
  if ((ability.timing === 'sorcery' || ability.loyalty) && !isSorceryTiming(game, player)) {
    return refuse({
      rule: ability.loyalty ? '606.3' : '602.5d',
      code: 'SORCERY_TIMING',
      message: `${card.name}'s ability can be activated only during ${player}'s main phase while the stack is empty`,
    });
  }
  if (ability.during && !isDuring(game, player, ability.during)) {
    return refuse({ rule: '602.5d', code: 'PROHIBITED', message: `${card.name}'s ability can be activated only ${describeDuring(ability.during)}` });
  }
  if (ability.onlyIf && !holdsNow(game, cards, player, ability.onlyIf, holder.zone === 'battlefield' ? holder.permanent : undefined)) {
    return refuse(prohibited('602.5b', `${card.name}'s ability can be activated only if ${describeOnlyIf(ability.onlyIf, card.name)}`));
  }
  if (ability.condition === 'unblockedAttacker' && !game.battlefield.some((p) => isUnblockedAttacker(game, p))) {
    const when = blockersDeclared(game) ? 'no attacking creature is unblocked' : 'blockers have not been declared this combat (CR 509.1h)';
    return refuse(prohibited('702.49c', `${card.name}'s ninjutsu ability can be activated only while a creature is unblocked, and ${when}`));
  }
  if (ability.condition === 'attached' && !attachedToCreature(game, cards, holder)) {
    return refuse(prohibited('702.151a', `${card.name}'s ability can be activated only while it is attached to a creature`));
  }
  const limit = timesPerTurn(ability);
  if (holder.zone !== 'battlefield' && limit !== null && timesUsed(holder.card.activatedThisTurn, index) >= limit) {
    return refuse(prohibited('602.5b', usedUpMessage(`${card.name}'s ability`, limit)));
  }
  if (holder.zone === 'battlefield') {
    if (ability.loyalty && holder.permanent.loyaltyUsedThisTurn) {
      return refuse(prohibited('606.3', `a loyalty ability of ${card.name} was already activated this turn`));
    }
    const uses = usesOfSource(ability.cost);
    const tapsOrUntaps = uses.has('tap') || uses.has('untap');
    if (tapsOrUntaps && isSummoningSick(game, cards, holder.permanent)) {
      return refuse(prohibited('602.5a', `${card.name} hasn't been under ${player}'s control since their most recent turn began, so its {T} and {Q} abilities can't be activated`));
    }
    // CR 606.6: a loyalty ability with a negative cost can't be activated without that many loyalty counters.
    // A −X cost removes X, announced later (601.2b): the X on offer stops at the loyalty it has, and paying checks it.
    const removes = ability.cost.reduce((n, p) => n + (p.kind === 'counters' && p.counter === 'loyalty' && p.action === 'remove' && p.count !== 'X' ? p.count : 0), 0);
    const loyalty = countersOn(holder.permanent, 'loyalty');
    if (ability.loyalty && removes > loyalty) {
      return refuse(prohibited('606.6', `${card.name} has ${loyalty} loyalty, not the ${removes} this ability removes`));
    }
    if (limit !== null && activationsThisTurn(holder.permanent, index, grantedBy) >= limit) {
      return refuse(
        grantedBy
          ? prohibited('602.5c', `${usedUpMessage(`${card.name}'s ability from ${grantedBy.by}`, limit)} (it counts apart from identically worded abilities from other objects)`)
          : prohibited('602.5b', usedUpMessage(`${card.name}'s ability`, limit)),
      );
    }
  }
  return ok(held);
}

/** CR 602.5b: how many times each turn the ability may be activated ("only once each turn", "no more than twice each turn"); null: no limit. */
function timesPerTurn(ability: ActivatedAbility): number | null {
  return ability.oncePerTurn ? 1 : (ability.maxPerTurn ?? null);
}

/** How many times ability `index` appears among those recorded as activated this turn. */
function timesUsed(recorded: readonly number[] | undefined, index: number): number {
  return (recorded ?? []).filter((n) => n === index).length;
}

function usedUpMessage(what: string, limit: number): string {
  return limit === 1
    ? `${what} can be activated only once each turn, and it already was this turn`
    : `${what} can be activated no more than ${limit} times each turn, and it already was ${limit} times this turn`;
}

/** CR 602.5b–c: a restricted ability is used up per object, and an acquired one per object and giver. */
function activationsThisTurn(permanent: Permanent, index: number, grantedBy: AbilityGrant | null): number {
  if (!grantedBy) return timesUsed(permanent.activatedThisTurn, index);
  return (permanent.acquiredActivatedThisTurn ?? []).filter((g) => g.by === grantedBy.by && g.grant === grantedBy.grant).length;
}

/**
 * CR 602.2a: the ability is created on the stack as an object that is not a card; the
 * player who activated it controls it. A card activated from a hidden zone is revealed.
 */
export function putAbilityOnStack(game: GameState, cards: CardLibrary, player: PlayerId, source: ObjectId, index: number): { readonly game: GameState; readonly id: ObjectId } {
  const holder = abilityHolder(game, source, player);
  if (!holder) throw new Error(`no source "${source}" to activate`);
  const card = holderObject(holder).card;
  // CR 712.8e: an ability of a permanent's back face is that face's ability number `index`.
  const face = holder.zone === 'battlefield' && holder.permanent.face === 1 ? { face: 1 as const } : {};
  const held = activatedAbilitiesOf(game, cards, source, objectCard(cards, { card, ...face }))[index];
  if (!held) throw new Error(`${card} has no activated ability number ${index}`);
  const [withId, id] = withNewId(game, 'ability-');
  const revealed = holder.zone === 'hand' ? { revealed: holder.card.id } : {};
  const grantedBy = held.grantedBy ? { grantedBy: held.grantedBy } : {};
  const ability: AbilityOnStack = { kind: 'ability', id, card, source, ability: index, ...grantedBy, ...face, controller: player, choices: NO_CHOICES, ...revealed };
  return { game: pushStack(withId, ability), id };
}

/** CR 602.5b–c, 606.3: an activated ability's use restrictions, recorded on its source once it is activated. */
export function recordActivation(game: GameState, cards: CardLibrary, item: AbilityOnStack): GameState {
  const ability = abilityText(cards, item);
  if (!ability) return game;
  const permanent = findPermanent(game, item.source);
  if (!permanent) {
    // CR 602.5b: a card's once-each-turn ability activated from a hand (forecast) is used up on that card.
    const holder = timesPerTurn(ability) !== null ? abilityHolder(game, item.source, item.controller) : undefined;
    if (!holder || holder.zone === 'battlefield') return game;
    const used = { ...holder.card, activatedThisTurn: [...(holder.card.activatedThisTurn ?? []), item.ability] };
    return replaceCard(game, used);
  }
  const { grantedBy } = item;
  const once = timesPerTurn(ability) === null
    ? {}
    : grantedBy
      ? { acquiredActivatedThisTurn: [...(permanent.acquiredActivatedThisTurn ?? []), grantedBy] }
      : { activatedThisTurn: [...(permanent.activatedThisTurn ?? []), item.ability] };
  return updatePermanent(game, permanent.id, (p) => ({ ...p, ...(ability.loyalty ? { loyaltyUsedThisTurn: true } : {}), ...once }));
}

function zoneWords(zone: ActivatedAbility['from']): string {
  return zone === 'battlefield' ? 'the battlefield' : zone === 'exile' ? 'exile' : `its owner's ${zone}`;
}

/** CR 702.151a: the ability's permanent is attached to a creature (a permanent whose card is a creature card). */
function attachedToCreature(game: GameState, cards: CardLibrary, holder: AbilityHolder): boolean {
  if (holder.zone !== 'battlefield' || holder.permanent.attachedTo === undefined) return false;
  const host = findPermanent(game, holder.permanent.attachedTo);
  return host !== undefined && getCard(cards, host.card).types.includes('Creature');
}

function bad(message: string): Refusal {
  return { rule: '602.2a', code: 'BAD_PAYLOAD', message };
}

function prohibited(rule: '602.2' | '602.5' | '702.49c' | '702.151a' | '602.5a' | '602.5b' | '602.5c' | '606.3' | '606.6', message: string): Refusal {
  return { rule, code: 'PROHIBITED', message };
}

/** An ability that may be activated now: its source and its number (from 0, in printed order). */
export interface ActivatableAbility {
  readonly source: ObjectId;
  readonly ability: number;
}

/** CR 602.5: the abilities `player` could begin activating now: on the battlefield, and of cards in their hand, graveyard or exile. */
export function activatableAbilities(game: GameState, cards: CardLibrary, player: PlayerId): readonly ActivatableAbility[] {
  return oneQuery(() => activatableOf(game, cards, player));
}

function activatableOf(game: GameState, cards: CardLibrary, player: PlayerId): readonly ActivatableAbility[] {
  const own = findPlayer(game, player);
  const exiled = game.exile.filter((c) => c.owner === player);
  const holders: readonly AbilityHolder[] = [
    ...game.battlefield.map((permanent) => ({ zone: 'battlefield' as const, permanent })),
    ...(own?.hand ?? []).map((card) => ({ zone: 'hand' as const, card })),
    ...(own?.graveyard ?? []).map((card) => ({ zone: 'graveyard' as const, card })),
    ...exiled.map((card) => ({ zone: 'exile' as const, card })),
  ];
  // The permanents that give activated abilities, found once for every holder (as "what may I do now" does).
  const givers = abilityGivers(game, cards);
  return holders.flatMap((holder) => {
    const object = holderObject(holder);
    const { id } = object;
    const definition = knownObjectCard(cards, object);
    const held = definition ? heldAbilities(givers, holder.zone === 'battlefield' ? holder.permanent : undefined, definition) : [];
    return held.flatMap((_, ability) => (mayBeginActivating(game, cards, player, id, ability, holder).ok ? [{ source: id, ability }] : []));
  });
}
