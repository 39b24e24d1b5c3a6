/**
 * Issue 13: triggered abilities compiled from Oracle text (test/fixtures/oracle-triggers-statics.json,
 * real cards copied from the corpus). A trigger on an event casting or paying a cost can cause
 * (CR 601.2c, 601.2i, 603.10a) is compiled into `triggers` when its condition is read whole,
 * and is a gap otherwise; a trigger no cast can cause stays text.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../src/game/state.js';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import type { CardInput } from '../src/cards/schema.js';
import { compileCard, type CompileResult } from '../tools/importer/compile.js';
import { compileTrigger } from '../tools/importer/triggers.js';
import { costEventTriggers } from '../src/casting/cost-event-triggers.js';
import { ALICE_MAIN, castActor, gameOf } from './helpers.js';
import { accept, ctx, outcome } from './cast-helpers.js';

const cards = JSON.parse(readFileSync(new URL('./fixtures/oracle-triggers-statics.json', import.meta.url), 'utf8')) as { name: string }[];
const compiled = new Map(cards.map((card) => [card.name, compileCard(card)] as const));
const result = (name: string): CompileResult => compiled.get(name) ?? (() => { throw new Error(`${name} is not in the fixture`); })();
/** The compiled triggers, without their target words (checked on their own below). */
const triggersOf = (name: string) => withTargets(name).map(({ targets: _targets, ...trigger }) => trigger);
const withTargets = (name: string) => {
  const { status, card } = result(name);
  expect(status).toBe('complete');
  return (card as { triggers?: { targets?: unknown }[] }).triggers ?? [];
};

describe('CR 603.3d: the target words of a triggered ability are compiled in the target language of spells', () => {
  it.each([
    ['Blood Artist', [{ what: { player: 'any' }, count: 1 }]],
    ['Diregraf Captain', [{ what: { player: 'opponent' }, count: 1 }]],
    ["Odric's Outrider", [{ what: { types: ['Creature'], controller: 'you' }, count: 1 }]],
    ['Onulet', undefined],
  ])('603.3d: %s', (name, targets) => {
    expect(withTargets(name)[0]?.targets).toEqual(targets);
  });

  it('603.3d: a trigger whose target phrase is not read is a gap, not a trigger without its target', () => {
    expect(result('Riveteers Ascendancy').status).toBe('partial');
  });
});

describe('CR 700.4, 603.10a: "dies" triggers compile with the deaths they watch', () => {
  it.each([
    ['Onulet', 'When ~ dies, you gain 2 life.', { self: true }],
    ['Nihil Spellbomb', 'When ~ is put into a graveyard from the battlefield, you may pay {B}. If you do, draw a card.', { self: true }],
    ['Rot Shambler', 'Whenever another creature you control dies, put a +1/+1 counter on ~.', { creatures: { types: ['Creature'], controller: 'you', other: true } }],
    ['Midnight Reaper', 'Whenever a nontoken creature you control dies, ~ deals 1 damage to you and you draw a card.', { creatures: { types: ['Creature'], token: false, controller: 'you' } }],
    ['Glissa, the Traitor', 'Whenever a creature an opponent controls dies, you may return target artifact card from your graveyard to your hand.', { creatures: { types: ['Creature'], controller: 'opponent' } }],
    ["Odric's Outrider", 'Whenever ~ or another creature you control dies, put a +1/+1 counter on target creature you control.', { self: true, creatures: { types: ['Creature'], controller: 'you', other: true } }],
    ['Diregraf Captain', 'Whenever another Zombie you control dies, target opponent loses 1 life.', { creatures: { types: ['Creature'], subtypes: ['Zombie'], controller: 'you', other: true } }],
    ['Sigil of the New Dawn', 'Whenever a creature is put into your graveyard from the battlefield, you may pay {1}{W}. If you do, return that card to your hand.', { creatures: { types: ['Creature'], owner: 'you' } }],
    ['Gristle Grinner', 'Whenever a creature dies, ~ gets +2/+2 until end of turn.', { creatures: { types: ['Creature'] } }],
    ['Blood Artist', 'Whenever ~ or another creature dies, target player loses 1 life and you gain 1 life.', { self: true, creatures: { types: ['Creature'], other: true } }],
  ])('%s: the compiled trigger equals its Oracle text', (name, text, watches) => {
    expect(triggersOf(name)).toEqual([{ on: 'creatureDies', ...watches, text }]);
  });
});

