/**
 * CR 702: keyword abilities written as one word (and a cost or a number) that stand for an
 * activated ability, an alternative or optional cost, or a cost change, compiled into the
 * card format as the built-in cards write them; and keyword abilities that change nothing
 * about casting or activating, which stay text. The keyword's cost is read by the Oracle
 * grammar's cost parts ("Kicker—Return a creature you control to its owner's hand.").
 */
import peggy from 'peggy';
import { ORACLE_GRAMMAR } from './grammar.js';
import { costPartsOf } from './cost-words.js';
import { KEYWORDS } from '../../src/cards/schema.js';
import type { Compiled } from './paragraphs.js';
import { qualitiesOf, type QualityOut } from './qualities.js';
import { faceDownKeywordOf } from './face-down.js';
import { boastOf } from './boast.js';
import { keywordLineOf } from './keyword-lines.js';
import { qualityKeywordOf } from './keyword-qualities.js';

type Part = Record<string, unknown>;

/**
 * The keyword rules, appended to the Oracle grammar (whose cost parts and lexical rules they
 * use) and started at `keywordAbility`.
 */
const KEYWORD_RULES = String.raw`
keywordAbility
  = textOnlyKeyword { return { kind: 'text' }; }
  / "Crew"i _ power:number _? "."? !. { return { kind: 'crew', power }; }
  / list:cyclingList { return { kind: 'cycling', list }; }
  / name:$("Reinforce"i / "Awaken"i) _ n:number _? "—" _? cost:spellCostParts _? "."? !. { return { kind: 'numbered', name: name.toLowerCase(), n, cost }; }
  / "Undaunted"i _? "."? !. { return { kind: 'undaunted' }; }
  / "Soulshift"i _ n:number _? "."? !. { return { kind: 'soulshift', n }; }
  / "Casualty"i _ n:number _? "."? !. { return { kind: 'casualty', n }; }
  / name:$("Demonstrate"i / "Haunt"i) _? "."? !. { return { kind: name.toLowerCase() }; }
  / name:$("Jump-start"i / "Retrace"i) _? "."? !. { return { kind: 'graveyardCast', name: name.toLowerCase() }; }
  / "Suspend"i _ (number / "X") _? "—" _? manaCost _? "."? !. { return { kind: 'suspend' }; }
  / "Ward"i (_ manaCost _? "."? !. / _? "—" _? .+) { return { kind: 'ward' }; }
  / "Champion"i _ ("an"i / "a"i) _ .+ { return { kind: 'champion' }; }
  / name:keywordName cost:keywordCost { return { kind: 'cost', name: name.toLowerCase(), cost }; }

// Keywords whose cost is a list of cost parts: "Dash {2}{B}", "Escape—{3}{G}{G}, Exile four other cards from your graveyard."
keywordName
  = $("Dash"i / "Blitz"i / "Surge"i / "Spectacle"i / "Prowl"i / "Emerge"i / "Foretell"i / "Bestow"i / "Escape"i
    / "Unearth"i / "Embalm"i / "Eternalize"i / "Encore"i / "Scavenge"i / "Transmute"i / "Outlast"i / "Level up"i
    / "Multikicker"i / "Kicker"i / "Buyback"i / "Flashback"i / "Evoke"i / "Equip"i / "Splice onto Arcane"i
    / "Madness"i / "Ninjutsu"i / "Replicate"i / "Mutate"i / "Overload"i / "Reconfigure"i)
keywordCost
  = _ mana:manaCost _? "."? !. { return [{ kind: 'mana', mana }]; }
  / _? "—" _? parts:spellCostParts _? "." !. { return parts; }

// CR 702.29: "Cycling {2}", "Basic landcycling {1}", "Mountaincycling {2}, forestcycling {2}", "Cycling—Pay 2 life."
cyclingList = first:cycling rest:(_? "," _ c:cycling { return c; })* _? "."? !. { return [first, ...rest]; }
cycling = kind:$("Basic landcycling"i / (!"cycling"i [A-Za-z])* "cycling"i) cost:cyclingCost { return { kind: kind.toLowerCase(), cost }; }
cyclingCost
  = _ mana:manaCost { return [{ kind: 'mana', mana }]; }
  / _? "—" _? parts:spellCostParts _? &("." !.) { return parts; }

// Keywords that change nothing about casting or activating, so they stay text: echo (702.30) and cumulative
// upkeep (702.24) are upkeep triggers whose payment is made as they resolve; rebound (702.88) acts as the spell
// resolves; partner with / friends forever / choose a Background / companion are deck-building rules (partner
// with's trigger is on entering); daybound / nightbound (702.145) are day and night; exploit, devour, graft,
// fabricate, hideaway trigger or replace on entering; ingest on combat damage; umbra armor on destruction;
// cipher and epic (702.50) on resolution; afflict (702.130) when blocked. None is caused by casting or paying a cost (601.2i).
textOnlyKeyword
  = ("Echo"i / "Cumulative upkeep"i) (_ / _? "—") .+
  / ("Partner with"i / "Companion"i _? "—") .+
  / ("Rebound"i / "Friends forever"i / "Choose a Background"i / "Daybound"i / "Nightbound"i / "Exploit"i / "Ingest"i
    / "Totem armor"i / "Umbra armor"i / "Cipher"i / "Epic"i) _? "."? !.
  / ("Devour"i / "Graft"i / "Hideaway"i / "Fabricate"i / "Afflict"i) _ number _? "."? !.
`;

