/**
 * Turns a scenario's game description (card names, defaults left out) into a `GameState`,
 * giving every card an id and checking every reference. Problems carry JSON paths.
 */
import { BUILT_IN_CARDS, findCard, type CardLibrary } from '../cards/library.js';
import type { CardObject, GameState, Permanent, Player, Spell } from '../game/state.js';
import { ENGINE_ID, nextGame } from '../game/update.js';
import { BLOCKERS_DECLARED_STEPS } from '../game/combat.js';
import type { ManaUnit } from '../mana/symbols.js';
import { NO_CHOICES } from '../casting/announce.js';
import { extend } from '../core/extend.js';
import { jsonPath } from '../core/json-path.js';
import { InputError, type InputProblem } from './problems.js';
import { gameSpecSchema, type GameSpec, type GameSpecInput } from './schema.js';
import { objectCard } from '../cards/face-up.js';

type Path = readonly (string | number)[];

/** Which steps belong to which phase (CR 500.1); main phases have none. */
const STEPS_OF_PHASE: Readonly<Record<GameSpec['turn']['phase'], readonly string[]>> = {
  beginning: ['untap', 'upkeep', 'draw'],
  precombatMain: [],
  combat: ['beginningOfCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endOfCombat'],
  postcombatMain: [],
  ending: ['end', 'cleanup'],
};

/** CR 500.1: why `step` is not a step of `phase` (a main phase has none: null), or null if it is. */
export function stepProblem(phase: GameSpec['turn']['phase'], step: string | null): string | null {
  const steps = STEPS_OF_PHASE[phase];
  if (step === null ? steps.length === 0 : steps.includes(step)) return null;
  return `the ${phase} phase has ${steps.length ? `the steps ${steps.join(', ')}` : 'no steps (use null)'}`;
}

