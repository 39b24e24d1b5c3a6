/**
 * Issue 13: mana abilities that do more than add mana (CR 605.3b: painlands' damage, CR
 * 120.3a), activated-ability costs and trigger conditions compiled from real cards
 * (test/fixtures/oracle-costs-triggers.json, copied from the corpus). Each compiled card
 * equals a definition checked by hand, and works in the engine in every step it touches.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import { cardSchema, type CardInput } from '../src/cards/schema.js';
import { activateManaAbilityPaying } from '../src/mana-abilities/activate-mana.js';
import { compileCard, type CompileResult } from '../tools/importer/compile.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { accept, ctx, outcome, player } from './cast-helpers.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/oracle-costs-triggers.json', import.meta.url), 'utf8')) as { name: string }[];
const compiled = new Map(fixture.map((card) => [card.name, compileCard(card)] as const));
const result = (name: string): CompileResult => compiled.get(name) ?? (() => { throw new Error(`${name} is not in the fixture`); })();
const definition = (card: unknown) => JSON.parse(JSON.stringify(cardSchema.parse(card), (key, value: unknown) => (key === 'text' ? undefined : value)));
const expectCompiled = (name: string, expected: Omit<CardInput, 'name'>) => {
  const r = result(name);
  expect(r.status, JSON.stringify(r.gaps)).toBe('complete');
  expect(definition(r.card)).toEqual(definition({ name, ...expected }));
};
const library = (...names: string[]) => createCardLibrary(names.map((n) => result(n).card) as CardInput[], BUILT_IN_CARDS);
const tap = [{ kind: 'tapSelf' }] as const;

describe('CR 605.3b: what a mana ability does besides adding mana', () => {
  it('605.3b, 120.3a: "~ deals 1 damage to you" after the mana is compiled into damageToController (Caves of Koilos, Elves of Deep Shadow, Tarnished Citadel)', () => {
    expectCompiled('Caves of Koilos', {
      types: ['Land'],
      manaAbilities: [
        { cost: [...tap], produces: { types: ['C'] } },
        { cost: [...tap], produces: { types: ['W', 'B'] }, damageToController: 1 },
      ],
    });
    expect(result('Elves of Deep Shadow').card).toMatchObject({ manaAbilities: [{ produces: { types: ['B'] }, damageToController: 1 }] });
    expect(result('Tarnished Citadel').card).toMatchObject({ manaAbilities: [{}, { produces: { types: ['W', 'U', 'B', 'R', 'G'] }, damageToController: 3 }] });
  });

  it('605.3b: "~ doesn\'t untap during your next untap step" is kept as text, which no cast reads (Cloudcrest Lake)', () => {
    expectCompiled('Cloudcrest Lake', {
      types: ['Land'],
      manaAbilities: [
        { cost: [...tap], produces: { types: ['C'] } },
        { cost: [...tap], produces: { types: ['W', 'U'] }, otherEffect: "~ doesn't untap during your next untap step." },
      ],
    });
  });

  it('120.3a: activating a painland\'s coloured ability adds the mana and its controller loses 1 life; its {C} ability costs no life', () => {
    const cards = library('Caves of Koilos');
    const game = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Caves of Koilos', id: 'caves', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    const white = activateManaAbilityPaying(game, cards, 'alice', 'caves', 1, 'W');
    expect(white.ok && [player(white.value.game, 'alice').life, player(white.value.game, 'alice').manaPool.map((u) => u.type)]).toEqual([19, ['W']]);
    const colorless = activateManaAbilityPaying(game, cards, 'alice', 'caves', 0);
    expect(colorless.ok && player(colorless.value.game, 'alice').life).toBe(20);
  });

  it('601.2g, 733.1: a painland activated while casting deals its damage, and a reversed cast gives the life back with the mana', () => {
    const cards = library('Caves of Koilos');
    const game = gameOf({ players: [{ id: 'alice', hand: ['Blessed Reversal'] }, { id: 'bob' }], battlefield: [{ card: 'Caves of Koilos', id: 'caves', controller: 'alice' }, { card: 'Plains', id: 'plains', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'blessed-reversal' });
    accept(actor, { type: 'ACTIVATE_MANA', player: 'alice', source: 'caves', ability: 1, mana: 'W' });
    expect(player(ctx(actor).game, 'alice').life).toBe(19);
    accept(actor, { type: 'CANCEL', player: 'alice' });
    expect(outcome(actor)).toBe('illegal');
    expect(player(ctx(actor).game, 'alice').life).toBe(20);
  });

  it('601.2h: auto payment prefers mana that costs no life: a {1}{W} spell is paid with the Plains and the painland\'s {C}', () => {
    const cards = library('Caves of Koilos');
    const game = gameOf({ players: [{ id: 'alice', hand: ['Blessed Reversal'] }, { id: 'bob' }], battlefield: [{ card: 'Caves of Koilos', id: 'caves', controller: 'alice' }, { card: 'Plains', id: 'plains', controller: 'alice' }], turn: ALICE_MAIN }, cards);
    const actor = castActor(game, cards);
    accept(actor, { type: 'CAST', player: 'alice', card: 'blessed-reversal' });
    accept(actor, { type: 'PAY', player: 'alice' });
    expect(outcome(actor)).toBe('cast');
    expect(player(ctx(actor).game, 'alice').life).toBe(20);
  });
});
