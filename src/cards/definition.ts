/**
 * The definition the casting steps read for the object being cast or activated. A spell
 * reads its card. CR 602.2b: an activated ability goes through the same steps with its
 * activation cost in place of a mana cost, so it reads a definition made from the ability:
 * the cost's mana as its "mana cost", the rest of the cost as additional costs, the
 * ability's targets, modes and division; nothing a spell alone has (alternative or optional
 * costs, splice, cast triggers).
 */
import type { StackObject } from '../game/state.js';
import { printManaCost } from '../mana/print.js';
import { getCard, type CardLibrary } from './library.js';
import type { ActivatedAbility, CardDefinition } from './schema.js';

export function definitionOf(cards: CardLibrary, item: Pick<StackObject, 'card'> & ({ readonly kind: 'spell' } | { readonly kind: 'ability'; readonly ability: number })): CardDefinition {
  const card = getCard(cards, item.card);
  if (item.kind === 'spell') return card;
  const ability = card.abilities[item.ability];
  if (!ability) throw new Error(`${card.name} has no activated ability number ${item.ability}`);
  return abilityDefinition(card, ability);
}

const cache = new WeakMap<ActivatedAbility, CardDefinition>();

export function abilityDefinition(card: CardDefinition, ability: ActivatedAbility): CardDefinition {
  const known = cache.get(ability);
  if (known) return known;
  const symbols = ability.cost.flatMap((p) => (p.kind === 'mana' ? p.mana.symbols : []));
  const definition: CardDefinition = {
    ...card,
    manaCost: { printed: printManaCost(symbols), symbols },
    additionalCosts: ability.cost.filter((p) => p.kind !== 'mana'),
    targets: ability.targets,
    modes: ability.modes,
    divide: ability.divide,
    xMin: ability.xMin,
    keywords: card.keywords.filter((k) => k !== 'convoke' && k !== 'delve'),
    alternativeCosts: [],
    optionalCosts: [],
    selfCostChanges: [],
    splice: undefined,
    triggers: [],
  };
  cache.set(ability, definition);
  return definition;
}
