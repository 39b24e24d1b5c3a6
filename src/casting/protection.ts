/**
 * CR 601.2c: what may never be a target of a given spell or ability, whatever its target
 * words ask for: itself (115.5), and a permanent or player shielded from it by shroud
 * (702.18a), hexproof (702.11b–d), protection (702.16b) or an ability saying it "can't be the
 * target of" such spells or abilities (601.2c). An Aura spell targets what it
 * will enchant (303.4a), so 702.16c (can't be enchanted by an Aura with the quality) is
 * kept for casting by 702.16b.
 */
import { definitionOf } from '../cards/definition.js';
import { getCard, type CardLibrary } from '../cards/library.js';
import { describeQuality, describeUntargetable, hasQuality, permanentShields, playerShields, type Shields } from '../cards/protection.js';
import type { CardDefinition } from '../cards/schema.js';
import type { FilterZone } from '../cards/filter-schema.js';
import type { RuleNumber } from '../core/edition.js';
import { findPermanent, findPlayer } from '../game/queries.js';
import type { GameState, StackObject } from '../game/state.js';

/** Why something can't be a target of a spell or ability: the rule and the reason in words. */
export interface TargetBan {
  readonly rule: RuleNumber;
  readonly reason: string;
}

/**
 * Why `id` (a player or an object) can't be a target of `spell` (a spell, or an ability
 * on the stack) whatever its words ask for, or null when nothing forbids it. Only
 * permanents and players have these shields (static abilities work on the battlefield, CR
 * 113.6); an object in another zone is never shielded. `zone`: where the object was found,
 * when the caller read it from a zone; one outside the battlefield is not looked for there.
 */
export function targetBan(game: GameState, cards: CardLibrary, spell: StackObject, id: string, zone?: FilterZone): TargetBan | null {
  if (id === spell.id) return { rule: '115.5', reason: 'a spell or ability on the stack can\'t target itself' };
  if (zone !== undefined && zone !== 'battlefield') return null;
  const player = findPlayer(game, id);
  const permanent = player ? undefined : findPermanent(game, id);
  if (!player && !permanent) return null;
  const shields = player ? playerShields(game, cards, player.id) : permanentShields(game, cards, permanent!);
  const controller = player ? player.id : permanent!.controller;
  const ban = shieldBan(shields, sourceOf(cards, spell), spell.kind === 'spell', spell.controller !== controller);
  // CR 702.11c: hexproof on a player.
  return ban && player && ban.rule === '702.11b' ? { ...ban, rule: '702.11c' } : ban;
}

/** CR 702.16a: the characteristics the qualities are judged on: the spell's own, or those of the ability's source. */
function sourceOf(cards: CardLibrary, spell: StackObject): CardDefinition {
  return spell.kind === 'spell' ? definitionOf(cards, spell) : getCard(cards, spell.card);
}

function shieldBan(shields: Shields, source: CardDefinition, isSpell: boolean, byOpponent: boolean): TargetBan | null {
  const what = isSpell ? `${source.name}` : `an ability of ${source.name}`;
  if (shields.shroud) return { rule: '702.18a', reason: 'it has shroud: no spell or ability can target it' };
  if (byOpponent && shields.hexproof) return { rule: '702.11b', reason: `it has hexproof: ${what} is controlled by an opponent of its controller` };
  const protection = shields.protection.find((q) => hasQuality(source, q));
  if (protection && isEverything(protection)) return { rule: '702.16j', reason: `it has protection from everything: no spell or ability can target it` };
  if (protection) return { rule: '702.16b', reason: `it has protection from ${describeQuality(protection)}, and ${isSpell ? what : `the source of ${what.replace('an ability of ', '')}'s ability`} has that quality` };
  const hexproofFrom = byOpponent ? shields.hexproofFrom.find((q) => hasQuality(source, q)) : undefined;
  if (hexproofFrom) return { rule: '702.11d', reason: `it has hexproof from ${describeQuality(hexproofFrom)}, and ${what} is an opponent's ${isSpell ? 'spell' : 'ability from a source'} with that quality` };
  const untargetable = shields.untargetable.find((u) => (u.by === 'spellsAndAbilities' || (u.by === 'spells') === isSpell) && (byOpponent || !u.opponents) && (!u.quality || hasQuality(source, u.quality)));
  if (untargetable) return { rule: '601.2c', reason: `it can't be the target of ${describeUntargetable(untargetable)}, and ${what} is one` };
  return null;
}

/** CR 702.16j: "protection from everything" is the quality every source has. */
const isEverything = (q: object) => Object.keys(q).length === 0;
