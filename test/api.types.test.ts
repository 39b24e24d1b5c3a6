/**
 * Type tests: what an app writes against the public entry points compiles, and what it must
 * not write does not. `tsc --noEmit` (the first half of `npm test`) checks this file; the
 * `@ts-expect-error` lines fail the build if they ever start compiling.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { castingMachine, guards, promptOf, type CastEventInput, type CastEventOf, type ChartId, type Prompt, type StepView } from '../api/index.js';
import { mayBeginActivating, mayBeginCasting } from '../api/rules.js';
import type { GameState } from '../api/index.js';

describe('types an app writes', () => {
  it('601.2a, 602.2a: events are a union keyed by type, each with its own payload', () => {
    const cast: CastEventInput = { type: 'CAST', player: 'alice', card: 'bolt-1' };
    const targets: CastEventInput = { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] };
    const activate: CastEventInput = { type: 'ACTIVATE', player: 'alice', source: 'p1' };
    expectTypeOf([cast, targets, activate]).items.toExtend<CastEventInput>();
    expectTypeOf<CastEventOf<'CAST'>>().toHaveProperty('card');
    expectTypeOf<CastEventOf<'ANNOUNCE_X'>['x']>().toEqualTypeOf<number>();
    // @ts-expect-error a CAST names the card it casts
    const noCard: CastEventInput = { type: 'CAST', player: 'alice' };
    // @ts-expect-error an event type the charts don't know
    const unknown: CastEventInput = { type: 'CAST_SPELL', player: 'alice', card: 'x' };
    // @ts-expect-error a payload field of another event
    const mixed: CastEventInput = { type: 'ANNOUNCE_X', player: 'alice', x: 1, targets: [] };
    expectTypeOf([noCard, unknown, mixed]).toBeArray();
  });

  it('601.2c: provide() replaces a guard with one that sees the typed event and the chart context', () => {
    const houseRules = castingMachine.provide({
      guards: {
        targetsAreLegal: (args) => {
          expectTypeOf(args.event).toEqualTypeOf<CastEventInput>();
          expectTypeOf(args.context.game).toEqualTypeOf<GameState>();
          const chosen = args.event.type === 'CHOOSE_TARGETS' ? args.event.targets.flat() : [];
          return guards.targetsAreLegal(args) && !chosen.includes(args.context.controller ?? '');
        },
      },
    });
    expectTypeOf(houseRules.id).toBeString();
    // @ts-expect-error a guard the chart doesn't have can't be provided
    castingMachine.provide({ guards: { noSuchGuard: () => true } });
  });

  it('601.2: the prompt is a union an app switches on by step, with options typed per step', () => {
    expectTypeOf(promptOf).returns.toEqualTypeOf<Prompt>();
    const describe = (prompt: Prompt): string => {
      switch (prompt.step) {
        case 'begin':
          return 'castable' in prompt.options ? `${prompt.options.castable.length} castable` : `${prompt.options.activatable.length} activatable`;
        case 'done':
          return prompt.options.outcome;
        default:
          return prompt.step;
      }
    };
    expectTypeOf(describe).parameter(0).toEqualTypeOf<Prompt>();
    expectTypeOf<Extract<Prompt, { step: 'done' }>['events']>().toEqualTypeOf<readonly never[]>();
  });

  it('601.3, 602.5: casting and activation rules are public alike and answer with a Result', () => {
    expectTypeOf(mayBeginCasting).returns.toHaveProperty('ok');
    expectTypeOf(mayBeginActivating).returns.toHaveProperty('ok');
    expectTypeOf<StepView['chart']>().toEqualTypeOf<ChartId | 'session'>();
  });
});
