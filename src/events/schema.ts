/**
 * The public event vocabulary of the charts and the session (docs/scenarios.md). Every event names
 * its acting player. Payloads are validated here, so a malformed event is refused as
 * data and changes nothing.
 */
import { z } from 'zod';
import { CHOSEN_PART_KINDS, type ChosenPartKind } from '../cards/cost-kinds.js';
import { MAX_ANNOUNCED_SYMBOLS, MAX_X } from '../casting/announce.js';
import { COLORS } from '../mana/symbols.js';
import { MAX_ID_LENGTH, MAX_ZONE_SIZE } from '../game/state.js';
import type { FaceChoice } from '../cards/faces.js';
import { jsonPath } from '../core/json-path.js';
import { ok, refuse, type Refusal, type Result } from '../core/refusal.js';

/** The most characters an event's keys and strings may add up to (events/plain.ts reads no more): far above what any real event needs. */
export const MAX_EVENT_CHARS = 1_000_000;
/** The most objects one list in an event may name: as many as a zone may hold, so one PAY can sacrifice, tap or convoke every permanent of the largest board a game is given. */
export const MAX_LIST = MAX_ZONE_SIZE;
/**
 * The largest number an event may give for what the game makes rather than holds, and the
 * longest list of them: an ability's number among those a permanent has and is granted (k lords
 * grant k), a trigger's among a round's (k watchers of m events trigger k·m times). No bound but
 * what an event can carry.
 */
const MAX_MADE = MAX_EVENT_CHARS;
const id = z.string().min(1).max(MAX_ID_LENGTH);
const ids = z.array(id).max(MAX_LIST);
const player = id;
/** CR 601.2h: a PAY field for each kind of cost part paid with objects the player chooses (cards/cost-kinds.ts): the objects, in the order of the cost's parts. */
const chosenObjects = Object.fromEntries(CHOSEN_PART_KINDS.map((kind) => [kind, ids.default([])])) as Record<ChosenPartKind, ReturnType<typeof ids.default>>;

