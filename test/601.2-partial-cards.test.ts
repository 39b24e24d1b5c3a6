/**
 * CR 601.2, 602.2, 605.3: partial cards (cards with `gaps`, the text the importer could not
 * read). Unless the card library allows partial cards, casting one, activating its abilities
 * or its mana abilities is refused naming the gap; and while a partial card whose unread
 * ability can reach other objects (`reach: "game"`) is in a public zone, every cast and
 * activation is refused naming it. A refused event leaves the game exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationMachine } from '../machines/activation.js';
import { castingMachine } from '../machines/casting.js';
import { dispatch } from '../machines/dispatch.js';
import { outcomeOf } from '../machines/reading.js';
import { sendToSession, sessionMachine } from '../machines/session.js';
import { mayBeginActivating } from '../src/activation/activation.js';
import { allowsPartialCards, BUILT_IN_CARDS, CardLibraryError, createCardLibrary, type CardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { canCast, castableCards } from '../src/casting/castable.js';
import { modelledFeatures } from '../src/cards/describe.js';
import { mayBeginCasting } from '../src/casting/timing.js';
import { checkManaActivation } from '../src/mana-abilities/mana-abilities.js';
import { loadScenario } from '../src/scenario/load.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { accept, acceptAll, ctx, outcome } from './cast-helpers.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';

const MODES_GAP = { text: 'Choose one — • ~ deals 2 damage to any target. • Draw a card.', reason: 'modes are not compiled yet', reach: 'card' } as const;
const TAX_GAP = { text: 'Spells your opponents cast cost {1} more to cast.', reason: 'a static ability that may change casting or activating is not compiled' };

const PARTIAL_CARDS: CardInput[] = [
  { name: 'Partial Shock', manaCost: '{R}', types: ['Instant'], targets: [{ what: 'any' }], gaps: [MODES_GAP], text: 'Choose one.' },
  {
    name: 'Partial Grove',
    types: ['Land'],
    manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['R'], amount: 1 } }],
    gaps: [{ text: '{2}, {T}: Draw a card. Activate only if you control a Mountain.', reason: 'an activated ability whose cost is not compiled', reach: 'card' }],
  },
  {
    name: 'Partial Pinger',
    manaCost: '{2}{R}',
    types: ['Creature'],
    power: 1,
    toughness: 1,
    abilities: [{ cost: [{ kind: 'tapSelf' }], targets: [{ what: 'any' }], text: '~ deals 1 damage to any target.' }],
    gaps: [{ text: '{X}{R}, {T}: ~ deals X damage to any target.', reason: 'X in an activated ability is not compiled yet', reach: 'card' }],
  },
  { name: 'Partial Tax', manaCost: '{1}{W}', types: ['Enchantment'], gaps: [TAX_GAP] },
];

const refusing = createCardLibrary(PARTIAL_CARDS, BUILT_IN_CARDS);
const allowing = createCardLibrary(PARTIAL_CARDS, BUILT_IN_CARDS, { allowPartialCards: true });
const refusalOf = <T,>(result: { ok: true; value: T } | { ok: false; refusal: { rule: string; code: string; message: string } }) => (result.ok ? null : result.refusal);

const game = (spec: Partial<GameSpecInput>, cards: CardLibrary = refusing) =>
  gameOf({ players: [{ id: 'alice', hand: ['Partial Shock', 'Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }], turn: ALICE_MAIN, ...spec }, cards);

describe('the card format: gaps', () => {
  it('a card with gaps loads; a gap says how far it reaches, "game" when not said', () => {
    expect(refusing['Partial Shock']!.gaps).toEqual([MODES_GAP]);
    expect(refusing['Partial Tax']!.gaps).toEqual([{ ...TAX_GAP, reach: 'game' }]);
    expect(BUILT_IN_CARDS['Lightning Bolt']!.gaps).toEqual([]);
  });

  it('describing a partial card names what was not read and whether it may reach other objects', () => {
    expect(modelledFeatures(refusing['Partial Shock']!)).toContain(`not read: "${MODES_GAP.text}" (${MODES_GAP.reason})`);
    expect(modelledFeatures(refusing['Partial Tax']!)).toBe(`not read (may change other spells and abilities): "${TAX_GAP.text}" (${TAX_GAP.reason})`);
  });

  it('a malformed gap is refused with the card and the field', () => {
    expect(() => createCardLibrary([{ name: 'Bad Gap', types: ['Land'], gaps: [{ text: '', reason: 'x' }] }])).toThrow(CardLibraryError);
    expect(() => createCardLibrary([{ name: 'Bad Gap', types: ['Land'], gaps: [{ text: 'x', reason: 'y', reach: 'world' }] }])).toThrow(/card "Bad Gap", field gaps\[0\]\.reach/);
  });

  it('the opt-in belongs to the library: off by default, kept by a library built over one that allows it, and can be turned off again', () => {
    expect(allowsPartialCards(BUILT_IN_CARDS)).toBe(false);
    expect(allowsPartialCards(refusing)).toBe(false);
    expect(allowsPartialCards(allowing)).toBe(true);
    expect(allowsPartialCards(createCardLibrary([], allowing))).toBe(true);
    expect(allowsPartialCards(createCardLibrary([], allowing, { allowPartialCards: false }))).toBe(false);
    // Not a card: no card name, key listing or JSON shows it.
    expect(Object.keys(allowing)).toEqual(Object.keys(refusing));
    expect(JSON.stringify(allowing)).toBe(JSON.stringify(refusing));
  });
});

describe('601.2: casting a partial card', () => {
  it('601.2: casting a partial card is refused, naming the gap and its reason', () => {
    const state = game({});
    const refusal = refusalOf(mayBeginCasting(state, refusing, 'alice', 'partial-shock'));
    expect(refusal).toMatchObject({ rule: '601.2', code: 'CARD_INCOMPLETE' });
    expect(refusal!.message).toContain(MODES_GAP.text);
    expect(refusal!.message).toContain(MODES_GAP.reason);
    expect(refusalOf(canCast(state, refusing, 'alice', 'partial-shock'))).toMatchObject({ code: 'CARD_INCOMPLETE' });
    expect(castableCards(state, refusing, 'alice').map((o) => o.card)).toEqual(['lightning-bolt']);
  });

  it('601.2: the game after the refused CAST is exactly the game before', () => {
    const state = game({});
    const actor = castActor(state, refusing);
    accept(actor, { type: 'CAST', player: 'alice', card: 'partial-shock' });
    expect(outcome(actor)).toBe('prohibited');
    expect(ctx(actor).refusal).toMatchObject({ rule: '601.2', code: 'CARD_INCOMPLETE' });
    expect(ctx(actor).game).toBe(state);
  });

  it('601.2: with a library that allows partial cards, the card is cast as far as its compiled part says', () => {
    const state = game({}, allowing);
    expect(castableCards(state, allowing, 'alice').map((o) => o.card)).toEqual(['partial-shock', 'lightning-bolt']);
    const actor = castActor(state, allowing);
    acceptAll(actor, [
      { type: 'CAST', player: 'alice', card: 'partial-shock' },
      { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
      { type: 'PAY', player: 'alice', mana: 'auto' },
    ]);
    expect(outcome(actor)).toBe('cast');
  });

  it('601.2: a complete card in the same hand is cast as before', () => {
    const actor = castActor(game({}), refusing);
    acceptAll(actor, [
      { type: 'CAST', player: 'alice', card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
      { type: 'PAY', player: 'alice', mana: 'auto' },
    ]);
    expect(outcome(actor)).toBe('cast');
  });
});

describe('602.2, 605.3: abilities of a partial card', () => {
  const board = (cards: CardLibrary) =>
    game({ players: [{ id: 'alice', hand: ['Lightning Bolt'] }, { id: 'bob' }], battlefield: [{ card: 'Partial Pinger', controller: 'alice' }, { card: 'Partial Grove', controller: 'alice' }, { card: 'Mountain', controller: 'alice' }] }, cards);

  it('602.2: activating an ability of a partial permanent is refused, naming the gap; the game is unchanged', () => {
    const state = board(refusing);
    expect(refusalOf(mayBeginActivating(state, refusing, 'alice', 'partial-pinger', 0))).toMatchObject({ rule: '602.2', code: 'CARD_INCOMPLETE', message: expect.stringContaining('X in an activated ability') });
    const actor = createActor(activationMachine, { input: { game: state, cards: refusing } }).start();
    expect(dispatch(actor, { type: 'ACTIVATE', player: 'alice', source: 'partial-pinger', ability: 0 })).toBeNull();
    expect(outcomeOf(actor.getSnapshot())).toBe('prohibited');
    expect(actor.getSnapshot().context.game).toBe(state);
  });

  it('602.2: with a library that allows partial cards, the compiled ability is activated', () => {
    expect(mayBeginActivating(board(allowing), allowing, 'alice', 'partial-pinger', 0).ok).toBe(true);
  });

  it('605.3: a partial land\'s mana ability is refused, and auto payment does not use it', () => {
    const state = board(refusing);
    expect(refusalOf(checkManaActivation(state, refusing, 'alice', 'partial-grove'))).toMatchObject({ rule: '605.3', code: 'CARD_INCOMPLETE' });
    expect(checkManaActivation(state, refusing, 'alice', 'mountain').ok).toBe(true);
    const actor = castActor(state, refusing);
    acceptAll(actor, [
      { type: 'CAST', player: 'alice', card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
      { type: 'PAY', player: 'alice', mana: 'auto' },
    ]);
    const after = ctx(actor).game.battlefield;
    expect(after.find((p) => p.id === 'mountain')!.tapped).toBe(true);
    expect(after.find((p) => p.id === 'partial-grove')!.tapped).toBe(false);
    // With the partial land as the only source of {R}, Lightning Bolt can't be paid for, unless partial cards are allowed.
    const onlyGrove = (cards: CardLibrary) => game({ players: [{ id: 'alice', hand: ['Lightning Bolt'] }, { id: 'bob' }], battlefield: [{ card: 'Partial Grove', controller: 'alice' }] }, cards);
    expect(refusalOf(canCast(onlyGrove(refusing), refusing, 'alice', 'lightning-bolt'))).toMatchObject({ rule: '601.2h', code: 'UNPAYABLE_COST' });
    expect(canCast(onlyGrove(allowing), allowing, 'alice', 'lightning-bolt').ok).toBe(true);
  });

  it('605.3: ACTIVATE_MANA with priority on a partial land is refused and the session keeps the game it had', () => {
    const state = board(refusing);
    const session = createActor(sessionMachine, { input: { game: state, cards: refusing } }).start();
    expect(sendToSession(session, { type: 'ACTIVATE_MANA', player: 'alice', source: 'partial-grove', ability: 0 })).toMatchObject({ rule: '605.3', code: 'CARD_INCOMPLETE' });
    expect(session.getSnapshot().context.game).toBe(state);
    const allowed = createActor(sessionMachine, { input: { game: board(allowing), cards: allowing } }).start();
    expect(sendToSession(allowed, { type: 'ACTIVATE_MANA', player: 'alice', source: 'partial-grove', ability: 0 })).toBeNull();
  });
});

describe('601.2, 602.2, 605.3: a partial card whose unread ability can reach other objects', () => {
  const withTax = (zone: 'battlefield' | 'graveyard' | 'hand', cards: CardLibrary = refusing) =>
    gameOf(
      {
        players: [
          { id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] },
          { id: 'bob', ...(zone === 'graveyard' ? { graveyard: ['Partial Tax'] } : zone === 'hand' ? { hand: ['Partial Tax'] } : {}) },
        ],
        battlefield: [{ card: 'Mountain', controller: 'alice' }, ...(zone === 'battlefield' ? [{ card: 'Partial Tax', controller: 'bob' }] : [])],
        turn: ALICE_MAIN,
      },
      cards,
    );

  it('601.2: while it is on the battlefield, another player\'s cast of a complete card is refused, naming it and its gap', () => {
    const state = withTax('battlefield');
    const refusal = refusalOf(mayBeginCasting(state, refusing, 'alice', 'lightning-bolt'));
    expect(refusal).toMatchObject({ rule: '601.2', code: 'CARD_INCOMPLETE' });
    expect(refusal!.message).toContain('Partial Tax (partial-tax) on the battlefield');
    expect(refusal!.message).toContain(TAX_GAP.text);
    const actor = castActor(state, refusing);
    accept(actor, { type: 'CAST', player: 'alice', card: 'lightning-bolt' });
    expect(outcome(actor)).toBe('prohibited');
    expect(ctx(actor).game).toBe(state);
  });

  it('602.2, 605.3: activations and mana abilities are refused too', () => {
    const state = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Prodigal Pyromancer', controller: 'alice' }, { card: 'Mountain', controller: 'alice' }, { card: 'Partial Tax', controller: 'bob' }], turn: ALICE_MAIN }, refusing);
    expect(refusalOf(mayBeginActivating(state, refusing, 'alice', 'prodigal-pyromancer', 0))).toMatchObject({ rule: '602.2', code: 'CARD_INCOMPLETE' });
    expect(refusalOf(checkManaActivation(state, refusing, 'alice', 'mountain'))).toMatchObject({ rule: '605.3', code: 'CARD_INCOMPLETE' });
  });

  it('601.2: in a graveyard (a public zone) it counts as well', () => {
    expect(refusalOf(mayBeginCasting(withTax('graveyard'), refusing, 'alice', 'lightning-bolt'))).toMatchObject({ code: 'CARD_INCOMPLETE', message: expect.stringContaining("in bob's graveyard") });
  });

  it('601.2: in a hidden zone it is not looked at (a refusal would reveal it), so the cast begins', () => {
    expect(mayBeginCasting(withTax('hand'), refusing, 'alice', 'lightning-bolt').ok).toBe(true);
  });

  it('601.2: a gap that reaches only its own card stops nothing else', () => {
    const state = gameOf({ players: [{ id: 'alice', hand: ['Lightning Bolt'], manaPool: ['R'] }, { id: 'bob' }], battlefield: [{ card: 'Partial Pinger', controller: 'bob' }], turn: ALICE_MAIN }, refusing);
    expect(mayBeginCasting(state, refusing, 'alice', 'lightning-bolt').ok).toBe(true);
  });

  it('601.2: with a library that allows partial cards, the cast begins', () => {
    expect(mayBeginCasting(withTax('battlefield', allowing), allowing, 'alice', 'lightning-bolt').ok).toBe(true);
  });
});

describe('persisting a cast with partial cards allowed', () => {
  it('the opt-in is not in a persisted snapshot (its library is JSON): resumed with the app\'s own library the cast goes on as before; resumed with the stored one, the partial land pays nothing and the cast is reversed (733)', () => {
    const state = game({ players: [{ id: 'alice', hand: ['Lightning Bolt'] }, { id: 'bob' }], battlefield: [{ card: 'Partial Grove', controller: 'alice' }] }, allowing);
    const first = castActor(state, allowing);
    acceptAll(first, [
      { type: 'CAST', player: 'alice', card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: 'alice', targets: [['bob']] },
    ]);
    const stored = JSON.parse(JSON.stringify(first.getPersistedSnapshot())) as { context: object };
    const resume = (cards: CardLibrary | null) => {
      const snapshot = cards ? { ...stored, context: { ...stored.context, cards } } : stored;
      return createActor(castingMachine, { input: { game: state, cards: allowing }, snapshot: snapshot as never }).start();
    };
    const withAppLibrary = resume(allowing);
    accept(withAppLibrary, { type: 'PAY', player: 'alice', mana: 'auto' });
    expect(outcome(withAppLibrary)).toBe('cast');
    const withStoredLibrary = resume(null);
    dispatch(withStoredLibrary, { type: 'PAY', player: 'alice', mana: 'auto' });
    expect(ctx(withStoredLibrary)).toMatchObject({ outcome: 'illegal', refusal: { rule: '601.2h' } });
    expect(ctx(withStoredLibrary).game).toEqual(state);
  });
});

describe('scenarios: the opt-in carries to inline cards', () => {
  it('a scenario loaded over a library that allows partial cards allows its own partial cards too', () => {
    const text = JSON.stringify({
      name: 'inline partial',
      cards: [{ name: 'Inline Partial', manaCost: '{R}', types: ['Instant'], gaps: [MODES_GAP] }],
      game: { ids: 'names', players: [{ id: 'alice', hand: ['Inline Partial'], manaPool: ['R'] }, { id: 'bob' }], turn: ALICE_MAIN },
      actions: [],
    });
    const refused = loadScenario(text);
    expect(refusalOf(mayBeginCasting(refused.game, refused.cards, 'alice', 'inline-partial'))).toMatchObject({ code: 'CARD_INCOMPLETE' });
    const allowed = loadScenario(text, allowing);
    expect(mayBeginCasting(allowed.game, allowed.cards, 'alice', 'inline-partial').ok).toBe(true);
  });
});
