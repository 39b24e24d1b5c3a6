#!/usr/bin/env node
/**
 * The `spellchart` command. `spellchart run <scenario.json> [--json] [--cards <library.json>]…`
 * runs a scenario and prints a transcript, or one JSON result document. Bad input exits with code 2 and a
 * message pointing at the place in the file; nothing half-done is printed as a result.
 * `spellchart play [scenario.json]` serves the playground on this machine (tools/playground/).
 */
import { spawn } from 'node:child_process';
import { realpathSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Command, CommanderError } from 'commander';
import { InputError, type InputProblem } from '../src/scenario/problems.js';
import { viewFor } from '../src/game/views.js';
import { MAX_SCENARIO_CHARS, loadScenario, type LoadedScenario } from '../src/scenario/load.js';
import { MAX_CARD_FILE_CHARS, loadCardLibrary } from '../src/scenario/card-file.js';
import { BUILT_IN_CARDS, createCardLibrary, type CardLibrary } from '../src/cards/library.js';
import { statelyForRun } from './inspect.js';
import { runLive } from './live/run-live.js';
import { createLiveHub } from './live/hub.js';
import { publishUrl, sendRun } from './live/send-run.js';
import { type ScenarioResult } from './run-scenario.js';
import { formatTranscript, traceRun, type TranscriptTrace } from './transcript.js';
import { formatSummary, importCards, libraryOf, readCardFile, reportOf } from './importer/import-file.js';
import { MAX_ORACLE_FILE_BYTES } from './importer/input.js';
import { InputFileError, readInputFile } from './read-input.js';
import { packageVersion } from './version.js';
import { DEFAULT_SCENARIO } from './playground/default-game.js';
import type { PlaygroundData } from './playground/page.js';
import { startPlayground, type Playground } from './playground/server.js';
import { playgroundBundle } from './playground/bundle.js';
import { playgroundHtml } from './playground/html.js';

export const EXIT_BAD_INPUT = 2;