export const castEventSchemas = {
  /**
   * CR 601.2a: begin casting the card `card` (an object id); for a card with two faces,
   * `face` names the one cast (0, the default: the front face or left half), or `fuse`
   * casts both halves of a fuse card (CR 702.102); `faceDown` casts a card with morph,
   * megamorph or disguise face down as a 2/2 creature spell (CR 702.37c, 702.168a).
   */
  CAST: z
    .strictObject({ type: z.literal('CAST'), player, card: id, opponent: id.optional(), face: z.union([z.literal(0), z.literal(1)]).optional(), fuse: z.literal(true).optional(), faceDown: z.literal(true).optional() })
    .refine((e) => !(e.fuse && e.face !== undefined), { message: 'give either face or fuse, not both', path: ['fuse'] })
    .refine((e) => !(e.faceDown && (e.fuse || e.face !== undefined)), { message: 'a card cast face down has no face to name (CR 702.37c)', path: ['faceDown'] }),
  /** CR 602.2a: begin activating ability number `ability` (from 0, in printed order) of `source`. */
  ACTIVATE: z.strictObject({ type: z.literal('ACTIVATE'), player, source: id, ability: z.int().min(0).max(MAX_MADE).default(0) }),
  /** CR 601.2b, 700.2: the modes chosen, by number in printed order (from 0). */
  CHOOSE_MODES: z.strictObject({ type: z.literal('CHOOSE_MODES'), player, modes: z.array(z.int().min(0).max(100)).max(100) }),
  /** CR 601.2b, 702.47: the cards revealed from the caster's hand to splice onto the spell (may be none). */
  SPLICE: z.strictObject({ type: z.literal('SPLICE'), player, cards: ids }),
  /**
   * CR 601.2b, 118.8, 118.9: the alternative cost (by name, or null for the mana cost) and how
   * many times to pay each optional cost (kicker: 1; multikicker: any number).
   */
  CHOOSE_COSTS: z.strictObject({
    type: z.literal('CHOOSE_COSTS'),
    player,
    alternative: z.string().min(1).max(100).nullable().default(null),
    optional: z.record(z.string().min(1).max(100), z.int().min(0).max(1000)).default({}),
    /** CR 702.119a: for emerge, the creature to sacrifice (its mana value reduces the total cost). */
    sacrificed: id.optional(),
  }),
  /** CR 601.2b: the value of X. */
  ANNOUNCE_X: z.strictObject({ type: z.literal('ANNOUNCE_X'), player, x: z.int().min(0).max(MAX_X) }),
  /** CR 601.2b: the half paid for each hybrid symbol, in printed order ('generic' for {2/W}'s 2). */
  CHOOSE_HYBRID: z.strictObject({ type: z.literal('CHOOSE_HYBRID'), player, choices: z.array(z.enum([...COLORS, 'generic'])).max(MAX_ANNOUNCED_SYMBOLS) }),
  /** CR 601.2b: for each Phyrexian symbol, in printed order, pay 2 'life' or its 'mana'. */
  CHOOSE_PHYREXIAN: z.strictObject({ type: z.literal('CHOOSE_PHYREXIAN'), player, choices: z.array(z.enum(['life', 'mana'])).max(MAX_ANNOUNCED_SYMBOLS) }),
  /** CR 601.2c: for each instance of "target", in printed order, the players or objects chosen. */
  CHOOSE_TARGETS: z.strictObject({ type: z.literal('CHOOSE_TARGETS'), player, targets: z.array(ids).max(MAX_LIST) }),
  /** CR 601.2d: the division of the spell's effect, one amount per target in the order chosen. */
  DISTRIBUTE: z.strictObject({ type: z.literal('DISTRIBUTE'), player, amounts: z.array(z.int().min(0).max(1_000_000)).max(MAX_LIST) }),
  /**
   * CR 605 / 601.2g: activate mana ability number `ability` of `source`. `mana` chooses what it
   * adds where it offers a choice: one type ("W": all of it that type) or the mana itself
   * ("{W}{U}", "{R}{G}"). `pay` names the pool mana paying the mana in its cost (CR 602.2b,
   * 601.2h: Signets); without it, the mana is found, activating other mana abilities if needed.
   * `tap` names the untapped permanents the player controls that a cost such as "Tap an untapped
   * creature you control" taps (Springleaf Drum; CR 602.2b, 118.3); without it, ones that
   * aren't mana sources themselves are chosen where there are such.
   */
  ACTIVATE_MANA: z.strictObject({
    type: z.literal('ACTIVATE_MANA'),
    player,
    source: id,
    ability: z.int().min(0).max(MAX_MADE).default(0),
    mana: z.union([z.enum([...COLORS, 'C']), z.string().regex(/^(\{[WUBRGC]\}){1,20}$/, 'mana such as "{W}{U}"')]).optional(),
    pay: ids.optional(),
    tap: ids.optional(),
  }),
  /**
   * CR 601.2f: the order in which the player applies cost reductions, by the ids of their
   * sources; CR 118.7e: `hybrid`, for a reduction with hybrid symbols, the half chosen for
   * each, in order, by the reduction's source id (the spell's id for its own: offering).
   */
  ORDER_REDUCTIONS: z.strictObject({
    type: z.literal('ORDER_REDUCTIONS'),
    player,
    order: ids,
    hybrid: z.record(id, z.array(z.enum([...COLORS, 'generic'])).max(MAX_LIST)).optional(),
  }),
  /**
   * CR 601.2h: the whole payment: pool mana by id (or 'auto'), and for each kind of action the
   * objects chosen, in the order of the cost's parts; convoke creatures and delve cards.
   */
  PAY: z.strictObject({
    type: z.literal('PAY'),
    player,
    mana: z.union([z.literal('auto'), ids]).default('auto'),
    ...chosenObjects,
    convoke: ids.default([]),
    /** CR 702.126: artifacts tapped for improvise. */
    improvise: ids.default([]),
    delve: ids.default([]),
  }),
  /**
   * CR 603.3b: the order in which the player puts their triggered abilities on the stack:
   * each by its number (from 0) in the order they triggered; the first goes on the stack
   * first, so the last named ends on top. Asked only of a player with two or more.
   */
  ORDER_TRIGGERS: z.strictObject({ type: z.literal('ORDER_TRIGGERS'), player, order: z.array(z.int().min(0).max(MAX_MADE)).max(MAX_MADE) }),
  /** The player backs out; handled exactly like an illegal action (CR 733). */
  CANCEL: z.strictObject({
    type: z.literal('CANCEL'),
    player,
    /** CR 733.1: keep (don't reverse) the mana abilities activated during the cast; their mana stays in the pool. */
    keepMana: z.boolean().default(false),
  }),
} as const;

export const castEventSchema = z.discriminatedUnion('type', Object.values(castEventSchemas) as unknown as [
  (typeof castEventSchemas)['CAST'],
  ...(typeof castEventSchemas)[keyof typeof castEventSchemas][],
]);

export type CastEventType = keyof typeof castEventSchemas;
/** An event as an app sends it (defaults may be left out). */
export type CastEventInput = z.input<typeof castEventSchema>;
/** An event after validation, with defaults filled in. */
export type CastEvent = z.output<typeof castEventSchema>;
export type CastEventOf<T extends CastEventType> = Extract<CastEvent, { type: T }>;

export const isCastEventType = (type: unknown): type is CastEventType => typeof type === 'string' && Object.hasOwn(castEventSchemas, type);

/** CR 601.2: the refusal of an event whose type is no event's (a plain-data type: its JSON is shown). */
export function unknownEventType(type: unknown): Refusal {
  return { rule: '601.2', code: 'EVENT_NOT_EXPECTED', message: `unknown event type ${JSON.stringify(type) ?? 'undefined'}` };
}

/** Validates an event; a refusal names the first field that doesn't fit. */
export function parseCastEvent(raw: unknown): Result<CastEvent> {
  const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
  if (!isCastEventType(type)) return refuse(unknownEventType(type));
  const parsed = castEventSchemas[type].safeParse(raw);
  if (parsed.success) return ok(parsed.data as CastEvent);
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? jsonPath(issue.path, '') : '(event)';
  return refuse({ rule: '601.2', code: 'BAD_PAYLOAD', message: `${type}: ${where}: ${issue.message}` });
}

/** CR 601.2a: the face a CAST event names. */
export function faceOfEvent(event: { readonly face?: 0 | 1 | undefined; readonly fuse?: true | undefined; readonly faceDown?: true | undefined }): FaceChoice {
  return event.faceDown ? 'faceDown' : event.fuse ? 'fused' : (event.face ?? 0);
}
