/**
 * CR 601.2a, 709, 702.102, 702.127, 712, 715: cards with two faces. CAST names the face;
 * while on the stack the spell has only that face's characteristics (both halves' for a
 * fused split spell); off the stack a split card's mana value is the total (709.4); which
 * face may be cast from which zone; castableCards lists each castable face; CR 733: a
 * reversed cast puts the card back where it was.
 */
import { describe, expect, it } from 'vitest';
import { definitionOf } from '../src/cards/definition.js';
import { BUILT_IN_CARDS, CardLibraryError, createCardLibrary, getCard } from '../src/cards/library.js';
import { castableCards } from '../src/casting/castable.js';
import type { CastEventInput } from '../src/events/schema.js';
import type { GameState, Spell } from '../src/game/state.js';
import { manaValue } from '../src/mana/value.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { ALICE, BOB, ctx, outcome, player } from './cast-helpers.js';
import { players } from './step-fixtures.js';

const game = (spec: Partial<GameSpecInput>): GameState => gameOf({ players: players(), turn: ALICE_MAIN, ...spec });
const lands = (...names: string[]) => names.map((card) => ({ card, controller: ALICE }));
const bears = { card: 'Grizzly Bears', controller: BOB };
const cast = (card: string, face?: 0 | 1, fuse?: true): CastEventInput => ({ type: 'CAST', player: ALICE, card, ...(face !== undefined ? { face } : {}), ...(fuse ? { fuse } : {}) });
const targets = (...chosen: string[][]): CastEventInput => ({ type: 'CHOOSE_TARGETS', player: ALICE, targets: chosen });
const pay: CastEventInput = { type: 'PAY', player: ALICE };

/** Sends the events; stops at the first refused one. Returns the outcome, the game, the refusal and the spell on top. */
function run(state: GameState, events: readonly CastEventInput[]) {
  const actor = castActor(state);
  let refusal = null;
  for (const event of events) {
    actor.send(event);
    const rejected = ctx(actor).rejected;
    if (rejected) {
      refusal = rejected.refusal;
      break;
    }
  }
  const top = ctx(actor).game.stack.at(-1) as Spell | undefined;
  return { outcome: outcome(actor), game: ctx(actor).game, refusal: refusal ?? ctx(actor).refusal, spell: top };
}

const mv = (spell: Spell | undefined) => manaValue(definitionOf(BUILT_IN_CARDS, spell!).manaCost?.symbols ?? [], spell!.choices.x ?? 0);

describe('709: split cards', () => {
  const state = game({ players: players({ hand: ['Fire // Ice'] }), battlefield: [...lands('Mountain', 'Island'), bears] });

  it('601.2a, 709.3: Fire // Ice cast as Fire has only Fire\'s characteristics: its cost, targets and division', () => {
    const fire = run(state, [cast('fire-ice', 0), targets(['grizzly-bears', BOB]), { type: 'DISTRIBUTE', player: ALICE, amounts: [1, 1] }, pay]);
    expect(fire.outcome).toBe('cast');
    expect(fire.spell).not.toHaveProperty('face');
    expect(definitionOf(BUILT_IN_CARDS, fire.spell!)).toMatchObject({ name: 'Fire', types: ['Instant'], divide: { amount: 2 } });
    expect(mv(fire.spell)).toBe(2);
    expect(fire.game.battlefield.filter((p) => p.tapped).map((p) => p.card)).toEqual(['Mountain', 'Island']);
  });

  it('601.2a, 709.3: cast as Ice (face 1): one target permanent, no division, {1}{U}', () => {
    const ice = run(state, [cast('fire-ice', 1), targets(['grizzly-bears']), pay]);
    expect(ice.outcome).toBe('cast');
    expect(ice.spell).toMatchObject({ face: 1 });
    expect(definitionOf(BUILT_IN_CARDS, ice.spell!)).toMatchObject({ name: 'Ice' });
    expect(definitionOf(BUILT_IN_CARDS, ice.spell!)).not.toHaveProperty('divide');
  });

  it('709.4: off the stack a split card has both halves\' characteristics: mana value 4, red and blue', () => {
    const card = getCard(BUILT_IN_CARDS, 'Fire // Ice');
    expect(manaValue(card.manaCost!.symbols)).toBe(4);
    expect(getCard(BUILT_IN_CARDS, 'Assure // Assemble').types).toEqual(['Instant']);
    expect(manaValue(getCard(BUILT_IN_CARDS, 'Assure // Assemble').manaCost!.symbols)).toBe(8);
  });

  it('601.2a: castableCards lists each castable half apart; a half that can\'t be paid is left out', () => {
    expect(castableCards(state, BUILT_IN_CARDS, ALICE).map(({ card, face }) => ({ card, face }))).toEqual([
      { card: 'fire-ice', face: 0 },
      { card: 'fire-ice', face: 1 },
    ]);
    const red = game({ players: players({ hand: ['Fire // Ice'] }), battlefield: [...lands('Mountain', 'Mountain'), bears] });
    expect(castableCards(red, BUILT_IN_CARDS, ALICE).map((o) => o.face)).toEqual([0]);
  });

  it('702.102a: a split card without fuse can\'t be cast fused; CAST may not name both a face and fuse', () => {
    expect(run(state, [cast('fire-ice', undefined, true)]).refusal).toMatchObject({ rule: '702.102a', code: 'NOT_CASTABLE_FROM_ZONE' });
    expect(run(state, [{ type: 'CAST', player: ALICE, card: 'fire-ice', face: 1, fuse: true }]).refusal).toMatchObject({ code: 'BAD_PAYLOAD' });
  });
});

