/**
 * A `GameState` given as data (a restored session's starting game): its shape, with every
 * size bounded, and its references — the players, cards and objects it names exist, and no
 * object id is used twice or is one the engine would hand out next. What passes is a game the rules functions can read without
 * failing; whether it is the game the app meant is the app's to know (docs/security.md).
 */
import { z } from 'zod';
import { findCard, type CardLibrary } from '../cards/library.js';
import { spendFilter } from '../cards/spend-filter.js';
import { jsonPath } from '../core/json-path.js';
import { MAX_ZONE_SIZE, PHASES, STEPS, TRIGGER_EVENTS, type GameState } from '../game/state.js';
import { ENGINE_ID } from '../game/update.js';
import { COLORS } from '../mana/symbols.js';
import { stepProblem } from './build-game.js';
import { InputError, type InputProblem } from './problems.js';

const id = z.string().min(1).max(200);
const count = z.int().min(0).max(1_000_000);
const zoneList = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_ZONE_SIZE);
const indexes = z.array(z.int().min(0).max(100)).max(100);

const mayCastFrom = z.strictObject({ reason: z.enum(['foretell', 'adventure', 'effect', 'madness', 'suspend']), by: id, turn: z.int().min(1).max(1_000_000).optional() });

const cardFields = {
  id,
  card: id,
  owner: id,
  flashback: z.literal(true).optional(),
  revealed: z.literal(true).optional(),
  activatedThisTurn: indexes.optional(),
  mayCastFrom: mayCastFrom.optional(),
  commander: z.literal(true).optional(),
};
const cardObject = z.strictObject(cardFields);

const abilityGrant = z.strictObject({ by: id, card: id, grant: z.int().min(0).max(100) });

const permanent = z.strictObject({
  ...cardFields,
  controller: id,
  tapped: z.boolean(),
  counters: z.record(id, count),
  controlledSinceTurnStart: z.boolean(),
  usedThisTurn: indexes.optional(),
  acquiredActivatedThisTurn: z.array(abilityGrant).max(100).optional(),
  loyaltyUsedThisTurn: z.boolean().optional(),
  face: z.literal(1).optional(),
  chosen: z.strictObject({ name: z.string().min(1).max(200).optional(), creatureType: id.optional(), color: z.enum(COLORS).optional() }).optional(),
  attacking: z.literal(true).optional(),
  attackedThisTurn: z.literal(true).optional(),
  blocking: z.literal(true).optional(),
  blocked: z.literal(true).optional(),
  token: z.literal(true).optional(),
  /** CR 301.5, 303.4: the permanent this Aura or Equipment is attached to. */
  attachedTo: id.optional(),
});

const choices = z.strictObject({
  modes: z.array(z.int().min(0).max(100)).max(100),
  spliced: z.array(z.strictObject({ id, card: id })).max(100),
  opponent: id.nullable(),
  alternative: z.string().min(1).max(200).nullable(),
  optional: z.record(z.string().min(1).max(200), z.int().min(0).max(1000)),
  x: count.nullable(),
  hybrid: z.array(z.enum([...COLORS, 'generic'])).max(100),
  phyrexian: z.array(z.enum(['life', 'mana'])).max(100),
  targets: z.array(z.array(id).max(1000)).max(1000),
  division: z.array(count).max(1000),
  sacrificed: id.optional(),
});

const spell = z.strictObject({
  ...cardFields,
  kind: z.literal('spell'),
  controller: id,
  castFrom: z.enum(['hand', 'graveyard', 'exile', 'command']),
  face: z.union([z.literal(0), z.literal(1)]).optional(),
  fused: z.literal(true).optional(),
  faceDown: z.literal(true).optional(),
  choices,
});

const abilityOnStack = z.strictObject({
  kind: z.literal('ability'),
  id,
  card: id,
  source: id,
  ability: z.int().min(0).max(100),
  grantedBy: abilityGrant.optional(),
  face: z.literal(1).optional(),
  revealed: id.optional(),
  controller: id,
  choices,
});

/** CR 603.3: a triggered ability on the stack. */
const triggerOnStack = z.strictObject({
  kind: z.literal('trigger'),
  id,
  card: id,
  source: id,
  trigger: z.int().min(0).max(100),
  on: z.enum(TRIGGER_EVENTS),
  text: z.string().max(500),
  controller: id,
  choices,
  count: count.optional(),
});

const manaUnit = z.strictObject({
  id,
  type: z.enum([...COLORS, 'C']),
  sourceId: id,
  snow: z.boolean(),
  spend: z.strictObject({ spells: spendFilter.optional(), abilities: spendFilter.optional(), text: z.string().min(1).max(500), chosen: id.optional() }).optional(),
});

const player = z.strictObject({
  id,
  life: z.int().min(-1_000_000).max(1_000_000),
  manaPool: zoneList(manaUnit),
  library: zoneList(cardObject),
  hand: zoneList(cardObject),
  graveyard: zoneList(cardObject),
  spellsCastThisTurn: count.optional(),
  lifeLostThisTurn: count.optional(),
  energy: count.optional(),
  combatDamageTypesThisTurn: z.array(z.string().min(1).max(100)).max(100).optional(),
  commanderCasts: z.record(id, z.int().min(0).max(1000)).optional(),
});

