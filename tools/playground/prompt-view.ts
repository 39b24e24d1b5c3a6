/**
 * What the current step asks, as controls: the legal options from `promptOf` as buttons for
 * targets, modes, X, mana and payment, and as forms (forms.ts) for splice, the alternative and
 * optional costs, hybrid and Phyrexian payments, the division, the order of cost reductions and
 * of triggered abilities; and for every step —
 * a new one included — its options as data and an editor for each event it accepts, filled
 * in with the player who may send it. Nothing here judges an event: the engine does.
 */
import type { CastEventInput } from '../../src/events/schema.js';
import type { Prompt } from '../../machines/prompt.js';
import type { Refusal } from '../../src/core/refusal.js';
import type { Asking } from './model.js';
import { h, type Child } from './dom.js';
import { formsOf, initialValues, triggerOrderForm, type ChoiceForm } from './forms.js';

export type Submit = (event: CastEventInput) => void;

/** The name of an object or player by its id, for button labels. */
export type NameOf = (id: string) => string;

const button = (label: string, event: CastEventInput, submit: Submit, extra: Record<string, string> = {}) =>
  h('button', { type: 'button', class: 'option', 'data-event': event.type, ...extra, onclick: () => submit(event) }, label);

/** The quick controls of the steps whose options say plainly what to send. */
function quickControls(prompt: Prompt, submit: Submit, nameOf: NameOf): Child[] {
  const player = prompt.player;
  if (player === null) return [];
  const options = prompt.options as Record<string, unknown>;
  if (prompt.step === 'targets' && Array.isArray(options.words)) {
    const words = options.words as { text: string; min: number; max: number | null; legal: string[] }[];
    const chosen: string[][] = words.map(() => []);
    const send = h('button', { type: 'button', class: 'send', 'data-event': 'CHOOSE_TARGETS', onclick: () => submit({ type: 'CHOOSE_TARGETS', player, targets: chosen }) }, 'Choose these targets');
    return [
      ...words.map((word, i) =>
        h('div', { class: 'word' }, h('div', {}, `${word.text} (${word.min}${word.max === word.min ? '' : `–${word.max ?? 'any'}`})`),
          ...word.legal.map((id) => {
            const b = h('button', { type: 'button', class: 'option target', 'data-target': id, 'aria-pressed': 'false' }, nameOf(id));
            b.addEventListener('click', () => {
              const at = chosen[i]!.indexOf(id);
              if (at >= 0) chosen[i]!.splice(at, 1);
              else chosen[i]!.push(id);
              b.setAttribute('aria-pressed', String(at < 0));
            });
            return b;
          }))),
      send,
    ];
  }
  if (prompt.step === 'modes' && Array.isArray(options.modes)) {
    const modes = options.modes as { index: number; text: string; targetable: boolean }[];
    const chosen = new Set<number>();
    return [
      ...modes.map((mode) => {
        const box = h('input', { type: 'checkbox', 'data-mode': String(mode.index) });
        box.addEventListener('change', () => (box.checked ? chosen.add(mode.index) : chosen.delete(mode.index)));
        return h('label', { class: `mode${mode.targetable ? '' : ' untargetable'}` }, box, ` ${mode.index}: ${mode.text}${mode.targetable ? '' : ' (no legal target now)'}`);
      }),
      h('button', { type: 'button', class: 'send', 'data-event': 'CHOOSE_MODES', onclick: () => submit({ type: 'CHOOSE_MODES', player, modes: [...chosen].sort((a, b) => a - b) }) }, `Choose ${options.min === options.max ? options.min : `${options.min}–${options.max}`} modes`),
    ];
  }
  if (prompt.step === 'x') {
    const input = h('input', { type: 'number', min: String(options.min ?? 0), value: String(options.payableUpTo ?? options.min ?? 0), class: 'x' });
    return [h('div', {}, `X from ${options.min} to ${options.max}; payable up to ${options.payableUpTo ?? 'none'}`), input, h('button', { type: 'button', class: 'send', 'data-event': 'ANNOUNCE_X', onclick: () => submit({ type: 'ANNOUNCE_X', player, x: Number(input.value) }) }, 'Announce X')];
  }
  if ((prompt.step === 'mana' || prompt.step === 'pay') && Array.isArray(options.manaAbilities)) {
    const abilities = options.manaAbilities as { source: string; ability: number; types: string[]; amount: number }[];
    return [
      h('div', {}, `Locked cost: ${String(options.mana)}${options.life ? `, ${String(options.life)} life` : ''}${options.payable === false ? ' — auto payment finds no way to pay it' : ''}`),
      ...abilities.map((a) => button(`Tap ${nameOf(a.source)} for ${a.types.join('/')}${a.amount > 1 ? ` ×${a.amount}` : ''}`, { type: 'ACTIVATE_MANA', player, source: a.source, ability: a.ability }, submit, { 'data-source': a.source })),
      (prompt.events as readonly string[]).includes('PAY') ? button('Pay (auto)', { type: 'PAY', player, mana: 'auto' }, submit, { class: 'send pay-auto' }) : null,
    ];
  }
  return [];
}

