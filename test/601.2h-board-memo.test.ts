/**
 * CR 601.2h, 602.2a: what is worked out from a board — the objects that could pay a cost's
 * sacrifice and crew's order (game/board-memo.ts), the restrictions in force and 609.4b's rules
 * (remembered by the static sources they are read from, cards/restrictions.ts) — is remembered
 * for the games that share the board and differ only in their stack, as each ability "what may
 * I do now" proposes does, and is never taken for a game whose board differs in anything it
 * could read: the hands (a power counted from them, CR 604.3), the battlefield, the turn,
 * exile, the command zone or the card library.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COST_KINDS, type ChosenPart } from '../src/cards/cost-kinds.js';
import { candidatesFor } from '../src/cards/cost-parts.js';
import { anyColorRules, restrictionsOn } from '../src/cards/restrictions.js';
import { binds, staticSources } from '../src/cards/static-sources.js';
import { getCard, type CardLibrary } from '../src/cards/library.js';
import { legalActions } from '../src/activation/legal-actions.js';
import type { GameState } from '../src/game/state.js';
import { nextGame } from '../src/game/update.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

const ALICE = 'alice';
const BOB = 'bob';
// A creature whose power is the number of cards in its controller's hand (a characteristic-defining ability).
const HOARDER = { name: 'Test Hoarder', manaCost: '{1}', types: ['Creature'], power: { count: { zone: 'hand' } }, toughness: 1 } as const;
// "Sacrifice a creature with power 2 or greater: Scry 1."
const ALTAR = { name: 'Test Altar', manaCost: '{1}', types: ['Artifact'], abilities: [{ cost: [{ kind: 'sacrifice', what: { types: ['Creature'], power: { atLeast: 2 } } }], text: 'Sacrifice a creature with power 2 or greater: Scry 1.' }] } as const;
const LIBRARY = libraryWith(HOARDER as never, ALTAR as never);
// The same names in another library: here the Hoarder is a 5/1, so the same game has other answers.
const OTHER_LIBRARY = libraryWith({ ...HOARDER, power: 5 } as never, ALTAR as never);

const SACRIFICE: ChosenPart = { kind: 'sacrifice', count: 1, what: { types: ['Creature'], power: { atLeast: 2 } } } as ChosenPart;
const SACRIFICE_ANY: ChosenPart = { kind: 'sacrifice', count: 1, what: { types: ['Creature'] } } as ChosenPart;
const TAP: ChosenPart = { kind: 'tap', count: 1, what: { types: ['Creature'] } } as ChosenPart;
const PARTS = [SACRIFICE, SACRIFICE_ANY, TAP];

/** The kind's own answer, worked out afresh. */
function plainCandidates(game: GameState, cards: CardLibrary, player: string, part: ChosenPart): readonly string[] {
  const kind = COST_KINDS[part.kind];
  return kind.paidWith === 'chosen' ? (kind.candidates as (g: GameState, c: CardLibrary, p: string, part: ChosenPart) => readonly string[])(game, cards, player, part) : [];
}

/** The restrictions binding `player`, worked out afresh. */
function plainRestrictions(game: GameState, cards: CardLibrary, player: string) {
  return staticSources(game, cards).flatMap(({ permanent, card }) =>
    card.restrictions.filter((r) => binds(r.who, permanent.controller, player)).map((restriction) => ({ source: permanent.id, card: card.name, restriction })),
  );
}

const base = (hand: string[], battlefield: object[]) =>
  gameOf({ players: [{ id: ALICE, hand }, { id: BOB }], turn: ALICE_MAIN, battlefield } as never, LIBRARY);

/** One change to a game: a new stack only (the board kept), or a change to one part of the board. */
type Change = (game: GameState) => GameState;
const changes: Record<string, Change> = {
  stack: (g) => nextGame(g, { stack: [...g.stack, { kind: 'ability', id: `a${g.stack.length}`, source: 'altar', card: 'Test Altar', controller: ALICE, ability: 0, targets: [], choices: g.stack[0]?.choices ?? ({} as never) } as never] }),
  handGrows: (g) => nextGame(g, { players: g.players.map((p) => (p.id === ALICE ? { ...p, hand: [...p.hand, { id: `h${p.hand.length}-${g.nextId}`, card: 'Island', owner: ALICE }] } : p)) as never, nextId: g.nextId + 1 }),
  handShrinks: (g) => nextGame(g, { players: g.players.map((p) => (p.id === ALICE ? { ...p, hand: p.hand.slice(1) } : p)) }),
  tapHoarder: (g) => nextGame(g, { battlefield: g.battlefield.map((p) => (p.id === 'hoarder' ? { ...p, tapped: !p.tapped } : p)) }),
  angelArrives: (g) => (g.battlefield.some((p) => p.id === 'angel') ? g : nextGame(g, { battlefield: [...g.battlefield, { ...g.battlefield[0]!, id: 'angel', card: 'Angel of Jubilation', controller: BOB, owner: BOB, tapped: false }] })),
  angelLeaves: (g) => nextGame(g, { battlefield: g.battlefield.filter((p) => p.id !== 'angel') }),
  turn: (g) => nextGame(g, { turn: { ...g.turn, activePlayer: g.turn.activePlayer === ALICE ? BOB : ALICE } }),
  exile: (g) => nextGame(g, { exile: [...g.exile] }),
  command: (g) => nextGame(g, { command: [...g.command] }),
};

