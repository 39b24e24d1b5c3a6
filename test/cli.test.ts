/**
 * The command line: `spellchart run <scenario.json> [--json]`. Tests call `main` with
 * in-memory streams; one test spawns the real program to check its exit code. Bad-input
 * fixtures are written to a temporary directory, never to docs/examples.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT_BAD_INPUT, main } from '../tools/cli.js';
import { runScenario, type ScenarioResult } from '../tools/run-scenario.js';
import { MAX_SCENARIO_CHARS, loadScenario } from '../src/scenario/load.js';
import { MAX_CARD_FILE_CHARS } from '../src/scenario/card-file.js';
import { MAX_ORACLE_FILE_BYTES } from '../tools/importer/input.js';
import { firstInvalidUtf8, readInputFile } from '../tools/read-input.js';
import fc from 'fast-check';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EXAMPLES = join(ROOT, 'docs', 'examples');
const BOLT = join(EXAMPLES, 'bolt-the-bird.json');
const tmp = mkdtempSync(join(tmpdir(), 'spellchart-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A stream that keeps what is written to it. */
class Sink extends Writable {
  text = '';
  override write(chunk: unknown, ...rest: unknown[]): boolean {
    this.text += String(chunk);
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }
}

function cli(...argv: string[]): { code: number; stdout: string; stderr: string } {
  const out = new Sink();
  const err = new Sink();
  const code = main(argv, out, err);
  return { code, stdout: out.text, stderr: err.text };
}

