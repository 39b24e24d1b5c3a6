/**
 * Issue 13: keyword abilities (CR 702) that stand for an activated ability, an alternative or
 * optional cost or a cost change compile into the card format as the built-in cards write
 * them; keywords that change nothing about casting or activating stay text; cost words name
 * subtypes, supertypes and card counts. test/fixtures/oracle-keywords.json holds real cards
 * copied from the corpus. Each compiled field is compared with a definition checked by hand
 * against the card's Oracle text and the keyword's rule; near misses stay gaps.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import { cardSchema, type CardInput } from '../src/cards/schema.js';
import { compileCard, type CompileResult } from '../tools/importer/compile.js';
import { richBoard, smokeActivate, smokeCast } from './card-smoke.js';
import { gameOf } from './helpers.js';

const cards = JSON.parse(readFileSync(new URL('./fixtures/oracle-keywords.json', import.meta.url), 'utf8')) as { name: string }[];
const compiled = new Map(cards.map((card) => [card.name, compileCard(card)] as const));
const result = (name: string): CompileResult => compiled.get(name) ?? (() => { throw new Error(`${name} is not in the fixture`); })();
const withoutText = (card: unknown) => JSON.parse(JSON.stringify(cardSchema.parse(card), (key, value: unknown) => (key === 'text' ? undefined : value)));

type Field = 'abilities' | 'alternativeCosts' | 'optionalCosts' | 'selfCostChanges' | 'manaAbilities' | 'additionalCosts';
/** The card compiles whole, and `field` means what `expected` means (texts aside). */
function expectField(name: string, field: Field, expected: unknown[]) {
  const r = result(name);
  expect(r.status, JSON.stringify(r.gaps)).toBe('complete');
  const types = (r.card as { types: string[] }).types;
  expect(withoutText(r.card)[field]).toEqual(withoutText({ name, types, [field]: expected })[field]);
}
const mana = (m: string) => ({ kind: 'mana', mana: m });
const creature = { filter: 'creature' };

describe('702: keyword abilities that are activated abilities', () => {
  it('702.122a: Crew 1 is "tap creatures with total power 1 or more" (Smuggler\'s Copter)', () => {
    expectField("Smuggler's Copter", 'abilities', [{ cost: [{ kind: 'tapPower', power: 1 }], text: 'Crew 1' }]);
  });

  it('702.84a, 702.128a, 702.129a, 702.141a, 702.97a: unearth, embalm, eternalize, encore and scavenge work from a graveyard as a sorcery', () => {
    const fromGraveyard = (cost: unknown[], extra: object = {}) => [{ cost, from: 'graveyard', timing: 'sorcery', text: 'x', ...extra }];
    expectField('Archfiend of Sorrows', 'abilities', fromGraveyard([mana('{3}{B}{B}')]));
    expectField('Sacred Cat', 'abilities', fromGraveyard([mana('{W}'), { kind: 'exileSelf' }]));
    expectField('Adorned Pouncer', 'abilities', fromGraveyard([mana('{3}{W}{W}'), { kind: 'exileSelf' }]));
    expectField('Amphin Mutineer', 'abilities', fromGraveyard([mana('{4}{U}{U}'), { kind: 'exileSelf' }]));
    expectField('Sewer Shambler', 'abilities', fromGraveyard([mana('{2}{B}'), { kind: 'exileSelf' }], { targets: [creature] }));
  });

  it('702.53a transmute and 702.77a reinforce discard the card from a hand; 702.107a outlast taps it as a sorcery; 702.87a level up is a sorcery', () => {
    expectField('Dimir Infiltrator', 'abilities', [{ cost: [mana('{1}{U}{B}'), { kind: 'discardSelf' }], from: 'hand', timing: 'sorcery', text: 'x' }]);
    expectField('Burrenton Bombardier', 'abilities', [{ cost: [mana('{2}{W}'), { kind: 'discardSelf' }], from: 'hand', targets: [creature], text: 'x' }]);
    expectField('Ainok Bond-Kin', 'abilities', [{ cost: [mana('{1}{W}'), { kind: 'tapSelf' }], timing: 'sorcery', text: 'x' }]);
    expect(result('Caravan Escort').card).toMatchObject({ abilities: [{ cost: [mana('{2}')], timing: 'sorcery' }] });
  });

  it('702.29a, 702.29e: cycling, typecycling and a list of them are abilities from a hand that discard the card; a dashed cost is read by the cost grammar', () => {
    const cycling = (cost: unknown[]) => ({ cost: [...cost, { kind: 'discardSelf' }], from: 'hand', cycling: true, text: 'x' });
    expectField('Valley Rannet', 'abilities', [cycling([mana('{2}')]), cycling([mana('{2}')])]);
    expectField('Ash Barrens', 'abilities', [cycling([mana('{1}')])]);
    expectField('Edge of Autumn', 'abilities', [cycling([{ kind: 'sacrifice', what: { types: ['Land'] } }])]);
  });

  it('702.57a–b: forecast is an ability from a hand during its owner\'s upkeep, once each turn; "Reveal ~ from your hand" says it works from the hand', () => {
    expectField('Pride of the Clouds', 'abilities', [{ cost: [mana('{2}{W}{U}')], from: 'hand', during: { upkeep: true }, oncePerTurn: true, text: 'x' }]);
    expectField('Tetzimoc, Primal Death', 'abilities', [{ cost: [mana('{B}')], from: 'hand', during: { yourTurn: true }, targets: [{ what: { types: ['Creature'] } }], text: 'x' }]);
  });

  it('702.6a: Equip with a dashed cost ("Equip—Discard a card.")', () => {
    expectField("Murderer's Axe", 'abilities', [{ cost: [{ kind: 'discard', what: {} }], timing: 'sorcery', targets: [{ filter: 'creatureYouControl' }], text: 'x' }]);
  });
});

