/**
 * `spellchart`: casting spells (CR 601) and activating abilities (CR 602, 605, 606) as XState
 * v5 statecharts whose states are the rules' steps. This entry holds what an app embeds: the
 * charts and the session that runs them, dispatch and prompts, games and their views, the
 * card library and format, scenarios, events, refusals and their types. The pure rule
 * functions are in `spellchart/rules`; model-based testing is in `spellchart/testing`.
 * Every name is listed on purpose (docs/api.md is the generated report of this surface).
 */
// The charts and what runs them.
export { castingMachine, type CastingMachine } from '../machines/casting.js';
export { activationMachine, type ActivationMachine } from '../machines/activation.js';
export { startSession, startCast, startActivation, type StartOptions } from '../machines/start.js';
export { CHARTS, chartOf, type ChartId, type ChartSnapshot, type ChartActor } from '../machines/charts.js';
export { sessionMachine, sendToSession, activeChild, type SessionMachine, type SessionContext, type SessionInput, type CastChild } from '../machines/session.js';
export {
  recordOf, restoreSession, persistSession, resumeSession, persistChart, resumeChart, MAX_RECORD_EVENTS,
  type SessionRecord, type RestoreOptions, type ReplayOptions, type PersistedSession, type PersistedSnapshot,
} from '../machines/persistence.js';
export type { ChartContext, ChartInput, ChartOutput, Outcome, RejectedEvent } from '../machines/context.js';
export type { StepMeta } from '../machines/meta.js';
export { guards } from '../machines/guards.js';
export { actions } from '../machines/actions.js';
export { currentStep, outcomeOf, statePath, type StepRecord } from '../machines/reading.js';
export { dispatch } from '../machines/dispatch.js';
export { promptOf, type Prompt } from '../machines/prompt.js';
export { legalActionsOf, type SessionActions } from '../machines/legal-actions.js';

// Events and refusals.
export { castEventSchema, parseCastEvent, isCastEventType, MAX_LIST, type CastEvent, type CastEventInput, type CastEventOf, type CastEventType } from '../src/events/schema.js';
export type { Refusal, RefusalCode, Result } from '../src/core/refusal.js';
export { ILLEGAL_ACTIONS_RULE, type RuleNumber } from '../src/core/edition.js';

// Games and what a player may see of them.
export { createGame, buildGame } from '../src/scenario/build-game.js';
export { validateGameState } from '../src/scenario/game-state-schema.js';
export {
  PHASES, STEPS,
  type GameState, type Player, type PlayerId, type ObjectId, type Permanent, type CardObject, type StackObject, type Spell, type AbilityOnStack,
  type TriggeredAbilityOnStack, type TriggerEvent, TRIGGER_EVENTS,
  type AbilityGrant, type SpellChoices, type HybridChoice, type PhyrexianChoice, type CastZone, type PlayerZone, type ZoneName, type Phase, type Step, type Turn,
} from '../src/game/state.js';
export { viewFor, type GameView, type PlayerView, type HiddenZone, type FaceDownCard, type FaceDownSpell } from '../src/game/views.js';
export type { PendingTrigger } from '../src/casting/triggers.js';
export { roundAsk, apnapOrder, type TriggerRound, type RoundAsk, type RoundPlayer } from '../src/casting/stack-triggers.js';
export type { Color, ManaAmount, ManaCost, ManaSymbol, ManaType, ManaUnit } from '../src/mana/symbols.js';

// The card library and the card format.
export { BUILT_IN_CARDS, CardLibraryError, allowsPartialCards, createCardLibrary, findCard, getCard, type CardLibrary, type CardLibraryOptions, type CardProblem } from '../src/cards/library.js';
export { loadCardLibrary, validateCardLibrary, MAX_CARD_FILE_CHARS, MAX_CARD_FILE_CARDS, type LoadCardLibraryOptions } from '../src/scenario/card-file.js';
export { GAP_REACH, type Gap, type GapReach } from '../src/cards/gap-schema.js';
export {
  cardSchema, KEYWORDS, TARGET_FILTERS,
  type CardDefinition, type CardInput, type ActivatedAbility, type AlternativeCost, type CostModifier, type Grant, type ManaAbility, type Modes, type OptionalCost,
  type Permission, type Prohibition, type Restriction, type SelfCostChange, type SpellFilter, type TargetFilter, type TargetSpec, type Trigger,
} from '../src/cards/schema.js';
export { CARD_TYPES, SUPERTYPES, type CardType, type CostPart, type ObjectFilter } from '../src/cards/cost-schema.js';

// Scenarios: load, run, print.
export { loadScenario, validateScenario, MAX_SCENARIO_CHARS, type LoadedScenario } from '../src/scenario/load.js';
export { scenarioSchema, gameSpecSchema, type Scenario, type ScenarioInput, type GameSpec, type GameSpecInput } from '../src/scenario/schema.js';
export { InputError, type InputProblem } from '../src/scenario/problems.js';
export { runScenario, type ScenarioResult, type StepView, type RunOptions } from '../tools/run-scenario.js';
export { formatTranscript, traceRun, type TranscriptTrace } from '../tools/transcript.js';
