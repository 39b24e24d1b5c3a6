/**
 * CR 605.3b, 601.2g, 602.2b: a payment's mana abilities whose cost only taps permanents (their
 * own, or others the payment names: Springleaf Drum), activated as one change of the
 * battlefield. A payment of X from X lands activates X abilities one after another, and each
 * tap made a new battlefield: X × n on a board of n.
 *
 * Such an ability reads nothing but its own permanent and the ones named for its cost
 * (listing-memo.ts `readsOnlyWhatItNames`, while no static ability gives anything "as long as"
 * something holds, CR 611.3a), and its activation only taps those and adds its mana. So while no
 * activation before it taps a permanent it reads, activating those first changes nothing it
 * reads: it may be activated after them exactly when it may be now, and makes the same mana.
 * The game after them all in turn is the game with every permanent they tap tapped in one copy
 * of the battlefield and their mana added in the same order, with the same ids.
 * test/605.3b-activate-together.test.ts holds it to activating each in turn.
 */
import { chooseMade } from '../cards/mana-production.js';
import type { CardLibrary } from '../cards/library.js';
import type { ManaAbility } from '../cards/schema.js';
import { staticSources } from '../cards/static-sources.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import { addManaToPool, setTappedAll } from '../game/update.js';
import type { ManaType, ManaUnit } from '../mana/symbols.js';
import { spendOf } from './ability-sources.js';
import { readsOnlyWhatItNames, remembersWith } from './listing-memo.js';
import { activationRecord, checkManaActivation, newUnits, type ManaActivation, type ManaActivationRecord } from './mana-abilities.js';

/** One activation a payment plans: mana ability `ability` of permanent `object`, making `mana` where it offers a choice, tapping the permanents `tap` for a cost that taps others. */
export interface PlannedActivation {
  readonly object: ObjectId;
  readonly ability: number;
  readonly mana: string | undefined;
  readonly tap: readonly ObjectId[];
}

/** Whether activating `ability` taps permanents, its own or others named, and does nothing else but add its mana (no other cost, no use restriction, nothing more as it resolves). */
function onlyTaps(ability: ManaAbility): boolean {
  const selfTaps = ability.cost.filter((p) => p.kind === 'tapSelf').length;
  const otherTaps = ability.cost.filter((p) => p.kind === 'tap').length;
  return (
    selfTaps <= 1 &&
    otherTaps <= 1 &&
    selfTaps + otherTaps === ability.cost.length &&
    ability.cost.length > 0 &&
    ability.from === 'battlefield' &&
    readsOnlyWhatItNames(ability) &&
    !ability.oncePerTurn &&
    !ability.damageToController &&
    ability.putCounters === undefined &&
    ability.sacrificeIfNoCounters === undefined &&
    ability.otherEffect === undefined
  );
}

/**
 * Activates the longest run at the start of `planned` of abilities that only tap permanents,
 * none of which reads a permanent one before it taps, as one change; `count` says how many it
 * activated, none when fewer than two qualify. It refuses nothing: the rest is the caller's to
 * activate in turn, from the game this returns, and the first that doesn't qualify, or can't
 * be activated, is refused there as it would have been.
 */
export function activateLeadingRun(game: GameState, cards: CardLibrary, player: PlayerId, planned: readonly PlannedActivation[]): ManaActivation & { readonly count: number } {
  const none = { game, journal: [], activated: [], count: 0 };
  if (planned.length < 2 || !remembersWith(staticSources(game, cards))) return none;
  // Every permanent the run taps: what an activation's check reads (its own permanent and those it names) must not be among them.
  const tapped = new Set<ObjectId>();
  const run: { readonly planned: PlannedActivation; readonly made: readonly ManaType[]; readonly snow: boolean; readonly spend: ReturnType<typeof spendOf> }[] = [];
  for (const p of planned) {
    if (tapped.has(p.object) || p.tap.some((id) => tapped.has(id))) break;
    const checked = checkManaActivation(game, cards, player, p.object, p.ability, p.tap);
    if (!checked.ok || checked.value.zone !== 'battlefield' || !onlyTaps(checked.value.ability)) break;
    const made = chooseMade(checked.value.ability.produces, checked.value.amount, p.mana);
    if (!made.ok) break;
    if (checked.value.ability.cost.some((part) => part.kind === 'tapSelf')) tapped.add(p.object);
    for (const id of p.tap) tapped.add(id);
    run.push({ planned: p, made: made.value, snow: checked.value.snow, spend: spendOf(checked.value.ability, checked.value) });
  }
  if (run.length < 2) return none;
  let next = setTappedAll(game, tapped, true);
  const units: ManaUnit[] = [];
  const activated: ManaActivationRecord[] = [];
  for (const { planned: p, made, snow, spend } of run) {
    const [withIds, theirs] = newUnits(next, made, p.object, snow, spend);
    next = withIds;
    units.push(...theirs);
    activated.push(activationRecord(player, p.object, p.ability, made, [], p.tap));
  }
  return { game: addManaToPool(next, player, units), journal: [], activated, count: run.length };
}
