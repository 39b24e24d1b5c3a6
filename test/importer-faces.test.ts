/**
 * Issue 13: cards with two faces (CR 709, 702.102, 702.127, 712, 715) compiled from Scryfall's
 * `card_faces` (test/fixtures/oracle-faces.json, real cards copied from the corpus) into the
 * card format's `layout` and `faces`. Each compiled card equals a definition checked by hand
 * against its Oracle text, loads, and is cast as each face the rules allow; a layout the format
 * can't express is unsupported with the reason.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import { cardSchema, type CardInput } from '../src/cards/schema.js';
import { compileCard, type CompileResult } from '../tools/importer/compile.js';
import { layoutOf } from '../tools/importer/faces.js';
import { boardFor, smokeCast } from './card-smoke.js';

const cards = JSON.parse(readFileSync(new URL('./fixtures/oracle-faces.json', import.meta.url), 'utf8')) as { name: string }[];
const compiled = new Map(cards.map((card) => [card.name, compileCard(card)] as const));
const result = (name: string): CompileResult => compiled.get(name) ?? (() => { throw new Error(`${name} is not in the fixture`); })();
/** The compiled card as the loader reads it, without the paraphrased texts. */
const definition = (card: unknown) => JSON.parse(JSON.stringify(cardSchema.parse(card), (key, value: unknown) => (key === 'text' ? undefined : value)));
const expectCompiled = (name: string, expected: CardInput) => {
  const r = result(name);
  expect(r.status, JSON.stringify(r.gaps)).toBe('complete');
  expect(definition(r.card)).toEqual(definition(expected));
};

describe('layouts told from the faces (the corpus has no layout field)', () => {
  it.each([
    ['Struggle // Survive', 'aftermath'],
    ['Alive // Well', 'fuse'],
    ['Ardenvale Tactician // Dizzying Swoop', 'adventure'],
    ['Assure // Assemble', 'split'],
    ['Aberrant Researcher // Perfected Form', 'transform'],
    ['Selfless Glyphweaver // Deadly Vanity', 'modal'],
    ['Valakut Awakening // Valakut Stoneforge', 'modal'],
  ])('%s is %s', (name, layout) => {
    expect(result(name).card).toMatchObject({ layout });
  });

  it("Scryfall's own layout wins when the file has it: modal_dfc is modal, a split card with Fuse is fuse, flip stays unsupported", () => {
    const faces = (cards.find((c) => c.name === 'Alive // Well') as unknown as { card_faces: never }).card_faces;
    expect(layoutOf({ name: 'x', layout: 'split', card_faces: faces }, faces)).toEqual({ layout: 'fuse' });
    expect(layoutOf({ name: 'x', layout: 'modal_dfc', card_faces: faces }, faces)).toEqual({ layout: 'modal' });
    expect(layoutOf({ name: 'x', layout: 'flip', card_faces: faces }, faces)).toEqual({ reason: 'flip cards (CR 710) are not a layout of the card format' });
  });
});

describe('compiled two-faced cards equal their Oracle text', () => {
  it('709, 702.127: an aftermath card: Struggle with its target, Survive (its Aftermath line is the layout)', () => {
    expectCompiled('Struggle // Survive', {
      name: 'Struggle // Survive',
      layout: 'aftermath',
      faces: [
        { name: 'Struggle', manaCost: '{2}{R}', types: ['Instant'], targets: [{ what: { types: ['Creature'] }, count: 1 }] },
        { name: 'Survive', manaCost: '{1}{G}', types: ['Sorcery'] },
      ],
    });
  });

  it('702.102: a fuse card: both halves, no Fuse keyword left on them', () => {
    expectCompiled('Alive // Well', {
      name: 'Alive // Well',
      layout: 'fuse',
      faces: [
        { name: 'Alive', manaCost: '{3}{G}', types: ['Sorcery'] },
        { name: 'Well', manaCost: '{W}', types: ['Sorcery'] },
      ],
    });
  });

  it('715: an Adventurer card: the creature first, the Adventure (an Instant — Adventure) second with its targets', () => {
    expectCompiled('Ardenvale Tactician // Dizzying Swoop', {
      name: 'Ardenvale Tactician // Dizzying Swoop',
      layout: 'adventure',
      faces: [
        { name: 'Ardenvale Tactician', manaCost: '{1}{W}{W}', types: ['Creature'], subtypes: ['Human', 'Knight'], power: 2, toughness: 3, keywords: ['flying'] },
        { name: 'Dizzying Swoop', manaCost: '{1}{W}', types: ['Instant'], subtypes: ['Adventure'], targets: [{ what: { types: ['Creature'] }, min: 0, max: 2 }] },
      ],
    });
  });

  it('709: a split card with a hybrid half', () => {
    expectCompiled('Assure // Assemble', {
      name: 'Assure // Assemble',
      layout: 'split',
      faces: [
        { name: 'Assure', manaCost: '{G/W}{G/W}', types: ['Instant'], targets: [{ what: { types: ['Creature'] }, count: 1 }] },
        { name: 'Assemble', manaCost: '{4}{G}{W}', types: ['Instant'] },
      ],
    });
  });

  it('712: a transforming double-faced card: the back face has no mana cost', () => {
    expectCompiled('Aberrant Researcher // Perfected Form', {
      name: 'Aberrant Researcher // Perfected Form',
      layout: 'transform',
      faces: [
        { name: 'Aberrant Researcher', manaCost: '{3}{U}', types: ['Creature'], subtypes: ['Human', 'Insect'], power: 3, toughness: 2, keywords: ['flying'] },
        { name: 'Perfected Form', types: ['Creature'], subtypes: ['Insect', 'Horror'], power: 5, toughness: 4, keywords: ['flying'] },
      ],
    });
  });

  it('712: a modal double-faced card: the front face keeps its own activated ability', () => {
    expectCompiled('Selfless Glyphweaver // Deadly Vanity', {
      name: 'Selfless Glyphweaver // Deadly Vanity',
      layout: 'modal',
      faces: [
        { name: 'Selfless Glyphweaver', manaCost: '{2}{W}', types: ['Creature'], subtypes: ['Human', 'Cleric'], power: 2, toughness: 3, abilities: [{ cost: [{ kind: 'exileSelf' }], text: 'Creatures you control gain indestructible until end of turn.' }] },
        { name: 'Deadly Vanity', manaCost: '{5}{B}{B}{B}', types: ['Sorcery'] },
      ],
    });
  });

  it('a file that lists a one-faced card as "Name // Name" with one face: it is that face', () => {
    const r = result('Arcane Denial // Arcane Denial');
    expect(r).toMatchObject({ name: 'Arcane Denial // Arcane Denial', status: 'complete', card: { name: 'Arcane Denial', manaCost: '{1}{U}' } });
    expect(r.card).not.toHaveProperty('faces');
  });
});