describe('118.9: keyword abilities that are alternative costs', () => {
  it('702.109a dash and 702.152a blitz; 702.117a surge, 702.137a spectacle and 702.76a prowl with the game fact each asks', () => {
    expectField('Kolaghan Skirmisher', 'alternativeCosts', [{ name: 'dash', cost: [mana('{2}{B}')] }]);
    expectField('Caldaia Strongarm', 'alternativeCosts', [{ name: 'blitz', cost: [mana('{3}{G}')] }]);
    expectField('Boulder Salvo', 'alternativeCosts', [{ name: 'surge', cost: [mana('{1}{R}')], condition: 'castAnotherSpellThisTurn' }]);
    expectField('Light Up the Stage', 'alternativeCosts', [{ name: 'spectacle', cost: [mana('{R}')], condition: 'opponentLostLifeThisTurn' }]);
    expectField('Earwig Squad', 'alternativeCosts', [{ name: 'prowl', cost: [mana('{2}{B}')], condition: 'combatDamageWithSharedType' }]);
  });

  it('702.119a emerge sacrifices a creature and is reduced by its mana value; 702.143a foretell is cast from exile; 702.103a bestow is an Aura spell targeting a creature', () => {
    expect(result('Drownyard Behemoth').card).toMatchObject({ alternativeCosts: [{ name: 'emerge', cost: [mana('{7}{U}'), { kind: 'sacrifice', what: { types: ['Creature'] } }], reducedBySacrifice: true }] });
    expectField('Saw It Coming', 'alternativeCosts', [{ name: 'foretell', from: 'exile', cost: [mana('{1}{U}')] }]);
    expectField('Hopeful Eidolon', 'alternativeCosts', [{ name: 'bestow', cost: [mana('{3}{W}')], targets: [creature], becomes: { types: ['Enchantment'], subtypes: ['Aura'] } }]);
  });

  it('702.138a escape is cast from a graveyard; "four other cards" are four cards, the card itself being on the stack (601.2a); 702.113a awaken targets a land you control', () => {
    expectField('Chainweb Aracnir', 'alternativeCosts', [{ name: 'escape', from: 'graveyard', cost: [mana('{3}{G}{G}'), { kind: 'exile', from: 'graveyard', what: {}, count: 4 }] }]);
    expectField('Boiling Earth', 'alternativeCosts', [{ name: 'awaken', cost: [mana('{6}{R}')], targets: [{ what: { types: ['Land'], controller: 'you' } }] }]);
  });

  it('dashed costs of flashback, kicker and buyback are read by the cost grammar; 702.125a undaunted reduces the cost for each opponent', () => {
    expectField('Deep Analysis', 'alternativeCosts', [{ name: 'flashback', from: 'graveyard', cost: [mana('{1}{U}'), { kind: 'life', amount: 3 }] }]);
    expectField('Cabal Therapy', 'alternativeCosts', [{ name: 'flashback', from: 'graveyard', cost: [{ kind: 'sacrifice', what: { types: ['Creature'] } }] }]);
    expectField('Arctic Merfolk', 'optionalCosts', [{ name: 'kicker', cost: [{ kind: 'return', what: { types: ['Creature'] } }] }]);
    expectField('Walk the Aeons', 'optionalCosts', [{ name: 'buyback', cost: [{ kind: 'sacrifice', what: { subtypes: ['Island'] }, count: 3 }] }]);
    expectField('Seeds of Renewal', 'selfCostChanges', [{ kind: 'perObject', mana: '{1}', change: 'reduce', for: { players: 'opponents' }, keyword: 'undaunted' }]);
  });
});

