/**
 * legalActions against the chart's own outcome, on random games (the fuzzer's, test/fuzz):
 * every way to cast and every ability the query says can be paid now, sent through the
 * session — CAST or ACTIVATE, the choices the query returned at each step, then PAY auto —
 * ends cast or activated (CR 601.2i, 602.2); every card or ability the query says can't be
 * begun is refused by the session with a refusal (CR 601.3, 602.5); and the answer names
 * nothing hidden from the player (CR 400.2).
 */
import fc from 'fast-check';
import { createActor, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { legalActionsOf } from '../machines/legal-actions.js';
import { promptOf } from '../machines/prompt.js';
import { activeChild, sendToSession, sessionMachine, type SessionMachine } from '../machines/session.js';
import { legalActions, type ActivateAction, type CastAction } from '../src/activation/legal-actions.js';
import type { CastWay } from '../src/casting/castable.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState, ObjectId, PlayerId } from '../src/game/state.js';
import { hiddenIds } from '../src/game/visibility.js';
import { createGame } from '../src/scenario/build-game.js';
import { FUZZ_CARDS, gameSpecArb } from './fuzz/generators.js';

const cards = FUZZ_CARDS;

/** The choices a payable way or ability was found with. */
interface Found {
  readonly modes: readonly number[];
  readonly alternative: string | null;
  readonly x: number | null;
  readonly hybrid: CastWay['choices'] extends infer T ? (T extends { hybrid: infer H } ? H : never) : never;
  readonly phyrexian: CastWay['choices'] extends infer T ? (T extends { phyrexian: infer P } ? P : never) : never;
  readonly targets: readonly (readonly ObjectId[])[];
}

type Ending = { readonly outcome: string; readonly refusal: string | null };

/**
 * Sends `begin`, then at each step the event the step asks for, made from `found`; at 601.2g–h
 * a PAY auto naming, for each action of the cost, candidates that aren't mana sources first
 * (`manaLast`) or the first candidates. How the session ended the attempt.
 */
function drive(game: GameState, begin: CastEventInput, found: Found | null, manaLast: boolean): Ending {
  const session: Actor<SessionMachine> = createActor(sessionMachine, { input: { game, cards } }).start();
  const player = (begin as { player: PlayerId }).player;
  const refused = sendToSession(session, begin);
  if (refused) return { outcome: 'refused', refusal: refused.code };
  for (let steps = 0; steps < 12; steps += 1) {
    const child = activeChild(session);
    if (!child || child.getSnapshot().status !== 'active') break;
    const prompt = promptOf(child.getSnapshot());
    const event = eventFor(prompt, player, found, manaLast);
    if (!event) return { outcome: `stuck at ${prompt.step}`, refusal: null };
    const refusal = sendToSession(session, event);
    if (refusal) return { outcome: `refused at ${prompt.step}`, refusal: `${refusal.code}: ${refusal.message}` };
  }
  const last = session.getSnapshot().context.last;
  return { outcome: last?.outcome ?? 'pending', refusal: last?.refusal ? `${last.refusal.code}: ${last.refusal.message}` : null };
}

function eventFor(prompt: ReturnType<typeof promptOf>, player: PlayerId, found: Found | null, manaLast: boolean): CastEventInput | null {
  switch (prompt.step) {
    case 'modes':
      return { type: 'CHOOSE_MODES', player, modes: [...(found?.modes ?? [])] };
    case 'costs':
      return { type: 'CHOOSE_COSTS', player, alternative: found?.alternative ?? null, optional: {} };
    case 'splice':
      return { type: 'SPLICE', player, cards: [] };
    case 'x':
      return { type: 'ANNOUNCE_X', player, x: found?.x ?? 0 };
    case 'hybrid':
      return { type: 'CHOOSE_HYBRID', player, choices: [...(found?.hybrid ?? [])] };
    case 'phyrexian':
      return { type: 'CHOOSE_PHYREXIAN', player, choices: [...(found?.phyrexian ?? [])] };
    case 'targets':
      return { type: 'CHOOSE_TARGETS', player, targets: (found?.targets ?? []).map((t) => [...t]) };
    case 'divide': {
      const { total, targets } = prompt.options;
      return { type: 'DISTRIBUTE', player, amounts: targets.map((_, i) => Math.floor(total / targets.length) + (i < total % targets.length ? 1 : 0)) };
    }
    case 'mana':
    case 'pay': {
      const options = prompt.options;
      const manaSources = new Set(options.manaAbilities.map((a) => a.source));
      const chosen: Record<string, ObjectId[]> = {};
      for (const action of options.actions) {
        const taken = new Set(Object.values(chosen).flat());
        const ordered = manaLast ? [...action.candidates].sort((a, b) => Number(manaSources.has(a)) - Number(manaSources.has(b))) : action.candidates;
        chosen[action.field] = [...(chosen[action.field] ?? []), ...ordered.filter((id) => !taken.has(id)).slice(0, action.count ?? undefined)];
      }
      return { type: 'PAY', player, mana: 'auto', ...chosen };
    }
    default:
      return null;
  }
}

/** Driven both ways of naming the cost's objects: the first that ends the attempt as `expected`, else the first ending. */
function ending(game: GameState, begin: CastEventInput, found: Found | null, expected: string): Ending {
  const first = drive(game, begin, found, true);
  return first.outcome === expected ? first : (() => {
    const second = drive(game, begin, found, false);
    return second.outcome === expected ? second : first;
  })();
}

const wayFound = (way: CastWay): Found => ({ ...way.choices!, targets: way.targets ?? [] });
const abilityFound = (action: ActivateAction): Found => ({ ...action.choices!, alternative: null });

describe('117.1: legalActions agrees with the chart on random games', () => {
  it('601.2i, 602.2: what it says can be paid casts or activates through the session; 601.3, 602.5: what it bars is refused', () => {
    let checked = { payable: 0, barred: 0 };
    fc.assert(
      fc.property(gameSpecArb, (spec) => {
        const game = createGame(spec, cards);
        const player = game.priority;
        if (player === null) return;
        const answer = legalActions(game, cards, player);
        // CR 400.2: nothing hidden from the player.
        const text = JSON.stringify(answer);
        for (const id of hiddenIds(game, player)) expect(text).not.toContain(`"${id}"`);
        const session = createActor(sessionMachine, { input: { game, cards } }).start();
        expect(legalActionsOf(session)).toEqual({ ...answer, reason: null });
        for (const cast of answer.casts as readonly CastAction[]) {
          for (const way of cast.ways.filter((w) => w.choices !== null)) {
            checked = { ...checked, payable: checked.payable + 1 };
            expect({ cast: cast.event, way: way.alternative, ...ending(game, cast.event, wayFound(way), 'cast') }).toMatchObject({ outcome: 'cast' });
          }
        }
        for (const activation of answer.activations.filter((a) => a.choices !== null)) {
          checked = { ...checked, payable: checked.payable + 1 };
          expect({ activate: activation.event, ...ending(game, activation.event, abilityFound(activation), 'activated') }).toMatchObject({ outcome: 'activated' });
        }
        for (const barred of answer.barred) {
          checked = { ...checked, barred: checked.barred + 1 };
          const end = drive(game, barred.event, null, true);
          expect({ barred: barred.event, rule: barred.refusal.code, ...end }).toMatchObject({ outcome: expect.stringMatching(/^(refused|prohibited)$/) });
        }
      }),
      { numRuns: 150, seed: 601_117 },
    );
    // Neither half holds vacuously.
    expect(checked.payable).toBeGreaterThan(50);
    expect(checked.barred).toBeGreaterThan(50);
  }, 240_000);
});
