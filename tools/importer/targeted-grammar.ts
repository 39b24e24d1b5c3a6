/**
 * CR 115.9: "that targets …" (and "with a single target") after a spell or ability phrase ("target spell that targets a
 * permanent you control", "target spell or ability that targets you or a creature you
 * control"): what one of its targets must be, in the target grammar's rules (target-grammar.ts
 * reads each object phrase; targets.ts turns them into filters).
 */
export const TARGETED_GRAMMAR = String.raw`
targeted = "that targets"i _ first:targetee rest:(targeteeSep t:targetee { return t; })* { return { targets: [first, ...rest] }; }
targeteeSep = _? "," _ ("or"i _)? / _ "or"i _
// CR 115.9a: "target spell with a single target".
singleTarget = "with a single target"i !word { return { singleTarget: true }; }
targetee
  = "you"i !word { return { you: true }; }
  / ("an"i / "a"i) _ alts:alternatives qual:qualifiers { return { alternatives: alts, qualifiers: qual }; }
`;
