/**
 * CR 601.2c: "can't be the target of …" static abilities, compiled into the card format's
 * `untargetable` (the card's own permanent: "~ can't be the target of Aura spells") or a grant
 * giving it ("Enchanted creature can't be the target of spells or abilities your opponents
 * control", "You can't be the target of spells"). What can't target is spells, abilities or
 * both, optionally only with a quality (read by the filter language, spell-filter.ts: "black
 * or red spells", "abilities from artifact sources") and only an opponent's. A whole sentence
 * or nothing: anything else ("spells that can target only Walls", cards in graveyards) is not read.
 */
import type { CompiledStatic } from './statics.js';
import { spellFilterOf } from './spell-filter.js';

const WHO = String.raw`(?<who>~|You|(?:Enchanted|Equipped) (?:creature|permanent|artifact|land|planeswalker))`;
/** "gets +0/+2 and": a change to power and toughness, which changes nothing about casting (CR 613.4c). */
const PT = String.raw`(?: gets [+-]\d+\/[+-]\d+ and)?`;
/**
 * CR 702.16c, 303.4d: "and can't be enchanted by other Auras": an Aura spell targets what it will enchant, so it is refused
 * by "can't be the target of spells" already; an Aura put onto the battlefield without being cast is not casting.
 */
const SENTENCE = new RegExp(String.raw`^${WHO}${PT} can't be the target of (?<what>[^.]+?)(?<auras> and can't be enchanted by other Auras)?\.$`);

/** CR 702.16a: the fields of a quality that the spell filter's words may give. */
const QUALITY_FIELDS = new Set(['types', 'subtypes', 'colors', 'colorless', 'multicolored']);

/** "black or red", "Aura", "artifact": the quality of spells or sources, or null when the words say more than a quality. */
function qualityOf(words: string): Record<string, unknown> | null {
  const fields = spellFilterOf(`${words} spell`);
  if (!fields || Object.keys(fields).some((key) => !QUALITY_FIELDS.has(key))) return null;
  return fields;
}

/**
 * "spells", "spells or abilities your opponents control", "black spells or abilities from
 * black sources", "abilities from artifact sources": the card format's `untargetable` entry,
 * or null when the words are not one.
 */
function untargetableOf(what: string): Record<string, unknown> | null {
  const opponents = / your opponents control$/.test(what);
  const words = what.replace(/ your opponents control$/, '');
  const match = /^(?:(?<spellQuality>[\w -]+?) )?spells(?<abilities> or abilities(?: from (?<sourceQuality>[\w -]+?) sources)?)?$/.exec(words)
    ?? /^abilities from (?<onlyAbilities>[\w -]+?) sources$/.exec(words);
  if (!match) return null;
  const { spellQuality, abilities, sourceQuality, onlyAbilities } = match.groups!;
  // "black spells or abilities from black sources": one quality for both; "spells or abilities from black sources" would be two filters.
  if (abilities !== undefined && spellQuality !== sourceQuality) return null;
  const qualityWords = onlyAbilities ?? spellQuality;
  const quality = qualityWords === undefined ? undefined : qualityOf(qualityWords);
  if (quality === null) return null;
  const by = onlyAbilities !== undefined ? 'abilities' : abilities !== undefined ? 'spellsAndAbilities' : 'spells';
  return { ...(by !== 'spells' ? { by } : {}), ...(quality ? { quality } : {}), ...(opponents ? { opponents: true } : {}) };
}

/** One static sentence as `untargetable` (its own permanent) or a grant of it, or null when it isn't one read whole. */
export function untargetableStaticOf(sentence: string): CompiledStatic | null {
  const match = SENTENCE.exec(sentence);
  if (!match) return null;
  const entry = untargetableOf(match.groups!['what']!);
  // The Aura part is read only where it adds nothing to casting: when no spell may target the permanent anyway.
  if (!entry || (match.groups!['auras'] !== undefined && (entry['by'] === 'abilities' || entry['quality'] !== undefined || entry['opponents']))) return null;
  const who = match.groups!['who']!;
  if (who === '~') return { untargetable: [entry] };
  return { grants: [{ untargetable: entry, ...(who === 'You' ? { player: 'you' } : { attached: true }) }] };
}