/**
 * Keywords on a keyword line that change nothing about casting or activating (combat,
 * damage, entering, upkeep, resolution): kept in the text only. Persist, undying, afterlife
 * and modular are not here: they are "dies" triggers, which a creature sacrificed to pay a
 * cost sets off (TRIGGER_KEYWORDS).
 */
const TEXT_ONLY_KEYWORDS = /^(menace|deathtouch|indestructible|fear|intimidate|skulk|shadow|horsemanship|flanking|banding|wither|infect|exalted|riot|training|decayed|phasing|myriad|melee|provoke|soulbond|living weapon|battle cry|sunburst|unleash|evolve|mentor|afflict|ascend|dethrone|fabricate|partner|[a-z]*walk|bushido \d+|rampage \d+|annihilator \d+|bloodthirst \d+|fading \d+|vanishing \d+|absorb \d+|toxic \d+|amplify \d+|renown \d+|tribute \d+|frenzy \d+|dredge \d+)$/;

const dies = (text: string) => ({ on: 'creatureDies', self: true, text });
/** CR 702.21a ward: "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter it unless that player pays [cost]." */
const wardTrigger = (keyword: string) => ({ on: 'becomesTarget', by: 'opponents', text: `${keyword[0]!.toUpperCase()}${keyword.slice(1).replace(/\.$/, '')}: counter that spell or ability unless its controller pays the ward cost.` });

/**
 * Keywords that are triggered abilities the engine reports while a spell is cast or a cost
 * paid, as the built-in cards write them: prowess (CR 702.108) and extort (702.101) watch
 * their controller's spells; storm (702.40) and cascade (702.85) trigger on casting the spell
 * itself (601.2i); persist (702.79), undying (702.93), afterlife (702.135) and modular
 * (702.43) trigger when the permanent dies (603.10a), as when it is sacrificed for a cost.
 */
const TRIGGER_KEYWORDS: Readonly<Record<string, Record<string, unknown>>> = {
  prowess: { on: 'cast', spells: { controller: 'you', notTypes: ['Creature'] }, text: 'Prowess: this creature gets +1/+1 until end of turn.' },
  extort: { on: 'cast', spells: { controller: 'you' }, text: 'Extort: you may pay {W/B}; if you do, each opponent loses 1 life and you gain that much life.' },
  storm: { on: 'castSelf', storm: true, text: 'Storm: copy this spell for each spell cast before it this turn; you may choose new targets for the copies.' },
  cascade: { on: 'castSelf', text: 'Cascade: exile cards from the top of your library until you exile a nonland card that costs less, and you may cast it without paying its mana cost.' },
  persist: dies('Persist: if it had no -1/-1 counters on it, return it to the battlefield with a -1/-1 counter on it.'),
  undying: dies('Undying: if it had no +1/+1 counters on it, return it to the battlefield with a +1/+1 counter on it.'),
  afterlife: dies('Afterlife: create 1/1 white and black Spirit creature tokens with flying.'),
  modular: dies('Modular: you may put its +1/+1 counters on target artifact creature.'),
};

