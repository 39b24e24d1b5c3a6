/**
 * CR 106.1, 605: what a mana ability makes, as card data, and the choices an activation
 * offers. Four forms:
 * - `{ types, amount }`: `amount` mana of ONE type chosen among `types` ("Add one mana of any
 *   color": WUBRG; "any type" adds C; Gilded Lotus: three mana of any one color);
 * - `{ mana: "{W}{U}" }`: exactly that mana (Signets, bounce lands);
 * - `{ oneOf: ["{W}{W}", "{W}{U}", "{U}{U}"] }`: one of several fixed combinations;
 * - `{ combination: [types], amount }`: `amount` mana, each of any of `types` on its own
 *   ("two mana in any combination of colors").
 */
import { z } from 'zod';
import { parseManaCost } from '../mana/parse.js';
import { printManaCost } from '../mana/print.js';
import { COLORS, type ManaSymbol, type ManaType } from '../mana/symbols.js';
import { count } from './cost-schema.js';
import { countExpr } from './count-schema.js';

const manaType = z.enum([...COLORS, 'C']);

const symbolOf = (t: ManaType): ManaSymbol => (t === 'C' ? { kind: 'colorless' } : { kind: 'colored', color: t });

/** Printed fixed mana such as "{W}{U}" or "{C}{C}": coloured and {C} symbols only. */
const fixedMana = z.string().max(200).transform((text, ctx) => {
  try {
    const symbols = parseManaCost(text);
    const types = symbols.flatMap((s): ManaType[] => (s.kind === 'colored' ? [s.color] : s.kind === 'colorless' ? ['C'] : []));
    if (types.length === 0 || types.length !== symbols.length) {
      ctx.addIssue({ code: 'custom', message: `mana made is written with {W} {U} {B} {R} {G} {C} symbols only, got ${JSON.stringify(text)}` });
      return z.NEVER;
    }
    return types;
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

export const production = z.union([
  z.strictObject({
    /** The types it can make; all the mana one activation makes is of one chosen type. */
    types: z.array(manaType),
    /**
     * "One mana of the chosen color" (Heraldic Banner; Thriving Grove: "{G} or one mana of the
     * chosen color"): the colour chosen as its permanent entered (the game's `chosen.color`)
     * is one of `types` too (chosen-mana.ts). None chosen: CR 106.5, mana of an undefined type
     * is no mana.
     */
    chosenColor: z.literal(true).optional(),
    amount: count.default(1),
    /** Makes `amount` mana for each of these counters on it (Everflowing Chalice). */
    perCounter: z.string().min(1).max(50).optional(),
    /**
     * CR 605.3b: makes `amount` mana for each object this counts, from its controller, as the
     * ability is activated ("Add {B} for each Swamp you control", "{G} for each Elf on the
     * battlefield", "{B} for each black creature card in your graveyard"); its cost may only
     * tap or untap it and pay mana or life, so the count is the same once the cost is paid.
     */
    perObject: countExpr.optional(),
  })
    .refine((p) => p.perCounter === undefined || p.perObject === undefined, { message: 'a mana ability makes mana for each counter or for each object, not both', path: ['perObject'] })
    .refine((p) => p.types.length > 0 || p.chosenColor, { message: 'a mana ability makes at least one type: give "types" or "chosenColor"', path: ['types'] }),
  z.strictObject({ mana: fixedMana }),
  z.strictObject({ oneOf: z.array(fixedMana).min(2).max(20) }),
  z.strictObject({ combination: z.array(manaType).min(2), amount: count }),
]);

export type Production = z.output<typeof production>;

/** The mana one activation could make, each list one way ("{W}{W}", "{W}{U}"…), for prompts; null when too many to list. */
export function productionOptions(p: Production, amount: number): readonly (readonly ManaType[])[] | null {
  if ('mana' in p) return [p.mana];
  if ('oneOf' in p) return p.oneOf;
  if ('types' in p) return p.types.map((t) => Array.from({ length: amount }, () => t));
  return p.combination.length ** amount <= 64 ? multisets(p.combination, amount) : null;
}

/** Multisets of `n` of `types`, in `types` order. */
function multisets(types: readonly ManaType[], n: number): ManaType[][] {
  if (n === 0) return [[]];
  return types.flatMap((t, i) => multisets(types.slice(i), n - 1).map((rest) => [t, ...rest]));
}

/** The distinct types it can make. */
export function producedTypes(p: Production): readonly ManaType[] {
  const all = 'mana' in p ? p.mana : 'oneOf' in p ? p.oneOf.flat() : 'types' in p ? p.types : p.combination;
  return [...COLORS, 'C' as const].filter((t) => all.includes(t));
}

/**
 * CR 106.1b, 605.3b: whether `made` (the mana an activation adds, in any order) is a way this
 * production can make `amount` mana.
 */
export function canMake(p: Production, amount: number, made: readonly ManaType[]): boolean {
  if (made.length !== amount) return false;
  const same = (a: readonly ManaType[]) => a.length === made.length && [...a].sort().join() === [...made].sort().join();
  if ('mana' in p) return same(p.mana);
  if ('oneOf' in p) return p.oneOf.some(same);
  if ('types' in p) return made.every((t) => t === made[0]) && (made.length === 0 || p.types.includes(made[0] as ManaType));
  return made.every((t) => p.combination.includes(t));
}

/** How the card says it: "{W}{U}", "{W}{W}, {W}{U}, or {U}{U}", "two mana in any combination of {W} and {U}". */
export function describeProduction(p: Production, amount: number): string {
  const print = (m: readonly ManaType[]) => printManaCost(m.map(symbolOf));
  if ('mana' in p) return print(p.mana);
  if ('oneOf' in p) return `${p.oneOf.slice(0, -1).map(print).join(', ')} or ${print(p.oneOf[p.oneOf.length - 1] as ManaType[])}`;
  if ('combination' in p) return `${p.amount} mana in any combination of ${p.combination.map((t) => print([t])).join(', ')}`;
  if (p.chosenColor) {
    const chosen = `${amount === 1 ? 'one' : amount} mana of the chosen color`;
    return p.types.length === 0 ? chosen : `${p.types.map((t) => print(Array.from({ length: amount }, () => t))).join(' or ')} or ${chosen}`;
  }
  if (p.types.length === 1) return print(Array.from({ length: amount }, () => p.types[0] as ManaType));
  const any = p.types.length === 6 ? 'type' : p.types.length === 5 && !p.types.includes('C') ? 'colour' : `of ${p.types.map((t) => print([t])).join(', ')}`;
  const kind = any.startsWith('of') ? `one type ${any}` : `any one ${any}`;
  return amount === 1 ? `one mana of ${kind.replace('any one', 'any')}` : `${amount} mana of ${kind}`;
}

/**
 * CR 106.1b, 605.3b: the mana an activation makes, from the player's choice: one type ("W",
 * all of it that type) or the mana itself ("{W}{U}"); without one, the first way it lists.
 */
export function chooseMade(p: Production, amount: number, choice?: string): { ok: true; value: readonly ManaType[] } | { ok: false; message: string } {
  let made: readonly ManaType[];
  if (choice === undefined) made = productionOptions(p, amount)?.[0] ?? Array.from({ length: amount }, () => producedTypes(p)[0] as ManaType);
  else if (/^[WUBRGC]$/.test(choice)) made = Array.from({ length: amount }, () => choice as ManaType);
  else {
    const parsed = /^(\{[WUBRGC]\})+$/.test(choice) ? [...choice.matchAll(/\{([WUBRGC])\}/g)].map((m) => m[1] as ManaType) : null;
    if (!parsed) return { ok: false, message: `"${choice}" is not a mana type or mana such as "{W}{U}"` };
    made = parsed;
  }
  if (!canMake(p, amount, made)) return { ok: false, message: `it can't add ${printManaCost(made.map(symbolOf)) || 'that'}; it adds ${describeProduction(p, amount)}` };
  return { ok: true, value: made };
}

/** What ACTIVATE_MANA's `mana` may say for this production ([] when it offers no choice): types for `types`, else the mana ("{W}{U}"). */
export function manaChoices(p: Production, amount: number): readonly string[] {
  if ('types' in p) return p.types.length > 1 ? p.types : [];
  const options = productionOptions(p, amount) ?? [];
  return options.length > 1 ? options.map((m) => m.map((t) => `{${t}}`).join('')) : [];
}
