/**
 * Realistic boards for the engine benchmark (test/bench/engine.ts): n permanents, half of
 * them the opponent's — basic lands (some tapped), mana creatures and artifacts, vanilla
 * creatures — plus a few that change costs or trigger on casting and dying, whatever n is:
 * Thalia, Guardian of Thraben (bob: noncreature spells cost {1} more), Goblin Electromancer
 * (alice: her instants and sorceries cost {1} less), Monastery Swiftspear (alice: prowess
 * triggers on her Bolt) and Blood Artist (bob). Alice holds a 7-card hand with Lightning Bolt
 * and has priority in her main phase; an untapped Mountain of hers pays the Bolt.
 */
import { createGame } from '../../src/scenario/build-game.js';
import { BUILT_IN_CARDS, createCardLibrary, type CardLibrary } from '../../src/cards/library.js';
import type { GameState, ObjectId } from '../../src/game/state.js';
import { nextGame, updatePlayer } from '../../src/game/update.js';
import type { GameSpecInput } from '../../src/scenario/schema.js';
import { WITH_BENCH_CARDS } from './bench-cards.js';

export const HAND = ['Lightning Bolt', 'Counterspell', 'Kitchen Finks', 'Fireball', "Altar's Reap", 'Cryptic Command', 'Chord of Calling'];

/** The permanents every board begins with, before its fillers. */
export const SPECIAL = [
  { card: 'Mountain', controller: 'alice' },
  { card: 'Thalia, Guardian of Thraben', controller: 'bob' },
  { card: 'Goblin Electromancer', controller: 'alice' },
  { card: 'Monastery Swiftspear', controller: 'alice' },
  { card: 'Blood Artist', controller: 'bob' },
] as const;

/** What fills the board, in proportion: lands 11 of 20, mana creatures and artifacts 4, vanilla creatures 5. */
const FILLER = [
  'Forest', 'Island', 'Mountain', 'Swamp', 'Plains', 'Forest', 'Island', 'Mountain', 'Swamp', 'Plains', 'Mountain',
  'Llanowar Elves', 'Birds of Paradise', 'Sol Ring', 'Llanowar Elves',
  'Grizzly Bears', 'Memnite', 'Grizzly Bears', 'Grizzly Bears', 'Memnite',
];

/** The game spec (createGame's input) of a board of `permanents` permanents. */
export function boardSpec(permanents: number): GameSpecInput {
  const filler = Array.from({ length: Math.max(0, permanents - SPECIAL.length) }, (_, i) => ({
    card: FILLER[i % FILLER.length]!,
    controller: i % 2 ? 'bob' : 'alice',
    tapped: i % 3 === 0,
  }));
  return {
    ids: 'names',
    players: [{ id: 'alice', hand: HAND }, { id: 'bob' }],
    battlefield: [...SPECIAL, ...filler],
    turn: { activePlayer: 'alice', phase: 'precombatMain' },
  };
}

export function board(permanents: number): GameState {
  return createGame(boardSpec(permanents));
}

/**
 * The board of `permanents` permanents in a game whose hidden zones are as large: each
 * player's library holds that many cards (none of them a Lightning Bolt, so the Bolt's id is
 * the same) and bob's hand seven. Every event alice sends is checked for names of cards hidden
 * from her (CR 400.2).
 */
export function boardWithLibraries(permanents: number): GameState {
  const spec = boardSpec(permanents);
  const basics = ['Forest', 'Island', 'Mountain', 'Swamp', 'Plains'];
  const cards = (n: number) => Array.from({ length: n }, (_, i) => basics[i % basics.length]!);
  const [alice, bob] = spec.players;
  return createGame({ ...spec, players: [{ ...alice!, library: cards(permanents) }, { ...bob!, hand: cards(7), library: cards(permanents) }] });
}

/**
 * The board of `permanents` permanents with alice's graveyard as large (basic lands and Grizzly
 * Bears) and Treasure Cruise in her hand besides the seven: delve (CR 702.66) offers every card
 * in her graveyard to pay for it.
 */
export function boardWithGraveyard(permanents: number): GameState {
  const spec = boardSpec(permanents);
  const [alice, bob] = spec.players;
  const graveyard = Array.from({ length: permanents }, (_, i) => ['Forest', 'Island', 'Grizzly Bears'][i % 3]!);
  return createGame({ ...spec, players: [{ ...alice!, hand: [...HAND, 'Treasure Cruise'], graveyard }, bob!] });
}