/**
 * A keyword line (CR 702): format keywords go to `keywords`, trigger keywords to `triggers`,
 * "protection from …" (702.16) and "hexproof from …" (702.11d) to `protection` and
 * `hexproofFrom`, devoid (702.114a) to `colors: []`; text-only ones are dropped; others are gaps.
 */
export function keywordsOf(words: readonly string[]): Compiled {
  const known: string[] = [];
  const triggers: Record<string, unknown>[] = [];
  const shields: Record<'protection' | 'hexproofFrom', QualityOut[]> = { protection: [], hexproofFrom: [] };
  // CR 702.114a: devoid is a characteristic-defining ability: the card is colorless in every zone.
  let colorless = false;
  for (const word of words) {
    const trigger = TRIGGER_KEYWORDS[word.replace(/ \d+$/, '')];
    const shield = /^(protection|hexproof) from (.+)$/.exec(word);
    if (word === 'devoid') colorless = true;
    else if (/^ward\b/.test(word)) triggers.push(wardTrigger(word));
    else if (shield) {
      const qualities = qualitiesOf(shield[2]!);
      if (!qualities) return { gap: `keyword "${word}" is not compiled` };
      shields[shield[1] === 'protection' ? 'protection' : 'hexproofFrom'].push(...qualities);
    } else if ((KEYWORDS as readonly string[]).includes(word)) known.push(word);
    else if (trigger) triggers.push(trigger);
    else if (!TEXT_ONLY_KEYWORDS.test(word)) return { gap: `keyword "${word}" is not compiled` };
  }
  return {
    ...(known.length > 0 ? { keywords: known } : {}),
    ...(triggers.length > 0 ? { triggers } : {}),
    ...(shields.protection.length > 0 ? { protection: shields.protection } : {}),
    ...(shields.hexproofFrom.length > 0 ? { hexproofFrom: shields.hexproofFrom } : {}),
    ...(colorless ? { colors: [] } : {}),
  };
}

let parser: peggy.Parser | null = null;
type Parsed =
  | { kind: 'text' | 'undaunted' | 'demonstrate' | 'haunt' | 'ward' | 'champion' | 'suspend' }
  | { kind: 'soulshift' | 'casualty'; n: number }
  | { kind: 'graveyardCast'; name: 'jump-start' | 'retrace' }
  | { kind: 'crew'; power: number }
  | { kind: 'cycling'; list: { kind: string; cost: Part[] }[] }
  | { kind: 'numbered'; name: 'reinforce' | 'awaken'; n: number; cost: Part[] }
  | { kind: 'cost'; name: string; cost: Part[] };

function parse(paragraph: string): Parsed | null {
  parser ??= peggy.generate(`${ORACLE_GRAMMAR}\n${KEYWORD_RULES}`, { allowedStartRules: ['keywordAbility'] });
  try {
    return parser.parse(paragraph, { startRule: 'keywordAbility' }) as Parsed;
  } catch {
    return null;
  }
}

/** Cost parts only a permanent pays ({T}, sacrifice it, counters on it): not in a cost paid from a hand, a graveyard or the stack. */
const PERMANENT_ONLY = new Set(['tapSelf', 'untapSelf', 'sacrificeSelf', 'counters']);
/** CR 107.3: an X in a cost part other than mana is announced only for activated abilities and additional costs here. */
const hasVariablePart = (cost: readonly Part[]) => cost.some((p) => p['count'] === 'X' || p['amount'] === 'X');

const creatureTarget = () => [{ filter: 'creature' }];

/**
 * CR 118.9: keywords that are alternative costs: what each adds to `{ name, cost }`.
 * Dash 702.109a, blitz 702.152a; surge 702.117a, spectacle 702.137a and prowl 702.76a ask a
 * game fact; foretell 702.143a is cast from exile (a foretold card); escape 702.138a from a
 * graveyard; emerge 702.119a sacrifices a creature and is reduced by its mana value; bestow
 * 702.103a makes it an Aura spell that targets a creature.
 */