describe('702.102: fuse', () => {
  const state = game({ players: players({ hand: ['Far // Away'] }), battlefield: [...lands('Island', 'Island', 'Swamp', 'Swamp', 'Swamp'), bears] });

  it('702.102c: Far // Away fused: both halves\' targets in order and both mana costs ({1}{U} + {2}{B}); castableCards offers it', () => {
    const fused = run(state, [cast('far-away', undefined, true), targets(['grizzly-bears'], [BOB]), pay]);
    expect(fused.outcome).toBe('cast');
    expect(fused.spell).toMatchObject({ fused: true, choices: { targets: [['grizzly-bears'], [BOB]] } });
    expect(mv(fused.spell)).toBe(5);
    expect(fused.game.battlefield.every((p) => p.controller !== ALICE || p.tapped)).toBe(true);
    expect(castableCards(state, BUILT_IN_CARDS, ALICE).map((o) => o.fuse ?? o.face)).toEqual([0, 1, true]);
  });

  it('702.102a: a fused split spell is cast only from a hand (not with flashback from a graveyard)', () => {
    const graveyard = game({ players: players({ graveyard: [{ card: 'Far // Away', flashback: true }] }), battlefield: [...lands('Island', 'Island', 'Swamp', 'Swamp', 'Swamp'), bears] });
    expect(run(graveyard, [cast('far-away', undefined, true)]).refusal).toMatchObject({ rule: '702.102a' });
    expect(run(graveyard, [cast('far-away', 0)]).outcome).not.toBe('prohibited');
  });

  it('733: a fused cast that can\'t be paid is reversed: Far // Away is back in the hand, nothing tapped', () => {
    const poor = game({ players: players({ hand: ['Far // Away'] }), battlefield: [...lands('Island', 'Island', 'Swamp'), bears] });
    const reversed = run(poor, [cast('far-away', undefined, true), targets(['grizzly-bears'], [BOB]), pay]);
    expect(reversed.outcome).toBe('illegal');
    expect(reversed.game).toEqual(poor);
  });
});

