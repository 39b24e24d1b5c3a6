/**
 * CR 603.4: an intervening "if" clause ("When/Whenever [event], if [condition], [effect]"):
 * the ability triggers only if the condition is true as the event happens, and does nothing
 * on resolution if it is false then. The engine reports triggers and leaves their effects as
 * text, so it checks the condition as the event happens; the text keeps the check on
 * resolution. The condition reads one object's state: this permanent ("if ~ is an
 * enchantment", "if ~ has fewer than three +1/+1 counters on it"), or the permanent the event
 * is about as it last existed on the battlefield (603.10a: "if it had a +1/+1 counter on it",
 * "if it was a creature", "if its power was 3 or greater").
 */
import { z } from 'zod';
import { objectFilter } from './filter-schema.js';

const howMany = z.int().min(0).max(1000);

/** CR 122.1: how many counters, of one kind or (no `counter`) of any kinds together ("if it had counters on it"). */
const counterCount = z
  .strictObject({ counter: z.string().min(1).max(50).optional(), atLeast: howMany.optional(), atMost: howMany.optional() })
  .refine((c) => c.atLeast !== undefined || c.atMost !== undefined, { message: 'CR 122.1: say "atLeast" or "atMost" ("no time counters": "atMost": 0)' });

export const interveningIf = z
  .strictObject({
    /** Whose state: `this` permanent, or `it`, the permanent that died or left the battlefield, as it last existed (CR 603.10a). */
    of: z.enum(['this', 'it']),
    /** A filter of the target language it fits, on the battlefield ("an enchantment", "a Human", power 3 or greater). */
    is: objectFilter.refine((f) => (f.zone ?? 'battlefield') === 'battlefield' && f.stackKind === undefined, { message: 'CR 603.4: the condition reads a permanent: give no zone', path: ['zone'] }).optional(),
    /** The counters on it. */
    counters: counterCount.optional(),
  })
  .refine((c) => c.is !== undefined || c.counters !== undefined, { message: 'CR 603.4: an intervening "if" says what the object is (`is`) or the counters on it (`counters`)' });

export type InterveningIf = z.output<typeof interveningIf>;
