/**
 * CR 601.2f: counting what a cost change counts ("for each creature card in your
 * graveyard", "for each opponent", "the total power of creatures you control"), relative to
 * the player casting the spell. One home with the counting of characteristic-defining
 * abilities (CR 604.3): cards/characteristics.ts.
 */
export { countFor } from '../cards/characteristics.js';
