/**
 * The game as the playground shows it: each player's life, mana pool and zones, the
 * battlefield with tapped permanents, the stack; what changed since the step before is marked
 * `changed` (an object that moved, appeared or was tapped or untapped; a life or pool that moved).
 */
import type { GameState, ObjectId, Player } from '../../src/game/state.js';
import { h, type Child } from './dom.js';

/** Where each object is and whether it is tapped, to tell what a step changed. */
function placesOf(game: GameState): Map<ObjectId, string> {
  const places = new Map<ObjectId, string>();
  for (const player of game.players) {
    for (const zone of ['hand', 'library', 'graveyard'] as const) for (const card of player[zone]) places.set(card.id, `${player.id}.${zone}`);
  }
  for (const p of game.battlefield) places.set(p.id, `battlefield${p.tapped ? '.tapped' : ''}`);
  game.stack.forEach((s) => places.set(s.id, 'stack'));
  for (const c of game.exile) places.set(c.id, 'exile');
  for (const c of game.command) places.set(c.id, 'command');
  return places;
}

/** The ids and player fields that differ from `before`. */
export function changesOf(before: GameState | null, after: GameState): ReadonlySet<string> {
  const changed = new Set<string>();
  if (!before) return changed;
  const was = placesOf(before);
  for (const [id, place] of placesOf(after)) if (was.get(id) !== place) changed.add(id);
  for (const player of after.players) {
    const old = before.players.find((p) => p.id === player.id);
    if (old?.life !== player.life) changed.add(`${player.id}:life`);
    if (JSON.stringify(old?.manaPool) !== JSON.stringify(player.manaPool)) changed.add(`${player.id}:pool`);
  }
  return changed;
}

const card = (id: ObjectId, name: string, changed: ReadonlySet<string>, extra: readonly string[] = [], ...more: readonly Child[]) =>
  h('span', { class: ['card', ...extra, changed.has(id) ? 'changed' : ''].filter(Boolean).join(' '), 'data-id': id, title: id }, name, ...more);

function zone(label: string, cards: readonly { id: ObjectId; card: string }[], changed: ReadonlySet<string>): HTMLElement {
  return h('div', { class: 'zone', 'data-zone': label }, h('span', { class: 'zone-name' }, `${label} (${cards.length})`), ...cards.map((c) => card(c.id, c.card, changed)));
}

function playerPanel(game: GameState, player: Player, changed: ReadonlySet<string>): HTMLElement {
  const pool = player.manaPool.map((u) => `${u.type} (${u.id})`);
  return h('div', { class: `player${game.priority === player.id ? ' priority' : ''}`, 'data-player': player.id },
    h('div', { class: 'player-head' },
      h('strong', {}, player.id),
      game.turn.activePlayer === player.id ? h('span', { class: 'tag' }, 'active') : null,
      game.priority === player.id ? h('span', { class: 'tag' }, 'priority') : null,
      h('span', { class: `life${changed.has(`${player.id}:life`) ? ' changed' : ''}` }, `life ${player.life}`),
      h('span', { class: `pool${changed.has(`${player.id}:pool`) ? ' changed' : ''}` }, `pool ${pool.length > 0 ? pool.join(' ') : '—'}`)),
    zone('hand', player.hand, changed),
    h('div', { class: 'zone', 'data-zone': 'battlefield' },
      h('span', { class: 'zone-name' }, 'battlefield'),
      ...game.battlefield.filter((p) => p.controller === player.id).map((p) => card(p.id, p.card, changed, p.tapped ? ['tapped'] : [], p.tapped ? h('span', { class: 'tap-mark' }, ' (tapped)') : null))),
    zone('graveyard', player.graveyard, changed),
    h('div', { class: 'zone', 'data-zone': 'library' }, h('span', { class: 'zone-name' }, `library (${player.library.length})`)));
}

export function gameView(game: GameState, changed: ReadonlySet<string>): HTMLElement {
  return h('div', { class: 'game' },
    h('div', { class: 'turn' }, `turn ${game.turn.number}, ${game.turn.activePlayer}'s ${game.turn.phase}${game.turn.step ? ` (${game.turn.step})` : ''}`),
    h('div', { class: 'zone stack', 'data-zone': 'stack' },
      h('span', { class: 'zone-name' }, `stack (${game.stack.length}), top first`),
      ...[...game.stack].reverse().map((s) => card(s.id, `${s.card}${s.kind === 'ability' ? ' (ability)' : ''} — ${s.controller}${s.choices.targets.length > 0 ? ` → ${s.choices.targets.map((t) => t.join(', ')).join('; ')}` : ''}`, changed))),
    ...game.players.map((p) => playerPanel(game, p, changed)),
    game.exile.length > 0 ? zone('exile', game.exile, changed) : null);
}