/** A form's controls (forms.ts): a list for one option, boxes for many, buttons clicked in order, number boxes; and its send button. */
function formView(form: ChoiceForm, submit: Submit): HTMLElement {
  const values: Record<string, readonly string[] | number> = initialValues(form);
  const fields = form.fields.map((field) => {
    const label = h('div', { class: 'field-label' }, field.label);
    if (field.kind === 'number') {
      const input = h('input', { type: 'number', min: String(field.min), max: String(field.max), value: String(field.initial), 'data-field': field.key });
      input.addEventListener('input', () => (values[field.key] = Number(input.value)));
      return h('label', { class: 'field' }, label, input);
    }
    if (field.kind === 'one') {
      const select = h('select', { 'data-field': field.key }, ...field.options.map((o) => h('option', { value: o.value, selected: field.initial.includes(o.value) }, o.label)));
      select.addEventListener('change', () => (values[field.key] = [select.value]));
      return h('label', { class: 'field' }, label, select);
    }
    if (field.kind === 'many') {
      const chosen = new Set(field.initial);
      return h('div', { class: 'field' }, label, ...field.options.map((o) => {
        const box = h('input', { type: 'checkbox', 'data-field': field.key, 'data-value': o.value, checked: chosen.has(o.value) });
        box.addEventListener('change', () => {
          if (box.checked) chosen.add(o.value);
          else chosen.delete(o.value);
          values[field.key] = field.options.map((x) => x.value).filter((v) => chosen.has(v));
        });
        return h('label', { class: 'option-box' }, box, ` ${o.label}`);
      }));
    }
    // An order: each click moves the option to the end, so clicking them all in turn gives the order clicked.
    const shown = h('div', { class: 'order', 'data-order': field.key });
    const labelOf = new Map(field.options.map((o) => [o.value, o.label]));
    const show = () => shown.replaceChildren(`order: ${(values[field.key] as readonly string[]).map((v) => labelOf.get(v) ?? v).join(' → ')}`);
    show();
    return h('div', { class: 'field' }, label, ...field.options.map((o) => h('button', { type: 'button', class: 'option order-item', 'data-field': field.key, 'data-value': o.value, onclick: () => {
      values[field.key] = [...(values[field.key] as readonly string[]).filter((v) => v !== o.value), o.value];
      show();
    } }, o.label)), shown);
  });
  return h('div', { class: 'form', 'data-form': form.event },
    h('div', { class: 'form-title' }, h('span', { class: 'rule' }, form.rule), ` ${form.title}`),
    ...fields,
    h('button', { type: 'button', class: 'send', 'data-event': form.event, onclick: () => submit(form.build(values)) }, `${form.title} (${form.event})`));
}

/** An editor for each event the step accepts (and CANCEL), filled in with its type and player. */
function eventEditors(events: readonly string[], player: string | null, submit: Submit): HTMLElement {
  return h('details', { class: 'editors' }, h('summary', {}, 'Send any event (JSON)'),
    ...events.map((type) => {
      const area = h('textarea', { rows: '3', spellcheck: 'false', 'data-editor': type });
      area.value = JSON.stringify(player ? { type, player } : { type });
      return h('div', { class: 'editor' }, area, h('button', { type: 'button', onclick: () => {
        let event: unknown;
        try {
          event = JSON.parse(area.value);
        } catch (error) {
          area.setCustomValidity(String(error));
          area.reportValidity();
          return;
        }
        submit(event as CastEventInput);
      } }, `Send ${type}`));
    }));
}

