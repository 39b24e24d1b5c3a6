/**
 * CR 601.3: a spell may be cast only if no effect prohibits it; the player may consider
 * choices they will make while proposing it that would lift the prohibition (601.3e), such
 * as an X that makes Rolling Thunder's mana value odd under Void Winnower. A prohibition
 * that then applies to the proposed spell makes it illegal at 601.2e (601.5). Also split
 * second (702.61a), limits on spells each turn, and the permissions that let spells be cast
 * as though they had flash.
 */
import { binds, describeBound, staticSourcesWith } from '../cards/static-sources.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import { hasKeyword } from '../cards/characteristics.js';
import type { CardDefinition, Prohibition } from '../cards/schema.js';
import { spellFilterApplies } from '../costs/modifiers.js';
import { getPlayer } from '../game/queries.js';
import { arrayMemo } from '../game/array-memo.js';
import type { GameState, ObjectId, PlayerId, Spell } from '../game/state.js';
import { manaValue } from '../mana/value.js';

/** A prohibition in force, and the permanent it comes from. */
export interface ProhibitionInForce {
  readonly source: ObjectId;
  readonly card: string;
  readonly prohibition: Prohibition;
}

/** The casting prohibitions on the battlefield that could apply to `card` cast by `caster` now, whatever its choices. */
export function prohibitionsFor(game: GameState, cards: CardLibrary, card: CardDefinition, caster: PlayerId): readonly ProhibitionInForce[] {
  const cast = getPlayer(game, caster).spellsCastThisTurn ?? 0;
  return staticSourcesWith(game, cards, 'prohibitions').flatMap(({ permanent, card: source }) =>
    source.prohibitions
      .filter((p) => {
        if (p.kind === 'castLimit') return binds(p.who, permanent.controller, caster) && cast >= p.perTurn;
        if (p.kind !== 'cantCast') return false;
        if (p.duringYourTurn && game.turn.activePlayer !== permanent.controller) return false;
        if (p.exceptOwnTurn && game.turn.activePlayer === caster) return false;
        return spellFilterApplies(p.spells, permanent, card, caster);
      })
      .map((prohibition) => ({ source: permanent.id, card: permanent.card, prohibition })),
  );
}

function parityHolds(prohibition: Prohibition, value: number): boolean {
  if (prohibition.kind !== 'cantCast' || prohibition.manaValue === undefined) return true;
  return (value % 2 === 0) === (prohibition.manaValue === 'even');
}

/** CR 601.3e: the prohibition that stops `card` whatever the caster announces, if any (an X can change the mana value's parity). */
export function prohibitionBeforeCasting(game: GameState, cards: CardLibrary, card: CardDefinition, caster: PlayerId): ProhibitionInForce | undefined {
  const symbols = card.manaCost?.symbols ?? [];
  const hasX = symbols.some((s) => s.kind === 'x');
  const values = hasX ? [manaValue(symbols, 0), manaValue(symbols, 1)] : [manaValue(symbols, 0)];
  return prohibitionsFor(game, cards, card, caster).find((p) => values.every((v) => parityHolds(p.prohibition, v)));
}

/** CR 601.2e, 601.5: the prohibition that applies to the proposed spell with its announced X, if any. */
export function prohibitionOnProposal(game: GameState, cards: CardLibrary, card: CardDefinition, caster: PlayerId, x: number | null): ProhibitionInForce | undefined {
  const value = manaValue(card.manaCost?.symbols ?? [], x ?? 0);
  return prohibitionsFor(game, cards, card, caster).find((p) => parityHolds(p.prohibition, value));
}

export function describeProhibition(p: ProhibitionInForce): string {
  const { prohibition } = p;
  if (prohibition.kind === 'castLimit') {
    return `${p.card} (${p.source}) allows ${describeBound(prohibition.who)} only ${prohibition.perTurn} spell${prohibition.perTurn === 1 ? '' : 's'} each turn, and that many were cast this turn`;
  }
  const parity = prohibition.kind === 'cantCast' && prohibition.manaValue ? ` with ${prohibition.manaValue} mana values` : '';
  const during = prohibition.kind !== 'cantCast' ? '' : prohibition.duringYourTurn ? ' during its controller\'s turn' : prohibition.exceptOwnTurn ? ' except during its caster\'s own turn' : '';
  return `${p.card} (${p.source}) forbids casting this spell${parity}${during}`;
}

/**
 * CR 702.61a: the spell with split second on the stack, if any: while it is there, no player may
 * cast spells or activate abilities that aren't mana abilities. Read once for each stack array and
 * card library: "what may I do now" asks it for each card and ability, on one stack (k·n).
 */
export function splitSecondSpell(game: GameState, cards: CardLibrary): Spell | undefined {
  return splitSeconds(game.stack, cards, '', (stack) => stack.find((item): item is Spell => item.kind === 'spell' && hasKeyword(getCard(cards, item.card), 'split second')) ?? null, () => undefined) ?? undefined;
}

const splitSeconds = arrayMemo<GameState['stack'], Spell | null>();

/** CR 702.8, 601.3: a permanent lets `caster` cast `card` as though it had flash (Leyline of Anticipation). */
export function hasFlashPermission(game: GameState, cards: CardLibrary, card: CardDefinition, caster: PlayerId): boolean {
  return staticSourcesWith(game, cards, 'permissions').some(({ permanent, card: source }) =>
    source.permissions.some((p) => p.kind === 'flash' && spellFilterApplies(p.spells, permanent, card, caster)),
  );
}