const ALTERNATIVE: Readonly<Record<string, (cost: Part[]) => Part>> = {
  dash: () => ({}),
  blitz: () => ({}),
  surge: () => ({ condition: 'castAnotherSpellThisTurn' }),
  spectacle: () => ({ condition: 'opponentLostLifeThisTurn' }),
  prowl: () => ({ condition: 'combatDamageWithSharedType' }),
  foretell: () => ({ from: 'exile' }),
  escape: () => ({ from: 'graveyard' }),
  emerge: (cost) => ({ cost: [...cost, { kind: 'sacrifice', what: { types: ['Creature'] } }], reducedBySacrifice: true }),
  bestow: () => ({ targets: creatureTarget(), becomes: { types: ['Enchantment'], subtypes: ['Aura'] } }),
  // CR 702.96b: overloaded, "target" becomes "each": the spell has no targets.
  overload: () => ({ replacesTargets: true }),
  // CR 702.140a–b: a mutating creature spell targets a non-Human creature with the same owner as the spell ("you own": its caster, who owns the card cast from their hand).
  mutate: () => ({ targets: [{ what: { types: ['Creature'], notSubtypes: ['Human'], owner: 'you' }, count: 1 }] }),
  // CR 702.35a: cast from exile while the madness trigger resolves.
  madness: () => ({ from: 'exile', condition: 'discardedWithMadness' }),
};

/**
 * Keywords that are activated abilities (CR 602): where they work from, their timing, what
 * their cost adds and their targets. Unearth 702.84a, embalm 702.128a, eternalize 702.129a,
 * encore 702.141a, scavenge 702.97a work from a graveyard as a sorcery (the last three exile
 * the card); transmute 702.53a discards it as a sorcery; outlast 702.107a taps it as a
 * sorcery; level up 702.87a is a sorcery; equip 702.6a targets a creature you control;
 * ninjutsu 702.49a works from the hand.
 */
const ACTIVATED: Readonly<Record<string, { from?: string; sorcery?: true; adds?: Part; targets?: () => unknown[]; condition?: string; text: string }>> = {
  unearth: { from: 'graveyard', sorcery: true, text: 'Unearth: return this card from your graveyard to the battlefield; it gains haste; exile it at the next end step or if it would leave.' },
  embalm: { from: 'graveyard', sorcery: true, adds: { kind: 'exileSelf' }, text: "Embalm: create a token that's a copy of this card, a white Zombie with no mana cost." },
  eternalize: { from: 'graveyard', sorcery: true, adds: { kind: 'exileSelf' }, text: "Eternalize: create a token that's a copy of this card, a 4/4 black Zombie with no mana cost." },
  encore: { from: 'graveyard', sorcery: true, adds: { kind: 'exileSelf' }, text: 'Encore: for each opponent, create a token copy of this card that attacks that opponent this turn; sacrifice them at the next end step.' },
  scavenge: { from: 'graveyard', sorcery: true, adds: { kind: 'exileSelf' }, targets: creatureTarget, text: "Scavenge: put a number of +1/+1 counters equal to this card's power on target creature." },
  transmute: { from: 'hand', sorcery: true, adds: { kind: 'discardSelf' }, text: 'Transmute: search your library for a card with the same mana value as this card, reveal it, put it into your hand, then shuffle.' },
  outlast: { sorcery: true, adds: { kind: 'tapSelf' }, text: 'Outlast: put a +1/+1 counter on this creature.' },
  'level up': { sorcery: true, text: 'Level up: put a level counter on this.' },
  equip: { sorcery: true, targets: () => [{ filter: 'creatureYouControl' }], text: 'Equip: attach to target creature you control.' },
  // CR 702.49a: from the hand, returning an unblocked attacker you control; 702.49c: only while one is unblocked.
  ninjutsu: {
    from: 'hand',
    adds: { kind: 'return', what: { types: ['Creature'] }, unblocked: true },
    condition: 'unblockedAttacker',
    text: 'Ninjutsu: put this card onto the battlefield from your hand tapped and attacking.',
  },
};

