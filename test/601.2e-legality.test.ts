/** CR 601.2e: the proposed spell is checked. */
import { describe, it, expect } from 'vitest';
import { castingMachine } from '../machines/casting.js';
import { checkProposal } from '../src/casting/legality.js';
import { createActor } from 'xstate';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, acceptAll, ctx, outcome, recordingActor, spell } from './cast-helpers.js';
import { players } from './step-fixtures.js';

describe('601.2e: the proposed spell is checked', () => {
  it('601.2e: a legal proposal passes through the check to 601.2f', () => {
    const game = gameOf({ players: players({ hand: ['Lightning Bolt'] }), turn: ALICE_MAIN });
    const { actor, states, rules } = recordingActor(game);
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
    ]);
    const at = states.indexOf('casting.checkingLegality');
    expect(at).toBeGreaterThan(-1);
    expect(rules[at]).toBe('601.2e');
    expect(states[at + 1]).toBe('casting.totallingCost');
  });

  it('601.2e: if an app lets an illegal target through 601.2c, the check makes the whole cast illegal and reverses it', () => {
    const lenient = castingMachine.provide({ guards: { targetsAreLegal: () => true } });
    const game = gameOf({
      players: players({ hand: ['Giant Growth'] }),
      battlefield: [{ card: 'Grizzly Bears', controller: BOB }],
      turn: ALICE_MAIN,
    });
    const actor = createActor(lenient, { input: { game } }).start();
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'giant-growth' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
    ]);
    expect(outcome(actor)).toBe('illegal');
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2e', code: 'ILLEGAL_TARGET' });
    expect(ctx(actor).game).toEqual(game);
  });

  it('601.2e: checkProposal refuses a spell whose announcements are incomplete', () => {
    const game = gameOf({
      players: players(),
      stack: [{ card: 'Kitchen Finks', controller: ALICE }],
      turn: ALICE_MAIN,
    });
    const result = checkProposal(game, libraryWith(), spell(game, 'kitchen-finks'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.refusal).toMatchObject({ rule: '601.2e', code: 'ILLEGAL_ANNOUNCEMENT' });
  });
});
