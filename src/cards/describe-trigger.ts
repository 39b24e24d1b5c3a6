/**
 * CR 603: a triggered ability the engine watches, in words (what docs/cards.md and the
 * card descriptions say it triggers on, and when it is released).
 */
import { describeFilter } from './characteristics.js';
import { describeObject, describeSpells } from './describe-filter.js';
import type { CardDefinition } from './schema.js';
import type { InterveningIf } from './intervening-if-schema.js';

type Trigger = CardDefinition['triggers'][number];

const ORDINALS = ['first', 'second', 'third'] as const;

const HELD = 'a cost paid while casting fires it only if the cast completes';

/** The trigger's event, its rule and when it is released, with its intervening "if" clause (CR 603.4). */
export function describeTrigger(t: Trigger): string {
  const condition = 'if' in t && t.if ? `; only if ${describeIf(t.if)} as it triggers (603.4)` : '';
  return `${describeEvent(t)}${condition}`;
}

/** CR 603.4: an intervening "if" clause in words. */
function describeIf(c: InterveningIf): string {
  const who = c.of === 'this' ? 'this permanent' : 'that permanent, as it last existed,';
  const is = c.is ? ` is a ${describeObject(c.is)}` : '';
  const n = c.counters;
  const counters = n ? ` has ${[n.atLeast !== undefined ? `at least ${n.atLeast}` : '', n.atMost !== undefined ? `at most ${n.atMost}` : ''].filter(Boolean).join(' and ')} ${n.counter ?? 'counters of any kind'}${n.counter ? ' counters' : ''}` : '';
  return `${who}${is}${is && counters ? ' and' : ''}${counters}`;
}

function describeEvent(t: Trigger): string {
  switch (t.on) {
    case 'cast':
      return `cast trigger (601.2i): each time one of the ${t.kicked ? 'kicked ' : ''}${describeSpells(t.spells)} is cast${t.targetsThis ? ' targeting this permanent' : ''}${t.nth ? ` as its caster's ${ORDINALS[t.nth - 1]} spell this turn` : ''}${t.turn === 'opponents' ? " during an opponent's turn" : t.turn === 'notCaster' ? " during a turn not its caster's" : ''}${t.from ? ` from ${t.from === 'exile' ? 'exile' : `its caster's ${t.from}`}` : ''}${t.manaValue ? ` with mana value${t.manaValue.atLeast !== undefined ? ` at least ${t.manaValue.atLeast}` : ''}${t.manaValue.atMost !== undefined ? ` at most ${t.manaValue.atMost}` : ''}` : ''}`;
    case 'castSelf':
      return `cast trigger (601.2i)${t.storm ? ': storm, counting the spells cast before it this turn' : ''}${t.ifPaid ? `: only if its ${t.ifPaid} cost was paid, once for each time (702.56a)` : ''}`;
    case 'becomesTarget':
      return `trigger when ${describeTargeted(t)} becomes the target of a ${t.spellsOnly ? 'spell' : 'spell or ability'}${t.by ? ' an opponent controls' : ''} (601.2c), held until it is cast or activated`;
    case 'leavesBattlefield':
      return `trigger when ${t.attached ? 'the permanent it is attached to' : t.permanents ? `a ${describeObject(t.permanents)}` : 'it'} leaves the battlefield (603.6c; ${HELD})`;
    case 'becomesTapped':
    case 'becomesUntapped':
      return `trigger when ${t.attached ? 'the permanent it is attached to' : t.permanents ? `a ${describeObject(t.permanents)}` : 'it'} becomes ${t.on === 'becomesTapped' ? 'tapped' : 'untapped'} (701.26; ${HELD})`;
    case 'creatureDies':
      return `trigger when ${describeDying(t)} dies (700.4; a sacrifice paid while casting fires it only if the cast completes)`;
    case 'sacrifices':
      return `trigger when ${describePlayer(t.player ?? 'you')} sacrifices ${[...(t.self ? ['this permanent'] : []), ...(t.permanents ? [`a ${describeObject(t.permanents)}`] : [])].join(' or ')} (701.21; ${HELD})`;
    case 'discards':
      return `trigger when ${describePlayer(t.player)} discard${t.player === 'you' ? '' : 's'} ${t.oneOrMore ? 'one or more' : t.other ? 'another' : 'a'} ${t.cards ? describeFilter(t.cards, 'card') : 'card'}${t.cards?.types ? ' card' : ''}${t.oneOrMore ? 's (603.2c: once for each payment)' : ''} (701.9; ${HELD})`;
    case 'cycles':
      return `trigger when ${describePlayer(t.player)} cycle${t.player === 'you' ? '' : 's'} ${t.other ? 'another card' : 'a card'} (702.29c; held until the activation completes)`;
    case 'putIntoGraveyard':
      return `trigger when this card is put into a graveyard from anywhere (603.6a: sacrificed, discarded or milled by a cost; it triggers from the graveyard; ${HELD})`;
    case 'cardsToGraveyard':
      return `trigger when ${t.oneOrMore ? 'one or more' : t.other ? 'another' : 'a'} ${t.cards ? describeFilter(t.cards, 'card') : 'card'}${t.cards?.types ? ' card' : ''}${t.oneOrMore ? 's are' : ' is'} put into the graveyard of ${describePlayer(t.owner)} from ${t.fromLibrary ? 'a library' : 'anywhere'} (603.2: sacrificed, discarded or milled by a cost; ${HELD})`;
    case 'counters':
      return `trigger when ${t.oneOrMore ? 'one or more' : 'a'} ${t.counter} counter${t.oneOrMore ? 's are' : ' is'} ${t.action === 'put' ? 'put on' : 'removed from'} ${[...(t.self ? ['this permanent'] : []), ...(t.permanents ? [`a ${describeObject(t.permanents)}`] : [])].join(' or ')} (122.6; ${HELD})`;
    case 'cycleSelf':
      return 'trigger when its controller cycles this card (702.29d: it triggers from the graveyard; held until the activation completes)';
  }
}

function describeTargeted(t: Extract<Trigger, { on: 'becomesTarget' }>): string {
  if (t.attached) return 'the permanent it is attached to';
  const watched = [...(t.you ? ['its controller'] : []), ...(t.permanents ? [`a ${describeObject(t.permanents)}`] : [])];
  return watched.length > 0 ? watched.join(' or ') : 'it';
}

function describePlayer(player: 'you' | 'opponents' | 'any'): string {
  return player === 'you' ? 'its controller' : player === 'opponents' ? "one of its controller's opponents" : 'a player';
}

/** CR 603.10a: what a "dies" trigger watches, in words. */
function describeDying(t: Extract<Trigger, { on: 'creatureDies' }>): string {
  if (t.attached) return `the ${describeFilter(t.attached)} it is attached to`;
  if (t.permanents) return `${t.self ? 'this permanent or ' : ''}a ${describeObject(t.permanents)}`;
  if (!t.creatures) return t.self ? 'this permanent' : 'this or another creature';
  const creatures = `a ${describeObject({ types: ['Creature'], ...t.creatures })}`;
  return t.self ? `this permanent or ${creatures}` : creatures;
}
