/**
 * CR 605.3a, 602.2b, 601.2g–h: activating a mana ability whose cost includes mana (Signets)
 * when the player names no mana for it: as for any cost, they may first activate other mana
 * abilities (601.2g), then pay from the pool (601.2h). The solver picks both, within the
 * spending restrictions of the mana (CR 106.6) and "spend as though any colour" (609.4b).
 */
import type { CardLibrary } from '../cards/library.js';
import { splitCostParts } from '../cards/cost-parts.js';
import { holderObject } from '../game/ability-holder.js';
import type { GameState, ObjectId, PlayerId } from '../game/state.js';
import { searchManaPayment } from '../mana/solver.js';
import { cutSearchMessage } from '../mana/chain-budget.js';
import { refuse, type Result } from '../core/refusal.js';
import { activateForSolution, activationBudgets } from './auto-activate.js';
import { lifeCost, usesObject } from './mana-ability-costs.js';
import { abilitySources, activateManaAbilityWithJournal, checkManaActivation, conflicts, poolSources, type ManaActivation } from './mana-abilities.js';
import { costWays } from './source-options.js';
import { forPaying } from './spend.js';
import { defaultTapChoice } from './tap-others.js';
import { withFewerTapped } from './tap-sets.js';
import { objectCard } from '../cards/face-up.js';

/**
 * Activates mana ability `index` of `source`: with `pay`, paying the mana in its cost with
 * those pool units; without, with mana the solver finds (activating other mana abilities
 * first if it must). `tap` names the permanents a cost that taps others taps (tap-others.ts).
 * Refuses, changing nothing, if it can't be activated or paid.
 */
export function activateManaAbilityPaying(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  source: ObjectId,
  index = 0,
  mana?: string,
  pay?: readonly string[],
  tap?: readonly ObjectId[],
): Result<ManaActivation> {
  const checked = checkManaActivation(game, cards, player, source, index);
  if (!checked.ok) return checked;
  const { ability } = checked.value;
  const ways = costWays(splitCostParts(ability.cost).symbols).filter((w) => Object.values(w.cost).some((n) => n > 0));
  if (pay !== undefined || ways.length === 0) return activateManaAbilityWithJournal(game, cards, player, source, index, mana, pay ?? [], tap);
  const object = holderObject(checked.value);
  const self = usesObject(ability);
  // CR 602.2b: the permanents its cost taps can't also be tapped for the mana that pays it, and are fewer for the abilities that tap another.
  const tapped = tap ?? defaultTapChoice(game, cards, player, checked.value, ability);
  const helpers = withFewerTapped(
    abilitySources(game, cards, player).filter((s) => (s.object !== source || (s.ability !== index && !(self && s.usesObject))) && !s.uses.some((use) => tapped.includes(use.object) && conflicts('tap', use))),
    tapped,
  );
  const purpose = { kind: 'ability' as const, card: objectCard(cards, object) };
  const offered = forPaying(game, cards, player, [...poolSources(game, player), ...helpers], purpose);
  const options = activationBudgets(game, player, lifeCost(ability), cards, purpose);
  let cut = false;
  for (const way of ways) {
    const searched = searchManaPayment(way.cost, offered, options);
    cut ||= searched.cut;
    const solution = searched.solution;
    if (!solution) continue;
    const helped = activateForSolution(game, cards, player, solution, new Set(), new Set(tapped));
    if (!helped.ok) return helped;
    const activated = activateManaAbilityWithJournal(helped.value.game, cards, player, source, index, mana, helped.value.paying ?? [], tap);
    if (!activated.ok) return activated;
    const { journal, activated: records } = helped.value;
    return { ok: true, value: { game: activated.value.game, journal: [...journal, ...activated.value.journal], activated: [...records, ...activated.value.activated] } };
  }
  const printed = ability.cost.map((p) => (p.kind === 'mana' ? p.mana.printed : '')).join('');
  // The search past its bound can't say there is no payment: the player may name one (`pay`).
  if (cut) return refuse({ rule: '601.2h', code: 'CANNOT_ACTIVATE_MANA_ABILITY', message: `${object.card}'s cost (${printed}): ${cutSearchMessage(player)}` });
  return refuse({ rule: '601.2h', code: 'CANNOT_ACTIVATE_MANA_ABILITY', message: `${object.card}: ${player} can't pay the mana in its cost (${printed})` });
}
