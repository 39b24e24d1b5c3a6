/**
 * CR 605.3b, 601.2g: a payment's mana abilities whose cost only taps permanents (their own, or
 * others the payment names: Springleaf Drum), spends mana from the pool (a Signet's {1}),
 * puts counters on their own object or removes them (Wall of Roots, Gemstone Mine), sacrifices
 * it (Lotus Petal, a Treasure) and costs or loses life (Mana Confluence, a painland), activated as
 * one change of the battlefield.
 * A payment of X from X lands activates X abilities one after another, and each tap made a new
 * battlefield: X × n on a board of n.
 *
 * Such an ability reads nothing but its own permanent, the ones named for its cost and the
 * pool mana named for its mana, and its controller's life total when it costs life
 * (listing-memo.ts `readsWhatItNamesAndLife`, while no static ability gives anything "as long
 * as" something holds, CR 611.3a), and its activation only taps those, spends that mana,
 * changes its own permanent (counters, its use this turn, CR 602.5b), takes life (paid,
 * CR 119.4, or dealt to its controller as damage, CR 120.3a: a loss) and adds its own mana.
 * Sacrificing its object and paying life read the restrictions in force (CR 118.3, 119.8),
 * which come from the static sources: while none sacrificed or changed is one, they stay. So
 * while no activation before it taps, changes or sacrifices a permanent it reads, activating
 * those first changes nothing it reads but the pool, which the run keeps as it stands
 * (pool-index.ts), and the life total, which the run counts down: it may be activated after
 * them exactly when it may be now with that life, and makes the same mana. The game after them
 * all in turn is the game with every permanent they tap tapped, every one they change changed
 * and every one they sacrifice (for the cost, or as it resolves with its last counter gone,
 * CR 701.21) gone to its owner's graveyard, in one copy of the battlefield, the mana they spend
 * gone and their mana added in the same order, with the same ids (a card sacrificed for the
 * cost takes its new id before the mana its ability makes, one sacrificed as it resolves
 * after, CR 400.7), and the life they take lost at once (life lost in steps and in one loss
 * leave the same total and the same life lost this turn).
 * An ability that also reads the game through a count of objects ("Activate only if you control
 * a Swamp", CR 602.5b; "Add {B} for each Swamp you control", CR 106.1) joins while the run
 * before it has only tapped permanents and spent and made mana, and its count doesn't look at
 * whether a permanent is tapped (listing-memo.ts `readsCountsBlindToTaps`): then it counts the
 * same on the game before the run, where its check is made (and the count remembered for the
 * run's other abilities, cards/count-memo.ts), as after it.
 * test/605.3b-activate-together.test.ts holds it to activating each in turn.
 */
import { chooseMade } from '../cards/mana-production.js';
import { counterChange } from '../cards/cost-kinds.js';
import type { CardLibrary } from '../cards/library.js';
import type { ManaAbility } from '../cards/schema.js';
import { staticSources } from '../cards/static-sources.js';
import type { GameState, ObjectId, Permanent, PlayerId } from '../game/state.js';
import { addManaToPool, asNewObject, leaveBattlefield, loseLife, plusCounters, removeManaFromPool, setTappedAll, updatePermanents } from '../game/update.js';
import type { ManaUnit } from '../mana/symbols.js';
import { spendOf } from './spend-of.js';
import { readsCountsBlindToTaps, readsWhatItNamesAndLife, remembersWith } from './listing-memo.js';
import { activateManaAbilityWithJournal, activationRecord, checkManaActivation, newUnits, type ManaActivation, type ManaActivationRecord } from './mana-abilities.js';
import { checkManaPaid } from './mana-ability-mana.js';
import { lifeCost, lifeLost, withUseRecorded } from './mana-ability-costs.js';
import { sacrificedAsItResolves } from './resolve-self.js';
import { PoolIndex, type PoolClaim } from './pool-index.js';
import { getPlayer } from '../game/queries.js';
import type { JournalEntry } from '../game/illegal-actions.js';
import { ok, type Result } from '../core/refusal.js';
import { lifeProblem } from '../cards/cost-parts.js';

/**
 * One activation a payment plans: mana ability `ability` of permanent `object`, making `mana`
 * where it offers a choice, tapping the permanents `tap` for a cost that taps others, paying
 * the mana in its cost with the pool mana `pays` claims (none if absent).
 */
export interface PlannedActivation {
  readonly object: ObjectId;
  readonly ability: number;
  readonly mana: string | undefined;
  readonly tap: readonly ObjectId[];
  readonly pays?: readonly PoolClaim[];
}

/**
 * Whether activating `ability` taps permanents, its own or others named, spends mana, puts
 * counters on its own object or removes them, sacrifices it, pays life, and does nothing else
 * but add its mana and, as it resolves, deal damage to its controller, put counters on its
 * object or sacrifice it when it has none of a kind left (no other cost). What else it does
 * that the engine keeps as text only (`otherEffect`: Astrolabe's draw at the next upkeep) it
 * does alike in a run or alone: nothing.
 */
