/**
 * An event as plain data: what an app may hand over from a client is first read once into a
 * frozen copy of plain data, and only that copy is judged and sent on. A getter or a Proxy
 * trap that throws, a cycle, a bigint or a payload far larger than any event needs is refused
 * as data; nothing thrown while reading escapes, and a value that would read differently the
 * second time is read only once.
 */
import { ok, refuse, type Result } from '../core/refusal.js';
import { RecentMemo } from '../core/recent.js';
import { MAX_EVENT_CHARS, isCastEventType, unknownEventType, type CastEventInput } from './schema.js';

/** The deepest an event's objects and arrays may nest: far below what reading them could overflow, far above any event (CHOOSE_TARGETS and ORDER_REDUCTIONS' halves nest three). */
export const MAX_EVENT_DEPTH = 64;

/** Why reading stopped before the end, when it was the budget or the depth (anything else thrown is the payload's own). */
const TOO_LONG = Symbol('too long');
const TOO_DEEP = Symbol('too deep');

/**
 * CR 601.2: `raw` read once, as JSON would read it, into a copy of plain data: objects and
 * arrays (each frozen), strings, finite numbers, booleans and null. As in JSON, an object's
 * `toJSON` is asked for its value, a property that is undefined, a function or a symbol is
 * left out (in an array it reads as null), and so is a non-finite number (null); `undefined`
 * when `raw` itself reads as nothing. Refused: a getter, `toJSON` or Proxy trap that throws, a
 * cycle, a bigint, and a payload whose keys and strings run past MAX_EVENT_CHARS or that nests
 * deeper than MAX_EVENT_DEPTH. Whatever reading throws is caught and never touched (its message
 * could throw too).
 */
export function plainData(raw: unknown): Result<unknown> {
  let budget = MAX_EVENT_CHARS;
  const open: object[] = [];
  const spend = (chars: number): void => {
    budget -= chars;
    if (!(budget >= 0)) throw TOO_LONG;
  };
  // An array's index is made a key only for a toJSON that asks for it.
  const read = (key: string | number, found: unknown): unknown => {
    const value = typeof found === 'object' && found !== null && typeof (found as { toJSON?: unknown }).toJSON === 'function' ? (found as { toJSON(key: string): unknown }).toJSON(String(key)) : found;
    switch (typeof value) {
      case 'string':
        spend(value.length);
        return value;
      case 'number':
        spend(1);
        return Number.isFinite(value) ? (value === 0 ? 0 : value) : null; // -0 reads as 0, as in JSON
      case 'boolean':
        spend(1);
        return value;
      case 'bigint':
        throw new TypeError('a bigint is not JSON');
      case 'object':
        return value === null ? (spend(1), null) : readObject(value);
      default:
        return undefined;
    }
  };
  const readObject = (value: object): object => {
    if (open.includes(value)) throw new TypeError('a cycle is not JSON');
    if (open.length >= MAX_EVENT_DEPTH) throw TOO_DEEP;
    open.push(value);
    let copy: unknown[] | Record<string, unknown>;
    if (Array.isArray(value)) {
      const length = lengthOf((value as unknown[]).length);
      spend(length);
      copy = new Array<unknown>(length);
      for (let i = 0; i < length; i += 1) copy[i] = read(i, (value as unknown[])[i]) ?? null;
    } else {
      copy = {};
      for (const key of Object.keys(value)) {
        spend(key.length);
        const item = read(key, (value as Record<string, unknown>)[key]);
        if (item === undefined) continue;
        // An own property named "__proto__", as JSON.parse makes it, not the copy's prototype.
        if (key === '__proto__') Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
        else copy[key] = item;
      }
    }
    open.pop();
    return Object.freeze(copy);
  };
  try {
    return ok(read('', raw));
  } catch (error) {
    const why =
      error === TOO_LONG
        ? `its keys and strings run past ${MAX_EVENT_CHARS} characters`
        : error === TOO_DEEP
          ? `it nests deeper than ${MAX_EVENT_DEPTH} objects and arrays`
          : 'reading it threw (a getter, a proxy, a cycle or a bigint)';
    return refuse({ rule: '601.2', code: 'BAD_PAYLOAD', message: `the event is not plain JSON data: ${why}` });
  }
}

/** An array's length as JSON reads it (a whole number from 0 up), whatever a Proxy answers for it. */
function lengthOf(length: unknown): number {
  const n = Math.trunc(Number(length));
  return Number.isNaN(n) || n < 0 ? 0 : n;
}

/**
 * CR 601.2: a plain-data copy of an event of a type the rules define, taken once and frozen;
 * its fields are still to be checked (parseCastEvent). Refused: anything that isn't a JSON
 * object, and a type that is no event's — XState's own `xstate.*` types and the wildcard `*`
 * among them.
 */
export function plainEvent(raw: unknown): Result<CastEventInput> {
  const read = plainData(raw);
  if (!read.ok) return read;
  const copy = read.value;
  if (typeof copy !== 'object' || copy === null || Array.isArray(copy)) {
    const what = copy === undefined ? typeof raw : copy === null ? 'null' : Array.isArray(copy) ? 'an array' : typeof copy;
    return refuse({ rule: '601.2', code: 'BAD_PAYLOAD', message: `an event is a JSON object with a type, not ${what}` });
  }
  const { type } = copy as { type?: unknown };
  if (!isCastEventType(type)) return refuse(unknownEventType(type));
  sealed.set(copy, true);
  return ok(copy as CastEventInput);
}

/** The last few copies plainEvent made (core/recent.ts). */
const sealed = new RecentMemo<object, true>();

/** `event` is one of the last few copies plainEvent made: frozen plain data, so it reads as it did when it was made. */
export function isPlainCopy(event: unknown): boolean {
  return typeof event === 'object' && event !== null && sealed.has(event);
}
