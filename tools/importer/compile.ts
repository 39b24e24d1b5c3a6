/**
 * The compiler from a card in Scryfall's shape to the card format: the casting side
 * (types, mana cost, keywords, targets, abilities and their costs) is compiled; effects stay
 * text. Each card gets a status — complete (every paragraph that matters to casting or
 * activating compiled), partial (some did not: its gaps say which and why) or unsupported
 * (not written at all) — and the compiled card is checked by the same schema the loader
 * uses, so nothing the engine would refuse is ever written.
 */
import { jsonPath } from '../../src/core/json-path.js';
import { cardSchema, type CardInput } from '../../src/cards/schema.js';
import { parseManaCost } from '../../src/mana/parse.js';
import { loreCostGaps } from './chapters.js';
import { compileCleave } from './cleave.js';
import { definedValueOf } from './defined-pt.js';
import { compileTwoFaced } from './faces.js';
import { compileModal, groupModes, isModal } from './modes.js';
import { oracleCardSchema } from './input.js';
import { compileParagraph, type Compiled } from './paragraphs.js';
import { paragraphsOf } from './text.js';
import { readTypeLine } from './type-line.js';

export interface Gap {
  readonly text: string;
  readonly reason: string;
}

export interface CompileResult {
  readonly name: string;
  readonly status: 'complete' | 'partial' | 'unsupported';
  readonly gaps: readonly Gap[];
  /** The compiled card, for complete and partial cards. */
  readonly card: CardInput | null;
}

/** CR 305.6: the basic land types and the mana each one's intrinsic ability adds. */
const BASIC_LAND_MANA: Readonly<Record<string, string>> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/** CR 305.6: a land with a basic land type has "{T}: Add [its mana]." for each one, whatever its text box says (often only reminder text). */
function intrinsicManaAbilities(subtypes: readonly string[]): unknown[] {
  return subtypes.flatMap((t) => (BASIC_LAND_MANA[t] ? [{ cost: [{ kind: 'tapSelf' }], produces: { types: [BASIC_LAND_MANA[t]], amount: 1 } }] : []));
}

/** The card-level lists of triggered and static abilities a paragraph may add to. */
const STATIC_FIELDS = ['triggers', 'costModifiers', 'prohibitions', 'permissions', 'grants', 'restrictions', 'untargetable'] as const;
/** The shields a card prints (CR 702.16, 702.11d): lists a paragraph may add to. */
const SHIELD_FIELDS = ['protection', 'hexproofFrom'] as const;

const unsupported = (name: string, text: string, reason: string): CompileResult => ({ name, status: 'unsupported', gaps: [{ text, reason }], card: null });

