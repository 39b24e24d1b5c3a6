/**
 * Reading an input file's JSON text (a scenario, a card library file): a size limit checked
 * before parsing, parse errors with the line and column, and no `__proto__` keys anywhere.
 */
import { jsonPath } from '../core/json-path.js';
import { InputError } from './problems.js';

/** Parses `text` as JSON, or throws an InputError at `$`; `what` names the file ("the scenario"). */
export function parseJsonText(text: string, maxChars: number, what: string): unknown {
  if (text.length > maxChars) {
    throw new InputError([{ path: '$', message: `${what} is ${text.length.toLocaleString('en')} characters long; the limit is ${maxChars.toLocaleString('en')}` }]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new InputError([{ path: '$', message: `not valid JSON: ${(error as Error).message}${lineAndColumn(text, (error as Error).message)}` }]);
  }
  return raw;
}

/** Refuses a value with a `__proto__` key anywhere, naming each place. */
export function refuseProtoKeys(raw: unknown): void {
  const protoKeys = protoKeyPaths(raw);
  if (protoKeys.length > 0) throw new InputError(protoKeys.map((path) => ({ path, message: 'the key "__proto__" is not allowed' })));
}

/**
 * The JSON paths of every `__proto__` key, found without recursion (a file may nest
 * 100,000 deep). JSON.parse keeps such a key as plain data, but copying the object
 * anywhere later would turn it into a prototype, so it is refused outright.
 */
function protoKeyPaths(raw: unknown): string[] {
  interface Visit { readonly value: unknown; readonly key: string | number; readonly parent: Visit | null }
  const pathOf = (visit: Visit): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let v: Visit | null = visit; v !== null && v.parent !== null; v = v.parent) path.unshift(v.key);
    return path;
  };
  const found: string[] = [];
  const pending: Visit[] = [{ value: raw, key: '$', parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      value.forEach((item: unknown, i) => pending.push({ value: item, key: i, parent: visit }));
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key === '__proto__') found.push(jsonPath([...pathOf(visit), key]));
      else pending.push({ value: item, key, parent: visit });
    }
  }
  return found.sort();
}

/**
 * " (line 3, column 5)" where the text stops being JSON. V8 gives the position in most of its
 * messages; when it doesn't ("Unexpected token …", "Unexpected end of JSON input"), the place
 * is found by bisection over prefixes: a prefix that fails only at its own end could still
 * become JSON, one that fails earlier can't, and every longer prefix fails there too.
 */
function lineAndColumn(text: string, message: string): string {
  if (/\(line \d+ column \d+\)/.test(message)) return '';
  const given = positionIn(message);
  const at = given ?? firstBadPosition(text);
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return ` (line ${line}, column ${before.length - before.lastIndexOf('\n')})`;
}

const positionIn = (message: string): number | null => {
  const match = /at position (\d+)/.exec(message);
  return match ? Number(match[1]) : null;
};

/** Whether `prefix` fails before its end (so no text that starts with it is JSON). */
function failsEarly(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return false;
  } catch (error) {
    const message = (error as Error).message;
    if (/Unexpected end of JSON input/.test(message)) return false;
    const at = positionIn(message);
    return at === null || at < prefix.length;
  }
}

/** The length of the longest prefix of `text` that could still begin a JSON text. */
function firstBadPosition(text: string): number {
  let good = 0;
  let bad = text.length;
  if (!failsEarly(text)) return text.length;
  while (bad - good > 1) {
    const middle = (good + bad) >> 1;
    if (failsEarly(text.slice(0, middle))) bad = middle;
    else good = middle;
  }
  return good;
}
