/**
 * CR 613: the grants of one kind that reach a permanent, read through the givers' index
 * (grant-reach.ts): the Auras and Equipment attached to it and its own grants by id, the others
 * by groups of givers alike, which reach alike but for "other". Each giver's grant is an ability
 * of its own (two Basal Slivers give two), so every giver of a group that reaches is listed; a
 * group is asked once whether it reaches. Reading every giver for every permanent made "what may
 * I do now" beside a thousand unattached Auras read a thousand for each permanent.
 */
import { grantReaches } from './characteristics.js';
import { grantIndex, type GrantFrom } from './grant-reach.js';
import type { CardDefinition, Grant } from './schema.js';
import type { StaticSource } from './static-sources.js';
import type { Permanent } from '../game/state.js';

/** A grant that reaches, with its place among its giver's grants (`n`, printed order). */
export interface GrantReaching extends GrantFrom {
  readonly n: number;
}

/**
 * The grants `picks` chooses among `givers`' that reach `permanent` (whose card is `card`), one
 * for each giver that gives it: in the givers' order, and each giver's grants in printed order.
 */
export function grantsReaching(givers: readonly StaticSource[], permanent: Permanent, card: CardDefinition, picks: (grant: Grant) => boolean): readonly GrantReaching[] {
  const index = grantIndex(givers);
  const found: GrantFrom[] = [];
  for (const entry of index.attached.get(permanent.id) ?? []) if (picks(entry.grant)) found.push(entry);
  for (const entry of index.self.get(permanent.id) ?? []) if (picks(entry.grant)) found.push(entry);
  for (const { grant, givers: alike } of index.wide) {
    if (!picks(grant)) continue;
    // Givers alike reach alike: one is asked, not one for each of them (k Slivers each give k).
    const other = grant.other === true;
    const asked = other && alike[0]!.giver.id === permanent.id ? alike[1] : alike[0];
    if (asked === undefined || !grantReaches(grant, asked.giver, permanent, card)) continue;
    for (let i = 0; i < alike.length; i += 1) if (!other || alike[i]!.giver.id !== permanent.id) found.push(alike[i]!);
  }
  if (found.length === 0) return [];
  const reaching = found.map((entry) => ({ ...entry, n: givers[entry.at]!.card.grants.indexOf(entry.grant) }));
  return reaching.sort((a, b) => a.at - b.at || a.n - b.n);
}
