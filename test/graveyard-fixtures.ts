/**
 * A card for tests of cards cast from a graveyard: a sorcery with flashback whose target is a
 * sorcery card in its owner's graveyard (cast from there, never itself: it is on the stack,
 * CR 115.5), so that another card of its name may be its target.
 */
import type { CardInput } from '../src/cards/schema.js';

export const TEST_ECHO = {
  name: 'Test Echo',
  manaCost: '{B}',
  types: ['Sorcery'],
  targets: [{ what: { types: ['Sorcery'], zone: 'graveyard', owner: 'you' } }],
  alternativeCosts: [{ name: 'flashback', from: 'graveyard', cost: [{ kind: 'mana', mana: '{B}' }] }],
  text: 'Return target sorcery card from your graveyard to your hand.\nFlashback {B}',
} as CardInput;