describe('CR 601.2i, 601.2c: cast and "becomes the target" triggers', () => {
  it.each([
    ['Student of Ojutai', { controller: 'you', notTypes: ['Creature'] }],
    ['Kiln Fiend', { controller: 'you', types: ['Instant', 'Sorcery'] }],
    ['Fiddlehead Kami', { controller: 'you', subtypes: ['Spirit', 'Arcane'] }],
    ['Rhystic Study', { controller: 'opponents' }],
    ["Demon's Horn", { controller: 'any', colors: ['B'] }],
    ['Tidespout Tyrant', { controller: 'you' }],
    ['Hero of Precinct One', { controller: 'you', multicolored: true }],
  ])('601.2i: %s triggers on the spells its Oracle text names', (name, spells) => {
    expect(triggersOf(name)).toEqual([{ on: 'cast', spells, text: expect.stringMatching(/^Whenever /) }]);
  });

  it('601.2i: "When you cast this spell" is castSelf (Hydroid Krasis); 601.2c: "When ~ becomes the target of a spell or ability" is becomesTarget (Skulking Ghost)', () => {
    expect(triggersOf('Hydroid Krasis')).toEqual([{ on: 'castSelf', text: 'When you cast this spell, you gain half X life and draw half X cards. Round down each time.' }]);
    expect(triggersOf('Skulking Ghost')).toEqual([{ on: 'becomesTarget', text: 'When ~ becomes the target of a spell or ability, sacrifice it.' }]);
  });
});

describe('700.4: deaths of permanents of any type', () => {
  it('700.4: "an artifact is put into a graveyard from the battlefield" (Disciple of the Vault) and "a creature or planeswalker you control dies" (Ajani\'s Last Stand) watch permanents', () => {
    expect(triggersOf('Disciple of the Vault')).toEqual([{ on: 'creatureDies', permanents: { types: ['Artifact'] }, text: expect.stringMatching(/^Whenever an artifact is put into a graveyard/) }]);
    expect(result("Ajani's Last Stand").card).toMatchObject({ triggers: [{ on: 'creatureDies', permanents: { types: ['Creature', 'Planeswalker'], controller: 'you' } }] });
  });
});

describe('603.6c: leaves-the-battlefield triggers; two-event conditions whose other event no cast can cause', () => {
  it('603.6c: "When ~ leaves the battlefield" is leavesBattlefield (Goblin Firebug, Thragtusk\'s second trigger); "enters or leaves the battlefield" too (Raving Oni-Slave)', () => {
    expect(triggersOf('Goblin Firebug')).toEqual([{ on: 'leavesBattlefield', text: 'When ~ leaves the battlefield, sacrifice a land.' }]);
    expect(triggersOf('Thragtusk')).toEqual([{ on: 'leavesBattlefield', text: 'When ~ leaves the battlefield, create a 3/3 green Beast creature token.' }]);
    expect(triggersOf('Raving Oni-Slave')).toEqual([{ on: 'leavesBattlefield', text: 'When ~ enters or leaves the battlefield, you lose 3 life if you don\'t control a Demon.' }]);
  });

  it('707.10: magecraft\'s "cast or copy" is a cast trigger: copying is not casting, and the engine never copies (Witherbloom Apprentice)', () => {
    expect(triggersOf('Witherbloom Apprentice')).toEqual([
      { on: 'cast', spells: { controller: 'you', types: ['Instant', 'Sorcery'] }, text: 'Whenever you cast or copy an instant or sorcery spell, each opponent loses 1 life and you gain 1 life.' },
    ]);
  });

  it('"When ~ enters or dies" watches its own death; "dies or is put into exile" and "the creature it haunts dies" stay gaps', () => {
    expect(compileTrigger('When ~ enters or dies, draw a card.')).toEqual({ triggers: [{ on: 'creatureDies', self: true, text: 'When ~ enters or dies, draw a card.' }] });
    expect(compileTrigger('When ~ dies or is put into exile from the battlefield, draw a card.')).toHaveProperty('gap');
    expect(compileTrigger('When ~ enters or the creature it haunts dies, destroy target enchantment.')).toHaveProperty('gap');
  });
});

