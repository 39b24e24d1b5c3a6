/**
 * Cards with two faces (CR 709 split cards, 702.102 fuse, 702.127 aftermath, 715 Adventurer
 * cards, 712 double-faced cards) in Scryfall's shape (`card_faces`, and `layout` when the
 * file has it) compiled into the card format's `layout` and `faces`: each face is compiled
 * like a card of its own, then the faces are put together. A layout the format can't express
 * (flip, meld) is unsupported with the reason; what a face has that the format can't put on
 * it is a gap, never dropped.
 */
import { cardSchema, type CardInput } from '../../src/cards/schema.js';
import { jsonPath } from '../../src/core/json-path.js';
import type { Layout } from '../../src/cards/faces.js';
import type { CompileResult, Gap } from './compile.js';
import type { OracleCard, OracleFace } from './input.js';

/** The fields a face of the card format has (schema.ts `faceFields`); anything else a face compiles to belongs to the card. */
const FACE_FIELDS = new Set(['name', 'manaCost', 'types', 'supertypes', 'subtypes', 'power', 'toughness', 'loyalty', 'keywords', 'protection', 'hexproofFrom', 'targets', 'modes', 'splice', 'divide', 'xMin', 'additionalCosts', 'alternativeCosts', 'castFromGraveyard', 'offering', 'optionalCosts', 'selfCostChanges', 'manaAbilities', 'abilities', 'during', 'text']);

type LayoutRead = { readonly layout: Layout } | { readonly reason: string };

const paragraphs = (face: OracleFace): string[] => (face.oracle_text ?? '').split('\n').map((p) => p.trim());
const hasKeywordLine = (face: OracleFace, keyword: string): boolean => paragraphs(face).some((p) => p.startsWith(keyword) && /^\w+\s*(\(.*\))?$/.test(p));
const isSpell = (face: OracleFace): boolean => /\b(Instant|Sorcery)\b/.test(face.type_line ?? '');

/** Scryfall's layout names for two-faced cards, as the format's (a split card with fuse or aftermath is told by its text). */
function fromScryfall(layout: string, faces: readonly [OracleFace, OracleFace]): LayoutRead {
  switch (layout) {
    case 'split':
      return { layout: faces.some((f) => hasKeywordLine(f, 'Fuse')) ? 'fuse' : hasKeywordLine(faces[1], 'Aftermath') ? 'aftermath' : 'split' };
    case 'aftermath':
    case 'adventure':
    case 'transform':
      return { layout };
    case 'modal_dfc':
      return { layout: 'modal' };
    case 'flip':
      return { reason: 'flip cards (CR 710) are not a layout of the card format' };
    case 'meld':
      return { reason: 'meld cards (CR 712.4, 701.42) are not a layout of the card format' };
    default:
      return { reason: `the layout "${layout}" is not one of the card format's (split, fuse, aftermath, adventure, modal, transform)` };
  }
}

/**
 * The layout of a card whose file doesn't say (the corpus doesn't): told by the faces' types
 * and text. An Adventure's type line says Adventure (715.2); aftermath and fuse are keyword
 * lines (702.127, 702.102); a flip card says "flip" (710); two instant or sorcery halves with
 * mana costs are a split card (709); a back face with no mana cost whose card speaks of
 * transforming is a transforming double-faced card (712.2); a back face with its own mana
 * cost, or a land back face of a card that never transforms, is a modal double-faced card
 * (712.2, 712.12). Anything else is not guessed.
 */
export function layoutOf(card: OracleCard, faces: readonly [OracleFace, OracleFace]): LayoutRead {
  if (card.layout) return fromScryfall(card.layout, faces);
  const [front, back] = faces;
  const text = faces.map((f) => f.oracle_text ?? '').join('\n');
  if (/\bmeld/i.test(text)) return { reason: 'meld cards (CR 712.4, 701.42) are not a layout of the card format' };
  if (/\bAdventure\b/.test(back.type_line ?? '')) return { layout: 'adventure' };
  if (hasKeywordLine(back, 'Aftermath')) return { layout: 'aftermath' };
  if (faces.some((f) => hasKeywordLine(f, 'Fuse'))) return { layout: 'fuse' };
  if (/\bflips?\b/i.test(front.oracle_text ?? '')) return { reason: 'flip cards (CR 710) are not a layout of the card format' };
  if (front.mana_cost && back.mana_cost && isSpell(front) && isSpell(back)) return { layout: 'split' };
  const transforms = /\btransform(s|ed)?\b|\b(daybound|nightbound|disturb)\b/i.test(text);
  if (transforms && !back.mana_cost) return { layout: 'transform' };
  if (!transforms && (back.mana_cost || /\bLand\b/.test(back.type_line ?? ''))) return { layout: 'modal' };
  return { reason: "how this card's two faces relate (split, adventure, modal, transform…) can't be told from its faces" };
}