describe('keywords that change nothing about casting or activating stay text', () => {
  it('702.30 echo and 702.24 cumulative upkeep (upkeep triggers paid as they resolve), 702.88 rebound, partner with, landwalk', () => {
    for (const name of ['Bone Shredder', 'Deepcavern Imp', 'Corrosion', 'Ephemerate', 'Blaring Captain', 'Bog Wraith']) {
      const r = result(name);
      expect(r.status, `${name}: ${JSON.stringify(r.gaps)}`).toBe('complete');
      expect(r.card).toMatchObject({ abilities: [], manaAbilities: [] });
      for (const field of ['alternativeCosts', 'optionalCosts', 'additionalCosts', 'selfCostChanges']) expect(r.card).not.toHaveProperty(field);
    }
  });
});

describe('cost words (CR 118, 205.3)', () => {
  it('205.3: a capitalized cost word is a subtype ("a Goblin", "a Food", "three Clerics"); "a snow land" a supertype; "an artifact or creature" either type', () => {
    expectField('Siege-Gang Commander', 'abilities', [{ cost: [mana('{1}{R}'), { kind: 'sacrifice', what: { subtypes: ['Goblin'] } }], targets: [{ filter: 'any' }], text: 'x' }]);
    expectField('Wicked Wolf', 'abilities', [{ cost: [{ kind: 'sacrifice', what: { subtypes: ['Food'] } }], text: 'x' }]);
    expectField('Dark Supplicant', 'abilities', [{ cost: [{ kind: 'tapSelf' }, { kind: 'sacrifice', what: { subtypes: ['Cleric'] }, count: 3 }], text: 'x' }]);
    expectField('Whiteout', 'abilities', [{ cost: [{ kind: 'sacrifice', what: { types: ['Land'], supertypes: ['Snow'] } }], from: 'graveyard', text: 'x' }]);
    expectField('Dockside Chef', 'abilities', [{ cost: [mana('{1}{B}'), { kind: 'sacrifice', what: { types: ['Artifact', 'Creature'] } }], text: 'x' }]);
    expect(result('Razor Golem').card).toMatchObject({ selfCostChanges: [{ kind: 'affinity', for: { subtypes: ['Plains'] } }] });
  });

  it('"Exile two cards / a creature card from your graveyard" in an ability\'s cost', () => {
    // CR 603.8: Immortal Coil's "When there are no cards in your graveyard" is a state trigger its own cost can set off, which the engine doesn't report: a gap.
    const coil = result('Immortal Coil');
    expect(coil.gaps.map((g) => g.reason)).toEqual(['a trigger on an event paying a cost or casting can cause is not compiled']);
    expect(withoutText(coil.card)['abilities']).toEqual(withoutText({ name: 'Immortal Coil', types: ['Artifact'], abilities: [{ cost: [{ kind: 'tapSelf' }, { kind: 'exile', from: 'graveyard', what: {}, count: 2 }], text: 'x' }] })['abilities']);
    expectField('Soul Shepherd', 'abilities', [{ cost: [mana('{W}'), { kind: 'exile', from: 'graveyard', what: { types: ['Creature'] } }], text: 'x' }]);
  });
});

