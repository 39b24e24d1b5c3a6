/** CR 400.2: a player's view hides the other hands and every library; acting for another player is refused. */
import { describe, expect, it } from 'vitest';
import { viewFor } from '../src/game/views.js';
import { main } from '../tools/cli.js';
import { Writable } from 'node:stream';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGame } from '../src/scenario/build-game.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { dispatch } from '../machines/dispatch.js';

const game = gameOf({
  players: [
    { id: 'alice', hand: ['Lightning Bolt', 'Opt'], library: ['Island', 'Counterspell'] },
    { id: 'bob', hand: ['Force of Will', 'Brainstorm'], library: ['Daze'] },
  ],
  battlefield: [{ card: 'Mountain', controller: 'alice' }],
  turn: ALICE_MAIN,
});

describe('400.2: per-player views', () => {
  it("400.2: alice sees her hand, only the size of bob's, and only the size of every library", () => {
    const view = viewFor(game, 'alice');
    expect(view.viewer).toBe('alice');
    expect(view.players[0]!.hand).toEqual(game.players[0]!.hand);
    expect(view.players[1]!.hand).toEqual({ hidden: 2 });
    expect(view.players.map((p) => p.library)).toEqual([{ hidden: 2 }, { hidden: 1 }]);
    const text = JSON.stringify(view);
    for (const secret of ['Force of Will', 'force-of-will', 'Brainstorm', 'Counterspell', 'Daze', 'Island']) expect(text).not.toContain(secret);
    expect(view.battlefield).toBe(game.battlefield);
  });

  it("601.2: a player can't act for another: bob's choices in alice's cast are refused and change nothing", () => {
    const actor = castActor(game);
    dispatch(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    const before = actor.getSnapshot().context.game;
    expect(dispatch(actor, { type: 'CHOOSE_TARGETS', player: 'bob', targets: [['alice']] })).toMatchObject({ code: 'WRONG_PLAYER' });
    expect(dispatch(actor, { type: 'CANCEL', player: 'bob' })).toMatchObject({ code: 'WRONG_PLAYER' });
    expect(actor.getSnapshot().context.game).toBe(before);
  });

  it('the command line prints a view on request, and refuses a player who is not in the game', () => {
    const capture = () => {
      const chunks: string[] = [];
      const stream = new Writable({ write: (chunk, _enc, done) => (chunks.push(String(chunk)), done()) });
      return { stream, text: () => chunks.join('') };
    };
    const out = capture();
    const err = capture();
    expect(main(['run', 'docs/examples/bolt-the-bird.json', '--json', '--view', 'bob'], out.stream, err.stream)).toBe(0);
    const doc = JSON.parse(out.text());
    expect(doc.game.viewer).toBe('bob');
    expect(doc.game.players[0].hand).toEqual({ hidden: 1 });
    const bad = capture();
    expect(main(['run', 'docs/examples/bolt-the-bird.json', '--view', 'carol'], capture().stream, bad.stream)).toBe(2);
    expect(bad.text()).toBe('spellchart: --view "carol": no such player in this game; the players are "alice", "bob"\n');
  });

  it('400.2: the transcript and the --json result for a player name no card hidden from them (opaque ids, a cast and a discard cost on the way)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'spellchart-view-'));
    const file = join(dir, 'hidden.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'hidden cards',
        game: {
          players: [
            { id: 'alice', hand: [{ card: 'Lightning Bolt', id: 'bolt' }, 'Opt'], library: ['Counterspell', 'Island'] },
            { id: 'bob', hand: ['Force of Will', 'Brainstorm'], library: ['Daze'] },
          ],
          battlefield: [{ card: 'Mountain', controller: 'alice' }],
          turn: { activePlayer: 'alice' },
        },
        actions: [
          { type: 'CAST', player: 'alice', card: 'bolt' },
          { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
          { type: 'PAY', player: 'alice', mana: 'auto' },
        ],
      }),
    );
    const capture = () => {
      const chunks: string[] = [];
      return { stream: new Writable({ write: (chunk, _enc, done) => (chunks.push(String(chunk)), done()) }), text: () => chunks.join('') };
    };
    const full = createGame(JSON.parse(readFileSync(file, 'utf8')).game);
    const hiddenFromBob = [...full.players[0]!.hand.filter((c) => c.card === 'Opt'), ...full.players.flatMap((p) => p.library)];
    for (const args of [['--json'], []]) {
      const out = capture();
      expect(main(['run', file, ...args, '--view', 'bob'], out.stream, capture().stream)).toBe(0);
      const text = out.text();
      expect(text).toContain('Lightning Bolt');
      for (const card of hiddenFromBob) {
        expect(text).not.toContain(card.card);
        expect(text).not.toContain(`"${card.id}"`);
      }
      for (const name of ['Counterspell', 'Daze', 'Island', 'Opt']) expect(text).not.toContain(name);
    }
  });
});

