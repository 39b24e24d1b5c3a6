/**
 * CR 301.5, 303.4: "attached to …" after a target phrase ("target Aura attached to a
 * creature", "target Aura that's attached to a permanent"): what the permanent it is attached
 * to must be, read by the target grammar (targets.ts turns it into the `attachedTo` filter).
 */
export const ATTACHED_GRAMMAR = String.raw`
attached = ("that's"i _)? "attached to"i _ ("an"i / "a"i) _ alts:alternatives qual:qualifiers { return { attachedTo: [{ alternatives: alts, qualifiers: qual }] }; }
`;
