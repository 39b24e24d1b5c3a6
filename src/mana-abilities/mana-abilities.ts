/**
 * CR 605: mana abilities. They don't use the stack and resolve at once. Most are
 * activated from the battlefield; some from a hand (Simian Spirit Guide). Their costs
 * (CR 602.2b, 118.3) are checked and paid in mana-ability-costs.ts, each part as
 * cards/cost-kinds.ts says: {T} of a creature needs it under its controller's control since
 * their most recent turn began, unless it has haste (CR 302.6). All the mana one activation
 * makes is of one type its controller chooses (CR 106.1b).
 */
import { activationBan, describeActivationBan } from '../cards/activation-bans.js';
import { describeOnlyIf } from '../cards/describe.js';
import { meetsOnlyIf } from '../cards/characteristics.js';
import { partialCardRefusal, partialGameRefusal } from '../cards/gaps.js';
import type { CardLibrary } from '../cards/library.js';
import type { ManaAbility } from '../cards/schema.js';
import { findPermanent, findPlayer, getPlayer } from '../game/queries.js';
import type { CardObject, GameState, ObjectId, Permanent, PlayerId } from '../game/state.js';
import { addManaToPool, loseLife, removeManaFromPool, withNewId } from '../game/update.js';
import type { ManaSourceOption } from '../mana/solver-types.js';
import type { Color, ManaSpend, ManaType, ManaUnit } from '../mana/symbols.js';
import { chooseMade } from '../cards/mana-production.js';
import { activationWays, wayOption, type ActivationWay } from './source-options.js';
import { checkManaPaid } from './mana-ability-mana.js';
import type { JournalEntry } from '../game/illegal-actions.js';
import { ok, refuse, type Result } from '../core/refusal.js';
import type { CostProblem } from '../cards/cost-kinds.js';
import type { AbilityHolder } from '../game/ability-holder.js';
import { costProblem, lifeLost, millCost, payManaAbilityCost, penaltyOf, producedAmount, resourceOf, usesObject } from './mana-ability-costs.js';
import { defaultTapChoice, payTapPart, tapCandidates, tapChoiceProblem, tapKey, tapPartOf } from './tap-others.js';
import { objectCard } from '../cards/face-up.js';

/** The id the solver uses for an object's mana ability. */
export const manaAbilityId = (object: ObjectId, ability: number): string => `${object}#${ability}`;

/** The object and ability index named by a `manaAbilityId` (a way's suffix, "/k" or "~v", is ignored). */
export function splitManaAbilityId(id: string): readonly [ObjectId, number] {
  const at = id.lastIndexOf('#');
  return [id.slice(0, at), Number(/^\d+/.exec(id.slice(at + 1))?.[0] ?? NaN)];
}

/** CR 602.2b: the permanent a solver id's way taps besides its object (the `@…` suffix of a Drum's way), or null. */
export function tappedByManaAbilityId(id: string): ObjectId | null {
  const rest = id.slice(id.lastIndexOf('#'));
  const at = rest.indexOf('@');
  return at < 0 ? null : rest.slice(at + 1);
}

interface AbilityCheck {
  readonly ability: ManaAbility;
  readonly index: number;
  /** CR 106.3: its mana is snow mana (the object is a snow permanent). */
  readonly snow: boolean;
  /** How many mana one activation makes now (Everflowing Chalice: one for each charge counter). */
  readonly amount: number;
}

/** A permanent's mana ability that may be activated now. */
export interface ManaAbilityRef extends AbilityCheck {
  readonly zone: 'battlefield';
  readonly permanent: Permanent;
}

/** A mana ability of a card in its owner's hand that may be activated now (Simian Spirit Guide). */
export interface HandManaAbilityRef extends AbilityCheck {
  readonly zone: 'hand';
  readonly card: CardObject;
}

export type ManaActivationRef = ManaAbilityRef | HandManaAbilityRef;

/**
 * CR 605.3a, 602.5, 302.6, 118.3: may `player` activate mana ability `index` of `source`
 * now? `source` is a permanent, or a card in the player's hand for abilities activated
 * from a hand.
 */
