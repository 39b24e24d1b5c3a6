/**
 * A card in words: its type line and what the engine models for it, written from the
 * card data itself (docs/cards.md is generated from these, so it can't drift).
 */
import { describeDuring } from './during.js';
import { overlayFace, type Layout } from './faces.js';
import type { ManaSymbol } from '../mana/symbols.js';
import { describeCostPart } from './cost-parts.js';
import type { VariableCostPart } from './cost-schema.js';
import { describeObject, describeSpells, describeTargetWhat } from './describe-filter.js';
import { describeTrigger } from './describe-trigger.js';
import type { CardDefinition, CostModifier, Grant, Prohibition, TargetSpec } from './schema.js';
import type { SelfCostChange } from './cost-change-schema.js';
import type { CountExpr } from './count-schema.js';
import type { OnlyIf } from './only-if.js';
import { describeFilter } from './characteristics.js';
import { describeProduction } from './mana-production.js';
import { describeRestrictionText, restrictionRule } from './restrictions.js';
import { describeBannedSources } from './activation-bans.js';
import { describeBound } from './static-sources.js';
import { describeQuality, describeUntargetable } from './protection.js';

/** The card as one of its faces, without faces of its own. */
function oneFace(card: CardDefinition, face: object): CardDefinition {
  const { faces: _faces, layout: _layout, ...plain } = overlayFace(card, face);
  return plain;
}

const LAYOUT_WORDS: Readonly<Record<Layout, string>> = {
  split: 'split card (709): either half is cast; off the stack its mana value is the total',
  fuse: 'split card with fuse (702.102): either half, or both from the hand',
  aftermath: 'split card with aftermath (702.127): the second half only from a graveyard',
  adventure: 'Adventurer card (715): cast as the creature, or as the Adventure with only its characteristics',
  modal: 'modal double-faced card (712): either face is cast, with that face\'s mana value',
  transform: 'transforming double-faced card (712): cast front face up only',
};

/** The game facts an alternative cost may ask for (surge, spectacle), in words. */
const CONDITION_WORDS: Readonly<Record<NonNullable<CardDefinition['alternativeCosts'][number]['condition']>, string>> = {
  castAnotherSpellThisTurn: 'only if its caster has cast another spell this turn (702.117)',
  opponentLostLifeThisTurn: 'only if an opponent lost life this turn (702.137)',
  combatDamageWithSharedType: 'only if its caster dealt combat damage to a player this turn with a creature sharing one of its creature types (702.76)',
  discardedWithMadness: 'only on the card discarded with madness, by its owner, while its madness trigger resolves, ignoring timing (702.35a, 608.2g)',
  lastTimeCounterRemoved: 'only on the suspended card, by its owner, as its last time counter is removed, ignoring timing (702.62d, 608.2g)',
};

/** CR 208.2: a power or toughness as printed: a number, or `*` (`1+*`) for a characteristic-defining ability. */
const printedPt = (v: NonNullable<CardDefinition['power']>): string => (typeof v === 'number' ? String(v) : `${v.plus !== 0 ? `${v.plus}+` : ''}${v.times !== 1 ? `${v.times}×` : ''}*`);

export function typeLine(card: CardDefinition): string {
  const types = [...card.supertypes, ...card.types].join(' ');
  const sub = card.subtypes.length > 0 ? ` — ${card.subtypes.join(' ')}` : '';
  const pt = card.power !== undefined && card.toughness !== undefined ? ` ${printedPt(card.power)}/${printedPt(card.toughness)}` : '';
  const loyalty = card.loyalty !== undefined ? ` (loyalty ${card.loyalty})` : '';
  const all = [...card.keywords, ...card.hexproofFrom.map((q) => `hexproof from ${describeQuality(q)}`), ...card.protection.map((q) => `protection from ${describeQuality(q)}`)];
  const keywords = all.length > 0 ? `, ${all.join(', ')}` : '';
  return `${types}${sub}${pt}${loyalty}${keywords}`;
}

