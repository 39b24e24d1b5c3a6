/**
 * CR 601.2d: a spell or ability that divides an effect among its targets as it is cast —
 * "~ deals 3 damage divided as you choose among one, two, or three targets", "~ deals X
 * damage divided as you choose among any number of targets", "Distribute two +1/+1 counters
 * among one or two target creatures", "Prevent the next 5 damage that would be dealt this
 * turn to any number of targets, divided as you choose" — compiled into the card format's
 * `divide` (a fixed amount or the announced X) with its one target word. Division decided on
 * resolution ("divided evenly"), by another player ("as its controller chooses"), of an
 * amount not known as it is cast ("damage equal to its power", "where X is …") or changed
 * by a choice made while casting (kicker, madness) stays a gap.
 */
import { castingChoiceGap, targetsOf, type TargetWordOut } from './targets.js';

export interface Division {
  readonly divide: { amount: number | 'X' };
  readonly targets: TargetWordOut[];
}

const AMOUNT = String.raw`(\d+|X|one|two|three|four|five|six|seven|eight|nine|ten)`;
const WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** The sentences that divide: the amount (group 1) and the target phrase (group 2). */
const DIVIDING = [
  new RegExp(String.raw`^~ deals ${AMOUNT} damage divided as you choose among (.+?)\.$`, 'i'),
  new RegExp(String.raw`^Distribute ${AMOUNT} [+-]\d+\/[+-]\d+ counters among (.+?)\.$`, 'i'),
  new RegExp(String.raw`^Prevent the next ${AMOUNT} damage that would be dealt this turn to (.+?), divided as you choose\.$`, 'i'),
];

const GAP = 'division among targets is not compiled yet';

/**
 * The division of a text that divides or distributes (the caller has seen "divided" or
 * "distribute" in it), or a gap. Only one sentence may divide, among the text's only
 * target word, which must allow at least one target (CR 601.2d: "among one or more
 * targets").
 */
export function divisionOf(text: string): Division | { gap: string } {
  const sentences = text.split(/(?<=\.)\s+/);
  const dividing = sentences.filter((s) => /divided|\bdistribute/i.test(s));
  if (dividing.length !== 1) return { gap: GAP };
  const match = DIVIDING.map((re) => re.exec(dividing[0]!)).find((m) => m !== null);
  if (!match) return { gap: GAP };
  // "If this spell was kicked, prevent the next 6 damage this way instead": the amount depends on how it was cast.
  if (castingChoiceGap(text) || /\bkick|\bmadness\b|\binstead\b|\bwhere X is\b|\bX is (?:the|equal)\b/i.test(text)) return { gap: GAP };
  const read = targetsOf(text);
  if ('gap' in read) return read;
  if (read.targets.length !== 1 || !match[2]!.includes('target')) return { gap: GAP };
  const [word] = read.targets as [TargetWordOut];
  // "up to two target creatures" would allow none; whether anything is then divided is not settled here.
  if (word['min'] === 0 && word['max'] !== null) return { gap: GAP };
  const amount = match[1]!.toUpperCase() === 'X' ? 'X' : (WORDS[match[1]!.toLowerCase()] ?? Number(match[1]));
  const atLeastOne = word['min'] === 0 ? { ...word, min: 1 } : word;
  return { divide: { amount }, targets: [atLeastOne] };
}