/** The shape of a `GameState` (src/game/state.ts), every list and number bounded. */
export const gameStateSchema = z.strictObject({
  players: z.array(player).min(1).max(8),
  battlefield: zoneList(permanent),
  stack: zoneList(z.discriminatedUnion('kind', [spell, abilityOnStack, triggerOnStack])),
  exile: zoneList(cardObject),
  command: zoneList(cardObject),
  turn: z.strictObject({ number: z.int().min(1).max(1_000_000), activePlayer: id, phase: z.enum(PHASES), step: z.enum(STEPS).nullable(), spellsCast: count, landsPlayed: count.optional(), landPlays: count.optional() }),
  priority: id.nullable(),
  nextId: z.int().min(1).max(1_000_000_000),
  idStyle: z.literal('names').optional(),
});

type Path = readonly (string | number)[];

/** What a game names that must exist: its players and cards, each object id once, a step of its phase. */
function referenceProblems(game: GameState, cards: CardLibrary, root: Path): InputProblem[] {
  const problems: InputProblem[] = [];
  const at = (path: Path, message: string) => problems.push({ path: jsonPath([...root, ...path]), message });
  const players = new Set<string>();
  game.players.forEach((p, i) => (players.has(p.id) ? at(['players', i, 'id'], `the player id "${p.id}" is used twice`) : players.add(p.id)));
  const player = (value: string | null | undefined, path: Path) => {
    if (value != null && !players.has(value)) at(path, `no player "${value}" (players: ${[...players].join(', ')})`);
  };
  const card = (name: string, path: Path) => {
    if (!findCard(cards, name)) at(path, `unknown card "${name}"`);
  };
  const objects = new Set<string>([...players]);
  /** An id of the engine's own form (card-N, mana-N, ability-N) was handed out before `nextId`; a later one would repeat it. */
  const fresh = (value: string, path: Path) => {
    if (ENGINE_ID.test(value) && Number(value.slice(value.lastIndexOf('-') + 1)) >= game.nextId) at(path, `"${value}" is an id the engine would give next (nextId ${game.nextId})`);
  };
  const object = (value: string, path: Path) => {
    fresh(value, path);
    if (objects.has(value)) at(path, `the id "${value}" is used twice`);
    else objects.add(value);
  };
  const mana = new Set<string>();
  const cardObjects = (list: readonly GameState['exile'][number][], path: Path) =>
    list.forEach((c, j) => {
      object(c.id, [...path, j, 'id']);
      card(c.card, [...path, j, 'card']);
      player(c.owner, [...path, j, 'owner']);
      player(c.mayCastFrom?.by, [...path, j, 'mayCastFrom', 'by']);
    });
  game.players.forEach((p, i) => {
    for (const zone of ['library', 'hand', 'graveyard'] as const) cardObjects(p[zone], ['players', i, zone]);
    p.manaPool.forEach((m, j) => {
      fresh(m.id, ['players', i, 'manaPool', j, 'id']);
      if (mana.has(m.id)) at(['players', i, 'manaPool', j, 'id'], `the mana id "${m.id}" is used twice`);
      else mana.add(m.id);
    });
  });
  cardObjects(game.battlefield, ['battlefield']);
  game.battlefield.forEach((p, j) => player(p.controller, ['battlefield', j, 'controller']));
  cardObjects(game.exile, ['exile']);
  cardObjects(game.command, ['command']);
  game.stack.forEach((s, j) => {
    object(s.id, ['stack', j, 'id']);
    card(s.card, ['stack', j, 'card']);
    player(s.controller, ['stack', j, 'controller']);
    if (s.kind === 'spell') player(s.owner, ['stack', j, 'owner']);
    if (s.kind === 'trigger' && findCard(cards, s.card) && !findCard(cards, s.card)!.triggers[s.trigger]) at(['stack', j, 'trigger'], `${s.card} has no triggered ability number ${s.trigger}`);
    player(s.choices.opponent, ['stack', j, 'choices', 'opponent']);
    s.choices.spliced.forEach((c, k) => card(c.card, ['stack', j, 'choices', 'spliced', k, 'card']));
  });
  player(game.turn.activePlayer, ['turn', 'activePlayer']);
  player(game.priority, ['priority']);
  const wrongStep = stepProblem(game.turn.phase, game.turn.step);
  if (wrongStep) at(['turn', 'step'], wrongStep);
  return problems;
}

/**
 * A `GameState` given as data, validated against its shape and the card library: throws an
 * `InputError` whose problems carry JSON paths under `root`.
 */
export function validateGameState(raw: unknown, cards: CardLibrary, root: Path = []): GameState {
  const parsed = gameStateSchema.safeParse(raw);
  if (!parsed.success) throw new InputError(parsed.error.issues.map((i) => ({ path: jsonPath([...root, ...i.path]), message: i.message })));
  const game: GameState = parsed.data;
  const problems = referenceProblems(game, cards, root);
  if (problems.length > 0) throw new InputError(problems);
  return game;
}
