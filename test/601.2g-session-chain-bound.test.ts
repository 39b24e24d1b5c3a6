/**
 * CR 601.2g, 605.3b: a session's or a chart's own bound on each search of chain orders
 * (`chainBound`, src/mana/chain-budget.ts). Its events, its prompts and "what may I do now"
 * search within it, whatever query an app wraps them in, so a record replays to the same game
 * under the bound it ran with (CR 733: a payment the search cuts reverses the cast).
 */
import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { activeChild, sendToSession, sessionMachine, type SessionMachine } from '../machines/session.js';
import { legalActionsOf } from '../machines/legal-actions.js';
import { persistSession, recordOf, restoreSession, resumeSession, type PersistedSession } from '../machines/persistence.js';
import { startSession } from '../machines/start.js';
import { actorBound, ChainBudget, oneQuery, type QuestionBound } from '../src/mana/chain-budget.js';
import { prismBoard } from './chain-fixtures.js';
import { ALICE_MAIN } from './helpers.js';

/** Twice the default on each: enough for the twenty prisms' payment the default cuts. */
const LARGER: QuestionBound = { work: 1 << 20, choices: 1 << 19 };
const CUT = 'more ways than the engine tries for one payment';

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function prismSession(chainBound?: QuestionBound): { readonly session: Actor<SessionMachine>; readonly cards: ReturnType<typeof prismBoard>['cards'] } {
  const { game, cards } = prismBoard();
  return { session: createActor(sessionMachine, { input: { game, cards, chainBound: chainBound && actorBound(chainBound) } }).start(), cards };
}

const castUnreached = (session: Actor<SessionMachine>) => {
  expect(sendToSession(session, { type: 'CAST', player: 'alice', card: 'test-unreached' })).toBeNull();
  expect(sendToSession(session, { type: 'PAY', player: 'alice', mana: 'auto' })).toBeNull();
};

describe('CR 601.2g: a session\'s bound on chain searches', () => {
  it('601.2g: a session\'s bound reaches "what may I do now" and the charts it runs; the default cuts the same search', () => {
    const larger = prismSession(LARGER).session;
    expect(legalActionsOf(larger).casts[0]!.ways[0]!.refusal).toBeNull();
    castUnreached(larger);
    expect(larger.getSnapshot().context.last?.outcome).toBe('cast');

    const plain = prismSession().session;
    expect(legalActionsOf(plain).casts[0]!.ways[0]!.refusal?.message).toContain(CUT);
    // An app's query around the event lends it nothing: the event is bounded by its session alone.
    oneQuery(() => castUnreached(plain), undefined, LARGER);
    expect(plain.getSnapshot().context.last).toMatchObject({ outcome: 'illegal', refusal: { code: 'UNPAYABLE_COST' } });
  }, 60_000);

  it('733: a record replays to the same game under the bound its session ran with; under another, the cut payment reverses the cast', () => {
    const { session, cards } = prismSession(LARGER);
    castUnreached(session);
    const record = json(recordOf(session));
    const replayed = restoreSession(record, { cards, chainBound: LARGER });
    expect(replayed.getSnapshot().context.game).toEqual(session.getSnapshot().context.game);
    expect(replayed.getSnapshot().context.last?.outcome).toBe('cast');
    // Each event of the replay is its own query, however the app calls restoreSession.
    expect(oneQuery(() => restoreSession(record, { cards, chainBound: LARGER }), new ChainBudget(0, 0)).getSnapshot().context.last?.outcome).toBe('cast');
    expect(restoreSession(record, { cards }).getSnapshot().context.last?.outcome).toBe('illegal');
  }, 60_000);

  it('601.2g: a session persisted mid-cast keeps its bound, and so does the chart it runs', () => {
    const { session, cards } = prismSession(LARGER);
    expect(sendToSession(session, { type: 'CAST', player: 'alice', card: 'test-unreached' })).toBeNull();
    const resumed = resumeSession(json(persistSession(session)) as PersistedSession, { cards });
    expect(resumed.getSnapshot().context.chainBound).toEqual(LARGER);
    // Its chart's own, which the chart's prompts are asked within.
    expect(activeChild(resumed)?.getSnapshot().context.chainBound).toEqual(LARGER);
    expect(sendToSession(resumed, { type: 'PAY', player: 'alice', mana: 'auto' })).toBeNull();
    expect(resumed.getSnapshot().context.last?.outcome).toBe('cast');
  }, 60_000);

  it('601.2g: a bound that is not whole numbers from 0 up is refused before the session starts', () => {
    const spec = { players: [{ id: 'alice' }, { id: 'bob' }], turn: ALICE_MAIN };
    expect(() => startSession(spec, { chainBound: { work: 1.5, choices: 1 } })).toThrow('chainBound.work must be a whole number from 0 up (got 1.5)');
    // Infinity can't be kept in a persisted session (JSON has none).
    expect(() => startSession(spec, { chainBound: { work: 1, choices: Infinity } })).toThrow(RangeError);
    const record = json(recordOf(startSession(spec)));
    expect(() => restoreSession(record, { chainBound: { work: -1, choices: 1 } })).toThrow(RangeError);
    expect(startSession(spec, { chainBound: { work: 0, choices: 0 } }).getSnapshot().context.chainBound).toEqual({ work: 0, choices: 0 });
  });
});