/** Compiles one input card (any JSON value: a malformed one is unsupported, with the path of what is wrong). */
export function compileCard(raw: unknown): CompileResult {
  const input = oracleCardSchema.safeParse(raw);
  if (!input.success) {
    const issue = input.error.issues[0]!;
    const name = typeof raw === 'object' && raw !== null && typeof (raw as { name?: unknown }).name === 'string' ? (raw as { name: string }).name : '(unnamed)';
    return unsupported(name, jsonPath(issue.path), `malformed card: ${issue.message}`);
  }
  const card = input.data;
  if (card.card_faces || card.name.includes(' // ')) return compileTwoFaced(card, compileCard);
  const cleave = compileCleave(card, compileCard);
  if (cleave) return cleave;
  const typeLine = readTypeLine(card.type_line ?? '');
  if (typeLine.types.length === 0) return unsupported(card.name, card.type_line ?? '', 'no card type the format knows');
  if (typeLine.unknown.length > 0) return unsupported(card.name, card.type_line ?? '', `type line words the format doesn't know: ${typeLine.unknown.join(', ')}`);

  const gaps: Gap[] = [];
  const out: Record<string, unknown> & { keywords: string[]; targets: unknown[]; abilities: unknown[]; manaAbilities: unknown[] } = {
    name: card.name,
    types: typeLine.types,
    keywords: [],
    targets: [],
    abilities: [],
    manaAbilities: [],
  };
  if (typeLine.supertypes.length > 0) out['supertypes'] = typeLine.supertypes;
  if (typeLine.subtypes.length > 0) out['subtypes'] = typeLine.subtypes;
  if (card.mana_cost) {
    try {
      parseManaCost(card.mana_cost);
      out['manaCost'] = card.mana_cost;
    } catch (error) {
      gaps.push({ text: card.mana_cost, reason: `mana cost: ${(error as Error).message}` });
    }
  }
  for (const [field, value] of [['power', card.power], ['toughness', card.toughness], ['loyalty', card.loyalty]] as const) {
    if (value === undefined) continue;
    if (/^-?\d+$/.test(value)) out[field] = Number(value);
    // CR 306.5b, 107.3m: a printed loyalty "X" is the X paid as the planeswalker was cast, counted as it enters; nothing while casting or activating reads the printed loyalty, so it is left out.
    else if (field === 'loyalty' && value === 'X') continue;
    else {
      const defined = field === 'loyalty' ? null : definedValueOf(field, value, paragraphsOf(card.oracle_text ?? '', card.name));
      if (defined && 'value' in defined) out[field] = defined.value;
      else gaps.push({ text: `${field} ${value}`, reason: 'a characteristic-defining power, toughness or loyalty is not compiled' });
    }
  }
  if (typeLine.types.includes('Land')) out.manaAbilities.push(...intrinsicManaAbilities(typeLine.subtypes));
  const paragraphs = groupModes(paragraphsOf(card.oracle_text ?? '', card.name));
  // CR 711.2: a leveler's abilities under a "LEVEL N-M" line apply only at those levels, which the format can't say: none is compiled.
  const bands = paragraphs.findIndex((p) => /^LEVEL \d/.test(p));
  for (const [i, paragraph] of paragraphs.entries()) {
    if (bands >= 0 && i >= bands) {
      gaps.push({ text: paragraph, reason: 'a level band (CR 711.2: its abilities apply only while the permanent has that many level counters) is not compiled' });
      continue;
    }
    const compiled: Compiled = isModal(paragraph) ? compileModal(paragraph, typeLine.types) : compileParagraph(paragraph, typeLine.types);
    if (compiled.gap) gaps.push({ text: paragraph, reason: compiled.gap });
    out.keywords.push(...(compiled.keywords ?? []));
    out.targets.push(...(compiled.targets ?? []));
    out.abilities.push(...(compiled.abilities ?? []));
    out.manaAbilities.push(...(compiled.manaAbilities ?? []));
    if (compiled.optionalCosts) out['optionalCosts'] = [...((out['optionalCosts'] as unknown[]) ?? []), ...compiled.optionalCosts];
    if (compiled.alternativeCosts) out['alternativeCosts'] = [...((out['alternativeCosts'] as unknown[]) ?? []), ...compiled.alternativeCosts];
    if (compiled.splice) out['splice'] = compiled.splice;
    if (compiled.divide) out['divide'] = compiled.divide;
    if (compiled.castFromGraveyard) out['castFromGraveyard'] = compiled.castFromGraveyard;
    if (compiled.offering) out['offering'] = compiled.offering;
    if (compiled.additionalCosts) out['additionalCosts'] = [...((out['additionalCosts'] as unknown[]) ?? []), ...compiled.additionalCosts];
    if (compiled.during) out['during'] = compiled.during;
    if (compiled.selfCostChanges) out['selfCostChanges'] = [...((out['selfCostChanges'] as unknown[]) ?? []), ...compiled.selfCostChanges];
    if (compiled.modes && out['modes']) gaps.push({ text: paragraph, reason: 'a second modal paragraph is not compiled' });
    else if (compiled.modes) out['modes'] = compiled.modes;
    if (compiled.xMin !== undefined) out['xMin'] = compiled.xMin;
    if (compiled.colors) out['colors'] = compiled.colors;
    if (compiled.onlyIf) out['onlyIf'] = compiled.onlyIf;
    if (compiled.flashIf) out['flashIf'] = compiled.flashIf;
    for (const field of [...STATIC_FIELDS, ...SHIELD_FIELDS]) if (compiled[field]) out[field] = [...((out[field] as unknown[]) ?? []), ...compiled[field]];
  }
  gaps.push(...loreCostGaps(paragraphs, [...out.abilities, ...out.manaAbilities].flatMap((a) => (a as { cost?: unknown[] }).cost ?? [])));
  out['text'] = paragraphs.join(' ').replace(/\n/g, ' ').replace(/~/g, card.name).slice(0, 5000);
  // An alternative cost written in the card's own text is named after the card (Force of Will's).
  if (out['alternativeCosts']) out['alternativeCosts'] = (out['alternativeCosts'] as { name: string }[]).map((a) => (a.name === '~' ? { ...a, name: card.name } : a));
  out.keywords = [...new Set(out.keywords)];
  // A basic land type's ability written out in full in the text box is the same ability, not a second one.
  out.manaAbilities = out.manaAbilities.filter((a, i) => out.manaAbilities.findIndex((b) => JSON.stringify(b) === JSON.stringify(a)) === i);
  // CR 702.15b, 702.90b: damage from a source with lifelink or infect is more than a loss of life.
  // CR 603.2: its own "Whenever ~ deals damage" triggers as its mana ability deals it (triggers.ts leaves "~ deals damage" to this check).
  const damaging = out.manaAbilities.some((a) => (a as { damageToController?: number }).damageToController);
  if (damaging && out.keywords.some((k) => k === 'lifelink' || k === 'infect')) {
    gaps.push({ text: card.name, reason: 'a mana ability that deals damage from a source with lifelink or infect is not compiled' });
  }
  for (const paragraph of damaging ? paragraphs.filter((p) => /^(?:[A-Z][a-z]+(?: [a-z]+)* — )?(When|Whenever) ~ deals damage\b/.test(p)) : []) {
    gaps.push({ text: paragraph, reason: 'a trigger on damage, which a mana ability can deal while a cost is paid (CR 605.3b), is not compiled' });
  }
  const checked = cardSchema.safeParse(out);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    return unsupported(card.name, jsonPath(issue.path), `the compiled card does not fit the card format: ${issue.message}`);
  }
  return { name: card.name, status: gaps.length === 0 ? 'complete' : 'partial', gaps, card: out as CardInput };
}
