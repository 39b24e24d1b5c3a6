/**
 * CR 601.2f: the static abilities on the battlefield that increase, reduce or set a
 * spell's cost (Thalia, Sphere of Resistance, Thunderscape Familiar, Edgewalker,
 * Trinisphere), and the spell's own changes (Fireball's per-target increase, affinity).
 */
import { binds, staticSourcesWith, type StaticSource } from '../cards/static-sources.js';
import { cardColors, matchesFilter } from '../cards/characteristics.js';
import type { CardLibrary } from '../cards/library.js';
import { countFor } from '../cards/characteristics.js';
import { hasAnySubtype, hasSubtype } from '../cards/subtypes.js';
import { holdsNow } from '../cards/only-if-holds.js';
import type { AbilityCostModifier, CardDefinition, CostModifier, SpellCostModifier, SpellFilter } from '../cards/schema.js';
import type { GameState, ObjectId, Permanent, PlayerId } from '../game/state.js';
import { extend } from '../core/extend.js';
import { announcedCost, hybridOptions, NO_ANNOUNCEMENTS } from './announced-cost.js';
import type { ManaAmount, ManaSymbol } from '../mana/symbols.js';
import { scaleMana } from '../mana/value.js';

/** Does a static ability of `source` (its controller, and the name chosen for it) apply to `spell` cast by `caster`? */
export function spellFilterApplies(filter: SpellFilter, source: Pick<Permanent, 'controller' | 'chosen'>, spell: CardDefinition, caster: PlayerId): boolean {
  if (!binds(filter.controller, source.controller, caster)) return false;
  if (filter.named && spell.name !== source.chosen?.name) return false;
  if (filter.colors && !filter.colors.some((c) => cardColors(spell).includes(c))) return false;
  if (filter.allColors && !filter.allColors.every((c) => cardColors(spell).includes(c))) return false;
  if (filter.chosen === 'color' && (source.chosen?.color === undefined || !cardColors(spell).includes(source.chosen.color))) return false;
  if (filter.chosen === 'creatureType' && (source.chosen?.creatureType === undefined || !spell.subtypes.includes(source.chosen.creatureType))) return false;
  if (filter.types && !filter.types.some((t) => spell.types.includes(t))) return false;
  if (filter.notTypes && filter.notTypes.some((t) => spell.types.includes(t))) return false;
  if (!hasAnySubtype(spell, filter.subtypes)) return false;
  if (filter.multicolored !== undefined && cardColors(spell).length > 1 !== filter.multicolored) return false;
  if (filter.colorless !== undefined && (cardColors(spell).length === 0) !== filter.colorless) return false;
  if (filter.historic && !isHistoric(spell)) return false;
  return true;
}

/** One cost change that applies to a spell, and where it comes from (null: the spell's own text). */
export interface CostChange {
  readonly source: ObjectId | null;
  readonly card: string;
  readonly change: CostModifier['change'];
  /** The mana it adds or takes away (for a minimum: nothing until applied). */
  readonly mana: ManaAmount;
  /** For a minimum (Trinisphere): the smallest total. */
  readonly total?: number;
  /** For a reduction that "can't reduce the mana in that cost to less than" this much (Training Grounds). */
  readonly floor?: number;
  /** For a coloured reduction: it never takes off generic mana instead (CR 118.7c; Edgewalker). */
  readonly onlyColored?: boolean;
  /** CR 118.7e: a reduction's hybrid symbols, whose halves the paying player chooses as it is applied; `mana` is the rest. */
  readonly hybrid?: readonly ManaSymbol[];
}

type PrintedMana = Extract<CostModifier, { mana: unknown }>['mana'];

/**
 * CR 118.7e: what a reduction by these symbols takes off: its hybrid symbols stay symbols,
 * their halves chosen as the reduction is applied (601.2f); the rest is mana. A Phyrexian
 * symbol reduces its colour (118.7f).
 */
export function reductionBy(symbols: readonly ManaSymbol[]): Pick<CostChange, 'mana' | 'hybrid'> {
  const hybrid = symbols.filter((s) => hybridOptions(s).length > 0);
  const rest = announcedCost(symbols.filter((s) => hybridOptions(s).length === 0), NO_ANNOUNCEMENTS).mana;
  return hybrid.length > 0 ? { mana: rest, hybrid } : { mana: rest };
}