export function checkManaActivation(game: GameState, cards: CardLibrary, player: PlayerId, source: ObjectId, index = 0): Result<ManaActivationRef> {
  const permanent = findPermanent(game, source);
  const inHand = permanent ? undefined : findPlayer(game, player)?.hand.find((c) => c.id === source);
  if (!permanent && !inHand) return cannot({ rule: '605.3', message: `there is no permanent "${source}" on the battlefield, nor such a card in ${player}'s hand` });
  const object = (permanent ?? inHand) as CardObject;
  const card = objectCard(cards, object);
  const partial = partialCardRefusal(cards, card, 'activateMana') ?? partialGameRefusal(game, cards, player, 'activateMana');
  if (partial) return refuse(partial);
  const ability = card.manaAbilities[index];
  if (!ability) return cannot({ rule: '605.3', message: `${card.name} has no mana ability number ${index}` });
  if (permanent && permanent.controller !== player) return cannot({ rule: '605.3', message: `${player} doesn't control ${card.name}` });
  const zone = permanent ? 'battlefield' : 'hand';
  if (ability.from !== zone) return cannot({ rule: '605.3', message: `${card.name}'s mana ability is activated from the ${ability.from}, and ${card.name} is in the ${zone}` });
  // CR 602.5, 605.1a: a mana ability is an activated ability, so a ban without "unless they're mana abilities" stops it.
  const banned = activationBan(game, cards, { id: object.id, card, controller: permanent?.controller ?? object.owner }, true);
  if (banned) return cannot({ rule: '602.5', message: describeActivationBan(banned) });
  if (ability.onlyIf && !meetsOnlyIf(game, cards, player, ability.onlyIf, permanent)) return cannot({ rule: '602.5b', message: `${card.name}'s mana ability can be activated only if ${describeOnlyIf(ability.onlyIf, card.name)}` });
  const holder: AbilityHolder = permanent ? { zone: 'battlefield', permanent } : { zone: 'hand', card: object };
  const problem = costProblem(game, cards, player, holder, index);
  if (problem) return cannot(problem);
  // CR 605.1a: it stays a mana ability that may be activated when it would add no mana now
  // (Everflowing Chalice with no charge counters: it taps and adds nothing).
  const amount = producedAmount(game, cards, player, ability, holder);
  const snow = card.supertypes.includes('Snow');
  return ok(permanent ? { zone: 'battlefield', permanent, ability, index, snow, amount } : { zone: 'hand', card: object, ability, index, snow, amount });
}

/** CR 605.3a, 302.6: may `player` activate this permanent's mana ability now? (checkManaActivation also covers hands.) */
export function checkManaAbility(game: GameState, cards: CardLibrary, player: PlayerId, source: ObjectId, index = 0): Result<ManaAbilityRef> {
  const checked = checkManaActivation(game, cards, player, source, index);
  if (!checked.ok || checked.value.zone === 'battlefield') return checked as Result<ManaAbilityRef>;
  return cannot({ rule: '605.3', message: `${checked.value.card.card} is in ${player}'s hand, not on the battlefield` });
}

/** A mana ability's activation: the game after it, and what it did that can never be undone (CR 733.1). */
export interface ManaActivation {
  readonly game: GameState;
  readonly journal: readonly JournalEntry[];
  /** The activations made, in order, so a reversed cast may keep them (CR 733.1). */
  readonly activated: readonly ManaActivationRecord[];
}

/** One mana ability activated, enough to activate it again in the same way. */
export interface ManaActivationRecord {
  readonly player: PlayerId;
  readonly source: ObjectId;
  readonly ability: number;
  /** the type of the first mana it made */
  readonly type: ManaType;
  /** CR 106.1: all the mana it made, in order */
  readonly made: readonly ManaType[];
  /** CR 605.3b: the pool mana spent on its cost, by id */
  readonly paid: readonly string[];
  /** CR 602.2b: the permanents its cost tapped besides its own object (Springleaf Drum's creature), if any */
  readonly tapped?: readonly ObjectId[];
}

/**
 * CR 605.3b: activates a mana ability: its cost is paid — the mana it includes with the pool
 * mana `pay` names (CR 601.2h; see activate-mana.ts to have it found) — and its mana goes
 * straight to the pool. `mana` chooses what it makes where it offers a choice: one type ("W")
 * or the mana itself ("{W}{U}"); default: the first way it lists. `tap` names the permanents
 * a cost that taps other permanents taps (Springleaf Drum's creature, tap-others.ts); default:
 * ones that aren't mana sources themselves, if there are. The journal lists the cards
 * its cost moved out of a library (CR 733.1: never undone); a cast that activates it must
 * append them to its own journal.
 */
