/**
 * CR 115, 601.2c: the target words of a spell's or ability's text, in order, each read by
 * target-grammar.ts into the filter language; any instance of "target" the grammar can't
 * read makes the whole paragraph a gap (a spell with one of its targets missing would be
 * silently wrong).
 */
import peggy from 'peggy';
import { SUBTYPES } from './subtypes.js';
import { TARGET_GRAMMAR } from './target-grammar.js';
import { ATTACHED_GRAMMAR } from './attached-grammar.js';
import { TARGETED_GRAMMAR } from './targeted-grammar.js';
import { splitTogether, TOGETHER_GRAMMAR } from './target-together.js';

type Adjective = Record<string, unknown>;
interface ParsedAlternative {
  readonly adjectives: Adjective[];
  readonly head: { type?: string; noun?: string; subtype?: string } | null;
}
interface ParsedPhrase {
  readonly what?: 'any';
  readonly count?: number | 'X';
  readonly min?: number;
  readonly max?: number | null;
  readonly another?: true;
  readonly alternatives?: { list: ParsedAlternative[]; noun: string | null };
  readonly qualifiers?: Record<string, unknown>[];
}

interface ParsedTargetee {
  readonly you?: true;
  readonly alternatives?: ParsedPhrase['alternatives'];
  readonly qualifiers?: Record<string, unknown>[];
}

export type TargetWordOut = Record<string, unknown>;

let parser: peggy.Parser | null = null;
function parsePhrase(text: string): { phrase: ParsedPhrase; rest: string } | null {
  parser ??= peggy.generate(`start = phrase:phrase rest:$(.*) { return { phrase, rest }; }\n${TARGET_GRAMMAR}\n${TARGETED_GRAMMAR}\n${ATTACHED_GRAMMAR}\n${TOGETHER_GRAMMAR}`);
  try {
    return parser.parse(text) as { phrase: ParsedPhrase; rest: string };
  } catch {
    return null;
  }
}

/** Where each instance of "target" begins, with the quantity words before it. */
const NUMBER = String.raw`(?:one|two|three|four|five|\d+)`;
/** "one or two", "one, two, or three", "one or more": a number of targets from the first to the last. */
const RANGE = String.raw`${NUMBER}(?:,\s*${NUMBER})*,?\s+or\s+(?:${NUMBER}|more)`;
const TARGET_START = new RegExp(String.raw`\b(?:(?:up to ${NUMBER}|any number of|${RANGE}|${NUMBER}|X)\s+)?(?:another\s+)?(?:any\s+)?target\b|\b(?:up to ${NUMBER}|any number of|${RANGE})\s+targets\b`, 'gi');

/** CR 205.3: a subtype as its type line writes it ("Elves" is Elf, "Plains" stays Plains). */
function singularSubtype(word: string): string {
  if (SUBTYPES.has(word)) return word;
  const found = [word.replace(/s$/, ''), word.replace(/ies$/, 'y'), word.replace(/ves$/, 'f')].find((w) => SUBTYPES.has(w));
  return found ?? (/(?:ss|us)$/.test(word) ? word : word.replace(/s$/, ''));
}

const push = (filter: Record<string, unknown>, field: string, value: unknown) => {
  filter[field] = [...((filter[field] as unknown[] | undefined) ?? []), value];
};