/** What casting reads from the card, one clause per feature; "cost and timing only" if nothing else. */
export function modelledFeatures(card: CardDefinition): string {
  if (card.faces && card.layout) {
    // CR 709, 712, 715: each face is cast as itself (601.2a).
    const faces = card.faces.map((face, i) => `face ${i} "${face.name}" ${face.manaCost?.printed ?? '—'} ${typeLine(overlayFace(card, face))}: ${modelledFeatures(oneFace(card, face))}`);
    return [`${LAYOUT_WORDS[card.layout]}`, ...faces].join('; ');
  }
  const symbols = card.manaCost?.symbols ?? [];
  const clauses = [
    ...symbolNotes(symbols),
    ...(card.modes
      ? [
          `modes (700.2): choose ${card.modes.min === card.modes.max ? card.modes.min : `${card.modes.min} to ${card.modes.max}`} of ${card.modes.options.length}` +
            (card.modes.escalate.length > 0 ? `, escalate ${costText(card.modes.escalate)} per mode beyond the first` : '') +
            (card.modes.chooser === 'opponent' ? ', chosen by an opponent (601.6)' : '') +
            card.modes.options.map((o, i) => (o.targets.length > 0 ? `; mode ${i}: ${o.targets.map(describeTarget).join(', ')}` : '')).join(''),
        ]
      : []),
    ...(card.splice ? [`splice onto ${card.splice.onto} (702.47): ${costText(card.splice.cost)}`] : []),
    ...(card.divide ? [`divides ${card.divide.amount} among its targets at 601.2d`] : []),
    ...(card.xMin > 0 ? [`X can't be less than ${card.xMin} (107.3)`] : []),
    ...card.targets.map(describeTarget),
    ...(card.during ? [`cast only ${describeDuring(card.during)} (601.3)`] : []),
    ...(card.onlyIf ? [`cast only if ${describeOnlyIf(card.onlyIf, card.name)} (601.3)`] : []),
    ...(card.flashIf ? [`has flash while ${describeOnlyIf(card.flashIf, card.name)} (601.3d)`] : []),
    ...(card.colors ? [`its colours are ${card.colors.length === 0 ? 'none (colorless)' : card.colors.join('')}, whatever its mana cost (604.3)`] : []),
    ...(card.offering ? [`offering (702.48): ${describeCostPart({ kind: 'sacrifice', what: card.offering.what, count: 1 })} as it is announced to cast it any time you could cast an instant, for its mana cost less that permanent's mana cost`] : []),
    ...card.additionalCosts.map((p) => `additional cost (118.8): ${costText([p])}`),
    ...card.alternativeCosts.map(
      (a) =>
        `alternative cost (118.9) "${a.name}"${a.from === 'graveyard' ? ' from the graveyard' : a.from === 'exile' ? (a.condition === 'discardedWithMadness' || a.condition === 'lastTimeCounterRemoved' ? ' from exile' : ' from exile, on a foretold card (702.143a)') : ''}: ${costText(a.cost) || 'nothing'}` +
        `${a.condition ? `, ${CONDITION_WORDS[a.condition]}` : ''}${a.onlyIf ? `, only if ${describeOnlyIf(a.onlyIf, card.name)} (601.3)` : ''}${a.reducedBySacrifice ? ", reduced by the sacrificed creature's mana value (702.119)" : ''}` +
        `${a.replacesTargets ? (a.targets.length > 0 ? `; then its targets are ${a.targets.map(describeTarget).join(', ')} instead (702.148b)` : '; then it has no targets (702.96b)') : ''}`,
    ),
    ...(card.castFromGraveyard ? [`"${card.castFromGraveyard.name}" (702.133a, 702.81a): may be cast from the graveyard, paying ${costText(card.castFromGraveyard.cost)} in addition`] : []),
    ...card.optionalCosts.map(
      (o) =>
        `optional cost "${o.name}" (118.8): ${costText(o.cost)}${o.max === null ? ', any number of times' : o.max > 1 ? `, up to ${o.max} times` : ''}` +
        (o.targets.length > 0 ? `; each adds ${o.targets.map(describeTarget).join(', ')}` : ''),
    ),
    ...card.selfCostChanges.map(describeSelfCostChange),
    ...(card.keywords.includes('improvise') ? ['improvise (702.126): artifacts tapped while paying pay {1} each'] : []),
    ...card.keywords.filter((k) => k === 'convoke' || k === 'delve').map((k) => (k === 'convoke' ? 'convoke (702.51): creatures tapped while paying pay {1} or one mana of their colour' : 'delve (702.66): cards exiled from the graveyard while paying pay {1} each')),
    ...card.manaAbilities.map(describeManaAbility),
    ...card.abilities.map(describeActivatedAbility),
    ...card.grants.map(describeGrant),
    ...card.untargetable.map((u) => `it can't be the target of ${describeUntargetable(u)} (601.2c)`),
    ...card.costModifiers.map(describeModifier),
    ...card.permissions.map((p) =>
      p.kind === 'flash'
        ? `permission: ${describeSpells(p.spells)} may be cast as though they had flash (702.8)`
        : `permission: ${describeSpells(p.spells)} may be cast from the ${p.from} without paying their mana costs (118.9)`,
    ),
    ...card.prohibitions.map(describeProhibitionText),
    ...card.triggers.map(describeTrigger),
    ...card.restrictions.map((r) => `${restrictionRule(r)}: ${describeRestrictionText(r)}`),
    ...card.gaps.map((g) => `not read${g.reach === 'game' ? ' (may change other spells and abilities)' : ''}: "${g.text}" (${g.reason})`),
  ];
  return clauses.length > 0 ? clauses.join('; ') : 'cost and timing only';
}