export function activateManaAbilityWithJournal(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  source: ObjectId,
  index = 0,
  mana?: string,
  pay: readonly string[] = [],
  tap?: readonly ObjectId[],
): Result<ManaActivation> {
  const checked = checkManaActivation(game, cards, player, source, index);
  if (!checked.ok) return checked;
  const { ability, snow, amount } = checked.value;
  const holder: AbilityHolder = checked.value;
  const object = holder.zone === 'battlefield' ? holder.permanent : holder.card;
  const made = chooseMade(ability.produces, amount, mana);
  if (!made.ok) return cannot({ rule: '605.3', message: `${object.card}: ${made.message}` });
  const tapped = tap ?? defaultTapChoice(game, cards, player, holder, ability);
  const wrongTap = tapChoiceProblem(game, cards, player, holder, ability, tapped);
  if (wrongTap) return cannot(wrongTap);
  const spent = checkManaPaid(game, cards, player, holder, ability, pay);
  if (!spent.ok) return cannot({ rule: spent.rule, message: `${object.card}: ${spent.message}` });
  const paid = payManaAbilityCost(removeManaFromPool(game, player, pay), player, holder, ability, index);
  let next = payTapPart(paid.game, player, ability, tapped);
  const units: ManaUnit[] = [];
  const spend = spendOf(ability, holder);
  for (const type of made.value) {
    const [withId, id] = withNewId(next, 'mana-');
    next = withId;
    units.push({ id, type, sourceId: object.id, snow, ...(spend ? { spend } : {}) });
  }
  const record: ManaActivationRecord = { player, source, ability: index, type: made.value[0] ?? 'C', made: made.value, paid: pay, ...(tapped.length > 0 ? { tapped } : {}) };
  // CR 605.3b, 120.3a: the rest of its effect as it resolves: "~ deals 1 damage to you" is a loss of life.
  const added = loseLife(addManaToPool(next, player, units), player, ability.damageToController ?? 0);
  return ok({ game: added, journal: paid.journal, activated: [record] });
}

/**
 * CR 605.3b: activates a mana ability and returns the game only. A cast must use
 * `activateManaAbilityWithJournal` instead when the cost can mill (Millikin).
 */
export function activateManaAbility(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  source: ObjectId,
  index = 0,
  mana?: string,
  pay: readonly string[] = [],
  tap?: readonly ObjectId[],
): Result<GameState> {
  const activated = activateManaAbilityWithJournal(game, cards, player, source, index, mana, pay, tap);
  return activated.ok ? ok(activated.value.game) : activated;
}

/** The mana in a player's pool, as solver sources; restricted mana pays nothing until `forPaying` (spend.ts) says what it may pay. */
export function poolSources(game: GameState, player: PlayerId): readonly ManaSourceOption[] {
  return getPlayer(game, player).manaPool.map((unit) => ({
    id: unit.id,
    produces: [unit.type],
    amount: 1,
    snow: unit.snow,
    inPool: true,
    ...(unit.spend ? { spend: unit.spend, onlyFor: [] } : {}),
  }));
}

/** A mana ability as a solver source, with the object it belongs to. */
export interface AbilitySourceOption extends ManaSourceOption {
  readonly object: ObjectId;
  readonly ability: number;
  readonly zone: 'battlefield' | 'hand';
  /** Its cost taps, untaps, sacrifices or exiles its object (so a convoke tap of the same creature excludes it). */
  readonly usesObject: boolean;
  /** The fixed mana this way of activating it makes (one of a `oneOf`), or null. */
  readonly made: readonly ManaType[] | null;
  /** CR 107.4e: how this way pays the hybrid symbols of its cost. */
  readonly hybrid: readonly Color[];
  /** CR 602.2b: the permanents this way taps besides its object (Springleaf Drum's creature); [] if its cost taps none. */
  readonly tap: readonly ObjectId[];
}

/**
 * The mana abilities `player` could activate now, as solver sources: battlefield first,
 * then the hand, one per way of activating each (source-options.ts: a fixed combination of a
 * `oneOf`, a way to pay hybrid symbols; tap-others.ts: each permanent a cost that taps another
 * could tap, named in `tap`). What one activation makes is in `produces`,
 * `oneType` and `mana`; `cost` is the mana it costs (a chain source); `lifeCost` and
 * `millCost` are what one activation spends; `penalty` ranks sources that wear or use
 * themselves up; ways that each need the object's {T} (or {Q}, or to remove it), or that are
 * ways of one ability, share an `exclusive` key, and every use of a permanent's {T} that
 * another ability could tap holds its `tapKey` (a Drum tapping a Llanowar Elves excludes the
 * Elves' own ability). Restricted mana (`spend`) pays nothing until
 * `forPaying` (spend.ts) says what it may pay.
 */
