/**
 * The one way spellchart writes where in some input a problem is: a JSON path such as
 * `$.game.players[0].hand[2]` (a scenario), or one relative to a known place, such as
 * `abilities[0].cost` (a field of a card) or `targets[1]` (a field of an event). Keys that
 * aren't identifiers are quoted: `$.game.battlefield[0].counters["+1/+1"]`.
 */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The JSON path of `path` below `root` (`$` for a whole document; `''` for a path relative to a known place). */
export function jsonPath(path: readonly PropertyKey[], root = '$'): string {
  const text = path.reduce<string>(
    (at, key) => (typeof key === 'number' ? `${at}[${key}]` : IDENTIFIER.test(String(key)) ? `${at}.${String(key)}` : `${at}[${JSON.stringify(String(key))}]`),
    root,
  );
  return root === '' && text.startsWith('.') ? text.slice(1) : text;
}
