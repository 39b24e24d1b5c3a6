/**
 * CR 602.2b, 605, 601.2g–h, 118.3, 302.6, 733.1: mana abilities whose cost taps another
 * permanent the player chooses — Springleaf Drum and Loam Dryad ("{T}, Tap an untapped
 * creature you control: Add one mana of any color.") and Seton, Krosan Protector ("Tap an
 * untapped Druid you control: Add {G}.").
 */
import { describe, it, expect } from 'vitest';
import { createActor } from 'xstate';
import { activateManaAbilityPaying } from '../src/mana-abilities/activate-mana.js';
import { abilitySources } from '../src/mana-abilities/mana-abilities.js';
import { paymentOptions } from '../src/casting/options.js';
import { legalActions } from '../src/activation/legal-actions.js';
import { createCardLibrary } from '../src/cards/library.js';
import type { GameState } from '../src/game/state.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { sendToSession, sessionMachine } from '../machines/session.js';
import { castingMachine } from '../machines/casting.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';
import { ALICE, BOB, accept, canPayLocked, castToMana as castToManaWith, ctx, locked, outcome, permanent, player, refuse, runActivation, where } from './cast-helpers.js';

const cards = libraryWith(
  { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2, text: 'A bear.' },
  { name: 'Test Druid', manaCost: '{G}', types: ['Creature'], subtypes: ['Human', 'Druid'], power: 1, toughness: 1, text: 'A druid.' },
  { name: 'Test Wall', manaCost: '{1}', types: ['Artifact'], text: 'An artifact, not a creature.' },
  { name: 'Test Sky Charm', manaCost: '{U}', types: ['Instant'], text: 'A {U} instant.' },
  { name: 'Test Esper Charm', manaCost: '{W}{U}{B}', types: ['Instant'], text: 'A {W}{U}{B} instant.' },
  { name: 'Test Twin Charm', manaCost: '{U}{U}', types: ['Instant'], text: 'A {U}{U} instant.' },
  { name: 'Test Convoke Charm', manaCost: '{U}{W}', types: ['Instant'], keywords: ['convoke'], text: 'A {U}{W} instant with convoke.' },
  { name: 'Test Five Charm', manaCost: '{4}{U}', types: ['Instant'], text: 'A {4}{U} instant.' },
  { name: 'Test Six Charm', manaCost: '{5}{U}', types: ['Instant'], text: 'A {5}{U} instant.' },
  { name: 'Test Green Charm', manaCost: '{G}{G}{G}', types: ['Instant'], text: 'A {G}{G}{G} instant.' },
  { name: 'Test Five Greens', manaCost: '{G}{G}{G}{G}{G}', types: ['Instant'], text: 'A {G}{G}{G}{G}{G} instant.' },
  { name: 'Test Six Greens', manaCost: '{G}{G}{G}{G}{G}{G}', types: ['Instant'], text: 'A {G}{G}{G}{G}{G}{G} instant.' },
  ...Object.entries({ Hundred: '{99}{G}', 'Hundred and One': '{100}{G}', Thirty: '{29}{G}', 'Thirty-One': '{30}{G}' }).map(([name, manaCost]) => ({ name: `Test ${name}`, manaCost, types: ['Instant' as const], text: `A ${manaCost} instant.` })),
  {
    name: 'Test Grove Tender',
    manaCost: '{G}',
    types: ['Creature'],
    subtypes: ['Druid'],
    power: 1,
    toughness: 1,
    manaAbilities: [{ cost: [{ kind: 'tap', what: { subtypes: ['Druid'] } }], produces: { types: ['G'] } }],
    text: 'Tap an untapped Druid you control: Add {G}.',
  },
  {
    name: 'Test Bellows',
    manaCost: '{2}',
    types: ['Artifact'],
    manaAbilities: [{ cost: [{ kind: 'mana', mana: '{1}' }, { kind: 'tap', what: { types: ['Creature'] } }], produces: { mana: '{C}{C}' } }],
    text: '{1}, Tap an untapped creature you control: Add {C}{C}.',
  },
  {
    name: 'Test Tapper',
    manaCost: '{G}',
    types: ['Creature'],
    subtypes: ['Elf'],
    power: 1,
    toughness: 1,
    abilities: [{ cost: [{ kind: 'mana', mana: '{1}' }, { kind: 'tapSelf' }], text: '{1}, {T}: Scry 1.' }],
    text: '{1}, {T}: Scry 1.',
  },
);