/** One alternative ("nonblack creature", "player", "instant … spell") as a player or object filter, or null if it can't be one. */
function alternativeOf(alt: ParsedAlternative, noun: string | null, qualifiers: readonly Record<string, unknown>[]): Record<string, unknown> | null {
  const headNoun = alt.head?.noun ?? null;
  const kind = headNoun ?? noun;
  if (kind === 'player' || kind === 'opponent') {
    if (alt.adjectives.length > 0 || alt.head?.type || qualifiers.length > 0) return null;
    return { player: kind === 'player' ? 'any' : 'opponent' };
  }
  const filter: Record<string, unknown> = {};
  if (kind === 'spell') Object.assign(filter, { zone: 'stack', stackKind: 'spell' });
  else if (kind === 'ability' || kind === 'activatedAbility' || kind === 'triggeredAbility') Object.assign(filter, { zone: 'stack', stackKind: kind });
  const types: string[] = [];
  for (const adjective of alt.adjectives) {
    const [[field, value]] = Object.entries(adjective) as [[string, unknown]];
    switch (field) {
      case 'type': types.push(value as string); break;
      case 'notType': push(filter, 'notTypes', (value as string).charAt(0).toUpperCase() + (value as string).slice(1).toLowerCase()); break;
      case 'color': if (filter['colors'] && !(filter['colors'] as unknown[]).includes(value)) return null; push(filter, 'colors', value); break;
      case 'notColor': push(filter, 'notColors', { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' }[(value as string).toLowerCase()]); break;
      case 'supertype': push(filter, 'supertypes', value); break;
      case 'notSupertype': push(filter, 'notSupertypes', value); break;
      case 'subtype': push(filter, 'subtypes', singularSubtype(value as string)); break;
      case 'notSubtype': push(filter, 'notSubtypes', singularSubtype(value as string)); break;
      case 'anyColor': if (filter['colors']) return null; filter['colors'] = value; break;
      case 'monocolored': Object.assign(filter, { colorless: false, multicolored: false }); break;
      default: filter[field] = value;
    }
  }
  if (alt.head?.type) types.push(alt.head.type);
  if (alt.head?.subtype) push(filter, 'subtypes', singularSubtype(alt.head.subtype));
  if (types.length === 1) filter['types'] = types;
  else if (types.length > 1) filter['allTypes'] = types;
  for (const qualifier of qualifiers) {
    for (const [field, value] of Object.entries(qualifier)) {
      if (field === 'keyword') push(filter, 'keywords', value);
      else if (field === 'notKeyword') push(filter, 'notKeywords', value);
      else if (field === 'targets') {
        // CR 115.9: only a spell or ability on the stack targets anything; what it targets is read one level deep.
        const targeted = filter['zone'] === 'stack' ? targetedOf(value as ParsedTargetee[]) : null;
        if (!targeted) return null;
        filter['targets'] = targeted;
      } else if (field === 'attachedTo') {
        // CR 301.5: only a permanent is attached, and only to a permanent.
        const hosts = filter['zone'] === undefined ? targetedOf(value as ParsedTargetee[]) : null;
        if (!hosts || hosts.some((h) => 'player' in h || 'zone' in h || 'attachedTo' in h)) return null;
        filter['attachedTo'] = hosts;
      }
      // A qualifier that says again what an adjective said ("red creature that's green") is not guessed at.
      else if (filter[field] !== undefined && JSON.stringify(filter[field]) !== JSON.stringify(value)) return null;
      else filter[field] = value;
    }
  }
  if (kind === 'card' && filter['zone'] === undefined) return null;
  // CR 115.9a: only a spell or ability on the stack has targets to count.
  if (filter['singleTarget'] && filter['zone'] !== 'stack') return null;
  return filter;
}

/** CR 115.9: "that targets you or a creature you control": the alternatives one of the targets must fit; null when one isn't read. */
function targetedOf(list: readonly ParsedTargetee[]): Record<string, unknown>[] | null {
  const out: Record<string, unknown>[] = [];
  for (const t of list) {
    if (t.you) out.push({ player: 'you' });
    else for (const alt of t.alternatives!.list) out.push(alternativeOf(alt, t.alternatives!.noun, t.qualifiers ?? [])!);
  }
  return out.some((f) => f === null || 'targets' in f || 'singleTarget' in f) ? null : out;
}

/**
 * The target word of one parsed phrase, or null if it can't be one. "Another target" after an
 * earlier target word of the same text means a different choice from that word's (CR 601.2c);
 * as the first target word of an ability it means other than the ability's source (`other`).
 */
function wordOf(phrase: ParsedPhrase, first: boolean): TargetWordOut | null {
  const amount = phrase.count !== undefined ? { count: phrase.count } : { min: phrase.min, max: phrase.max };
  if (phrase.what === 'any') return phrase.another && first ? null : { what: 'any', ...amount, ...(phrase.another ? { another: true } : {}) };
  const { list, noun } = phrase.alternatives!;
  // CR 601.2c: "from a single graveyard", "controlled by the same player" are said of the word's targets together.
  const split = splitTogether(phrase.qualifiers ?? []);
  if (!split) return null;
  const one = phrase.count === 1 || phrase.max === 1;
  const together = split.together && !one ? { together: split.together } : {};
  const alternatives = list.map((alt) => alternativeOf(alt, noun, split.qualifiers));
  if (alternatives.some((a) => a === null)) return null;
  const filters = alternatives as Record<string, unknown>[];
  // "artifact or enchantment": one filter with either type, when nothing else tells them apart.
  const onlyType = filters.every((f) => Array.isArray(f['types']) && (f['types'] as unknown[]).length === 1 && JSON.stringify({ ...f, types: undefined }) === JSON.stringify({ ...filters[0], types: undefined }));
  const what = filters.length === 1 ? filters[0] : onlyType ? { ...filters[0], types: filters.map((f) => (f['types'] as string[])[0]) } : { anyOf: filters };
  if (phrase.another && first) {
    if (what === undefined || 'anyOf' in what) return null;
    return { what: { ...what, other: true }, ...amount, ...together };
  }
  return { what, ...amount, ...together, ...(phrase.another ? { another: true } : {}) };
}

/**
 * Words right after a read target phrase that would narrow it further ("target creature
 * that's attacking", "target Aura attached to a land", "target creature blocking or blocked
 * by ~", "of an opponent's choice", "or" an alternative the grammar didn't read): dropping
 * them would allow targets the card doesn't, so the phrase is a gap instead.
 */
const RESTRICTING_REST = /^,?\s*(?:that|that's|which|who|whose|with|without(?! paying)|of(?! your choice)|named|blocking|blocked|attacking|attached|enchanted|equipped|dealt|not|other|other than|you|an opponent|in|from(?! combat)|on the battlefield|or|and\/or|cards?|spells?|permanents?|creatures?|artifacts?|lands?|enchantments?|planeswalkers?|among|chosen|controlled|tapped|untapped)\b/i;

/** The target words of a paragraph, in order (not those of the abilities it quotes); a gap when one instance of "target" isn't read. */
export function targetsOf(text: string): { targets: TargetWordOut[] } | { gap: string } {
  const targets: TargetWordOut[] = [];
  // CR 113.1a, 601.2c: a quoted ability an effect grants or creates chooses its targets when it is put on the stack later, not as this one is cast or activated.
  const paragraph = withoutQuotedAbilities(text);
  let readTo = 0;
  for (const match of paragraph.matchAll(TARGET_START)) {
    // "target" inside a phrase already read ("target spell with a single target"), or the noun ("change the target of target spell"), is no target word.
    if (match.index < readTo || /^target of\b/i.test(paragraph.slice(match.index))) continue;
    const parsed = parsePhrase(paragraph.slice(match.index));
    if (parsed) readTo = paragraph.length - parsed.rest.length;
    const word = parsed && !RESTRICTING_REST.test(parsed.rest) && wordOf(parsed.phrase, targets.length === 0);
    if (!word) return { gap: `the target phrase "${paragraph.slice(match.index).split(/[.;]/)[0]}" is not compiled` };
    targets.push(word);
  }
  // CR 107.3: "with mana value X" reads the X announced at 601.2b; an X the text defines ("where X is …") is counted otherwise.
  if (/\bwhere X is\b|\bX is (?:the|equal)\b/.test(paragraph) && targets.some((t) => /"(?:atMost|atLeast|equals)":"X"/.test(JSON.stringify(t)))) {
    return { gap: 'a target filter on an X the text defines ("where X is …") is not compiled' };
  }
  return { targets };
}

/**
 * A whole object phrase ("nontoken creature you control", "instant or sorcery spell") as
 * the one filter it names, read by the target grammar; null when the phrase has words the
 * grammar doesn't read, names a player or needs a union of different kinds of objects.
 */
export function objectFilterOf(phrase: string): Record<string, unknown> | null {
  const parsed = parsePhrase(`target ${phrase}`);
  if (!parsed || parsed.rest !== '') return null;
  const word = wordOf(parsed.phrase, true);
  const what = word?.['what'];
  if (!word || word['count'] !== 1 || typeof what !== 'object' || what === null || 'player' in what) return null;
  return what as Record<string, unknown>;
}

/**
 * CR 601.2c: every instance of the word "target" is chosen as the spell is cast or the
 * ability activated, even in a sentence whose condition is checked on resolution ("Flip a
 * coin. If you win the flip, destroy target artifact", "If you do, return target card",
 * "gets +X/+X, where X is …": that X is counted on resolution, not announced). Only a
 * target required by a choice made while casting — a kicker or other additional or
 * alternative cost, a mode — or whose number is such a choice ("for each time this spell
 * was kicked", "For each color, … target …", "up to X targets, where X is …") is a target
 * only sometimes, which the card format can't say: the reason for the gap, or null.
 */
export function castingChoiceGap(text: string): string | null {
  for (const sentence of withoutQuotedAbilities(text).split(/(?<=[.!?])\s+/)) {
    if (!/\btarget\b/i.test(sentence)) continue;
    if (CASTING_CHOICE.test(sentence)) return 'a target that depends on a choice made while casting (CR 601.2c: kicker, an additional or alternative cost, a mode) is not compiled';
    if (/^For each\b|\btargets? for each\b/i.test(sentence)) return 'a number of targets that depends on a count (CR 601.2c) is not compiled';
  }
  if (/\bX\s+(?:other\s+)?target\b/i.test(text) && /\bwhere X is\b|\bX is (?:the|equal|one|two)\b/i.test(text)) return 'a number of targets that depends on a count (CR 601.2c) is not compiled';
  return null;
}
/** Words that make a sentence's target depend on how the spell was cast (CR 601.2b–c). */
const CASTING_CHOICE = /\bkick(?:ed|er)\b|\bentwine|\bcost was paid\b|\bwas paid\b|\bbargained\b|\bgift was promised\b|\bevidence was collected\b|\bmode\b|\bfor each time\b|\bcast (?:it|this spell|~) from\b|\bcast using\b|\bescaped\b|\bif you cast\b|\bwas cast\b/i;

/**
 * CR 707.10c: "choose a new target for the copy", "choose new targets for it" are choices
 * made for a copy on resolution, not target words of this spell: left out of the reading.
 */
export function withoutCopyTargets(text: string): string {
  return text.replace(/\b(?:a\s+)?new\s+targets?\b/gi, 'new choices');
}

/**
 * CR 303.4a, 702.5a: "Enchant [object or player]" — an Aura spell targets what it will
 * enchant: one target word read by the target grammar ("Enchant creature you control",
 * "Enchant artifact or creature", "Enchant creature card in a graveyard"), or null when the
 * words aren't all read.
 */
export function enchantTargetOf(words: string): TargetWordOut | null {
  const parsed = parsePhrase(`target ${words}`);
  if (!parsed || parsed.rest !== '') return null;
  const word = wordOf(parsed.phrase, true);
  return word && word['count'] === 1 ? word : null;
}

/** The text with each quoted ability ("{T}: Tap target creature.") written as a placeholder that has no target word in it. */
export function withoutQuotedAbilities(text: string): string {
  return text.replace(/"[^"]*"/g, '"(an ability)"');
}
