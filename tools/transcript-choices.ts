/**
 * The choice an event made, in words, for the transcript: the card cast, the modes by their
 * text, the costs announced, X, the targets by name, the division, the mana a mana ability
 * made, and what a payment tapped, spent, sacrificed and paid (CR 601.2a–h, 605.3).
 */
import { definitionOf } from '../src/cards/definition.js';
import type { CardLibrary } from '../src/cards/library.js';
import type { CastEvent } from '../src/events/schema.js';
import type { GameState, ObjectId, PlayerId, StackObject } from '../src/game/state.js';
import type { ManaUnit } from '../src/mana/symbols.js';
import { paymentDiff } from './payment-diff.js';
import type { NameOf } from './transcript-names.js';

/** What a line knows about the event it received. */
export interface Received {
  readonly event: CastEvent;
  /** The game before the event, and after everything it led to. */
  readonly before: GameState;
  readonly after: GameState;
  readonly cards: CardLibrary;
  readonly nameOf: NameOf;
}

const list = (names: readonly string[]): string => (names.length > 0 ? names.join(', ') : 'none');
const pool = (units: readonly ManaUnit[]): string => units.map((u) => `{${u.type}}`).join('');

/** The object being cast or activated: the topmost object on the stack after the event. */
function castObject(game: GameState): StackObject | undefined {
  return game.stack.at(-1);
}

/** CR 601.2b, 700.2: the modes by number and text, in printed order. */
function modesInWords(received: Received, modes: readonly number[]): string {
  const object = castObject(received.after);
  const options = object?.kind === 'spell' ? (definitionOf(received.cards, object).modes?.options ?? []) : [];
  return `modes ${[...modes].sort((a, b) => a - b).map((m) => (options[m] ? `${m} (${options[m].text})` : String(m))).join(', ')}`;
}

/** CR 601.2g–h, 605.3: what a payment or a mana ability did: permanents tapped and gone, pool mana made or spent, life paid. */
function paidInWords(received: Received, player: PlayerId): string[] {
  const { before, after, nameOf } = received;
  const diff = paymentDiff(before, after, player);
  const was = before.players.find((p) => p.id === player)?.manaPool ?? [];
  const made = (after.players.find((p) => p.id === player)?.manaPool ?? []).filter((u) => !was.some((w) => w.id === u.id));
  return [
    ...(diff.tapped.length > 0 ? [`tapped ${list(diff.tapped.map(nameOf))}`] : []),
    ...(diff.left.length > 0 ? [`sacrificed ${list(diff.left.map(nameOf))}`] : []),
    ...(made.length > 0 ? [`added ${pool(made)}`] : []),
    ...(diff.fromPool.length > 0 ? [`spent ${pool(diff.fromPool)} from the pool`] : []),
    ...(diff.life > 0 ? [`paid ${diff.life} life`] : []),
  ];
}

/** CR 601.2h: the objects a PAY names for the actions of the cost (discard, exile, sacrifice…), convoke, improvise and delve. */
function namedObjects(event: Extract<CastEvent, { type: 'PAY' }>, nameOf: NameOf): string[] {
  return Object.entries(event).flatMap(([field, value]) =>
    field !== 'mana' && Array.isArray(value) && value.length > 0 ? [`${field}: ${list((value as ObjectId[]).map(nameOf))}`] : [],
  );
}

/** The choice `received.event` made, in words. */
export function choiceInWords(received: Received): string {
  const { event, nameOf } = received;
  switch (event.type) {
    case 'CAST': {
      const spell = castObject(received.after);
      const name = spell && spell.kind === 'spell' ? spell.card : nameOf(event.card);
      const zone = spell && spell.kind === 'spell' && spell.castFrom !== 'hand' ? ` from ${spell.castFrom}` : '';
      return `casts ${name}${event.fuse ? ' (both halves, fused)' : event.face === 1 ? ' (its second face)' : ''}${zone}`;
    }
    case 'ACTIVATE':
      return `activates ${nameOf(event.source)}'s ability ${event.ability}`;
    case 'CHOOSE_MODES':
      return modesInWords(received, event.modes);
    case 'SPLICE':
      return event.cards.length > 0 ? `splices ${list(event.cards.map(nameOf))}` : 'splices nothing';
    case 'CHOOSE_COSTS': {
      const optional = Object.entries(event.optional).filter(([, n]) => n > 0).map(([name, n]) => (n === 1 ? name : `${name} ×${n}`));
      return [
        event.alternative === null ? 'the mana cost' : `alternative cost ${event.alternative}`,
        optional.length > 0 ? `optional costs ${list(optional)}` : 'no optional cost',
        ...(event.sacrificed ? [`sacrificing ${nameOf(event.sacrificed)}`] : []),
      ].join('; ');
    }
    case 'ANNOUNCE_X':
      return `X = ${event.x}`;
    case 'CHOOSE_HYBRID':
      return `hybrid halves ${list(event.choices)}`;
    case 'CHOOSE_PHYREXIAN':
      return `Phyrexian symbols paid with ${list(event.choices.map((c) => (c === 'life' ? '2 life' : 'mana')))}`;
    case 'CHOOSE_TARGETS':
      return `targets ${event.targets.map((word) => list(word.map(nameOf))).join('; ') || 'none'}`;
    case 'DISTRIBUTE': {
      const object = castObject(received.after);
      const targets = object?.choices.targets.flat() ?? [];
      return `divides ${event.amounts.map((a, i) => `${a} to ${targets[i] === undefined ? '?' : nameOf(targets[i])}`).join(', ')}`;
    }
    case 'ACTIVATE_MANA':
      return `activates ${nameOf(event.source)}'s mana ability${event.ability > 0 ? ` ${event.ability}` : ''}: ${list(paidInWords(received, event.player))}`;
    case 'ORDER_REDUCTIONS':
      return `reductions in the order ${list(event.order.map(nameOf))}${event.hybrid ? `; their hybrid halves ${Object.entries(event.hybrid).map(([source, halves]) => `${nameOf(source)}: ${list(halves)}`).join('; ')}` : ''}`;
    case 'PAY': {
      const done = [...paidInWords(received, event.player).filter((part) => event.mana === 'auto' || !part.startsWith('spent ')), ...namedObjects(event, nameOf)];
      const pool = received.before.players.find((p) => p.id === event.player)?.manaPool ?? [];
      const named = event.mana === 'auto' ? ' (auto)' : ` with ${event.mana.map((id) => pool.find((u) => u.id === id)).map((u) => (u ? `{${u.type}}` : '?')).join('') || 'no mana'} from the pool`;
      return `pays${named}${done.length > 0 ? `: ${done.join('; ')}` : ''}`;
    }
    case 'ORDER_TRIGGERS':
      return `puts their triggered abilities on the stack in the order ${event.order.join(', ')}`;
    case 'CANCEL':
      return event.keepMana ? 'cancels, keeping the mana made' : 'cancels';
  }
}