describe('702.16, 702.11d: protection and hexproof from a quality', () => {
  const shields = (name: string) => {
    const r = result(name);
    expect(r.status, JSON.stringify(r.gaps)).toBe('complete');
    const card = withoutText(r.card) as { protection: unknown[]; hexproofFrom: unknown[]; keywords: string[] };
    return { protection: card.protection, hexproofFrom: card.hexproofFrom, keywords: card.keywords };
  };

  it.each([
    ['Black Knight', { protection: [{ colors: ['W'] }], hexproofFrom: [], keywords: ['first strike'] }],
    // CR 702.16j.
    ['Progenitus', { protection: [{}], hexproofFrom: [], keywords: [] }],
    // CR 702.16g: "from Spirits and from Arcane" is two protection abilities; subtypes from their plurals.
    ['Kitsune Riftwalker', { protection: [{ subtypes: ['Spirit'] }, { subtypes: ['Arcane'] }], hexproofFrom: [], keywords: [] }],
    ['Tel-Jilad Fallen', { protection: [{ types: ['Artifact'] }], hexproofFrom: [], keywords: [] }],
    ['Enemy of the Guildpact', { protection: [{ multicolored: true }], hexproofFrom: [], keywords: [] }],
    ['Aven Smokeweaver', { protection: [{ colors: ['R'] }], hexproofFrom: [], keywords: ['flying'] }],
    // CR 105.2: monocoloured is one colour: not multicoloured, not colourless.
    ['General Ferrous Rokiric', { protection: [], hexproofFrom: [{ multicolored: false, colorless: false }], keywords: [] }],
  ])('%s: the compiled shields equal its Oracle text', (name, expected) => {
    expect(shields(name)).toEqual(expected);
  });

  it('a quality the format can\'t hold stays a gap: "the chosen player", "spells that are one or more colors", "permanents with corruption counters"', () => {
    const compile = (oracle: string) => compileCard({ name: 'Test', mana_cost: '{2}{W}', type_line: 'Creature — Human', oracle_text: oracle, power: '2', toughness: '2' });
    for (const line of ['Protection from the chosen player', 'Flying, protection from spells that are one or more colors', 'Protection from permanents with corruption counters on them', 'Protection from Frogmen']) {
      expect(compile(line).status, line).toBe('partial');
    }
    expect(compile('Protection from all colors').card).toMatchObject({ protection: ['W', 'U', 'B', 'R', 'G'].map((c) => ({ colors: [c] })) });
    expect(compile('Protection from red; banding').card).toMatchObject({ protection: [{ colors: ['R'] }] });
    expect(compile('First strike, protection from legendary creatures').card).toMatchObject({ protection: [{ supertypes: ['Legendary'], types: ['Creature'] }] });
    expect(compile('Protection from God creatures').card).toMatchObject({ protection: [{ subtypes: ['God'], types: ['Creature'] }] });
    expect(compile('Protection from Frogmen creatures').status).toBe('partial');
  });
});

describe('711.2: level up', () => {
  it('711.2: a leveler\'s band abilities apply only at their levels, so none is compiled (Brimstone Mage\'s {T} ability is not written); level up itself is', () => {
    const r = result('Brimstone Mage');
    expect(r.status).toBe('partial');
    expect(r.gaps.map((g) => g.text)).toEqual(['LEVEL 1-2', '2/3', '{T}: ~ deals 1 damage to any target.', 'LEVEL 3+', '2/4', '{T}: ~ deals 3 damage to any target.']);
    expect((r.card as { abilities: { text: string }[] }).abilities.map((a) => a.text)).toEqual([expect.stringMatching(/^Level up/)]);
  });
});

