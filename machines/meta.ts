/** Typed state metadata: every state of every chart names its rule and a title. */
import type { RuleNumber } from '../src/core/edition.js';

export interface StepMeta {
  readonly rule: RuleNumber;
  readonly title: string;
}
