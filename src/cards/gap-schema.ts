/**
 * A card's gaps: the paragraphs of its Oracle text that matter to casting or activating and
 * that the card format doesn't hold (the importer writes them; docs/importing.md). A card
 * with gaps is partial: the engine refuses to cast it or activate its abilities unless the
 * app's library allows partial cards (cards/gaps.ts).
 */
import { z } from 'zod';

/**
 * How far an unread paragraph can reach. `card`: only casting this card and activating its
 * own abilities (its modes, targets, costs, activated abilities). `game`: other spells and
 * abilities too (a static ability that changes or forbids other casts, a trigger while
 * casting, protection, a characteristic-defining power) — so while the card is in a public
 * zone, no cast or activation is judged without it.
 */
export const GAP_REACH = ['card', 'game'] as const;
export type GapReach = (typeof GAP_REACH)[number];

export const gapSchema = z.strictObject({
  /** The paragraph (or the part of the card) that was not read. */
  text: z.string().min(1).max(5000),
  /** Why it was not read, in words. */
  reason: z.string().min(1).max(1000),
  /** What it could change; `game` (the safe assumption) when not said. */
  reach: z.enum(GAP_REACH).default('game'),
});

export type Gap = z.output<typeof gapSchema>;