/**
 * CR 118.8: optional costs (kicker 702.33a, multikicker 702.33c, buyback 702.27a), and splice
 * 702.47a. Replicate (702.56a) is paid any number of times, and its trigger copies the spell
 * once for each time it was paid (the copies are made as the trigger resolves).
 */
function optionalOf(name: string, cost: Part[]): Compiled | null {
  if (name === 'kicker' || name === 'buyback') return { optionalCosts: [{ name, cost }] };
  if (name === 'multikicker') return { optionalCosts: [{ name, cost, max: null }] };
  if (name === 'replicate') {
    const copies = { on: 'castSelf', ifPaid: name, text: 'Replicate: copy this spell for each time its replicate cost was paid; you may choose new targets for the copies.' };
    return { optionalCosts: [{ name, cost, max: null }], triggers: [copies] };
  }
  if (name === 'splice onto arcane') return { splice: { onto: 'Arcane', cost } };
  return null;
}

/**
 * CR 702.138a escape: "Exile four other cards from your graveyard": the card being cast has
 * moved to the stack before its costs are paid (601.2a), so every card in its owner's
 * graveyard is another card, and "other" says nothing more.
 */
function otherCards(part: Part): Part {
  const words = (part['what'] as { words?: string } | undefined)?.words;
  return part['kind'] === 'exile' && part['from'] === 'graveyard' && words?.startsWith('other ') ? { ...part, what: { words: words.slice('other '.length) } } : part;
}

/** A keyword with a cost: the card format's field for it, or a gap. `types`: the card's types. */
function costKeywordOf(name: string, raw: readonly Part[], types: readonly string[]): Compiled {
  const read = costPartsOf(name === 'escape' ? raw.map(otherCards) : raw);
  if ('gap' in read) return read;
  if (name === 'reconfigure') return reconfigureOf(read, types);
  const activated = ACTIVATED[name];
  if (activated) {
    const cost = [...read, ...(activated.adds ? [activated.adds] : [])];
    if (activated.from && cost.some((p) => PERMANENT_ONLY.has(p['kind'] as string))) return { gap: `a ${name} cost only a permanent pays is not compiled` };
    const ability = {
      cost,
      ...(activated.from ? { from: activated.from } : {}),
      ...(activated.sorcery ? { timing: 'sorcery' } : {}),
      ...(activated.targets ? { targets: activated.targets() } : {}),
      ...(activated.condition ? { condition: activated.condition } : {}),
      text: activated.text,
    };
    return { abilities: [ability] };
  }
  // Costs other than an activated ability's have no X to announce in another part.
  if (hasVariablePart(read)) return { gap: `an X in a ${name} cost is not compiled` };
  if (read.some((p) => PERMANENT_ONLY.has(p['kind'] as string))) return { gap: `a ${name} cost only a permanent pays is not compiled` };
  if (name === 'flashback') return { alternativeCosts: [{ name, from: 'graveyard', cost: read }] };
  if (name === 'evoke') return { alternativeCosts: [{ name, cost: read }] };
  const alternative = ALTERNATIVE[name];
  if (alternative) {
    if (name === 'bestow' && !(types.includes('Creature') && types.includes('Enchantment'))) return { gap: 'bestow on a card that is not an enchantment creature is not compiled' };
    if (name === 'overload' && !types.includes('Instant') && !types.includes('Sorcery')) return { gap: 'overload on a card that is not an instant or sorcery is not compiled' };
    if (name === 'mutate' && !types.includes('Creature')) return { gap: 'mutate on a card that is not a creature is not compiled' };
    return { alternativeCosts: [{ name, cost: read, ...alternative(read) }] };
  }
  return optionalOf(name, read) ?? { gap: `keyword "${name}" is not compiled` };
}

/** CR 702.29a, 702.29e: cycling and typecycling: an ability from the hand, its cost and "discard this card". */
function cyclingOf(list: readonly { kind: string; cost: Part[] }[]): Compiled {
  const abilities: Part[] = [];
  for (const { kind, cost } of list) {
    const read = costPartsOf(cost);
    if ('gap' in read) return read;
    if (hasVariablePart(read) || read.some((p) => PERMANENT_ONLY.has(p['kind'] as string))) return { gap: `a ${kind} cost a card in a hand can't pay is not compiled` };
    const searches = kind === 'cycling' ? 'draw a card' : `search your library for a ${kind.replace(/cycling$/, '') || 'land'} card, reveal it, put it into your hand, then shuffle`;
    abilities.push({ cost: [...read, { kind: 'discardSelf' }], from: 'hand', cycling: true, text: `${kind[0]!.toUpperCase()}${kind.slice(1)}: ${searches}.` });
  }
  return { abilities };
}

