/**
 * The transcript (tools/transcript.ts): each event on the line of the step that received it,
 * with the choice it made in words; runs of skipped steps folded; a pending run's waiting step
 * with what it waits for and its legal options (promptOf); no card hidden from a viewer named.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../src/scenario/load.js';
import { createGame } from '../src/scenario/build-game.js';
import { viewFor } from '../src/game/views.js';
import { formatTranscript, traceRun } from '../tools/transcript.js';
import { HIDDEN_CARD, namesIn } from '../tools/transcript-names.js';

const example = (name: string) => loadScenario(readFileSync(`docs/examples/${name}.json`, 'utf8'));
const transcriptOf = (name: string) => {
  const { result, trace } = traceRun(example(name));
  return formatTranscript(result, trace).split('\n');
};
const stepLines = (lines: readonly string[]) => lines.slice(1, lines.findIndex((l, i) => i > 0 && !l.startsWith('  ')));

describe('the transcript', () => {
  it('601.2a–i: Lightning Bolt: CAST at priority, the target by name, the Mountain tapped, the pool mana paid, skipped steps folded', () => {
    expect(stepLines(transcriptOf('bolt-the-bird'))).toEqual([
      '  117.1   A player holds priority  <- CAST (alice): casts Lightning Bolt',
      '  601.2a  Move the card to the stack; the caster becomes its controller',
      '  601.2b  skipped, nothing to choose: modes, splice, costs, x, hybrid, phyrexian',
      '  601.2b  Announcements made',
      '  601.2c  Choose targets  <- CHOOSE_TARGETS (alice): targets Birds of Paradise',
      '  601.2d  skipped, nothing to choose: divide',
      '  601.2e  Check that the proposed spell is legal',
      '  601.2f  Determine the total cost and lock it',
      "  601.2g  Activate mana abilities  <- ACTIVATE_MANA (alice): activates Mountain's mana ability: tapped Mountain, added {R}",
      '  601.2g  Activate mana abilities  <- PAY (alice): passed on to 601.2h',
      '  601.2h  Pay the total cost  <- PAY (alice): pays with {R} from the pool',
      '  601.2i  The spell becomes cast; cast triggers trigger; the caster gets priority',
      '  601.2i  The spell is cast and waits on the stack',
    ]);
  });

  it('601.2b, 700.2: Cryptic Command: the modes by number and text on the modes line, the four Islands auto payment tapped', () => {
    const lines = transcriptOf('cryptic-command-modes');
    expect(lines).toContain('  601.2b  Announce the modes  <- CHOOSE_MODES (alice): modes 0 (Counter target spell.), 3 (Draw a card.)');
    expect(lines).toContain('  601.2b  skipped, nothing to choose: splice, costs, x, hybrid, phyrexian');
    expect(lines).toContain('  601.2c  Choose targets  <- CHOOSE_TARGETS (alice): targets Hill Giant');
    expect(lines).toContain('  601.2h  Pay the total cost  <- PAY (alice): pays (auto): tapped Island (island), Island (island-2), Island (island-3), Island (island-4)');
  });

  it('107.3, 601.2d: Rolling Thunder: X on the X line, the division by target name on the 601.2d line', () => {
    const lines = transcriptOf('rolling-thunder-divided');
    expect(lines).toContain('  601.2b  Announce the value of X  <- ANNOUNCE_X (alice): X = 4');
    expect(lines).toContain('  601.2b  skipped, nothing to choose: modes, splice, costs');
    expect(lines).toContain('  601.2c  Choose targets  <- CHOOSE_TARGETS (alice): targets bob, Birds of Paradise, Grizzly Bears');
    expect(lines).toContain('  601.2d  Announce how an effect is divided among targets  <- DISTRIBUTE (alice): divides 1 to bob, 1 to Birds of Paradise, 2 to Grizzly Bears');
  });

  it('118.9: Force of Will: the alternative cost announced, the life paid and the card exiled by name', () => {
    const lines = transcriptOf('force-of-will-alternative-cost');
    expect(lines).toContain('  601.2b  Announce the alternative cost and the optional additional costs  <- CHOOSE_COSTS (alice): alternative cost Force of Will; no optional cost');
    expect(lines).toContain('  601.2g  skipped, nothing to choose: mana');
    expect(lines).toContain('  601.2h  Pay the total cost  <- PAY (alice): pays (auto): paid 1 life; exile: Brainstorm');
  });

  it('601.2c: a refused choice is on the line of the step that refused it, with its rule; the step still waits', () => {
    const lines = transcriptOf('refused-illegal-target');
    expect(stepLines(lines).slice(-2)).toEqual([
      '  601.2c  Choose targets  <- CHOOSE_TARGETS (alice): targets Mountain — refused: 601.2c ILLEGAL_TARGET: "mountain" is not a legal target for Lightning Bolt\'s "any target"',
      '  601.2c  Choose targets',
    ]);
    expect(lines).toContain('outcome: refused');
  });

  it('601.2c: a pending run says what its step waits for, from whom, and the legal options by name', () => {
    const lines = transcriptOf('pending-waiting-for-targets');
    const at = lines.indexOf('outcome: pending');
    expect(lines.slice(at, at + 4)).toEqual([
      'outcome: pending',
      'waiting at: 601.2c Choose targets',
      'waits for: CHOOSE_TARGETS or ORDER_REDUCTIONS from alice',
      '  any target (1): alice, bob, Llanowar Elves',
    ]);
  });

  it('733: a payment the rules refuse names the pool mana it offered; the reversal line carries no event', () => {
    const lines = transcriptOf('unpaid-cost');
    expect(lines).toContain('  601.2h    Pay the total cost  <- PAY (alice): pays with {U}{U} from the pool');
    expect(lines).toContain('  733       Illegal: the cast is reversed');
  });

  it('603.3b: ORDER_TRIGGERS is on the line of the step that asked for the order', () => {
    expect(transcriptOf('apnap-triggers')).toContain('  603.3b  A player orders their triggered abilities  <- ORDER_TRIGGERS (alice): puts their triggered abilities on the stack in the order 1, 0');
  });

  it('without a trace (the public formatTranscript(result)), events still sit on their receiving step, without the choice in words', () => {
    const { result } = traceRun(example('bolt-the-bird'));
    const lines = formatTranscript(result).split('\n');
    expect(lines).toContain('  601.2c  Choose targets  <- CHOOSE_TARGETS (alice)');
    expect(lines).toContain('  117.1   A player holds priority  <- CAST (alice)');
  });

  it('400.2: with a viewer, a card hidden from them is "a hidden card", never its name or id', () => {
    const game = createGame({
      players: [
        { id: 'alice', hand: [{ card: 'Lightning Bolt', id: 'secret-bolt' }] },
        { id: 'bob', hand: [{ card: 'Opt', id: 'bobs-opt' }] },
      ],
      battlefield: [{ card: 'Mountain', controller: 'alice', id: 'mountain' }, { card: 'Island', controller: 'bob', id: 'island-a' }, { card: 'Island', controller: 'bob', id: 'island-b' }],
      turn: { activePlayer: 'alice' },
    });
    expect(namesIn([game], 'bob')('secret-bolt')).toBe(HIDDEN_CARD);
    expect(namesIn([game], 'alice')('secret-bolt')).toBe('Lightning Bolt');
    expect(namesIn([game], null)('bobs-opt')).toBe('Opt');
    expect(namesIn([game], 'bob')('mountain')).toBe('Mountain');
    expect(namesIn([game], 'bob')('island-a')).toBe('Island (island-a)');
    expect(namesIn([game], 'bob')('alice')).toBe('alice');
    expect(viewFor(game, 'bob').players[0]!.hand).toEqual({ hidden: 1 });
  });
});
