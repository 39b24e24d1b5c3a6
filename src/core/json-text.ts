/**
 * An object's JSON text, written once per object: the key a memo of answers about card data
 * (a cost part's candidates, a count, a target word's candidates) is found by. A card's data is
 * asked about once for each permanent holding it, and the engine never changes it (it reads a
 * card's data, never writes it), so its text is written once.
 */
const texts = new WeakMap<object, string>();

/** `value`'s JSON text, remembered for the object. */
export function jsonText(value: object): string {
  let text = texts.get(value);
  if (text === undefined) texts.set(value, (text = JSON.stringify(value)));
  return text;
}
