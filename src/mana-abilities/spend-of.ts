/** CR 106.6: the spending restriction a mana ability's mana carries. */
import type { ManaAbility } from '../cards/schema.js';
import type { AbilityHolder } from '../game/ability-holder.js';
import type { ManaSpend } from '../mana/symbols.js';

/** CR 106.6: the restriction the mana of `ability` carries, with the creature type chosen for its object (Cavern of Souls). */
export function spendOf(ability: ManaAbility, holder: AbilityHolder): ManaSpend | undefined {
  if (!ability.spend) return undefined;
  const chosen = holder.zone === 'battlefield' ? holder.permanent.chosen?.creatureType : undefined;
  return { ...ability.spend, ...(chosen === undefined ? {} : { chosen }) };
}
