/**
 * spellchart: casting spells (CR 601) as an XState v5 statechart whose states are the
 * rule's steps. The package entry: the chart, the scenario runner, and the pure rules.
 */
export { castingMachine, type CastingMachine } from './casting.js';
export { activationMachine, type ActivationMachine } from './activation.js';
export { sessionMachine, sendToSession, activeChild, type SessionMachine, type SessionContext, type SessionInput } from './session.js';
export type { CastContext, CastInput, CastOutput, Outcome, RejectedEvent } from './context.js';
export type { StepMeta } from './meta.js';
export { guards } from './guards.js';
export { actions } from './actions.js';
export { currentStep, outcomeOf, statePath, type StepRecord } from './reading.js';
export { dispatch } from './dispatch.js';
export { promptOf, type Prompt } from './prompt.js';
export { runScenario, type ScenarioResult } from './run-scenario.js';
export { formatTranscript } from './transcript.js';
export * from '../src/index.js';
