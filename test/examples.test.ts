/**
 * Every scenario in docs/examples runs through `loadScenario` + `runScenario` and ends
 * with the outcome listed here. A new example without an expectation fails, so the table
 * is also the index of what the examples teach.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runScenario, type ScenarioResult } from '../tools/run-scenario.js';
import type { Outcome } from '../machines/context.js';
import { formatTranscript } from '../tools/transcript.js';
import { loadScenario, type LoadedScenario } from '../src/scenario/load.js';

const EXAMPLES = fileURLToPath(new URL('../docs/examples/', import.meta.url));

const EXPECTED: Readonly<Record<string, Outcome | 'refused'>> = {
  'bolt-the-bird.json': 'cast',
  'altars-reap-locked-cost.json': 'cast',
  'thalia-and-sphere.json': 'cast',
  'counterspell-on-the-stack.json': 'cast',
  'phyrexian-life.json': 'cast',
  'kitchen-finks-hybrid.json': 'cast',
  'spectral-procession-generic-half.json': 'cast',
  'reductions-never-below-zero.json': 'cast',
  'two-spells-holding-priority.json': 'cast',
  'inline-card-and-explicit-ids.json': 'cast',
  'giant-growth-no-creature.json': 'illegal',
  'unpaid-cost.json': 'illegal',
  'cancel-restores-the-game.json': 'illegal',
  'summoning-sick-elves.json': 'illegal',
  'sorcery-on-opponents-turn.json': 'prohibited',
  'pending-waiting-for-targets.json': 'pending',
  'force-of-will-alternative-cost.json': 'cast',
  'snapcaster-flashback.json': 'cast',
  'chord-of-calling-convoke.json': 'cast',
  'cryptic-command-modes.json': 'cast',
  'glacial-ray-spliced.json': 'cast',
  'rolling-thunder-divided.json': 'cast',
  'void-winnower-even-x.json': 'illegal',
  'grapeshot-storm.json': 'cast',
  'mana-first-then-cast.json': 'cast',
  'activate-and-cast.json': 'activated',
  'keep-mana-on-cancel.json': 'illegal',
  'acquired-ability-once-per-giver.json': 'prohibited',
  'apnap-triggers.json': 'cast',
  'refused-illegal-target.json': 'refused',
};

/**
 * Illegal or prohibited examples that don't end with the starting game: the player keeps the
 * mana abilities (CR 733.1), or earlier actions completed before the last one was refused.
 */
const ENDS_ELSEWHERE = new Set(['keep-mana-on-cancel.json', 'acquired-ability-once-per-giver.json']);

const files = readdirSync(EXAMPLES)
  .filter((f) => f.endsWith('.json'))
  .sort();

function load(file: string): LoadedScenario {
  return loadScenario(readFileSync(`${EXAMPLES}${file}`, 'utf8'));
}

function run(file: string): { scenario: LoadedScenario; result: ScenarioResult } {
  const scenario = load(file);
  return { scenario, result: runScenario(scenario) };
}

const permanent = (result: ScenarioResult, id: string) => result.game.battlefield.find((p) => p.id === id);
const player = (result: ScenarioResult, id: string) => result.game.players.find((p) => p.id === id)!;

describe('docs/examples', () => {
  it('every example file has an expected outcome, and every expectation has a file', () => {
    expect(files).toEqual(Object.keys(EXPECTED).sort());
  });

  it('the examples cover every outcome a cast or activation can have', () => {
    expect(new Set(Object.values(EXPECTED))).toEqual(new Set(['cast', 'activated', 'illegal', 'prohibited', 'pending', 'refused']));
  });

  it.each(files)('%s has a name and a description', (file) => {
    const scenario = load(file);
    expect(scenario.name.length).toBeGreaterThan(0);
    expect(scenario.description.length).toBeGreaterThan(40);
  });

  it.each(files)('%s ends with its expected outcome', (file) => {
    const { result } = run(file);
    expect(result.outcome).toBe(EXPECTED[file]);
    expect(result.steps.length).toBeGreaterThan(0);
    for (const step of result.steps) expect(step.rule).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
  });

  it.each(files)('%s gives the same result when run twice (determinism)', (file) => {
    expect(run(file).result).toEqual(run(file).result);
  });

  it.each(files.filter((f) => (EXPECTED[f] === 'illegal' || EXPECTED[f] === 'prohibited') && !ENDS_ELSEWHERE.has(f)))(
    '733: %s leaves the game exactly as the scenario started it',
    (file) => {
      const { scenario, result } = run(file);
      expect(result.game).toEqual(scenario.game);
      expect(result.refusal).not.toBeNull();
      expect(result.triggers).toEqual([]);
    },
  );
});

