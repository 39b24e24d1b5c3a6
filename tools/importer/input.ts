/**
 * The importer's input: a JSON array of card objects in Scryfall's field names (a Scryfall
 * "oracle cards" bulk file has this shape). Only the fields the compiler reads are checked;
 * the rest of each object is ignored. A malformed file is refused with the JSON path.
 */
import { z } from 'zod';

const text = z.string().max(10_000);
const face = z.object({
  name: z.string().min(1).max(300),
  mana_cost: text.optional(),
  type_line: text.optional(),
  oracle_text: text.optional(),
  power: z.string().max(20).optional(),
  toughness: z.string().max(20).optional(),
  loyalty: z.string().max(20).optional(),
});

export const oracleCardSchema = face.extend({
  card_faces: z.array(face).max(4).optional(),
  /** Scryfall's layout ("split", "adventure", "modal_dfc", "transform", …); when absent, a two-faced card's layout is told from its faces (faces.ts). */
  layout: z.string().max(50).optional(),
});
export type OracleCard = z.output<typeof oracleCardSchema>;
export type OracleFace = z.output<typeof face>;

/**
 * The largest file `cards import` reads (bytes): room for Scryfall's "default cards" bulk file
 * (every English printing, the biggest of its files with one entry per card), and under V8's
 * longest string (2^29 - 24 characters), which the whole text must fit in to be parsed.
 */
export const MAX_ORACLE_FILE_BYTES = 500_000_000;

/** The file: an array of cards. Each card is checked on its own, so one bad card never stops the rest. */
export const oracleFileSchema = z.array(z.unknown()).max(200_000);
