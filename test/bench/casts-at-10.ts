/**
 * The six kinds of the benchmark's cast at 10 permanents, each a whole cast on a battlefield
 * array built afresh: through the session, the same rules called directly, XState's flat floor,
 * the shaped floor, the session without the engine's checks of an event (floor.ts) and the
 * layerless charts (layerless.ts). For the
 * tools that run them in loops of their own (interleave.ts, counted.ts); engine.ts times the
 * same casts with the battlefield built outside the timing, and the unchecked cast's event
 * copies too, which each unchecked cast here makes for itself (floor.ts: `uncheckedEvents`), as
 * each layerless cast makes its validated events (layerless.ts: `layerlessEvents`).
 */
import { BUILT_IN_CARDS } from '../../src/cards/library.js';
import { board, freshBattlefield } from './boards.js';
import { castDirectly } from './direct.js';
import { castThroughSession } from './engine.js';
import { floorCast, sessionMicrosteps, shapedCast, shapedMachine, uncheckedCast, uncheckedMachine } from './floor.js';
import { layerlessCast, layerlessMachine } from './layerless.js';

export interface CastsAt10 {
  readonly session: () => void;
  readonly direct: () => void;
  readonly floor: () => void;
  readonly shaped: () => void;
  readonly unchecked: () => void;
  readonly layerless: () => void;
}

export function castsAt10(): CastsAt10 {
  const game = board(10);
  const steps = sessionMicrosteps(game, BUILT_IN_CARDS);
  const shapedChart = shapedMachine(freshBattlefield(game), BUILT_IN_CARDS);
  const uncheckedChart = uncheckedMachine();
  const layerlessChart = layerlessMachine();
  return {
    session: () => castThroughSession(freshBattlefield(game)),
    direct: () => castDirectly(freshBattlefield(game)),
    floor: () => floorCast(steps),
    shaped: () => shapedCast(shapedChart, freshBattlefield(game), BUILT_IN_CARDS),
    unchecked: () => uncheckedCast(uncheckedChart, freshBattlefield(game), BUILT_IN_CARDS),
    layerless: () => void layerlessCast(layerlessChart, freshBattlefield(game), BUILT_IN_CARDS),
  };
}
