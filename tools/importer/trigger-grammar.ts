/**
 * CR 603.1: the grammar of the trigger conditions the importer compiles into the card
 * format's `triggers` — the part of "When/Whenever [condition], [effect]" before the first
 * comma, read whole (a condition with more words than these is not read). A condition with
 * two events ("enters or dies", "cast or copy") is read when the other event is one no cast or
 * cost can cause (a permanent entering; CR 707.10: copying a spell is not casting it, and
 * the engine never copies one), so only the event the engine watches matters. The object
 * phrases ("nontoken creature you control", "instant or sorcery spell") are read by the
 * target grammar's filter language (targets.ts `objectFilterOf`), so there is one reading
 * of them. Discarding and cycling (CR 701.9, 702.29c–d): "you cycle ~", "you cycle or
 * discard another card", "a player cycles a card", "an opponent discards a creature card".
 * "When enchanted creature dies", "equipped creature", "enchanted artifact is put into a
 * graveyard" (an attached permanent is on the battlefield, so any graveyard it goes to is
 * from there: CR 301.5, 303.4).
 */
export const TRIGGER_GRAMMAR = String.raw`
condition
  = "you cast this spell"i !. { return { on: 'castSelf' }; }
  / "you cast ~"i !. { return { on: 'castSelf' }; }
  / watched:targeted _ ("becomes"i / "become"i) _ "the target of"i _ by:targetedBy !. { return { on: 'becomesTarget', ...watched, ...by }; }
  / "~" _ enters? "leaves the battlefield"i !. { return { on: 'leavesBattlefield' }; }
  / ("enchanted"i / "equipped"i) _ [a-z]+ _ "leaves the battlefield"i !. { return { on: 'leavesBattlefield', onAttached: true }; }
  / other:another phrase:$((!(_ "leaves the battlefield"i !.) .)+) _ "leaves the battlefield"i !. { return { on: 'leavesBattlefield', permanents: phrase, other }; }
  / many:cardCount cards:$((!(("cards"i / "card"i) _ ("is"i / "are"i) _ "put into") .)*) ("cards"i / "card"i) _ ("is"i / "are"i) _ "put into"i _ owner:graveyardOf _ from:cardsFrom !. { return { on: 'cardsToGraveyard', ...many, cards: cards.trim(), player: owner, ...from }; }
  / many:counterCount counter:$([^ ]+) _ ("counters are"i / "counter is"i) _ action:("put on"i { return 'put'; } / "removed from"i { return 'remove'; }) _ on:countersOn !. { return { on: 'counters', ...many, counter, action, ...on }; }
  / "~ becomes tapped"i !. { return { on: 'becomesTapped' }; }
  / "~ becomes untapped"i !. { return { on: 'becomesUntapped' }; }
  / ("enchanted"i / "equipped"i) _ [a-z]+ _ "becomes"i _ state:tapState !. { return { on: state, onAttached: true }; }
  / ("an"i / "a"i) _ phrase:$((!(_ "becomes"i _ tapState !.) .)+) _ "becomes"i _ state:tapState !. { return { on: state, permanents: phrase }; }
  / "~ is put into "i ("a"i / "your"i) " graveyard from anywhere"i !. { return { on: 'putIntoGraveyard' }; }
  / "~" _ enters? died:died !. { return { on: 'creatureDies', self: true, died }; }
  / ("enchanted"i / "equipped"i) _ attached:$[a-z]+ _ died:(died / "is put into a graveyard"i { return { verb: 'graveyard' }; }) !. { return { on: 'creatureDies', attached, died }; }
  / "~ or another"i _ phrase:phrase _ died:died !. { return { on: 'creatureDies', self: true, others: phrase, other: true, died }; }
  / "another"i _ phrase:phrase _ died:died !. { return { on: 'creatureDies', others: phrase, other: true, died }; }
  / ("an"i / "a"i) _ phrase:phrase _ died:died !. { return { on: 'creatureDies', others: phrase, died }; }
  / ("an"i / "a"i) _ phrase:$((!(_ "is put into a graveyard"i !.) .)+) _ "is put into a graveyard"i !. &{ return /\bpermanent\b/i.test(phrase); } { return { on: 'creatureDies', others: phrase, died: { verb: 'graveyard' } }; }
  / "you cycle ~"i !. { return { on: 'cycleSelf' }; }
  / "you sacrifice ~"i !. { return { on: 'sacrifices', self: true }; }
  / "you sacrifice"i _ other:another phrase:$(.+) { return { on: 'sacrifices', others: phrase, other }; }
  / player:caster _ "sacrifices"i _ other:another phrase:$(.+) { return { on: 'sacrifices', others: phrase, other, player }; }
  / player:caster _ ("cycles or discards"i / "cycle or discard"i) _ other:another "card"i !. { return { on: 'discards', player, other, cards: '' }; }
  / player:caster _ ("cycles"i / "cycle"i) _ other:another "card"i !. { return { on: 'cycles', player, other }; }
  / player:caster _ ("discards"i / "discard"i) _ "one or more"i _ cards:$((!("cards"i !.) .)*) "cards"i !. { return { on: 'discards', player, other: false, oneOrMore: true, cards: cards.trim() }; }
  / player:caster _ ("discards"i / "discard"i) _ other:another cards:$((!("card"i !.) .)*) "card"i !. { return { on: 'discards', player, other, cards: cards.trim() }; }
  / caster:caster _ ("casts"i / "cast"i) _ ("your"i / "their"i) _ nth:ordinal _ "spell"i _ turn:eachTurn !. { return { on: 'cast', caster, spells: 'spell', nth, ...(turn ? { turn } : {}) }; }
  / caster:caster _ ("casts or copies"i / "cast or copy"i / "casts"i / "cast"i) _ ("an"i / "a"i) _ spells:$(.+) { return { on: 'cast', caster, spells }; }

phrase = $((!(_ died !.) .)+)

// CR 603.2c: "one or more cards" (one event), "another card" (not this one), "a card".
cardCount = "one or more"i _ { return { oneOrMore: true }; } / "another"i _ { return { other: true }; } / ("an"i / "a"i) _ { return {}; }
// Whose graveyard: a card goes to its owner's (CR 404.2).
graveyardOf
  = "your graveyard"i { return 'you'; }
  / "an opponent's graveyard"i { return 'opponents'; }
  / ("a graveyard"i / "a player's graveyard"i / "graveyards"i) { return 'any'; }
cardsFrom = "from anywhere"i { return {}; } / "from" _ ("your"i / "their"i / "a"i) _ "library"i { return { fromLibrary: true }; }

// CR 122.6: "one or more +1/+1 counters are put on ~", "a -1/-1 counter is put on a creature", "… removed from ~".
counterCount = "one or more"i _ { return { oneOrMore: true }; } / ("an"i / "a"i) _ { return {}; }
countersOn = "~" { return { self: true }; } / ("an"i / "a"i) _ phrase:$(.+) { return { permanents: phrase }; } / phrase:$([a-z] .*) { return { permanents: phrase }; }

// CR 701.26: "becomes tapped", "becomes untapped".
tapState = "tapped"i { return 'becomesTapped'; } / "untapped"i { return 'becomesUntapped'; }

// CR 601.2c: who or what becomes a target, and of what: "~", "enchanted creature" (303.4),
// "you", "a permanent you control", "you or a creature you control".
targeted
  = "~" _ ("enters"i / "attacks"i) _ "or"i &(_ "become") { return {}; }
  / "~" { return {}; }
  / ("enchanted"i / "equipped"i) _ [a-z]+ { return { onAttached: true }; }
  / "you or"i _ ("an"i / "a"i) _ phrase:targetedPhrase { return { you: true, permanents: phrase }; }
  / "you"i &(_ "become ") { return { you: true }; }
  / ("an"i / "a"i) _ phrase:targetedPhrase { return { permanents: phrase }; }
targetedPhrase = $((!(_ ("becomes"i / "become"i) _ "the target") .)+)
targetedBy
  = "a spell or ability an opponent controls"i { return { by: 'opponents' }; }
  / "a spell or ability"i { return {}; }
  / "a spell an opponent controls"i { return { by: 'opponents', spellsOnly: true }; }
  / "a spell"i { return { spellsOnly: true }; }

// CR 701.9, 702.29c: "a card" or "another card" (not this one).
another = "another"i _ { return true; } / ("an"i / "a"i) _ { return false; }

// "When ~ enters or dies", "Whenever ~ attacks or dies", "~ deals combat damage to a player or dies": entering, attacking
// and combat damage are never caused by casting a spell or paying a cost (CR 508, 510), so only the other half matters to the engine.
enters = ("enters"i / "attacks"i / "deals combat damage to a player"i) _ "or"i _

// CR 700.4: "dies" means "is put into a graveyard from the battlefield"; "your graveyard" says whose card it was.
// Only a permanent is on the battlefield, so "a permanent … is put into a graveyard" is from there.
died
  = "dies"i { return { verb: 'dies' }; }
  / "is put into a graveyard from the battlefield"i { return { verb: 'graveyard' }; }
  / "is put into your graveyard from the battlefield"i { return { verb: 'graveyard', owner: 'you' }; }
  / "is put into an opponent's graveyard from the battlefield"i { return { verb: 'graveyard', owner: 'opponent' }; }
  / "is put into a player's graveyard from the battlefield"i { return { verb: 'graveyard' }; }

// "your second spell each turn", "their first spell during each opponent's turn": counted per turn.
ordinal = "first"i { return 1; } / "second"i { return 2; } / "third"i { return 3; }
eachTurn = "each turn"i { return null; } / "during each opponent's turn"i { return 'opponents'; }

caster
  = "you"i !word { return 'you'; }
  / "an opponent"i !word { return 'opponents'; }
  / "a player"i !word { return 'any'; }

word = [a-zA-Z]
_ = [ \t]+
`;
