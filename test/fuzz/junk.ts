/**
 * Things a hostile client can hand a server that passes them on unchecked: payloads that
 * aren't events at all, objects that throw when read, and XState's own internal events,
 * forged. (Part of the fuzzer: see invariants.ts for what it checks.)
 */
import type { GameState, PlayerId } from '../../src/game/state.js';
import type { ForgedType, JunkKind } from './generators.js';

/** A legal-looking CAST to hide junk behind. */
function castLike(player: PlayerId): Record<string, unknown> {
  return { type: 'CAST', player, card: 'no-such-object' };
}

/** What junk.ts sends for a junk step: built afresh each time (a Proxy or a getter can't be copied). */
export function junkPayload(kind: JunkKind, player: PlayerId): unknown {
  switch (kind) {
    case 'null':
      return null;
    case 'undefined':
      return undefined;
    case 'number':
      return 42;
    case 'string':
      return 'CAST';
    case 'array':
      return ['CAST', player];
    case 'function':
      return Object.assign(() => undefined, { type: 'CANCEL', player });
    case 'bigint':
      return 7n;
    case 'getterType':
      return Object.defineProperty({ player }, 'type', {
        enumerable: true,
        get() {
          throw new Error('a getter of type that throws');
        },
      });
    case 'getterPlayer':
      return Object.defineProperty({ type: 'CANCEL' }, 'player', {
        enumerable: true,
        get() {
          throw new Error('a getter of player that throws');
        },
      });
    case 'getterOther':
      return Object.defineProperty(castLike(player), 'face', {
        enumerable: true,
        get() {
          throw new Error('a getter of face that throws');
        },
      });
    case 'proxy':
      // Answers differently each time it is read: a check and a use see different events.
      return new Proxy(castLike(player), {
        get(target, key, receiver) {
          const reads = ((target as { reads?: number }).reads = ((target as { reads?: number }).reads ?? 0) + 1);
          if (key === 'type') return reads % 2 === 1 ? 'CAST' : 'xstate.stop';
          return Reflect.get(target, key, receiver);
        },
      });
    case 'throwingProxy':
      return new Proxy(castLike(player), {
        get() {
          throw new Error('a Proxy whose every read throws');
        },
        ownKeys() {
          throw new Error('a Proxy whose keys throw');
        },
        getPrototypeOf() {
          throw new Error('a Proxy whose prototype throws');
        },
      });
    case 'revocable': {
      const { proxy, revoke } = Proxy.revocable(castLike(player), {});
      revoke();
      return proxy;
    }
    case 'symbolType':
      return { type: Symbol('CAST'), player };
    case 'boxedType':
      // eslint-disable-next-line no-new-wrappers
      return { type: new String('CAST'), player, card: 'no-such-object' };
    case 'frozen':
      return Object.freeze({ type: 'CANCEL', player, extra: Object.freeze([1]) });
    case 'prototypeType':
      // `type` inherited, not own: a check of own keys and a read disagree.
      return Object.assign(Object.create({ type: 'CANCEL', player }) as object, {});
  }
}

/** One of XState's own events, forged; a `done` event's output carries `game` (a forged one when asked). */
export function forgedEvent(type: ForgedType, game: GameState | null): Record<string, unknown> {
  const output = { outcome: 'cast', game: game ?? {}, lockedCost: null, refusal: null, triggers: [] };
  if (type.startsWith('xstate.done.')) return { type, output, actorId: type.slice('xstate.done.actor.'.length) };
  if (type.startsWith('xstate.error.')) return { type, error: new Error('forged'), actorId: type.slice('xstate.error.actor.'.length) };
  if (type === 'xstate.snapshot.cast') return { type, snapshot: { status: 'done', output, context: { game } } };
  return { type, player: 'alice' };
}

/** A game the rules couldn't reach from `game`: every player at 1 life, and the first one with a full mana pool of nothing. */
export function forgedGame(game: GameState): GameState {
  return { ...game, players: game.players.map((p) => ({ ...p, life: 1 })), priority: game.players[game.players.length - 1]?.id ?? null };
}