export function main(argv: readonly string[], out: NodeJS.WritableStream = process.stdout, err: NodeJS.WritableStream = process.stderr): number {
  let code = 0;
  const program = new Command('spellchart')
    .description('Cast spells through the Comprehensive Rules 601 statechart')
    .version(packageVersion(), '-V, --version', 'print the version')
    .exitOverride()
    .configureOutput({ writeOut: (s) => out.write(s), writeErr: (s) => err.write(s) });
  program
    .command('run')
    .description('run a scenario file and print a transcript, one line per rule step')
    .argument('<scenario>', 'path to a scenario JSON file')
    .option('--json', 'print the result as one JSON document')
    .option('--view <player>', "show the game as this player may see it: other hands and every library's order hidden")
    .option('--inspect [mode]', "show the run live: in the playground page served on this machine (the default), in a running \`spellchart play\` (its address), or 'stately' for Stately's hosted inspector")
    .option('--port <port>', 'the port of the live page (a busy one is replaced by a free one); any free port by default', '0')
    .option('--open', 'open the live page in a browser')
    .option('--wait', 'wait for the live page to connect before running')
    .option('--hold <seconds>', 'keep serving the live page this long after the run (default: until Ctrl+C); with stately, keep the connection this long (default 60)')
    .option('--cards <library>', CARDS_HELP, collect, [])
    .option('--allow-partial', ALLOW_PARTIAL_HELP)
    .action((file: string, options: RunFlags) => {
      const fail = options.json === true ? jsonFailure(out) : textFailure(err);
      code = withScenario(file, options, fail, (scenario) => {
        const players = scenario.game.players.map((p) => p.id);
        if (options.view !== undefined && !players.includes(options.view)) {
          return fail(`--view ${JSON.stringify(options.view)}: no such player in this game; the players are ${players.map((id) => JSON.stringify(id)).join(', ')}`);
        }
        const print = (run: ScenarioResult, trace?: TranscriptTrace) => {
          const result = options.view === undefined ? run : { ...run, game: viewFor(run.game, options.view) };
          out.write(options.json === true ? `${JSON.stringify(result, null, 2)}\n` : `${formatTranscript(result, trace)}\n`);
        };
        const inspecting = inspectFlags(options, fail);
        if (typeof inspecting === 'number') return inspecting;
        if (inspecting?.mode === 'local') return inspectLocally(file, scenario, options, inspecting, print, err, fail);
        if (inspecting?.mode instanceof URL) return sendToPlayground(file, scenario, options, inspecting.mode, print, err, fail);
        const live = inspecting ? statelyForRun(inspecting.hold ?? 60, err) : null;
        const { result, trace } = traceRun(scenario, live?.inspect);
        print(result, trace);
        live?.stopAfterHold();
        return 0;
      });
    });
  program
    .command('view')
    .description('write the playground as one self-contained HTML page that replays the scenario: the charts, the path it took, each step and the game')
    .argument('<scenario>', 'path to a scenario JSON file')
    .requiredOption('-o, --output <file>', 'the HTML file to write')
    .option('--cards <library>', CARDS_HELP, collect, [])
    .option('--allow-partial', ALLOW_PARTIAL_HELP)
    .action((file: string, options: LibraryFlags & { output: string }) => {
      const fail = textFailure(err);
      code = withScenario(file, options, fail, () => {
        const data = playgroundData(file, options, true, fail);
        if (data === null) return EXIT_BAD_INPUT;
        if (!writeOutput(options.output, playgroundHtml({ inline: playgroundBundle(), data }), fail)) return EXIT_BAD_INPUT;
        out.write(`wrote ${options.output}\n`);
        return 0;
      });
    });
  program
    .command('play')
    .description('serve the playground on this machine: cast spells by clicking and watch the chart (without a scenario, a small default game)')
    .argument('[scenario]', 'path to a scenario JSON file to start from (its actions are replayed as steps)')
    .option('--cards <library>', CARDS_HELP, collect, [])
    .option('--allow-partial', ALLOW_PARTIAL_HELP)
    .option('--port <port>', 'the port to serve on (a busy one is replaced by a free one); any free port by default', '0')
    .option('--open', 'open the page in a browser')
    .action((file: string | undefined, options: PlayFlags) => {
      const started = play(file, options, out, err);
      if (typeof started === 'number') code = started;
      else started.catch((error: unknown) => err.write(`spellchart: the playground could not start: ${error instanceof Error ? error.message : String(error)}\n`));
    });
  program
    .command('cards')
    .description('work with card files')
    .command('import')
    .description("compile a JSON array of cards in Scryfall's field names into a card library, with a per-card report")
    .argument('<cards>', 'path to the JSON file of cards')
    .requiredOption('-o, --output <file>', 'the library file to write (the complete cards, and the partial ones with their gaps)')
    .option('--report <file>', 'also write one entry per card: name, status, gaps')
    .action((file: string, options: { output: string; report?: string }) => {
      code = importCommand(file, options, out, err);
    });
  try {
    program.parse(argv as string[], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : EXIT_BAD_INPUT;
    throw error;
  }
  return code;
}

const CARDS_HELP = 'a card library file (a JSON array in the card format, such as `cards import` writes) whose cards go over the built-in ones; repeatable, later files win';
const ALLOW_PARTIAL_HELP = 'let partial cards (cards with gaps) be cast and activated as far as they were compiled, instead of refusing them (CARD_INCOMPLETE)';

/** Commander's way to repeat an option: each value appended. */
const collect = (value: string, previous: readonly string[]): string[] => [...previous, value];

/** `--cards` (in order) and `--allow-partial`. */
interface LibraryFlags {
  readonly cards: readonly string[];
  readonly allowPartial?: boolean;
}

interface RunFlags extends LibraryFlags {
  readonly json?: boolean;
  readonly view?: string;
  readonly inspect?: string | boolean;
  readonly port: string;
  readonly open?: boolean;
  readonly wait?: boolean;
  readonly hold?: string;
}

interface PlayFlags extends LibraryFlags {
  readonly port: string;
  readonly open?: boolean;
}

/**
 * `spellchart play`: checks the scenario and card files (bad input is exit code 2, as for
 * `run`), then starts the playground's server and prints its address. Returns the exit code
 * at once when the input is bad, else the started server (which keeps the process alive).
 */
export function play(file: string | undefined, flags: PlayFlags, out: NodeJS.WritableStream, err: NodeJS.WritableStream): number | Promise<Playground> {
  const fail = textFailure(err);
  const port = Number(flags.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) return fail(`--port ${JSON.stringify(flags.port)}: a port is a whole number from 0 to 65535 (0: any free port)`);
  const checked = file === undefined ? (libraryOfFlags(flags, fail) === null ? EXIT_BAD_INPUT : 0) : withScenario(file, flags, fail, () => 0);
  if (checked !== 0) return checked;
  const data = playgroundData(file, flags, false, fail);
  if (data === null) return EXIT_BAD_INPUT;
  return startPlayground(data, port, createLiveHub(true)).then((playground) => {
    if (playground.busy !== null) out.write(`port ${playground.busy} is busy; serving on port ${playground.port} instead\n`);
    out.write(`playground: ${playground.url} (on this machine only; Ctrl-C to stop)\n`);
    out.write(`a run sent with \`spellchart run <scenario.json> --inspect ${playground.url}\` shows in its pages\n`);
    if (flags.open === true) openBrowser(playground.url, err);
    return playground;
  });
}

/**
 * What the playground page starts from: the scenario file as written (the default game
 * without one) and the card files' texts, already checked by `withScenario` or `libraryOfFlags`.
 */
function playgroundData(file: string | undefined, flags: LibraryFlags, readOnly: boolean, fail: Fail): PlaygroundData | null {
  const libraries: string[] = [];
  for (const cards of flags.cards) {
    const text = readInput(cards, MAX_CARD_FILE_BYTES, 'a card library file', fail);
    if (text === null) return null;
    libraries.push(text);
  }
  let scenario: Readonly<Record<string, unknown>> = DEFAULT_SCENARIO;
  if (file !== undefined) {
    const text = readInput(file, MAX_SCENARIO_BYTES, 'a scenario file', fail);
    if (text === null) return null;
    scenario = JSON.parse(text) as Record<string, unknown>;
  }
  return { file: scenario, libraries, allowPartial: flags.allowPartial === true, readOnly };
}

/** Opens `url` in the system's browser; failing to is only reported. */
function openBrowser(url: string, err: NodeJS.WritableStream): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { detached: true, stdio: 'ignore' });
  child.on('error', () => err.write(`spellchart: could not open a browser (${command}); open ${url} yourself\n`));
  child.unref();
}

