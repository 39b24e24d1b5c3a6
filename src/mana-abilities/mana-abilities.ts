/**
 * CR 605: mana abilities. They don't use the stack and resolve at once. Most are
 * activated from the battlefield; some from a hand (Simian Spirit Guide). Their costs
 * (CR 602.2b, 118.3) are checked and paid in mana-ability-costs.ts, each part as
 * cards/cost-kinds.ts says: {T} of a creature needs it under its controller's control since
 * their most recent turn began, unless it has haste (CR 302.6). All the mana one activation
 * makes is of one type its controller chooses (CR 106.1b).
 */
import { partialCardRefusal, partialGameRefusal } from '../cards/gaps.js';
import type { CardLibrary } from '../cards/library.js';
import { objectCard } from '../cards/face-up.js';
import { findPermanent, findPlayer, getPlayer, objectWithId } from '../game/queries.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import { addManaToPool, loseLife, removeManaFromPool, withNewId } from '../game/update.js';
import type { ManaSourceOption } from '../mana/solver-types.js';
import type { ManaSpend, ManaType, ManaUnit } from '../mana/symbols.js';
import { chooseMade } from '../cards/mana-production.js';
import { checkManaPaid } from './mana-ability-mana.js';
import type { JournalEntry } from '../game/illegal-actions.js';
import { ok, refuse, type Result } from '../core/refusal.js';
import type { CostProblem } from '../cards/cost-kinds.js';
import { holderObject, type AbilityHolder } from '../game/ability-holder.js';
import { payManaAbilityCost } from './mana-ability-costs.js';
import { defaultTapChoice, payTapPart } from './tap-others.js';
import { checkHeldActivation, type ManaAbilityHolder, type ManaAbilityRef, type ManaActivationRef } from './activation-check.js';
import { spendOf } from './spend-of.js';
import { resolveSelfEffects } from './resolve-self.js';

/** The id the solver uses for an object's mana ability. */
export const manaAbilityId = (object: ObjectId, ability: number): string => `${object}#${ability}`;

export type { ManaAbilityRef, HandManaAbilityRef, ManaActivationRef } from './activation-check.js';
export { abilitySources, restrictedIn, tapSetsOf, type AbilitySourceOption } from './ability-sources.js';
export { spendOf } from './spend-of.js';
export { conflicts, type SourceUse } from './source-use.js';
export { manaAbilitiesOf } from './held-mana-abilities.js';

/**
 * CR 605.3a, 602.5, 302.6, 118.3: may `player` activate mana ability `index` of `source`
 * now? `source` is a permanent, or a card in the player's hand for abilities activated
 * from a hand. `tap`: the permanents named for a cost that taps others, if named already.
 */
export function checkManaActivation(game: GameState, cards: CardLibrary, player: PlayerId, source: ObjectId, index = 0, tap?: readonly ObjectId[]): Result<ManaActivationRef> {
  const permanent = findPermanent(game, source);
  const inHand = permanent ? undefined : objectWithId(findPlayer(game, player)?.hand ?? [], source);
  if (!permanent && !inHand) return cannot({ rule: '605.3', message: `there is no permanent "${source}" on the battlefield, nor such a card in ${player}'s hand` });
  return checkHeldManaActivation(game, cards, player, permanent ? { zone: 'battlefield', permanent } : { zone: 'hand', card: inHand! }, index, tap);
}

/**
 * CR 605.3a, 602.5, 302.6: checkManaActivation for an object already found (`holder`: the
 * permanent, or the card in the player's hand). "What may I do now" walks the battlefield and the
 * hand and asks about each object it holds; finding each again by id built the battlefield's
 * index in every query on a fresh board (a tenth of it at 10,000 permanents).
 */
export function checkHeldManaActivation(game: GameState, cards: CardLibrary, player: PlayerId, holder: ManaAbilityHolder, index = 0, tap?: readonly ObjectId[]): Result<ManaActivationRef> {
  const card = objectCard(cards, holderObject(holder));
  const partial = partialCardRefusal(cards, card, 'activateMana') ?? partialGameRefusal(game, cards, player, 'activateMana');
  if (partial) return refuse(partial);
  return checkHeldActivation(game, cards, player, holder, card, index, tap);
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
  const checked = checkManaActivation(game, cards, player, source, index, tap);
  if (!checked.ok) return checked;
  const { ability, snow, amount } = checked.value;
  const holder: AbilityHolder = checked.value;
  const object = holder.zone === 'battlefield' ? holder.permanent : holder.card;
  const made = chooseMade(ability.produces, amount, mana);
  if (!made.ok) return cannot({ rule: '605.3', message: `${object.card}: ${made.message}` });
  // The permanents named were judged with the cost (costProblem); the default is picked from the candidates, enough of which there are.
  const tapped = tap ?? defaultTapChoice(game, cards, player, holder, ability);
  const spent = checkManaPaid(game, cards, player, holder, ability, pay);
  if (!spent.ok) return cannot({ rule: spent.rule, message: `${object.card}: ${spent.message}` });
  const paid = payManaAbilityCost(removeManaFromPool(game, player, pay), player, holder, ability, index);
  const [next, units] = newUnits(payTapPart(paid.game, player, ability, tapped), made.value, object.id, snow, spendOf(ability, holder));
  const record = activationRecord(player, source, index, made.value, pay, tapped);
  // CR 605.3b, 120.3a: the rest of its effect as it resolves: "~ deals 1 damage to you" is a loss of life; then counters on its object, or its sacrifice (resolve-self.ts).
  const added = resolveSelfEffects(loseLife(addManaToPool(next, player, units), player, ability.damageToController ?? 0), ability, object.id);
  return ok({ game: added, journal: paid.journal, activated: [record] });
}

/** What a reversed cast keeps of one activation (CR 733.1): the mana it made, the pool mana it spent, the permanents it tapped besides its own. */
export function activationRecord(player: PlayerId, source: ObjectId, ability: number, made: readonly ManaType[], paid: readonly string[], tapped: readonly ObjectId[]): ManaActivationRecord {
  return { player, source, ability, type: made[0] ?? 'C', made, paid, ...(tapped.length > 0 ? { tapped } : {}) };
}

/** CR 106.1, 605.3b: the units of mana one activation of `source`'s ability makes, in the order made, each with a new id. */
export function newUnits(game: GameState, made: readonly ManaType[], source: ObjectId, snow: boolean, spend: ManaSpend | undefined): readonly [GameState, ManaUnit[]] {
  let next = game;
  const units: ManaUnit[] = [];
  for (const type of made) {
    const [withId, id] = withNewId(next, 'mana-');
    next = withId;
    units.push({ id, type, sourceId: source, snow, ...(spend ? { spend } : {}) });
  }
  return [next, units];
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

function cannot(problem: CostProblem): Result<never> {
  return refuse({ rule: problem.rule, code: 'CANNOT_ACTIVATE_MANA_ABILITY', message: problem.message });
}