/**
 * CR 702.57a–b: "Forecast — [cost], Reveal ~ from your hand: [effect]": an ability from the
 * hand, activated only during its owner's upkeep and only once each turn (the reminder text
 * that says so is removed before reading, so it is added here).
 */
function forecastOf(rest: string, compileAbility: (text: string) => Compiled): Compiled {
  const compiled = compileAbility(rest);
  const [ability] = compiled.abilities ?? [];
  if (compiled.gap || !ability || compiled.abilities!.length !== 1 || ability['from'] !== 'hand' || ability['during'] || ability['timing']) {
    return compiled.gap ? compiled : { gap: 'a forecast ability is compiled only as "[cost], Reveal ~ from your hand: [effect]"' };
  }
  return { abilities: [{ ...ability, during: { upkeep: true }, oncePerTurn: true }] };
}

/**
 * The keyword ability a paragraph is, compiled; null when the paragraph is not one of these
 * keywords (the caller reads it otherwise). `compileAbility` compiles an activated ability's
 * text (for forecast).
 */
export function keywordAbilityOf(paragraph: string, types: readonly string[], compileAbility: (text: string) => Compiled): Compiled | null {
  const faceDown = faceDownKeywordOf(paragraph) ?? boastOf(paragraph, compileAbility) ?? keywordLineOf(paragraph) ?? qualityKeywordOf(paragraph);
  if (faceDown) return faceDown;
  const forecast = /^Forecast ?— ?(.+)$/.exec(paragraph);
  if (forecast) return forecastOf(forecast[1]!, compileAbility);
  const parsed = parse(paragraph);
  if (!parsed) return null;
  switch (parsed.kind) {
    case 'text':
      return {};
    case 'crew':
      // CR 702.122a: "Tap any number of untapped creatures you control with total power N or more: This Vehicle becomes an artifact creature until end of turn."
      return { abilities: [{ cost: [{ kind: 'tapPower', power: parsed.power }], text: `Crew ${parsed.power}: this Vehicle becomes an artifact creature until end of turn.` }] };
    case 'undaunted':
      // CR 702.125a: "This spell costs {1} less to cast for each opponent you have."
      return { selfCostChanges: [{ kind: 'perObject', mana: '{1}', change: 'reduce', for: { players: 'opponents' }, keyword: 'undaunted' }] };
    case 'cycling':
      return cyclingOf(parsed.list);
    case 'soulshift':
      // CR 702.46a: "When this creature dies, you may return target Spirit card with mana value N or less from your graveyard to your hand."
      return { triggers: [dies(`Soulshift ${parsed.n}: you may return target Spirit card with mana value ${parsed.n} or less from your graveyard to your hand.`)] };
    case 'demonstrate':
      // CR 702.144a: "When you cast this spell, you may copy it. If you do, choose an opponent to also copy it."
      return { triggers: [{ on: 'castSelf', text: 'Demonstrate: you may copy this spell; if you do, choose an opponent to also copy it.' }] };
    case 'haunt':
      // CR 702.55a: on a permanent, "When this permanent dies, exile it haunting target creature"; on an instant or sorcery it triggers as the spell card is put into a graveyard after resolving, which no cost causes.
      return types.includes('Creature') ? { triggers: [dies('Haunt: exile it haunting target creature.')] } : types.some((t) => t === 'Instant' || t === 'Sorcery') ? {} : { gap: 'haunt on a noncreature permanent is not compiled' };
    case 'graveyardCast':
      return graveyardCastOf(parsed.name, types);
    case 'casualty': {
      // CR 702.153a: "As an additional cost to cast this spell, you may sacrifice a creature with power N or greater" and "When you cast this spell, if a casualty cost was paid for it, copy it."
      const sacrifice = { kind: 'sacrifice', what: { types: ['Creature'], power: { atLeast: parsed.n } } };
      const copy = { on: 'castSelf', ifPaid: 'casualty', text: `Casualty ${parsed.n}: copy this spell; you may choose new targets for the copy.` };
      return { optionalCosts: [{ name: 'casualty', cost: [sacrifice] }], triggers: [copy] };
    }
    case 'suspend':
      // CR 702.62a, 702.62d: suspending the card from a hand is a special action (116.2f), not a cast; as the last time counter is removed, its owner may cast it from exile without paying its mana cost.
      return { alternativeCosts: [{ name: 'suspend', from: 'exile', cost: [], condition: 'lastTimeCounterRemoved' }] };
    case 'ward':
      return { triggers: [wardTrigger(paragraph)] };
    case 'champion':
      // CR 702.72a: the "sacrifice it unless you exile another …" trigger is on entering; the other is a leaves-the-battlefield trigger, which a cost that sacrifices or returns it sets off.
      return { triggers: [{ on: 'leavesBattlefield', text: 'Champion: when this leaves the battlefield, the exiled card returns to the battlefield under its owner\'s control.' }] };
    case 'numbered':
      return numberedOf(parsed);
    case 'cost':
      return costKeywordOf(parsed.name, parsed.cost, types);
  }
}

