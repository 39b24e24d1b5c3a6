/**
 * Cost parts that name several objects at once, as rules appended to the Oracle grammar
 * (grammar.ts): "Sacrifice two other creatures" (CR 701.21: `other`, the object whose ability
 * it is excluded, with a count) and lists of sacrifices, "Sacrifice a creature and a Swamp",
 * "Sacrifice a green creature, a white creature, and a blue creature" — one sacrifice part per
 * object named (CR 118.1), each paid with its own permanent (CR 601.2h: one permanent can't be
 * sacrificed twice).
 */
export const COST_LIST_RULES = String.raw`
costListPart
  = "Sacrifice"i _ count:numberWord _ "other"i _ what:objectWords youControl? { return { kind: 'sacrifice', what, count, other: true }; }
  / "Sacrifice"i _ first:listedSacrifice rest:(_? "," _ o:listedSacrifice { return o; })* ","? _ "and"i _ last:listedSacrifice &(_? ("," / ":" / !.))
    { return [first, ...rest, last]; }
listedSacrifice = count:article _ what:listedWords youControl? { return { kind: 'sacrifice', what, count }; }
// The words of one listed object stop at "and" and at a comma.
listedWords = words:$(listedWord (_ listedWord)*) { return { words }; }
listedWord = !("and" !([a-zA-Z-]) / "you" / "from" / "to" / "with" / "rather than") [a-zA-Z-]+
`;
