/**
 * CR 601.2, 602.2: a generated smoke test of the whole built-in library. Each card is put
 * on a board that can pay for it (test/card-smoke.ts) and cast with the casting chart,
 * choosing at each step the first legal event the testing toolkit offers; each activated
 * ability of a card is activated the same way from where it is activated. A card that
 * can't be cast or activated there must be refused with the rule that forbids it, and is
 * listed below with that rule, so a card that stops working (or starts) fails this test.
 */
import { describe, expect, it } from 'vitest';
import { hasType } from '../src/cards/characteristics.js';
import { BUILT_IN_CARDS } from '../src/cards/library.js';
import type { CardDefinition } from '../src/cards/schema.js';
import { mayBeginCasting } from '../src/casting/timing.js';
import { checkManaActivation } from '../src/mana-abilities/mana-abilities.js';
import { activateManaAbilityPaying } from '../src/mana-abilities/activate-mana.js';
import type { GameState } from '../src/game/state.js';
import { boardFor, smokeActivate, smokeCast, type SmokeResult } from './card-smoke.js';

/** Cards that are not cast on the rich board, with the rule that refuses them and why. */
const NOT_CAST: Readonly<Record<string, string>> = {
  // CR 601.2c: the rich board is a main phase with no creature in combat; cast in combat in test/115-target-filters.test.ts.
  'Kill Shot': '601.2c NO_LEGAL_TARGETS',
  'Puncturing Light': '601.2c NO_LEGAL_TARGETS',
  Rebuke: '601.2c NO_LEGAL_TARGETS',
  Righteousness: '601.2c NO_LEGAL_TARGETS',
  Sandblast: '601.2c NO_LEGAL_TARGETS',
  // CR 601.2c: the only spell on the stack is Shock (a monocoloured instant) and no ability is there; cast in test/115-target-filters.test.ts.
  'Neutralizing Blast': '601.2c NO_LEGAL_TARGETS',
  'Remove Soul': '601.2c NO_LEGAL_TARGETS',
  Squelch: '601.2c NO_LEGAL_TARGETS',
  Stifle: '601.2c NO_LEGAL_TARGETS',
  "Tale's End": '601.2c NO_LEGAL_TARGETS',
  // CR 601.3: "Cast this spell only during combat …", and the board is a main phase.
  Panic: '601.3 PROHIBITED',
  'Savage Beating': '601.3 PROHIBITED',
};
/** Abilities (card #index) that are not activated on the rich board, with the rule that refuses them. */
const NOT_ACTIVATED: Readonly<Record<string, string>> = {
  // CR 606.6: the ultimate removes more loyalty than the planeswalker enters with.
  'Jace Beleren #2': '606.6 PROHIBITED',
  'Liliana of the Veil #2': '606.6 PROHIBITED',
  'Ugin, the Spirit Dragon #2': '606.6 PROHIBITED',
  // CR 118.3: {Q} untaps it, so it must be tapped, and on the board it is untapped.
  'Order of Whiteclay #0': '118.3 UNPAYABLE_COST',
  // CR 602.5d, 702.57b: forecast is activated only during its owner's upkeep, and the board is a main phase.
  'Pride of the Clouds #0': '602.5d PROHIBITED',
  'Sky Hussar #0': '602.5d PROHIBITED',
  // CR 602.5d: "Activate only during combat", and the board is a main phase.
  'Jade Statue #0': '602.5d PROHIBITED',
  // CR 702.49c: ninjutsu needs an unblocked attacking creature, and the board is a main phase; activated in test/702.49-ninjutsu.test.ts.
  'Ink-Eyes, Servant of Oni #0': '702.49c PROHIBITED',
  'Moon-Circuit Hacker #0': '702.49c PROHIBITED',
  'Ninja of the Deep Hours #0': '702.49c PROHIBITED',
  'Skullsnatcher #0': '702.49c PROHIBITED',
};

const cards = Object.values(BUILT_IN_CARDS).sort((a, b) => a.name.localeCompare(b.name));
const spells = cards.filter((c) => !hasType(c, 'Land'));
const lands = cards.filter((c) => hasType(c, 'Land'));

function idIn(game: GameState, card: CardDefinition, where: 'hand' | 'battlefield' | 'graveyard' | 'exile'): string {
  const alice = game.players[0]!;
  const found =
    where === 'battlefield'
      ? game.battlefield.find((p) => p.card === card.name && p.controller === 'alice')
      : where === 'exile'
        ? game.exile.find((c) => c.card === card.name)
        : alice[where].find((c) => c.card === card.name);
  if (!found) throw new Error(`${card.name} is not in alice's ${where}`);
  return found.id;
}

