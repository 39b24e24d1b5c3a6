/**
 * The rules called directly, for the engine benchmark (engine.ts): the Bolt's cast without
 * the charts, and the "what may I do now" question.
 */
import { activateManaForCostWithJournal, payTotalCost } from '../../src/costs/payment.js';
import { sourceOf } from '../../src/costs/self-costs.js';
import { hasCostChoices } from '../../src/casting/announce-costs.js';
import { dividesEffect } from '../../src/casting/division.js';
import { modesOf } from '../../src/casting/modes.js';
import { spliceCandidates } from '../../src/casting/splice.js';
import { costIncludesMana, lockTotalCost, totalCost } from '../../src/costs/total-cost.js';
import { BUILT_IN_CARDS, type CardLibrary } from '../../src/cards/library.js';
import { legalActions } from '../../src/activation/legal-actions.js';
import { hasX, hybridSymbols, moveCardToStack, phyrexianSymbols, recordTargets } from '../../src/casting/announce.js';
import { checkProposal } from '../../src/casting/legality.js';
import { checkTargetChoice, hasLegalTargets, needsTargets } from '../../src/casting/targets.js';
import { mayBeginCasting } from '../../src/casting/timing.js';
import type { GameState, PlayerId } from '../../src/game/state.js';
import { castTriggers, countCommanderCast, countSpellCast, releaseTriggers, targetTriggers } from '../../src/casting/triggers.js';
import { beginTriggerRound, endTriggerRound, roundAsk } from '../../src/casting/stack-triggers.js';
import { costEventTriggers } from '../../src/casting/cost-event-triggers.js';

const cards = BUILT_IN_CARDS;

/**
 * alice's Lightning Bolt at bob, with the rules called directly in the chart's order: every
 * src/ function the chart's guards and actions call for this cast, with the same arguments,
 * and nothing else (no event parsing or payload-shape checks, no XState). That includes each
 * 601.2b–d question "does this step apply?", the trigger checks at 601.2c, 601.2h and 601.2i,
 * and 601.2g's source search around the PAY event's payment; then, as the session does
 * after the cast, the round that puts the released triggers on the stack (CR 117.5).
 */
export function castDirectly(game: GameState): void {
  if (!mayBeginCasting(game, cards, 'alice', 'lightning-bolt').ok) throw new Error('may not begin');
  let g = moveCardToStack(game, cards, 'alice', 'lightning-bolt').game;
  let spell = g.stack[g.stack.length - 1]!;
  const skipped =
    modesOf(cards, spell) === undefined &&
    spliceCandidates(g, cards, spell).length === 0 &&
    !hasCostChoices(g, cards, spell) &&
    !hasX(g, cards, spell) &&
    hybridSymbols(g, cards, spell).length === 0 &&
    phyrexianSymbols(g, cards, spell).length === 0;
  if (!skipped || !needsTargets(cards, spell) || !hasLegalTargets(g, cards, spell) || !checkTargetChoice(g, cards, spell, [['bob']]).ok) throw new Error('targets');
  const targeted = recordTargets(g, spell, [['bob']]);
  let held = targetTriggers(g, cards, [['bob']], spell);
  g = targeted;
  spell = g.stack[g.stack.length - 1]!;
  if (dividesEffect(cards, spell) || !checkProposal(g, cards, spell).ok) throw new Error('proposal');
  const cost = lockTotalCost(totalCost(g, cards, spell));
  if (!costIncludesMana(cost)) throw new Error('no mana');
  const payment = { mana: 'auto', sacrifice: [], discard: [], exile: [], return: [], tap: [], untap: [], removeCounters: [], tapPower: [], convoke: [], improvise: [], delve: [] } as const;
  const activated = activateManaForCostWithJournal(g, cards, 'alice', cost, spell.card, payment, sourceOf(spell)).game;
  held = [...held, ...costEventTriggers(g, activated, cards)];
  const paid = payTotalCost(activated, cards, 'alice', cost, payment, spell.card);
  if (!paid.ok) throw new Error('payment');
  held = [...held, ...costEventTriggers(activated, paid.value, cards)];
  const cast = countCommanderCast(countSpellCast({ ...paid.value, priority: 'alice' }, 'alice'), spell);
  const released = releaseTriggers([...held, ...castTriggers(paid.value, cards, spell)], []);
  // CR 117.5: the session puts the released triggers on the stack before alice receives priority.
  if (released.length === 0) return;
  const { game: round, round: triggers } = beginTriggerRound(cast, cards, released);
  if (roundAsk(triggers) !== null) throw new Error('the trigger round asks a choice');
  endTriggerRound(round, triggers);
}

/** "What may this player do now": the session's query, legalActions (src/activation/legal-actions.ts). */
export function whatMayIDo(game: GameState, library: CardLibrary, player: PlayerId) {
  return legalActions(game, library, player);
}