/** CR 601.3, 602.5, 702.61a: a prohibition on the card, in words. */
function describeProhibitionText(p: Prohibition): string {
  if (p.kind === 'castLimit') return `601.3 prohibition: ${describeBound(p.who)} can't cast more than ${p.perTurn} spell${p.perTurn === 1 ? '' : 's'} each turn`;
  if (p.kind === 'cantActivate') {
    return `602.5 prohibition: activated abilities of ${describeBannedSources(p.sources)} can't be activated${p.exceptMana ? " unless they're mana abilities" : ' (mana abilities included, 605.1a)'}`;
  }
  return `601.3 prohibition: ${describeSpells(p.spells)}${p.manaValue ? ` with ${p.manaValue} mana values` : ''}${p.spells.named ? ' with the chosen name' : ''} can't be cast${p.duringYourTurn ? ' during your turn' : ''}${p.exceptOwnTurn ? " except during their caster's own turn" : ''}`;
}

/** CR 613: who a grant reaches and what it gives them. */
function describeGrant(grant: Grant): string {
  const condition = grant.asLongAs ? ` as long as ${describeOnlyIf(grant.asLongAs, 'it')} (611.3a)` : '';
  return `${describeGrantAlways(grant)}${condition}`;
}

function describeGrantAlways(grant: Grant): string {
  if (grant.player) return `its controller has ${describeGiven(grant)}`;
  if (grant.self) return grant.keyword === 'haste' ? 'it has haste (302.6, 602.5a)' : `it has ${describeGiven(grant)}`;
  const types = (grant.types ?? []).map((t) => t.toLowerCase()).join(' and ');
  const kinds = [...(grant.supertypes ?? []).map((t) => t.toLowerCase()), ...(grant.subtypes ?? []), types ? `${types}${grant.token ? ' token' : ''}s` : grant.token ? 'tokens' : 'permanents'].join(' ');
  const who = grant.attached ? 'the permanent it is attached to has' : `${grant.other ? 'other ' : ''}${grant.controller === 'you' ? `${kinds} its controller controls` : `all ${kinds}`} have`;
  if (grant.ability) return `${who} ${describeActivatedAbility(grant.ability)} (613; numbered after their own abilities; 602.5c: a use restriction counts per giver)`;
  if (grant.manaAbility) return `${who} ${describeManaAbility(grant.manaAbility)} (605.1a, 613; numbered after their own mana abilities)`;
  if (grant.keyword === 'haste') return `${who} haste (302.6, 602.5a: their {T} and {Q} abilities may be activated while summoning sick)`;
  return `${who} ${describeGiven(grant)}`;
}

