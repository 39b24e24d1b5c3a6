/**
 * Issue 13's first slice: compiling real cards from Oracle text (test/fixtures/oracle-cards.json,
 * written from the corpus) into the card format. What the compiler reads it must read right
 * (the compiled definition equals the card's Oracle text, checked by hand here); what it
 * doesn't read it reports as a gap, never guesses; a compiled card loads and is cast.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_IN_CARDS, createCardLibrary } from '../src/cards/library.js';
import { main } from '../tools/cli.js';
import { compileCard, type CompileResult } from '../tools/importer/compile.js';
import { importCards, libraryOf, reachOf, readCardFile } from '../tools/importer/import-file.js';
import { validateCardLibrary } from '../src/scenario/card-file.js';
import { mayBeginCasting } from '../src/casting/timing.js';
import { gameOf } from './helpers.js';
import type { GameSpecInput } from '../src/scenario/schema.js';
import { paragraphsOf } from '../tools/importer/text.js';
import { readTypeLine } from '../tools/importer/type-line.js';
import { boardFor, smokeCast, smokeActivate } from './card-smoke.js';

const FIXTURE = readFileSync(new URL('./fixtures/oracle-cards.json', import.meta.url), 'utf8');
const cards = JSON.parse(FIXTURE) as { name: string }[];
const compiled = new Map(cards.map((card) => [card.name, compileCard(card)] as const));
const result = (name: string): CompileResult => compiled.get(name) ?? (() => { throw new Error(`${name} is not in the fixture`); })();

describe('reading Oracle text', () => {
  it('205: a type line is read into supertypes, card types and subtypes; older type words are brought up to date', () => {
    expect(readTypeLine('Legendary Artifact Creature — Human Wizard')).toEqual({ types: ['Artifact', 'Creature'], supertypes: ['Legendary'], subtypes: ['Human', 'Wizard'], unknown: [] });
    expect(readTypeLine('Tribal Instant — Goblin').types).toEqual(['Kindred', 'Instant']);
    expect(readTypeLine('Scheme').unknown).toEqual(['Scheme']);
  });

  it('reminder text is ignored, the card name is ~, and "enters the battlefield" reads as "enters"', () => {
    expect(paragraphsOf('Flying (This creature can\'t be blocked except by creatures with flying or reach.)\nWhen Kor Skyfisher enters the battlefield, return a permanent you control to its owner\'s hand.', 'Kor Skyfisher')).toEqual([
      'Flying',
      "When ~ enters, return a permanent you control to its owner's hand.",
    ]);
  });
});

describe('compiled cards equal their Oracle text', () => {
  it('605.1a: "{T}: Add {G}." is a mana ability (Llanowar Elves); "Add one mana of any color" makes each colour (Birds of Paradise); "{C}{C}" is two colourless (Sol Ring)', () => {
    expect(result('Llanowar Elves')).toMatchObject({ status: 'complete', card: { manaCost: '{G}', types: ['Creature'], subtypes: ['Elf', 'Druid'], power: 1, toughness: 1, manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['G'], amount: 1 } }] } });
    expect(result('Birds of Paradise').card).toMatchObject({ keywords: ['flying'], manaAbilities: [{ produces: { types: ['W', 'U', 'B', 'R', 'G'], amount: 1 } }] });
    expect(result('Sol Ring').card).toMatchObject({ manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['C'], amount: 2 } }] });
  });

  it('602.1: "Sacrifice a creature: Scry 1." is an activated ability with a sacrifice cost (Viscera Seer, Zuran Orb)', () => {
    expect(result('Viscera Seer').card).toMatchObject({ abilities: [{ cost: [{ kind: 'sacrifice', what: { types: ['Creature'] }, count: 1 }], text: 'Scry 1.' }] });
    expect(result('Zuran Orb').card).toMatchObject({ manaCost: '{0}', abilities: [{ cost: [{ kind: 'sacrifice', what: { types: ['Land'] } }] }] });
  });

  it('702.6: Equip {1} is a sorcery-speed ability targeting a creature you control; 702.34: Flashback {2}{U} an alternative cost from the graveyard; 303.4a: Enchant creature targets a creature', () => {
    expect(result('Bonesplitter').card).toMatchObject({ abilities: [{ cost: [{ kind: 'mana', mana: '{1}' }], timing: 'sorcery', targets: [{ filter: 'creatureYouControl' }] }] });
    expect(result('Think Twice').card).toMatchObject({ alternativeCosts: [{ name: 'flashback', from: 'graveyard', cost: [{ kind: 'mana', mana: '{2}{U}' }] }] });
    expect(result('Pacifism').card).toMatchObject({ subtypes: ['Aura'], targets: [{ filter: 'creature' }] });
  });
});

describe('target words (CR 115, 601.2c)', () => {
  it('115.1: spells and abilities get their target words in the filter language', () => {
    expect(result('Counterspell').card).toMatchObject({ targets: [{ what: { zone: 'stack', stackKind: 'spell' }, count: 1 }] });
    expect(result('Ancestral Recall').card).toMatchObject({ targets: [{ what: { player: 'any' }, count: 1 }] });
    expect(result('Krosan Grip').card).toMatchObject({ keywords: ['split second'], targets: [{ what: { types: ['Artifact', 'Enchantment'] } }] });
    expect(result('Ghostly Flicker').card).toMatchObject({ targets: [{ what: { types: ['Artifact', 'Creature', 'Land'], controller: 'you' }, count: 2 }] });
    expect(result('Prodigal Pyromancer').card).toMatchObject({ abilities: [{ cost: [{ kind: 'tapSelf' }], targets: [{ what: 'any', count: 1 }] }] });
  });
});

describe('what the compiler does not read is a gap, never a guess', () => {
  it.each([
    ['Gaddock Teeg', 'a static ability that may change casting or activating is not compiled'],
  ])('%s is partial: %s', (name, reason) => {
    const { status, gaps } = result(name);
    expect(status).toBe('partial');
    expect(gaps.map((g) => g.reason)).toContain(reason);
  });

  it('604.3, 205.2a: Tarmogoyf\'s power counts the card types among cards in all graveyards, its toughness that number plus 1', () => {
    expect(result('Tarmogoyf')).toMatchObject({ status: 'complete', card: { power: { count: { cardTypesInGraveyards: 'any' } }, toughness: { count: { cardTypesInGraveyards: 'any' }, plus: 1 } } });
  });

  it('601.2d: a split card whose half divides damage compiles the division on that half', () => {
    expect(result('Fire // Ice')).toMatchObject({ status: 'complete', card: { layout: 'split', faces: [{ name: 'Fire', divide: { amount: 2 }, targets: [{ what: 'any', min: 1, max: 2 }] }, { name: 'Ice' }] } });
  });

  it('a malformed card is unsupported with the path of what is wrong; the others are compiled', () => {
    const { results, summary } = importCards([{ name: 'Broken', type_line: 42 }, 'nonsense', cards[0]]);
    expect(results[0]).toMatchObject({ name: 'Broken', status: 'unsupported', gaps: [{ text: '$.type_line' }] });
    expect(results[1]).toMatchObject({ name: '(unnamed)', status: 'unsupported' });
    expect(summary).toMatchObject({ read: 3, complete: 1, unsupported: 2 });
  });

  it('a file that is not a JSON array of cards is refused with the path', () => {
    expect(() => readCardFile('{"name": "x"}')).toThrow(/expected array/);
    expect(() => readCardFile('[1, 2')).toThrow(/not JSON/);
  });
});

describe('compiled cards load and are cast', () => {
  const complete = [...compiled.values()].filter((r) => r.status === 'complete');
  const library = createCardLibrary(complete.map((r) => r.card), BUILT_IN_CARDS);

  it('every complete card loads into a card library', () => {
    expect(complete.length).toBeGreaterThanOrEqual(10);
    for (const r of complete) expect(library[r.name]).toEqual(createCardLibrary([r.card])[r.name]);
  });

  it.each(complete.map((r) => [r.name] as const))('601.2: compiled %s is cast (or activated) on a board that can pay', (name) => {
    const card = library[name]!;
    if (card.types.includes('Land')) return;
    // A counterspell needs a spell on the stack to target.
    const game = boardFor(card, library, 'hand', name === 'Counterspell');
    const id = game.players[0]!.hand.find((c) => c.card === name)!.id;
    expect(smokeCast(game, library, id).outcome).toBe('cast');
    card.abilities.forEach((ability, index) => {
      const board = boardFor(card, library, ability.from === 'hand' ? 'hand' : 'battlefield');
      const source = ability.from === 'hand' ? board.players[0]!.hand.find((c) => c.card === name)!.id : board.battlefield.find((p) => p.card === name && p.controller === 'alice')!.id;
      expect(smokeActivate(board, library, source, index).outcome).toBe('activated');
    });
  });
});

describe('partial cards are written with their gaps (601.2: the engine refuses them unless the app allows them)', () => {
  const { results } = importCards(cards);
  const written = libraryOf(results) as { name: string; gaps?: { text: string; reason: string; reach: string }[] }[];
  const byName = new Map(written.map((c) => [c.name, c] as const));

  it('the library holds the complete cards as compiled and the partial ones with their gaps; unsupported cards are not written', () => {
    for (const r of results) {
      if (r.status === 'unsupported') expect(byName.has(r.name)).toBe(false);
      else if (r.status === 'complete') expect(byName.get(r.name)).toEqual(r.card);
      else expect(byName.get(r.name)).toEqual({ ...r.card, gaps: r.gaps.map((g) => ({ text: g.text.replace(/~/g, r.name), reason: g.reason, reach: expect.any(String) })) });
    }
    expect(byName.get('Gaddock Teeg')!.gaps).toEqual([
      { text: "Noncreature spells with mana value 4 or greater can't be cast.", reason: 'a static ability that may change casting or activating is not compiled', reach: 'game' },
      { text: "Noncreature spells with {X} in their mana costs can't be cast.", reason: 'a static ability that may change casting or activating is not compiled', reach: 'game' },
    ]);
    expect(byName.get('Abattoir Ghoul')!.gaps![0]!.text).toBe("Whenever a creature dealt damage by Abattoir Ghoul this turn dies, you gain life equal to that creature's toughness.");
  });

  it('a gap reaches the game (a static ability, a trigger, a keyword of a permanent, a reason not known) unless it concerns only the card itself', () => {
    const gap = (reason: string) => ({ text: 'x', reason });
    expect(reachOf(gap('a static ability that may change casting or activating is not compiled'), ['Creature'])).toBe('game');
    expect(reachOf(gap('a trigger on an event paying a cost or casting can cause is not compiled'), ['Enchantment'])).toBe('game');
    expect(reachOf(gap('keyword "ward" is not compiled'), ['Creature'])).toBe('game');
    expect(reachOf(gap('a reason written tomorrow'), ['Artifact'])).toBe('game');
    expect(reachOf(gap('X in an activated ability is not compiled yet'), ['Creature'])).toBe('card');
    expect(reachOf(gap('the cost "two untapped Elves" is not compiled'), ['Creature'])).toBe('card');
    expect(reachOf(gap('an activation restriction is not compiled yet'), ['Artifact'])).toBe('card');
    // CR 113.6: an instant's or sorcery's abilities work on the stack, for that spell.
    expect(reachOf(gap('keyword "replicate {1}{U}" is not compiled'), ['Instant'])).toBe('card');
    expect(reachOf(gap('a trigger on an event paying a cost or casting can cause is not compiled'), ['Kindred', 'Sorcery'])).toBe('card');
  });

  it('the written library loads; a partial card is refused naming its gap, and cast where the app allows partial cards', () => {
    const refusing = validateCardLibrary(JSON.parse(JSON.stringify(written)));
    const allowing = validateCardLibrary(JSON.parse(JSON.stringify(written)), { allowPartialCards: true });
    const spec: GameSpecInput = { players: [{ id: 'alice', hand: ['Gaddock Teeg', 'Lightning Bolt'], manaPool: ['G', 'W', 'R'] }, { id: 'bob' }], turn: { activePlayer: 'alice', phase: 'precombatMain' } };
    const refused = mayBeginCasting(gameOf(spec, refusing), refusing, 'alice', 'gaddock-teeg');
    expect(refused).toMatchObject({ ok: false, refusal: { rule: '601.2', code: 'CARD_INCOMPLETE', message: expect.stringContaining("Noncreature spells with mana value 4 or greater can't be cast.") } });
    expect(mayBeginCasting(gameOf(spec, allowing), allowing, 'alice', 'gaddock-teeg').ok).toBe(true);
    // Gaddock Teeg on the battlefield may forbid noncreature spells: unread, so no cast is judged without it.
    const withTeeg: GameSpecInput = { ...spec, battlefield: [{ card: 'Gaddock Teeg', controller: 'bob' }] };
    expect(mayBeginCasting(gameOf(withTeeg, refusing), refusing, 'alice', 'lightning-bolt')).toMatchObject({ ok: false, refusal: { code: 'CARD_INCOMPLETE', message: expect.stringContaining('Gaddock Teeg (gaddock-teeg-2) on the battlefield') } });
  });

  it('a spell\'s unread modes reach only that card: it is refused, other casts are not', () => {
    // Modes that may be chosen more than once (CR 700.2d) are not read yet.
    const modal = { name: 'Fixture Confluence', mana_cost: '{3}{U}', type_line: 'Instant', oracle_text: 'Choose three. You may choose the same mode more than once.\n• Counter target spell.\n• Draw a card.' };
    const [charm] = libraryOf(importCards([modal]).results) as { gaps: { reach: string }[] }[];
    expect(charm!.gaps.map((g) => g.reach)).toEqual(charm!.gaps.map(() => 'card'));
    expect(charm!.gaps.length).toBeGreaterThan(0);
  });
});

class Sink extends Writable {
  text = '';
  override _write(chunk: unknown, _encoding: string, done: () => void): void {
    this.text += String(chunk);
    done();
  }
}

describe('spellchart cards import', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spellchart-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (...argv: string[]) => {
    const out = new Sink();
    const err = new Sink();
    return { code: main(argv, out, err), stdout: out.text, stderr: err.text };
  };

  it('writes the library of complete and partial cards and a report entry for every card, and prints a summary', () => {
    const input = join(dir, 'cards.json');
    writeFileSync(input, FIXTURE);
    const { code, stdout } = run('cards', 'import', input, '-o', join(dir, 'library.json'), '--report', join(dir, 'report.json'));
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`cards read: ${cards.length}`));
    expect(stdout).toMatch(/most frequent gaps/);
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { name: string; status: string }[];
    expect(report).toHaveLength(cards.length);
    const library = JSON.parse(readFileSync(join(dir, 'library.json'), 'utf8')) as { name: string }[];
    expect(library.map((c) => c.name).sort()).toEqual(report.filter((r) => r.status !== 'unsupported').map((r) => r.name).sort());
  });

  it('a malformed file exits with code 2 and the JSON path', () => {
    const input = join(dir, 'bad.json');
    writeFileSync(input, '{"cards": []}');
    const { code, stderr } = run('cards', 'import', input, '-o', join(dir, 'never.json'));
    expect(code).toBe(2);
    expect(stderr).toMatch(/\$: .*expected array/);
  });
});

describe('costs and casting rules written in a spell’s text (CR 118.8, 118.9, 601.3)', () => {
  const spell = (name: string, oracle_text: string, mana_cost = '{1}{B}') => compileCard({ name, mana_cost, type_line: 'Instant', oracle_text });

  it('118.8: "As an additional cost to cast this spell, sacrifice a green creature / pay X life / exile X cards from your graveyard" are additional costs', () => {
    expect(spell('Natural Order', 'As an additional cost to cast this spell, sacrifice a green creature.\nSearch your library for a green creature card, put it onto the battlefield, then shuffle.').card).toMatchObject({
      additionalCosts: [{ kind: 'sacrifice', what: { types: ['Creature'], colors: ['G'] }, count: 1 }],
    });
    expect(spell('Bond of Agony', 'As an additional cost to cast this spell, pay X life.\nEach other player loses X life.', '{X}{B}').card).toMatchObject({ additionalCosts: [{ kind: 'life', amount: 'X' }] });
    expect(spell('Harvest Pyre', 'As an additional cost to cast this spell, exile X cards from your graveyard.\nHarvest Pyre deals X damage to target creature.').card).toMatchObject({
      additionalCosts: [{ kind: 'exile', from: 'graveyard', what: {}, count: 'X' }],
    });
  });

  it('118.9: "You may pay 1 life and exile a blue card from your hand rather than pay this spell\'s mana cost" is an alternative cost named after the card', () => {
    const fow = spell('Force of Will', "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.\nCounter target spell.", '{3}{U}{U}');
    expect(fow.status).toBe('complete');
    expect(fow.card).toMatchObject({ alternativeCosts: [{ name: 'Force of Will', cost: [{ kind: 'life', amount: 1 }, { kind: 'exile', from: 'hand', what: { colors: ['U'] }, count: 1 }] }] });
  });

  it('601.3: "Cast this spell only during combat before blockers are declared" is the spell\'s during', () => {
    expect(spell('Panic', 'Cast this spell only during combat before blockers are declared.\nTarget creature can\'t block this turn.').card).toMatchObject({ during: { combat: true, beforeBlockers: true } });
  });

  it('a cost or casting rule the grammar reads only in part stays a gap', () => {
    for (const text of [
      'As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.',
      'As an additional cost to cast this spell, sacrifice an artifact or a creature token.',
      'Cast this spell only during the declare attackers step and only if you\'ve been attacked this step.',
      "If you attacked this turn, you may pay {U} rather than pay this spell's mana cost.",
    ]) {
      expect(spell('Test Spell', `${text}\nDraw a card.`).status, text).toBe('partial');
    }
  });
});

describe('mana abilities: amounts of one colour and spending restrictions (CR 106.1, 106.6)', () => {
  const source = (name: string, oracle_text: string) => compileCard({ name, mana_cost: '{5}', type_line: 'Artifact', oracle_text });

  it('106.1: "Add three mana of any one color." makes three mana of one colour chosen as it is added (Gilded Lotus)', () => {
    expect(source('Gilded Lotus', '{T}: Add three mana of any one color.').card).toMatchObject({ manaAbilities: [{ produces: { types: ['W', 'U', 'B', 'R', 'G'], amount: 3 } }] });
  });

  it('106.6: "Spend this mana only to cast artifact spells / creature spells or activate abilities of creatures / activate abilities" is the mana\'s restriction', () => {
    expect(source("Mishra's Workshop", '{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.').card).toMatchObject({
      manaAbilities: [{ produces: { types: ['C'], amount: 3 }, spend: { spells: { types: ['Artifact'] } } }],
    });
    expect(source('Test Totem', '{T}: Add {G}{G}. Spend this mana only to cast creature spells or activate abilities of creatures.').card).toMatchObject({
      manaAbilities: [{ spend: { spells: { types: ['Creature'] }, abilities: { types: ['Creature'] } } }],
    });
    expect(source('Test Vault', '{T}: Add {C}{C}. Spend this mana only to activate abilities.').card).toMatchObject({ manaAbilities: [{ spend: { abilities: {} } }] });
    expect(source('Test Idol', '{T}: Add {C}. Spend this mana only to cast instant or sorcery spells.').card).toMatchObject({ manaAbilities: [{ spend: { spells: { types: ['Instant', 'Sorcery'] } } }] });
    expect(source('Test Grove', '{T}: Add {C}. Spend this mana only to cast an Elf creature spell.').card).toMatchObject({ manaAbilities: [{ spend: { spells: { types: ['Creature'], subtypes: ['Elf'] } } }] });
  });

  it('a mana ability that says anything after its mana but a restriction the grammar reads stays a gap', () => {
    for (const text of [
      '{T}: Add {R} or {G}. ~ deals 1 damage to you. ~ doesn\'t untap during your next untap step.',
      '{T}: Add {R} or {G}. ~ deals 1 damage to target player.',
      '{T}: Add {R} or {G}. Put a depletion counter on target land.',
      '{T}: Add {C}{C}. Spend this mana only to cast kicked spells.',
      '{T}: Add {C}. Spend this mana only to cast an artifact or Vampire spell.',
      '{T}: Add one mana of any color in your commander\'s color identity.',
      '{T}: Add {G} for each creature with power 4 or greater you control.',
    ]) {
      expect(source('Test Source', text).status, text).toBe('partial');
    }
  });
});

describe('keywords that are cast triggers (CR 601.2i)', () => {
  const card = (name: string, type_line: string, oracle_text: string) => compileCard({ name, mana_cost: '{R}', type_line, oracle_text, power: '1', toughness: '2' });

  it('702.108 prowess and 702.101 extort watch their controller\'s spells; 702.40 storm and 702.85 cascade trigger on casting the spell itself', () => {
    expect(card('Monastery Swiftspear', 'Creature — Human Monk', 'Haste\nProwess').card).toMatchObject({ keywords: ['haste'], triggers: [{ on: 'cast', spells: { controller: 'you', notTypes: ['Creature'] } }] });
    expect(card('Syndic of Tithes', 'Creature — Human Cleric', 'Extort').card).toMatchObject({ triggers: [{ on: 'cast', spells: { controller: 'you' } }] });
    expect(card('Grapeshot', 'Sorcery', 'Grapeshot deals 1 damage to any target.\nStorm').card).toMatchObject({ triggers: [{ on: 'castSelf', storm: true }] });
    expect(card('Bloodbraid Elf', 'Creature — Elf Berserker', 'Cascade\nHaste').card).toMatchObject({ triggers: [{ on: 'castSelf' }] });
  });

  it('603.10a: persist, undying, afterlife N and modular N are "dies" triggers of the permanent itself, which a sacrifice for a cost sets off', () => {
    for (const line of ['Persist', 'Undying', 'Afterlife 2', 'Modular 1']) {
      const compiled = card('Test Creature', 'Artifact Creature — Golem', line);
      expect(compiled.status, line).toBe('complete');
      expect(compiled.card, line).toMatchObject({ triggers: [{ on: 'creatureDies', self: true }] });
    }
  });
});

describe('a file that holds one card twice', () => {
  it('the library gets the first entry only, so it loads; the repeat is reported as unsupported', () => {
    const bird = { name: 'Storm Crow', mana_cost: '{1}{U}', type_line: 'Creature — Bird', oracle_text: 'Flying', power: '1', toughness: '2' };
    const repeat = { name: 'Storm Crow // Storm Crow', card_faces: [{ name: 'Storm Crow', mana_cost: '{1}{U}', type_line: 'Creature — Bird', oracle_text: 'Flying', power: '1', toughness: '2' }] };
    const { results } = importCards([bird, repeat]);
    expect(results.map((r) => r.status)).toEqual(['complete', 'unsupported']);
    expect(results[1]!.gaps[0]!.reason).toMatch(/defines "Storm Crow" in an earlier entry/);
    const library = libraryOf(results) as { name: string }[];
    expect(library.map((c) => c.name)).toEqual(['Storm Crow']);
    expect(() => createCardLibrary(library)).not.toThrow();
  });
});
