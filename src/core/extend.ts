/**
 * An object with `base`'s fields and then `more`'s, as `{ ...base, ...more }` reads, built so
 * that objects with the same fields share one hidden class in V8. A literal that begins with a
 * spread and then adds fields (`{ ...permanent, controller }`), or a frozen copy of one, gets a
 * hidden class of its own for every object it makes; the rules read such objects (a spell on
 * the stack, a locked cost, a player) many times, and each of those reads then misses V8's
 * inline caches (docs/performance-history.md, sixth round). A spread that only replaces fields the
 * object already has keeps the class of the object it copies; that is enough for objects
 * made along one path (a permanent tapped), but not for games, which are made along many:
 * those are built by nextGame (src/game/update.ts).
 *
 * Only for objects whose field names are the rules' own, never a key read from input (a
 * record of counters, say): Object.assign sets an own `__proto__` field through the
 * prototype's setter, where a spread defines it as a field.
 */
export function extend<TBase extends object, TMore extends object>(base: TBase, more: TMore): Omit<TBase, keyof TMore> & TMore {
  return Object.assign({}, base, more);
}

/** A copy of `object`'s own fields (`{ ...object }`), sharing its hidden class with other copies of its shape (see extend). */
export function copyOf<T extends object>(object: T): T {
  return Object.assign({}, object);
}