/** A shield a grant gives, in words, with the rules that say what it does to targeting. */
function describeGiven(grant: Grant): string {
  if (grant.protection) return `protection from ${describeQuality(grant.protection)} (613, 702.16b)`;
  if (grant.hexproofFrom) return `hexproof from ${describeQuality(grant.hexproofFrom)} (613, 702.11d)`;
  if (grant.untargetable) return `a shield: it can't be the target of ${describeUntargetable(grant.untargetable)} (613, 601.2c)`;
  return grant.keyword === 'shroud' ? 'shroud (613, 702.18a)' : 'hexproof (613, 702.11)';
}

function symbolNotes(symbols: readonly ManaSymbol[]): string[] {
  const notes: string[] = [];
  if (symbols.some((s) => s.kind === 'hybrid' || s.kind === 'monoHybrid')) notes.push('hybrid symbols, each announced as one half (107.4e)');
  if (symbols.some((s) => s.kind === 'phyrexian' || s.kind === 'hybridPhyrexian')) notes.push('Phyrexian symbols: 2 life or the coloured mana each (107.4f)');
  if (symbols.some((s) => s.kind === 'colorless')) notes.push('{C} must be paid with colourless mana (107.4c)');
  if (symbols.some((s) => s.kind === 'snow')) notes.push('{S} must be paid with mana from a snow source (107.4h)');
  return notes;
}

function describeTarget(spec: TargetSpec): string {
  const printed = describeTargetWhat(spec);
  const what = spec.another && !printed.startsWith('another ') ? `another ${printed}` : printed;
  if (spec.count === 'X') return `"${what}" ×X (distinct)`;
  if (spec.min === spec.max) return spec.min === 1 ? `"${what}"` : `"${what}" ×${spec.min} (distinct)`;
  return `"${what}", ${spec.min} to ${spec.max ?? 'any number'}`;
}

function costText(parts: readonly VariableCostPart[]): string {
  return parts.map(describeCostPart).join(', ');
}

function describeManaAbility(ability: CardDefinition['manaAbilities'][number]): string {
  const p = ability.produces;
  const perCounter = 'perCounter' in p ? p.perCounter : undefined;
  const perObject = 'perObject' in p ? p.perObject : undefined;
  const each = describeProduction(p, 'amount' in p ? p.amount : 1);
  const made = (perCounter ? `${each} for each ${perCounter} counter` : perObject ? `${each} for each ${describeCount(perObject)}` : each) + (ability.spend ? ` (${ability.spend.text})` : '');
  const from = ability.from === 'hand' ? ' (from the hand)' : '';
  const once = ability.oncePerTurn ? '; only once each turn' : '';
  const onlyIf = ability.onlyIf ? `; only if ${describeOnlyIf(ability.onlyIf, 'it')} (602.5b)` : '';
  const damage = ability.damageToController ? `; it deals ${ability.damageToController} damage to you (120.3a)` : '';
  const put = ability.putCounters ? `; it puts ${ability.putCounters.count} ${ability.putCounters.counter} counter(s) on itself (122.1)` : '';
  const last = ability.sacrificeIfNoCounters ? `; then, with no ${ability.sacrificeIfNoCounters} counters on it, it is sacrificed (701.21)` : '';
  const other = `${put}${last}${ability.otherEffect ? `; ${ability.otherEffect}` : ''}`;
  return `mana ability${from}: ${costText(ability.cost) || 'no cost'}: add ${made}${damage}${other}${once}${onlyIf}`;
}

