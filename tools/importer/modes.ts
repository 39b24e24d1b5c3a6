/**
 * CR 700.2: modal spells and abilities. Oracle text gives a head ("Choose one —", "Choose one
 * or both —", "{1}, {T}: Choose one —", "An opponent chooses one —") and one bulleted line per
 * mode; text.ts splits them into paragraphs, so they are put back together here, with the
 * entwine (702.42) and escalate (702.120) lines of the card, and compiled into the format's
 * `modes`: how many are chosen, each mode's text and target words (601.2b–c). A head the
 * format can't express (the same mode more than once, modes depending on a condition) is a gap.
 */
import { compileParagraph, targetWordsOf, type Compiled } from './paragraphs.js';

const BULLET = /^•\s*/;
const MODE_COST_KEYWORD = /^(Entwine|Escalate)\b/;

/** The paragraphs with each modal head, its bullets and the card's entwine / escalate lines joined into one (lines kept apart by "\n"). */
export function groupModes(paragraphs: readonly string[]): string[] {
  const hasBullets = paragraphs.some((p) => BULLET.test(p));
  const costKeywords = hasBullets ? paragraphs.filter((p) => MODE_COST_KEYWORD.test(p)) : [];
  const out: string[] = [];
  for (const paragraph of paragraphs) {
    if (costKeywords.includes(paragraph)) continue;
    if (BULLET.test(paragraph) && out.length > 0) out[out.length - 1] += `\n${paragraph}`;
    else out.push(paragraph);
  }
  if (costKeywords.length === 0) return out;
  const modal = out.findIndex((p) => p.includes('\n•'));
  return modal < 0 ? [...costKeywords, ...out] : out.map((p, i) => (i === modal ? [...costKeywords, p].join('\n') : p));
}

/** Whether a (grouped) paragraph has modes. */
export const isModal = (paragraph: string): boolean => paragraph.split('\n').some((line) => BULLET.test(line));

const COUNT: Readonly<Record<string, [number, number | 'all']>> = {
  one: [1, 1],
  two: [2, 2],
  three: [3, 3],
  four: [4, 4],
  'one or both': [1, 2],
  'one or more': [1, 'all'],
};
const CHOOSE = /^(?:(?<cost>.+):\s+)?(?<who>Choose|An opponent chooses)\s+(?<count>one or both|one or more|one|two|three|four)\s+—$/i;

/** The cost parts of a keyword's cost, read by the activated-ability grammar ("{1}{W}", "Discard a card", "Sacrifice two lands"), or null. */
function costOf(text: string): unknown[] | null {
  const compiled = compileParagraph(`${text.replace(/\.$/, '')}: No effect.`, ['Artifact']);
  const ability = compiled.abilities?.[0] as { cost?: unknown[] } | undefined;
  return compiled.gap || !ability?.cost ? null : ability.cost;
}

/**
 * A modal paragraph group compiled: a spell's `modes` (and entwine as an optional cost), an
 * activated ability with `modes`, what a triggered ability's head compiles to (its modes are
 * what happens on resolution), or a gap.
 */
export function compileModal(group: string, types: readonly string[]): Compiled & { modes?: Record<string, unknown> } {
  const lines = group.split('\n');
  const keywords = lines.filter((l) => MODE_COST_KEYWORD.test(l));
  const head = lines.find((l) => !BULLET.test(l) && !MODE_COST_KEYWORD.test(l)) ?? '';
  const bullets = lines.filter((l) => BULLET.test(l)).map((l) => l.replace(BULLET, '').trim());
  if (/^(When|Whenever|At)\b|^[A-Z][\w' ]* — (When|Whenever|At)\b/.test(head)) return compileParagraph(head, types);
  const choose = CHOOSE.exec(head);
  if (!choose?.groups) {
    if (/more than once/i.test(head)) return { gap: 'choosing the same mode more than once (CR 700.2d) is not in the card format' };
    if (/\bif\b|\binstead\b|hasn't been chosen/i.test(head)) return { gap: 'modes whose number depends on a condition or on earlier choices are not compiled' };
    return { gap: `the modal head "${head}" is not compiled` };
  }
  const [min, top] = COUNT[choose.groups['count']!.toLowerCase()]!;
  const max = top === 'all' ? bullets.length : top;
  if (bullets.length < 2 || max > bullets.length) return { gap: `the modal head "${head}" does not fit its ${bullets.length} modes` };

  const options: Record<string, unknown>[] = [];
  for (const text of bullets) {
    if (/additional cost|rather than pay|costs? \{|less to cast|more to cast|divided|you may cast/i.test(text)) return { gap: 'a casting rule in a mode is not compiled' };
    const read = targetWordsOf(text);
    if ('gap' in read) return read;
    // CR 601.2d: the format's modes have no division of their own.
    if ('divide' in read) return { gap: 'division among targets in a mode is not in the card format' };
    options.push({ text, ...(read.targets.length > 0 ? { targets: read.targets } : {}) });
  }
  const modes: Record<string, unknown> = { min, max, options, ...(/opponent/i.test(choose.groups['who']!) ? { chooser: 'opponent' } : {}) };
  const optionalCosts: Record<string, unknown>[] = [];
  for (const line of keywords) {
    const cost = costOf(line.replace(MODE_COST_KEYWORD, '').replace(/^\s*—\s*|^\s+/, ''));
    if (!cost) return { gap: `the cost of "${line}" is not compiled` };
    if (line.startsWith('Escalate')) modes['escalate'] = cost;
    else optionalCosts.push({ name: 'entwine', cost });
  }

  if (choose.groups['cost'] !== undefined) {
    // CR 602.1: "[Cost]: Choose one — • …": the cost is read by the activated-ability grammar, the modes added to the ability.
    if (keywords.length > 0) return { gap: 'entwine or escalate on an activated ability is not compiled' };
    if (bullets.some((b) => /\bActivate\b/.test(b))) return { gap: 'an activation instruction after modes is not compiled' };
    if (bullets.some((b) => /mana on X|Spend only/i.test(b))) return { gap: 'a restriction on the mana paid for X is not compiled' };
    if (bullets.some((b) => /\bX\b/.test(b)) && !/\{X\}/.test(choose.groups['cost'])) return { gap: 'an X that is neither in the cost nor defined in the effect is not compiled' };
    const compiled = compileParagraph(`${choose.groups['cost']}: Choose.`, types);
    const ability = compiled.abilities?.[0];
    if (compiled.gap || !ability || compiled.abilities!.length !== 1) return compiled.gap ? compiled : { gap: 'a modal ability that is not an activated ability is not compiled' };
    return { abilities: [{ ...ability, modes, text: [head, ...bullets.map((b) => `• ${b}`)].join(' ') }] };
  }
  if (!types.includes('Instant') && !types.includes('Sorcery')) return { gap: 'modes on a permanent spell are not compiled' };
  return { modes, ...(optionalCosts.length > 0 ? { optionalCosts } : {}) };
}
