import { createActor } from 'xstate';
import { BUILT_IN_CARDS } from '../../src/cards/library.js';
import { activeChild, sendToSession, sessionMachine } from '../../machines/session.js';
import { promptOf } from '../../machines/prompt.js';
import { board, freshBattlefield } from './boards.js';
const cards = BUILT_IN_CARDS;
const n = Number(process.env['N'] ?? 5000);
const name = process.env['CARD'] ?? 'Chord of Calling';
const game = board(n);
for (let i = 0; i < Number(process.env['R'] ?? 4); i++) {
  const g = freshBattlefield(game);
  const a = createActor(sessionMachine, { input: { game: g, cards } }).start();
  sendToSession(a, { type: 'CAST', player: 'alice', card: g.players[0]!.hand.find((c) => c.card === name)!.id });
  const t = process.cpuUsage(); const p = promptOf(activeChild(a)!.getSnapshot()); const s = process.cpuUsage(t);
  console.log(n, p.step, JSON.stringify(p.options).slice(0, 80), ((s.user + s.system) / 1000).toFixed(1));
}
