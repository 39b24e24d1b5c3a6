/**
 * CR 400.2: which of the names an event carries are objects hidden from its sender. Each
 * name is found where it is (game/queries.ts `locate`, whose zones are indexed by id once
 * searched often), so the check costs the same beside a 10-card library as beside a 10,000-card
 * one. Only a hand, a library and exile may hide an object, and an id names one object, so no
 * other zone is looked in: the check reads nothing of the battlefield, whose size an event's
 * names ("auto", a player, a permanent) would otherwise cost at every event. A property test
 * holds it to the definition: the names that are among all
 * the ids hidden from the sender (`hiddenIds`), and those to every id found in any zone
 * (`locate`) that the sender can't see there, so the zones walked are all that may hide one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hiddenAmong, hiddenIds, locateFor } from '../src/game/visibility.js';
import { locate } from '../src/game/queries.js';
import type { GameState } from '../src/game/state.js';
import { nextGame } from '../src/game/update.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { counted } from './board-reads.js';

const PLAYERS = ['alice', 'bob', 'carol'] as const;

/** Zone sizes for one player: some above the 16 objects from which a zone may be indexed. */
const playerZones = fc.record({
  hand: fc.nat({ max: 20 }),
  library: fc.nat({ max: 40 }),
  graveyard: fc.nat({ max: 4 }),
  revealed: fc.array(fc.boolean(), { maxLength: 40 }),
});
const exiled = fc.array(fc.record({ owner: fc.constantFrom(...PLAYERS), foretold: fc.boolean() }), { maxLength: 20 });

/** A game of three players with cards in every zone, some library cards revealed (CR 400.2) and some exiled face down (702.143a). */
function gameFrom(zones: readonly { hand: number; library: number; graveyard: number; revealed: readonly boolean[] }[], exile: readonly { owner: string; foretold: boolean }[], permanents: number): GameState {
  const cards = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ card: i % 2 ? 'Island' : 'Grizzly Bears', id: `${prefix}-${i}` }));
  const spec: GameSpecInput = {
    players: PLAYERS.map((id, p) => ({ id, hand: cards(`${id}-hand`, zones[p]!.hand), library: cards(`${id}-library`, zones[p]!.library), graveyard: cards(`${id}-graveyard`, zones[p]!.graveyard) })),
    battlefield: cards('permanent', permanents).map((c, i) => ({ ...c, controller: PLAYERS[i % 3]! })),
    turn: ALICE_MAIN,
    exile: exile.map((e, i) => ({ card: 'Saw It Coming', id: `exiled-${i}`, owner: e.owner, ...(e.foretold ? { mayCastFrom: { reason: 'foretell' as const, by: e.owner, turn: 1 } } : {}) })),
  };
  const game = gameOf(spec);
  return nextGame(game, {
    players: game.players.map((player, p) => ({ ...player, library: player.library.map((card, i) => (zones[p]!.revealed[i] ? { ...card, revealed: true } : card)) })),
  });
}

const everyId = (game: GameState): string[] => [
  ...game.players.flatMap((p) => [...p.hand, ...p.library, ...p.graveyard].map((c) => c.id)),
  ...game.battlefield.map((p) => p.id),
  ...game.exile.map((c) => c.id),
];

describe('400.2: the names of an event hidden from its sender', () => {
  it('400.2: are exactly the names among the ids hidden from the sender (hiddenIds), asked once or many times of the same game', () => {
    fc.assert(
      fc.property(
        fc.tuple(playerZones, playerZones, playerZones),
        exiled,
        fc.nat({ max: 20 }),
        fc.constantFrom(...PLAYERS),
        fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...PLAYERS, 'auto')), { maxLength: 6 }),
        (zones, exile, permanents, viewer, strays) => {
          const game = gameFrom(zones, exile, permanents);
          const hidden = hiddenIds(game, viewer);
          const names = [...everyId(game), ...strays];
          // The zones walked are all that may hide: an id found anywhere (locate) and not seen there (canSee) is among them.
          expect(new Set(names.filter((name) => locate(game, name) && !locateFor(game, viewer, name)))).toEqual(hidden);
          // Asked name by name, then all at once, often enough that a searched zone gets its index.
          for (let round = 0; round < 10; round += 1) {
            for (const name of names) expect(hiddenAmong(game, viewer, [name])).toEqual(new Set(hidden.has(name) ? [name] : []));
          }
          expect(hiddenAmong(game, viewer, names)).toEqual(new Set(names.filter((name) => hidden.has(name))));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('400.2: a card in another player\'s hand, a library card not revealed and another\'s face-down exile are hidden; a revealed card, one\'s own hand and a permanent are not', () => {
    const game = gameFrom(
      [
        { hand: 1, library: 2, graveyard: 1, revealed: [true, false] },
        { hand: 1, library: 1, graveyard: 0, revealed: [] },
        { hand: 0, library: 0, graveyard: 0, revealed: [] },
      ],
      [
        { owner: 'alice', foretold: true },
        { owner: 'bob', foretold: true },
        { owner: 'bob', foretold: false },
      ],
      1,
    );
    const names = ['alice-hand-0', 'alice-library-0', 'alice-library-1', 'alice-graveyard-0', 'bob-hand-0', 'bob-library-0', 'permanent-0', 'exiled-0', 'exiled-1', 'exiled-2', 'bob', 'no-such-id'];
    expect([...hiddenAmong(game, 'alice', names)].sort()).toEqual(['alice-library-1', 'bob-hand-0', 'bob-library-0', 'exiled-1']);
    expect([...hiddenAmong(game, 'bob', names)].sort()).toEqual(['alice-hand-0', 'alice-library-1', 'bob-library-0', 'exiled-0']);
  });

  it('400.2: only the zones that may hide an object are looked in: the battlefield is not read, whatever the event names', () => {
    const { game, reads } = counted(gameFrom([{ hand: 7, library: 40, graveyard: 2, revealed: [] }, { hand: 7, library: 40, graveyard: 0, revealed: [] }, { hand: 0, library: 0, graveyard: 0, revealed: [] }], [], 400));
    // Asked as often as a session asks at each event: a name in no zone, a player, a permanent, a graveyard card, a hand card.
    for (let event = 0; event < 50; event += 1) {
      expect(hiddenAmong(game, 'alice', ['auto', 'mana', 'bob', 'permanent-399', 'permanent-0', 'alice-graveyard-1', 'bob-hand-6'])).toEqual(new Set(['bob-hand-6']));
    }
    expect(reads()).toBe(0);
  });
});