/** The face's text without the keyword line its layout already says (Fuse on each half, Aftermath on the second). */
function withoutLayoutKeyword(face: OracleFace, layout: Layout): OracleFace {
  const keyword = layout === 'fuse' ? 'Fuse' : layout === 'aftermath' ? 'Aftermath' : null;
  if (!keyword || face.oracle_text === undefined) return face;
  const kept = (face.oracle_text ?? '').split('\n').filter((p) => !(p.trim().startsWith(keyword) && /^\w+\s*(\(.*\))?$/.test(p.trim())));
  return { ...face, oracle_text: kept.join('\n') };
}

const unsupported = (name: string, gaps: readonly Gap[]): CompileResult => ({ name, status: 'unsupported', gaps, card: null });

/**
 * Compiles a card with `card_faces` (or a name with " // "), each face with `compileOne` (the
 * compiler of a one-faced card, passed in so the two modules don't import each other).
 */
export function compileTwoFaced(card: OracleCard, compileOne: (raw: unknown) => CompileResult): CompileResult {
  const faces = card.card_faces ?? [];
  // Some files list a one-faced card as "Name // Name" with a single face: it is that face.
  if (faces.length === 1) return { ...compileOne(faces[0]), name: card.name };
  if (faces.length !== 2) return unsupported(card.name, [{ text: card.name, reason: faces.length === 0 ? 'a card named with " // " needs its card_faces' : `a card with ${faces.length} faces is not a layout of the card format` }]);
  const pair = faces as unknown as readonly [OracleFace, OracleFace];
  const read = layoutOf(card, pair);
  if ('reason' in read) return unsupported(card.name, [{ text: card.name, reason: read.reason }]);
  const { layout } = read;

  const results = pair.map((face) => compileOne(withoutLayoutKeyword(face, layout)));
  const gaps: Gap[] = results.flatMap((r, i) => r.gaps.map((g) => ({ text: `${pair[i]!.name}: ${g.text}`, reason: g.reason })));
  const broken = results.find((r) => r.status === 'unsupported' || !r.card);
  if (broken) return unsupported(card.name, gaps);

  const cardLevel: Record<string, unknown> = {};
  const compiledFaces = results.map((r, i) => {
    const face: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(r.card as Record<string, unknown>)) {
      if (FACE_FIELDS.has(field)) face[field] = value;
      else if (i === 0) cardLevel[field] = value;
      // CR 712.8e: static and triggered abilities are the card's, which the format gives the front face only.
      else if (Array.isArray(value) ? value.length > 0 : value !== undefined) gaps.push({ text: `${pair[1].name}: ${field}`, reason: 'a static or triggered ability of the second face is not modelled (the engine models a permanent with its first face up)' });
    }
    return face;
  });
  // CR 712.8e: a double-faced permanent may have its back face up (Permanent `face`), with that face's activated and mana abilities.
  const back = compiledFaces[1]!;
  if (layout !== 'modal' && layout !== 'transform') {
    if ([back['abilities'], back['manaAbilities']].some((list) => Array.isArray(list) && list.length > 0)) {
      const activated = paragraphs(pair[1]).filter((p) => /^[^"]*:\s/.test(p)).join(' ');
      gaps.push({ text: `${pair[1].name}: ${activated}`, reason: `activated abilities of the second half of a "${layout}" card are not modelled` });
    }
    delete back['abilities'];
    delete back['manaAbilities'];
  }
  const out = { name: card.name, layout, faces: compiledFaces, ...cardLevel, text: compiledFaces.map((f) => f['text']).join(' // ') };
  const checked = cardSchema.safeParse(out);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    return unsupported(card.name, [...gaps, { text: jsonPath(issue.path), reason: `the compiled card does not fit the card format: ${issue.message}` }]);
  }
  return { name: card.name, status: gaps.length === 0 ? 'complete' : 'partial', gaps, card: out as CardInput };
}
