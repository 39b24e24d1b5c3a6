/**
 * CR 400.7, 613, 601.2g: a battlefield made from another by changing permanents in their places
 * (game/update.ts: `updatePermanent`, `updatePermanents`, `setTapped`) takes over what was worked
 * out for the other (game/same-places.ts): the index of where each id is (queries.ts) and the
 * list of permanents with static abilities (cards/static-sources.ts). A property test runs
 * random changes — taps, counters, a card turned into another, a permanent given a new id,
 * several at once — asking both questions between them, and holds every answer to a plain
 * search of the battlefield as it is.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import { objectCard } from '../src/cards/face-up.js';
import { staticSources } from '../src/cards/static-sources.js';
import { knownSamePlaces } from '../src/game/same-places.js';
import { findPermanent, permanentIndex } from '../src/game/queries.js';
import type { GameState } from '../src/game/state.js';
import { setTapped, updatePermanent, updatePermanents } from '../src/game/update.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

const cards = BUILT_IN_CARDS;
const NAMES = ['Forest', 'Thalia, Guardian of Thraben', 'Grizzly Bears', 'Goblin Electromancer', 'Llanowar Elves', 'Mountain'];

function boardOf(n: number): GameState {
  return gameOf({
    players: [{ id: 'alice' }, { id: 'bob' }],
    battlefield: Array.from({ length: n }, (_, i) => ({ card: NAMES[i % NAMES.length]!, id: `p${i}`, controller: i % 2 ? 'bob' : 'alice' })),
    turn: ALICE_MAIN,
  });
}

/** What both questions must answer, read off the battlefield as it is. */
function check(game: GameState, ids: readonly string[]): void {
  const expected = game.battlefield.filter((p) => {
    const card = objectCard(cards, p);
    return [card.costModifiers, card.permissions, card.prohibitions, card.restrictions, card.grants, card.triggers].some((l) => l.length > 0);
  });
  const found = staticSources(game, cards);
  expect(found.map((s) => s.permanent)).toEqual(expected);
  found.forEach((s, i) => expect(s.permanent).toBe(expected[i]));
  for (const id of ids) {
    expect(permanentIndex(game, id)).toBe(game.battlefield.findIndex((p) => p.id === id));
    expect(findPermanent(game, id)).toBe(game.battlefield.find((p) => p.id === id));
  }
}

const change = fc.record({ kind: fc.nat({ max: 5 }), at: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), name: fc.nat({ max: NAMES.length - 1 }) });

describe('613, 400.7: what is worked out for a battlefield carries over to one with permanents changed in their places', () => {
  it('601.2g: after any run of changes, where each id is, which permanents have static abilities and which battlefields hold the same ids in the same places are as a plain search finds them (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 60 }), fc.array(change, { maxLength: 30 }), (n, changes) => {
        let game = boardOf(n + 1);
        // Every id many times, so each battlefield gets its index, and ids that left or never were.
        const asked = (g: GameState) => [...g.battlefield.map((p) => p.id), ...g.battlefield.map((p) => p.id), 'p0', 'nobody'];
        check(game, asked(game));
        const battlefields = [game.battlefield];
        changes.forEach(({ kind, at, name }, step) => {
          const ids = at.map((i) => game.battlefield[i % game.battlefield.length]!.id);
          const id = ids[0]!;
          const was = game.battlefield;
          game =
            kind === 0 ? setTapped(game, id, true)
            : kind === 1 ? updatePermanent(game, id, (p) => ({ ...p, counters: { ...p.counters, '+1/+1': 1 } }))
            : kind === 2 ? updatePermanent(game, id, (p) => ({ ...p, card: NAMES[name]! }))
            : kind === 3 ? updatePermanent(game, id, (p) => ({ ...p, id: `renamed-${step}` }))
            : kind === 4 ? updatePermanents(game, ids, (p) => ({ ...p, tapped: !p.tapped }))
            : updatePermanents(game, ids, (p) => ({ ...p, id: `${p.id}-${step}`, card: NAMES[name]! }));
          check(game, asked(game));
          // A change that kept every id is known to have kept every place (the triggers on a payment ask, cost-event-triggers.ts).
          if (kind !== 3 && kind !== 5) expect(knownSamePlaces(was, game.battlefield)).toBe(true);
          battlefields.push(game.battlefield);
        });
        // Whatever two battlefields of the run are known alike hold the same ids in the same places.
        const idsOf = (b: GameState['battlefield']) => b.map((p) => p.id);
        for (const a of battlefields) for (const b of battlefields) if (knownSamePlaces(a, b)) expect(idsOf(a)).toEqual(idsOf(b));
      }),
      { numRuns: 120 },
    );
  });

  it('400.7: changing a permanent that isn\'t there leaves the game as it was', () => {
    const game = boardOf(20);
    expect(updatePermanent(game, 'nobody', (p) => ({ ...p, tapped: true }))).toBe(game);
  });

  it('613, 605.3a: tapping a permanent with no static abilities keeps the list of those that have them (the mana listing keys its memo on it)', () => {
    const game = boardOf(40);
    const before = staticSources(game, cards);
    const tapped = setTapped(game, 'p0', true);
    expect(staticSources(tapped, cards)).toBe(before);
    // Thalia (p1) tapped is a new object: a new list, holding her as she is now.
    const thalia = setTapped(game, 'p1', true);
    expect(staticSources(thalia, cards)).not.toBe(before);
    check(thalia, ['p1']);
  });
});

/** A full garbage collection, from inside a test (V8's gc function, exposed for a fresh context). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('601.2g: carrying over keeps no battlefield alive but the last', () => {
  it('601.2g: 300 permanents tapped one by one on a battlefield of 10,000 (a large payment) keep none of the 300 battlefields between', () => {
    let game = boardOf(10_000);
    staticSources(game, cards);
    findPermanent(game, 'p0');
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 300; i += 1) {
      game = setTapped(game, `p${i * 6}`, true);
      staticSources(game, cards);
      findPermanent(game, `p${i}`);
    }
    collectGarbage();
    // Each battlefield array is 80 KB of slots: the 300 kept alive would hold 24 MB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(10_000_000);
    check(game, ['p0', 'p6', 'p1794']);
  });
});
