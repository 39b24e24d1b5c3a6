/**
 * CR 714.2: a Saga's chapter ability ("I, II — …") is a triggered ability that triggers when
 * lore counters are put on the Saga (714.2c), which happens as it enters and as its
 * controller's precombat main phase begins (714.3a–b) — events no cast or cost causes, since
 * a cost that puts counters puts them on its own object (the card format's `counters` part)
 * and no Saga's cost puts lore counters. So a chapter changes nothing while casting and stays
 * text, unless the Saga's own costs put lore counters on it (`loreCostGaps`).
 *
 * A chapter whose effect creates a delayed triggered ability on an event a cast can cause
 * ("II — Whenever you cast a spell this turn, …", CR 603.7) is a gap: once it has resolved,
 * that ability triggers during later casts, and the card format has no delayed triggers.
 */
import { compileTrigger } from './triggers.js';

const CHAPTER = /^[IVX]+(?:, [IVX]+)* — (.+)$/s;

/** Whether a paragraph is a chapter ability (CR 714.2b: chapter numbers before an em dash). */
export function isChapter(paragraph: string): boolean {
  return CHAPTER.test(paragraph);
}

/** One chapter ability: nothing (it can't trigger while casting) or a gap (it creates a delayed trigger a cast can set off). */
export function compileChapter(paragraph: string): { gap?: string } {
  const effect = CHAPTER.exec(paragraph)?.[1] ?? paragraph;
  // CR 603.7: each sentence of the effect that is itself a trigger ("Whenever you cast a spell this turn, …").
  const delayed = effect.split(/(?<=\.)\s+/).filter((sentence) => /^(When|Whenever)\b/.test(sentence));
  for (const sentence of delayed) {
    const compiled = compileTrigger(sentence.replace(/ this turn,/, ','));
    if (compiled.gap || compiled.triggers) return { gap: 'a delayed trigger (CR 603.7) on an event paying a cost or casting can cause is not compiled' };
  }
  return {};
}

/**
 * CR 714.2c: the chapter paragraphs that are gaps because the Saga's own costs (`costs`: the
 * cost parts of its compiled abilities) put lore counters on it, so a chapter can trigger
 * while one of them is paid.
 */
export function loreCostGaps(paragraphs: readonly string[], costs: readonly unknown[]): { text: string; reason: string }[] {
  const putsLore = costs.some((part) => {
    const p = part as { kind?: string; action?: string; counter?: string };
    return p.kind === 'counters' && p.action === 'put' && p.counter === 'lore';
  });
  if (!putsLore) return [];
  return paragraphs.filter(isChapter).map((text) => ({ text, reason: 'a chapter ability, which a cost putting lore counters on its Saga triggers (CR 714.2c), is not compiled' }));
}