/** The panel: the step, who is asked, the quick controls, the options as data, the editors. */
export function promptView(asking: Asking, submit: Submit, nameOf: NameOf): HTMLElement {
  const { prompt, mayDo, round } = asking;
  if (!prompt && round) {
    // CR 117.5, 603.3b, 603.3d: the session is putting triggered abilities on the stack; nobody holds priority.
    return h('div', { class: 'prompt', 'data-step': 'round' },
      h('h3', {}, h('span', { class: 'rule' }, round.event === 'ORDER_TRIGGERS' ? '603.3b' : '603.3d'), ` ${round.player} ${round.event === 'ORDER_TRIGGERS' ? 'orders their triggered abilities' : `chooses the targets of ${nameOf(round.ability)}`}`),
      round.event === 'ORDER_TRIGGERS' ? h('div', { class: 'options' }, formView(triggerOrderForm(round, nameOf), submit)) : null,
      eventEditors([round.event], round.player, submit));
  }
  if (!prompt) {
    if (!mayDo || mayDo.player === null) return h('div', { class: 'prompt' }, h('p', {}, mayDo?.reason ? `${mayDo.reason.rule}: ${mayDo.reason.message}` : 'No player holds priority.'));
    const player = mayDo.player;
    const refusalText = (refusal: Refusal) => `${refusal.rule} ${refusal.code}: ${refusal.message}`;
    const casts = mayDo.casts.map((c) => button(`Cast ${c.name}${c.event.face === 1 ? ' (second face)' : ''}${c.event.fuse ? ' (fused)' : ''}${c.zone === 'hand' ? '' : ` from ${c.zone}`}${c.payable ? '' : ' — no way to pay it now'}`, c.event, submit, { 'data-card': c.event.card }));
    const activations = mayDo.activations.map((a) => button(`Activate ${a.name}: ${a.text}${a.refusal ? ` — ${refusalText(a.refusal)}` : ''}`, a.event, submit, { 'data-source': a.event.source }));
    const mana = mayDo.manaAbilities.filter((m) => m.refusal === null).map((m) => button(`Tap ${nameOf(m.event.source)} for ${m.produces.join('/')}`, m.event, submit, { 'data-source': m.event.source }));
    return h('div', { class: 'prompt' },
      h('h3', {}, h('span', { class: 'rule' }, '117.1'), ` ${player} holds priority: what they may do now`),
      h('div', { class: 'options may-do' }, ...(casts.length + activations.length > 0 ? [...casts, ...activations] : ['nothing they could cast or activate now'])),
      mana.length > 0 ? h('div', { class: 'options mana-abilities' }, h('div', {}, 'Mana abilities (CR 605.3a: they resolve at once, the mana stays in the pool):'), ...mana) : null,
      mayDo.barred.length > 0 ? h('details', { class: 'barred' }, h('summary', {}, `not now (${mayDo.barred.length})`), h('ul', {}, ...mayDo.barred.map((b) => h('li', {}, `${b.name}: ${refusalText(b.refusal)}`)))) : null,
      eventEditors(['CAST', 'ACTIVATE', 'ACTIVATE_MANA'], player, submit));
  }
  const events = prompt.step === 'done' ? [] : [...prompt.events, ...(prompt.events.includes('CANCEL' as never) ? [] : ['CANCEL'])];
  return h('div', { class: 'prompt', 'data-step': prompt.step },
    h('h3', {}, h('span', { class: 'rule' }, prompt.rule), ` ${prompt.title}`),
    h('div', { class: 'asked' }, `step “${prompt.step}” asks ${prompt.player ?? 'no one'} for ${prompt.events.length > 0 ? prompt.events.join(' or ') : 'nothing'}`),
    h('div', { class: 'options' }, ...quickControls(prompt, submit, nameOf), ...formsOf(prompt, nameOf, asking.reductions).map((form) => formView(form, submit))),
    prompt.player ? button('Cancel the cast', { type: 'CANCEL', player: prompt.player }, submit, { class: 'option cancel' }) : null,
    h('details', { class: 'raw-options' }, h('summary', {}, 'options (from promptOf)'), h('pre', {}, JSON.stringify(prompt.options, null, 2))),
    eventEditors(events, prompt.player, submit));
}