/** CR 602: "[cost]: [effect]", with what the engine reads: targets, timing, use restrictions, who may activate. */
function describeActivatedAbility(ability: CardDefinition['abilities'][number]): string {
  const kind = ability.loyalty ? 'loyalty ability (606)' : 'activated ability (602)';
  const from = ability.from === 'battlefield' ? '' : ` from the ${ability.from}`;
  const cost = ability.loyalty ? loyaltyCostText(ability.cost) : costText(ability.cost) || 'no cost';
  const targets = ability.targets.length > 0 ? `: ${ability.targets.map(describeTarget).join(', ')}` : '';
  const notes = [
    ...(ability.timing === 'sorcery' ? ['only as a sorcery (602.5d)'] : []),
    ...(ability.oncePerTurn ? ['only once each turn (602.5b)'] : []),
    ...(ability.maxPerTurn !== undefined ? [`no more than ${ability.maxPerTurn} times each turn (602.5b)`] : []),
    ...(ability.anyPlayer ? ['any player may activate it (602.2)'] : []),
    ...(ability.during ? [`only ${describeDuring(ability.during)} (602.5d)`] : []),
    ...(ability.onlyIf ? [`only if ${describeOnlyIf(ability.onlyIf, 'it')} (602.5b)`] : []),
    ...(ability.condition === 'unblockedAttacker' ? ['ninjutsu: only while a creature is unblocked (702.49c)'] : []),
    ...(ability.condition === 'attached' ? ['only while it is attached to a creature (702.151a)'] : []),
  ];
  return `${kind}${from}: ${cost}${targets}${notes.map((n) => `, ${n}`).join('')}`;
}

/** CR 606.4: a loyalty cost as printed: "+2", "−1" (other parts, if any, as usual). */
function loyaltyCostText(parts: readonly VariableCostPart[]): string {
  return parts
    .map((p) => (p.kind === 'counters' && p.counter === 'loyalty' ? `${p.action === 'put' ? '+' : '−'}${p.count}` : describeCostPart(p)))
    .join(', ');
}

/** CR 601.2f: a change the card's own text makes to its cost, in words. */
function describeSelfCostChange(c: SelfCostChange): string {
  if (c.kind === 'perExtraTarget') return `601.2f: costs ${c.mana.printed} more for each target beyond the first`;
  const more = c.change === 'increase' ? 'more' : 'less';
  if (c.kind === 'conditional') return `601.2f: costs ${c.mana.printed} ${more} if there ${c.atLeast === 1 ? 'is' : 'are'} at least ${c.atLeast} ${describeCount(c.if)}`;
  if (c.kind === 'onlyIf') return `601.2f: costs ${c.mana.printed} ${more} if ${describeOnlyIf(c.onlyIf, 'it')}`;
  const keyword = c.keyword === 'affinity' ? 'affinity (702.41): ' : c.keyword === 'undaunted' ? 'undaunted (702.125): ' : '601.2f: ';
  const each = 'sum' in c.for && c.for.sum === 'power' ? 'each point of the total power of' : 'each';
  return `${keyword}costs ${c.mana.printed} ${more} for ${each} ${describeCount(c.for)}`;
}

/**
 * CR 601.3, 602.5b: an "only if" condition in words ("there are at least 7 cards in your
 * graveyard", "Goblin Lookout is attacking"). Worked out once for each condition and name: a
 * definition never changes, and "what may I do now" refuses each of a board's Bonders' Enclaves
 * while no creature of its player's has power 4 or greater.
 */
export function describeOnlyIf(onlyIf: OnlyIf, name: string): string {
  let byName = onlyIfWords.get(onlyIf);
  let words = byName?.get(name);
  if (words === undefined) {
    words = onlyIfInWords(onlyIf, name);
    if (!byName) onlyIfWords.set(onlyIf, (byName = new Map()));
    byName.set(name, words);
  }
  return words;
}

const onlyIfWords = new WeakMap<OnlyIf, Map<string, string>>();