export function buildGame(spec: GameSpec, cards: CardLibrary, root: Path = ['game']): GameState {
  const problems: InputProblem[] = [];
  const at = (...path: (string | number)[]) => jsonPath([...root, ...path]);
  const playerIds = spec.players.map((p) => p.id);
  const ids = new Ids(spec.ids);

  // Explicit ids first, so generated ones never take them.
  const explicit: [string, Path][] = [
    ...spec.players.map((p, i): [string, Path] => [p.id, ['players', i, 'id']]),
    ...spec.players.flatMap((p, i) =>
      (['library', 'hand', 'graveyard'] as const).flatMap((zone) =>
        p[zone].flatMap((ref, j): [string, Path][] => (typeof ref === 'object' && ref.id ? [[ref.id, ['players', i, zone, j, 'id']]] : [])),
      ),
    ),
    ...(['battlefield', 'stack', 'exile', 'command'] as const).flatMap((zone) =>
      spec[zone].flatMap((o, j): [string, Path][] => (o.id ? [[o.id, [zone, j, 'id']]] : [])),
    ),
  ];
  for (const [id, path] of explicit) {
    if (ENGINE_ID.test(id)) problems.push({ path: at(...path), message: `"${id}" has the form of the ids the engine gives (card-N, mana-N, ability-N): choose another` });
    else if (!ids.reserve(id)) problems.push({ path: at(...path), message: `the id "${id}" is used twice` });
  }

  const checkCard = (name: string, path: Path) => {
    if (!findCard(cards, name)) problems.push({ path: at(...path), message: `unknown card "${name}"` });
  };
  const checkPlayer = (id: string, path: Path) => {
    if (!playerIds.includes(id)) problems.push({ path: at(...path), message: `no player "${id}" (players: ${playerIds.join(', ')})` });
  };
  const card = (ref: string | { card: string; id?: string | undefined; flashback?: true | undefined }, owner: string, path: Path): CardObject => {
    const name = typeof ref === 'string' ? ref : ref.card;
    checkCard(name, typeof ref === 'string' ? path : [...path, 'card']);
    const flashback = typeof ref === 'object' && ref.flashback ? { flashback: true as const } : {};
    return { id: (typeof ref === 'object' && ref.id) || ids.fresh(name), card: name, owner, ...flashback };
  };

  const players: Player[] = spec.players.map((p, i) => {
    const manaPool: ManaUnit[] = p.manaPool.map((m) => {
      const unit = typeof m === 'string' ? { type: m, snow: false, source: undefined, spend: undefined, chosen: undefined } : m;
      const spend = unit.spend ? { spend: { ...unit.spend, ...(unit.chosen === undefined ? {} : { chosen: unit.chosen }) } } : {};
      return { id: ids.engineId('mana-'), type: unit.type, snow: unit.snow, sourceId: unit.source ?? 'pool', ...spend };
    });
    const zone = (name: 'library' | 'hand' | 'graveyard') => p[name].map((ref, j) => card(ref, p.id, ['players', i, name, j]));
    const cast = p.spellsCastThisTurn > 0 ? { spellsCastThisTurn: p.spellsCastThisTurn } : {};
    const lost = {
      ...(p.lifeLostThisTurn > 0 ? { lifeLostThisTurn: p.lifeLostThisTurn } : {}),
      ...(p.energy > 0 ? { energy: p.energy } : {}),
      ...(p.combatDamageTypesThisTurn.length > 0 ? { combatDamageTypesThisTurn: p.combatDamageTypesThisTurn } : {}),
    };
    const casts = Object.keys(p.commanderCasts).length > 0 ? { commanderCasts: p.commanderCasts } : {};
    Object.keys(p.commanderCasts).forEach((name) => checkCard(name, ['players', i, 'commanderCasts', name]));
    return { id: p.id, life: p.life, manaPool, library: zone('library'), hand: zone('hand'), graveyard: zone('graveyard'), ...cast, ...lost, ...casts };
  });

  /** CR 506.2–506.4: only during combat is a creature attacking (the active player's) or blocking (another player's). */
  const combatProblems = (o: (typeof spec.battlefield)[number], path: Path) => {
    if (o.blocked && !o.attacking) problems.push({ path: at(...path, 'blocked'), message: 'CR 509.1h: only an attacking creature is blocked' });
    else if (o.blocked && (spec.turn.phase !== 'combat' || !BLOCKERS_DECLARED_STEPS.includes(spec.turn.step ?? 'untap'))) {
      problems.push({ path: at(...path, 'blocked'), message: 'CR 509.1h: a creature is blocked only once blockers are declared (the declare blockers step or later in combat)' });
    }
    if (o.attackedThisTurn && o.controller !== spec.turn.activePlayer) problems.push({ path: at(...path, 'attackedThisTurn'), message: "CR 506.2: only the active player's creatures have attacked this turn" });
    if (!o.attacking && !o.blocking) return;
    const field = o.attacking ? 'attacking' : 'blocking';
    if (o.attacking && o.blocking) problems.push({ path: at(...path, 'blocking'), message: 'CR 506.4: a creature is attacking or blocking, not both' });
    else if (spec.turn.phase !== 'combat') problems.push({ path: at(...path, field), message: `CR 506.4: a creature is ${field} only during the combat phase` });
    else if (o.attacking !== (o.controller === spec.turn.activePlayer)) problems.push({ path: at(...path, field), message: `CR 506.2: the active player's creatures attack and the other players' creatures block` });
    else if (!findCard(cards, o.card)?.types.includes('Creature')) problems.push({ path: at(...path, field), message: `CR 506.4: only a creature attacks or blocks` });
  };
  const battlefield: Permanent[] = spec.battlefield.map((o, j) => {
    checkPlayer(o.controller, ['battlefield', j, 'controller']);
    if (o.owner) checkPlayer(o.owner, ['battlefield', j, 'owner']);
    const base = card({ card: o.card, id: o.id }, o.owner ?? o.controller, ['battlefield', j]);
    const found = findCard(cards, o.card);
    // CR 712.8e: only a double-faced card (modal or transforming) has a back face to put up.
    if (o.face === 1 && found && !(found.layout === 'modal' || found.layout === 'transform')) problems.push({ path: at('battlefield', j, 'face'), message: `CR 712.8e: ${o.card} is not a double-faced card (layout "modal" or "transform"), so it has no back face to put up` });
    const definition = found && objectCard(cards, { card: o.card, ...(o.face === 1 ? { face: 1 as const } : {}) });
    // CR 306.5b: a planeswalker enters with its printed loyalty, unless the scenario says otherwise.
    const loyalty = definition?.loyalty;
    o.activatedThisTurn.forEach((n, k) => {
      const limited = definition?.abilities[n];
      if (definition && !limited?.oncePerTurn && limited?.maxPerTurn === undefined) problems.push({ path: at('battlefield', j, 'activatedThisTurn', k), message: `${o.card} has no "only once each turn" (or "no more than N times each turn") activated ability number ${n}` });
    });
    o.manaAbilitiesUsedThisTurn.forEach((n, k) => {
      if (definition && !definition.manaAbilities[n]?.oncePerTurn) problems.push({ path: at('battlefield', j, 'manaAbilitiesUsedThisTurn', k), message: `${o.card} has no "only once each turn" mana ability number ${n}` });
    });
    if (definition && o.loyaltyUsed && !definition.abilities.some((a) => a.loyalty)) problems.push({ path: at('battlefield', j, 'loyaltyUsed'), message: `${o.card} has no loyalty abilities` });
    const counters = loyalty !== undefined && o.counters['loyalty'] === undefined ? { ...o.counters, loyalty } : o.counters;
    combatProblems(o, ['battlefield', j]);
    const status = { ...(o.attacking ? { attacking: true as const } : {}), ...(o.attackedThisTurn ? { attackedThisTurn: true as const } : {}), ...(o.blocking ? { blocking: true as const } : {}), ...(o.blocked ? { blocked: true as const } : {}), ...(o.token ? { token: true as const } : {}), ...(o.attachedTo ? { attachedTo: o.attachedTo } : {}) };
    // extend, not `{ ...base, controller, … }`: the board's permanents share their hidden classes (core/extend.ts).
    return extend(base, { controller: o.controller, tapped: o.tapped, counters, controlledSinceTurnStart: !o.summoningSick, ...(o.face === 1 ? { face: 1 as const } : {}), ...(o.chosen ? { chosen: o.chosen } : {}), ...usedThisTurn(o), ...status });
  });
  const stack: Spell[] = spec.stack.map((o, j) => {
    checkPlayer(o.controller, ['stack', j, 'controller']);
    if (o.owner) checkPlayer(o.owner, ['stack', j, 'owner']);
    const base = card({ card: o.card, id: o.id }, o.owner ?? o.controller, ['stack', j]);
    const face = o.fuse ? { fused: true as const } : o.face === 1 ? { face: 1 as const } : {};
    // CR 601.2a: only a card with two faces has a face 1; only a fuse card is cast fused (702.102).
    const layout = findCard(cards, o.card)?.layout;
    if (o.face === 1 && !layout) problems.push({ path: at('stack', j, 'face'), message: `${o.card} has one face` });
    if (o.fuse && layout !== 'fuse') problems.push({ path: at('stack', j, 'fuse'), message: `${o.card} is not a split card with fuse` });
    return extend(base, { ...face, kind: 'spell' as const, controller: o.controller, castFrom: 'hand' as const, choices: { ...NO_CHOICES, x: o.x, targets: o.targets } });
  });
  const exile = spec.exile.map((o, j) => {
    checkPlayer(o.owner, ['exile', j, 'owner']);
    if (o.mayCastFrom) checkPlayer(o.mayCastFrom.by, ['exile', j, 'mayCastFrom', 'by']);
    const exiled = findCard(cards, o.card);
    // CR 702.143a, 715.3d: only a card with foretell is foretold; only an Adventurer card goes on an adventure.
    if (exiled && o.mayCastFrom?.reason === 'foretell' && !exiled.alternativeCosts.some((a) => a.from === 'exile' && a.condition === undefined)) {
      problems.push({ path: at('exile', j, 'mayCastFrom', 'reason'), message: `${o.card} has no foretell cost (an alternative cost from exile)` });
    }
    // CR 702.35a: only a card with madness is exiled with it, and only its owner may cast it.
    if (exiled && o.mayCastFrom?.reason === 'madness' && !exiled.alternativeCosts.some((a) => a.condition === 'discardedWithMadness')) {
      problems.push({ path: at('exile', j, 'mayCastFrom', 'reason'), message: `${o.card} has no madness cost (an alternative cost from exile with the condition "discardedWithMadness")` });
    }
    if (o.mayCastFrom?.reason === 'madness' && o.mayCastFrom.by !== o.owner) {
      problems.push({ path: at('exile', j, 'mayCastFrom', 'by'), message: 'CR 702.35a: a card exiled with madness may be cast by its owner only' });
    }
    // CR 702.62d: only a card with suspend is cast as its last time counter is removed, by its owner.
    if (exiled && o.mayCastFrom?.reason === 'suspend' && !exiled.alternativeCosts.some((a) => a.condition === 'lastTimeCounterRemoved')) {
      problems.push({ path: at('exile', j, 'mayCastFrom', 'reason'), message: `${o.card} has no suspend (an alternative cost from exile with the condition "lastTimeCounterRemoved")` });
    }
    if (o.mayCastFrom?.reason === 'suspend' && o.mayCastFrom.by !== o.owner) {
      problems.push({ path: at('exile', j, 'mayCastFrom', 'by'), message: 'CR 702.62d: a suspended card is cast by its owner only' });
    }
    if (exiled && o.mayCastFrom?.reason === 'adventure' && exiled.layout !== 'adventure') {
      problems.push({ path: at('exile', j, 'mayCastFrom', 'reason'), message: `${o.card} is not an Adventurer card` });
    }
    return { ...card({ card: o.card, id: o.id }, o.owner, ['exile', j]), ...(o.mayCastFrom ? { mayCastFrom: o.mayCastFrom } : {}) };
  });
  const command = spec.command.map((o, j) => {
    checkPlayer(o.owner, ['command', j, 'owner']);
    return { ...card({ card: o.card, id: o.id }, o.owner, ['command', j]), ...(o.commander ? { commander: true as const } : {}) };
  });

  // CR 601.2c: a spell already on the stack targets players and objects of this game.
  spec.stack.forEach((o, j) =>
    o.targets.forEach((word, k) =>
      word.forEach((target, n) => {
        if (!ids.has(target)) problems.push({ path: at('stack', j, 'targets', k, n), message: `no player or object "${target}" in this game` });
      }),
    ),
  );
  // CR 301.5, 303.4: an Aura or Equipment is attached to another permanent of this game.
  battlefield.forEach((p, j) => {
    if (p.attachedTo === undefined) return;
    const host = battlefield.find((q) => q.id === p.attachedTo);
    if (!host || host === p) problems.push({ path: at('battlefield', j, 'attachedTo'), message: `no other permanent "${p.attachedTo}" on the battlefield` });
  });
  checkPlayer(spec.turn.activePlayer, ['turn', 'activePlayer']);
  const priority = spec.priority === undefined ? spec.turn.activePlayer : spec.priority;
  if (priority !== null) checkPlayer(priority, ['priority']);
  const wrongStep = stepProblem(spec.turn.phase, spec.turn.step);
  if (wrongStep) problems.push({ path: at('turn', 'step'), message: wrongStep });
  if (problems.length > 0) throw new InputError(problems);
  // Storm counts every player's spells: never fewer than the players cast between them.
  const spellsCast = Math.max(spec.turn.spellsCast, spec.players.reduce((n, p) => n + p.spellsCastThisTurn, 0));
  // CR 305.2: the land plays are written only when they differ from a turn's start (none played, one allowed).
  const { landsPlayed, landPlays, ...turn } = spec.turn;
  const lands = { ...(landsPlayed > 0 ? { landsPlayed } : {}), ...(landPlays !== 1 ? { landPlays } : {}) };
  const game: GameState = { players, battlefield, stack, exile, command, turn: { ...turn, spellsCast, ...lands }, priority, nextId: ids.nextId, ...(spec.ids === 'names' ? { idStyle: 'names' as const } : {}) };
  // Copied by nextGame, which builds every game the rules make, so this one shares their hidden class (update.ts).
  return nextGame(game, {});
}

