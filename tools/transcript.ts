/**
 * The readable transcript of a scenario run: one line per step, naming its rule. Each event
 * is on the line of the step that received it (the step waiting for it; CAST and ACTIVATE are
 * received by the session while a player holds priority, CR 117.1), with the choice it made in
 * words when the run was traced (transcript-trace.ts); each run of skipped steps is one line;
 * a pending run ends with what its step waits for and the legal options (`promptOf`). With a
 * player's view (`--view`), no card hidden from that player is named (CR 400.2).
 */
import type { ScenarioResult } from './run-scenario.js';
import type { FaceDownSpell, GameView } from '../src/game/views.js';
import type { GameState, StackObject } from '../src/game/state.js';
import type { Refusal } from '../src/core/refusal.js';
import type { CastEvent } from '../src/events/schema.js';
import type { StepRecord } from '../machines/reading.js';
import { stepAt } from '../machines/steps/index.js';
import { choiceInWords } from './transcript-choices.js';
import { namesIn } from './transcript-names.js';
import { askLines } from './transcript-prompt.js';
import type { TranscriptTrace } from './transcript-trace.js';

export type { TranscriptTrace } from './transcript-trace.js';
export { traceRun } from './transcript-trace.js';

/** A result, or one whose game is a player's view of it (`--view`). */
type Shown = Omit<ScenarioResult, 'game'> & { readonly game: ScenarioResult['game'] | GameView };

/** A step as the transcript reads it: its record, and with a trace the event object and the game after it. */
interface Step {
  readonly record: StepRecord;
  readonly event?: unknown;
  readonly game?: GameState;
  readonly refused?: Refusal | null;
}

interface Line {
  readonly rule: string;
  readonly title: string;
  received?: string;
  /** The skipped steps folded into this line, by name. */
  readonly skipped?: string[];
  lastRule?: string;
}

/** CR 117.1: the session's step that receives CAST and ACTIVATE. */
const PRIORITY = { rule: '117.1', title: 'A player holds priority' };

/** The name of a skipped step: its prompt's step name (`modes`, `x`, `divide`…), or its state's. */
function skippedName(record: StepRecord): string {
  const below = record.state.split('.').slice(1).join('.');
  return stepAt(below)?.step ?? record.state.split('.').pop()!;
}

/** The step lines of the run: each event on the line of the step that received it, skipped steps folded. */
function stepLines(steps: readonly Step[], trace: TranscriptTrace | undefined, viewer: string | null): Line[] {
  const lines: Line[] = [];
  const gameBefore = (i: number): GameState | undefined => (i > 0 ? steps[i - 1]!.game : trace?.start);
  // Consecutive steps the same event object led into: the event passed on from one step to the next (601.2g → 601.2h).
  const sameEvent = (i: number, j: number) => steps[i] !== undefined && steps[j] !== undefined && steps[j]!.record.event !== null && steps[i]!.event !== undefined && steps[j]!.event === steps[i]!.event;
  let chainStart = 0;
  steps.forEach((step, i) => {
    const { record } = step;
    if (record.event !== null) {
      if (!sameEvent(i - 1, i)) chainStart = i;
      const passedOn = sameEvent(i, i + 1);
      const received = `${record.event}${record.player ? ` (${record.player})` : ''}${passedOn ? `: passed on to ${record.rule}` : describe(steps, i, gameBefore(chainStart), trace, viewer)}${step.refused ? ` — refused: ${step.refused.rule} ${step.refused.code}: ${step.refused.message}` : ''}`;
      if (record.state === 'priority') {
        lines.push({ rule: record.rule, title: record.title, received });
        return;
      }
      const receiver = record.event === 'CAST' || record.event === 'ACTIVATE' ? undefined : [...lines].reverse().find((l) => l.skipped === undefined);
      if (receiver && receiver.received === undefined) receiver.received = received;
      else lines.push({ ...PRIORITY, received });
    }
    const last = lines.at(-1);
    if (record.skipped && last?.skipped) {
      last.skipped.push(skippedName(record));
      last.lastRule = record.rule;
    } else if (record.skipped) lines.push({ rule: record.rule, title: '', skipped: [skippedName(record)] });
    else lines.push({ rule: record.rule, title: record.title });
  });
  return lines;
}

