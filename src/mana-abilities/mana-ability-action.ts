/**
 * CR 605.3a: how "what may I do now" (activation/legal-actions.ts) names one of the player's
 * mana abilities: the event that activates it, what it makes now, or why it can't be activated.
 */
import type { Refusal } from '../core/refusal.js';
import type { ObjectId, PlayerId } from '../game/state.js';
import type { ManaType } from '../mana/symbols.js';

/** A mana ability of the player's (CR 605): on a permanent they control, or of a card in their hand. */
export interface ManaAbilityAction {
  /** The ACTIVATE_MANA event that activates it (CR 605.3a); some abilities also take `mana`, `pay` or `tap` (see paymentOptions). */
  readonly event: { readonly type: 'ACTIVATE_MANA'; readonly player: PlayerId; readonly source: ObjectId; readonly ability: number };
  readonly name: string;
  /** The types of mana it could make now (one of them per activation, or a fixed combination). */
  readonly produces: readonly ManaType[];
  /** Why it can't be activated now (its cost can't be paid, 118.3; it is tapped, 302.6…), null if it can. */
  readonly refusal: Refusal | null;
}

/**
 * A mana ability's action, frozen with its event and refusal: an object's answers are worked out
 * once for each listing of it and handed to every query that meets the listing again
 * (mana-answers.ts), so no client may change what a later answer holds.
 *
 * Each is made by a constructor, not an object literal: V8 moves the site of a literal whose
 * objects mostly outlive a scavenge to its old generation ("allocation-site pretenuring"), and a
 * large board's answer holds thousands of these while it is made, so at 10,000 permanents making
 * each took ~0.5 µs there, about a third of the query (docs/performance-history.md, sixty-sixth
 * round). A constructor's objects have no such site. Their fields are own and in the literal's
 * order, so they read, compare and serialise alike.
 */
export function manaAbilityAction(player: PlayerId, source: ObjectId, ability: number, name: string, produces: readonly ManaType[], refusal: Refusal | null): ManaAbilityAction {
  return Object.freeze(new ManaAction(Object.freeze(new ManaEvent(player, source, ability)), name, frozenTypes(produces), refusal && Object.freeze(refusal)));
}

type ManaEventShape = ManaAbilityAction['event'];

class ManaEvent implements ManaEventShape {
  readonly type = 'ACTIVATE_MANA';
  readonly player: PlayerId;
  readonly source: ObjectId;
  readonly ability: number;
  constructor(player: PlayerId, source: ObjectId, ability: number) {
    this.player = player;
    this.source = source;
    this.ability = ability;
  }
}

class ManaAction implements ManaAbilityAction {
  readonly event: ManaEvent;
  readonly name: string;
  readonly produces: readonly ManaType[];
  readonly refusal: Refusal | null;
  constructor(event: ManaEvent, name: string, produces: readonly ManaType[], refusal: Refusal | null) {
    this.event = event;
    this.name = name;
    this.produces = produces;
    this.refusal = refusal;
  }
}

/** A list of mana types no client can change: a frozen one as it is, else a frozen copy made once per list (the answer never hands out a source's own list). */
function frozenTypes(types: readonly ManaType[]): readonly ManaType[] {
  if (Object.isFrozen(types)) return types;
  let copy = frozenCopies.get(types);
  if (!copy) frozenCopies.set(types, (copy = Object.freeze([...types])));
  return copy;
}
const frozenCopies = new WeakMap<readonly ManaType[], readonly ManaType[]>();
