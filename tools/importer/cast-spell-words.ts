/**
 * Words of a cast trigger's spell phrase that the spell filter states beyond its object
 * words: "a spell of the chosen color" (the colour chosen as the permanent entered), "a
 * creature spell of the chosen type" (a creature type: a creature spell's chosen type can be
 * nothing else; "a spell of the chosen type" may be a card type, CR 205.2, and is not read),
 * "a spell that's both white and black" (CR 105.2: every one of the colours). A second event
 * joined by "or a … enters under your control" is one no cast or cost causes.
 */
const COLORS: Readonly<Record<string, string>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** The phrase left for the object words, and the spell filter fields the other words give. */
export function castSpellWords(words: string): { phrase: string; fields: Record<string, unknown> } {
  // "a red spell or a Mountain enters under your control": no cast or cost puts a permanent onto the battlefield, so only the cast matters.
  const phrase = words.replace(/ or an? [^,]+ enters(?: the battlefield)? under your control$/i, '');
  if (/ of the chosen color$/i.test(phrase)) return { phrase: phrase.replace(/ of the chosen color$/i, ''), fields: { chosen: 'color' } };
  if (/^creature spell of the chosen type$/i.test(phrase)) return { phrase: 'creature spell', fields: { chosen: 'creatureType' } };
  const both = /^spell that's both (white|blue|black|red|green) and (white|blue|black|red|green)$/i.exec(phrase);
  if (both && both[1]!.toLowerCase() !== both[2]!.toLowerCase()) return { phrase: 'spell', fields: { allColors: [COLORS[both[1]!.toLowerCase()], COLORS[both[2]!.toLowerCase()]] } };
  return { phrase, fields: {} };
}
