/**
 * The grammar of the Oracle wordings the importer compiles, as a Peggy (PEG) grammar: one
 * paragraph (one ability) at a time, after text.ts has removed reminder text and written the
 * card's own name as `~`. A paragraph the grammar doesn't match is not guessed at: the
 * compiler decides whether it matters to casting and, if it does, reports it as a gap.
 *
 * What it reads today: keyword lines; activated abilities ("cost: effect", with their
 * activation instructions) and mana abilities ("{T}: Add {G}."); "Enchant …" on Auras.
 */
import { COST_LIST_RULES } from './cost-lists.js';

export const ORACLE_GRAMMAR = String.raw`
paragraph
  = keywords:keywordLine { return { kind: 'keywords', keywords }; }
  / enchant:enchantLine { return { kind: 'enchant', what: enchant }; }
  / "Affinity for"i _ what:objectWords _? "."? !. { return { kind: 'affinity', what }; }
  / spellCostLine
  / castOnlyLine
  / activated

// ---------------------------------------------------------------- keyword lines (CR 702)
keywordLine = first:keyword rest:(_? ("," / ";") _ k:keyword { return k; })* _? "."? !. { return [first, ...rest]; }
keyword
  = word:$("first strike"i / "double strike"i / "split second"i / "flying"i / "haste"i / "flash"i / "hexproof from"i [^,.;\n]+ / "hexproof"i / "shroud"i
          / "defender"i / "lifelink"i / "vigilance"i / "trample"i / "reach"i / "convoke"i / "delve"i / "improvise"i
          / "menace"i / "deathtouch"i / "indestructible"i / "fear"i / "intimidate"i / "changeling"i / "skulk"i / "shadow"i
          / "horsemanship"i / "flanking"i / "banding"i / "wither"i / "infect"i / "persist"i / "undying"i / "exalted"i
          / "riot"i / "training"i / "decayed"i / "phasing"i / "devoid"i / "myriad"i / "melee"i / "provoke"i / "soulbond"i
          / "living weapon"i / "battle cry"i / "sunburst"i / "unleash"i / "evolve"i / "extort"i / "prowess"i / "cascade"i
          / "storm"i / "mentor"i / "afflict"i / "ascend"i / "dethrone"i / "fabricate"i / "partner"i / "rebound"i
          / "protection from"i [^,.;\n]+ / "landwalk"i / $((!"walk"i [a-zA-Z])+ "walk"i) / "bushido"i _ number / "rampage"i _ number
          / "annihilator"i _ number / "modular"i _ number / "afterlife"i _ number / "bloodthirst"i _ number / "fading"i _ number
          / "vanishing"i _ number / "absorb"i _ number / "toxic"i _ number / "amplify"i _ number / "renown"i _ number
          / "tribute"i _ number / "dredge"i _ number / "frenzy"i _ number / "crew"i _ number / "ward"i _ manaCost
          / "ward"i [^\n.]*)
  !([a-zA-Z])
  { return word.toLowerCase(); }

// ---------------------------------------------------------------- Auras (CR 303.4a, 702.5)
enchantLine = "Enchant"i _ what:$([^\n.]+) "."? !. { return what; }

// ---------------------------------------------------------------- costs written in a spell's text (CR 118.8, 118.9, 601.3)
spellCostLine
  = "As an additional cost to cast this spell,"i _ cost:spellCostParts "." !. { return { kind: 'additionalCost', cost }; }
  / "You may"i _ cost:spellCostParts _ "rather than pay this spell's mana cost."i !. { return { kind: 'alternativeCost', cost }; }
  / "If"i _ condition:$((!", you may"i .)+) ", you may"i _ cost:spellCostParts _ "rather than pay this spell's mana cost."i !. { return { kind: 'alternativeCost', cost, condition }; }
  / "If"i _ condition:$((!", you may"i .)+) ", you may cast this spell without paying its mana cost."i !. { return { kind: 'alternativeCost', cost: [], condition }; }
spellCostParts = first:spellCostPart rest:((_? "," _ "and"i _ / _? "," _ / _ "and"i _) p:spellCostPart { return p; })* { return [first, ...rest]; }
spellCostPart
  = "pay"i _ "X"  _ "life"i { return { kind: 'life', amount: 'X' }; }
  / "pay"i _ amount:number _ "life"i { return { kind: 'life', amount }; }
  / "pay"i _ mana:manaCost { return { kind: 'mana', mana }; }
  / "discard"i _ "X"i _ what:cardsWords { return { kind: 'discard', what, count: 'X' }; }
  / costPart
// "a blue card", "X cards", "two creature cards": what a spell's cost takes from a hand or graveyard.
cardsWords = words:$((!("cards"i / "card"i) [a-zA-Z-]+ _)* ("cards"i / "card"i)) { return { words }; }
castOnlyLine
  = "Cast this spell only during"i _ when:castWhen "." !. { return { kind: 'castOnly', during: when }; }
  / "Cast this spell only before blockers are declared."i !. { return { kind: 'castOnly', during: { beforeBlockers: true } }; }
castWhen
  = "combat before blockers are declared"i { return { combat: true, beforeBlockers: true }; }
  / "combat after blockers are declared"i { return { combat: true, afterBlockers: true }; }
  / "combat on your turn"i { return { combat: true, yourTurn: true }; }
  / "combat on an opponent's turn"i { return { combat: true, opponentsTurn: true }; }
  / "an opponent's turn, before attackers are declared"i { return { opponentsTurn: true, beforeAttackers: true }; }
  / "an opponent's upkeep"i !(_) { return { opponentsTurn: true, step: 'upkeep' }; }
  / "your end step"i !(_) { return { yourTurn: true, step: 'end' }; }
  / "the declare blockers step on an opponent's turn"i { return { opponentsTurn: true, step: 'declareBlockers' }; }
  / "your turn and only during combat"i { return { yourTurn: true, combat: true }; }
  / "combat"i !(_) { return { combat: true }; }
  / "your turn"i !(_) { return { yourTurn: true }; }
  / "an opponent's turn"i !(_) { return { opponentsTurn: true }; }
  / "the declare blockers step"i !(_) { return { step: 'declareBlockers' }; }
  / "the declare attackers step"i !(_) { return { step: 'declareAttackers' }; }
  / "your upkeep"i !(_) { return { upkeep: true }; }

// ---------------------------------------------------------------- activated abilities (CR 602.1)
activated
  = loyalty:loyaltyCost ":" _ effect:$((!instruction .)*) instructions:instruction* !.
    { return { kind: 'loyalty', loyalty, cost: [], effect: effect.trim(), instructions }; }
  / cost:costParts _? ":" _ effect:$((!instruction .)*) instructions:instruction* !.
    { return { kind: 'activated', loyalty: null, cost, effect: effect.trim(), instructions }; }

loyaltyCost = "[" sign:$([+−-]?) n:$("X" / [0-9]+) "]" _? &":" { return { sign: sign === '' ? '+' : sign === '+' ? '+' : '-', amount: n === 'X' ? 'X' : Number(n) }; }

costParts = first:costPart rest:(_? "," _ p:costPart { return p; } / _ "and sacrifice it"i { return { kind: 'sacrificeSelf' }; })* { return [first, ...rest].flat(); }
costPart
  = mana:$(manaSymbol+) !(_? [a-zA-Z]) { return { kind: 'mana', mana }; }
  / "{T}" { return { kind: 'tapSelf' }; }
  / "{Q}" { return { kind: 'untapSelf' }; }
  / "Sacrifice ~ and"i _ other:sacrificedObject { return [{ kind: 'sacrificeSelf' }, other]; }
  / "Sacrifice ~"i { return { kind: 'sacrificeSelf' }; }
  / "Return ~ to its owner's hand"i { return { kind: 'returnSelf' }; }
  / "Exile ~ from your graveyard"i { return { kind: 'exileSelf', from: 'graveyard' }; }
  / "Exile ~ from your hand"i { return { kind: 'exileSelf', from: 'hand' }; }
  / "Exile ~"i { return { kind: 'exileSelf' }; }
  / "Discard ~"i { return { kind: 'discardSelf' }; }
  / "Reveal ~ from your hand"i { return { kind: 'revealSelf' }; }
  / "exile"i _ count:(article / "X" { return 'X'; }) _ what:cardsWords _ "from your"i _ from:("hand"i { return 'hand'; } / "graveyard"i { return 'graveyard'; })
    { return { kind: 'exile', from, what, count }; }
  / "Pay" _ n:number _ "life"i { return { kind: 'life', amount: n }; }
  / "Pay" _ energy:$("{E}"+) { return { kind: 'energy', amount: energy.length / 3 }; }
  / costListPart
  / "Sacrifice"i _ other:sacrificedObject { return other; }
  / "Sacrifice"i _ "X" _ what:objectWords { return { kind: 'sacrifice', what, count: 'X' }; }
  / "Discard"i _ count:article _ what:cardWords { return { kind: 'discard', what, count }; }
  / "Tap another untapped"i _ what:objectWords _ "you control"i { return { kind: 'tap', what, count: 1, other: true }; }
  / "Tap"i _ count:article _ "untapped"i _ what:objectWords _ "you control"i { return { kind: 'tap', what, count }; }
  / "Return"i _ count:article _ what:objectWords _ "you control to"i _ ("its owner's hand"i / "their owner's hand"i / "their owners' hands"i) { return { kind: 'return', what, count }; }
  / "Untap"i _ count:article _ "tapped"i _ what:objectWords _ "you control"i { return { kind: 'untap', what, count }; }
  / "Remove"i _ count:counterCount &{ return count !== 'X'; } _ counter:$([^ ]+) _ ("counters"i / "counter"i) _ "from"i _ ("an"i / "a"i) _ what:objectWords _ "you control"i
    { return { kind: 'removeCounters', counter, count, what }; }
  / action:("Put"i { return 'put'; } / "Remove"i { return 'remove'; }) _ count:counterCount _ counter:$([^ ]+) _ ("counters"i / "counter"i) _ ("on" / "from") _ "~"
    { return { kind: 'counters', action, counter, count }; }
  / "Mill"i _ count:counterCount &{ return count !== 'X'; } _ ("cards"i / "card"i) { return { kind: 'mill', count }; }

// CR 701.21: "another creature", "a creature you control", "two Goblins": what a sacrifice takes (always a permanent you control).
sacrificedObject
  = "another"i _ what:objectWords youControl? { return { kind: 'sacrifice', what, count: 1, other: true }; }
  / count:article _ what:objectWords youControl? { return { kind: 'sacrifice', what, count }; }
youControl = _ "you control"i
// "a creature", "two artifacts", "an untapped land": what a cost part takes.
article = ("an"i / "a"i) { return 1; } / n:numberWord { return n; }
counterCount = ("an"i / "a"i) { return 1; } / n:numberWord { return n; } / n:number { return n; } / "X" { return 'X'; }
// Words keep their case: a capitalized word in the middle of a sentence is a subtype (cost-words.ts).
objectWords = words:$(objectWord (_ objectWord)*) { return { words }; }
objectWord = !("you" / "from" / "to" / "with" / "rather than") [a-zA-Z-]+
cardWords = words:$("cards"i / "card"i / [a-zA-Z-]+ _ "card"i) { return { words }; }

// Activation instructions (CR 602.1b): not part of the effect.
instruction
  = _? "Activate only as a sorcery."i { return 'sorcery'; }
  / _? "Activate only once each turn."i { return 'oncePerTurn'; }
  / _? "Activate only as an instant."i { return 'instant'; }
  / _? "Activate only during your turn."i { return 'yourTurn'; }
  / _? "Activate only during your upkeep."i { return 'upkeep'; }
  / _? "Activate only during your turn, before attackers are declared."i { return 'yourTurnBeforeAttackers'; }
  / _? "Activate only during combat."i { return 'combat'; }
  / _? "Activate only as a sorcery and only once each turn."i { return 'sorceryOncePerTurn'; }
  / _? "Activate only during your turn and only once each turn."i { return 'yourTurnOncePerTurn'; }
  / _? "Activate only during the declare blockers step."i { return 'declareBlockers'; }
  / _? "Any player may activate this ability."i { return 'anyPlayer'; }

// ---------------------------------------------------------------- lexical
manaCost = $(manaSymbol+)
manaSymbol = "{" !("T}" / "Q}") [^}]+ "}"
number = n:$([0-9]+) { return Number(n); }
numberWord = w:("two"i / "three"i / "four"i / "five"i / "six"i / "seven"i / "eight"i / "nine"i / "ten"i / "fifteen"i / "twenty"i)
  { return { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, fifteen: 15, twenty: 20 }[w.toLowerCase()]; }
_ = [ \t]+
${COST_LIST_RULES}`;
