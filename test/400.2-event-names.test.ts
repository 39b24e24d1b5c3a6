/**
 * CR 400.2: the names an event carries (src/events/names.ts) are what is checked against what
 * its sender may see, whatever the field holds them: every string and every key of a record,
 * but the event's type and its sender.
 */
import { describe, expect, it } from 'vitest';
import { namesIn } from '../src/events/names.js';
import { parseCastEvent, type CastEvent, type CastEventInput } from '../src/events/schema.js';

const valid = (event: CastEventInput): CastEvent => {
  const read = parseCastEvent(event);
  if (!read.ok) throw new Error(read.refusal.message);
  return read.value;
};

describe('400.2: the names in an event', () => {
  it('400.2: every string in an event is a name, at any depth, but its type and its sender', () => {
    expect([...namesIn(valid({ type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob', 'elves'], ['alice']] }))].sort()).toEqual(['alice', 'bob', 'elves']);
    expect([...namesIn(valid({ type: 'PAY', player: 'alice', mana: ['m1'], sacrifice: ['bears'], convoke: ['elves'] }))].sort()).toEqual(['bears', 'elves', 'm1']);
    expect(namesIn(valid({ type: 'PAY', player: 'alice' }))).toEqual(['auto']);
    expect(namesIn(valid({ type: 'CANCEL', player: 'alice' }))).toEqual([]);
  });

  it("400.2: a record's keys are names too (a reduction's source, an optional cost's name)", () => {
    expect([...namesIn(valid({ type: 'ORDER_REDUCTIONS', player: 'alice', order: ['helm'], hybrid: { 'secret-card': ['U'] } }))].sort()).toEqual(['U', 'helm', 'secret-card']);
    expect([...namesIn(valid({ type: 'CHOOSE_COSTS', player: 'alice', alternative: null, optional: { kicker: 1 }, sacrificed: 'bears' }))].sort()).toEqual(['bears', 'kicker']);
  });

  it('400.2: the names of an event are read once and frozen', () => {
    const event = valid({ type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    expect(namesIn(event)).toBe(namesIn(event));
    expect(Object.isFrozen(namesIn(event))).toBe(true);
  });
});
