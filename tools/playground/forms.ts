/**
 * The forms of the choices whose options need more than one click: splice (CR 702.47), the
 * alternative and optional costs (118.8, 118.9), the half of each hybrid symbol (107.4e), 2 life
 * or mana for each Phyrexian symbol (107.4f), the division among targets (601.2d), the order of
 * cost reductions (601.2f) and of triggered abilities (603.3b). Each form is data — fields
 * whose options come from `promptOf` (or the session's round) and a function that builds the
 * event from the values — so the page renders it and a test fills it in without a browser.
 * Nothing here judges a choice: the engine does.
 */
import type { Prompt } from '../../machines/prompt.js';
import type { CastEventInput, CastEventType } from '../../src/events/schema.js';
import type { RoundAsk } from '../../src/casting/stack-triggers.js';
import type { ObjectId } from '../../src/game/state.js';

export type NameOf = (id: string) => string;

export interface FieldOption {
  readonly value: string;
  readonly label: string;
}

/** `one`: one option; `many`: any of them; `order`: some of them in the order clicked; `number`: a whole number. */
export type FormField =
  | { readonly key: string; readonly label: string; readonly kind: 'one' | 'many' | 'order'; readonly options: readonly FieldOption[]; readonly initial: readonly string[] }
  | { readonly key: string; readonly label: string; readonly kind: 'number'; readonly min: number; readonly max: number; readonly initial: number };

export type FormValues = Readonly<Record<string, readonly string[] | number>>;

export interface ChoiceForm {
  readonly event: CastEventType;
  /** The rule the choice carries out. */
  readonly rule: string;
  readonly title: string;
  readonly fields: readonly FormField[];
  build(values: FormValues): CastEventInput;
}

/** Each field's initial value. */
export function initialValues(form: ChoiceForm): Record<string, readonly string[] | number> {
  return Object.fromEntries(form.fields.map((f) => [f.key, f.initial]));
}

const strings = (values: FormValues, key: string): readonly string[] => {
  const value = values[key];
  return Array.isArray(value) ? value : [];
};
const count = (values: FormValues, key: string): number => {
  const value = values[key];
  return typeof value === 'number' ? value : 0;
};

/** CR 601.2b: a choice for each symbol, its payable options first chosen. */
function symbolFields<T extends string>(symbols: readonly { readonly symbol: string; readonly options: readonly T[]; readonly payable: readonly T[] }[], label: (option: T) => string): FormField[] {
  return symbols.map((s, i) => ({
    key: `symbol:${i}`,
    label: `${s.symbol}`,
    kind: 'one' as const,
    options: s.options.map((o) => ({ value: o, label: `${label(o)}${s.payable.includes(o) ? '' : ' (not payable now)'}` })),
    initial: [s.payable[0] ?? s.options[0]!],
  }));
}