/** Cast on the rich board; an instant that needs a spell to target is tried again with one on the stack. */
function castResult(card: CardDefinition): SmokeResult {
  const game = boardFor(card, BUILT_IN_CARDS, 'hand');
  const result = smokeCast(game, BUILT_IN_CARDS, idIn(game, card, 'hand'));
  if (result.outcome === 'cast') return result;
  const withStack = boardFor(card, BUILT_IN_CARDS, 'hand', true);
  const retry = smokeCast(withStack, BUILT_IN_CARDS, idIn(withStack, card, 'hand'));
  return retry.outcome === 'cast' ? retry : result;
}

const described = (result: SmokeResult) => (result.outcome === 'cast' || result.outcome === 'activated' ? result.outcome : `${result.refusal?.rule ?? '?'} ${result.refusal?.code ?? ''}`.trim());

describe('every built-in card, cast or refused with its rule', () => {
  it.each(spells.map((c) => [c.name, c] as const))('601.2: %s', (name, card) => {
    const result = castResult(card);
    if (NOT_CAST[name] !== undefined) {
      expect(result.outcome, `${name} is listed as not cast (${NOT_CAST[name]})`).not.toBe('cast');
      expect(described(result)).toBe(NOT_CAST[name]);
    } else {
      expect(described(result), JSON.stringify(result.refusal)).toBe('cast');
    }
  });

  it.each(lands.map((c) => [c.name, c] as const))('305.1: %s is a land, played and never cast', (_name, card) => {
    const game = boardFor(card, BUILT_IN_CARDS, 'hand');
    const result = mayBeginCasting(game, BUILT_IN_CARDS, 'alice', idIn(game, card, 'hand'));
    expect(result.ok ? null : result.refusal.rule).toBe('305.1');
  });
});

/** CR 601.2a: the other ways a two-faced card is cast (face 0 is cast above), with what refuses those that can't be. */
const OTHER_FACES_NOT_CAST: Readonly<Record<string, string>> = {
  // CR 305.1: a modal double-faced card's land face is played, not cast.
  'Valakut Awakening // Valakut Stoneforge face 1': '305.1 NOT_A_SPELL',
  // CR 712.8: a transforming double-faced card is cast front face up only.
  'Aberrant Researcher // Perfected Form face 1': '712.8 NOT_CASTABLE_FROM_ZONE',
  'Hanweir Militia Captain // Westvale Cult Leader face 1': '712.8 NOT_CASTABLE_FROM_ZONE',
};
const otherFaces = cards.flatMap((card) =>
  !card.faces ? [] : [[`${card.name} face 1`, card, { face: 1 as const }] as const, ...(card.layout === 'fuse' ? [[`${card.name} fused`, card, { fuse: true as const }] as const] : [])],
);

describe('every other face of a built-in two-faced card, cast or refused with its rule', () => {
  it.each(otherFaces)('601.2a: %s', (key, card, face) => {
    // CR 702.127a: an aftermath half is cast from a graveyard.
    const where = card.layout === 'aftermath' ? 'graveyard' : 'hand';
    const game = boardFor(card, BUILT_IN_CARDS, where);
    const result = smokeCast(game, BUILT_IN_CARDS, idIn(game, card, where), face);
    expect(described(result), JSON.stringify(result.refusal)).toBe(OTHER_FACES_NOT_CAST[key] ?? 'cast');
  });
});

const abilities = cards.flatMap((card) => card.abilities.map((ability, index) => [`${card.name} #${index}`, card, index, ability.from] as const));
const manaAbilities = cards.flatMap((card) => card.manaAbilities.map((ability, index) => [`${card.name} #${index}`, card, index, ability.from] as const));

describe('every activated ability of a built-in card, activated or refused with its rule', () => {
  it.each(abilities)('602.2: %s', (key, card, index, from) => {
    const game = boardFor(card, BUILT_IN_CARDS, from);
    const result = smokeActivate(game, BUILT_IN_CARDS, idIn(game, card, from), index);
    expect(described(result), JSON.stringify(result.refusal)).toBe(NOT_ACTIVATED[key] ?? 'activated');
  });

  it.each(manaAbilities)('605.3: %s', (key, card, index, from) => {
    const game = boardFor(card, BUILT_IN_CARDS, from);
    const source = idIn(game, card, from);
    const checked = checkManaActivation(game, BUILT_IN_CARDS, 'alice', source, index);
    expect(checked.ok ? 'activated' : `${checked.refusal.rule} ${checked.refusal.code}`, checked.ok ? '' : checked.refusal.message).toBe(NOT_ACTIVATED[key] ?? 'activated');
    if (!checked.ok) return;
    // CR 605.3b: activated (its cost paid, other mana abilities first where its cost includes mana), it adds its mana at once.
    const activated = activateManaAbilityPaying(game, BUILT_IN_CARDS, 'alice', source, index);
    expect(activated.ok, activated.ok ? '' : activated.refusal.message).toBe(true);
    const made = activated.ok ? activated.value.activated.at(-1) : undefined;
    expect(made?.source).toBe(source);
    expect(made?.made.length).toBe(checked.value.amount);
  });
});
