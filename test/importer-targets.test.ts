/**
 * Issue 13: target words read from real cards (test/fixtures/oracle-targets.json, copied from
 * the corpus). CR 601.2c: every instance of "target" is chosen while casting, even in a
 * sentence whose condition is checked on resolution, so those targets compile; a target that
 * exists only with a choice made while casting (kicker, a mode) or whose number is a count
 * stays a gap; words after a target phrase that narrow it further make the phrase a gap.
 * Compiled cards are cast and activated through the charts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import { compileCard, type CompileResult } from '../tools/importer/compile.js';
import { richBoard, smokeActivate, smokeCast } from './card-smoke.js';
import { gameOf } from './helpers.js';

const cards = JSON.parse(readFileSync(new URL('./fixtures/oracle-targets.json', import.meta.url), 'utf8')) as { name: string }[];
const compiled = new Map(cards.map((card) => [card.name, compileCard(card)] as const));
const result = (name: string): CompileResult => compiled.get(name) ?? (() => { throw new Error(`${name} is not in the fixture`); })();
const complete = (name: string) => {
  const r = result(name);
  expect(r.status, JSON.stringify(r.gaps)).toBe('complete');
  return r.card!;
};
const creature = { types: ['Creature'] };

describe('601.2c: targets in a sentence with a resolution-time condition are chosen while casting', () => {
  it('601.2c: "If you control a Swamp, destroy target nonblack creature." targets a nonblack creature (Horobi\'s Whisper)', () => {
    expect(complete("Horobi's Whisper").targets).toEqual([{ what: { types: ['Creature'], notColors: ['B'] }, count: 1 }]);
  });

  it('601.2c: "Flip a coin. If you win the flip, destroy target artifact" targets an artifact as the ability is activated (Goblin Archaeologist)', () => {
    expect(complete('Goblin Archaeologist').abilities).toMatchObject([{ targets: [{ what: { types: ['Artifact'] }, count: 1 }] }]);
  });

  it('601.2c: "If you do, return target artifact card from your graveyard" (Daretti, Scrap Savant) and "If {B} was spent … target creature … If {G} was spent … target creature" (Cankerous Thirst: two target words)', () => {
    expect(complete('Daretti, Scrap Savant').abilities?.[1]).toMatchObject({ targets: [{ what: { types: ['Artifact'], zone: 'graveyard', owner: 'you' }, count: 1 }] });
    expect(complete('Cankerous Thirst').targets).toEqual([{ what: creature, count: 1 }, { what: creature, count: 1 }]);
  });

  it('601.2c: "for each Swamp you control" is counted on resolution: the target is plain (Defile)', () => {
    expect(complete('Defile').targets).toEqual([{ what: creature, count: 1 }]);
  });

  it('707.10c: "may choose a new target for that copy" is a choice for a copy, not a target word of the spell (Chain Lightning)', () => {
    expect(complete('Chain Lightning').targets).toEqual([{ what: 'any', count: 1 }]);
  });
});

describe('601.2c: targets that depend on a choice made while casting stay gaps', () => {
  it.each([
    ['Dwarven Landslide', 'a target that depends on a choice made while casting (CR 601.2c: kicker, an additional or alternative cost, a mode) is not compiled'],
    ['Blood Beckoning', 'a target that depends on a choice made while casting (CR 601.2c: kicker, an additional or alternative cost, a mode) is not compiled'],
    ['Comet Storm', 'a target that depends on a choice made while casting (CR 601.2c: kicker, an additional or alternative cost, a mode) is not compiled'],
    ['All Suns\' Dawn', 'a number of targets that depends on a count (CR 601.2c) is not compiled'],
    ['Aether Burst', 'a number of targets that depends on a count (CR 601.2c) is not compiled'],
  ])('601.2c: %s is partial', (name, reason) => {
    expect(result(name)).toMatchObject({ status: 'partial', gaps: [{ reason }] });
  });
});

describe('115: words after a target phrase that narrow it are never dropped', () => {
  it.each([
    ['Opportunist', 'the target phrase "target creature that was dealt damage this turn" is not compiled'],
    ['Arena', 'the target phrase "target creature of an opponent\'s choice they control" is not compiled'],
  ])('115.1: %s is partial', (name, reason) => {
    expect(result(name)).toMatchObject({ status: 'partial', gaps: [{ reason }] });
  });

  it('115.1: "target permanent other than ~" is another permanent than the source (That Which Was Taken); "target Plains" is the subtype Plains (Quarum Trench Gnomes)', () => {
    expect(complete('That Which Was Taken').abilities).toMatchObject([{ targets: [{ what: { other: true }, count: 1 }] }]);
    expect(complete('Quarum Trench Gnomes').abilities).toMatchObject([{ targets: [{ what: { subtypes: ['Plains'] }, count: 1 }] }]);
  });

  it('602.1b: "Any player may activate this ability but only if ~ is on the stack" is an activation restriction, not effect text (Lightning Storm)', () => {
    expect(result('Lightning Storm')).toMatchObject({ status: 'partial', gaps: [{ reason: 'an activation restriction is not compiled yet' }] });
  });
});

describe('601.2c: which words are target words of this spell or ability', () => {
  it('113.1a: a quoted ability chooses its targets later, when it is put on the stack: "target creature gains \\"{T}: Return target nonland permanent …\\"" has one target word (Banishing Knack); an emblem\'s quoted ability has none (Koth of the Hammer)', () => {
    expect(complete('Banishing Knack').targets).toEqual([{ what: creature, count: 1 }]);
    expect(complete('Koth of the Hammer').abilities?.[2]).not.toHaveProperty('targets');
  });

  it('601.2c: "Choose two target creature cards in your graveyard" (Victimize), "Choose three target nonenchantment permanents" (Wild Swing), "Choose any number of target creatures, planeswalkers, and/or players" (Soulfire Eruption) are target words, not modes', () => {
    expect(complete('Victimize').targets).toEqual([{ what: { types: ['Creature'], zone: 'graveyard', owner: 'you' }, count: 2 }]);
    expect(complete('Wild Swing').targets).toEqual([{ what: { notTypes: ['Enchantment'] }, count: 3 }]);
    expect(complete('Soulfire Eruption').targets).toEqual([{ what: { anyOf: [{ types: ['Creature'] }, { types: ['Planeswalker'] }, { player: 'any' }] }, min: 0, max: null }]);
  });

  it('700.2: "you choose one of them" is not a mode (Blackmail); "controlled by the same player" narrows the targets as a whole (Barrin\'s Spite, 601.2c)', () => {
    expect(complete('Blackmail').targets).toEqual([{ what: { player: 'any' }, count: 1 }]);
    expect(complete("Barrin's Spite").targets).toEqual([{ what: { types: ['Creature'] }, count: 2, together: 'sameController' }]);
  });
});

describe('303.4a, 702.5a: "Enchant …" is the Aura spell\'s target word, in the filter language', () => {
  it.each([
    ['Animate Dead', { types: ['Creature'], zone: 'graveyard' }],
    ['Chained to the Rocks', { subtypes: ['Mountain'], controller: 'you' }],
    ['Corrupted Roots', { anyOf: [{ subtypes: ['Forest'] }, { subtypes: ['Plains'] }] }],
    ['Twisted Embrace', { types: ['Artifact', 'Creature'], controller: 'you' }],
    ['Consuming Ferocity', { types: ['Creature'], notSubtypes: ['Wall'] }],
    ['Encase in Ice', { types: ['Creature'], colors: ['R', 'G'] }],
    ['In Too Deep', { anyOf: [{ types: ['Creature'] }, { types: ['Planeswalker'] }, { subtypes: ['Clue'] }] }],
  ])('303.4a: %s', (name, what) => {
    expect(complete(name).targets).toEqual([{ what, count: 1 }]);
  });
});

describe('115: adjectives of target phrases', () => {
  it('115.1: "nonartifact, nonblack creature" (Expunge), "blue or black creature with flying" (Wallop: either colour), "non-Elf creature" (Eyeblight\'s Ending)', () => {
    expect(complete('Expunge').targets).toEqual([{ what: { types: ['Creature'], notTypes: ['Artifact'], notColors: ['B'] }, count: 1 }]);
    expect(complete('Wallop').targets).toEqual([{ what: { types: ['Creature'], colors: ['U', 'B'], keywords: ['flying'] }, count: 1 }]);
    expect(complete("Eyeblight's Ending").targets).toEqual([{ what: { types: ['Creature'], notSubtypes: ['Elf'] }, count: 1 }]);
  });
});

describe('compiled cards are cast and activated', () => {
  const done = [...compiled.values()].filter((r) => r.status === 'complete');
  const library = createCardLibrary(done.map((r) => r.card), BUILT_IN_CARDS);

  it.each(done.map((r) => [r.name] as const))('601.2, 602.2: %s', (name) => {
    const card = library[name]!;
    // The rich board with what these targets need: a Mountain and a Plains of alice's, a blue flier, a second creature card in her graveyard.
    const game = gameOf(richBoard({ hand: [name], battlefield: ['Mountain', 'Plains', 'Aven Fleetwing'], graveyard: ['Hill Giant'] }), library);
    expect(smokeCast(game, library, game.players[0]!.hand.find((c) => c.card === name)!.id).outcome).toBe('cast');
    card.abilities.forEach((ability, index) => {
      // The rich board with what these targets need: a Plains, an artifact card in the graveyard.
      const from = ability.from;
      const board = gameOf(richBoard({ battlefield: [...(from === 'battlefield' ? [name] : []), 'Plains'], graveyard: ['Sol Ring', ...(from === 'graveyard' ? [name] : [])], hand: from === 'hand' ? [name] : [] }), library);
      const source = from === 'battlefield' ? board.battlefield.find((p) => p.card === name && p.controller === 'alice')!.id : board.players[0]![from === 'hand' ? 'hand' : 'graveyard'].find((c) => c.card === name)!.id;
      const removes = ability.cost.find((p) => p.kind === 'counters' && p.counter === 'loyalty' && p.action === 'remove');
      const activated = smokeActivate(board, library, source, index);
      // CR 606.6: a planeswalker entering with its printed loyalty can't remove more.
      if (removes?.kind === 'counters' && typeof removes.count === 'number' && removes.count > (card.loyalty ?? 0)) expect(activated.refusal).toMatchObject({ rule: '606.6' });
      else expect(activated.outcome, JSON.stringify(activated.refusal)).toBe('activated');
    });
  });
});
