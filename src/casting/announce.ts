/**
 * CR 601.2a: the card moves to the stack and becomes a spell; CR 601.2b: the
 * announcements that fix its cost (value of X, hybrid halves, Phyrexian payments).
 */
import { getCard, type CardLibrary } from '../cards/library.js';
import type { ManaSymbol } from '../mana/symbols.js';
import type { GameState, HybridChoice, ObjectId, PhyrexianChoice, PlayerId, Spell, SpellChoices } from '../game/state.js';
import { pushStack, removeCard, updateStackObject } from '../game/update.js';
import { ok, refuse, type Refusal, type Result } from '../rules/refusal.js';

export const NO_CHOICES: SpellChoices = { x: null, hybrid: [], phyrexian: [], targets: [] };

/** CR 601.2a: moves the card to the stack; the caster becomes the spell's controller. */
export function moveCardToStack(game: GameState, player: PlayerId, cardId: ObjectId): GameState {
  const removed = removeCard(game, cardId);
  if (!removed) throw new Error(`no card "${cardId}" outside the battlefield and stack`);
  const [without, card] = removed;
  const spell: Spell = { kind: 'spell', id: card.id, card: card.card, owner: card.owner, controller: player, choices: NO_CHOICES };
  return pushStack(without, spell);
}

function printedSymbols(cards: CardLibrary, spell: Spell): readonly ManaSymbol[] {
  return getCard(cards, spell.card).manaCost?.symbols ?? [];
}

/** The symbols whose half the caster announces (CR 107.4e), in printed order. */
export function hybridSymbols(cards: CardLibrary, spell: Spell): readonly ManaSymbol[] {
  return printedSymbols(cards, spell).filter((s) => s.kind === 'hybrid' || s.kind === 'monoHybrid' || s.kind === 'hybridPhyrexian');
}

/** The symbols payable with 2 life (CR 107.4f), in printed order. */
export function phyrexianSymbols(cards: CardLibrary, spell: Spell): readonly ManaSymbol[] {
  return printedSymbols(cards, spell).filter((s) => s.kind === 'phyrexian' || s.kind === 'hybridPhyrexian');
}

export function hasX(cards: CardLibrary, spell: Spell): boolean {
  return printedSymbols(cards, spell).some((s) => s.kind === 'x');
}

/** The largest X anyone may announce: far above any payable amount, small enough to stay exact. */
export const MAX_X = 1_000_000;

/** CR 601.2b, 107.3: announces X. */
export function announceX(game: GameState, spell: Spell, x: number): Result<GameState> {
  if (!Number.isSafeInteger(x) || x < 0 || x > MAX_X) {
    return refuse(announcement('ILLEGAL_X', `X must be a whole number from 0 to ${MAX_X}, not ${x}`));
  }
  return ok(withChoices(game, spell, { x }));
}

/** The halves a hybrid symbol offers. */
export function hybridOptions(symbol: ManaSymbol): readonly HybridChoice[] {
  switch (symbol.kind) {
    case 'hybrid':
    case 'hybridPhyrexian':
      return symbol.colors;
    case 'monoHybrid':
      return [symbol.color, 'generic'];
    default:
      return [];
  }
}

/** CR 601.2b: announces the non-hybrid equivalent of each hybrid symbol. */
export function announceHybrid(game: GameState, cards: CardLibrary, spell: Spell, choices: readonly HybridChoice[]): Result<GameState> {
  const symbols = hybridSymbols(cards, spell);
  if (choices.length !== symbols.length) {
    return refuse(announcement('BAD_PAYLOAD', `${spell.card} has ${symbols.length} hybrid symbol(s); ${choices.length} choice(s) given`));
  }
  for (const [i, symbol] of symbols.entries()) {
    const options = hybridOptions(symbol);
    if (!options.includes(choices[i]!)) {
      return refuse(announcement('ILLEGAL_ANNOUNCEMENT', `hybrid symbol ${i + 1} can be paid as ${options.join(' or ')}, not ${choices[i]}`));
    }
  }
  return ok(withChoices(game, spell, { hybrid: choices }));
}

/** CR 601.2b: announces 2 life or coloured mana for each Phyrexian symbol. */
export function announcePhyrexian(game: GameState, cards: CardLibrary, spell: Spell, choices: readonly PhyrexianChoice[]): Result<GameState> {
  const count = phyrexianSymbols(cards, spell).length;
  if (choices.length !== count) {
    return refuse(announcement('BAD_PAYLOAD', `${spell.card} has ${count} Phyrexian symbol(s); ${choices.length} choice(s) given`));
  }
  return ok(withChoices(game, spell, { phyrexian: choices }));
}

/** CR 601.2c: records the chosen targets on the spell. */
export function recordTargets(game: GameState, spell: Spell, targets: readonly (readonly string[])[]): GameState {
  return withChoices(game, spell, { targets });
}

function withChoices(game: GameState, spell: Spell, change: Partial<SpellChoices>): GameState {
  return updateStackObject(game, spell.id, (s) => ({ ...s, choices: { ...s.choices, ...change } }));
}

function announcement(code: Refusal['code'], message: string): Refusal {
  return { rule: '601.2b', code, message };
}
