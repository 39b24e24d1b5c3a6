/**
 * spellchart/testing: model-based testing of an app built on the charts. Build an
 * xstate/graph test model of casting or activating in a game, take its paths, replay them
 * against your own system under test, and check what they covered (docs/testing.md).
 */
export { castingTestModel, activationTestModel, serializeSnapshot, type CastingModelOptions, type ActivationModelOptions, type CastingTestModel, type ActivationTestModel } from './models.js';
export { eventsFromPrompt, type EventOptions } from './events.js';
export type { CastSnapshot, ActivationSnapshot } from './snapshots.js';
export { coverageOf, allStateNodes, allTransitions, transitionKey, type Coverage, type ReplayPath } from './coverage.js';
export { expectedSteps, type ExpectedStep, type ModelPath } from './paths.js';