/**
 * The board of `permanents` permanents with one card in alice's graveyard for every eight
 * permanents (1,250 at 10,000), half Ray of Revelation (flashback {G}) and half Flame Jab
 * (retrace: discard a land card): "what may I do now" proposes each from there (CR 601.3).
 */
export function boardWithFlashback(permanents: number): GameState {
  const spec = boardSpec(permanents);
  const [alice, bob] = spec.players;
  const graveyard = Array.from({ length: Math.floor(permanents / 8) }, (_, i) => (i % 2 ? 'Flame Jab' : 'Ray of Revelation'));
  return createGame({ ...spec, players: [{ ...alice!, hand: [...HAND, 'Forest'], graveyard }, bob!] }, WITH_BENCH_CARDS);
}

/** The board of `permanents` permanents with one card in alice's `zone` for every eight permanents, taking `cards` in turn, in a game of WITH_BENCH_CARDS. */
function withAlicesCards(permanents: number, zone: 'hand' | 'graveyard', cards: readonly string[]): GameState {
  const spec = boardSpec(permanents);
  const [alice, bob] = spec.players;
  const placed = Array.from({ length: Math.floor(permanents / 8) }, (_, i) => cards[i % cards.length]!);
  return createGame({ ...spec, players: [{ ...alice!, [zone]: placed }, bob!] }, WITH_BENCH_CARDS);
}

/**
 * The board of `permanents` permanents with one card in alice's graveyard for every eight, each
 * Crawl from the Cellar (flashback: "target creature card from your graveyard"): "what may I do
 * now" proposes each on a game whose graveyard has lost it, and none has a target there.
 */
export const boardWithCellars = (permanents: number): GameState => withAlicesCards(permanents, 'graveyard', ['Crawl from the Cellar']);

/**
 * The board of `permanents` permanents with one card in alice's graveyard for every eight, half
 * Underworld Rage-Hound (escape: exile three other cards from her graveyard) and half Prismatic
 * Strands (flashback: tap an untapped white creature; she has none): "what may I do now" weighs
 * each one's cost on a game whose graveyard has lost it.
 */
export const boardWithGraveyardCosts = (permanents: number): GameState => withAlicesCards(permanents, 'graveyard', ['Underworld Rage-Hound', 'Prismatic Strands']);

/**
 * The board of `permanents` permanents with one card in alice's hand for every eight, half
 * Furnace Dragon (affinity for artifacts: it counts her artifacts) and half Tormented Thoughts
 * (it sacrifices a creature): "what may I do now" proposes each on a game whose hand has lost it.
 */
export const boardWithHandCosts = (permanents: number): GameState => withAlicesCards(permanents, 'hand', ['Furnace Dragon', 'Tormented Thoughts']);

/**
 * The board of `permanents` permanents with one card in alice's hand for every eight, half
 * Eternal Isolation (its target's power is read) and half Lethargy Trap (its alternative cost
 * counts the attacking creatures): "what may I do now" proposes each on a game whose hand has lost it.
 */
export const boardWithHandReads = (permanents: number): GameState => withAlicesCards(permanents, 'hand', ['Eternal Isolation', 'Lethargy Trap']);

/**
 * The board of `permanents` permanents with one card in alice's hand for every eight, each Simian
 * Spirit Guide ("Exile Simian Spirit Guide from your hand: Add {R}"): "what may I do now" offers
 * each the board's mana abilities less its own (CR 601.2a, 605.3a).
 */
export const boardWithHandGuides = (permanents: number): GameState => withAlicesCards(permanents, 'hand', ['Simian Spirit Guide']);

/**
 * The board of `permanents` permanents with one card in alice's hand for every eight, half
 * Incriminate and half Run Away Together, whose two targets must share a controller or have
 * different ones (CR 601.2c): "what may I do now" finds a choice of them for each.
 */
export const boardWithHandGroups = (permanents: number): GameState => withAlicesCards(permanents, 'hand', ['Incriminate', 'Run Away Together']);

/**
 * The board of `permanents` permanents with one filler in every `every` an untapped card of
 * alice's, taking `cards` in turn (the fillers alternate between the players, so `every` is even).
 */
