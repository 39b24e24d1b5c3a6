/**
 * Test cards for the mana-ability listing and activation tests (605.3a, 605.3b): abilities
 * whose check reads more of the game than their own permanent.
 */
import type { CardInput } from '../src/cards/schema.js';

/** The Swamps their controller controls. */
export const SWAMPS = { zone: 'battlefield' as const, controller: 'you' as const, what: { subtypes: ['Swamp'] } };

/** "{T}: Add {B}. Activate only if you control a Swamp." (Tainted Field's second ability, alone). */
export const TAINTED: CardInput = {
  name: 'Test Tainted Land',
  types: ['Land'],
  manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['B'] }, onlyIf: { count: SWAMPS, atLeast: 1 } }],
  text: '{T}: Add {B}. Activate only if you control a Swamp.',
};

/** A mana creature with haste as long as an instant is in its controller's graveyard (CR 611.3a). */
export const RUNNER: CardInput = {
  name: 'Test Runner',
  manaCost: '{R}',
  types: ['Creature'],
  power: 1,
  toughness: 1,
  manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['R'] } }],
  grants: [{ keyword: 'haste', self: true, asLongAs: { count: { zone: 'graveyard', controller: 'you', what: { types: ['Instant'] } }, atLeast: 1 } }],
  text: 'Test Runner has haste as long as there is an instant card in your graveyard.\n{T}: Add {R}.',
};

/** "{T}: Add {B} for each Swamp you control." (Cabal Coffers without its mana cost): what it makes reads the battlefield. */
export const COFFERS: CardInput = {
  name: 'Test Coffers',
  types: ['Land'],
  manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['B'], perObject: SWAMPS } }],
  text: '{T}: Add {B} for each Swamp you control.',
};
