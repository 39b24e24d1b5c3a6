/**
 * CR 712.8d–e: a double-faced permanent has only the characteristics of the face that is up;
 * a double-faced card anywhere else has its front face's (712.8a). The card definition of an
 * object as it is now: its back face (the face's abilities, with none of the front face's
 * static or triggered abilities) for a permanent with its back face up, else its card.
 */
import type { CardLibrary } from './library.js';
import { findCard, getCard } from './library.js';
import { overlayFace } from './faces.js';
import type { CardDefinition } from './schema.js';

const backFaces = new WeakMap<CardDefinition, CardDefinition>();

/** The object's characteristics and abilities: `face` 1 is the back face up (a permanent, or an ability activated from one). */
export function objectCard(cards: CardLibrary, object: { readonly card: string; readonly face?: 1 | undefined }): CardDefinition {
  return faceUp(getCard(cards, object.card), object);
}

/** objectCard for an object whose card may not be in the library: undefined then (one lookup, not one to ask and one to read). */
export function knownObjectCard(cards: CardLibrary, object: { readonly card: string; readonly face?: 1 | undefined }): CardDefinition | undefined {
  const card = findCard(cards, object.card);
  return card && faceUp(card, object);
}

/** The object's card with the face that is up. */
const faceUp = (card: CardDefinition, object: { readonly card: string; readonly face?: 1 | undefined }): CardDefinition => (object.face === 1 ? backFaceOf(card) : card);

/** CR 712.8e: the card with its back face up; a card without two faces is itself. */
export function backFaceOf(card: CardDefinition): CardDefinition {
  if (!card.faces) return card;
  const known = backFaces.get(card);
  if (known) return known;
  const back: CardDefinition = { ...overlayFace(card, card.faces[1]), costModifiers: [], permissions: [], prohibitions: [], triggers: [], grants: [], restrictions: [] };
  backFaces.set(card, back);
  return back;
}
