/**
 * The definition the casting steps read for the object being cast or activated. A spell
 * reads its card. CR 602.2b: an activated ability goes through the same steps with its
 * activation cost in place of a mana cost, so it reads a definition made from the ability:
 * the cost's mana as its "mana cost", the rest of the cost as additional costs, the
 * ability's targets, modes and division; nothing a spell alone has (alternative or optional
 * costs, splice, cast triggers).
 */
import type { AbilityOnStack, StackObject, TriggeredAbilityOnStack } from '../game/state.js';
import { printManaCost } from '../mana/print.js';
import { COST_KINDS } from './cost-kinds.js';
import { getCard, type CardLibrary } from './library.js';
import type { ActivatedAbility, CardDefinition, Trigger } from './schema.js';
import { combineFaces, overlayFace, type FaceChoice } from './faces.js';
import { backFaceOf, objectCard } from './face-up.js';
import { faceDownDefinition } from './face-down.js';

export function definitionOf(
  cards: CardLibrary,
  item: Pick<StackObject, 'card'> & ({ readonly kind: 'spell'; readonly choices?: { readonly alternative: string | null } } & SpellFace | AbilityReference | TriggerReference),
): CardDefinition {
  const card = getCard(cards, item.card);
  if (item.kind === 'spell') return castAs(asFace(card, faceChoiceOf(item)), item.choices?.alternative ?? null);
  if (item.kind === 'trigger') {
    const trigger = card.triggers[item.trigger];
    if (!trigger) throw new Error(`${card.name} has no triggered ability number ${item.trigger}`);
    return triggerDefinition(card, trigger);
  }
  const ability = abilityText(cards, item);
  if (!ability) throw new Error(`${card.name} has no activated ability number ${item.ability}`);
  return abilityDefinition(item.face === 1 ? backFaceOf(card) : card, ability);
}

type AbilityReference = Pick<AbilityOnStack, 'kind' | 'card' | 'ability' | 'grantedBy' | 'face'>;
type TriggerReference = Pick<TriggeredAbilityOnStack, 'kind' | 'card' | 'trigger'>;

/**
 * CR 113.7a: the text of an ability on the stack: its source card's own ability, or the
 * grant of the permanent that gave it (CR 613), which it keeps when that permanent leaves.
 */
export function abilityText(cards: CardLibrary, item: AbilityReference): ActivatedAbility | undefined {
  if (!item.grantedBy) return objectCard(cards, item).abilities[item.ability];
  return getCard(cards, item.grantedBy.card).grants[item.grantedBy.grant]?.ability;
}

/** The face a spell is cast as (CR 601.2a), as a spell object records it. */
export interface SpellFace {
  readonly face?: 0 | 1;
  readonly fused?: true;
  /** CR 702.37c, 708.4: cast face down (morph, megamorph, disguise). */
  readonly faceDown?: true;
}

export const faceChoiceOf = (spell: SpellFace): FaceChoice => (spell.faceDown ? 'faceDown' : spell.fused ? 'fused' : (spell.face ?? 0));

const faceCache = new WeakMap<object, CardDefinition>();

/**
 * CR 601.2a, 709.3, 712, 715.3: the card as a spell cast as `face`: only that face's
 * characteristics (both halves' for a fused split spell, 702.102c), with the card's static
 * abilities; cast face down, a nameless 2/2 creature (708.2, cards/face-down.ts). A card
 * without faces is itself.
 */
export function asFace(card: CardDefinition, face: FaceChoice): CardDefinition {
  if (face === 'faceDown') return faceDownDefinition(card);
  if (!card.faces) return card;
  const key = face === 'fused' ? card : card.faces[face];
  const known = faceCache.get(key);
  if (known) return known;
  const characteristics = face === 'fused' ? combineFaces(card.name, card.faces) : card.faces[face];
  const definition: CardDefinition = overlayFace(card, characteristics);
  faceCache.set(key, definition);
  return definition;
}

const asCast = new WeakMap<object, CardDefinition>();

/** CR 602.2b, 603.3d: what an ability on the stack never has, that only a spell has: alternative and optional costs, cost changes of its own, splice, cast triggers. */
const NOTHING_A_SPELL_ALONE_HAS: Pick<CardDefinition, 'alternativeCosts' | 'optionalCosts' | 'selfCostChanges' | 'splice' | 'triggers'> = { alternativeCosts: [], optionalCosts: [], selfCostChanges: [], splice: undefined, triggers: [] };

/**
 * CR 702.103b, 601.3b: the card as a spell cast with `alternative`: its types and subtypes
 * replaced when that cost says the spell becomes something else (bestow: an Aura), else the
 * card itself.
 */
export function castAs(card: CardDefinition, alternative: string | null): CardDefinition {
  const chosen = alternative === null ? undefined : card.alternativeCosts.find((a) => a.name === alternative);
  if (!chosen?.becomes) return card;
  const known = asCast.get(chosen);
  if (known) return known;
  const definition: CardDefinition = { ...card, types: chosen.becomes.types, subtypes: chosen.becomes.subtypes };
  asCast.set(chosen, definition);
  return definition;
}

const cache = new WeakMap<ActivatedAbility, CardDefinition>();

export function abilityDefinition(card: CardDefinition, ability: ActivatedAbility): CardDefinition {
  const known = cache.get(ability);
  if (known) return known;
  const symbols = ability.cost.flatMap((p) => (p.kind === 'mana' ? p.mana.symbols : []));
  const definition: CardDefinition = {
    ...card,
    manaCost: { printed: printManaCost(symbols), symbols },
    additionalCosts: ability.cost.filter((p) => COST_KINDS[p.kind].paidWith !== 'mana'),
    targets: ability.targets,
    modes: ability.modes,
    divide: ability.divide,
    xMin: ability.xMin,
    keywords: card.keywords.filter((k) => k !== 'convoke' && k !== 'delve' && k !== 'improvise'),
    ...NOTHING_A_SPELL_ALONE_HAS,
  };
  cache.set(ability, definition);
  return definition;
}

const triggerCache = new WeakMap<Trigger, CardDefinition>();

/**
 * CR 603.3d: what putting a triggered ability on the stack reads: its target words, chosen as
 * for a spell (601.2c); it has no cost to pay, no modes here and nothing a spell alone has.
 */
export function triggerDefinition(card: CardDefinition, trigger: Trigger): CardDefinition {
  const known = triggerCache.get(trigger);
  if (known) return known;
  const definition: CardDefinition = {
    ...card,
    manaCost: { printed: '', symbols: [] },
    additionalCosts: [],
    targets: trigger.targets ?? [],
    modes: undefined,
    divide: undefined,
    keywords: [],
    ...NOTHING_A_SPELL_ALONE_HAS,
  };
  triggerCache.set(trigger, definition);
  return definition;
}
