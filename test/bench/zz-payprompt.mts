import { createActor } from 'xstate';
import { BUILT_IN_CARDS } from '../../src/cards/library.js';
import { activeChild, sendToSession, sessionMachine } from '../../machines/session.js';
import { promptOf } from '../../machines/prompt.js';
import { board, freshBattlefield } from './boards.js';
import { PAYLOADS } from './floor.js';
const cards = BUILT_IN_CARDS;
const n = Number(process.env['N'] ?? 5000);
const game = board(n);
for (let i = 0; i < Number(process.env['R'] ?? 5); i++) {
  const a = createActor(sessionMachine, { input: { game: freshBattlefield(game), cards } }).start();
  sendToSession(a, PAYLOADS.CAST); sendToSession(a, PAYLOADS.CHOOSE_TARGETS);
  const t = process.cpuUsage(); promptOf((activeChild(a) as any).getSnapshot()); const s = process.cpuUsage(t);
  console.log(n, ((s.user + s.system) / 1000).toFixed(1));
}
