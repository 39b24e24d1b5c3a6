import { createActor } from 'xstate';
import { BUILT_IN_CARDS } from '../../src/cards/library.js';
import { sendToSession, sessionMachine } from '../../machines/session.js';
import { createGame } from '../../src/scenario/build-game.js';
const cards = BUILT_IN_CARDS;
for (const k of [125, 125, 250, 500, 1000]) {
  const game = createGame({ ids: 'names', players: [{ id: 'alice', hand: ['Lightning Bolt'] }, { id: 'bob' }], turn: { activePlayer: 'alice', phase: 'precombatMain' },
    battlefield: [{ card: 'Mountain', controller: 'alice' }, ...Array.from({ length: k }, () => ({ card: 'Monastery Swiftspear', controller: 'alice' }))] });
  const t0: number[] = [], t1: number[] = [];
  for (let r = 0; r < 5; r++) {
    const actor = createActor(sessionMachine, { input: { game, cards } }).start();
    const send = (e: any) => { const ref = sendToSession(actor, e); if (ref) throw new Error(`${e.type}: ${ref.message}`); };
    send({ type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    send({ type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] });
    let t = process.cpuUsage(); send({ type: 'PAY', player: 'alice', mana: 'auto' }); let s = process.cpuUsage(t); t0.push((s.user + s.system) / 1000);
    t = process.cpuUsage(); send({ type: 'ORDER_TRIGGERS', player: 'alice', order: Array.from({ length: k }, (_, i) => i) }); s = process.cpuUsage(t); t1.push((s.user + s.system) / 1000);
    if (r === 0 && k === 125) console.log(JSON.stringify(actor.getSnapshot().value), actor.getSnapshot().context.game.stack.length);
  }
  const med = (a: number[]) => a.sort((x, y) => x - y)[2]!.toFixed(1);
  console.log(k, 'PAY', med(t0), 'ORDER', med(t1));
}