export function abilitySources(game: GameState, cards: CardLibrary, player: PlayerId): readonly AbilitySourceOption[] {
  const known = sourcesOf.get(game)?.get(player);
  if (known?.cards === cards) return known.sources;
  const sources = listAbilitySources(game, cards, player);
  const byPlayer = sourcesOf.get(game) ?? new Map<PlayerId, { readonly cards: CardLibrary; readonly sources: readonly AbilitySourceOption[] }>();
  byPlayer.set(player, { cards, sources });
  sourcesOf.set(game, byPlayer);
  return sources;
}

/**
 * abilitySources, worked out once per game value, player and library: a payment asks for them
 * at 601.2g to find the sources and again to activate the ones the solver chose (the game is
 * immutable, so the same game value has the same sources).
 */
const sourcesOf = new WeakMap<GameState, Map<PlayerId, { readonly cards: CardLibrary; readonly sources: readonly AbilitySourceOption[] }>>();

function listAbilitySources(game: GameState, cards: CardLibrary, player: PlayerId): readonly AbilitySourceOption[] {
  // CR 605.3a: only the player's own permanents (checkManaActivation refuses the others).
  const objects: readonly CardObject[] = [...game.battlefield.filter((p) => p.controller === player), ...(findPlayer(game, player)?.hand ?? [])];
  const listedOf = objects.map((object) =>
    objectCard(cards, object).manaAbilities.flatMap((_, index) => {
      const checked = checkManaActivation(game, cards, player, object.id, index);
      // An activation that would add no mana pays nothing, so it is no source for a payment.
      if (!checked.ok || checked.value.amount === 0) return [];
      const holder = checked.value as AbilityHolder;
      return [{ ...checked.value, holder, taps: tapCandidates(game, cards, player, holder, checked.value.ability) }];
    }),
  );
  // CR 602.2b: permanents some ability could tap for its cost: every use of their {T} holds their tap key.
  const tappable = new Set(listedOf.flat().flatMap((a) => a.taps));
  return objects.flatMap((object, o) => {
    const listed = listedOf[o] as (typeof listedOf)[number];
    const ways = listed.map((a) => activationWays(a.ability));
    const shared = (a: ManaAbility) => listed.filter((b) => resourceOf(b.ability) !== null && resourceOf(b.ability) === resourceOf(a)).length > 1;
    return listed.flatMap(({ ability, index, snow, amount, zone, holder, taps }, n): AbilitySourceOption[] => {
      const own = ways[n] as readonly ActivationWay[];
      const resource = resourceOf(ability);
      const choices: readonly (ObjectId | null)[] = tapPartOf(ability) ? taps : [null];
      const several = own.length * choices.length > 1;
      const key = shared(ability) || (several && resource !== null) ? `${object.id}/${resource}` : own.length > 1 && choices[0] === null ? `${object.id}/#${index}` : undefined;
      const spend = spendOf(ability, holder);
      return own.flatMap((way) =>
        choices.map((tapped) => {
          const keys = [...(key === undefined ? [] : [key]), ...(resource === 'T' && tappable.has(object.id) && key !== tapKey(object.id) ? [tapKey(object.id)] : []), ...(tapped === null ? [] : [tapKey(tapped)])];
          return {
            id: manaAbilityId(object.id, index) + way.key + (tapped === null ? '' : `@${tapped}`),
            ...wayOption(ability, way, amount, spend),
            snow,
            inPool: false,
            lifeCost: lifeLost(ability),
            millCost: millCost(ability),
            penalty: penaltyOf(ability),
            ...(keys.length === 0 ? {} : { exclusive: keys.length === 1 ? (keys[0] as string) : keys }),
            ...(spend ? { spend } : {}),
            object: object.id,
            ability: index,
            zone,
            usesObject: usesObject(ability),
            made: way.made,
            hybrid: way.hybrid,
            tap: tapped === null ? [] : [tapped],
          };
        }),
      );
    });
  });
}

/** CR 106.6: the restriction the mana of `ability` carries, with the creature type chosen for its object (Cavern of Souls). */
export function spendOf(ability: ManaAbility, holder: AbilityHolder): ManaSpend | undefined {
  if (!ability.spend) return undefined;
  const chosen = holder.zone === 'battlefield' ? holder.permanent.chosen?.creatureType : undefined;
  return { ...ability.spend, ...(chosen === undefined ? {} : { chosen }) };
}

function cannot(problem: CostProblem): Result<never> {
  return refuse({ rule: problem.rule, code: 'CANNOT_ACTIVATE_MANA_ABILITY', message: problem.message });
}
