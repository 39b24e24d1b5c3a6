/**
 * Every name an event carries — each string in it and each key of its records, but its
 * `type` and its sender — whatever the field: the ids a player may name are checked against
 * what that player may see (game/visibility.ts) without a list of which fields hold ids.
 */
import type { CastEvent } from './schema.js';
import { RecentMemo } from '../core/recent.js';

export function namesIn(event: CastEvent): readonly string[] {
  let names = namesOf.get(event);
  if (!names) namesOf.set(event, (names = Object.freeze(collectNames(event))));
  return names;
}

/** The names of the last few validated events, read once: each step's refusal checks ask again of the same event. */
const namesOf = new RecentMemo<CastEvent, readonly string[]>();

function collectNames(event: CastEvent): string[] {
  const names: string[] = [];
  const add = (value: unknown): void => {
    if (typeof value === 'string') names.push(value);
    else if (Array.isArray(value)) for (const item of value as readonly unknown[]) add(item);
    else if (typeof value === 'object' && value !== null) {
      for (const key of Object.keys(value)) {
        names.push(key);
        add((value as Record<string, unknown>)[key]);
      }
    }
  };
  for (const key of Object.keys(event)) if (key !== 'type' && key !== 'player') add((event as Record<string, unknown>)[key]);
  return names;
}
