/** The readable transcript of a scenario run: one line per step, naming its rule. */
import type { ScenarioResult } from './run-scenario.js';
import type { GameView } from '../src/game/views.js';
import type { StackObject } from '../src/game/state.js';

/** A result, or one whose game is a player's view of it (`--view`). */
type Shown = Omit<ScenarioResult, 'game'> & { readonly game: ScenarioResult['game'] | GameView };

export function formatTranscript(result: Shown): string {
  const width = Math.max(6, ...result.steps.map((s) => s.rule.length));
  const lines = [`scenario: ${result.scenario}`];
  for (const step of result.steps) {
    const arrow = step.event ? `  <- ${step.event}${step.player ? ` (${step.player})` : ''}` : '';
    const cause = `${arrow}${step.skipped ? '  (skipped: does not apply)' : ''}`;
    lines.push(`  ${step.rule.padEnd(width)}  ${step.title}${cause}`);
  }
  for (const r of result.refusals) {
    lines.push(`refused: $.actions[${r.action}] ${r.event} (${r.player}): ${r.refusal.rule} ${r.refusal.code}: ${r.refusal.message} (waiting at ${r.waiting.rule}: ${r.waiting.title})`);
  }
  lines.push(`outcome: ${result.outcome}`);
  if (result.outcome === 'pending' || result.outcome === 'refused') lines.push(`waiting at: ${result.waiting.rule} ${result.waiting.title}`);
  if (result.lockedCost) {
    const { mana, life, actions } = result.lockedCost;
    const parts = [mana, ...(life > 0 ? [`${life} life`] : []), ...actions];
    lines.push(`locked cost: ${parts.join(', ')}`);
  }
  if (result.refusal) lines.push(`refusal: ${result.refusal.rule} ${result.refusal.code}: ${result.refusal.message}`);
  if (result.triggers.length > 0) lines.push(`waiting triggers: ${result.triggers.map((t) => `${t.source} (${t.on})`).join(', ')}`);
  lines.push(`stack (top first): ${[...result.game.stack].reverse().map((s) => `${stackLabel(s)} [${s.controller}]`).join(', ') || 'empty'}`);
  for (const player of result.game.players) {
    const pool = player.manaPool.map((m) => `{${m.type}}`).join('') || 'empty';
    const hand = 'hidden' in player.hand ? `${player.hand.hidden} hidden card(s)` : player.hand.map((c) => c.card).join(', ') || 'empty';
    lines.push(`${player.id}: ${player.life} life, mana pool ${pool}, hand ${hand}`);
  }
  return lines.join('\n');
}

/** CR 113.7: an ability on the stack is named after its source: activated (602.2a), or triggered and on what (603.3). */
function stackLabel(s: StackObject): string {
  if (s.kind === 'ability') return `${s.card}'s ability${s.grantedBy ? ` (from ${s.grantedBy.card})` : ''}`;
  return s.kind === 'trigger' ? `${s.card}'s trigger (${s.on})` : s.card;
}
