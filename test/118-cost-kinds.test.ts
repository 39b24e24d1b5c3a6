/**
 * CR 118: the table of cost kinds (src/cards/cost-kinds.ts) is where each kind of cost part
 * is read, checked and paid; what other modules derive from it: the words a part reads as,
 * the PAY event's fields, and what a cost does to its own source.
 */
import { describe, expect, it } from 'vitest';
import { CHOSEN_PART_KINDS, COST_KINDS } from '../src/cards/cost-kinds.js';
import { describeCostPart, splitCostParts, usesOfSource, withX } from '../src/cards/cost-parts.js';
import { costPart, variableCostPart, type CostPart, type CostPartInput } from '../src/cards/cost-schema.js';
import { castEventSchemas } from '../src/events/schema.js';
import { findPermanent } from '../src/game/queries.js';
import { ALICE_MAIN, gameOf } from './helpers.js';

/** One part of every kind, with the words it reads as; the type makes a new kind need an example here. */
const EXAMPLES: { readonly [TKind in CostPart['kind']]: readonly [Extract<CostPartInput, { kind: TKind }>, string] } = {
  mana: [{ kind: 'mana', mana: '{2}{U}' }, '{2}{U}'],
  life: [{ kind: 'life', amount: 2 }, 'pay 2 life'],
  tapSelf: [{ kind: 'tapSelf' }, '{T}'],
  untapSelf: [{ kind: 'untapSelf' }, '{Q}'],
  sacrificeSelf: [{ kind: 'sacrificeSelf' }, 'sacrifice it'],
  returnSelf: [{ kind: 'returnSelf' }, "return it to its owner's hand"],
  exileSelf: [{ kind: 'exileSelf' }, 'exile it'],
  discardSelf: [{ kind: 'discardSelf' }, 'discard it'],
  counters: [{ kind: 'counters', action: 'put', counter: '-0/-1', count: 1 }, 'put 1 -0/-1 counter(s)'],
  energy: [{ kind: 'energy', amount: 2 }, 'pay {E}{E}'],
  mill: [{ kind: 'mill', count: 2 }, 'mill 2'],
  sacrifice: [{ kind: 'sacrifice', what: { types: ['Creature'] } }, 'sacrifice a creature'],
  discard: [{ kind: 'discard', what: {}, count: 2 }, 'discard two cards'],
  exile: [{ kind: 'exile', from: 'hand', what: { colors: ['U'] } }, 'exile a blue card from your hand'],
  return: [{ kind: 'return', what: { types: ['Land'] } }, "return a land you control to its owner's hand"],
  tap: [{ kind: 'tap', what: { types: ['Creature'] } }, 'tap a creature'],
  untap: [{ kind: 'untap', what: { types: ['Artifact'] } }, 'untap an artifact'],
  removeCounters: [{ kind: 'removeCounters', counter: '+1/+1', count: 1, what: { types: ['Creature'] } }, 'remove a +1/+1 counter from a creature you control'],
  tapPower: [{ kind: 'tapPower', power: 3 }, 'tap untapped creatures you control with total power 3 or more'],
};

const parse = (input: CostPartInput): CostPart => costPart.parse(input);

describe('118: the table of cost kinds', () => {
  it('118: every kind of cost part reads in words, as the table says', () => {
    expect(Object.keys(COST_KINDS)).toEqual(Object.keys(EXAMPLES));
    for (const [input, words] of Object.values(EXAMPLES)) expect(describeCostPart(parse(input))).toBe(words);
  });

  it('601.2h: the PAY event has one field for each kind of part paid with objects the player chooses, in the card format\'s order', () => {
    expect(CHOSEN_PART_KINDS).toEqual(['sacrifice', 'discard', 'exile', 'return', 'tap', 'untap', 'removeCounters', 'tapPower']);
    expect(Object.keys(castEventSchemas.PAY.shape)).toEqual(['type', 'player', 'mana', ...CHOSEN_PART_KINDS, 'convoke', 'improvise', 'delve']);
  });

  it('107.3, 601.2b: the X announced is written into the parts that count X; a part without one is the definition\'s own, not a copy', () => {
    const sacrificeX = variableCostPart.parse({ kind: 'sacrifice', count: 'X', what: { types: ['Land'] } });
    const lifeX = variableCostPart.parse({ kind: 'life', amount: 'X' });
    expect(withX(sacrificeX, 3)).toEqual({ ...sacrificeX, count: 3 });
    expect(withX(lifeX, 0)).toEqual({ ...lifeX, amount: 0 });
    // What is kept by a part (its candidates, cost-parts.ts candidatesKey) is found again for each proposal.
    for (const fixed of [{ kind: 'sacrifice', what: { types: ['Creature'] } }, { kind: 'discard', what: {}, count: 2 }, { kind: 'life', amount: 2 }, { kind: 'exile', from: 'graveyard', what: {}, count: 1 }, { kind: 'tapSelf' }] as const) {
      const part = variableCostPart.parse(fixed);
      expect(withX(part, 5)).toBe(part);
    }
  });

  it('118.1: a cost splits into its mana, its life and the actions the player takes, in printed order', () => {
    const parts = [EXAMPLES.sacrifice[0], EXAMPLES.mana[0], EXAMPLES.life[0], EXAMPLES.tapSelf[0], EXAMPLES.life[0], EXAMPLES.mill[0]].map(parse);
    const split = splitCostParts(parts);
    expect(split.life).toBe(4);
    expect(split.symbols.map((s) => s.kind)).toEqual(['generic', 'colored']);
    expect(split.actions.map((p) => p.kind)).toEqual(['sacrifice', 'tapSelf', 'mill']);
  });

  it("601.2g–h: what a cost does to its own source: {T} taps it, {Q} untaps it, sacrificing, exiling or discarding it makes it leave, counters wear it; mill and life leave it alone", () => {
    const uses = (...kinds: (keyof typeof EXAMPLES)[]) => [...usesOfSource(kinds.map((k) => parse(EXAMPLES[k][0])))].sort();
    expect(uses('tapSelf')).toEqual(['tap']);
    expect(uses('untapSelf')).toEqual(['untap']);
    expect(uses('sacrificeSelf', 'returnSelf')).toEqual(['leave']);
    expect(uses('exileSelf', 'discardSelf')).toEqual(['leave']);
    expect(uses('counters')).toEqual(['wear']);
    expect(uses('mill', 'life', 'mana')).toEqual([]);
    // A chosen object is not the source: sacrificing "a creature" says nothing about the source.
    expect(uses('sacrifice', 'tap')).toEqual([]);
  });

  it('400.7, 406: a cost that exiles its own permanent takes it off the battlefield to exile, a new plain card there', () => {
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Grizzly Bears', controller: 'alice', id: 'bears', tapped: true, counters: { '+1/+1': 2 } }, { card: 'Forest', controller: 'alice', id: 'forest' }], turn: ALICE_MAIN });
    const { game: paid, journal } = COST_KINDS.exileSelf.pay(game, 'alice', { zone: 'battlefield', permanent: findPermanent(game, 'bears')! });
    expect(journal).toEqual([]);
    expect(paid.battlefield.map((p) => p.id)).toEqual(['forest']);
    // A plain card: no tap, no counters (a game whose ids are names keeps the id, ENGINE_ID).
    expect(paid.exile).toEqual([{ id: 'bears', card: 'Grizzly Bears', owner: 'alice' }]);
  });
});
