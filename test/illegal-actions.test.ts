/**
 * CR 733.1: reversing an illegal action hands back the saved game, then re-applies what
 * can never be undone: cards that left a library stay gone, a shuffled library keeps
 * its new order, revealed library cards stay known.
 */
import { describe, it, expect } from 'vitest';
import { assign, createActor } from 'xstate';
import { actions } from '../machines/actions.js';
import { castingMachine } from '../machines/casting.js';
import type { GuardArgs } from '../machines/context.js';
import type { GameState } from '../src/game/state.js';
import { ILLEGAL_ACTIONS_RULE } from '../src/core/edition.js';
import { moveFromLibrary, reverseIllegalAction, type JournalEntry } from '../src/game/illegal-actions.js';
import { viewFor } from '../src/game/views.js';
import { ALICE_MAIN, gameOf } from './helpers.js';
import { ALICE, BOB, accept, acceptAll, ctx, outcome, player } from './cast-helpers.js';

const saved = (): GameState =>
  gameOf({
    players: [
      { id: ALICE, library: ['Opt', 'Shock', 'Island', 'Brainstorm'], hand: ['Lightning Bolt'], graveyard: ['Divination'] },
      { id: BOB, library: ['Forest', 'Grizzly Bears', 'Giant Growth'] },
    ],
    battlefield: [{ card: 'Mountain', controller: ALICE }],
    turn: ALICE_MAIN,
  });

const ids = (cards: readonly { readonly id: string }[]) => cards.map((c) => c.id);

describe('733: reverseIllegalAction', () => {
  it('733: the rule number lives in one constant, and it is 733', () => {
    expect(ILLEGAL_ACTIONS_RULE).toBe('733');
  });

  it('733.1: with an empty journal the saved game itself comes back', () => {
    const game = saved();
    expect(reverseIllegalAction(game, [])).toBe(game);
  });

  it('733.1: a card milled during the action stays in the graveyard', () => {
    const game = saved();
    const journal: JournalEntry[] = [{ kind: 'leftLibrary', player: ALICE, card: 'opt', to: 'graveyard' }];
    const reversed = reverseIllegalAction(game, journal);
    expect(ids(player(reversed, ALICE).library)).toEqual(['shock', 'island', 'brainstorm']);
    expect(ids(player(reversed, ALICE).graveyard)).toEqual(['divination', 'opt']);
    expect(player(reversed, BOB)).toBe(player(game, BOB));
    expect(reversed.battlefield).toBe(game.battlefield);
  });

  it('733.1: a card drawn or exiled from a library during the action stays where it went', () => {
    const game = saved();
    const reversed = reverseIllegalAction(game, [
      { kind: 'leftLibrary', player: ALICE, card: 'shock', to: 'hand' },
      { kind: 'leftLibrary', player: BOB, card: 'giant-growth', to: 'exile' },
    ]);
    expect(ids(player(reversed, ALICE).hand)).toEqual(['lightning-bolt', 'shock']);
    expect(ids(player(reversed, ALICE).library)).toEqual(['opt', 'island', 'brainstorm']);
    expect(ids(player(reversed, BOB).library)).toEqual(['forest', 'grizzly-bears']);
    expect(ids(reversed.exile)).toEqual(['giant-growth']);
  });

  it('733.1: a shuffle during the action keeps the new library order', () => {
    const game = saved();
    const order = ['brainstorm', 'opt', 'island', 'shock'];
    const reversed = reverseIllegalAction(game, [{ kind: 'shuffled', player: ALICE, order }]);
    expect(ids(player(reversed, ALICE).library)).toEqual(order);
    expect(player(reversed, ALICE).library.find((c) => c.id === 'opt')).toEqual({ id: 'opt', card: 'Opt', owner: ALICE });
  });

  it('733.1: library cards revealed during the action stay revealed: every view shows them where they are', () => {
    const game = saved();
    const reversed = reverseIllegalAction(game, [{ kind: 'revealed', player: ALICE, cards: ['opt', 'shock'] }]);
    expect(player(reversed, ALICE).library.filter((c) => c.revealed).map((c) => c.id)).toEqual(['opt', 'shock']);
    expect(ids(player(reversed, ALICE).library)).toEqual(ids(player(game, ALICE).library));
    for (const viewer of [ALICE, BOB]) {
      expect(viewFor(reversed, viewer).players[0]?.library).toEqual({ hidden: 4, revealed: [{ position: 0, card: 'Opt', id: 'opt' }, { position: 1, card: 'Shock', id: 'shock' }] });
    }
    expect(viewFor(game, BOB).players[0]?.library).toEqual({ hidden: 4 });
  });

  it('733.1: a shuffle after a reveal leaves the cards revealed once but nobody knows where they are now', () => {
    const reversed = reverseIllegalAction(saved(), [
      { kind: 'revealed', player: ALICE, cards: ['opt'] },
      { kind: 'shuffled', player: ALICE, order: ['brainstorm', 'opt', 'island', 'shock'] },
    ]);
    expect(player(reversed, ALICE).library.some((c) => c.revealed)).toBe(false);
    expect(viewFor(reversed, BOB).players[0]?.library).toEqual({ hidden: 4 });
  });

  it('733.1: entries are re-applied in order: a mill, then a shuffle of what is left', () => {
    const game = saved();
    const reversed = reverseIllegalAction(game, [
      { kind: 'leftLibrary', player: ALICE, card: 'opt', to: 'graveyard' },
      { kind: 'shuffled', player: ALICE, order: ['island', 'brainstorm', 'shock'] },
      { kind: 'leftLibrary', player: ALICE, card: 'island', to: 'graveyard' },
    ]);
    expect(ids(player(reversed, ALICE).library)).toEqual(['brainstorm', 'shock']);
    expect(ids(player(reversed, ALICE).graveyard)).toEqual(['divination', 'opt', 'island']);
  });

  it('733.1: the saved game is not changed by re-applying the journal', () => {
    const game = saved();
    const copy = structuredClone(game);
    reverseIllegalAction(game, [
      { kind: 'leftLibrary', player: ALICE, card: 'opt', to: 'graveyard' },
      { kind: 'shuffled', player: BOB, order: ['giant-growth', 'forest', 'grizzly-bears'] },
    ]);
    expect(game).toEqual(copy);
  });

  it('733.1: an entry that no longer fits the library (a card not there, a shuffle of other cards) changes nothing', () => {
    const game = saved();
    const reversed = reverseIllegalAction(game, [
      { kind: 'leftLibrary', player: ALICE, card: 'lightning-bolt', to: 'graveyard' },
      { kind: 'shuffled', player: ALICE, order: ['opt', 'shock'] },
      { kind: 'revealed', player: ALICE, cards: ['lightning-bolt'] },
    ]);
    expect(reversed).toEqual(game);
  });

  it('733.1: moveFromLibrary moves one card and leaves the rest in order', () => {
    const game = saved();
    const moved = moveFromLibrary(game, BOB, 'grizzly-bears', 'graveyard');
    expect(ids(player(moved, BOB).library)).toEqual(['forest', 'giant-growth']);
    expect(ids(player(moved, BOB).graveyard)).toEqual(['grizzly-bears']);
  });
});

