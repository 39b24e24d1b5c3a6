import { createActor } from 'xstate';
import { BUILT_IN_CARDS } from '../../src/cards/library.js';
import { sendToSession, sessionMachine } from '../../machines/session.js';
import { board, freshBattlefield } from './boards.js';
import { PAYLOADS } from './floor.js';
import { median } from './engine.js';
const cards = BUILT_IN_CARDS;
function midCast(game: any) { const a = createActor(sessionMachine, { input: { game, cards } }).start(); sendToSession(a, PAYLOADS.CAST); sendToSession(a, PAYLOADS.CHOOSE_TARGETS); return a; }
const sizes = [10, 100, 1000, 10000];
const games = sizes.map(board);
const samples = sizes.map((): number[] => []);
for (let i = 0; i < 206; i++) games.forEach((g, k) => {
  const a = midCast(freshBattlefield(g));
  const c = process.cpuUsage();
  sendToSession(a, { type: 'CANCEL', player: 'alice' });
  const s = process.cpuUsage(c);
  if (i >= 5) samples[k]!.push((s.user + s.system) / 1000);
});
const m = samples.map(median);
console.log(m.map((x) => x.toFixed(4)).join(' '), 'ratio', (m[3]! / m[0]!).toFixed(2));
