/**
 * What the step a pending run waits at asks, in words: the event, who may send it, and its
 * legal options as `promptOf` computed them (or as the session's round of triggered abilities
 * asks, CR 117.5, 603.3). Nothing here judges a choice: it only reads the prompt.
 */
import type { Prompt } from '../machines/prompt.js';
import type { RoundAsk } from '../src/casting/stack-triggers.js';
import type { NameOf } from './transcript-names.js';

const list = (items: readonly string[]): string => (items.length > 0 ? items.join(', ') : 'none');

/** The options of a waiting step, one line each. */
function optionLines(prompt: Prompt, nameOf: NameOf): string[] {
  switch (prompt.step) {
    case 'begin':
      return 'castable' in prompt.options ? [`castable: ${list(prompt.options.castable.map((c) => nameOf(c.card)))}`] : [`activatable: ${list(prompt.options.activatable.map((a) => `${nameOf(a.source)}'s ability ${a.ability}`))}`];
    case 'modes': {
      const { min, max, chooser, modes } = prompt.options;
      return [`${chooser} chooses ${min === max ? min : `${min}–${max}`} of: ${modes.map((m) => `${m.index} (${m.text})${m.targetable ? '' : ' [no legal target now]'}`).join('; ')}`];
    }
    case 'splice':
      return [`may splice: ${list(prompt.options.cards.map((c) => `${nameOf(c.card)} for ${c.cost.join(', ')}`))}`];
    case 'costs': {
      const { alternatives, fixedAlternative, optional, offering } = prompt.options;
      return [
        fixedAlternative ? `alternative cost fixed: ${fixedAlternative}` : `alternative costs: the mana cost, ${list(alternatives.map((a) => `${a.name} (${a.cost.join(', ')})`))}`,
        `optional costs: ${list(optional.map((o) => `${o.name} (${o.cost.join(', ')})${o.max === 1 ? '' : ` up to ${o.max ?? 'any number of'} times`}`))}`,
        ...(offering ? [`offering: may sacrifice ${list(offering.map(nameOf))}`] : []),
      ];
    }
    case 'x': {
      const { min, max, payableUpTo } = prompt.options;
      return [`X from ${min} to ${max}; payable now up to ${payableUpTo ?? 'none'}`];
    }
    case 'hybrid':
    case 'phyrexian':
      return prompt.options.symbols.map((s, i) => `symbol ${i} ${s.symbol}: ${list(s.options)}; payable: ${list(s.payable)}`);
    case 'targets':
      return prompt.options.words.map((w) => `${w.text} (${w.count}): ${list(w.legal.map(nameOf))}`);
    case 'divide':
      return [`divide ${prompt.options.total} among ${list(prompt.options.targets.map(nameOf))}, each at least ${prompt.options.eachAtLeast}`];
    case 'mana':
    case 'pay': {
      const o = prompt.options;
      return [
        `locked cost ${o.mana}${o.life > 0 ? `, ${o.life} life` : ''}; pool ${o.pool.map((u) => `{${u.type}}`).join('') || 'empty'}; auto payment ${o.payable ? 'finds a way to pay' : 'finds no way to pay'}`,
        ...(o.manaAbilities.length > 0 ? [`mana abilities: ${o.manaAbilities.map((a) => `${nameOf(a.source)} (${a.types.join('/')}${a.amount > 1 ? ` ×${a.amount}` : ''})`).join(', ')}`] : []),
        ...o.actions.map((a) => `${a.part}: ${list(a.candidates.map(nameOf))}`),
        ...(['convoke', 'improvise', 'delve'] as const).flatMap((k) => (o[k].length > 0 ? [`${k}: ${list(o[k].map(nameOf))}`] : [])),
      ];
    }
    case 'done':
      return [];
  }
}

/** `waiting at:` and what the step asks: its events, who sends them, and its legal options. */
export function askLines(prompt: Prompt | null, round: RoundAsk | null, nameOf: NameOf): string[] {
  if (prompt && prompt.step !== 'done') {
    const events = prompt.events.length > 0 ? prompt.events.join(' or ') : 'nothing';
    return [`waits for: ${events} from ${prompt.player ?? 'no one'}`, ...optionLines(prompt, nameOf).map((line) => `  ${line}`)];
  }
  if (round?.event === 'ORDER_TRIGGERS') {
    return [`waits for: ORDER_TRIGGERS from ${round.player}`, ...round.triggers.map((t, i) => `  ${i}: ${nameOf(t.source)}'s trigger (${t.on}): ${t.text}`)];
  }
  if (round?.event === 'CHOOSE_TARGETS') return [`waits for: CHOOSE_TARGETS from ${round.player} for ${nameOf(round.ability)}`];
  return [];
}
