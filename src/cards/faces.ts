/**
 * Cards with two faces (CR 709 split cards, 702.102 fuse, 702.127 aftermath, 715 Adventurer
 * cards, 712 double-faced cards): which face may be cast from where, and the
 * characteristics of the card off the stack and of a spell cast as one face (CR 601.2a:
 * while on the stack the spell has only the characteristics of the face cast; a fused
 * split spell has both).
 */
import type { ManaSymbol } from '../mana/symbols.js';
import type { CardType } from './cost-schema.js';
import type { RuleNumber } from '../core/edition.js';

/**
 * How a card's two faces relate: `split` (709), `fuse` (a split card whose halves may be
 * cast together from a hand, 702.102), `aftermath` (the second half only from a graveyard,
 * 702.127), `adventure` (715), `modal` (a modal double-faced card, 712), `transform` (a
 * transforming double-faced card, cast front face up only).
 */
export const LAYOUTS = ['split', 'fuse', 'aftermath', 'adventure', 'modal', 'transform'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** CR 601.2a: the face a spell is cast as; `fused` for both halves of a fuse card (702.102); `faceDown` turned face down (702.37c: morph, megamorph, disguise). */
export type FaceChoice = 0 | 1 | 'fused' | 'faceDown';

/** The characteristics combining faces reads and writes (a card face of schema.ts). */
export interface FaceShape {
  readonly name: string;
  readonly manaCost?: { readonly printed: string; readonly symbols: readonly ManaSymbol[] } | undefined;
  readonly types: readonly CardType[];
  readonly supertypes: readonly string[];
  readonly subtypes: readonly string[];
  readonly keywords: readonly string[];
  readonly targets: readonly unknown[];
  readonly additionalCosts: readonly unknown[];
  readonly text: string;
}

/** The optional characteristics and casting fields of a face: a face without one doesn't inherit the other face's. */
const OPTIONAL_FACE_FIELDS = ['manaCost', 'power', 'toughness', 'loyalty', 'modes', 'splice', 'divide', 'during'] as const;

/** `card` with `face`'s characteristics in place of its own (the optional ones the face lacks are left out). */
export function overlayFace<TCard extends object>(card: TCard, face: object): TCard {
  const cleared = { ...card } as Record<string, unknown>;
  for (const field of OPTIONAL_FACE_FIELDS) delete cleared[field];
  return { ...cleared, ...face } as TCard;
}

const union = <T>(a: readonly T[], b: readonly T[]): T[] => [...a, ...b.filter((x) => !a.includes(x))];

/**
 * CR 709.4, 702.102c: both halves' characteristics together: the name of the card, both
 * mana costs (so the mana value is the total, 709.4), every type, subtype and keyword, both
 * target lists and additional costs in printed order (a fused spell has both halves' words).
 * The other fields are the first half's.
 */
export function combineFaces<TFace extends FaceShape>(name: string, [first, second]: readonly [TFace, TFace]): TFace {
  const costs = [first.manaCost, second.manaCost].filter((c) => c !== undefined);
  const manaCost = costs.length === 0 ? undefined : { printed: costs.map((c) => c.printed).join(''), symbols: costs.flatMap((c) => c.symbols) };
  return {
    ...overlayFace(first, {}),
    name,
    ...(manaCost ? { manaCost } : {}),
    types: union(first.types, second.types),
    supertypes: union(first.supertypes, second.supertypes),
    subtypes: union(first.subtypes, second.subtypes),
    keywords: union(first.keywords, second.keywords),
    targets: [...first.targets, ...second.targets],
    additionalCosts: [...first.additionalCosts, ...second.additionalCosts],
    text: `${first.text} // ${second.text}`,
  };
}

/** Split cards (of any kind) have two halves side by side; the others have a front and a back. */
export const isSplitLayout = (layout: Layout): boolean => layout === 'split' || layout === 'fuse' || layout === 'aftermath';

/**
 * The card's characteristics off the stack: a split card has both halves' (709.4); a
 * double-faced card its front face's (712.8a); an Adventurer card its normal, creature
 * characteristics (715.4).
 */
export function offStackCharacteristics<TFace extends FaceShape>(name: string, layout: Layout, faces: readonly [TFace, TFace]): TFace {
  return isSplitLayout(layout) ? combineFaces(name, faces) : { ...faces[0], name };
}

/** The zones a card is cast from here (CR 601.3: the hand, or a zone something allows). */
export type FaceZone = 'hand' | 'graveyard' | 'exile' | 'command';

/**
 * CR 601.3, 709.3, 702.102a, 702.127a, 715.3, 712: why `face` of a card with `layout` (none
 * for a one-faced card) can't be cast from `zone`, or null if the layout allows it.
 * `adventureExile` says the card is in exile "on an adventure" (715.3d).
 */
export function faceProblem(layout: Layout | undefined, face: FaceChoice, zone: FaceZone, adventureExile: boolean, faceName: (face: 0 | 1) => string): { readonly rule: RuleNumber; readonly message: string } | null {
  if (face === 'fused') {
    if (layout !== 'fuse') return { rule: '702.102a', message: 'only a split card with fuse can be cast with both halves' };
    return zone === 'hand' ? null : { rule: '702.102a', message: 'a fused split spell can be cast only from its owner\'s hand' };
  }
  // CR 702.37c: whether the card may be cast face down is its alternative costs' question (cards/face-down.ts).
  if (face === 0 || face === 'faceDown') return null;
  if (layout === undefined) return { rule: '601.2a', message: 'the card has one face: cast face 0' };
  if (layout === 'transform') return { rule: '712.8', message: `a transforming double-faced card is cast front face up only, not as ${faceName(1)}` };
  if (layout === 'aftermath' && zone !== 'graveyard') return { rule: '702.127a', message: `${faceName(1)} has aftermath: it can be cast only from a graveyard` };
  if (layout === 'adventure' && adventureExile) return { rule: '715.3d', message: `a card on an adventure may be cast only as its creature, not as ${faceName(1)}` };
  return null;
}