function boardWithAlices(permanents: number, cards: readonly string[], every: number, library: CardLibrary = BUILT_IN_CARDS): GameState {
  const spec = boardSpec(permanents);
  const battlefield = spec.battlefield!.map((p, i) => {
    const k = i - SPECIAL.length;
    return k >= 0 && k % every === 0 ? { ...p, card: cards[(k / every) % cards.length]!, tapped: false } : p;
  });
  return createGame({ ...spec, battlefield }, library);
}

/**
 * One permanent in twenty is alice's Monastery Swiftspear (500 more at 10,000 permanents): her
 * Bolt sets off a prowess trigger for each, and she orders them (CR 603.3b) before anyone
 * receives priority.
 */
export const boardWithProwess = (permanents: number): GameState => boardWithAlices(permanents, ['Monastery Swiftspear'], 20);

/**
 * One permanent in forty is alice's Renegade Freighter (250 at 10,000 permanents): "what may I
 * do now" judges each one's crew ability (CR 702.122), whose cost is her untapped creatures'
 * power.
 */
export const boardWithVehicles = (permanents: number): GameState => boardWithAlices(permanents, ['Renegade Freighter'], 40);

/**
 * Alice's permanents with activated abilities whose costs ask most of a payment (one in forty,
 * 250 at 10,000 permanents): a sacrifice (Viscera Seer), {T} with mana (Icy Manipulator),
 * mana and a sacrifice (Cabal Archon), mana spent as though it were any colour (Quicksilver
 * Elemental, CR 609.4b), {T} on a mana source (Chromatic Orrery), a discard with mana
 * (Ghost-Lit Raider). "What may I do now" judges each one's cost (CR 602.2b, 601.2h).
 */
export const ABILITY_CARDS = ['Viscera Seer', 'Icy Manipulator', 'Cabal Archon', 'Quicksilver Elemental', 'Chromatic Orrery', 'Ghost-Lit Raider'] as const;
export const boardWithAbilities = (permanents: number): GameState => boardWithAlices(permanents, ABILITY_CARDS, 40);

/**
 * One permanent in forty is alice's Springleaf Drum (250 at 10,000 permanents), whose cost taps
 * one of her untapped creatures besides itself (CR 602.2b): the Drums and the creatures are
 * counted as tap sets (src/mana-abilities/tap-sets.ts), not listed Drum by creature.
 */
export const boardWithDrums = (permanents: number): GameState => boardWithAlices(permanents, ['Springleaf Drum'], 40);

/**
 * One permanent in forty is alice's Fervor, Concordant Crossroads or Leyline of Sanctity (250 at
 * 10,000 permanents), which give creatures haste and her hexproof (CR 613): a target's shields
 * and a creature's haste are read from the board's grants.
 */
export const boardWithGivers = (permanents: number): GameState => boardWithAlices(permanents, ['Fervor', 'Concordant Crossroads', 'Leyline of Sanctity'], 40);

/**
 * One permanent in forty is alice's Cursed Totem, Stony Silence or Pithing Needle (with no name
 * chosen), which forbid activating creatures' and artifacts' abilities (CR 602.5): every mana
 * source "what may I do now" lists is asked whether a ban stops it.
 */
export const boardWithBans = (permanents: number): GameState => boardWithAlices(permanents, ['Cursed Totem', 'Stony Silence', 'Pithing Needle'], 40);

/**
 * One permanent in forty is alice's Rugged Prairie, Flooded Grove or Prismatic Lens (250 at 10,000
 * permanents): each has "{T}: Add {C}" and a mana ability whose cost is mana and {T} (CR 605.3b),
 * the two sharing its {T} (CR 602.2b). Permanents alike are one choice for the solver: how many
 * of them take each ability (src/mana/solver-exclusion.ts).
 */
export const boardWithFilters = (permanents: number): GameState => boardWithAlices(permanents, ['Rugged Prairie', 'Flooded Grove', 'Prismatic Lens'], 40);

/**
 * One permanent in four is alice's mana source, of every kind the built-in library has (45, taken in
 * turn: 2,500 at 10,000 permanents), as a long game's board mixes them: restricted mana (Cavern of
 * Souls, Eldrazi Temple, Smokebraider, CR 106.6), chain sources (Signets, filter lands, CR 605.3b),
 * tap sets (Springleaf Drum, Seton, CR 602.2b) and Chromatic Orrery's "{5}, {T}" among the rest.
 */
