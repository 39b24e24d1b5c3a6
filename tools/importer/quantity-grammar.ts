/**
 * The Peggy rules for how many a condition asks for ("a", "no", "exactly seven", "at least
 * two", "three or more"), shared by the condition grammars (conditions.ts,
 * condition-filters.ts): `quantity` reads as { atLeast, atMost? }, `count` as a number.
 */
export type Quantity = { atLeast: number; atMost?: number };

export const QUANTITY_RULES = String.raw`
quantity
  = ("an" / "a") &_ { return { atLeast: 1 }; }
  / "no" &_ { return { atLeast: 0, atMost: 0 }; }
  / "exactly" _ n:count { return { atLeast: n, atMost: n }; }
  / "at least" _ n:count { return { atLeast: n }; }
  / n:count _ "or more" { return { atLeast: n }; }
count = n:$([0-9]+) { return Number(n); }
  / w:("one" / "two" / "three" / "four" / "five" / "six" / "seven" / "eight" / "nine" / "ten")
    { return { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }[w]; }
_ = [ \t]+
`;
