/**
 * Keyword abilities that name a quality before their cost: "[quality] offering" (CR 702.48a)
 * and "Equip [quality] [cost]" (CR 702.6), compiled into the card format's offering and an
 * equip ability whose target has that quality.
 */
import { objectFilterOf } from './targets.js';
import type { Compiled } from './paragraphs.js';

/** The fields the card format's offering filter takes (cost-schema.ts objectFilter). */
const OFFERING_FIELDS = new Set(['types', 'notTypes', 'colors', 'subtypes', 'supertypes']);
/** Card types a quality may name itself ("Equip planeswalker"): then the target is that kind of permanent, not a creature. */
const NAMES_A_TYPE = /\b(?:creature|planeswalker|artifact|enchantment|land|battle)\b/i;

/**
 * CR 702.48a: "[Quality] offering" means "You may cast this card any time you could cast an
 * instant by sacrificing a [quality] permanent and paying the difference in mana costs between
 * this and the sacrificed permanent" (Patron of the Akki: Goblin offering).
 */
function offeringOf(quality: string): Compiled {
  const what = objectFilterOf(quality);
  if (!what || Object.keys(what).some((k) => !OFFERING_FIELDS.has(k))) return { gap: `the offering quality "${quality}" is not compiled` };
  return { offering: { what } };
}

/**
 * CR 702.6a: equip is "[Cost]: Attach this permanent to target creature you control. Activate
 * only as a sorcery."; "Equip [quality]" narrows the target to a [quality] creature you control
 * (Equip Citizen), or, when the quality is itself a card type, to a [quality] you control
 * (Luxior's "Equip planeswalker": "attach to target planeswalker you control").
 */
function equipOf(quality: string, mana: string): Compiled {
  const what = objectFilterOf(NAMES_A_TYPE.test(quality) ? `${quality} you control` : `${quality} creature you control`);
  if (!what) return { gap: `equip to "${quality}" is not compiled` };
  return { abilities: [{ cost: [{ kind: 'mana', mana }], timing: 'sorcery', targets: [{ what, count: 1 }], text: `Equip ${quality}: attach to target ${quality} you control.` }] };
}

/** The keyword a paragraph is, if it is one of these, compiled (or its gap); null otherwise. */
export function qualityKeywordOf(paragraph: string): Compiled | null {
  const offering = /^([A-Z][a-z]+) offering\.?$/.exec(paragraph);
  if (offering) return offeringOf(offering[1]!);
  const equip = /^Equip ([A-Za-z][A-Za-z -]*?) ((?:\{[0-9WUBRGC]+\})+)\.?$/.exec(paragraph);
  if (equip) return equipOf(equip[1]!, equip[2]!);
  return null;
}
