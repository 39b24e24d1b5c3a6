import { createActor } from 'xstate';
import { performance } from 'node:perf_hooks';
import { BUILT_IN_CARDS } from '../../src/cards/library.js';
import { sendToSession, sessionMachine } from '../../machines/session.js';
import { board, freshBattlefield } from './boards.js';
import { PAYLOADS } from './floor.js';
import { median } from './engine.js';
const cards = BUILT_IN_CARDS;
function midCast(game: any) { const a = createActor(sessionMachine, { input: { game, cards } }).start(); sendToSession(a, PAYLOADS.CAST); sendToSession(a, PAYLOADS.CHOOSE_TARGETS); return a; }
const res: Record<number, { cpu: number; wall: number }> = {};
for (const n of [10, 10000, 10, 10000]) {
  const game = board(n);
  const runs = n === 10 ? 1000 : 201, warm = n === 10 ? 1000 : 5;
  for (let i = 0; i < warm; i++) sendToSession(midCast(freshBattlefield(game)), { type: 'CANCEL', player: 'alice' });
  const cpu: number[] = [], wall: number[] = [];
  for (let i = 0; i < runs; i++) {
    const a = midCast(freshBattlefield(game));
    const c = process.cpuUsage(); const w = performance.now();
    sendToSession(a, { type: 'CANCEL', player: 'alice' });
    const w2 = performance.now(); const c2 = process.cpuUsage(c);
    cpu.push((c2.user + c2.system) / 1000); wall.push(w2 - w);
  }
  res[n] = { cpu: median(cpu), wall: median(wall) };
}
console.log(`cpu ${res[10]!.cpu.toFixed(4)} ${res[10000]!.cpu.toFixed(4)} ratio ${(res[10000]!.cpu / res[10]!.cpu).toFixed(2)}   wall ${res[10]!.wall.toFixed(4)} ${res[10000]!.wall.toFixed(4)} ratio ${(res[10000]!.wall / res[10]!.wall).toFixed(2)}`);