/** The forms for the current step's choices; `reductions`: the sources of the cost reductions whose order may be named (601.2f). */
export function formsOf(prompt: Prompt, nameOf: NameOf, reductions: readonly ObjectId[] = []): ChoiceForm[] {
  const player = prompt.player;
  if (player === null) return [];
  const forms: ChoiceForm[] = [];
  switch (prompt.step) {
    case 'splice':
      forms.push({
        event: 'SPLICE', rule: '702.47', title: 'Splice these cards onto the spell',
        fields: [{ key: 'cards', label: 'cards to reveal and splice', kind: 'many', options: prompt.options.cards.map((c) => ({ value: c.card, label: `${nameOf(c.card)} (splice for ${c.cost.join(', ')})` })), initial: [] }],
        build: (v) => ({ type: 'SPLICE', player, cards: [...strings(v, 'cards')] }),
      });
      break;
    case 'costs': {
      const { alternatives, fixedAlternative, optional, offering } = prompt.options;
      const sacrifice = [...new Set([...alternatives.flatMap((a) => a.sacrifice ?? []), ...(offering ?? [])])];
      forms.push({
        event: 'CHOOSE_COSTS', rule: '601.2b', title: 'Announce these costs',
        fields: [
          {
            key: 'alternative', label: 'pay', kind: 'one',
            options: fixedAlternative ? [{ value: fixedAlternative, label: `${fixedAlternative} (fixed)` }] : [{ value: '', label: 'the mana cost' }, ...alternatives.map((a) => ({ value: a.name, label: `${a.name}: ${a.cost.join(', ')}` }))],
            initial: [fixedAlternative ?? ''],
          },
          ...optional.map((o) => ({ key: `optional:${o.name}`, label: `${o.name} (${o.cost.join(', ')}), times`, kind: 'number' as const, min: 0, max: o.max ?? 20, initial: 0 })),
          ...(sacrifice.length > 0 ? [{ key: 'sacrificed', label: 'sacrifice (emerge, offering)', kind: 'one' as const, options: [{ value: '', label: 'none' }, ...sacrifice.map((id) => ({ value: id, label: nameOf(id) }))], initial: [''] }] : []),
        ],
        build: (v) => {
          const alternative = strings(v, 'alternative')[0] ?? '';
          const sacrificed = strings(v, 'sacrificed')[0] ?? '';
          const times = Object.fromEntries(optional.map((o) => [o.name, count(v, `optional:${o.name}`)] as const).filter(([, n]) => n > 0));
          return { type: 'CHOOSE_COSTS', player, alternative: alternative === '' ? null : alternative, optional: times, ...(sacrificed === '' ? {} : { sacrificed }) };
        },
      });
      break;
    }
    case 'hybrid': {
      const { symbols } = prompt.options;
      forms.push({
        event: 'CHOOSE_HYBRID', rule: '601.2b', title: 'Announce these halves',
        fields: symbolFields(symbols, (o) => (o === 'generic' ? 'generic' : `{${o}}`)),
        build: (v) => ({ type: 'CHOOSE_HYBRID', player, choices: symbols.map((s, i) => (strings(v, `symbol:${i}`)[0] ?? s.options[0]!) as (typeof s.options)[number]) }),
      });
      break;
    }
    case 'phyrexian': {
      const { symbols } = prompt.options;
      forms.push({
        event: 'CHOOSE_PHYREXIAN', rule: '601.2b', title: 'Announce these payments',
        fields: symbolFields(symbols, (o) => (o === 'life' ? '2 life' : 'its mana')),
        build: (v) => ({ type: 'CHOOSE_PHYREXIAN', player, choices: symbols.map((s, i) => (strings(v, `symbol:${i}`)[0] ?? s.options[0]!) as (typeof s.options)[number]) }),
      });
      break;
    }
    case 'divide': {
      const { total, targets, eachAtLeast } = prompt.options;
      forms.push({
        event: 'DISTRIBUTE', rule: '601.2d', title: `Divide ${total} this way`,
        fields: targets.map((id, i) => ({ key: `amount:${i}`, label: nameOf(id), kind: 'number' as const, min: eachAtLeast, max: total, initial: Math.floor(total / targets.length) + (i < total % targets.length ? 1 : 0) })),
        build: (v) => ({ type: 'DISTRIBUTE', player, amounts: targets.map((_, i) => count(v, `amount:${i}`)) }),
      });
      break;
    }
    default:
      break;
  }
  // CR 601.2f: the order of two or more cost reductions matters; it may be named at any step until the cost locks.
  if ((prompt.events as readonly string[]).includes('ORDER_REDUCTIONS') && reductions.length >= 2) {
    forms.push({
      event: 'ORDER_REDUCTIONS', rule: '601.2f', title: 'Apply the reductions in this order',
      fields: [{ key: 'order', label: 'click the reductions in the order they apply', kind: 'order', options: reductions.map((id) => ({ value: id, label: nameOf(id) })), initial: [...reductions] }],
      build: (v) => ({ type: 'ORDER_REDUCTIONS', player, order: [...strings(v, 'order')] }),
    });
  }
  return forms;
}

/** CR 603.3b: the order a player puts their triggered abilities on the stack (the last named ends on top). */
export function triggerOrderForm(ask: Extract<RoundAsk, { event: 'ORDER_TRIGGERS' }>, nameOf: NameOf): ChoiceForm {
  const options = ask.triggers.map((t, i) => ({ value: String(i), label: `${nameOf(t.source)}: ${t.text}` }));
  return {
    event: 'ORDER_TRIGGERS', rule: '603.3b', title: 'Put them on the stack in this order',
    fields: [{ key: 'order', label: 'click the triggered abilities in the order they go on the stack (the last ends on top)', kind: 'order', options, initial: options.map((o) => o.value) }],
    build: (v) => ({ type: 'ORDER_TRIGGERS', player: ask.player, order: strings(v, 'order').map(Number) }),
  };
}