export const MANA_KINDS = [
  'Alloy Myr', 'Ancient Ziggurat', 'Azorius Guildgate', 'Azorius Signet', 'Birds of Paradise', 'Bloodstone Cameo', 'Boros Garrison', 'Castle Garenbrig',
  'Cavern of Souls', 'Chromatic Orrery', 'Darkwater Egg', 'Dimir Aqueduct', 'Dimir Signet', 'Eldrazi Temple', 'Everflowing Chalice', 'Flooded Grove',
  'Forest', 'Gilded Lotus', 'Humble Naturalist', 'Island', 'Llanowar Elves', 'Loam Dryad', 'Lonely Sandbar', 'Lotus Petal', 'Mana Confluence', 'Millikin',
  "Mishra's Workshop", 'Mountain', 'Plains', 'Prismatic Lens', 'Rakdos Signet', 'Rugged Prairie', 'Seat of the Synod', 'Seton, Krosan Protector',
  'Shimmering Grotto', 'Smokebraider', 'Snow-Covered Forest', 'Sol Ring', 'Somberwald Sage', 'Springleaf Drum', 'Swamp', 'Terrarion', 'Wall of Roots',
  'Wastes', 'Wild Cantor',
] as const;
export const boardWithManaKinds = (permanents: number): GameState => boardWithAlices(permanents, MANA_KINDS, 4);

/**
 * One permanent in four is alice's, a Mountain and a Dimir Signet in turn (1,250 Signets at
 * 10,000 permanents): paying a large X activates most of her Signets one after another, each
 * paid with mana made before it (CR 605.3b).
 */
export const boardWithSignets = (permanents: number): GameState => boardWithAlices(permanents, ['Mountain', 'Dimir Signet'], 4);

/**
 * One permanent in four is alice's, a Mountain and a Wall of Roots in turn (1,250 Walls at
 * 10,000 permanents): paying a large X puts a -0/-1 counter on most of her Walls, each
 * usable once each turn (CR 602.5b, 122.1).
 */
export const boardWithWalls = (permanents: number): GameState => boardWithAlices(permanents, ['Mountain', 'Wall of Roots'], 4);

/**
 * One permanent in four is alice's, a Mountain and a Mana Confluence in turn (1,250 Confluences
 * at 10,000 permanents), and she has 100,000 life: paying a large X pays 1 life for each
 * Confluence (CR 119.4).
 */
export function boardWithConfluences(permanents: number): GameState {
  const game = boardWithAlices(permanents, ['Mountain', 'Mana Confluence'], 4);
  return updatePlayer(game, 'alice', (p) => ({ ...p, life: 100_000 }));
}

/**
 * The built-in cards and Sea Scryer, a creature whose "{1}, {T}: Add {U}" costs mana (CR 605.3b),
 * not in the built-in library: Castle Garenbrig's mana may be spent on abilities of creatures
 * (CR 106.6), so each Scryer's cost is among what each Garenbrig's mana may pay.
 */
export const WITH_SEA_SCRYER: CardLibrary = createCardLibrary(
  [
    {
      name: 'Sea Scryer',
      manaCost: '{1}{U}',
      types: ['Creature'],
      subtypes: ['Merfolk', 'Wizard'],
      power: 1,
      toughness: 1,
      manaAbilities: [
        { cost: [{ kind: 'tapSelf' }], produces: { types: ['C'] } },
        { cost: [{ kind: 'mana', mana: '{1}' }, { kind: 'tapSelf' }], produces: { types: ['U'] } },
      ],
      text: '{T}: Add {C}.\n{1}, {T}: Add {U}.',
    },
  ],
  BUILT_IN_CARDS,
);

/**
 * One permanent in twenty is alice's Castle Garenbrig or Sea Scryer in turn (250 of each at 10,000
 * permanents), in a game of WITH_SEA_SCRYER: every Garenbrig's restricted mana names every
 * Scryer's cost among what it may pay.
 */
export const boardWithGarenbrigs = (permanents: number): GameState => boardWithAlices(permanents, ['Castle Garenbrig', 'Sea Scryer'], 20, WITH_SEA_SCRYER);

/**
 * One permanent in four is alice's, a Mountain and a Rugged Prairie in turn (1,250 Prairies at
 * 10,000 permanents): each Prairie's "{T}: Add {C}" and "{R/W}, {T}: Add {R}{R}, {R}{W} or {W}{W}"
 * share its {T} (CR 602.2b), and the Prairies alike are one choice for the solver: how many take
 * each way.
 */