function joinsRun(ability: ManaAbility): boolean {
  // One pass over the parts, counting (asked of each activation an automatic payment makes).
  let selfTaps = 0;
  let otherTaps = 0;
  let sacrifices = 0;
  let counters = 0;
  let mana = 0;
  let life = 0;
  for (let i = 0; i < ability.cost.length; i += 1) {
    const { kind } = ability.cost[i]!;
    if (kind === 'tapSelf') selfTaps += 1;
    else if (kind === 'tap') otherTaps += 1;
    else if (kind === 'sacrificeSelf') sacrifices += 1;
    else if (kind === 'counters') counters += 1;
    else if (kind === 'mana') mana += 1;
    else if (kind === 'life') life += 1;
  }
  return (
    selfTaps <= 1 &&
    otherTaps <= 1 &&
    sacrifices <= 1 &&
    selfTaps + otherTaps + sacrifices + counters > 0 &&
    selfTaps + otherTaps + sacrifices + counters + mana + life === ability.cost.length &&
    ability.from === 'battlefield' &&
    readsCountsBlindToTaps(ability)
  );
}

/**
 * What activating mana ability number `index`, `ability`, does to its own object when it stays:
 * the counters its cost puts or removes, in the cost's order (CR 122.1), its use this turn
 * recorded when it may be used once (CR 602.5b), then the counters it puts as it resolves; or
 * nothing (undefined).
 */
function ownObjectChange(ability: ManaAbility, index: number): ((permanent: Permanent) => Permanent) | undefined {
  const put = ability.putCounters;
  if (!ability.oncePerTurn && !put && !ability.cost.some((part) => part.kind === 'counters')) return undefined;
  return (permanent) => {
    let changed = permanent;
    for (const part of ability.cost) if (part.kind === 'counters') changed = plusCounters(changed, part.counter, counterChange(part));
    if (ability.oncePerTurn) changed = withUseRecorded(changed, index);
    return put ? plusCounters(changed, put.counter, put.count) : changed;
  };
}

/**
 * Activates the longest run of `planned` from `from` on of abilities that only tap permanents,
 * spend mana and wear or sacrifice their own (`joinsRun`), none of which reads a permanent one
 * before it taps, changes or sacrifices, as one change; `count`
 * says how many it activated, none when the first doesn't qualify. The mana an ability's cost
 * spends is what its `pays` claims from `pool` as the run has left it (none without a pool),
 * and `pool` follows the run: what it spends leaves it, what it makes joins it. It refuses
 * nothing: the rest is the caller's to activate in turn, from the game this returns, and the
 * first that doesn't qualify, or can't be activated, is refused there as it would have been.
 */