describe('733: the casting chart re-applies its journal when it reverses a cast', () => {
  /**
   * A house version of the chart in which every mana ability also mills a card
   * (a Millikin-style cost), recording it in the journal as 733.1 requires.
   */
  const millingChart = castingMachine.provide({
    actions: {
      activateManaAbility: assign(({ context, event }: GuardArgs) => {
        const activated = actions.activateManaAbility({ context, event });
        const game = activated.game ?? context.game;
        const caster = context.controller!;
        const top = player(game, caster).library[0];
        if (!top) return activated;
        const entry: JournalEntry = { kind: 'leftLibrary', player: caster, card: top.id, to: 'graveyard' };
        return { game: moveFromLibrary(game, caster, top.id, 'graveyard'), journal: [...context.journal, entry] };
      }),
    },
  });

  it('733.1: a card milled by a mana ability during a cancelled cast stays milled; everything else is reversed', () => {
    const game = saved();
    const actor = createActor(millingChart, { input: { game } }).start();
    acceptAll(actor, [
      { type: 'CAST', player: ALICE, card: 'lightning-bolt' },
      { type: 'CHOOSE_TARGETS', player: ALICE, targets: [[BOB]] },
      { type: 'ACTIVATE_MANA', player: ALICE, source: 'mountain' },
    ]);
    expect(ctx(actor).journal).toHaveLength(1);
    accept(actor, { type: 'CANCEL', player: ALICE });
    expect(outcome(actor)).toBe('illegal');
    const after = ctx(actor).game;
    expect(ids(player(after, ALICE).library)).toEqual(['shock', 'island', 'brainstorm']);
    expect(ids(player(after, ALICE).graveyard)).toEqual(['divination', 'opt']);
    // The rest is as before CAST: the Bolt back in hand, the Mountain untapped, the pool empty.
    expect(ids(player(after, ALICE).hand)).toEqual(['lightning-bolt']);
    expect(after.battlefield).toEqual(game.battlefield);
    expect(player(after, ALICE).manaPool).toEqual([]);
    expect(after.stack).toEqual([]);
    expect(after.nextId).toBe(game.nextId);
    expect(after).toEqual(reverseIllegalAction(game, ctx(actor).journal));
  });

  it('733.1: a new cast starts with an empty journal', () => {
    const game = saved();
    const actor = createActor(millingChart, { input: { game } }).start();
    accept(actor, { type: 'CAST', player: ALICE, card: 'lightning-bolt' });
    expect(ctx(actor).journal).toEqual([]);
  });
});
