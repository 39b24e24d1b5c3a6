/**
 * Boards whose mana abilities have costs that include mana (CR 605.3b), for the tests and the
 * benchmark of the bound on the search of their orders (src/mana/chain-budget.ts).
 */
import type { CardInput } from '../src/cards/schema.js';
import type { ManaSourceOption } from '../src/mana/solver-types.js';
import { NO_MANA, type ManaAmount, type ManaType } from '../src/mana/symbols.js';
import { ALICE_MAIN, gameOf, libraryWith } from './helpers.js';

/** A mana amount: the symbols given, none of the others. */
export const cost = (parts: Partial<ManaAmount>): ManaAmount => ({ ...NO_MANA, ...parts });
/** A source as the solver sees it: one mana of one of `produces` unless `extra` says more. */
export const land = (id: string, produces: readonly ManaType[], extra: Partial<ManaSourceOption> = {}): ManaSourceOption => ({
  id, produces, amount: 1, snow: false, inPool: false, oneType: true, ...extra,
});
/** "{1}, {T}: Add {a}{b}." */
export const signet = (id: string, a: ManaType, b: ManaType): ManaSourceOption => land(id, [a, b], { amount: 2, mana: [a, b], cost: cost({ generic: 1 }) });

/**
 * Sixteen distinct "{c}, {T}: Add {x}{y}." sources beside a Plains and an Island, written
 * `c:xy`, and {W}{W}{U}{U}{B}{B}{R}{R}{G}{G}: the relaxed flow (every cost waived) says it
 * might be paid, and only some choices of eight of them, in some orders, do; found within the
 * bound's 524,288 units of flow work.
 */
export const SIXTEEN = 'U:UW W:BB R:BR B:UW G:BR R:GR G:UW R:BG R:BU W:UU U:BG B:RR G:BB U:BU R:UW W:WW'.split(' ');
export const sixteen = [
  land('plains', ['W']),
  land('island', ['U']),
  ...SIXTEEN.map((text, i) => {
    const [paid, made] = text.split(':') as [ManaType, string];
    const mana = made.split('') as ManaType[];
    return land(`prism-${i}`, [...new Set(mana)], { amount: 2, mana, oneType: false, cost: cost({ [paid]: 1 }) });
  }),
];
export const FIVE_PAIRS = cost({ W: 2, U: 2, B: 2, R: 2, G: 2 });

/**
 * Twenty other such sources beside a Swamp and a Mountain, and {W}{W}{W}{B}{R}{R}{R}{R}{G}{G}{G}:
 * payable, but the search finds it only after about 700,000 units of flow work, past the bound's
 * 524,288, so it is cut: the "no" it gives is wrong (docs/performance.md, "The solver's bound").
 */
export const TWENTY_MORE = 'R:RW R:GW R:WW B:BW G:GR U:RU W:UU U:GW B:BR W:GR W:GW G:GU B:GU U:GU G:RW G:RR B:RW W:BU B:GR B:UW'.split(' ');
export const UNREACHED = cost({ W: 3, B: 1, R: 4, G: 3 });
const UNREACHED_COST = '{W}{W}{W}{B}{R}{R}{R}{R}{G}{G}{G}';
const UNREACHED_SPELL: CardInput = { name: 'Test Unreached', manaCost: UNREACHED_COST, types: ['Sorcery'], text: 'Test card: no effect.' };
/** A prism of TWENTY_MORE; `drawing`, with "{W}{W}{W}{B}{R}{R}{R}{R}{G}{G}{G}, {T}: Draw a card." besides, whose payment is searched without the prism's own mana. */
const prism = (text: string, i: number, drawing = false): CardInput => {
  const [paid, made] = text.split(':') as [string, string];
  const mana = made.split('').map((m) => `{${m}}`).join('');
  const own = `{${paid}}, {T}: Add ${mana}.`;
  const draw = `${UNREACHED_COST}, {T}: Draw a card.`;
  return {
    name: `Test Prism ${i}`, manaCost: '{2}', types: ['Artifact'],
    manaAbilities: [{ cost: [{ kind: 'mana', mana: `{${paid}}` }, { kind: 'tapSelf' }], produces: { mana } }],
    ...(drawing ? { abilities: [{ cost: [{ kind: 'mana', mana: UNREACHED_COST }, { kind: 'tapSelf' }], text: draw }] } : {}),
    text: drawing ? `${own}\n${draw}` : own,
  };
};