/**
 * CR 702.77a reinforce N—[cost]: "[Cost], Discard this card: Put N +1/+1 counters on target
 * creature." CR 702.113a awaken N—[cost]: an alternative cost with which the spell also
 * targets a land you control.
 */
function numberedOf({ name, n, cost: raw }: { name: 'reinforce' | 'awaken'; n: number; cost: Part[] }): Compiled {
  const cost = costPartsOf(raw);
  if ('gap' in cost) return cost;
  if (hasVariablePart(cost) || cost.some((p) => PERMANENT_ONLY.has(p['kind'] as string))) return { gap: `a ${name} cost with X or that only a permanent pays is not compiled` };
  if (name === 'reinforce') return { abilities: [{ cost: [...cost, { kind: 'discardSelf' }], from: 'hand', targets: creatureTarget(), text: `Reinforce ${n}: put ${n} +1/+1 counters on target creature.` }] };
  return { alternativeCosts: [{ name, cost, targets: [{ what: { types: ['Land'], controller: 'you' }, count: 1 }] }] };
}

/**
 * CR 702.133a jump-start: "You may cast this card from your graveyard if the resulting spell is
 * an instant or sorcery spell by discarding a card in addition to paying its other costs";
 * CR 702.81a retrace: the same, discarding a land card. Jump-start's "Then exile this card"
 * acts as the spell resolves.
 */
function graveyardCastOf(name: 'jump-start' | 'retrace', types: readonly string[]): Compiled {
  if (name === 'jump-start') {
    if (!types.includes('Instant') && !types.includes('Sorcery')) return { gap: 'jump-start on a card that is not an instant or sorcery is not compiled' };
    return { castFromGraveyard: { name, cost: [{ kind: 'discard', what: {} }] } };
  }
  return { castFromGraveyard: { name, cost: [{ kind: 'discard', what: { types: ['Land'] } }] } };
}

/**
 * CR 702.151a reconfigure [cost]: "[Cost]: Attach this permanent to another target creature you
 * control. Activate only as a sorcery." and "[Cost]: Unattach this permanent. Activate only if
 * this permanent is attached to a creature and only as a sorcery." (on Equipment creatures).
 */
function reconfigureOf(cost: readonly Part[], types: readonly string[]): Compiled {
  if (!types.includes('Creature') || !types.includes('Artifact')) return { gap: 'reconfigure on a card that is not an artifact creature is not compiled' };
  if (hasVariablePart(cost)) return { gap: 'an X in a reconfigure cost is not compiled' };
  return {
    abilities: [
      { cost, timing: 'sorcery', targets: [{ what: { types: ['Creature'], controller: 'you', other: true }, count: 1 }], text: 'Reconfigure: attach this permanent to another target creature you control.' },
      { cost, timing: 'sorcery', condition: 'attached', text: 'Reconfigure: unattach this permanent.' },
    ],
  };
}