describe('what the examples show', () => {
  it("601.2f: Altar's Reap locks {B} under Thunderscape Familiar, and stays {B} though the Familiar is sacrificed", () => {
    const { result } = run('altars-reap-locked-cost.json');
    expect(result.lockedCost).toEqual({ mana: '{B}', life: 0, actions: ['sacrifice a creature'] });
    expect(permanent(result, 'thunderscape-familiar')).toBeUndefined();
    expect(player(result, 'alice').graveyard.map((c) => c.id)).toEqual(['thunderscape-familiar']);
    expect(permanent(result, 'swamp')?.tapped).toBe(true);
    expect(permanent(result, 'swamp-2')?.tapped).toBe(false);
    expect(result.game.stack.map((s) => s.card)).toEqual(["Altar's Reap"]);
  });

  it('601.2f: Thalia and Sphere of Resistance both increase Lightning Bolt to {2}{R}; auto-pay taps three Mountains', () => {
    const { result } = run('thalia-and-sphere.json');
    expect(result.lockedCost?.mana).toBe('{2}{R}');
    expect(result.game.battlefield.filter((p) => p.card === 'Mountain' && p.tapped)).toHaveLength(3);
    expect(player(result, 'alice').manaPool).toEqual([]);
  });

  it('601.2f: reductions take generic mana only, so Opt stays {U} under two reductions', () => {
    const { result } = run('reductions-never-below-zero.json');
    expect(result.lockedCost?.mana).toBe('{U}');
    expect(player(result, 'alice').manaPool.map((m) => m.id)).toEqual(['mana-2']);
  });

  it('601.2c: Counterspell targets a spell already on the stack and becomes the topmost object', () => {
    const { result } = run('counterspell-on-the-stack.json');
    expect(result.game.stack.map((s) => s.id)).toEqual(['lightning-bolt', 'counterspell']);
    expect(result.game.stack[1]?.choices.targets).toEqual([['lightning-bolt']]);
    expect(result.game.priority).toBe('bob');
  });

  it('601.2c: Giant Growth with no creature on the battlefield is illegal: NO_LEGAL_TARGETS', () => {
    const { result } = run('giant-growth-no-creature.json');
    expect(result.refusal).toMatchObject({ rule: '601.2c', code: 'NO_LEGAL_TARGETS' });
    expect(result.lockedCost).toBeNull();
    expect(result.steps.at(-1)).toMatchObject({ state: 'illegal', rule: '733' });
  });

  it('601.2h: naming too little mana is no partial payment; the tapped Island and its mana are undone', () => {
    const { result } = run('unpaid-cost.json');
    expect(result.refusal).toMatchObject({ rule: '601.2h', code: 'PAYMENT_DOES_NOT_COVER_COST' });
    expect(result.lockedCost?.mana).toBe('{2}{U}');
    expect(permanent(result, 'island')?.tapped).toBe(false);
    expect(player(result, 'alice').manaPool.map((m) => m.id)).toEqual(['mana-1', 'mana-2']);
  });

  it('302.6: a summoning-sick Llanowar Elves is no mana source, so auto-pay finds the cost unpayable', () => {
    const { result } = run('summoning-sick-elves.json');
    expect(result.refusal).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
  });

  it('733: CANCEL after tapping a Mountain reverses the cast and the mana ability', () => {
    const { result } = run('cancel-restores-the-game.json');
    expect(result.refusal).toMatchObject({ rule: '733', code: 'CANCELLED' });
    expect(result.steps.at(-1)).toMatchObject({ state: 'illegal', event: 'CANCEL', player: 'alice' });
  });

  it('601.3: a sorcery on the opponent\'s turn never begins: one step, refusal 307.1 SORCERY_TIMING', () => {
    const { result } = run('sorcery-on-opponents-turn.json');
    expect(result.refusal).toMatchObject({ rule: '307.1', code: 'SORCERY_TIMING' });
    expect(result.steps).toEqual([expect.objectContaining({ state: 'prohibited', rule: '601.3', event: 'CAST', player: 'alice' })]);
    expect(result.lockedCost).toBeNull();
  });

  it('601.2c: when the actions run out at the targets step the outcome is pending, mid-cast', () => {
    const { result } = run('pending-waiting-for-targets.json');
    expect(result.steps.at(-1)).toMatchObject({ state: 'casting.targeting', rule: '601.2c' });
    expect(result.lockedCost).toBeNull();
    expect(result.refusal).toBeNull();
    expect(result.game.stack.map((s) => s.id)).toEqual(['lightning-bolt']);
  });

  it('107.4f: Gitaxian Probe paid with 2 life locks {0} and 2 life; no mana ability is activated', () => {
    const { result } = run('phyrexian-life.json');
    expect(result.lockedCost).toEqual({ mana: '{0}', life: 2, actions: [] });
    expect(player(result, 'alice').life).toBe(18);
    expect(permanent(result, 'island')?.tapped).toBe(false);
    expect(result.steps.some((s) => s.event === 'ACTIVATE_MANA')).toBe(false);
  });

  it('107.4e: Kitchen Finks announced as green and white locks {1}{G}{W}', () => {
    const { result } = run('kitchen-finks-hybrid.json');
    expect(result.lockedCost?.mana).toBe('{1}{G}{W}');
    expect(result.game.stack[0]?.choices.hybrid).toEqual(['G', 'W']);
  });

  it('107.4e: Spectral Procession with two generic halves locks {4}{W}', () => {
    const { result } = run('spectral-procession-generic-half.json');
    expect(result.lockedCost?.mana).toBe('{4}{W}');
    expect(result.game.battlefield.filter((p) => p.tapped).map((p) => p.id).sort()).toEqual(['island', 'plains', 'sol-ring', 'wastes']);
  });

  it('601.2i: a second CAST after the first cast ended starts a new cast on the resulting game', () => {
    const { result } = run('two-spells-holding-priority.json');
    expect(result.game.stack.map((s) => s.id)).toEqual(['opt', 'lightning-bolt']);
    expect(result.steps.filter((s) => s.rule === '601.2a')).toHaveLength(2);
    expect(result.steps.filter((s) => s.state === 'cast')).toHaveLength(2);
    expect(result.lockedCost?.mana).toBe('{R}');
  });

  it("118.9: Force of Will's alternative cost locks {0}, 1 life and a blue card exiled from the hand; Brainstorm goes to exile", () => {
    const { result } = run('force-of-will-alternative-cost.json');
    expect(result.lockedCost).toEqual({ mana: '{0}', life: 1, actions: ['exile a blue card from your hand'] });
    expect(result.steps.find((s) => s.state === 'casting.announcing.costs')).toMatchObject({ rule: '601.2b', skipped: false });
    expect(player(result, 'alice')).toMatchObject({ life: 19, hand: [] });
    expect(result.game.exile.map((c) => c.id)).toEqual(['brainstorm']);
    expect(result.game.stack.map((s) => [s.id, s.choices.alternative, s.choices.targets])).toEqual([
      ['lightning-bolt', null, [['alice']]],
      ['force-of-will', 'Force of Will', [['lightning-bolt']]],
    ]);
    expect(permanent(result, 'island')?.tapped).toBe(true);
  });

  it('702.34: a Lightning Bolt given flashback is cast from the graveyard for {R}, with the costs step skipped', () => {
    const { result } = run('snapcaster-flashback.json');
    expect(result.lockedCost).toEqual({ mana: '{R}', life: 0, actions: [] });
    expect(result.steps.find((s) => s.state === 'casting.announcing.costs')).toMatchObject({ skipped: true });
    expect(result.game.stack).toEqual([expect.objectContaining({ id: 'lightning-bolt', castFrom: 'graveyard', choices: expect.objectContaining({ alternative: 'flashback' }) })]);
    expect(player(result, 'alice').graveyard).toEqual([]);
    expect(permanent(result, 'mountain')?.tapped).toBe(true);
  });

  it('702.51: Chord of Calling with X = 1 convokes two green creatures and Memnite; the Forest pays the last {G}', () => {
    const { result } = run('chord-of-calling-convoke.json');
    expect(result.lockedCost?.mana).toBe('{1}{G}{G}{G}');
    expect(result.game.stack[0]?.choices.x).toBe(1);
    expect(result.game.battlefield.filter((p) => p.tapped).map((p) => p.id).sort()).toEqual(['forest', 'grizzly-bears', 'llanowar-elves', 'memnite']);
    expect(player(result, 'alice').manaPool).toEqual([]);
  });

  it("700.2: Cryptic Command with modes 3 and 0 records [0, 3] and asks only for mode 0's target spell", () => {
    const { result } = run('cryptic-command-modes.json');
    expect(result.game.stack.at(-1)?.choices).toMatchObject({ modes: [0, 3], targets: [['hill-giant']] });
  });

  it('702.47: Glacial Ray spliced onto Desperate Ritual adds its {1}{R} and its target, and stays in the hand', () => {
    const { result } = run('glacial-ray-spliced.json');
    expect(result.lockedCost?.mana).toBe('{2}{R}{R}');
    expect(result.game.stack[0]?.choices).toMatchObject({ spliced: [{ id: 'glacial-ray', card: 'Glacial Ray' }], targets: [['bob']] });
    expect(player(result, 'alice').hand.map((c) => c.id)).toEqual(['glacial-ray']);
  });

  it('601.2d: Rolling Thunder with X = 4 records the division [1, 1, 2] among its three targets', () => {
    const { result } = run('rolling-thunder-divided.json');
    expect(result.game.stack[0]?.choices).toMatchObject({ x: 4, targets: [['bob', 'birds-of-paradise', 'grizzly-bears']], division: [1, 1, 2] });
  });

  it('601.3e, 601.5: Rolling Thunder may begin under Void Winnower, but X = 2 (mana value 4) is illegal at 601.2e', () => {
    const { result } = run('void-winnower-even-x.json');
    expect(result.refusal).toMatchObject({ rule: '601.2e', code: 'ILLEGAL_PROPOSAL' });
    expect(result.lockedCost).toBeNull();
    expect(result.steps.at(-2)).toMatchObject({ state: 'casting.checkingLegality', event: 'DISTRIBUTE' });
  });

  it('117.5, 603.3b: the active player\'s triggers go on the stack first, in the order she chose, then the other player\'s, on top', () => {
    const { result } = run('apnap-triggers.json');
    expect(result.game.stack.map((s) => (s.kind === 'trigger' ? `${s.source}:${s.controller}:${s.on}` : s.id))).toEqual([
      'lightning-bolt',
      'monastery-swiftspear-2:alice:cast',
      'monastery-swiftspear:alice:cast',
      'phantasmal-bear:bob:becameTarget',
    ]);
    expect(result.steps.filter((s) => s.state.startsWith('triggering')).map((s) => [s.rule, s.event])).toEqual([
      ['603.3b', null],
      ['603.3b', null],
      ['603.3b', 'ORDER_TRIGGERS'],
    ]);
    expect([result.triggers, result.game.priority]).toEqual([[], 'alice']);
  });

  it('601.2c: a refused choice is a result: the refusal with its rule and code, the step still waiting, the game unchanged', () => {
    const { result } = run('refused-illegal-target.json');
    expect(result).toMatchObject({ outcome: 'refused', refusal: { rule: '601.2c', code: 'ILLEGAL_TARGET' }, waiting: { rule: '601.2c' } });
    expect(result.refusals).toEqual([expect.objectContaining({ action: 1, event: 'CHOOSE_TARGETS', player: 'alice' })]);
    expect(result.game.stack.map((s) => [s.id, s.choices.targets])).toEqual([['lightning-bolt', []]]);
  });

  it('702.40, 603.3b: Grapeshot releases storm with count 2 (turn.spellsCast), then prowess; both go on the stack above it in the order they triggered; the cast counts as the third spell', () => {
    const { result } = run('grapeshot-storm.json');
    expect(result.triggers).toEqual([]);
    expect(result.game.stack.slice(1)).toEqual([
      expect.objectContaining({ kind: 'trigger', source: 'grapeshot', card: 'Grapeshot', controller: 'alice', on: 'cast', text: expect.stringContaining('Storm'), count: 2 }),
      expect.objectContaining({ kind: 'trigger', source: 'monastery-swiftspear', card: 'Monastery Swiftspear', controller: 'alice', on: 'cast', text: expect.stringContaining('Prowess') }),
    ]);
    expect(result.game.turn.spellsCast).toBe(3);
  });

  it('605.3a: mana made with priority floats in the pool and pays the Bolt cast afterwards; the second Mountain stays untapped', () => {
    const { result } = run('mana-first-then-cast.json');
    expect([result.steps[0], permanent(result, 'mountain-2')?.tapped]).toEqual([
      { state: 'priority', rule: '605.3', title: expect.any(String), event: 'ACTIVATE_MANA', player: 'alice', skipped: false },
      false,
    ]);
  });

  it("602.2a, 113.7: Prodigal Pyromancer's ability goes on the stack above the Bolt as an object that is not a card", () => {
    const { result } = run('activate-and-cast.json');
    expect(result.game.stack.map((o) => (o.kind === 'ability' ? [o.kind, o.id, o.source, o.ability] : [o.kind, o.id]))).toEqual([
      ['spell', 'lightning-bolt'],
      ['ability', 'ability-2', 'prodigal-pyromancer', 0],
    ]);
  });

  it("602.5c: Rootwalla activates its own ability and the one acquired from the totem; the acquired one a second time is prohibited", () => {
    const { result } = run('acquired-ability-once-per-giver.json');
    expect(result.refusal).toMatchObject({ rule: '602.5c', code: 'PROHIBITED' });
    expect(result.game.stack.map((o) => (o.kind === 'ability' ? [o.ability, o.grantedBy?.card ?? null] : []))).toEqual([
      [0, null],
      [1, 'Rootwalla Totem'],
    ]);
    expect(permanent(result, 'rootwalla')).toMatchObject({ activatedThisTurn: [0], acquiredActivatedThisTurn: [{ by: 'rootwalla-totem', grant: 0 }] });
    expect(formatTranscript(result)).toContain("stack (top first): Rootwalla's ability (from Rootwalla Totem) [alice], Rootwalla's ability [alice]");
    // The refused third ACTIVATE changed nothing: the game is the one the first four actions made.
    const scenario = load('acquired-ability-once-per-giver.json');
    expect(result.game).toEqual(runScenario({ ...scenario, actions: scenario.actions.slice(0, 4) }).game);
  });

  it("733.1: CANCEL with keepMana keeps {G}{C} in the pool, and Millikin's mill happens once", () => {
    const { result } = run('keep-mana-on-cancel.json');
    const alice = player(result, 'alice');
    expect([alice.manaPool.map((m) => `${m.id}:${m.type}`), alice.hand.map((c) => c.id), alice.graveyard.map((c) => c.id)]).toEqual([
      ['mana-1:G', 'mana-2:C'],
      ['giant-growth'],
      ['top'],
    ]);
  });

  it('inline cards and explicit ids: Ember Dart, cast as "dart" at "bear", pays mana-1..mana-3 by id', () => {
    const { scenario, result } = run('inline-card-and-explicit-ids.json');
    expect(scenario.cards['Ember Dart']?.manaCost?.printed).toBe('{1}{R}');
    expect(result.lockedCost?.mana).toBe('{2}{R}');
    expect(result.game.stack.map((s) => [s.id, s.card, s.choices.targets])).toEqual([['dart', 'Ember Dart', [['bear']]]]);
  });
});
