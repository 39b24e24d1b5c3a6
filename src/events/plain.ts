/**
 * An event as plain data: what an app may hand over from a client is first read once, as
 * JSON, and only that copy is judged and sent on. A getter or a Proxy trap that throws, a
 * cycle, a bigint or a payload far larger than any event needs is refused as data; nothing
 * thrown while reading escapes, and a value that would read differently the second time is
 * read only once.
 */
import { ok, refuse, type Result } from '../core/refusal.js';
import { RecentMemo } from '../core/recent.js';
import { isCastEventType, unknownEventType, type CastEventInput } from './schema.js';

/** The most characters an event's keys and strings may add up to: far above what any real event needs. */
export const MAX_EVENT_CHARS = 1_000_000;

const TOO_LONG = Symbol('too long');

/**
 * CR 601.2: the event as JSON text, read once; a refusal if it can't be read as plain data.
 * Whatever reading it throws is caught and never touched (its message could throw too).
 */
export function eventJson(raw: unknown): Result<string> {
  let budget = MAX_EVENT_CHARS;
  let json: string | undefined;
  try {
    json = JSON.stringify(raw, (key: string, value: unknown) => {
      budget -= key.length + (typeof value === 'string' ? value.length : 1);
      if (budget < 0) throw TOO_LONG;
      return value;
    });
  } catch (error) {
    const why = error === TOO_LONG ? `its keys and strings run past ${MAX_EVENT_CHARS} characters` : 'reading it threw (a getter, a proxy, a cycle or a bigint)';
    return refuse({ rule: '601.2', code: 'BAD_PAYLOAD', message: `the event is not plain JSON data: ${why}` });
  }
  if (json === undefined) return refuse({ rule: '601.2', code: 'BAD_PAYLOAD', message: `an event is a JSON object with a type, not ${typeof raw}` });
  return ok(json);
}

/**
 * CR 601.2: a plain-data copy of an event of a type the rules define, taken once; its fields
 * are still to be checked (parseCastEvent). Refused: anything that isn't a JSON object, and a
 * type that is no event's — XState's own `xstate.*` types and the wildcard `*` among them.
 */
export function plainEvent(raw: unknown): Result<CastEventInput> {
  const json = eventJson(raw);
  if (!json.ok) return json;
  const copy: unknown = JSON.parse(json.value);
  if (typeof copy !== 'object' || copy === null || Array.isArray(copy)) {
    const what = copy === null ? 'null' : Array.isArray(copy) ? 'an array' : typeof copy;
    return refuse({ rule: '601.2', code: 'BAD_PAYLOAD', message: `an event is a JSON object with a type, not ${what}` });
  }
  const { type } = copy as { type?: unknown };
  if (!isCastEventType(type)) return refuse(unknownEventType(type));
  sealed.set(deepFreeze(copy), json.value);
  return ok(copy as CastEventInput);
}

/** The last few copies plainEvent made, frozen, with the JSON text they were read from (core/recent.ts). */
const sealed = new RecentMemo<object, string>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The JSON text of an event, as eventJson reads it; for one of the last few copies plainEvent
 * made (frozen, so it reads as it did), the text it was made from, without reading it again.
 */
export function eventText(event: unknown): Result<string> {
  const known = typeof event === 'object' && event !== null ? sealed.get(event) : undefined;
  return known === undefined ? eventJson(event) : ok(known);
}