export function activateRun(game: GameState, cards: CardLibrary, player: PlayerId, planned: readonly PlannedActivation[], pool?: PoolIndex, from = 0): ManaActivation & { readonly count: number } {
  const none = { game, journal: [], activated: [], count: 0 };
  const statics = staticSources(game, cards);
  if (planned.length <= from || !remembersWith(statics)) return none;
  // Every permanent the run taps, sacrifices or changes otherwise: what an activation's check reads (its own permanent and those it names) must not be among them.
  const used = new Set<ObjectId>();
  const tapping: ObjectId[] = [];
  // What the run does to its abilities' own objects besides tapping them (counters, a use recorded), by object.
  const changes = new Map<ObjectId, (permanent: Permanent) => Permanent>();
  // CR 400.7: those sacrificed, and the new ids their cards take, in the order taken (for the cost: before the mana its ability makes; as it resolves: after).
  const leaving: ObjectId[] = [];
  const taken: ObjectId[] = [];
  const spent: string[] = [];
  const units: ManaUnit[] = [];
  const activated: ManaActivationRecord[] = [];
  // CR 119.4, 120.3a: the life the run has taken so far, paid or lost to damage.
  let lost = 0;
  // Whether the run so far has only tapped permanents and spent and made mana: nothing an ability that counts objects reads (readsCountsBlindToTaps).
  let onlyTapped = true;
  let next = game;
  const leave = (object: ObjectId): void => {
    const [withId, card] = asNewObject(next, { id: object });
    next = withId;
    leaving.push(object);
    taken.push(card.id);
  };
  for (let i = from; i < planned.length; i += 1) {
    const p = planned[i] as PlannedActivation;
    if (used.has(p.object) || p.tap.some((id) => used.has(id))) break;
    const checked = checkManaActivation(game, cards, player, p.object, p.ability, p.tap);
    if (!checked.ok || checked.value.zone !== 'battlefield' || !joinsRun(checked.value.ability)) break;
    const { ability } = checked.value;
    // CR 602.5b, 106.1: one that counts objects was checked on the game before the run, which counts as the game after it only while the run has only tapped.
    if (!onlyTapped && !readsWhatItNamesAndLife(ability)) break;
    const sacrifices = ability.cost.some((part) => part.kind === 'sacrificeSelf');
    // CR 701.21: sacrificed as it resolves, right after its mana is added, when its cost and what it puts leave it no counters of a kind.
    const sacrificedAfter = !sacrifices && sacrificedAsItResolves(checked.value.permanent, ability);
    const change = ownObjectChange(ability, p.ability);
    // A static source sacrificed or changed would change what the rest read (the restrictions in force among it).
    if ((sacrifices || sacrificedAfter || change) && statics.some((source) => source.permanent.id === p.object)) break;
    const made = chooseMade(ability.produces, checked.value.amount, p.mana);
    if (!made.ok) break;
    // CR 119.4: life it pays is paid from the total the run has left (checked above against the total before the run).
    const paysLife = lifeCost(ability);
    if (paysLife > 0 && lost > 0 && lifeProblem(loseLife(game, player, lost), cards, player, paysLife)) break;
    const pay = pool && p.pays ? pool.claim(p.pays) : [];
    const paysMana = pay.length > 0 || ability.cost.some((part) => part.kind === 'mana');
    if (paysMana && !checkManaPaid(game, cards, player, checked.value, ability, pay, pool ? (id) => pool.unit(id) : () => undefined).ok) break;
    const tapsSelf = ability.cost.some((part) => part.kind === 'tapSelf');
    if (tapsSelf) tapping.push(p.object);
    tapping.push(...p.tap);
    if (tapsSelf || sacrifices || sacrificedAfter || change) used.add(p.object);
    for (const id of p.tap) used.add(id);
    if (change) changes.set(p.object, change);
    if (sacrifices) leave(p.object);
    const [withIds, theirs] = newUnits(next, made.value, p.object, checked.value.snow, spendOf(ability, checked.value));
    next = withIds;
    if (sacrificedAfter) leave(p.object);
    pool?.remove(pay);
    pool?.add(theirs);
    spent.push(...pay);
    units.push(...theirs);
    lost += lifeLost(ability);
    // Anything but a tap ends it: a sacrifice or counters change what a count may count (life, which no count reads now, too).
    if (sacrifices || sacrificedAfter || change || lost > 0) onlyTapped = false;
    activated.push(activationRecord(player, p.object, p.ability, made.value, pay, p.tap));
  }
  if (activated.length === 0) return none;
  const sacrificed = new Set(leaving);
  const tapped = setTappedAll(next, tapping.filter((id) => !sacrificed.has(id)), true);
  const changed = changes.size === 0 ? tapped : updatePermanents(tapped, changes.keys(), (q) => (changes.get(q.id) as (permanent: Permanent) => Permanent)(q));
  const left = leaving.length === 0 ? changed : leaveBattlefield(changed, leaving, 'graveyard', (id) => {
    throw new Error(`no permanent "${id}" to sacrifice`);
  }, taken);
  const paid = loseLife(removeManaFromPool(left, player, spent), player, lost);
  const gone = new Set(spent);
  return { game: addManaToPool(paid, player, units.filter((u) => !gone.has(u.id))), journal: [], activated, count: activated.length };
}

/**
 * CR 605.3b, 601.2g: activates `planned` in order, each paying the mana in its cost with what
 * its `pays` claims from the pool as the ones before it left it: runs that qualify as one
 * change (`activateRun`), any other alone. Refuses, changing nothing, at the first that
 * can't be activated. `pool` follows the activations (by default an index of the pool now).
 */
export function activateInOrder(game: GameState, cards: CardLibrary, player: PlayerId, planned: readonly PlannedActivation[], pool = new PoolIndex(getPlayer(game, player).manaPool)): Result<ManaActivation> {
  let next = game;
  const journal: JournalEntry[] = [];
  const activated: ManaActivationRecord[] = [];
  for (let i = 0; i < planned.length; ) {
    const run = activateRun(next, cards, player, planned, pool, i);
    if (run.count > 0) {
      next = run.game;
      activated.push(...run.activated);
      i += run.count;
      continue;
    }
    const p = planned[i] as PlannedActivation;
    const pay = pool.claim(p.pays ?? []);
    const alone = activateManaAbilityWithJournal(next, cards, player, p.object, p.ability, p.mana, pay, p.tap);
    if (!alone.ok) return alone;
    next = alone.value.game;
    journal.push(...alone.value.journal);
    activated.push(...alone.value.activated);
    // An activation spends the units named and adds its own at the end of the pool (mana-abilities.ts).
    pool.remove(pay);
    pool.add(getPlayer(next, player).manaPool.slice(pool.size));
    i += 1;
  }
  return ok({ game: next, journal, activated });
}