/** A mana ability whose own cost is UNREACHED's: "{W}{W}{W}{B}{R}{R}{R}{R}{G}{G}{G}, {T}: Add {C}." */
const GATE: CardInput = {
  name: 'Test Prism Gate', manaCost: '{0}', types: ['Artifact'],
  manaAbilities: [{ cost: [{ kind: 'mana', mana: '{W}{W}{W}{B}{R}{R}{R}{R}{G}{G}{G}' }, { kind: 'tapSelf' }], produces: { mana: '{C}' } }],
  text: '{W}{W}{W}{B}{R}{R}{R}{R}{G}{G}{G}, {T}: Add {C}.',
};

/**
 * Alice's Swamp, Mountain and twenty prisms of TWENTY_MORE as cards (and, `withGate`, Test
 * Prism Gate; `drawing`, each prism able to draw for UNREACHED's cost), and Test Unreached in her hand.
 */
export function prismBoard(withGate = false, drawing = false) {
  const cards = libraryWith(UNREACHED_SPELL, GATE, ...TWENTY_MORE.map((text, i) => prism(text, i, drawing)));
  const game = gameOf(
    {
      players: [{ id: 'alice', hand: ['Test Unreached'] }, { id: 'bob' }],
      battlefield: ['Swamp', 'Mountain', ...TWENTY_MORE.map((_, i) => `Test Prism ${i}`), ...(withGate ? ['Test Prism Gate'] : [])].map((card) => ({ card, controller: 'alice' })),
      turn: ALICE_MAIN,
    },
    cards,
  );
  return { game, cards };
}

const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
const GUILDS = COLORS.flatMap((a, i) => COLORS.slice(i + 1).map((b) => [a, b] as const));
/** Five each of {W}, {U} and {B}: payable on the five-colour board in fifteen activations (test/601.2g-chain-bound.test.ts); past the bound's search before the count for each type and for the colours together. */
export const THREE_COLOURS = cost({ W: 5, U: 5, B: 5 });
const testSignet = ([a, b]: readonly [string, string]): CardInput => ({
  name: `Test Signet ${a}${b}`, manaCost: '{2}', types: ['Artifact'],
  manaAbilities: [{ cost: [{ kind: 'mana', mana: '{1}' }, { kind: 'tapSelf' }], produces: { mana: `{${a}}{${b}}` } }],
  text: `{1}, {T}: Add {${a}}{${b}}.`,
});
const testFilter = ([a, b]: readonly [string, string]): CardInput => ({
  name: `Test Filter ${a}${b}`, types: ['Land'],
  manaAbilities: [
    { cost: [{ kind: 'tapSelf' }], produces: { types: ['C'] } },
    { cost: [{ kind: 'mana', mana: `{${a}/${b}}` }, { kind: 'tapSelf' }], produces: { oneOf: [`{${a}}{${a}}`, `{${a}}{${b}}`, `{${b}}{${b}}`] } },
  ],
  text: `{T}: Add {C}.\n{${a}/${b}}, {T}: Add {${a}}{${a}}, {${a}}{${b}}, or {${b}}{${b}}.`,
});
const THREE_COLOURS_SPELL: CardInput = { name: 'Test Three Colours', manaCost: '{W}{W}{W}{W}{W}{U}{U}{U}{U}{U}{B}{B}{B}{B}{B}', types: ['Sorcery'], text: 'Test card: no effect.' };

/** Alice's mana on a five-colour board: a Signet and a filter land of each guild, and a basic land of each type. */
export function commanderBoard() {
  const cards = libraryWith(THREE_COLOURS_SPELL, ...GUILDS.map(testSignet), ...GUILDS.map(testFilter));
  const game = gameOf(
    {
      players: [{ id: 'alice', hand: ['Test Three Colours'] }, { id: 'bob' }],
      battlefield: [
        ...GUILDS.flatMap(([a, b]) => [`Test Signet ${a}${b}`, `Test Filter ${a}${b}`]),
        'Plains', 'Island', 'Swamp', 'Mountain', 'Forest',
      ].map((card) => ({ card, controller: 'alice' })),
      turn: ALICE_MAIN,
    },
    cards,
  );
  return { game, cards };
}