/** A modifier's change of mana: a reduction keeps its hybrid symbols to choose from (118.7e). */
const changeOf = (change: CostModifier['change'], printed: PrintedMana): Pick<CostChange, 'mana' | 'hybrid'> =>
  change === 'reduce' ? reductionBy(printed.symbols) : { mana: announcedCost(printed.symbols, NO_ANNOUNCEMENTS).mana };

/** changeOf a spell cost modifier that changes mana, read once per modifier: a card library's definitions never change. */
const spellChanges = new WeakMap<SpellCostModifier, Pick<CostChange, 'mana' | 'hybrid' | 'onlyColored'>>();

function spellChangeOf(m: Exclude<SpellCostModifier, { change: 'minimum' }>): Pick<CostChange, 'mana' | 'hybrid' | 'onlyColored'> {
  let change = spellChanges.get(m);
  if (!change) spellChanges.set(m, (change = m.change === 'reduce' && m.onlyColored ? { ...changeOf(m.change, m.mana), onlyColored: true } : changeOf(m.change, m.mana)));
  return change;
}

/**
 * The changes each list of static sources makes to a spell, by the spell's definition and by its
 * caster and the turn's active player (what else they read of the game: the sources' permanents
 * are the list's own, CR 601.2f). "What may I do now" proposes each of k copies of a card in a hand
 * beside m changers, and reading each changer for each copy would cost k·m.
 */
type ChangesBySources = WeakMap<readonly StaticSource[], WeakMap<CardDefinition, Map<string, readonly CostChange[]>>>;
const changesBySources: ChangesBySources = new WeakMap();

/** The changes `memo` keeps for these sources, this card and this key (its caster or activator and the active player), worked out by `work` the first time. */
function kept(memo: ChangesBySources, sources: readonly StaticSource[], card: CardDefinition, key: string, work: () => CostChange[]): readonly CostChange[] {
  let byCard = memo.get(sources);
  if (!byCard) memo.set(sources, (byCard = new WeakMap()));
  let byKey = byCard.get(card);
  if (!byKey) byCard.set(card, (byKey = new Map()));
  let changes = byKey.get(key);
  if (!changes) byKey.set(key, (changes = Object.freeze(work())));
  return changes;
}

/** Whether a change among these sources reads the spell's targets ("spells that target this", CR 601.2f). */
const readsTargets = (sources: readonly StaticSource[]): boolean => sources.some(({ card }) => card.costModifiers.some((m) => m.change === 'increase' && 'targetsThis' in m && m.targetsThis === true));

/** Every static cost change on the battlefield that applies to `spell`, in battlefield (timestamp) order; the same list for every spell of one definition while the sources stay. */
export function staticCostChanges(game: GameState, cards: CardLibrary, spell: CardDefinition, caster: PlayerId, targets: readonly string[] = []): readonly CostChange[] {
  const sources = staticSourcesWith(game, cards, 'costModifiers');
  if (sources.length === 0) return NO_CHANGES;
  if (targets.length > 0 && readsTargets(sources)) return changesFrom(game, sources, spell, caster, targets);
  return kept(changesBySources, sources, spell, `${caster}|${game.turn.activePlayer}`, () => changesFrom(game, sources, spell, caster, targets));
}

const NO_CHANGES: readonly CostChange[] = Object.freeze([]);

function changesFrom(game: GameState, sources: readonly StaticSource[], spell: CardDefinition, caster: PlayerId, targets: readonly string[]): CostChange[] {
  // The spell's targets as a set, made only if a "spells that target this" increase asks.
  let targeted: ReadonlySet<string> | undefined;
  const isTarget = (id: ObjectId) => (targeted ??= new Set(targets)).has(id);
  const applies = (m: CostModifier, permanent: Permanent): m is SpellCostModifier =>
    'spells' in m &&
    spellFilterApplies(m.spells, permanent, spell, caster) &&
    !(m.change === 'increase' && m.duringYourTurn && game.turn.activePlayer !== permanent.controller) &&
    !(m.change === 'increase' && m.targetsThis && !isTarget(permanent.id)) &&
    !(m.change === 'minimum' && m.whileUntapped && permanent.tapped);
  // A loop, not a chain of filters: the look-ahead asks for every proposal of every card, and most sources change no cost.
  const changes: CostChange[] = [];
  for (const { permanent, card } of sources) {
    for (const m of card.costModifiers) {
      if (!applies(m, permanent)) continue;
      const base = { source: permanent.id, card: permanent.card, change: m.change };
      // Built with extend so the changes the rules read share hidden classes (src/core/extend.ts).
      if (m.change === 'minimum') changes.push(extend(base, { mana: ZERO, total: m.total }));
      else changes.push(extend(base, spellChangeOf(m)));
    }
  }
  return changes;
}