/** CR 602.5b, 606.3: what a scenario says the permanent already used this turn, in the game's fields (absent when nothing). */
function usedThisTurn(o: GameSpec['battlefield'][number]): Pick<Permanent, 'activatedThisTurn' | 'usedThisTurn' | 'loyaltyUsedThisTurn'> {
  return {
    ...(o.activatedThisTurn.length > 0 ? { activatedThisTurn: o.activatedThisTurn } : {}),
    ...(o.manaAbilitiesUsedThisTurn.length > 0 ? { usedThisTurn: o.manaAbilitiesUsedThisTurn } : {}),
    ...(o.loyaltyUsed ? { loyaltyUsedThisTurn: true } : {}),
  };
}

/**
 * Hands out the ids of cards the scenario doesn't name, in one pass: opaque ones
 * (`card-1`, `card-2`, from the counter that also names mana units), or, for `names`,
 * readable ones from card names ("lightning-bolt", "lightning-bolt-2"), each name's count
 * kept so that 10,000 copies take 10,000 steps.
 */
class Ids {
  private readonly taken = new Set<string>();
  private readonly copies = new Map<string, number>();
  nextId = 1;
  constructor(private readonly style: GameSpec['ids']) {}
  reserve(id: string): boolean {
    if (this.taken.has(id)) return false;
    this.taken.add(id);
    return true;
  }
  has(id: string): boolean {
    return this.taken.has(id);
  }
  /** An id of the engine's own form; a scenario can't take these (ENGINE_ID). */
  engineId(prefix: string): string {
    const id = `${prefix}${this.nextId}`;
    this.nextId += 1;
    this.taken.add(id);
    return id;
  }
  fresh(name: string): string {
    if (this.style === 'opaque') return this.engineId('card-');
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'card';
    for (let n = this.copies.get(slug) ?? 1; ; n += 1) {
      const id = n === 1 ? slug : `${slug}-${n}`;
      if (!ENGINE_ID.test(id) && this.reserve(id)) {
        this.copies.set(slug, n + 1);
        return id;
      }
    }
  }
}

/**
 * A game from the scenario format (card names, defaults left out), validated: throws an
 * `InputError` whose problems carry JSON paths. The parameter is typed, so a misspelt field
 * in a literal is a compile error; data from outside (parsed JSON) is checked all the same.
 */
export function createGame(spec: GameSpecInput, cards: CardLibrary = BUILT_IN_CARDS): GameState {
  const parsed = gameSpecSchema.safeParse(spec);
  if (!parsed.success) throw new InputError(parsed.error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message })));
  return buildGame(parsed.data, cards, []);
}
