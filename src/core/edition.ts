/**
 * The rules edition spellchart cites, pinned in one place.
 *
 * The rule for handling illegal actions has moved often (422, 717, 720, 727, 730, 732);
 * it is 733 in the current Comprehensive Rules, and every citation goes through this constant.
 */
export const ILLEGAL_ACTIONS_RULE = '733' as const;

/** The rule numbers spellchart cites in states, refusals and tests. */
export type RuleNumber =
  | '106.6'
  | '107.4'
  | '115.5'
  | '118.3'
  | '118.6'
  | '118.8'
  | '118.9'
  | '119.4'
  | '119.8'
  | '302.6'
  | '305.1'
  | '601.2'
  | '601.2a'
  | '601.2b'
  | '601.2c'
  | '601.2d'
  | '601.2e'
  | '601.2f'
  | '601.2g'
  | '601.2h'
  | '601.2i'
  | '601.3'
  | '601.6'
  | '602.2'
  | '602.2a'
  | '602.5'
  | '602.5a'
  | '602.5b'
  | '602.5c'
  | '602.5d'
  | '606.3'
  | '702.122'
  | '606.6'
  | '609.4b'
  | '605.3'
  | '701.17b'
  | '702.61a'
  | '307.1'
  | '117.1'
  | '702.102a'
  | '702.127a'
  | '702.143a'
  | '712.8'
  | '715.3d'
  | '903.8'
  | typeof ILLEGAL_ACTIONS_RULE;