/**
 * CR 602.2b, 601.2f: every static change to the cost of an activated ability whose source
 * is `sourceCard`, activated by `activator`, in battlefield (timestamp) order. These
 * abilities aren't mana abilities (those are paid as they are activated, CR 605.3).
 */
export function abilityCostChanges(game: GameState, cards: CardLibrary, sourceCard: CardDefinition, activator: PlayerId): readonly CostChange[] {
  const sources = staticSourcesWith(game, cards, 'costModifiers');
  return sources.length === 0 ? NO_CHANGES : kept(abilityChangesBySources, sources, sourceCard, `${activator}|${game.turn.activePlayer}`, () => abilityChangesFrom(game, sources, sourceCard, activator));
}

/** The changes each list of static sources makes to the abilities of a source card, as `changesBySources` keeps a spell's. */
const abilityChangesBySources: ChangesBySources = new WeakMap();

function abilityChangesFrom(game: GameState, sources: readonly StaticSource[], sourceCard: CardDefinition, activator: PlayerId): CostChange[] {
  return sources.flatMap(({ permanent, card }) =>
    card.costModifiers
      .filter((m): m is AbilityCostModifier => 'abilities' in m)
      .filter((m) => binds(m.abilities.controller, permanent.controller, activator) && sourceFits(sourceCard, m.abilities))
      .filter((m) => !(m.duringYourTurn && game.turn.activePlayer !== permanent.controller))
      .map((m): CostChange => ({
        source: permanent.id,
        card: permanent.card,
        change: m.change,
        ...changeOf(m.change, m.mana),
        ...(m.minimumMana === undefined ? {} : { floor: m.minimumMana }),
      })),
  );
}

/** Whether an ability's source card fits the modifier's filter of sources (its `controller` is about the activator, checked apart). */
function sourceFits(card: CardDefinition, { controller: _activator, ...source }: AbilityCostModifier['abilities']): boolean {
  return matchesFilter(card, source);
}

/** The spell's own cost changes: per extra target (Fireball, strive), per object counted (affinity, Ghalta) and conditional ones. */
export function selfCostChanges(game: GameState, cards: CardLibrary, spell: CardDefinition, caster: PlayerId, targetCount: number): readonly CostChange[] {
  return spell.selfCostChanges.flatMap((c): CostChange[] => {
    const each = announcedCost(c.mana.symbols, NO_ANNOUNCEMENTS).mana;
    const times =
      c.kind === 'perExtraTarget'
        ? Math.max(0, targetCount - 1)
        : c.kind === 'perObject'
          ? countFor(game, cards, c.for, caster)
          : c.kind === 'onlyIf'
            ? Number(holdsNow(game, cards, caster, c.onlyIf))
            : Number(countFor(game, cards, c.if, caster) >= c.atLeast);
    const change = c.kind === 'perExtraTarget' ? 'increase' : c.change;
    return times === 0 ? [] : [{ source: null, card: spell.name, change, mana: scaleMana(each, times) }];
  });
}

const ZERO: ManaAmount = { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, S: 0 };

/** The permanents whose reductions apply to a spell: what ORDER_REDUCTIONS may name (CR 601.2f). */
export function reductionSources(game: GameState, cards: CardLibrary, spell: CardDefinition, caster: PlayerId): readonly ObjectId[] {
  return staticCostChanges(game, cards, spell, caster).flatMap((c) => (c.change === 'reduce' && c.source !== null ? [c.source] : []));
}

/** CR 700.6: an object is historic if it is an artifact, legendary or a Saga. */
function isHistoric(card: CardDefinition): boolean {
  return card.types.includes('Artifact') || card.supertypes.includes('Legendary') || hasSubtype(card, 'Saga');
}
