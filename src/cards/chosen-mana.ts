/**
 * "Add one mana of the chosen color" (CR 106.1, 605): a production whose types include the
 * colour chosen as its permanent entered ("As ~ enters, choose a color": the game's
 * `chosen.color`). The engine reads a mana ability of a permanent through heldManaAbility,
 * which writes that colour into `types`; with none chosen, the chosen-colour part makes no
 * mana (CR 106.5: mana of an undefined type is no mana).
 */
import type { Color } from '../mana/symbols.js';
import type { ManaAbility } from './schema.js';

/** Resolved abilities by definition and colour: the same object each time, so what is cached by ability stays cached. */
const resolved = new WeakMap<ManaAbility, Map<Color | undefined, ManaAbility>>();

/** The mana ability as its permanent has it: "the chosen color" read as `color` (undefined: none chosen, or not a permanent). */
export function heldManaAbility(ability: ManaAbility, color: Color | undefined): ManaAbility {
  const p = ability.produces;
  if (!('types' in p) || !p.chosenColor) return ability;
  let byColor = resolved.get(ability);
  if (!byColor) resolved.set(ability, (byColor = new Map()));
  let held = byColor.get(color);
  if (!held) {
    const { chosenColor: _chosen, ...rest } = p;
    const types = color === undefined || rest.types.includes(color) ? rest.types : [...rest.types, color];
    byColor.set(color, (held = { ...ability, produces: { ...rest, types } }));
  }
  return held;
}