describe('702.127: aftermath', () => {
  const inHand = game({ players: players({ hand: ['Struggle // Survive'] }), battlefield: [...lands('Mountain', 'Mountain', 'Mountain', 'Forest'), bears] });
  const inGraveyard = game({ players: players({ graveyard: ['Struggle // Survive'] }), battlefield: [...lands('Forest', 'Forest')] });

  it('702.127a: the first half is cast from the hand; the aftermath half can\'t be', () => {
    expect(run(inHand, [cast('struggle-survive', 0), targets(['grizzly-bears']), pay]).outcome).toBe('cast');
    expect(run(inHand, [cast('struggle-survive', 1)]).refusal).toMatchObject({ rule: '702.127a', code: 'NOT_CASTABLE_FROM_ZONE' });
  });

  it('702.127a: the aftermath half is cast from the graveyard (a sorcery: sorcery timing); the first half can\'t be', () => {
    const survive = run(inGraveyard, [cast('struggle-survive', 1), pay]);
    expect(survive.outcome).toBe('cast');
    expect(survive.spell).toMatchObject({ castFrom: 'graveyard', face: 1, choices: { alternative: null } });
    expect(run(inGraveyard, [cast('struggle-survive', 0)]).refusal).toMatchObject({ rule: '601.3' });
    expect(run({ ...inGraveyard, turn: { ...inGraveyard.turn, activePlayer: BOB } }, [cast('struggle-survive', 1)]).refusal).toMatchObject({ rule: '307.1' });
    expect(castableCards(inGraveyard, BUILT_IN_CARDS, ALICE)).toEqual([expect.objectContaining({ card: 'struggle-survive', face: 1 })]);
  });

  it('733: an aftermath cast cancelled is reversed: the card is back in the graveyard', () => {
    const cancelled = run(inGraveyard, [cast('struggle-survive', 1), { type: 'CANCEL', player: ALICE }]);
    expect(cancelled.outcome).toBe('illegal');
    expect(cancelled.game).toEqual(inGraveyard);
    expect(player(cancelled.game, ALICE).graveyard.map((c) => c.id)).toEqual(['struggle-survive']);
  });
});

describe('715: Adventurer cards', () => {
  const bobsTurn = game({ players: players({ hand: ['Foulmire Knight // Profane Insight'] }), battlefield: lands('Swamp', 'Swamp', 'Swamp'), turn: { activePlayer: BOB, phase: 'precombatMain' }, priority: ALICE });

  it('715.3: cast as the Adventure, the spell has only the Adventure\'s characteristics: Profane Insight is an instant (castable in Bob\'s turn); the creature is not', () => {
    const insight = run(bobsTurn, [cast('foulmire-knight-profane-insight', 1), pay]);
    expect(insight.outcome).toBe('cast');
    expect(definitionOf(BUILT_IN_CARDS, insight.spell!)).toMatchObject({ name: 'Profane Insight', types: ['Instant'], subtypes: ['Adventure'] });
    expect(mv(insight.spell)).toBe(3);
    expect(run(bobsTurn, [cast('foulmire-knight-profane-insight', 0)]).refusal).toMatchObject({ rule: '307.1' });
  });

  it('715.3d: a card on an adventure in exile may be cast as its creature by its owner, not as the Adventure again', () => {
    const exiled = game({ exile: [{ card: 'Ardenvale Tactician // Dizzying Swoop', owner: ALICE, mayCastFrom: { reason: 'adventure', by: ALICE } }], battlefield: lands('Plains', 'Plains', 'Plains') });
    const creature = run(exiled, [cast('ardenvale-tactician-dizzying-swoop', 0), pay]);
    expect(creature).toMatchObject({ outcome: 'cast', spell: { castFrom: 'exile' } });
    expect(creature.spell).toMatchObject({ mayCastFrom: { reason: 'adventure' } });
    expect(run(exiled, [cast('ardenvale-tactician-dizzying-swoop', 1)]).refusal).toMatchObject({ rule: '715.3d' });
    expect(run({ ...exiled, priority: BOB }, [{ type: 'CAST', player: BOB, card: 'ardenvale-tactician-dizzying-swoop' }]).refusal).toMatchObject({ rule: '601.3' });
    expect(castableCards(exiled, BUILT_IN_CARDS, ALICE).map((o) => o.face)).toEqual([0]);
  });

  it('601.2c: Dizzying Swoop taps up to two target creatures (zero is allowed)', () => {
    const state = game({ players: players({ hand: ['Ardenvale Tactician // Dizzying Swoop'] }), battlefield: [...lands('Plains', 'Plains'), bears] });
    expect(run(state, [cast('ardenvale-tactician-dizzying-swoop', 1), targets([]), pay]).outcome).toBe('cast');
  });
});