describe('what the format cannot put on a face is a gap; a layout it cannot express is unsupported', () => {
  it("712.8e: a land back face's mana ability is compiled onto the face (a permanent with that face up has it)", () => {
    const r = result('Valakut Awakening // Valakut Stoneforge');
    expect(r.status).toBe('complete');
    expect(r.card).toMatchObject({ layout: 'modal', faces: [{ name: 'Valakut Awakening' }, { name: 'Valakut Stoneforge', types: ['Land'], manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['R'] } }] }] });
  });

  it.each([
    ['Akki Lavarunner // Tok-Tok, Volcano Born', 'flip cards (CR 710) are not a layout of the card format'],
    ['Graf Rats // Chittering Host', 'meld cards (CR 712.4, 701.42) are not a layout of the card format'],
  ])('%s is unsupported: %s', (name, reason) => {
    expect(result(name)).toMatchObject({ status: 'unsupported', card: null, gaps: [{ reason }] });
  });

  it('two faces whose relation the text does not tell are not guessed', () => {
    const faces = [
      { name: 'Front', mana_cost: '{1}', type_line: 'Creature — Elf', oracle_text: '', power: '1', toughness: '1' },
      { name: 'Back', mana_cost: '', type_line: 'Creature — Elf', oracle_text: '', power: '2', toughness: '2' },
    ];
    expect(compileCard({ name: 'Front // Back', card_faces: faces })).toMatchObject({ status: 'unsupported', gaps: [{ reason: "how this card's two faces relate (split, adventure, modal, transform…) can't be told from its faces" }] });
  });
});

describe('compiled two-faced cards load and are cast as the rules allow (CR 601.2a)', () => {
  const complete = [...compiled.values()].filter((r) => r.status === 'complete' && r.card && 'faces' in r.card);
  const library = createCardLibrary(complete.map((r) => r.card), BUILT_IN_CARDS);
  const cast = (name: string, where: 'hand' | 'graveyard', face: { face?: 0 | 1; fuse?: true }) => {
    const card = library[name]!;
    const game = boardFor(card, library, where);
    const id = game.players[0]![where].find((c) => c.card === name)!.id;
    return smokeCast(game, library, id, face);
  };

  it.each(complete.map((r) => [r.name] as const))('601.2a: %s is cast as its first face from a hand', (name) => {
    expect(cast(name, 'hand', { face: 0 }).outcome).toBe('cast');
  });

  it('709.3, 715.3: the second half of a split card and an Adventure are cast from a hand', () => {
    expect(cast('Assure // Assemble', 'hand', { face: 1 }).outcome).toBe('cast');
    expect(cast('Ardenvale Tactician // Dizzying Swoop', 'hand', { face: 1 }).outcome).toBe('cast');
    expect(cast('Selfless Glyphweaver // Deadly Vanity', 'hand', { face: 1 }).outcome).toBe('cast');
  });

  it('702.102a: a fuse card is cast fused from a hand; 702.127a: an aftermath half only from a graveyard', () => {
    expect(cast('Alive // Well', 'hand', { fuse: true }).outcome).toBe('cast');
    expect(cast('Struggle // Survive', 'graveyard', { face: 1 }).outcome).toBe('cast');
    expect(cast('Struggle // Survive', 'hand', { face: 1 }).refusal).toMatchObject({ rule: '702.127a' });
  });

  it('712.8: a transforming card is not cast as its back face', () => {
    expect(cast('Aberrant Researcher // Perfected Form', 'hand', { face: 1 }).refusal).toMatchObject({ rule: '712.8' });
  });
});