export const boardWithPrairies = (permanents: number): GameState => boardWithAlices(permanents, ['Mountain', 'Rugged Prairie'], 4);


/**
 * One permanent in four is alice's, a Mountain and a Mox Opal in turn (1,250 Moxen at 10,000
 * permanents), in a game of WITH_BENCH_CARDS: each Mox's check counts her artifacts.
 */
export const boardWithMoxen = (permanents: number): GameState => boardWithAlices(permanents, ['Mountain', 'Mox Opal'], 4, WITH_BENCH_CARDS);

/**
 * One permanent in forty is alice's Mesmeric Orb or Herd Baloth (125 of each at 10,000
 * permanents), whose triggers watch what a payment does (CR 603.2): every permanent that
 * becomes untapped (701.26), the +1/+1 counters put on the Baloth (122.6). The Bolt's payment
 * sets off neither; each is asked whether it does.
 */
export const boardWithWatchers = (permanents: number): GameState => boardWithAlices(permanents, ['Mesmeric Orb', 'Herd Baloth'], 40, WITH_BENCH_CARDS);

/** Alice's Copper-Leaf Angel, one on any board, whose ability sacrifices X lands (CR 107.3, 601.2h): its X prompt's largest X is how many lands she has. */
export const boardWithAngel = (permanents: number): GameState => boardWithAlices(permanents, ['Copper-Leaf Angel'], permanents, WITH_BENCH_CARDS);

/**
 * One permanent in forty is alice's Aven Archer (250 at 10,000 permanents), in a game of
 * WITH_BENCH_CARDS: "what may I do now" looks for each one's targets, and there are none.
 */
export const boardWithArchers = (permanents: number): GameState => boardWithAlices(permanents, ['Aven Archer'], 40, WITH_BENCH_CARDS);

/** One permanent in forty is alice's Deepfire Elemental, whose ability's target is bound by its X ("with mana value X", CR 107.3, 601.2c). */
export const boardWithDeepfires = (permanents: number): GameState => boardWithAlices(permanents, ['Deepfire Elemental'], 40, WITH_BENCH_CARDS);

/**
 * One permanent in four is alice's, a Mountain, a Bonders' Enclave, a Mountain and a Rath's Edge
 * in turn (625 of each land at 10,000 permanents), in a game of WITH_BENCH_CARDS: each land's
 * ability taps it, so its cost is judged against the other sources (CR 602.2b), and each checks
 * its condition or the lands it may sacrifice.
 */
export const boardWithUtilityLands = (permanents: number): GameState => boardWithAlices(permanents, ['Mountain', "Bonders' Enclave", 'Mountain', "Rath's Edge"], 4, WITH_BENCH_CARDS);

/**
 * The same game on a battlefield array built afresh, as a game that has just changed is: no
 * cache kept on the old array (src/cards/static-sources.ts) is found on the new one.
 */
export function freshBattlefield(game: GameState): GameState {
  return nextGame(game, { battlefield: game.battlefield.map((p) => p) });
}

/** The id of the card named `name` in alice's hand (HAND). */
export function cardInHand(game: GameState, name: (typeof HAND)[number]): ObjectId {
  const card = game.players[0]!.hand.find((c) => c.card === name);
  if (!card) throw new Error(`no ${name} in alice's hand`);
  return card.id;
}

/**
 * One permanent in four is alice's, a Mountain, a Geothermal Crevice, a Mountain and a Satyr
 * Hedonist in turn (625 of each at 10,000 permanents), in a game of WITH_BENCH_CARDS: the largest
 * X sacrifices every Crevice for {B}{G} and every Hedonist for {R}{R}{R}.
 */
export const boardWithSacrificedMana = (permanents: number): GameState => boardWithAlices(permanents, ['Mountain', 'Geothermal Crevice', 'Mountain', 'Satyr Hedonist'], 4, WITH_BENCH_CARDS);

/**
 * One permanent in four is alice's, a Mountain and an Astrolabe in turn (1,250 of each at 10,000
 * permanents), in a game of WITH_BENCH_CARDS: the largest X sacrifices every Astrolabe, each for
 * two mana of one colour (CR 106.1b) after the mana paying its {1}.
 */
export const boardWithAstrolabes = (permanents: number): GameState => boardWithAlices(permanents, ['Mountain', 'Astrolabe'], 4, WITH_BENCH_CARDS);