let fixtures = 0;
/** Writes a fixture file (text as is, or an object as JSON) and returns its path. */
function fixture(content: string | object): string {
  const file = join(tmp, `fixture-${++fixtures}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}

/** A small valid scenario: Alice may cast Lightning Bolt with a Mountain. */
function boltScenario(actions: unknown[], extra: Record<string, unknown> = {}) {
  return {
    name: 'fixture',
    game: {
      ids: 'names',
      players: [{ id: 'alice', hand: ['Lightning Bolt'] }, { id: 'bob' }],
      battlefield: [
        { card: 'Mountain', controller: 'alice' },
        { card: 'Grizzly Bears', controller: 'bob' },
      ],
      turn: { activePlayer: 'alice' },
    },
    actions,
    ...extra,
  };
}
const CAST = { type: 'CAST', player: 'alice', card: 'lightning-bolt' };

/**
 * Runs a bad-input file and checks the common contract: exit 2, nothing on stdout, the file
 * named on stderr; with --json, nothing on stderr and the same message and problems as one
 * JSON document on stdout.
 */
function badInput(file: string): string {
  const { code, stdout, stderr } = cli('run', file);
  expect(code).toBe(EXIT_BAD_INPUT);
  expect(stdout).toBe('');
  expect(stderr).toContain(file);
  const json = cli('run', file, '--json');
  expect(json.code).toBe(EXIT_BAD_INPUT);
  expect(json.stderr).toBe('');
  const { error } = JSON.parse(json.stdout) as { error: { message: string; problems: { path: string; message: string }[] } };
  const asText = `spellchart: ${error.message}${error.problems.length > 0 ? ':' : ''}\n${error.problems.map((p) => `  ${p.path}: ${p.message}\n`).join('')}`;
  expect(asText).toBe(stderr);
  return stderr;
}

describe('spellchart --version', () => {
  it("prints package.json's version and exits 0", () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(cli('--version')).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });
});

describe('spellchart run: the transcript', () => {
  it('prints a line per step taken, naming its rule and title, in order; each run of skipped steps is one line', () => {
    const { code, stdout, stderr } = cli('run', BOLT);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const { steps } = runScenario(loadScenario(readFileSync(BOLT, 'utf8')));
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('scenario: Lightning Bolt a Birds of Paradise');
    const stepLines = lines.slice(1, lines.indexOf('outcome: cast'));
    // CR 117.1: CAST is received while Alice holds priority; then every step the chart took that applied, in order.
    expect(stepLines[0]).toMatch(/^ {2}117\.1 +A player holds priority {2}<- CAST \(alice\): casts Lightning Bolt$/);
    const taken = stepLines.slice(1).filter((line) => !line.includes('skipped, nothing to choose'));
    const applied = steps.filter((step) => !step.skipped);
    expect(taken).toHaveLength(applied.length);
    taken.forEach((line, i) => expect(line).toMatch(new RegExp(`^  ${applied[i]!.rule.replace('.', '\\.')} +${applied[i]!.title}`)));
    expect(stepLines.filter((line) => line.includes('skipped, nothing to choose'))).toEqual([
      '  601.2b  skipped, nothing to choose: modes, splice, costs, x, hybrid, phyrexian',
      '  601.2d  skipped, nothing to choose: divide',
    ]);
  });

  it('601.2f, 601.2i: ends with the outcome, the locked cost, the stack and each player', () => {
    const { stdout } = cli('run', BOLT);
    expect(stdout).toContain('outcome: cast\nlocked cost: {R}\n');
    expect(stdout).toContain('stack (top first): Lightning Bolt [alice]');
    expect(stdout).toContain('alice: 20 life, mana pool empty, hand Grizzly Bears');
    expect(stdout).not.toContain('refusal:');
  });

  it('733: an illegal cast prints its refusal with rule and code', () => {
    const { code, stdout } = cli('run', join(EXAMPLES, 'unpaid-cost.json'));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}601\.2h +Pay the total cost {2}<- PAY \(alice\): pays with \{U\}\{U\} from the pool$/m);
    expect(stdout).toMatch(/^ {2}733 +Illegal: the cast is reversed$/m);
    expect(stdout).toContain('outcome: illegal');
    expect(stdout).toContain('refusal: 601.2h PAYMENT_DOES_NOT_COVER_COST: ');
  });

  it('every example in docs/examples runs with exit code 0, as a transcript and as JSON', () => {
    for (const file of readdirSync(EXAMPLES).filter((f) => f.endsWith('.json'))) {
      const path = join(EXAMPLES, file);
      const text = cli('run', path);
      expect({ file, code: text.code, stderr: text.stderr }).toEqual({ file, code: 0, stderr: '' });
      const json = cli('run', path, '--json');
      expect(json.code).toBe(0);
      expect(JSON.parse(json.stdout).outcome).toBe(text.stdout.match(/^outcome: (\w+)$/m)?.[1]);
    }
  });
});

describe('spellchart run --json: the result document', () => {
  it('prints one parseable document with outcome, steps, lockedCost, refusal, triggers, refusals, waiting, stack and game', () => {
    const { code, stdout, stderr } = cli('run', BOLT, '--json');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const doc = JSON.parse(stdout);
    expect(Object.keys(doc)).toEqual(['scenario', 'outcome', 'steps', 'lockedCost', 'refusal', 'triggers', 'refusals', 'waiting', 'stack', 'game']);
    expect(doc.outcome).toBe('cast');
    expect(doc.lockedCost).toEqual({ mana: '{R}', life: 0, actions: [] });
    expect(doc.refusal).toBeNull();
    expect(doc.triggers).toEqual([]);
    expect(doc.game.stack.map((s: { id: string }) => s.id)).toEqual(['lightning-bolt']);
    expect(doc.stack).toEqual([{ id: 'lightning-bolt', kind: 'spell', card: 'Lightning Bolt', controller: 'alice', manaValue: 1, choices: doc.game.stack[0].choices, lockedCost: { mana: '{R}', life: 0, actions: [] } }]);
    for (const step of doc.steps) {
      expect(Object.keys(step)).toEqual(['state', 'rule', 'title', 'event', 'player', 'skipped']);
      expect(step.rule).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
    }
    expect(doc.steps.map((s: { rule: string }) => s.rule)).toEqual(expect.arrayContaining(['601.2a', '601.2c', '601.2f', '601.2g', '601.2h', '601.2i']));
  });

  it('601.2f: lockedCost names the additional costs (Altar\'s Reap)', () => {
    const doc = JSON.parse(cli('run', join(EXAMPLES, 'altars-reap-locked-cost.json'), '--json').stdout);
    expect(doc.lockedCost).toEqual({ mana: '{B}', life: 0, actions: ['sacrifice a creature'] });
  });

  it('601.3: a prohibited cast has a refusal {rule, code, message} and no locked cost', () => {
    const doc = JSON.parse(cli('run', join(EXAMPLES, 'sorcery-on-opponents-turn.json'), '--json').stdout);
    expect(doc.outcome).toBe('prohibited');
    expect(doc.lockedCost).toBeNull();
    expect(Object.keys(doc.refusal)).toEqual(['rule', 'code', 'message']);
    expect(doc.refusal).toMatchObject({ rule: '307.1', code: 'SORCERY_TIMING' });
  });

  it('an empty action list is pending, with no steps and the starting game', () => {
    const doc = JSON.parse(cli('run', fixture(boltScenario([])), '--json').stdout);
    expect(doc).toMatchObject({ outcome: 'pending', steps: [], lockedCost: null, refusal: null });
    expect(doc.game.players[0].hand[0].id).toBe('lightning-bolt');
  });
});

describe('spellchart run: bad input exits 2, points at the place, prints nothing on stdout', () => {
  it('malformed JSON: $, with the line and column', () => {
    const stderr = badInput(fixture('{\n  "name": "broken",\n  "game": { "players": [ { "id": "alice" } ], }\n}\n'));
    expect(stderr).toMatch(/ {2}\$: not valid JSON: .*\(line 3, column \d+\)/);
  });

  it('malformed JSON whose parser message gives no position: the line and column still are', () => {
    expect(badInput(fixture('{\n  "name": tru }'))).toMatch(/not valid JSON: .*\(line 2, column 14\)/s);
    expect(badInput(fixture('{\n  "name": [1,\n'))).toMatch(/Unexpected end of JSON input \(line 3, column 1\)/);
  });

  it('--json: bad input is one JSON document on stdout, with the message and each problem', () => {
    const { code, stdout, stderr } = cli('run', fixture('{\n  "name": tru }'), '--json');
    expect({ code, stderr }).toEqual({ code: 2, stderr: '' });
    const doc = JSON.parse(stdout) as { error: { message: string; problems: { path: string; message: string }[] } };
    expect(doc.error.message).toMatch(/is not a valid scenario$/);
    expect(doc.error.problems).toEqual([{ path: '$', message: expect.stringMatching(/\(line 2, column 14\)$/) }]);
  });

  it('view -o into a folder that does not exist: exit 2 and a plain message', () => {
    const missing = join(tmp, 'no-such-folder', 'page.html');
    expect(cli('view', fixture(boltScenario([])), '-o', missing)).toEqual({ code: 2, stdout: '', stderr: `spellchart: can't write ${missing}: its folder does not exist\n` });
  });

  it('a scenario file one byte over the limit is refused without being read', () => {
    const file = join(tmp, 'huge.json');
    writeFileSync(file, '');
    truncateSync(file, MAX_SCENARIO_CHARS + 1); // sparse: takes no disk space
    expect(badInput(file)).toMatch(/huge\.json is 20,000,001 bytes; a scenario file may be at most 20,000,000 bytes/);
  });

  it('unknown card names: every one listed with its own path', () => {
    const stderr = badInput(
      fixture({
        name: 'typos',
        game: {
          players: [
            { id: 'alice', hand: ['Lightning Bolt', 'Lightening Bolt', { card: 'Shokk', id: 'shock' }] },
            { id: 'bob', library: ['Counterspel'] },
          ],
          battlefield: [{ card: 'Mountian', controller: 'alice' }],
          turn: { activePlayer: 'alice' },
        },
      }),
    );
    expect(stderr).toContain('$.game.players[0].hand[1]: unknown card "Lightening Bolt"');
    expect(stderr).toContain('$.game.players[0].hand[2].card: unknown card "Shokk"');
    expect(stderr).toContain('$.game.players[1].library[0]: unknown card "Counterspel"');
    expect(stderr).toContain('$.game.battlefield[0].card: unknown card "Mountian"');
    expect(stderr).not.toContain('"Lightning Bolt"');
  });

  it('unknown cards and bad actions are reported together', () => {
    const spec = boltScenario([CAST, { type: 'ANNOUNCE_X', player: 'alice', x: 'three' }]);
    spec.game.players[1] = { id: 'bob', hand: ['Counterspel'] };
    const stderr = badInput(fixture(spec));
    expect(stderr).toContain('$.game.players[1].hand[0]: unknown card "Counterspel"');
    expect(stderr).toContain('$.actions[1].x: ');
  });

  it('a wrong event payload: the path of the field', () => {
    const stderr = badInput(fixture(boltScenario([CAST, { type: 'ANNOUNCE_X', player: 'alice', x: -1 }])));
    expect(stderr).toMatch(/ {2}\$\.actions\[1\]\.x: /);
  });

  it('a missing field and an unexpected field in an event', () => {
    const stderr = badInput(fixture(boltScenario([{ type: 'CAST', player: 'alice' }, { type: 'CANCEL', player: 'alice', why: 'no' }])));
    expect(stderr).toContain('$.actions[0].card: ');
    expect(stderr).toMatch(/\$\.actions\[1\]: .*"why"/);
  });

  it('an unknown event type: the path of its type, with the types that exist', () => {
    const stderr = badInput(fixture(boltScenario([CAST, { type: 'PASS_PRIORITY', player: 'alice' }])));
    expect(stderr).toContain('$.actions[1].type: unknown event type "PASS_PRIORITY"; expected one of CAST, ');
  });

  /** A refused choice is a result: exit 0, the refusal in the transcript and in the JSON result's `refusals`. */
  function refusedRun(actions: unknown[]) {
    const file = fixture(boltScenario(actions));
    const text = cli('run', file);
    expect([text.code, text.stderr]).toEqual([0, '']);
    const json = cli('run', file, '--json');
    expect([json.code, json.stderr]).toEqual([0, '']);
    return { transcript: text.stdout, result: JSON.parse(json.stdout) as ScenarioResult };
  }

  it('601.2c: an event the chart refuses at run time is a result: the action, the rule, the code and the step still waiting', () => {
    const { transcript, result } = refusedRun([CAST, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['grizzly-bears']] }, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] }]);
    expect(transcript).toContain('refused: $.actions[2] CHOOSE_TARGETS (alice): 601.2 EVENT_NOT_EXPECTED: CHOOSE_TARGETS is not expected at this step');
    expect(transcript).toContain('(waiting at 601.2g');
    expect(transcript).toContain('outcome: refused');
    expect(result).toMatchObject({ outcome: 'refused', refusal: { rule: '601.2', code: 'EVENT_NOT_EXPECTED' }, waiting: { rule: '601.2g' } });
    expect(result.refusals).toEqual([expect.objectContaining({ action: 2, event: 'CHOOSE_TARGETS', player: 'alice', waiting: expect.objectContaining({ rule: '601.2g' }) })]);
  });

  it('601.2c: a target that is not legal is refused, not made illegal; the game is unchanged and the step still waits', () => {
    const { result } = refusedRun([CAST, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['mountain']] }]);
    const castOnly = refusedRun([CAST]).result;
    expect(result).toMatchObject({ outcome: 'refused', refusal: { rule: '601.2c', code: 'ILLEGAL_TARGET' }, waiting: { rule: '601.2c' } });
    expect(result.game).toEqual(castOnly.game);
  });

  it('601.6, 733: a refusal from the wrong player, then later actions go on: another choice, or a CANCEL', () => {
    const wrong = { type: 'CHOOSE_TARGETS', player: 'bob', targets: [['alice']] };
    const { result } = refusedRun([CAST, wrong, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] }, { type: 'PAY', player: 'alice' }]);
    expect(result).toMatchObject({ outcome: 'cast', refusal: null });
    expect(result.refusals).toEqual([expect.objectContaining({ action: 1, refusal: expect.objectContaining({ rule: '601.6', code: 'WRONG_PLAYER' }) })]);
    const cancelled = refusedRun([CAST, wrong, { type: 'CANCEL', player: 'alice' }]).result;
    expect(cancelled).toMatchObject({ outcome: 'illegal', refusal: { code: 'CANCELLED' } });
  });

  it('601.2a: a CAST naming an id that is not in the game is refused', () => {
    const { result } = refusedRun([{ type: 'CAST', player: 'alice', card: 'lightning-bolt-2' }]);
    expect(result).toMatchObject({ outcome: 'refused', refusal: { rule: '601.2a', code: 'BAD_PAYLOAD' }, waiting: { state: 'priority', rule: '117.1' } });
    expect(result.refusal?.message).toContain('there is no card "lightning-bolt-2"');
  });

  it('an event before any CAST is refused at priority', () => {
    const { result } = refusedRun([{ type: 'PAY', player: 'alice' }]);
    expect(result).toMatchObject({ outcome: 'refused', refusal: { rule: '117.1', code: 'EVENT_NOT_EXPECTED' }, waiting: { state: 'priority' } });
  });

  it('a duplicate id: the path of the second use', () => {
    const spec = boltScenario([]);
    spec.game.players = [
      { id: 'alice', hand: [{ card: 'Lightning Bolt', id: 'bolt' }] as never },
      { id: 'bob', hand: [{ card: 'Shock', id: 'bolt' }] as never },
    ];
    const stderr = badInput(fixture(spec));
    expect(stderr).toContain('$.game.players[1].hand[0].id: the id "bolt" is used twice');
  });

  it('an inline card with a bad field: the path and the message name the card and the field', () => {
    const stderr = badInput(
      fixture(
        boltScenario([], {
          cards: [
            { name: 'Fine Card', manaCost: '{R}', types: ['Instant'] },
            { name: 'Broken Bolt', manaCost: '{R}{Q}', types: ['Instant'] },
            { manaCost: '{1}', types: ['Artifact'] },
          ],
        }),
      ),
    );
    expect(stderr).toMatch(/ {2}\$\.cards\[1\]\.manaCost: card "Broken Bolt": .*\{Q\}/);
    expect(stderr).toContain('$.cards[2].name: a card with no name: ');
    expect(stderr).not.toContain('Fine Card');
  });

  it('an inline card defined twice: the path of the second definition', () => {
    const card = { name: 'Twin', manaCost: '{1}', types: ['Artifact'] };
    const stderr = badInput(fixture(boltScenario([], { cards: [card, card] })));
    expect(stderr).toContain('$.cards[1].name: card "Twin" is defined twice (first at $.cards[0])');
  });

  it('a spell on the stack whose target is not in the game', () => {
    const spec = boltScenario([]);
    Object.assign(spec.game, { stack: [{ card: 'Shock', controller: 'alice', targets: [['carol']] }] });
    const stderr = badInput(fixture(spec));
    expect(stderr).toContain('$.game.stack[0].targets[0][0]: no player or object "carol" in this game');
  });

  it('a schema problem: a wrong type and a field the format does not have', () => {
    const spec = boltScenario([]);
    spec.game.players[0] = { id: 'alice', life: 'twenty', hnad: [] } as never;
    const stderr = badInput(fixture(spec));
    expect(stderr).toContain('$.game.players[0].life: ');
    expect(stderr).toMatch(/\$\.game\.players\[0\]: .*"hnad"/);
  });

  it('a missing file', () => {
    const missing = join(tmp, 'no-such-scenario.json');
    const { code, stdout, stderr } = cli('run', missing);
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(stdout).toBe('');
    expect(stderr).toContain(`can't read ${missing}`);
  });

  it('command-line mistakes: no file, an unknown option, an unknown command', () => {
    for (const argv of [['run'], ['run', BOLT, '--jsn'], ['walk', BOLT]]) {
      const { code, stdout, stderr } = cli(...argv);
      expect({ argv, code, stdout }).toEqual({ argv, code: EXIT_BAD_INPUT, stdout: '' });
      expect(stderr).toMatch(/error: /);
    }
  });

  it('the real program exits with code 2 and writes nothing to stdout', () => {
    const file = fixture(boltScenario([CAST, { type: 'FROB' }]));
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const child = spawnSync(tsx, ['tools/cli.ts', 'run', file], { cwd: ROOT, encoding: 'utf8' });
    expect(child.status).toBe(EXIT_BAD_INPUT);
    expect(child.stdout).toBe('');
    expect(child.stderr).toContain('$.actions[1].type: unknown event type "FROB"');
    // Starting tsx takes a few seconds on a busy machine.
  }, 60_000);
});