describe('near misses stay gaps', () => {
  it.each([
    ['Sky Hussar', 'Tap two untapped white and/or blue creatures'],
    ['Caravan Escort', 'LEVEL'],
    // The card format's mana abilities tap at most one other permanent (CR 605.3: auto payment offers one per way).
    ['Heritage Druid', 'taps several other permanents'],
  ])('%s: "%s" is a gap', (name, text) => {
    const r = result(name);
    expect(r.status).toBe('partial');
    expect(r.gaps.some((g) => g.text.includes(text) || g.reason.includes(text))).toBe(true);
  });

  it('a keyword cost a card can\'t pay where it is, or with X in an alternative cost, is a gap', () => {
    const compile = (oracle: string, type = 'Creature — Zombie') => compileCard({ name: 'Test', mana_cost: '{2}{B}', type_line: type, oracle_text: oracle, power: '2', toughness: '2' });
    expect(compile('Unearth—{B}, {T}.').gaps[0]?.reason).toMatch(/only a permanent pays/);
    expect(compile('Dash—Pay X life.').gaps[0]?.reason).toMatch(/X in a dash cost/);
    expect(compile('Bestow {2}{B}').gaps[0]?.reason).toMatch(/not an enchantment creature/);
    expect(compile('{1}, Sacrifice another creature or an artifact: Draw a card.').status).toBe('partial');
    expect(compile('{1}, Sacrifice a creature token: Draw a card.').status).toBe('partial');
    expect(compile('Escape—{2}{B}, Exile four other creature cards from your graveyard and a Zombie.').status).toBe('partial');
  });
});

describe('compiled cards load, are cast and activated', () => {
  const complete = [...compiled.values()].filter((r) => r.status === 'complete');
  /** Permanents some costs need: a Food, Clerics, a snow land (CR 205.3). */
  const helpers: CardInput[] = [
    { name: 'Test Food', types: ['Artifact'], subtypes: ['Food'] },
    { name: 'Test Cleric', types: ['Creature'], subtypes: ['Human', 'Cleric'], power: 1, toughness: 1 },
    { name: 'Test Snow Land', types: ['Land'], supertypes: ['Snow'] },
  ];
  const library = createCardLibrary([...complete.map((r) => r.card!), ...helpers], BUILT_IN_CARDS);
  const extra: Readonly<Record<string, string[]>> = {
    'Wicked Wolf': ['Test Food'],
    'Dark Supplicant': ['Test Cleric', 'Test Cleric', 'Test Cleric'],
    'Walk the Aeons': ['Island', 'Island', 'Island'],
    Whiteout: ['Test Snow Land'],
  };

  it.each(complete.map((r) => [r.name] as const))('601.2, 602.2: %s', (name) => {
    const card = library[name]!;
    // A counterspell needs a spell on the stack to target.
    const game = gameOf(richBoard({ hand: [name], battlefield: extra[name] ?? [], stack: name === 'Saw It Coming' }), library);
    if (!card.types.includes('Land')) expect(smokeCast(game, library, game.players[0]!.hand.find((c) => c.card === name)!.id).outcome).toBe('cast');
    card.abilities.forEach((ability, index) => {
      const board = gameOf(richBoard(ability.from === 'battlefield' ? { battlefield: [name, ...(extra[name] ?? [])] } : { [ability.from]: [name], battlefield: extra[name] ?? [] }), library);
      const source = ability.from === 'battlefield' ? board.battlefield.find((p) => p.card === name && p.controller === 'alice')!.id : board.players[0]![ability.from as 'hand' | 'graveyard'].find((c) => c.card === name)!.id;
      const activated = smokeActivate(board, library, source, index);
      // CR 602.5d: the rich board is in a main phase, not the upkeep.
      if (ability.during?.upkeep) expect(activated.refusal).toMatchObject({ rule: '602.5d' });
      else expect(activated.outcome, JSON.stringify(activated.refusal)).toBe('activated');
    });
  });

  it('702.138a: Chainweb Aracnir is cast from a graveyard for its escape cost, exiling four other cards', () => {
    const game = gameOf(richBoard({ graveyard: ['Chainweb Aracnir', 'Island'] }), library);
    const id = game.players[0]!.graveyard.find((c) => c.card === 'Chainweb Aracnir')!.id;
    expect(smokeCast(game, library, id).outcome).toBe('cast');
    const short = gameOf(richBoard({ graveyard: ['Chainweb Aracnir'] }), library);
    expect(smokeCast(short, library, short.players[0]!.graveyard.find((c) => c.card === 'Chainweb Aracnir')!.id).outcome).not.toBe('cast');
  });
});