/** `: the choice in words`, when the run was traced. */
function describe(steps: readonly Step[], at: number, before: GameState | undefined, trace: TranscriptTrace | undefined, viewer: string | null): string {
  if (!trace || before === undefined) return '';
  let end = at;
  while (end + 1 < steps.length && (steps[end + 1]!.record.event === null || steps[end + 1]!.event === steps[at]!.event)) end += 1;
  // CR 733: a reversal puts the game back; what the event did is read before it.
  if (end > at && steps[end]!.record.rule === '733') end -= 1;
  const after = steps[end]!.game ?? before;
  const event = steps[at]!.event as CastEvent;
  return `: ${choiceInWords({ event, before, after, cards: trace.cards, nameOf: namesIn([after, before], viewer) })}`;
}

/** `601.2c–d` for a run of rules. */
function ruleSpan(first: string, last: string | undefined): string {
  if (last === undefined || last === first) return first;
  const common = [...first].findIndex((c, i) => c !== last[i]);
  return common > 0 && first.length === last.length && common === first.length - 1 ? `${first}–${last.slice(common)}` : `${first}–${last}`;
}

export function formatTranscript(result: Shown, trace?: TranscriptTrace): string {
  const viewer = 'viewer' in result.game ? result.game.viewer : null;
  const steps: Step[] = trace ? trace.steps.map((s, i) => ({ ...s, record: result.steps[i] ?? s.record })) : result.steps.map((record) => ({ record }));
  const lines = stepLines(steps, trace, viewer).map((l) => ({ ...l, rule: l.skipped ? ruleSpan(l.rule, l.lastRule) : l.rule }));
  const width = Math.max(6, ...lines.map((l) => l.rule.length));
  const out = [`scenario: ${result.scenario}`];
  for (const line of lines) {
    const text = line.skipped ? `skipped, nothing to choose: ${line.skipped.join(', ')}` : `${line.title}${line.received ? `  <- ${line.received}` : ''}`;
    out.push(`  ${line.rule.padEnd(width)}  ${text}`);
  }
  for (const r of result.refusals) {
    out.push(`refused: $.actions[${r.action}] ${r.event} (${r.player}): ${r.refusal.rule} ${r.refusal.code}: ${r.refusal.message} (waiting at ${r.waiting.rule}: ${r.waiting.title})`);
  }
  out.push(`outcome: ${result.outcome}`);
  if (result.outcome === 'pending' || result.outcome === 'refused') {
    out.push(`waiting at: ${result.waiting.rule} ${result.waiting.title}`);
    if (trace) out.push(...askLines(trace.prompt, trace.round, namesIn([steps.at(-1)?.game ?? trace.start], viewer)));
  }
  if (result.lockedCost) {
    const { mana, life, actions } = result.lockedCost;
    const parts = [mana, ...(life > 0 ? [`${life} life`] : []), ...actions];
    out.push(`locked cost: ${parts.join(', ')}`);
  }
  if (result.refusal) out.push(`refusal: ${result.refusal.rule} ${result.refusal.code}: ${result.refusal.message}`);
  if (result.triggers.length > 0) out.push(`waiting triggers: ${result.triggers.map((t) => `${t.source} (${t.on})`).join(', ')}`);
  out.push(`stack (top first): ${[...result.game.stack].reverse().map((s) => `${stackLabel(s)} [${s.controller}]`).join(', ') || 'empty'}`);
  for (const player of result.game.players) {
    const pool = player.manaPool.map((m) => `{${m.type}}`).join('') || 'empty';
    const hand = 'hidden' in player.hand ? `${player.hand.hidden} hidden card(s)` : player.hand.map((c) => c.card).join(', ') || 'empty';
    out.push(`${player.id}: ${player.life} life, mana pool ${pool}, hand ${hand}`);
  }
  return out.join('\n');
}

/** CR 113.7: an ability on the stack is named after its source: activated (602.2a), or triggered and on what (603.3); CR 708.5: a face-down spell the viewer may not look at has no name. */
function stackLabel(s: StackObject | FaceDownSpell): string {
  if (!('card' in s)) return 'a face-down spell';
  if (s.kind === 'ability') return `${s.card}'s ability${s.grantedBy ? ` (from ${s.grantedBy.card})` : ''}`;
  return s.kind === 'trigger' ? `${s.card}'s trigger (${s.on})` : s.card;
}