const game = (spec: Omit<GameSpecInput, 'turn'>): GameState => gameOf({ turn: ALICE_MAIN, ...spec }, cards);
const alice = (extra: object = {}) => [{ id: ALICE, ...extra }, { id: BOB }];
const on = (card: string, extra: object = {}) => ({ card, controller: ALICE, ...extra });
const pool = (g: GameState) => player(g, ALICE).manaPool.map((u) => u.type).join('');
const tapped = (g: GameState) => g.battlefield.filter((p) => p.tapped).map((p) => p.id).sort();

const castToMana = (g: GameState, card: string) => castToManaWith(g, cards, card);
const canPay = (actor: ReturnType<typeof castToMana>) => canPayLocked(actor, cards);

describe('CR 602.2b: the player names the creature the cost taps', () => {
  it('602.2b: Springleaf Drum taps itself and the creature named, and adds the colour chosen', () => {
    const g = game({ players: alice(), battlefield: [on('Springleaf Drum', { id: 'drum' }), on('Test Bear', { id: 'bear' }), on('Test Druid', { id: 'druid' })] });
    const made = activateManaAbilityPaying(g, cards, ALICE, 'drum', 0, 'U', undefined, ['druid']);
    expect(made.ok && pool(made.value.game)).toBe('U');
    expect(made.ok && tapped(made.value.game)).toEqual(['druid', 'drum']);
    expect(made.ok && made.value.activated[0]?.tapped).toEqual(['druid']);
  });

  it('302.6: a creature that came under its controller\'s control this turn may be tapped for the Drum (only its own {T} abilities wait)', () => {
    const g = game({ players: alice(), battlefield: [on('Springleaf Drum', { id: 'drum' }), on('Test Bear', { id: 'bear', summoningSick: true })] });
    const made = activateManaAbilityPaying(g, cards, ALICE, 'drum', 0, 'B', undefined, ['bear']);
    expect(made.ok && pool(made.value.game)).toBe('B');
    expect(made.ok && tapped(made.value.game)).toEqual(['bear', 'drum']);
  });

  it('302.6: a summoning-sick Loam Dryad can\'t use its own {T}, but a Drum may tap it', () => {
    const g = game({ players: alice(), battlefield: [on('Loam Dryad', { id: 'dryad', summoningSick: true }), on('Test Bear', { id: 'bear' }), on('Springleaf Drum', { id: 'drum' })] });
    const own = activateManaAbilityPaying(g, cards, ALICE, 'dryad', 0, 'G', undefined, ['bear']);
    expect(!own.ok && own.refusal.rule).toBe('302.6');
    const drum = activateManaAbilityPaying(g, cards, ALICE, 'drum', 0, 'G', undefined, ['dryad']);
    expect(drum.ok && tapped(drum.value.game)).toEqual(['drum', 'dryad']);
  });

  it('118.3: only an untapped creature the player controls may be named; each refusal leaves the game as it was', () => {
    const g = game({
      players: alice(),
      battlefield: [
        on('Springleaf Drum', { id: 'drum' }),
        on('Test Bear', { id: 'tired-bear', tapped: true }),
        on('Test Wall', { id: 'wall' }),
        { card: 'Test Bear', controller: BOB, id: 'bobs-bear' },
        on('Test Bear', { id: 'bear' }),
      ],
    });
    for (const named of [['tired-bear'], ['wall'], ['bobs-bear'], ['nothing']]) {
      const refused = activateManaAbilityPaying(g, cards, ALICE, 'drum', 0, 'G', undefined, named);
      expect(!refused.ok && refused.refusal).toMatchObject({ rule: '118.3', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
    }
    const two = activateManaAbilityPaying(g, cards, ALICE, 'drum', 0, 'G', undefined, ['bear', 'bear']);
    expect(!two.ok && two.refusal.rule).toBe('601.2h');
    const sick = game({ players: alice(), battlefield: [on('Springleaf Drum', { id: 'drum', summoningSick: true }), on('Test Bear', { id: 'bear' })] });
    // The Drum is an artifact: its own {T} is not restricted by 302.6.
    expect(activateManaAbilityPaying(sick, cards, ALICE, 'drum', 0, 'G').ok).toBe(true);
  });

  it('118.3: Loam Dryad can\'t tap itself for the creature its {T} already taps; with no other creature it can\'t be activated', () => {
    const g = game({ players: alice(), battlefield: [on('Loam Dryad', { id: 'dryad' })] });
    const self = activateManaAbilityPaying(g, cards, ALICE, 'dryad', 0, 'G', undefined, ['dryad']);
    expect(!self.ok && self.refusal.rule).toBe('118.3');
    const none = activateManaAbilityPaying(g, cards, ALICE, 'dryad', 0, 'G');
    expect(!none.ok && none.refusal).toMatchObject({ rule: '118.3', code: 'CANNOT_ACTIVATE_MANA_ABILITY' });
    expect(abilitySources(g, cards, ALICE)).toEqual([]);
  });

  it('602.2b: Seton has no {T}: it taps itself as the Druid, or another Druid, once per Druid', () => {
    const g = game({ players: alice(), battlefield: [on('Seton, Krosan Protector', { id: 'seton', summoningSick: true }), on('Test Druid', { id: 'druid' }), on('Test Bear', { id: 'bear' })] });
    const first = activateManaAbilityPaying(g, cards, ALICE, 'seton', 0, undefined, undefined, ['seton']);
    expect(first.ok && pool(first.value.game)).toBe('G');
    const second = first.ok ? activateManaAbilityPaying(first.value.game, cards, ALICE, 'seton', 0, undefined, undefined, ['druid']) : first;
    expect(second.ok && pool(second.value.game)).toBe('GG');
    const bear = second.ok ? activateManaAbilityPaying(second.value.game, cards, ALICE, 'seton', 0, undefined, undefined, ['bear']) : second;
    expect(!bear.ok && bear.refusal.rule).toBe('118.3');
  });

  it('602.2b: named nothing, the activation taps a creature that isn\'t a mana source itself', () => {
    const g = game({ players: alice(), battlefield: [on('Springleaf Drum', { id: 'drum' }), on('Llanowar Elves', { id: 'elves' }), on('Test Bear', { id: 'bear' })] });
    const made = activateManaAbilityPaying(g, cards, ALICE, 'drum', 0, 'W');
    expect(made.ok && tapped(made.value.game)).toEqual(['bear', 'drum']);
  });

  it('605.3: a card whose mana ability sacrifices a chosen object, or taps two, is refused at load with the path', () => {
    expect(() =>
      createCardLibrary([{ name: 'Bad Altar', types: ['Artifact'], manaAbilities: [{ cost: [{ kind: 'sacrifice', what: { types: ['Creature'] } }], produces: { mana: '{C}{C}' } }], text: 'x' }]),
    ).toThrow(/manaAbilities.*0.*cost.*0.*kind.*605\.3/s);
    expect(() =>
      createCardLibrary([{ name: 'Bad Drum', types: ['Artifact'], manaAbilities: [{ cost: [{ kind: 'tap', what: { types: ['Creature'] }, count: 2 }], produces: { mana: '{C}' } }], text: 'x' }]),
    ).toThrow(/manaAbilities.*0.*cost.*0.*count/s);
  });
});

describe('CR 601.2g–h: auto payment and the look-ahead with a Drum', () => {
  it('601.2h: a creature that is a mana source itself is used up either way: a Drum and Llanowar Elves make one mana, not two', () => {
    const g = game({ players: alice({ hand: [{ card: 'Test Twin Charm', id: 'twin' }] }), battlefield: [on('Springleaf Drum', { id: 'drum' }), on('Llanowar Elves', { id: 'elves' })] });
    const actor = castToMana(g, 'twin');
    expect(canPay(actor)).toBe(false);
    const sky = game({ players: alice({ hand: [{ card: 'Test Sky Charm', id: 'sky' }] }), battlefield: [on('Springleaf Drum', { id: 'drum' }), on('Llanowar Elves', { id: 'elves' })] });
    const paying = castToMana(sky, 'sky');
    expect(canPay(paying)).toBe(true);
    accept(paying, { type: 'PAY', player: ALICE });
    expect(outcome(paying)).toBe('cast');
    // The Drum tapped the Elves for {U}: both are tapped, nothing floats.
    expect(tapped(ctx(paying).game)).toEqual(['drum', 'elves']);
    expect(pool(ctx(paying).game)).toBe('');
  });

  it('601.2h: auto payment taps a creature nothing else needs, so the Elves still make their own mana', () => {
    const g = game({
      players: alice({ hand: [{ card: 'Test Bear', id: 'new-bear' }] }),
      battlefield: [on('Springleaf Drum', { id: 'drum' }), on('Llanowar Elves', { id: 'elves' }), on('Test Bear', { id: 'bear', summoningSick: true })],
    });
    const actor = castToMana(g, 'new-bear');
    expect(canPay(actor)).toBe(true);
    accept(actor, { type: 'PAY', player: ALICE });
    expect(outcome(actor)).toBe('cast');
    expect(tapped(ctx(actor).game)).toEqual(['bear', 'drum', 'elves']);
  });

  it('601.2h: with a Drum, Llanowar Elves and Birds of Paradise, {W}{U}{B} is two mana short of three: uncastable; {U}{U} taps the Elves for the Drum', () => {
    const board = [on('Springleaf Drum', { id: 'drum' }), on('Llanowar Elves', { id: 'elves' }), on('Birds of Paradise', { id: 'birds' })];
    const esper = castToMana(game({ players: alice({ hand: [{ card: 'Test Esper Charm', id: 'esper' }] }), battlefield: board }), 'esper');
    expect(canPay(esper)).toBe(false);
    const twin = castToMana(game({ players: alice({ hand: [{ card: 'Test Twin Charm', id: 'twin' }] }), battlefield: board }), 'twin');
    expect(canPay(twin)).toBe(true);
    accept(twin, { type: 'PAY', player: ALICE });
    expect(outcome(twin)).toBe('cast');
    expect(tapped(ctx(twin).game)).toEqual(['birds', 'drum', 'elves']);
  });

  it('702.51a, 602.2b: a creature tapped for the Drum can\'t also convoke', () => {
    const g = game({ players: alice({ hand: [{ card: 'Test Convoke Charm', id: 'convoke' }] }), battlefield: [on('Springleaf Drum', { id: 'drum' }), on('Test Bear', { id: 'bear' })] });
    const actor = castToMana(g, 'convoke');
    // The Bear pays one mana, by convoke or through the Drum: {U}{W} is one short.
    expect(canPay(actor)).toBe(false);
    const options = paymentOptions(ctx(actor).game, cards, ALICE, locked(actor), 'Test Convoke Charm');
    expect(options.manaAbilities).toEqual([{ source: 'drum', ability: 0, types: ['W', 'U', 'B', 'R', 'G'], amount: 1, mana: ['W', 'U', 'B', 'R', 'G'], tap: ['bear'] }]);
  });

  it('601.2g: ACTIVATE_MANA during the cast names the creature; a wrong one is refused with the rule and the cast waits', () => {
    const g = game({ players: alice({ hand: [{ card: 'Test Sky Charm', id: 'sky' }] }), battlefield: [on('Springleaf Drum', { id: 'drum' }), on('Test Bear', { id: 'bear' }), { card: 'Test Bear', controller: BOB, id: 'bobs-bear' }] });
    const actor = castToMana(g, 'sky');
    expect(refuse(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'drum', mana: 'U', tap: ['bobs-bear'] }).rule).toBe('118.3');
    expect(where(actor)).toBe('casting.activatingMana');
    accept(actor, { type: 'ACTIVATE_MANA', player: ALICE, source: 'drum', mana: 'U', tap: ['bear'] });
    expect(tapped(ctx(actor).game)).toEqual(['bear', 'drum']);
    accept(actor, { type: 'PAY', player: ALICE });
    expect(outcome(actor)).toBe('cast');
  });
});

describe('CR 733.1: reversal', () => {
  it('733.1: a cancelled cast untaps the Drum and the creature it tapped; with keepMana both stay tapped and the mana stays', () => {
    const g = game({ players: alice({ hand: [{ card: 'Test Twin Charm', id: 'twin' }] }), battlefield: [on('Springleaf Drum', { id: 'drum' }), on('Test Bear', { id: 'bear' }), on('Test Druid', { id: 'druid' })] });
    const reversed = castToMana(g, 'twin');
    accept(reversed, { type: 'ACTIVATE_MANA', player: ALICE, source: 'drum', mana: 'U', tap: ['druid'] });
    accept(reversed, { type: 'CANCEL', player: ALICE });
    expect(tapped(ctx(reversed).game)).toEqual([]);
    expect(pool(ctx(reversed).game)).toBe('');
    expect(permanent(ctx(reversed).game, 'druid').tapped).toBeFalsy();

    const kept = createActor(castingMachine, { input: { game: g, cards } }).start();
    accept(kept, { type: 'CAST', player: ALICE, card: 'twin' });
    accept(kept, { type: 'ACTIVATE_MANA', player: ALICE, source: 'drum', mana: 'U', tap: ['druid'] });
    accept(kept, { type: 'CANCEL', player: ALICE, keepMana: true });
    expect(tapped(ctx(kept).game)).toEqual(['druid', 'drum']);
    expect(pool(ctx(kept).game)).toBe('U');
  });
});

describe('CR 605.3a: with priority, outside a cast', () => {
  it('605.3a: the session activates the Drum with the creature named; a creature of the opponent is refused and nothing changes', () => {
    const g = game({ players: alice(), battlefield: [on('Springleaf Drum', { id: 'drum' }), on('Test Bear', { id: 'bear' }), { card: 'Test Bear', controller: BOB, id: 'bobs-bear' }] });
    const s = createActor(sessionMachine, { input: { game: g, cards } }).start();
    expect(sendToSession(s, { type: 'ACTIVATE_MANA', player: ALICE, source: 'drum', mana: 'R', tap: ['bobs-bear'] })).toMatchObject({ rule: '118.3' });
    expect(s.getSnapshot().context.game).toBe(g);
    expect(sendToSession(s, { type: 'ACTIVATE_MANA', player: ALICE, source: 'drum', mana: 'R', tap: ['bear'] })).toBeNull();
    expect(pool(s.getSnapshot().context.game)).toBe('R');
    expect(tapped(s.getSnapshot().context.game)).toEqual(['bear', 'drum']);
  });
});

describe('CR 602.2b, 118.3: the permanents such costs tap, counted rather than listed one by one', () => {
  const drumsAndBears = (hand: string) =>
    game({
      players: alice({ hand: [{ card: hand, id: 'charm' }] }),
      battlefield: [...Array.from({ length: 5 }, (_, i) => on('Springleaf Drum', { id: `drum${i}` })), ...Array.from({ length: 20 }, (_, i) => on('Test Bear', { id: `bear${i}`, summoningSick: true }))],
    });

  it('602.2b: five Drums beside twenty creatures are five sources, not a hundred; auto pays {4}{U} with each Drum tapping a creature of its own', () => {
    const g = drumsAndBears('Test Five Charm');
    expect(abilitySources(g, cards, ALICE).map((s) => s.id)).toEqual(['drum0#0', 'drum1#0', 'drum2#0', 'drum3#0', 'drum4#0']);
    const actor = castToMana(g, 'charm');
    expect(canPay(actor)).toBe(true);
    accept(actor, { type: 'PAY', player: ALICE });
    expect(outcome(actor)).toBe('cast');
    const taps = tapped(ctx(actor).game);
    expect(taps.filter((id) => id.startsWith('drum'))).toHaveLength(5);
    expect(taps.filter((id) => id.startsWith('bear'))).toHaveLength(5);
  });

  it('601.2g, 602.2b: the payment prompt names the Drums\' creatures from one frozen copy of the list, not the engine\'s own', () => {
    const actor = castToMana(drumsAndBears('Test Five Charm'), 'charm');
    const taps = paymentOptions(ctx(actor).game, cards, ALICE, locked(actor), 'Test Five Charm').manaAbilities.map((a) => a.tap);
    expect(taps).toHaveLength(5);
    expect(taps[0]).toEqual(Array.from({ length: 20 }, (_, i) => `bear${i}`));
    expect(taps.every((t) => t === taps[0])).toBe(true);
    expect(Object.isFrozen(taps[0])).toBe(true);
    expect(taps[0]).not.toBe(abilitySources(ctx(actor).game, cards, ALICE)[0]!.tapsFrom);
  });

  it('602.2b: a hundred Drums beside a hundred creatures pay {99}{G}, each tapping a creature of its own; {100}{G} is uncastable', () => {
    const battlefield = [...Array.from({ length: 100 }, (_, i) => on('Springleaf Drum', { id: `drum${i}` })), ...Array.from({ length: 100 }, (_, i) => on('Test Bear', { id: `bear${i}` }))];
    const hundred = (hand: string) => game({ players: alice({ hand: [{ card: hand, id: 'charm' }] }), battlefield });
    expect(canPay(castToMana(hundred('Test Hundred and One'), 'charm'))).toBe(false);
    const actor = castToMana(hundred('Test Hundred'), 'charm');
    accept(actor, { type: 'PAY', player: ALICE });
    expect(outcome(actor)).toBe('cast');
    expect(tapped(ctx(actor).game)).toHaveLength(200);
  });

  it('118.3: sixty Loam Dryads pay {29}{G}, each activated one tapping another, never itself twice; {30}{G} is uncastable', () => {
    const dryads = (hand: string) => game({ players: alice({ hand: [{ card: hand, id: 'charm' }] }), battlefield: Array.from({ length: 60 }, (_, i) => on('Loam Dryad', { id: `dryad${i}` })) });
    expect(canPay(castToMana(dryads('Test Thirty-One'), 'charm'))).toBe(false);
    const actor = castToMana(dryads('Test Thirty'), 'charm');
    accept(actor, { type: 'PAY', player: ALICE });
    expect(outcome(actor)).toBe('cast');
    const activations = ctx(actor).manaActivations;
    expect(activations).toHaveLength(30);
    const used = activations.flatMap((a) => [a.source, ...(a.tapped ?? [])]);
    expect(new Set(used).size).toBe(60);
  });

  it('118.3: five Drums make five mana however many creatures there are: {5}{U} is uncastable', () => {
    expect(canPay(castToMana(drumsAndBears('Test Six Charm'), 'charm'))).toBe(false);
  });

  it('602.2b: Seton, a Drum and Llanowar Elves pay {G}{G}{G} only as Seton tapping itself, the Elves their own, and the Drum the Bear', () => {
    const g = game({
      players: alice({ hand: [{ card: 'Test Green Charm', id: 'charm' }] }),
      battlefield: [on('Springleaf Drum', { id: 'drum' }), on('Seton, Krosan Protector', { id: 'seton' }), on('Llanowar Elves', { id: 'elves' }), on('Test Bear', { id: 'bear', summoningSick: true })],
    });
    const actor = castToMana(g, 'charm');
    expect(canPay(actor)).toBe(true);
    accept(actor, { type: 'PAY', player: ALICE });
    expect(outcome(actor)).toBe('cast');
    expect(tapped(ctx(actor).game)).toEqual(['bear', 'drum', 'elves', 'seton']);
  });

  it('602.2b: two abilities alike that tap only a Druid share the five Druids\' activations: six sources, {G}x5 paid, {G}x6 not', () => {
    const board = [on('Test Grove Tender', { id: 'tender1' }), on('Test Grove Tender', { id: 'tender2' }), ...['d1', 'd2', 'd3'].map((id) => on('Test Druid', { id }))];
    const g = (hand: string) => game({ players: alice({ hand: [{ card: hand, id: 'charm' }] }), battlefield: board });
    const listed = abilitySources(g('Test Five Greens'), cards, ALICE).map((s) => s.id);
    expect(listed).toEqual(['tender1#0*0', 'tender1#0*1', 'tender1#0*2', 'tender2#0*0', 'tender2#0*1', 'tender2#0*2']);
    const actor = castToMana(g('Test Five Greens'), 'charm');
    expect(canPay(actor)).toBe(true);
    accept(actor, { type: 'PAY', player: ALICE });
    expect(outcome(actor)).toBe('cast');
    expect(tapped(ctx(actor).game)).toEqual(['d1', 'd2', 'd3', 'tender1', 'tender2']);
    expect(canPay(castToMana(g('Test Six Greens'), 'charm'))).toBe(false);
  });

  it('601.2h: the creature a mana ability\'s cost taps can\'t first be sacrificed for the mana its {1} needs', () => {
    const g = game({ players: alice(), battlefield: [on('Test Bellows', { id: 'bellows' }), on('Wild Cantor', { id: 'cantor' })] });
    const refused = activateManaAbilityPaying(g, cards, ALICE, 'bellows', 0, undefined, undefined, ['cantor']);
    expect(!refused.ok && refused.refusal.rule).toBe('601.2h');
    const withForest = game({ players: alice(), battlefield: [on('Test Bellows', { id: 'bellows' }), on('Wild Cantor', { id: 'cantor' }), on('Forest', { id: 'forest' })] });
    const made = activateManaAbilityPaying(withForest, cards, ALICE, 'bellows', 0, undefined, undefined, ['cantor']);
    expect(made.ok && tapped(made.value.game)).toEqual(['cantor', 'forest']);
    expect(made.ok && pool(made.value.game)).toBe('CC');
  });

  it('601.2h: a creature its own ability\'s {T} taps can\'t also be tapped by the Drum that pays the {1}', () => {
    const alone = game({ players: alice(), battlefield: [on('Springleaf Drum', { id: 'drum' }), on('Test Tapper', { id: 'tapper' })] });
    const payable = (g: GameState) => legalActions(g, cards, ALICE).activations.find((a) => a.event.source === 'tapper')?.refusal?.rule ?? null;
    expect(payable(alone)).toBe('601.2h');
    const refused = runActivation(alone, [{ type: 'ACTIVATE', player: ALICE, source: 'tapper', ability: 0 }, { type: 'PAY', player: ALICE }], cards);
    expect(refused.outcome).not.toBe('activated');
    expect(tapped(refused.game)).toEqual([]);
    const withBear = game({ players: alice(), battlefield: [on('Springleaf Drum', { id: 'drum' }), on('Test Tapper', { id: 'tapper' }), on('Test Bear', { id: 'bear', summoningSick: true })] });
    expect(payable(withBear)).toBeNull();
    const paid = runActivation(withBear, [{ type: 'ACTIVATE', player: ALICE, source: 'tapper', ability: 0 }, { type: 'PAY', player: ALICE }], cards);
    expect(paid.outcome).toBe('activated');
    expect(tapped(paid.game)).toEqual(['bear', 'drum', 'tapper']);
  });
});