describe('712: double-faced cards', () => {
  it('712: a modal double-faced card is cast as either face, with that face\'s mana value (Search for Blex: 4)', () => {
    const state = game({ players: players({ hand: ['Blex, Vexing Pest // Search for Blex'] }), battlefield: lands('Swamp', 'Swamp', 'Swamp', 'Swamp') });
    const search = run(state, [cast('blex-vexing-pest-search-for-blex', 1), pay]);
    expect(search.outcome).toBe('cast');
    expect(mv(search.spell)).toBe(4);
    expect(manaValue(getCard(BUILT_IN_CARDS, 'Blex, Vexing Pest // Search for Blex').manaCost!.symbols)).toBe(3); // off the stack: its front face
  });

  it('305.1: a modal double-faced card\'s land face is played, not cast (Valakut Stoneforge); its spell face is cast', () => {
    const state = game({ players: players({ hand: ['Valakut Awakening // Valakut Stoneforge'] }), battlefield: lands('Mountain', 'Mountain', 'Mountain') });
    expect(run(state, [cast('valakut-awakening-valakut-stoneforge', 1)]).refusal).toMatchObject({ rule: '305.1', code: 'NOT_A_SPELL' });
    expect(run(state, [cast('valakut-awakening-valakut-stoneforge', 0), pay]).outcome).toBe('cast');
    expect(castableCards(state, BUILT_IN_CARDS, ALICE).map((o) => o.face)).toEqual([0]);
  });

  it('712.8: a transforming double-faced card is cast front face up only', () => {
    const state = game({ players: players({ hand: ['Hanweir Militia Captain // Westvale Cult Leader'] }), battlefield: lands('Plains', 'Plains') });
    expect(run(state, [cast('hanweir-militia-captain-westvale-cult-leader', 1)]).refusal).toMatchObject({ rule: '712.8' });
    expect(run(state, [cast('hanweir-militia-captain-westvale-cult-leader'), pay]).outcome).toBe('cast');
  });

  it('601.2a: a one-faced card has no face 1', () => {
    const state = game({ players: players({ hand: ['Lightning Bolt'] }), battlefield: lands('Mountain') });
    expect(run(state, [cast('lightning-bolt', 1)]).refusal).toMatchObject({ rule: '601.2a' });
  });
});

describe('scenario presets: a spell on the stack cast as a face', () => {
  it('601.2a: a stack spell may be preset as face 1 or fused; it then has that face\'s characteristics', () => {
    const state = game({ stack: [{ card: 'Fire // Ice', controller: BOB, face: 1 }, { card: 'Far // Away', controller: BOB, fuse: true }] });
    const [ice, fused] = state.stack as Spell[];
    expect(definitionOf(BUILT_IN_CARDS, ice!)).toMatchObject({ name: 'Ice' });
    expect(mv(ice)).toBe(2);
    expect(fused).toMatchObject({ fused: true });
    expect(mv(fused)).toBe(5);
    expect(() => game({ stack: [{ card: 'Lightning Bolt', controller: BOB, face: 1 }] })).toThrow(/stack\[0\]\.face/);
    expect(() => game({ stack: [{ card: 'Fire // Ice', controller: BOB, fuse: true }] })).toThrow(/stack\[0\]\.fuse/);
  });
});

describe('the card format refuses what it can\'t express of faces', () => {
  const face = { name: 'Half', manaCost: '{R}', types: ['Instant'] };
  const load = (card: object) => () => createCardLibrary([card]);
  it('a card with faces gives its casting fields on the faces; layout and faces go together', () => {
    expect(load({ name: 'A // B', layout: 'split', manaCost: '{R}', faces: [face, { ...face, name: 'B' }] })).toThrow(/field manaCost: a card with faces/);
    expect(load({ name: 'A // B', layout: 'split' })).toThrow(/field faces/);
    expect(load({ name: 'A // B', faces: [face, { ...face, name: 'B' }] })).toThrow(/field layout/);
    expect(load({ name: 'Plain', manaCost: '{R}' })).toThrow(/field types: required/);
  });

  it('712.8e: abilities on the second half of a split or Adventure card (never a permanent) and a fused half with modes are refused with the path; a transforming card\'s back face may have them', () => {
    const ability = { cost: [{ kind: 'mana', mana: '{1}' }], text: '{1}: test' };
    expect(load({ name: 'A // B', layout: 'split', faces: [face, { ...face, name: 'B', abilities: [ability] }] })).toThrow(/faces\[1\]\.abilities: the second half of a "split" card is never a permanent/);
    expect(load({ name: 'A // B', layout: 'transform', faces: [face, { ...face, name: 'B', abilities: [ability] }] })).not.toThrow();
    const modal = { min: 1, max: 1, options: [{ text: 'one' }, { text: 'two' }] };
    expect(load({ name: 'A // B', layout: 'fuse', faces: [{ ...face, modes: modal }, { ...face, name: 'B' }] })).toThrow(CardLibraryError);
  });
});
