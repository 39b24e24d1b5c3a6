/**
 * CR 601.2a: the card moves to the stack and becomes a spell; CR 601.2b: the
 * announcements that fix its cost (value of X, hybrid halves, Phyrexian payments).
 */
import { extend } from '../core/extend.js';
import { type CardLibrary } from '../cards/library.js';
import { definitionOf, type SpellFace } from '../cards/definition.js';
import { faceDownCostOf } from '../cards/face-down.js';
import { getCard } from '../cards/library.js';
import { alternativesFor, costPartsOf, symbolsToPay, type CostParts } from '../costs/cost-choices.js';
import { splitCostParts } from '../cards/cost-parts.js';
import { locate } from '../game/queries.js';
import type { FaceChoice } from '../cards/faces.js';
import type { ManaSymbol } from '../mana/symbols.js';
import type { CardObject, CastZone, GameState, HybridChoice, ObjectId, PhyrexianChoice, PlayerId, SpellChoices, StackObject } from '../game/state.js';
import { asNewObject, pushStack, removeCard, updateStackObject } from '../game/update.js';
import { ok, refuse, type Refusal, type Result } from '../core/refusal.js';
import { hybridOptions } from '../costs/announced-cost.js';

export { hybridOptions } from '../costs/announced-cost.js';

export const NO_CHOICES: SpellChoices = { modes: [], spliced: [], opponent: null, alternative: null, optional: {}, x: null, hybrid: [], phyrexian: [], targets: [], division: [] };

/**
 * CR 601.2a: moves the card to the stack as `face` (a face of a two-faced card, or both
 * halves fused); the caster becomes the spell's controller. A card cast from a graveyard
 * is cast with its graveyard alternative (flashback), a foretold card from exile with its
 * foretell cost and a card exiled with madness with its madness cost: choices made as the cast begins that restrict the later ones (601.2b).
 */
export function moveCardToStack(game: GameState, cards: CardLibrary, player: PlayerId, cardId: ObjectId, opponent?: PlayerId, face: FaceChoice = 0): { readonly game: GameState; readonly id: ObjectId } {
  const from = locate(game, cardId)?.zone;
  const removed = removeCard(game, cardId);
  if (!removed || (from !== 'hand' && from !== 'graveyard' && from !== 'exile' && from !== 'command')) throw new Error(`no card "${cardId}" in a zone it can be cast from`);
  // The spell keeps the permission it is cast from exile with (foretell's cost needs it, 702.143a).
  const [without, { activatedThisTurn: _used, ...card }] = removed;
  const faced = { ...card, ...(face === 'fused' ? { fused: true as const } : face === 1 ? { face: 1 as const } : face === 'faceDown' ? { faceDown: true as const } : {}) };
  // CR 702.37c: a card turned face down is cast for the alternative cost that allows it ({3}).
  if (face === 'faceDown') return pushSpell(without, faced, player, from, faceDownCostOf(getCard(cards, card.card))?.name ?? null, opponent);
  // CR 702.35a: a card exiled with madness is cast for its madness cost ("rather than paying its mana cost").
  const forced = from === 'graveyard' || (from === 'exile' && (card.mayCastFrom?.reason === 'foretell' || card.mayCastFrom?.reason === 'madness' || card.mayCastFrom?.reason === 'suspend'));
  const alternative = forced ? (alternativesFor(game, cards, player, faced, from)[0]?.name ?? null) : null;
  return pushSpell(without, faced, player, from, alternative, opponent);
}

/** CR 601.2a, 400.7: the card on the stack as a new object (in a game with opaque ids, with a new id), controlled by its caster. */
function pushSpell(without: GameState, faced: CardObject & SpellFace, player: PlayerId, from: CastZone, alternative: string | null, opponent?: PlayerId): { readonly game: GameState; readonly id: ObjectId } {
  const [renamed, spell] = asNewObject<StackObject>(
    without,
    extend(faced, { kind: 'spell' as const, controller: player, castFrom: from, choices: { ...NO_CHOICES, alternative, opponent: opponent ?? null } }),
  );
  return { game: pushStack(renamed, spell), id: spell.id };
}

/** The symbols whose half the caster announces (CR 107.4e), in 601.2b order. */
export function hybridSymbols(game: GameState, cards: CardLibrary, spell: StackObject): readonly ManaSymbol[] {
  return symbolsToPay(game, cards, spell).filter(isHybrid);
}

/** CR 107.4e: a hybrid symbol (a Phyrexian hybrid one too). */
export const isHybrid = (s: ManaSymbol): boolean => s.kind === 'hybrid' || s.kind === 'monoHybrid' || s.kind === 'hybridPhyrexian';
/** CR 107.4f: a Phyrexian symbol (a hybrid Phyrexian one too). */
export const isPhyrexian = (s: ManaSymbol): boolean => s.kind === 'phyrexian' || s.kind === 'hybridPhyrexian';

