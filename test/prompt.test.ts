/** Asking the chart: every waiting step says what it asks, who may answer, and the legal options. */
import { describe, expect, it } from 'vitest';
import { dispatch } from '../machines/dispatch.js';
import { promptOf } from '../machines/prompt.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';

const game = gameOf({
  players: [{ id: 'alice', hand: ['Fireball', 'Kitchen Finks', 'Dismember', 'Burst Lightning', 'Forest'], life: 3 }, { id: 'bob' }],
  battlefield: [
    { card: 'Mountain', controller: 'alice' },
    { card: 'Forest', id: 'forest-in-play', controller: 'alice' },
    { card: 'Sol Ring', controller: 'alice' },
    { card: 'Grizzly Bears', controller: 'bob' },
  ],
  turn: ALICE_MAIN,
});

const promptAfter = (...events: Parameters<typeof dispatch>[1][]) => {
  const actor = castActor(game);
  for (const event of events) expect(dispatch(actor, event)).toBeNull();
  return promptOf(actor.getSnapshot());
};

describe('asking the chart', () => {
  it('601.3: before a cast, the priority holder may CAST the cards they could pay for', () => {
    const prompt = promptAfter();
    expect(prompt).toMatchObject({ step: 'begin', events: ['CAST'], player: 'alice' });
    if (prompt.step !== 'begin' || !('castable' in prompt.options)) throw new Error(prompt.step);
    expect(prompt.options.castable.map((o) => o.card)).toEqual(['fireball', 'burst-lightning']);
  });

  it('601.2b: the costs step offers the optional costs (Burst Lightning kicker {4})', () => {
    const prompt = promptAfter({ type: 'CAST', player: 'alice', card: 'burst-lightning' });
    expect(prompt).toMatchObject({ step: 'costs', rule: '601.2b', events: ['CHOOSE_COSTS', 'ORDER_REDUCTIONS'], player: 'alice' });
    expect(prompt.options).toEqual({ alternatives: [], fixedAlternative: null, optional: [{ name: 'kicker', cost: ['{4}'], max: 1 }] });
  });

  it('601.2b: the X step gives the largest X the caster could pay now (Fireball with four mana: 3)', () => {
    const prompt = promptAfter({ type: 'CAST', player: 'alice', card: 'fireball' });
    expect(prompt).toMatchObject({ step: 'x', options: { min: 0, payableUpTo: 3 } });
  });

  it('601.2b: hybrid and Phyrexian steps mark which choices keep the cost payable', () => {
    const finks = promptAfter({ type: 'CAST', player: 'alice', card: 'kitchen-finks' });
    expect(finks).toMatchObject({ step: 'hybrid', options: { symbols: [{ symbol: '{G/W}', options: ['G', 'W'], payable: [] }, { symbol: '{G/W}', payable: [] }] } });
    const dismember = promptAfter({ type: 'CAST', player: 'alice', card: 'dismember' });
    expect(dismember).toMatchObject({ step: 'phyrexian', options: { symbols: [{ symbol: '{B/P}', options: ['mana', 'life'], payable: [] }, { payable: [] }] } });
  });

  it('601.2c: the targets step lists each target word with its count and legal targets', () => {
    const prompt = promptAfter({ type: 'CAST', player: 'alice', card: 'fireball' }, { type: 'ANNOUNCE_X', player: 'alice', x: 1 });
    expect(prompt).toMatchObject({ step: 'targets', options: { words: [{ filter: 'any', min: 0, max: null, legal: ['alice', 'bob', 'grizzly-bears'] }] } });
  });

  it('601.2g: the mana step lists the locked cost, the pool, the mana abilities and whether auto can pay', () => {
    const prompt = promptAfter(
      { type: 'CAST', player: 'alice', card: 'fireball' },
      { type: 'ANNOUNCE_X', player: 'alice', x: 2 },
      { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob', 'grizzly-bears']] },
    );
    expect(prompt).toMatchObject({ step: 'mana', rule: '601.2g', events: ['ACTIVATE_MANA', 'PAY'], options: { mana: '{3}{R}', payable: true, pool: [] } });
    if (prompt.step !== 'mana') throw new Error(prompt.step);
    expect(prompt.options.manaAbilities.map((a) => a.source)).toEqual(['mountain', 'forest-in-play', 'sol-ring']);
  });

  it('601.2h: a finished cast asks nothing and tells its outcome', () => {
    const prompt = promptAfter({ type: 'CAST', player: 'alice', card: 'forest' });
    expect(prompt).toMatchObject({ step: 'done', events: [], options: { outcome: 'prohibited', refusal: { code: 'NOT_A_SPELL' } } });
  });
});

describe('asking the chart: modes, splice, division', () => {
  const table = gameOf({
    players: [{ id: 'alice', hand: ['Cryptic Command', 'Desperate Ritual', 'Glacial Ray', 'Flames of the Firebrand'], manaPool: ['U', 'U', 'U', 'U', 'R', 'R', 'R'] }, { id: 'bob' }],
    battlefield: [{ card: 'Grizzly Bears', controller: 'bob' }],
    turn: ALICE_MAIN,
  });
  const promptOn = (...events: Parameters<typeof dispatch>[1][]) => {
    const actor = castActor(table);
    for (const event of events) expect(dispatch(actor, event)).toBeNull();
    return promptOf(actor.getSnapshot());
  };

  it('700.2: the modes step lists each mode, how many to choose, who chooses, and which modes have targets now', () => {
    const prompt = promptOn({ type: 'CAST', player: 'alice', card: 'cryptic-command' });
    expect(prompt).toMatchObject({ step: 'modes', player: 'alice', events: ['CHOOSE_MODES', 'ORDER_REDUCTIONS'], options: { min: 2, max: 2, chooser: 'alice' } });
    if (prompt.step !== 'modes') throw new Error(prompt.step);
    // No spell on the stack to counter: the first mode has no legal target.
    expect(prompt.options.modes.map((m) => m.targetable)).toEqual([false, true, true, true]);
  });

  it('702.47: the splice step lists the cards that may be spliced and their costs', () => {
    const prompt = promptOn({ type: 'CAST', player: 'alice', card: 'desperate-ritual' });
    expect(prompt).toMatchObject({ step: 'splice', options: { cards: [{ card: 'glacial-ray', name: 'Glacial Ray', cost: ['{1}{R}'] }] } });
  });

  it('601.2d: the divide step gives the total and the targets, each to get at least one', () => {
    const prompt = promptOn({ type: 'CAST', player: 'alice', card: 'flames-of-the-firebrand' }, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob', 'grizzly-bears']] });
    expect(prompt).toMatchObject({ step: 'divide', events: ['DISTRIBUTE'], options: { total: 3, targets: ['bob', 'grizzly-bears'], eachAtLeast: 1 } });
  });
});

describe('asking the activation chart', () => {
  it('602.5, 602.2b: at idle it lists the abilities that may be activated; later steps ask like a cast', async () => {
    const { createActor } = await import('xstate');
    const { activationMachine } = await import('../machines/activation.js');
    const board = gameOf({
      players: [{ id: 'alice' }, { id: 'bob' }],
      battlefield: [{ card: 'Prodigal Pyromancer', controller: 'alice' }, { card: 'Prodigal Pyromancer', id: 'sick', controller: 'alice', summoningSick: true }],
      turn: ALICE_MAIN,
    });
    const actor = createActor(activationMachine, { input: { game: board } }).start();
    expect(promptOf(actor.getSnapshot())).toMatchObject({ step: 'begin', events: ['ACTIVATE'], options: { activatable: [{ source: 'prodigal-pyromancer', ability: 0 }] } });
    actor.send({ type: 'ACTIVATE', player: 'alice', source: 'prodigal-pyromancer' });
    expect(promptOf(actor.getSnapshot())).toMatchObject({ step: 'targets', rule: '601.2c', options: { words: [{ filter: 'any', legal: ['alice', 'bob', 'prodigal-pyromancer', 'sick'] }] } });
  });
});