function onlyIfInWords(onlyIf: OnlyIf, name: string): string {
  if ('self' in onlyIf) return onlyIf.self === 'attackedThisTurn' ? `${name} attacked this turn` : `${name} is ${onlyIf.self}`;
  if ('allOf' in onlyIf) return onlyIf.allOf.map((c) => describeOnlyIf(c, name)).join(' and ');
  if ('turn' in onlyIf) return onlyIf.turn === 'yours' ? "it is its player's turn" : "it is not its player's turn";
  if ('spellsCastThisTurn' in onlyIf) return `its player has cast at least ${onlyIf.spellsCastThisTurn} other spell${onlyIf.spellsCastThisTurn === 1 ? '' : 's'} this turn`;
  if ('someOpponent' in onlyIf) return `for some opponent of its player, ${describeOnlyIf(onlyIf.someOpponent, name)} (counted as theirs)`;
  if ('compared' in onlyIf) return `its player has ${onlyIf.holds === 'moreThanEach' ? 'more' : 'fewer'} of ${describeCount(onlyIf.compared)} (each counted as their own) than ${onlyIf.holds === 'moreThanEach' ? 'each opponent' : 'some opponent'}`;
  if ('selfPower' in onlyIf) return `${name}'s power is ${onlyIf.selfPower.atLeast} or greater`;
  if ('selfCounters' in onlyIf) return `${describeBounds(onlyIf)} ${onlyIf.selfCounters} counter${onlyIf.atLeast === 1 && onlyIf.atMost === undefined ? '' : 's'} on ${name}`;
  const what = 'objects' in onlyIf ? describeObject(onlyIf.objects) : describeCount(onlyIf.count);
  return `${describeBounds(onlyIf)} ${what}`;
}

/** "there are at least 3", "there is exactly 1", "there are no". */
function describeBounds(c: { readonly atLeast: number; readonly atMost?: number | undefined }): string {
  if (c.atMost === undefined) return `there ${c.atLeast === 1 ? 'is' : 'are'} at least ${c.atLeast}`;
  if (c.atMost === c.atLeast) return `there ${c.atLeast === 1 ? 'is' : 'are'} exactly ${c.atLeast}`;
  return `there ${c.atMost === 1 ? 'is' : 'are'} ${c.atLeast > 0 ? `between ${c.atLeast} and ${c.atMost}` : c.atMost === 0 ? 'no' : `at most ${c.atMost}`}`;
}

/** "creature card in your graveyard", "artifact you control", "opponent". */
function describeCount(expr: CountExpr): string {
  if ('players' in expr) return 'opponent';
  if ('basicLandTypes' in expr) return 'basic land type among lands you control (domain, 305.6)';
  if ('cardTypesInGraveyards' in expr) return `card type among cards in ${{ you: 'your graveyard', opponents: "your opponents' graveyards", any: 'all graveyards' }[expr.cardTypesInGraveyards]} (205.2a)`;
  const noun = expr.zone === 'battlefield' ? 'permanent' : 'card';
  const what = describeFilter(expr.what, noun) + (expr.zone !== 'battlefield' && expr.what.types ? ' card' : '');
  const where =
    expr.zone === 'battlefield'
      ? { you: ' you control', opponents: ' your opponents control', any: ' on the battlefield' }[expr.controller]
      : ` in ${{ you: 'your', opponents: "an opponent's", any: 'a' }[expr.controller]} ${expr.zone}`;
  return `${what}${where}`;
}

function describeModifier(m: CostModifier): string {
  if ('abilities' in m) {
    const { controller, ...source } = m.abilities;
    const who = { you: 'its controller activates', opponents: "its controller's opponents activate", any: 'any player activates' }[controller];
    const notes = [
      ...(m.exceptMana ? ['unless they are mana abilities'] : []),
      ...(m.minimumMana ? [`not below ${m.minimumMana} mana`] : []),
      ...(m.duringYourTurn ? ["during its controller's turn"] : []),
    ];
    const of = Object.keys(source).length > 0 ? ` of ${describeFilter(source)}s` : '';
    return `602.2b ${m.change === 'increase' ? 'increase' : 'reduction'}: activated abilities${of} ${who} cost ${m.mana.printed} ${m.change === 'increase' ? 'more' : 'less'}${notes.map((n) => `, ${n}`).join('')}`;
  }
  if (m.change === 'minimum') return `601.2f: ${describeSpells(m.spells)} that would cost less than ${m.total} mana cost ${m.total}${m.whileUntapped ? ' (while untapped)' : ''}`;
  const during = m.change === 'increase' && m.duringYourTurn ? " during its controller's turn" : m.change === 'reduce' && m.onlyColored ? ' (only coloured mana, 118.7c)' : '';
  return `601.2f ${m.change === 'increase' ? 'increase' : 'reduction'}: ${describeSpells(m.spells)} cost ${m.mana.printed} ${m.change === 'increase' ? 'more' : 'less'}${during}`;
}
