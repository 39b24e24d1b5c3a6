/**
 * CR 603.4: intervening "if" clauses ("When/Whenever [event], if [condition], [effect]") the
 * card format's trigger `if` states: a condition on the trigger's own permanent ("if ~ is an
 * enchantment", "if ~ has fewer than three +1/+1 counters on it"), or on the permanent that
 * died or left the battlefield as it last existed (CR 603.10a: "if it had a +1/+1 counter on
 * it", "if it had no time counters on it", "if it was a Human", "if its power was 3 or
 * greater"), and "if it's not their turn" on a spell's caster. The engine checks them as the
 * event happens; the check on resolution stays in the text. A clause about the past ("if a
 * creature died this turn"), mana spent, or an object the engine can't see is not read.
 */
import { pegReader } from './peg.js';
import { objectFilterOf } from './targets.js';

type Counters = { counter?: string; atLeast?: number; atMost?: number };
type Parsed =
  | { of: 'this' | 'it'; phrase: string }
  | { of: 'this' | 'it'; counters: Counters }
  | { of: 'it'; power: number }
  | { turn: 'notCaster' }
  | { always: true };

const GRAMMAR = String.raw`
clause
  = "~" _ "is" _ ("an" / "a") _ phrase:$(.+) { return { of: 'this', phrase }; }
  / "~" _ "has" _ counters:counters _ "on it" !. { return { of: 'this', counters }; }
  / "it" _ "had" _ counters:counters _ "on it" !. { return { of: 'it', counters }; }
  / "it" _ "was" _ ("an" / "a") _ phrase:$(.+) { return { of: 'it', phrase }; }
  / "its power was" _ n:count _ "or greater" !. { return { of: 'it', power: n }; }
  / "it's not their turn" !. { return { turn: 'notCaster' }; }
  / "it isn't being declared as an attacker" !. { return { always: true }; }

// CR 122.1: "a +1/+1 counter", "no time counters", "counters" (of any kind), "two or more +1/+1 counters", "fewer than three +1/+1 counters".
counters
  = ("an" / "a") _ counter:kind _ "counter" { return { counter, atLeast: 1 }; }
  / "no" _ counter:kind _ "counters" { return { counter, atMost: 0 }; }
  / "counters" { return { atLeast: 1 }; }
  / ("one or more" / "any") _ counter:kind _ "counters" { return { counter, atLeast: 1 }; }
  / n:count _ "or more" _ counter:kind _ "counters" { return { counter, atLeast: n }; }
  / "fewer than" _ n:count _ counter:kind _ ("counters" / "counter") { return { counter, atMost: n - 1 }; }
kind = $([+-] [0-9]+ "/" [+-] [0-9]+) / $([a-z]+)
count = n:$([0-9]+) { return Number(n); }
  / w:("one" / "two" / "three" / "four" / "five" / "six" / "seven" / "eight" / "nine" / "ten")
    { return { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }[w]; }
_ = [ \t]+
`;

const parse = pegReader<Parsed>(GRAMMAR);

/** The events whose object "it" is: a permanent that died or left the battlefield, seen as it last existed (CR 603.10a). */
const LOOKS_BACK = ['creatureDies', 'leavesBattlefield'];
/** The events the engine checks a condition on this permanent for: a spell cast, a permanent dying or leaving. */
const CHECKED = ['cast', ...LOOKS_BACK];

/**
 * What the intervening "if" at the head of `effect` adds to a compiled trigger on the event
 * `on`: `{}` without one, the fields to merge, or null when the clause isn't read.
 * `caster`: who casts, for a cast trigger ("a player casts a spell, if it's not their turn").
 */
export function interveningIfOf(effect: string, on: string, caster?: string): Record<string, unknown> | null {
  const head = /^if ([^,]+),/i.exec(effect);
  if (!head) return {};
  const parsed = parse(head[1]!);
  if (!parsed) return null;
  // CR 508.1f: attackers are tapped as they are declared, a turn-based action; a cost never taps one "being declared as an attacker".
  if ('always' in parsed) return on === 'becomesTapped' ? {} : null;
  // CR 603.4: a player's turn lasts until the trigger resolves, so the caster's turn is checked once.
  if ('turn' in parsed) return on === 'cast' && caster !== 'you' ? { turn: parsed.turn } : null;
  if (!(parsed.of === 'it' ? LOOKS_BACK : CHECKED).includes(on)) return null;
  if ('counters' in parsed) return { if: { of: parsed.of, counters: parsed.counters } };
  const is = 'power' in parsed ? { power: { atLeast: parsed.power } } : objectFilterOf(parsed.phrase);
  if (!is || is['zone'] !== undefined || 'anyOf' in is || is['controller'] !== undefined) return null;
  return { if: { of: parsed.of, is } };
}
