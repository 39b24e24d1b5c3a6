/** The result document's stack: each object's mana value (X as announced), its choices and the cost locked for it. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../src/scenario/load.js';
import { runScenario } from '../tools/run-scenario.js';

const run = (scenario: object) => runScenario(loadScenario(JSON.stringify(scenario)));
const game = {
  ids: 'names',
  players: [{ id: 'alice', hand: ['Fireball'] }, { id: 'bob' }],
  battlefield: [{ card: 'Mountain', controller: 'alice' }, { card: 'Mountain', controller: 'alice' }, { card: 'Mountain', controller: 'alice' }, { card: 'Mountain', controller: 'alice' }],
  turn: { activePlayer: 'alice', phase: 'precombatMain' },
};
const cast = { type: 'CAST', player: 'alice', card: 'fireball' };
const x3 = { type: 'ANNOUNCE_X', player: 'alice', x: 3 };
const target = { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] };

describe('the result stack', () => {
  it('202.3e, 601.2f: a cast Fireball with X=3 has mana value 4, its announced X and the locked cost {3}{R}', () => {
    const result = run({ name: 'fireball', game, actions: [cast, x3, target, { type: 'PAY', player: 'alice', mana: 'auto' }] });
    expect(result.outcome).toBe('cast');
    expect(result.stack).toEqual([{ id: 'fireball', kind: 'spell', card: 'Fireball', controller: 'alice', manaValue: 4, choices: expect.objectContaining({ x: 3, targets: [['bob']] }), lockedCost: { mana: '{3}{R}', life: 0, actions: [] } }]);
  });

  it('601.2f: while the cast waits for payment, the spell on the stack already shows its locked cost', () => {
    const result = run({ name: 'fireball pending', game, actions: [cast, x3, target] });
    expect(result.outcome).toBe('pending');
    expect(result.stack[0]).toMatchObject({ manaValue: 4, lockedCost: { mana: '{3}{R}' } });
  });

  it('202.3a, 603.3: triggered abilities on the stack have mana value 0 and no locked cost', () => {
    const scenario = loadScenario(readFileSync(new URL('../docs/examples/apnap-triggers.json', import.meta.url), 'utf8'));
    const { stack } = runScenario(scenario);
    const triggers = stack.filter((entry) => entry.kind === 'trigger');
    expect(triggers.length).toBeGreaterThanOrEqual(2);
    for (const entry of triggers) expect(entry).toMatchObject({ manaValue: 0, lockedCost: null });
    expect(stack.find((entry) => entry.kind === 'spell')?.lockedCost).not.toBeNull();
  });
});