describe('601.2h: answers remembered by board', () => {
  it('601.2h, 604.3: the candidates for a cost, the restrictions and 609.4b\'s rules are the fresh answers in every game of a run of changes, asked in any order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...Object.keys(changes)), { maxLength: 12 }),
        fc.array(fc.tuple(fc.constantFrom(...PARTS), fc.constantFrom(ALICE, BOB), fc.boolean()), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 3 }),
        (run, asks, handSize) => {
          let game = base(Array.from({ length: handSize }, () => 'Forest'), [
            { card: 'Test Hoarder', id: 'hoarder', controller: ALICE },
            { card: 'Grizzly Bears', id: 'bears', controller: ALICE },
            { card: 'Test Altar', id: 'altar', controller: ALICE },
            { card: 'Quicksilver Elemental', id: 'elemental', controller: BOB },
            { card: 'Memnite', id: 'memnite', controller: BOB },
          ]);
          const games = [game];
          for (const name of run) games.push((game = changes[name]!(game)));
          // Each game asked in turn, then all again from the last: a stale answer shows in either order.
          for (const g of [...games, ...games.reverse()]) {
            for (const [part, player, otherLibrary] of asks) {
              const cards = otherLibrary ? OTHER_LIBRARY : LIBRARY;
              expect(candidatesFor(g, cards, player, part)).toEqual(plainCandidates(g, cards, player, part));
              expect(restrictionsOn(g, cards, player)).toEqual(plainRestrictions(g, cards, player));
              const elemental = { kind: 'ability' as const, card: getCard(cards, 'Quicksilver Elemental') };
              expect(anyColorRules(g, cards, player, elemental).length).toBe(player === BOB ? 1 : 0);
              expect(anyColorRules(g, cards, player, null)).toEqual([]);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('601.2h, 602.2a: games that differ only in their stack share one answer; a hand that changes a power is a board of its own', () => {
    const one = base(['Island'], [
      { card: 'Test Hoarder', id: 'hoarder', controller: ALICE },
      { card: 'Test Altar', id: 'altar', controller: ALICE },
    ]);
    const stacked = changes['stack']!(one);
    expect(candidatesFor(stacked, LIBRARY, ALICE, SACRIFICE)).toBe(candidatesFor(one, LIBRARY, ALICE, SACRIFICE));
    expect(candidatesFor(one, LIBRARY, ALICE, SACRIFICE)).toEqual([]);
    // Two cards in hand: the Hoarder has power 2, on the same battlefield array.
    const two = changes['handGrows']!(one);
    expect(two.battlefield).toBe(one.battlefield);
    expect(candidatesFor(two, LIBRARY, ALICE, SACRIFICE)).toEqual(['hoarder']);
    expect(candidatesFor(one, LIBRARY, ALICE, SACRIFICE)).toEqual([]);
    // "What may I do now" judges the Altar's ability on both.
    const altar = (g: GameState) => legalActions(g, LIBRARY, ALICE).activations.find((a) => a.event.source === 'altar');
    expect(altar(one)).toMatchObject({ refusal: { rule: '601.2h', code: 'UNPAYABLE_COST' } });
    expect(altar(two)).toMatchObject({ refusal: null });
    expect(altar(one)).toMatchObject({ refusal: { code: 'UNPAYABLE_COST' } });
  });

  it('118.3: a restriction that arrives on the same hands is read: the Angel of Jubilation forbids sacrificing creatures to pay costs', () => {
    const two = changes['handGrows']!(changes['handGrows']!(base([], [{ card: 'Test Hoarder', id: 'hoarder', controller: ALICE }, { card: 'Test Altar', id: 'altar', controller: ALICE }])));
    expect(candidatesFor(two, LIBRARY, ALICE, SACRIFICE)).toEqual(['hoarder']);
    const angel = nextGame(two, { battlefield: [...two.battlefield, { ...two.battlefield[0]!, id: 'angel', card: 'Angel of Jubilation', controller: BOB, owner: BOB }] });
    expect(angel.players).toBe(two.players);
    expect(candidatesFor(angel, LIBRARY, ALICE, SACRIFICE)).toEqual([]);
    expect(restrictionsOn(angel, LIBRARY, ALICE).map((r) => r.restriction.kind)).toEqual(['cantPayLife', 'cantSacrifice']);
    expect(restrictionsOn(two, LIBRARY, ALICE)).toEqual([]);
  });
});