describe('spellchart run|view --cards <library.json>: imported cards', () => {
  const shock = (manaCost: string) => ({ name: 'Fixture Shock', manaCost, types: ['Instant'], targets: [{ what: 'any' }], text: 'Fixture Shock deals 2 damage to any target.' });
  const riddle = {
    name: 'Fixture Riddle',
    manaCost: '{R}',
    types: ['Instant'],
    targets: [{ what: 'any' }],
    gaps: [{ text: 'If you control a Wizard, copy this spell.', reason: 'a copy effect is not compiled', reach: 'card' }],
  };
  const library = fixture([shock('{R}'), riddle]);
  /** Alice casts `card` at Bob: the whole cast, or (`castOnly`) the CAST alone, which is all a refused cast may have. */
  const castOf = (card: string, id: string, extra: Record<string, unknown> = {}, castOnly = false) => ({
    name: 'imported cards',
    game: { ids: 'names', players: [{ id: 'alice', hand: [card] }, { id: 'bob' }], battlefield: [{ card: 'Mountain', controller: 'alice' }, { card: 'Mountain', id: 'mountain-2', controller: 'alice' }], turn: { activePlayer: 'alice' } },
    actions: [{ type: 'CAST', player: 'alice', card: id }, { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] }, { type: 'PAY', player: 'alice', mana: 'auto' }].slice(0, castOnly ? 1 : 3),
    ...extra,
  });
  const shockScenario = fixture(castOf('Fixture Shock', 'fixture-shock'));
  const json = (...argv: string[]) => {
    const run = cli('run', ...argv, '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    return JSON.parse(run.stdout) as { outcome: string; lockedCost: { mana: string } | null; refusal: { rule: string; code: string; message: string } | null };
  };

  it('a scenario naming a card of the library runs; without the library the card is unknown', () => {
    expect(json(shockScenario, '--cards', library)).toMatchObject({ outcome: 'cast', lockedCost: { mana: '{R}' } });
    expect(badInput(shockScenario)).toContain('Fixture Shock');
  });

  it('--cards is repeatable: a later file overrides an earlier one, and any file overrides the built-in cards', () => {
    const dearer = fixture([shock('{1}{R}')]);
    expect(json(shockScenario, '--cards', library, '--cards', dearer).lockedCost).toEqual({ mana: '{1}{R}', life: 0, actions: [] });
    expect(json(shockScenario, '--cards', dearer, '--cards', library).lockedCost).toEqual({ mana: '{R}', life: 0, actions: [] });
    const bolt = fixture([{ name: 'Lightning Bolt', manaCost: '{1}{R}', types: ['Instant'], targets: [{ what: 'any' }] }]);
    const boltScenario = fixture(castOf('Lightning Bolt', 'lightning-bolt'));
    expect(json(boltScenario).lockedCost).toEqual({ mana: '{R}', life: 0, actions: [] });
    expect(json(boltScenario, '--cards', bolt).lockedCost).toEqual({ mana: '{1}{R}', life: 0, actions: [] });
  });

  it('601.2: a partial card is refused (CARD_INCOMPLETE, naming the gap); with --allow-partial it is cast', () => {
    const riddleScenario = fixture(castOf('Fixture Riddle', 'fixture-riddle', {}, true));
    const refused = json(riddleScenario, '--cards', library);
    expect(refused).toMatchObject({ outcome: 'prohibited', refusal: { rule: '601.2', code: 'CARD_INCOMPLETE' } });
    expect(refused.refusal!.message).toContain('If you control a Wizard, copy this spell.');
    expect(refused.refusal!.message).toContain('a copy effect is not compiled');
    const transcript = cli('run', riddleScenario, '--cards', library);
    expect(transcript.code).toBe(0);
    expect(transcript.stdout).toContain('CARD_INCOMPLETE');
    expect(json(fixture(castOf('Fixture Riddle', 'fixture-riddle')), '--cards', library, '--allow-partial').outcome).toBe('cast');
  });

  it('--allow-partial reaches a scenario\'s inline partial cards too', () => {
    const cards = [{ ...riddle, name: 'Inline Riddle' }];
    expect(json(fixture(castOf('Inline Riddle', 'inline-riddle', { cards }, true))).refusal).toMatchObject({ code: 'CARD_INCOMPLETE' });
    expect(json(fixture(castOf('Inline Riddle', 'inline-riddle', { cards })), '--allow-partial').outcome).toBe('cast');
  });

  it('a malformed library file exits 2 with the file and the JSON path, and prints nothing on stdout', () => {
    const cases: [string | object, RegExp][] = [
      ['[{"name": "Broken",', /\$: not valid JSON: .*\(line 1, column \d+\)/],
      [{ name: 'Not An Array', types: ['Instant'] }, /\$: a card library file is a JSON array of cards/],
      [[shock('{R}'), { name: 'Broken Bolt', manaCost: '{Q}', types: ['Instant'] }], /\$\[1\]\.manaCost: card "Broken Bolt": .*\{Q\}/],
      [[shock('{R}'), shock('{2}')], /\$\[1\]\.name: card "Fixture Shock" is defined twice \(first at \$\[0\]\)/],
      [[{ ...riddle, gaps: [{ text: '', reason: 'x' }] }], /\$\[0\]\.gaps\[0\]\.text: card "Fixture Riddle"/],
      ['[{"__proto__": {}}]', /\$\[0\]\.__proto__: the key "__proto__" is not allowed/],
    ];
    for (const [content, expected] of cases) {
      const file = fixture(content);
      for (const command of [['run', shockScenario], ['view', shockScenario, '-o', join(tmp, 'never.html')]]) {
        const { code, stdout, stderr } = cli(...command, '--cards', library, '--cards', file);
        expect({ file, code, stdout }).toEqual({ file, code: EXIT_BAD_INPUT, stdout: '' });
        expect(stderr).toContain(`${file} is not a valid card library`);
        expect(stderr).toMatch(expected);
      }
    }
    const missing = join(tmp, 'no-such-library.json');
    expect(cli('run', shockScenario, '--cards', missing)).toMatchObject({ code: EXIT_BAD_INPUT, stdout: '', stderr: expect.stringContaining(`can't read ${missing}`) });
  });

  it('spellchart view --cards writes the page of a scenario with imported cards', () => {
    const page = join(tmp, 'imported.html');
    const { code, stdout } = cli('view', shockScenario, '--cards', library, '-o', page);
    expect(code).toBe(0);
    expect(stdout).toContain(page);
    expect(readFileSync(page, 'utf8')).toContain('Fixture Shock');
    expect(cli('view', shockScenario, '-o', page).code).toBe(EXIT_BAD_INPUT);
  });
});