/** `--inspect [mode]` with `--port` and `--hold`, checked: null without `--inspect`, the exit code of bad flags. */
function inspectFlags(flags: RunFlags, fail: Fail): { readonly mode: 'local' | 'stately' | URL; readonly port: number; readonly hold: number | null } | null | number {
  if (flags.inspect === undefined || flags.inspect === false) return null;
  const mode = flags.inspect === true || flags.inspect === 'local' ? 'local' : flags.inspect === 'stately' || flags.inspect === 'sky' ? 'stately' : publishUrl(flags.inspect);
  if (mode === null) return fail(`--inspect ${JSON.stringify(flags.inspect)}: the modes are local (the default: the page on this machine), stately (Stately's hosted inspector) and the address of a \`spellchart play\` on this machine (http://127.0.0.1:PORT/); put the scenario before --inspect`);
  const port = Number(flags.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) return fail(`--port ${JSON.stringify(flags.port)}: a port is a whole number from 0 to 65535 (0: any free port)`);
  const hold = flags.hold === undefined ? null : Number(flags.hold);
  if (hold !== null && !(Number.isFinite(hold) && hold >= 0)) return fail(`--hold ${JSON.stringify(flags.hold)}: a number of seconds, 0 or more`);
  return { mode, port, hold };
}

/** `run --inspect`: serves the live page and runs the scenario into it (tools/live/run-live.ts); the result is printed when the run is over. */
function inspectLocally(file: string, scenario: LoadedScenario, flags: RunFlags, inspecting: { readonly port: number; readonly hold: number | null }, print: (result: ScenarioResult) => void, err: NodeJS.WritableStream, fail: Fail): number {
  const data = playgroundData(file, flags, true, fail);
  if (data === null) return EXIT_BAD_INPUT;
  const say = (line: string) => void err.write(`${line}\n`);
  const served = flags.open === true ? (url: string) => openBrowser(url, err) : undefined;
  runLive(scenario, data, { port: inspecting.port, hold: inspecting.hold, say, served, wait: flags.wait === true, report: print }).catch((error: unknown) => {
    err.write(`spellchart: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
  return 0;
}

/** `run --inspect <address>`: the run sent to a `spellchart play` on this machine (tools/live/send-run.ts); the result is printed when it is over. */
function sendToPlayground(file: string, scenario: LoadedScenario, flags: LibraryFlags, url: URL, print: (result: ScenarioResult) => void, err: NodeJS.WritableStream, fail: Fail): number {
  const data = playgroundData(file, flags, true, fail);
  if (data === null) return EXIT_BAD_INPUT;
  sendRun(url, scenario, data).then(
    (result) => {
      print(result);
      err.write(`live: sent the run to http://${url.host}/\n`);
    },
    (error: unknown) => {
      err.write(`spellchart: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
  return 0;
}

/**
 * The byte limits of the files the CLI reads: as many bytes as the library's limits have
 * characters (UTF-8 never decodes to more UTF-16 characters than it has bytes, so a file
 * within its byte limit is within the character limit too).
 */
const MAX_SCENARIO_BYTES = MAX_SCENARIO_CHARS;
const MAX_CARD_FILE_BYTES = MAX_CARD_FILE_CHARS;

/**
 * Says why a command can't go on — a message, and the problems with their JSON paths when a
 * file's content is at fault — and gives the exit code for bad input.
 */
type Fail = (message: string, problems?: readonly InputProblem[]) => number;

/** Failures as lines on stderr: `spellchart: message:` and one indented line per problem. */
const textFailure =
  (err: NodeJS.WritableStream): Fail =>
  (message, problems = []) => {
    err.write(`spellchart: ${message}${problems.length > 0 ? ':' : ''}\n${problems.map((p) => `  ${p.path}: ${p.message}\n`).join('')}`);
    return EXIT_BAD_INPUT;
  };

/** Failures under `--json`: one JSON document on stdout, `{ "error": { message, problems } }`, so a caller reading JSON always gets JSON. */
const jsonFailure =
  (out: NodeJS.WritableStream): Fail =>
  (message, problems = []) => {
    out.write(`${JSON.stringify({ error: { message, problems } }, null, 2)}\n`);
    return EXIT_BAD_INPUT;
  };

/** The text of an input file (tools/read-input.ts), or null after saying why not. */
function readInput(file: string, maxBytes: number, what: string, fail: Fail): string | null {
  try {
    return readInputFile(file, maxBytes, what);
  } catch (error) {
    if (!(error instanceof InputFileError)) throw error;
    fail(error.message);
    return null;
  }
}

/** Writes an output file; a folder that doesn't exist or can't be written is bad input, said plainly (false), never a stack trace. */
function writeOutput(file: string, text: string, fail: Fail): boolean {
  try {
    writeFileSync(file, text);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(`can't write ${file}: ${code === 'ENOENT' ? 'its folder does not exist' : code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : String((error as Error).message)}`);
    return false;
  }
}

/**
 * The library `--cards` and `--allow-partial` ask for: each file's cards over the ones before
 * (the built-in cards first), or null after reporting a bad file on `err`.
 */
function libraryOfFlags(flags: LibraryFlags, fail: Fail): CardLibrary | null {
  const allowPartialCards = flags.allowPartial === true;
  let library = createCardLibrary([], BUILT_IN_CARDS, { allowPartialCards });
  for (const file of flags.cards) {
    const text = readInput(file, MAX_CARD_FILE_BYTES, 'a card library file', fail);
    if (text === null) return null;
    try {
      library = loadCardLibrary(text, { over: library, allowPartialCards });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      fail(`${file} is not a valid card library`, error.problems);
      return null;
    }
  }
  return library;
}

/** Loads a scenario file over the library the flags ask for and hands it on (its answer is the exit code); bad input is reported with its JSON paths and exit code 2. */
function withScenario(file: string, flags: LibraryFlags, fail: Fail, use: (scenario: LoadedScenario) => number): number {
  const library = libraryOfFlags(flags, fail);
  if (library === null) return EXIT_BAD_INPUT;
  const text = readInput(file, MAX_SCENARIO_BYTES, 'a scenario file', fail);
  if (text === null) return EXIT_BAD_INPUT;
  try {
    return use(loadScenario(text, library));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return fail(`${file} is not a valid scenario`, error.problems);
  }
}

/** `spellchart cards import`: a malformed file exits with code 2 and the path; single bad cards are reported, never fatal. */
function importCommand(file: string, options: { output: string; report?: string }, out: NodeJS.WritableStream, err: NodeJS.WritableStream): number {
  const fail = textFailure(err);
  const text = readInput(file, MAX_ORACLE_FILE_BYTES, 'a file of cards to import', fail);
  if (text === null) return EXIT_BAD_INPUT;
  let cards: unknown[];
  try {
    cards = readCardFile(text);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return fail(`${file} is not a card file`, error.problems);
  }
  const started = performance.now();
  const { results, summary } = importCards(cards, (done, total) => err.write(`\rcompiling: ${done} of ${total}`));
  if (cards.length >= 1000) err.write('\n');
  if (!writeOutput(options.output, `${JSON.stringify(libraryOf(results), null, 2)}\n`, fail)) return EXIT_BAD_INPUT;
  if (options.report && !writeOutput(options.report, `${JSON.stringify(reportOf(results), null, 2)}\n`, fail)) return EXIT_BAD_INPUT;
  out.write(`${formatSummary(summary, (performance.now() - started) / 1000)}\nwrote ${options.output}${options.report ? ` and ${options.report}` : ''}\n`);
  return 0;
}

/** True when this file is the program being run (`spellchart ...`, `tsx tools/cli.ts ...`), not imported. */
function invokedDirectly(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (invokedDirectly()) process.exitCode = main(process.argv.slice(2));
