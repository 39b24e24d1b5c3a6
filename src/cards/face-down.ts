/**
 * CR 702.37c, 702.168a, 708.2: a card with morph, megamorph or disguise may be cast face
 * down: a 2/2 creature spell with no name, no text, no subtypes and no mana cost (so
 * colourless, CR 105.2c, with mana value 0, CR 202.3), cast by paying the alternative cost
 * that allows it ({3}). What casting it reads is that object, not the card: effects and
 * prohibitions that apply to casting a card with these characteristics apply (702.37c).
 */
import type { AlternativeCost, CardDefinition } from './schema.js';

/** CR 702.37c, 702.168a: the alternative cost that casts the card face down, if it has one. */
export function faceDownCostOf(card: CardDefinition): AlternativeCost | undefined {
  return card.faces ? undefined : card.alternativeCosts.find((a) => a.faceDown);
}

const cache = new WeakMap<CardDefinition, CardDefinition>();

/**
 * CR 708.2, 702.37c: the characteristics of `card` cast face down: only those the rule
 * gives, and the face-down alternative cost it is cast with. Its name is empty (it has none,
 * so no "named" filter fits it); the card's own abilities, targets, modes and cost changes
 * are gone with its text.
 */
export function faceDownDefinition(card: CardDefinition): CardDefinition {
  const known = cache.get(card);
  if (known) return known;
  const cost = faceDownCostOf(card);
  const definition: CardDefinition = {
    ...card,
    name: '',
    manaCost: undefined,
    colors: [],
    types: ['Creature'],
    supertypes: [],
    subtypes: [],
    power: 2,
    toughness: 2,
    loyalty: undefined,
    keywords: [],
    protection: [],
    hexproofFrom: [],
    targets: [],
    modes: undefined,
    splice: undefined,
    divide: undefined,
    xMin: 0,
    additionalCosts: [],
    alternativeCosts: cost ? [cost] : [],
    castFromGraveyard: undefined,
    optionalCosts: [],
    selfCostChanges: [],
    manaAbilities: [],
    abilities: [],
    during: undefined,
    onlyIf: undefined,
    offering: undefined,
    costModifiers: [],
    permissions: [],
    prohibitions: [],
    triggers: [],
    grants: [],
    untargetable: [],
    restrictions: [],
    gaps: [],
    layout: undefined,
    faces: undefined,
    text: '',
  };
  cache.set(card, definition);
  return definition;
}