/** The symbols payable with 2 life (CR 107.4f), in 601.2b order. */
export function phyrexianSymbols(game: GameState, cards: CardLibrary, spell: StackObject): readonly ManaSymbol[] {
  return symbolsToPay(game, cards, spell).filter(isPhyrexian);
}

/**
 * CR 107.3, 601.2b: the cost being paid has an X to announce: an {X} (not when cast without
 * paying its mana cost: X is 0), or an amount X of life, objects or counters (Bond of Agony).
 */
export function hasX(game: GameState, cards: CardLibrary, spell: StackObject): boolean {
  const parts = costPartsOf(game, cards, spell);
  return hasXIn(splitCostParts(parts.parts).symbols, parts);
}

/** hasX, from the cost's parts (costPartsOf) and their mana symbols, read once. */
export function hasXIn(symbols: readonly ManaSymbol[], parts: CostParts): boolean {
  return symbols.some((s) => s.kind === 'x') || parts.variable;
}

/**
 * CR 107.3b: a spell cast without paying its mana cost has X = 0; a card that says X can't
 * be 0 (Ertai's Meddling) then can't be cast that way.
 */
export function forcedXProblem(game: GameState, cards: CardLibrary, spell: StackObject): Refusal | null {
  const card = definitionOf(cards, spell);
  const printedX = card.manaCost?.symbols.some((s) => s.kind === 'x') ?? false;
  if (!printedX || card.xMin === 0 || hasX(game, cards, spell)) return null;
  return announcement('ILLEGAL_X', `cast without paying its mana cost, ${spell.card}'s X is 0, and it says X can't be less than ${card.xMin} (CR 107.3b)`);
}

/** The largest X anyone may announce: far above any payable amount, small enough to stay exact. */
export const MAX_X = 1_000_000;

/**
 * The most hybrid halves, or Phyrexian payments, one announcement names (CHOOSE_HYBRID,
 * CHOOSE_PHYREXIAN): far above any printed cost's five. A cost with more can't be announced.
 */
export const MAX_ANNOUNCED_SYMBOLS = 1000;

/** CR 601.2b, 107.3: announces X; some cards say X can't be 0 (Ertai's Meddling). */
export function announceX(game: GameState, cards: CardLibrary, spell: StackObject, x: number): Result<GameState> {
  const min = definitionOf(cards, spell).xMin;
  if (!Number.isSafeInteger(x) || x < min || x > MAX_X) {
    return refuse(announcement('ILLEGAL_X', `X for ${spell.card} must be a whole number from ${min} to ${MAX_X}, not ${x}`));
  }
  return ok(updateChoices(game, spell, { x }));
}


/** CR 601.2b: announces the non-hybrid equivalent of each hybrid symbol. */
export function announceHybrid(game: GameState, cards: CardLibrary, spell: StackObject, choices: readonly HybridChoice[]): Result<GameState> {
  const symbols = hybridSymbols(game, cards, spell);
  if (choices.length !== symbols.length) {
    return refuse(announcement('BAD_PAYLOAD', `${spell.card} has ${symbols.length} hybrid symbol(s); ${choices.length} choice(s) given`));
  }
  for (const [i, symbol] of symbols.entries()) {
    const options = hybridOptions(symbol);
    if (!options.includes(choices[i]!)) {
      return refuse(announcement('ILLEGAL_ANNOUNCEMENT', `hybrid symbol ${i + 1} can be paid as ${options.join(' or ')}, not ${choices[i]}`));
    }
  }
  return ok(updateChoices(game, spell, { hybrid: choices }));
}

/** CR 601.2b: announces 2 life or coloured mana for each Phyrexian symbol. */
export function announcePhyrexian(game: GameState, cards: CardLibrary, spell: StackObject, choices: readonly PhyrexianChoice[]): Result<GameState> {
  const count = phyrexianSymbols(game, cards, spell).length;
  if (choices.length !== count) {
    return refuse(announcement('BAD_PAYLOAD', `${spell.card} has ${count} Phyrexian symbol(s); ${choices.length} choice(s) given`));
  }
  return ok(updateChoices(game, spell, { phyrexian: choices }));
}

/** CR 601.2c: records the chosen targets on the spell. */
export function recordTargets(game: GameState, spell: StackObject, targets: readonly (readonly string[])[]): GameState {
  return updateChoices(game, spell, { targets });
}

/** Records choices on the spell on the stack. */
export function updateChoices(game: GameState, spell: StackObject, change: Partial<SpellChoices>): GameState {
  return updateStackObject(game, spell.id, (s) => ({ ...s, choices: { ...s.choices, ...change } }));
}

function announcement(code: Refusal['code'], message: string): Refusal {
  return { rule: '601.2b', code, message };
}
