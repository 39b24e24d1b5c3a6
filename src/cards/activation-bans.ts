/**
 * CR 602.5, 605.1a: static abilities that forbid activating abilities of some sources
 * (Cursed Totem: creatures; Stony Silence: artifacts; Linvala: creatures your opponents
 * control; Pithing Needle: sources with the chosen name, unless they're mana abilities).
 * Mana abilities are activated abilities too, so a ban without `exceptMana` stops them.
 * Lives with the cards so that both mana abilities and other activated abilities ask it.
 */
import type { GameState, ObjectId, Permanent, PlayerId } from '../game/state.js';
import { hasAnyType } from './characteristics.js';
import type { CardLibrary } from './library.js';
import type { CardDefinition, Prohibition } from './schema.js';
import { binds, describeBound, staticSourcesWith, type StaticSource } from './static-sources.js';

type ActivationBan = Extract<Prohibition, { kind: 'cantActivate' }>;

/** The source whose ability would be activated: its card, and who controls it (its owner outside the battlefield). */
export interface BannedSource {
  /** The object whose ability it is (an Aura's ban binds only the permanent it is attached to). */
  readonly id: ObjectId;
  readonly card: CardDefinition;
  readonly controller: PlayerId;
}

/** A ban in force, and the permanent it comes from. */
export interface ActivationBanInForce {
  readonly source: ObjectId;
  readonly card: string;
  readonly ban: ActivationBan;
  readonly chosenName: string | undefined;
}

/** CR 602.5: what forbids activating an ability of `source` now, if anything (`mana`: the ability is a mana ability). */
export function activationBan(game: GameState, cards: CardLibrary, source: BannedSource, mana: boolean): ActivationBanInForce | undefined {
  for (const { permanent, card, ban } of banGroups(staticSourcesWith(game, cards, 'prohibitions'))) {
    if (mana && ban.exceptMana) continue;
    const { sources } = ban;
    if (!binds(sources.controller, permanent.controller, source.controller)) continue;
    if (sources.types && !hasAnyType(source.card, sources.types)) continue;
    if (sources.named && source.card.name !== permanent.chosen?.name) continue;
    if (sources.attached && permanent.attachedTo !== source.id) continue;
    return { source: permanent.id, card: card.name, ban, chosenName: permanent.chosen?.name };
  }
  return undefined;
}

/** A ban, and the first of the permanents alike that impose it. */
interface BanGroup {
  readonly permanent: Permanent;
  readonly card: CardDefinition;
  readonly ban: ActivationBan;
}

const groupsOf = new WeakMap<readonly StaticSource[], readonly BanGroup[]>();

/**
 * The bans of `sources` (the static sources with prohibitions), one for each set of permanents
 * alike — the same card and ban, controller, chosen name and, for an Aura's ban, the permanent
 * it is attached to — in the order of each set's first permanent: permanents alike forbid the
 * same activations, and the first in battlefield order is the one a refusal names. So a board
 * of 250 Cursed Totems is read once for each ability asked about, not 250 times (found once per
 * list, which stays the same while the board's sources do).
 */
function banGroups(sources: readonly StaticSource[]): readonly BanGroup[] {
  let groups = groupsOf.get(sources);
  if (!groups) {
    const found: BanGroup[] = [];
    const seen = new Map<CardDefinition, Set<string>>();
    for (const { permanent, card } of sources) {
      card.prohibitions.forEach((p, n) => {
        if (p.kind !== 'cantActivate') return;
        const key = `${n}|${permanent.controller}|${permanent.chosen?.name ?? ''}|${p.sources.attached ? (permanent.attachedTo ?? '') : ''}`;
        let keys = seen.get(card);
        if (!keys) seen.set(card, (keys = new Set()));
        if (keys.has(key)) return;
        keys.add(key);
        found.push({ permanent, card, ban: p });
      });
    }
    groupsOf.set(sources, (groups = found));
  }
  return groups;
}

/** The ban in words, for refusals. */
export function describeActivationBan({ source, card, ban, chosenName }: ActivationBanInForce): string {
  return `${card} (${source}) forbids activating abilities of ${describeBannedSources(ban.sources, chosenName)}${ban.exceptMana ? ' unless they are mana abilities' : ''}`;
}

/** "creatures its controller's opponents control", "sources with the chosen name": the sources a ban names. */
export function describeBannedSources(sources: ActivationBan['sources'], chosenName?: string): string {
  if (sources.attached) return 'the permanent it is attached to';
  const of = sources.named ? (chosenName ? `sources named ${chosenName}` : 'sources with the chosen name') : (sources.types?.map((t) => `${t.toLowerCase()}s`).join(' or ') ?? 'permanents');
  const who = describeBound(sources.controller);
  return sources.controller === 'any' ? of : `${of} ${who} ${sources.controller === 'you' ? 'controls' : 'control'}`;
}