describe('701.26: "becomes tapped / untapped" triggers', () => {
  it('"Whenever ~ becomes tapped" (Vampire Envoy) and inspired\'s "Whenever ~ becomes untapped" (Oreskos Sun Guide) watch the permanent itself', () => {
    expect(triggersOf('Vampire Envoy')).toEqual([{ on: 'becomesTapped', text: 'Whenever ~ becomes tapped, you gain 1 life.' }]);
    expect(triggersOf('Oreskos Sun Guide')).toEqual([{ on: 'becomesUntapped', text: 'Whenever ~ becomes untapped, you gain 2 life.' }]);
  });

  it('701.26, 303.4: "Whenever enchanted creature becomes tapped" (Spirit Shackle), "enchanted land" (Contaminated Ground) watch what they are attached to; "a creature an opponent controls" (Palliation Accord) each fitting permanent', () => {
    expect(triggersOf('Spirit Shackle')).toEqual([{ on: 'becomesTapped', attached: true, text: 'Whenever enchanted creature becomes tapped, put a -0/-2 counter on it.' }]);
    expect(triggersOf('Contaminated Ground')).toEqual([{ on: 'becomesTapped', attached: true, text: 'Whenever enchanted land becomes tapped, its controller loses 2 life.' }]);
    expect(triggersOf('Palliation Accord')[0]).toEqual({ on: 'becomesTapped', permanents: { types: ['Creature'], controller: 'opponent' }, text: expect.stringMatching(/^Whenever a creature an opponent controls becomes tapped/) });
    // CR 603.4, 508.1f: "if it isn't being declared as an attacker" holds for every tap a cost causes (Verity Circle); "is tapped for mana" is a mana ability's trigger (605.1b), not read.
    expect(triggersOf('Verity Circle')).toEqual([{ on: 'becomesTapped', permanents: { types: ['Creature'], controller: 'opponent' }, text: expect.stringMatching(/if it isn't being declared as an attacker/) }]);
    expect(compileTrigger('Whenever enchanted land is tapped for mana, its controller adds an additional {G}.')).toHaveProperty('gap');
  });

  it('701.26: of the permanents a payment leaves as they were, none triggers: two Palliation Accords see one of three opposing creatures tapped, once each', () => {
    const library = createCardLibrary([result('Palliation Accord').card as CardInput], BUILT_IN_CARDS);
    const before = gameOf({ players: [{ id: 'alice' }, { id: 'bob' }], battlefield: [{ card: 'Palliation Accord', controller: 'alice', id: 'accord-1' }, { card: 'Palliation Accord', controller: 'alice', id: 'accord-2' }, { card: 'Grizzly Bears', controller: 'bob', id: 'bears-1' }, { card: 'Grizzly Bears', controller: 'bob', id: 'bears-2' }, { card: 'Grizzly Bears', controller: 'bob', id: 'bears-3', tapped: true }, { card: 'Grizzly Bears', controller: 'alice', id: 'bears-4' }], turn: ALICE_MAIN }, library);
    const tapping = (ids: string[]): GameState => ({ ...before, battlefield: before.battlefield.map((p) => (ids.includes(p.id) ? { ...p, tapped: true } : p)) });
    const fired = (after: GameState) => costEventTriggers(before, after, library).map((t) => `${t.source}:${t.on}`);
    expect(fired(tapping(['bears-1']))).toEqual(['accord-1:becameTapped', 'accord-2:becameTapped']);
    // Her own creature tapped: "an opponent controls" watches bob's alone.
    expect(fired(tapping(['bears-4']))).toEqual([]);
  });
});

describe('701.9, 702.29c–d: discard and cycling triggers', () => {
  it.each([
    ['Bag of Holding', { player: 'you' }],
    ["Geth's Grimoire", { player: 'opponents' }],
    ['Confessor', { player: 'any' }],
    ['Drake Haven', { player: 'you' }],
    ['Archfiend of Ifnir', { player: 'you', other: true }],
    ['Pitchstone Wall', { player: 'you' }],
  ])('701.9: %s\'s "discard a card" trigger (cycling discards too, 702.29a) says whose discards it watches', (name, watches) => {
    expect(triggersOf(name)).toEqual([{ on: 'discards', ...watches, text: expect.stringMatching(/^Whenever /) }]);
  });

  it('701.9: "Whenever you discard a creature card" keeps the card type; "a noncreature, nonland card" stays a gap (Surly Badgersaur)', () => {
    expect(compileTrigger('Whenever you discard a creature card, put a +1/+1 counter on ~.')).toEqual({ triggers: [{ on: 'discards', player: 'you', cards: { types: ['Creature'] }, text: 'Whenever you discard a creature card, put a +1/+1 counter on ~.' }] });
    expect(result('Surly Badgersaur').gaps.map((g) => g.text)).toEqual(['Whenever you discard a noncreature, nonland card, ~ fights up to one target creature you don\'t control.']);
  });

  it('702.29c: "Whenever a player cycles a card" (Lightning Rift), "Whenever you cycle another card" (Drannith Healer, whose own cycling ability is marked cycling)', () => {
    expect(triggersOf('Lightning Rift')).toEqual([{ on: 'cycles', player: 'any', text: 'Whenever a player cycles a card, you may pay {1}. If you do, ~ deals 2 damage to any target.' }]);
    expect(triggersOf('Drannith Healer')).toEqual([{ on: 'cycles', player: 'you', other: true, text: 'Whenever you cycle another card, you gain 1 life.' }]);
    expect((result('Drannith Healer').card as { abilities: unknown[] }).abilities).toEqual([expect.objectContaining({ from: 'hand', cycling: true })]);
  });

  it('702.29d: "When you cycle ~" is cycleSelf (Gempalm Incinerator); 603.2c: "one or more cards" is one trigger for each payment', () => {
    expect(triggersOf('Gempalm Incinerator')).toEqual([{ on: 'cycleSelf', text: expect.stringMatching(/^When you cycle ~, you may have it deal X damage/) }]);
    expect(compileTrigger('Whenever you discard one or more cards, draw a card.')).toMatchObject({ triggers: [{ on: 'discards', player: 'you', oneOrMore: true }] });
    expect(compileTrigger('When you cycle ~ or it dies, draw a card.')).toHaveProperty('gap');
  });
});

describe('601.2i: cast triggers with conditions: kicked, the nth spell each turn, during an opponent\'s turn', () => {
  it.each([
    ['Roost of Drakes', { spells: { controller: 'you' }, kicked: true }],
    ['Wavebreak Hippocamp', { spells: { controller: 'you' }, nth: 1, turn: 'opponents' }],
    ['Monologue Tax', { spells: { controller: 'opponents' }, nth: 2 }],
    ['Bloodsky Berserker', { spells: { controller: 'you' }, nth: 2 }],
    ['Faerie Tauntings', { spells: { controller: 'you' }, turn: 'opponents' }],
  ])('601.2i: %s', (name, condition) => {
    expect(triggersOf(name)).toEqual([{ on: 'cast', ...condition, text: expect.stringMatching(/^Whenever /) }]);
  });

  it('"your first instant or sorcery spell each turn" (counted among those spells only) and "during your turn" stay gaps', () => {
    expect(compileTrigger('Whenever you cast your first instant or sorcery spell each turn, draw a card.')).toHaveProperty('gap');
    expect(compileTrigger('Whenever an opponent casts a spell during your turn, draw a card.')).toHaveProperty('gap');
  });
});

describe('603.10a, 303.4, 301.5: "enchanted creature" and "equipped creature" deaths', () => {
  it.each([
    ['Dying Wail', { types: ['Creature'] }],
    ['Elephant Guide', { types: ['Creature'] }],
    ['Heirloom Blade', { types: ['Creature'] }],
    ['Viridian Harvest', { types: ['Artifact'] }],
  ])('%s watches the death of the permanent it is attached to', (name, attached) => {
    expect(triggersOf(name)).toEqual([{ on: 'creatureDies', attached, text: expect.stringMatching(/^When(ever)? (enchanted|equipped) /) }]);
  });

  it('"enchanted creature is put into your graveyard" (whose graveyard) stays a gap', () => {
    expect(compileTrigger('When enchanted creature is put into your graveyard, draw a card.')).toHaveProperty('gap');
  });
});

describe('601.2c: "becomes the target" triggers: of whose spell or ability, and what is watched', () => {
  it.each([
    ['Dream Strix', { spellsOnly: true }],
    ['Frost Titan', { by: 'opponents' }],
    ['Diffusion Sliver', { by: 'opponents', permanents: { subtypes: ['Sliver'], types: ['Creature'], controller: 'you' } }],
    ['Rayne, Academy Chancellor', { by: 'opponents', you: true, permanents: { controller: 'you' } }],
  ])('601.2c: %s', (name, watches) => {
    expect(triggersOf(name)[0]).toEqual({ on: 'becomesTarget', ...watches, text: expect.stringMatching(/^When(ever)? /) });
  });

  it('303.4: "When enchanted creature becomes the target …" watches what it is attached to; "for the first time each turn" and "you and/or at least one permanent" stay gaps', () => {
    expect(compileTrigger('When enchanted creature becomes the target of a spell or ability, destroy ~.')).toEqual({ triggers: [{ on: 'becomesTarget', attached: true, text: 'When enchanted creature becomes the target of a spell or ability, destroy ~.' }] });
    expect(compileTrigger('Whenever ~ becomes the target of a spell or ability for the first time each turn, draw a card.')).toHaveProperty('gap');
    expect(compileTrigger('Whenever you and/or at least one permanent you control becomes the target of a spell or ability an opponent controls, draw a card.')).toHaveProperty('gap');
  });
});

describe('701.21: "Whenever you sacrifice …" triggers', () => {
  it.each([
    ['Graf Mole', { permanents: { subtypes: ['Clue'] } }],
    ['Havoc Jester', { permanents: {} }],
    ["Sorcerer's Broom", { permanents: { other: true } }],
    ['Ordeal of Erebos', { self: true }],
  ])('701.21: %s', (name, watches) => {
    expect(triggersOf(name)).toEqual([{ on: 'sacrifices', ...watches, text: expect.stringMatching(/^When(ever)? you sacrifice /) }]);
  });

  it('"one or more Blood tokens" (one trigger for several) stays a gap', () => {
    expect(compileTrigger('Whenever you sacrifice one or more Blood tokens, draw a card.')).toHaveProperty('gap');
  });
});

describe('603.6a: "When ~ is put into a graveyard from anywhere"', () => {
  it('603.6a: Worldspine Wurm has its "dies" trigger and its "from anywhere" trigger, each compiled; Ulamog\'s too', () => {
    expect(triggersOf('Worldspine Wurm')).toEqual([
      { on: 'creatureDies', self: true, text: 'When ~ dies, create three 5/5 green Wurm creature tokens with trample.' },
      { on: 'putIntoGraveyard', self: true, text: "When ~ is put into a graveyard from anywhere, shuffle it into its owner's library." },
    ]);
    expect(triggersOf('Ulamog, the Infinite Gyre')).toContainEqual({ on: 'putIntoGraveyard', self: true, text: expect.stringMatching(/from anywhere/) });
  });
});

describe('601.2i: heroic, cast triggers on spells that target this permanent', () => {
  it('"Heroic — Whenever you cast a spell that targets ~" (Akroan Skyguard), "an Aura spell that targets ~" (Druid of Horns) are cast triggers with targetsThis', () => {
    expect(triggersOf('Akroan Skyguard')).toEqual([{ on: 'cast', spells: { controller: 'you' }, targetsThis: true, text: 'Whenever you cast a spell that targets ~, put a +1/+1 counter on ~.' }]);
    expect(triggersOf('Druid of Horns')).toEqual([{ on: 'cast', spells: { controller: 'you', subtypes: ['Aura'] }, targetsThis: true, text: 'Whenever you cast an Aura spell that targets ~, create a 3/3 green Beast creature token.' }]);
    expect(compileTrigger('Whenever you cast an instant or sorcery spell that targets only ~, copy that spell.')).toHaveProperty('gap');
  });
});

describe('triggers no cast or cost can cause stay text', () => {
  it('"When ~ enters untapped" (Dwarven Mine) is about entering, not untapping', () => {
    expect(triggersOf('Dwarven Mine')).toEqual([]);
  });

  it('601.2h: a discard an opponent\'s spell or ability causes you happens as it resolves, never while a cost is paid (the caster pays): Psychic Purge and Metrognome are complete with no trigger', () => {
    expect(triggersOf('Psychic Purge')).toEqual([]);
    expect(triggersOf('Metrognome')).toEqual([]);
  });

  it('603.2: an "enters" trigger whose effect casts (Dream Thief) and an upkeep trigger (Darba) are complete, with no trigger', () => {
    expect(triggersOf('Dream Thief')).toEqual([]);
    expect(triggersOf('Darba')).toEqual([]);
    expect(compileTrigger('Whenever ~ attacks, target creature defending player controls dies.')).toEqual({});
    expect(compileTrigger('At the beginning of your upkeep, sacrifice a creature.')).toEqual({});
  });
});

describe('near misses stay gaps', () => {
  it.each([
    ["Kaya's Ghostform", 'dies or is put into exile'],
    ['Abattoir Ghoul', 'a creature dealt damage by ~ this turn'],
  ])('%s is partial (%s)', (name) => {
    expect(result(name).status).toBe('partial');
    expect(result(name).gaps.map((g) => g.reason)).toContain('a trigger on an event paying a cost or casting can cause is not compiled');
  });

  it('603.4: a trigger with an intervening "if" clause on the past is a gap; 113.6k: one that works from the graveyard (Masked Admirers) is a gap', () => {
    expect(compileTrigger('When ~ dies, if a creature died this turn, draw a card.')).toEqual({ gap: 'a trigger with an intervening "if" clause is not compiled' });
    expect(result('Masked Admirers').gaps.map((g) => g.reason)).toEqual(['a trigger that works from a graveyard, hand or exile is not compiled']);
  });
});

describe('a compiled trigger works in the engine', () => {
  it('603.10a: compiled Onulet sacrificed to Altar\'s Reap triggers its own "When ~ dies"; compiled Rot Shambler does not trigger on its own death', () => {
    const library = createCardLibrary([result('Onulet').card, result('Rot Shambler').card] as CardInput[], BUILT_IN_CARDS);
    const game = gameOf({ players: [{ id: 'alice', hand: ["Altar's Reap", "Altar's Reap"], manaPool: ['B', 'B', 'B', 'B'] }, { id: 'bob' }], battlefield: [{ card: 'Onulet', controller: 'alice' }, { card: 'Rot Shambler', controller: 'alice' }], turn: ALICE_MAIN }, library);
    const first = castActor(game, library);
    accept(first, { type: 'CAST', player: 'alice', card: 'altar-s-reap' });
    accept(first, { type: 'PAY', player: 'alice', sacrifice: ['onulet'] });
    expect(outcome(first)).toBe('cast');
    expect(ctx(first).triggers.map((t) => t.source).sort()).toEqual(['onulet', 'rot-shambler']);
    const second = castActor(game, library);
    accept(second, { type: 'CAST', player: 'alice', card: 'altar-s-reap' });
    accept(second, { type: 'PAY', player: 'alice', sacrifice: ['rot-shambler'] });
    expect(ctx(second).triggers).toEqual([]);
  });
});