/** The real program, given at most `timeout` ms: a hang is killed and shows as a signal, not a stuck test run. */
function spawnCli(argv: readonly string[], timeout = 60_000): Promise<{ status: number | null; signal: string | null; stdout: string; stderr: string }> {
  const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
  return new Promise((resolve) => {
    execFile(tsx, ['tools/cli.ts', ...argv], { cwd: ROOT, encoding: 'utf8', timeout, killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
      const failed = error as (Error & { code?: number | string; signal?: string | null }) | null;
      resolve({ status: failed ? (typeof failed.code === 'number' ? failed.code : null) : 0, signal: failed?.signal ?? null, stdout, stderr });
    });
  });
}

describe('reading input files: a hard byte limit whatever the path names, UTF-8 only', () => {
  const fifo = join(tmp, 'pipe.json');
  const hasMkfifo = spawnSync('mkfifo', [fifo]).status === 0;
  const zero = join(tmp, 'zero.json');
  symlinkSync('/dev/zero', zero);
  const library = fixture([]);

  // The real program, each run given 60 s: a hang is killed and fails the test instead of stopping the run.
  it.skipIf(!hasMkfifo)('a FIFO with no writer and a symbolic link to /dev/zero are refused at once, as a scenario, a --cards library and a file to import (skipped only where mkfifo is missing)', { timeout: 150_000 }, async () => {
    const runs = await Promise.all([
      spawnCli(['run', fifo, '--json']),
      spawnCli(['run', BOLT, '--cards', library, '--cards', zero]),
      spawnCli(['cards', 'import', fifo, '-o', join(tmp, 'never.json')]),
    ]);
    const expected = [
      `${fifo} is a named pipe (FIFO), not a regular file; a scenario file must be a regular file`,
      `${zero} is a character device, not a regular file; a card library file must be a regular file`,
      `${fifo} is a named pipe (FIFO), not a regular file; a file of cards to import must be a regular file`,
    ];
    const asJson = (message: string) => `${JSON.stringify({ error: { message, problems: [] } }, null, 2)}\n`;
    expect(runs).toEqual(expected.map((message, i) => ({ status: EXIT_BAD_INPUT, signal: null, stdout: i === 0 ? asJson(message) : '', stderr: i === 0 ? '' : `spellchart: ${message}\n` })));
    expect(badInput(zero)).toBe(`spellchart: ${zero} is a character device, not a regular file; a scenario file must be a regular file\n`);
  });

  it('a directory is refused as not a regular file', () => {
    expect(badInput(tmp)).toBe(`spellchart: ${tmp} is a directory, not a regular file; a scenario file must be a regular file\n`);
  });

  it('a --cards library and a file to import one byte over their limits are refused without being read', () => {
    const big = (name: string, bytes: number) => {
      const file = join(tmp, name);
      writeFileSync(file, '');
      truncateSync(file, bytes); // sparse: takes no disk space
      return file;
    };
    const cardsFile = big('huge-library.json', MAX_CARD_FILE_CHARS + 1);
    expect(cli('run', BOLT, '--cards', cardsFile)).toEqual({
      code: EXIT_BAD_INPUT,
      stdout: '',
      stderr: `spellchart: ${cardsFile} is 200,000,001 bytes; a card library file may be at most 200,000,000 bytes\n`,
    });
    const importFile = big('huge-import.json', MAX_ORACLE_FILE_BYTES + 1);
    expect(cli('cards', 'import', importFile, '-o', join(tmp, 'never.json'))).toEqual({
      code: EXIT_BAD_INPUT,
      stdout: '',
      stderr: `spellchart: ${importFile} is 500,000,001 bytes; a file of cards to import may be at most 500,000,000 bytes\n`,
    });
  });

  it('at most limit + 1 bytes are read: exactly the limit is read, one byte more is refused, and so is a file that reports a smaller size than it has', () => {
    const file = fixture('0123456789');
    expect(readInputFile(file, 10, 'a test file')).toBe('0123456789');
    expect(() => readInputFile(file, 9, 'a test file')).toThrow(`${file} is 10 bytes; a test file may be at most 9 bytes`);
    // Files under /proc report a size of 0 and have text all the same.
    if (existsSync('/proc/self/status')) {
      expect(() => readInputFile('/proc/self/status', 10, 'a test file')).toThrow('/proc/self/status is more than 10 bytes; a test file may be at most 10 bytes');
      expect(readInputFile('/proc/self/status', 1_000_000, 'a test file')).toMatch(/^Name:/);
    }
  });

  it('a UTF-8 byte order mark is accepted: a scenario, a --cards library and a file to import', () => {
    const bom = (text: string) => fixture(`\uFEFF${text}`);
    const plain = cli('run', BOLT, '--json');
    expect(cli('run', bom(readFileSync(BOLT, 'utf8')), '--json')).toEqual(plain);
    expect(cli('run', BOLT, '--json', '--cards', bom('[]'))).toEqual(plain);
    const imported = cli('cards', 'import', bom('[{"name": "Fixture Bolt", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": ""}]'), '-o', join(tmp, 'imported.json'));
    expect(imported).toMatchObject({ code: 0, stderr: '' });
    expect(imported.stdout).toContain('cards read: 1');
  });

  it('invalid UTF-8 is refused with the byte offset and line of the first bad sequence, never replaced', () => {
    const scenario = Buffer.concat([Buffer.from('{\n  "name": "café",\n  "description": "'), Buffer.from([0xe2, 0x82]), Buffer.from('"\n}\n')]);
    const file = join(tmp, 'latin.json');
    writeFileSync(file, scenario);
    expect(badInput(file)).toBe(`spellchart: ${file} is not valid UTF-8: the first bad byte sequence starts at byte offset 39 (line 3); a scenario file must be UTF-8 text\n`);
    const cards = join(tmp, 'latin-cards.json');
    writeFileSync(cards, Buffer.from([0x5b, 0xff, 0x5d]));
    expect(cli('run', BOLT, '--cards', cards).stderr).toBe(`spellchart: ${cards} is not valid UTF-8: the first bad byte sequence starts at byte offset 1 (line 1); a card library file must be UTF-8 text\n`);
    expect(cli('cards', 'import', cards, '-o', join(tmp, 'never.json'))).toMatchObject({ code: EXIT_BAD_INPUT, stdout: '', stderr: expect.stringContaining('byte offset 1 (line 1); a file of cards to import must be UTF-8 text') });
  });

  it('the first bad sequence: a stray continuation byte, an overlong form, a surrogate, a code point above U+10FFFF, a sequence cut short', () => {
    const at = (...bytes: number[]) => firstInvalidUtf8(Uint8Array.from(bytes));
    expect(at(0x61, 0x80)).toBe(1);
    expect(at(0x61, 0xc0, 0xaf)).toBe(1);
    expect(at(0xe0, 0x80, 0xaf)).toBe(0);
    expect(at(0x61, 0xed, 0xa0, 0x80)).toBe(1);
    expect(at(0xf4, 0x90, 0x80, 0x80)).toBe(0);
    expect(at(0xe2, 0x82, 0xac, 0xe2, 0x82)).toBe(3);
    expect(at(0xe2, 0x82, 0x41)).toBe(0);
    expect(at(...Buffer.from('a é € 𝄞'))).toBe(-1);
  });

  it('the first bad sequence agrees with a fatal TextDecoder on any bytes: -1 exactly when they decode, and the bytes before it always decode', () => {
    const decodes = (bytes: Uint8Array) => {
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        return true;
      } catch {
        return false;
      }
    };
    const bytes = fc.array(fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(0x80, 0xbf, 0xc2, 0xe0, 0xed, 0xf0, 0xf4)), { maxLength: 12 }).map((a) => Uint8Array.from(a));
    fc.assert(
      fc.property(bytes, (b) => {
        const offset = firstInvalidUtf8(b);
        expect(offset === -1).toBe(decodes(b));
        if (offset >= 0) expect(decodes(b.subarray(0, offset))).toBe(true);
      }),
    );
  });

  it('--view with a player not in the game blames the option, lists the players and names no file', () => {
    const message = '--view "carol": no such player in this game; the players are "alice", "bob"';
    expect(cli('run', BOLT, '--view', 'carol')).toEqual({ code: EXIT_BAD_INPUT, stdout: '', stderr: `spellchart: ${message}\n` });
    expect(cli('run', BOLT, '--view', 'carol', '--json')).toEqual({ code: EXIT_BAD_INPUT, stdout: `${JSON.stringify({ error: { message, problems: [] } }, null, 2)}\n`, stderr: '' });
    expect(cli('run', BOLT, '--view', 'bob')).toMatchObject({ code: 0, stderr: '' });
  });
});
