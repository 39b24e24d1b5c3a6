/**
 * CR 605.3a, 602.5, 302.6, 118.3: whether a mana ability of an object already found may be
 * activated now — the checks of checkManaActivation (mana-abilities.ts) after it has found
 * the object and asked whether a partial card stops it. The listing of every source
 * (ability-sources.ts) finds each object by walking the battlefield and asks the game-wide
 * question once, so it starts here.
 */
import { activationBan, describeActivationBan } from '../cards/activation-bans.js';
import type { CostProblem } from '../cards/cost-kinds.js';
import { describeOnlyIf } from '../cards/describe.js';
import type { CardLibrary } from '../cards/library.js';
import { holdsNow } from '../cards/only-if-holds.js';
import type { CardDefinition, ManaAbility } from '../cards/schema.js';
import type { CardObject, GameState, ObjectId, Permanent, PlayerId } from '../game/state.js';
import { controllerOf } from '../game/queries.js';
import { ok, refuse, type Result } from '../core/refusal.js';
import { costProblem, producedAmount } from './mana-ability-costs.js';
import { manaAbilitiesOf } from './held-mana-abilities.js';

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

/** Where a mana ability is activated from (CR 605.3a): a permanent, or a card in a hand. */
export type ManaAbilityHolder = { readonly zone: 'battlefield'; readonly permanent: Permanent } | { readonly zone: 'hand'; readonly card: CardObject };

/**
 * CR 605.3a, 602.5, 302.6, 118.3: may `player` activate mana ability `index` of `card`, the
 * card of the permanent or card in their hand `holder` holds, now? (No partial card stops it:
 * the caller has asked.) `tap` names the permanents a part that taps others is to tap, if chosen
 * already (mana-ability-costs.ts: `costProblem`).
 */
export function checkHeldActivation(
  game: GameState,
  cards: CardLibrary,
  player: PlayerId,
  holder: ManaAbilityHolder,
  card: CardDefinition,
  index: number,
  tap?: readonly ObjectId[],
): Result<ManaActivationRef> {
  const permanent = holder.zone === 'battlefield' ? holder.permanent : undefined;
  const object = holder.zone === 'battlefield' ? holder.permanent : holder.card;
  const ability = manaAbilitiesOf(game, cards, card, permanent)[index];
  if (!ability) return cannot({ rule: '605.3', message: `${card.name} has no mana ability number ${index}` });
  if (permanent && permanent.controller !== player) return cannot({ rule: '605.3', message: `${player} doesn't control ${card.name}` });
  if (ability.from !== holder.zone) return cannot({ rule: '605.3', message: `${card.name}'s mana ability is activated from the ${ability.from}, and ${card.name} is in the ${holder.zone}` });
  // CR 602.5, 605.1a: a mana ability is an activated ability, so a ban without "unless they're mana abilities" stops it.
  const banned = activationBan(game, cards, { id: object.id, card, controller: controllerOf(object) }, true);
  if (banned) return cannot({ rule: '602.5', message: describeActivationBan(banned) });
  if (ability.onlyIf && !holdsNow(game, cards, player, ability.onlyIf, permanent)) return cannot({ rule: '602.5b', message: `${card.name}'s mana ability can be activated only if ${describeOnlyIf(ability.onlyIf, card.name)}` });
  const problem = costProblem(game, cards, player, holder, ability, index, tap);
  if (problem) return cannot(problem);
  // CR 605.1a: it stays a mana ability that may be activated when it would add no mana now
  // (Everflowing Chalice with no charge counters: it taps and adds nothing).
  const amount = producedAmount(game, cards, player, ability, holder);
  const snow = card.supertypes.includes('Snow');
  return ok(permanent ? { zone: 'battlefield', permanent, ability, index, snow, amount } : { zone: 'hand', card: object, ability, index, snow, amount });
}

function cannot(problem: CostProblem): Result<never> {
  return refuse({ rule: problem.rule, code: 'CANNOT_ACTIVATE_MANA_ABILITY', message: problem.message });
}
