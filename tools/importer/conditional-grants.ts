/**
 * CR 611.3a, 613: grants that apply "as long as" a condition holds ("~ has hexproof as long
 * as you control an Illusion", "As long as you control a red permanent, ~ has haste",
 * "Threshold — Enchanted creature has shroud as long as seven or more cards are in your
 * graveyard", "~ has hexproof as long as it's untapped"). The sentence is split into the
 * grant without its condition, compiled as any grant is (statics.ts), and the condition,
 * read as the card format's `onlyIf` conditions are (conditions.ts) into the grants'
 * `asLongAs`. The card's own keywords under a condition become grants to itself (`self`).
 * A condition or a grant that is not read leaves the sentence a gap.
 */
import type { CompiledStatic } from './statics.js';
import { onlyIfOf } from './conditions.js';

/** The keywords a grant can give (the format's GRANTED_KEYWORDS); the others a permanent has change nothing about casting (CR 702.9 flying, 702.19 trample …). */
const GRANTED = new Set(['haste', 'hexproof', 'shroud']);
/** Keywords of the card format that say nothing about casting or activating its permanent, dropped as the unconditional grammar drops them. */
const NOT_CASTING = new Set(['flying', 'first strike', 'double strike', 'defender', 'lifelink', 'vigilance', 'trample', 'reach']);

const PT = String.raw`gets [+-][0-9X]+\/[+-][0-9X]+(?:,| and)`;
/** "~ has hexproof as long as it's untapped.", "Enchanted creature gets +1/+1 and has shroud as long as …". */
const TRAILING = new RegExp(String.raw`^(?<who>~|Enchanted creature|Equipped creature) (?<pt>${PT} )?(?<has>has [^.]+?) as long as (?<condition>[^.,]+)\.$`);
/** "As long as you control a Human, ~ has hexproof and indestructible.", "As long as ~ is untapped, it has protection from artifacts." */
const LEADING = new RegExp(String.raw`^As long as (?<condition>[^.,]+), (?<who>~|it|enchanted creature|equipped creature) (?<pt>${PT} )?(?<has>has [^.]+)\.$`);

export interface ConditionalGrant {
  /** The grant alone, as an unconditional sentence ("~ has hexproof."). */
  readonly sentence: string;
  readonly asLongAs: Record<string, unknown>;
  /** Whether it gives the card's own permanent something ("~ has …"). */
  readonly self: boolean;
}

/** The parts of an "as long as" grant, or null when the sentence is not one or its condition is not read. */
export function conditionalGrantOf(sentence: string): ConditionalGrant | null {
  const match = TRAILING.exec(sentence) ?? LEADING.exec(sentence);
  if (!match) return null;
  const { who: rawWho, has, condition } = match.groups!;
  const leadingSelf = /^As long as ~ /.test(sentence);
  const who = rawWho === 'it' ? (leadingSelf ? '~' : null) : rawWho!.replace(/^[a-z]/, (c) => c.toUpperCase());
  if (who === null) return null;
  const self = who === '~';
  const asLongAs = conditionOf(condition!, self);
  return asLongAs ? { sentence: `${who} ${has}.`, asLongAs, self } : null;
}

/** "you control a Human", "seven or more cards are in your graveyard", "it's untapped" / "~ is untapped" (only of the card's own permanent). */
function conditionOf(words: string, self: boolean): Record<string, unknown> | null {
  if (/^(?:it's|it is|~ is) untapped$/.test(words)) return self ? { self: 'untapped' } : null;
  if (/\b(?:it|it's|~)\b/.test(words)) return null;
  return onlyIfOf(words);
}

/**
 * The compiled unconditional grant with the condition on every grant; the card's own
 * keywords and shields ("~ has hexproof") become grants to itself. Null when something it
 * gives is not a grant the format can hold under a condition.
 */
export function withCondition(compiled: CompiledStatic, grant: ConditionalGrant): CompiledStatic | null {
  const { grants = [], keywords = [], protection = [], hexproofFrom = [], ...rest } = compiled;
  if (Object.keys(rest).length > 0) return null;
  if (keywords.some((k) => !GRANTED.has(k) && !NOT_CASTING.has(k))) return null;
  if (!grant.self && (keywords.length > 0 || protection.length > 0 || hexproofFrom.length > 0)) return null;
  const own = grant.self
    ? [
        ...keywords.filter((k) => GRANTED.has(k)).map((keyword) => ({ keyword, self: true })),
        ...protection.map((q) => ({ protection: q, self: true })),
        ...hexproofFrom.map((q) => ({ hexproofFrom: q, self: true })),
      ]
    : [];
  const all = [...grants, ...own].map((g) => ({ ...g, asLongAs: grant.asLongAs }));
  return all.length > 0 ? { grants: all } : {};
}
