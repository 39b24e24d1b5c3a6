/**
 * CR 601.2f, 601.3, 602.5, 613: the grammar of the static abilities the importer compiles
 * into the card format's cost modifiers, prohibitions, permissions, grants and restrictions,
 * one whole sentence each. The spells phrases ("noncreature", "instant and sorcery") are
 * returned as words and read by the target grammar's filter language (spell-filter.ts).
 */
export const STATIC_GRAMMAR = String.raw`
static
  = costChange
  / abilityCostChange
  / titheTaker
  / castLimit
  / cantCast
  / cantActivate
  / attachedBan
  / hasteGrant
  / keywordGrant
  / flashPermission
  / selfFlash
  / cantBeCountered
  / restriction

// "Noncreature spells cost {1} more to cast." "Creature spells you cast cost {1} less to cast." "Spells your opponents cast cost {1} more to cast."
// CR 601.2f, 601.2c: "Spells your opponents cast that target ~ cost {2} more to cast." (the targets are chosen before the total cost)
// CR 118.7c: "Minotaur spells you cast cost {B}{R} less to cast. This effect reduces only the amount of colored mana you pay."
// "Spells your opponents cast during your turn cost {1} more to cast." (only during its controller's turn)
costChange = words:spellList named:named? caster:caster? during:duringYourTurn? targetsThis:(_ "that target ~"i { return true; })? _ "cost"i _ mana:manaCost _ change:("more"i { return 'increase'; } / "less"i { return 'reduce'; }) _ "to cast."i
    onlyColored:(_ "This effect reduces only the amount of colored mana you pay."i { return true; })? !.
  { return { kind: 'costChange', words, named: named ?? false, caster: caster ?? 'any', mana, change, targetsThis: targetsThis ?? false, during: during ?? false, onlyColored: onlyColored ?? false }; }

// CR 602.2b, 605.3: "Activated abilities cost {2} more to activate unless they're mana abilities." (an increase must spare mana abilities, which are paid as they are activated)
// "Activated abilities of artifacts cost {1} more to activate unless they're mana abilities."
abilityCostChange = "Activated abilities"i types:(_ "of"i _ t:typeList { return t; })? _ "cost"i _ mana:manaCost _ "more to activate unless they're mana abilities."i !.
  { return { kind: 'abilityCostChange', increases: [{ mana, abilities: { controller: 'any', ...(types ? { types } : {}) } }], spells: null }; }

// CR 601.2f, 602.2b: "During your turn, spells your opponents cast cost {1} more to cast and abilities your opponents activate cost {1} more to activate unless they're mana abilities."
titheTaker = "During your turn, spells your opponents cast cost"i _ spellMana:manaCost _ "more to cast and abilities your opponents activate cost"i _ mana:manaCost _ "more to activate unless they're mana abilities."i !.
  { return { kind: 'abilityCostChange', increases: [{ mana, abilities: { controller: 'opponents' }, duringYourTurn: true }], spells: { mana: spellMana, controller: 'opponents', duringYourTurn: true } }; }

// "You can't cast more than one spell each turn." "Each player can't cast more than one spell each turn."
castLimit = who:who _ "can't cast more than one spell each turn."i !. { return { kind: 'castLimit', who }; }

// "Your opponents can't cast spells during your turn." "You can't cast creature spells." "Creature spells can't be cast."
cantCast
  = who:who _ "can't cast"i _ words:spellList named:named? during:duringYourTurn? "." !. { return { kind: 'cantCast', who, words, named: named ?? false, during: during ?? false }; }
  / words:spellList named:named? _ "can't be cast"i during:duringYourTurn? "." !. { return { kind: 'cantCast', who: 'any', words, named: named ?? false, during: during ?? false }; }

// "Activated abilities of artifacts can't be activated unless they're mana abilities." "Activated abilities of sources with the chosen name can't be activated …"
cantActivate = "Activated abilities of"i _ sources:sources _ "can't be activated"i exceptMana:(_ "unless they're mana abilities"i { return true; })? "." !.
  { return { kind: 'cantActivate', sources, exceptMana: exceptMana ?? false }; }
sources
  = "sources with the chosen name"i { return { controller: 'any', named: 'chosen' }; }
  / types:typeList controller:(_ c:controls { return c; })? { return { controller: controller ?? 'any', types }; }
typeList = first:typePlural rest:(_ ("and"i / "or"i) _ t:typePlural { return t; })* { return [first, ...rest]; }
typePlural = "artifacts"i { return 'Artifact'; } / "creatures"i { return 'Creature'; } / "enchantments"i { return 'Enchantment'; } / "lands"i { return 'Land'; } / "planeswalkers"i { return 'Planeswalker'; }
controls = "you control"i { return 'you'; } / ("your opponents control"i / "opponents control"i) { return 'opponents'; }

// CR 602.5, 303.4: "Enchanted creature can't attack or block, and its activated abilities can't be activated." (Arrest)
// "Enchanted permanent doesn't untap during its controller's untap step and its activated abilities can't be activated." (Encrust)
// The combat and untap parts change nothing about casting (CR 508, 509, 502.3); "can't … crew Vehicles" restricts paying a crew cost and is not read here.
attachedBan = ("Enchanted"i / "Equipped"i) _ ("creature"i / "permanent"i / "artifact"i / "land"i / "planeswalker"i) !word
    (_ ("can't attack or block"i / "can't block"i / "can't attack"i / "doesn't untap during its controller's untap step"i))?
    ("," _ "and its"i / _ "and its"i / "." _ "Its"i / "'s"i) _ "activated abilities can't be activated"i exceptMana:(_ "unless they're mana abilities"i { return true; })? "." !.
  { return { kind: 'cantActivate', sources: { controller: 'any', attached: true }, exceptMana: exceptMana ?? false }; }

// CR 613, 302.6: "Creatures you control have haste." "Creatures have haste."
hasteGrant = "Creatures"i controller:(_ "you control"i { return 'you'; })? _ "have haste."i !. { return { kind: 'haste', controller: controller ?? 'any' }; }

// CR 613, 702.11, 702.16, 702.18: "Enchanted creature has shroud." "You have hexproof." "Creatures you control have hexproof."
// "Equipped creature gets +2/+0 and has protection from red." "Other Elves have shroud." "All Slivers have shroud."
// What the words give is read in statics.ts; the "gets +N/+N" part changes nothing about casting.
// CR 702.16c: "This effect doesn't remove ~." ("… Auras.") keeps Auras on the creature (a state-based action, not casting; an Aura spell still can't target it, 702.16b).
keywordGrant = who:grantee _ ptChange? ("has"i / "have"i) _ gives:grantList "." (_ "This effect doesn't remove "i ("~" / "Auras"i) ".")? !. { return { kind: 'grant', who, gives }; }
grantee
  = ("Enchanted"i / "Equipped"i) _ ("creature"i / "permanent"i / "artifact"i / "land"i / "planeswalker"i) !word { return { attached: true }; }
  / "You"i !word { return { player: 'you' }; }
  / "~" { return { self: true }; }
  / other:("Other"i _ { return true; })? all:("All"i _ { return true; })? kinds:granteeKinds controller:(_ "you control"i { return 'you'; })?
    { return { other: other ?? false, all: all ?? false, kinds, controller: controller ?? 'any' }; }
granteeKinds = first:granteeKind rest:(_ "and"i _ k:granteeKind { return k; })* { return [first, ...rest]; }
// "Sliver creatures you control": a subtype narrowed by a card type.
granteeKind = word:$("creature"i / "artifact"i) _ "tokens"i { return { legendary: false, word: word + 's', token: true }; }
  / legendary:("legendary"i _ { return true; })? word:$([a-zA-Z-]+) narrowed:(_ t:$("creatures"i / "artifacts"i / "enchantments"i / "lands"i) { return t; })?
  { return { legendary: legendary ?? false, word, ...(narrowed ? { narrowed } : {}) }; }
ptChange = ("gets"i / "get"i) _ [+-] [0-9X]+ "/" [+-] [0-9X]+ (_ "and"i _ / "," _)
grantList = first:grantWord rest:((_? "," _ "and"i _ / _? "," _ / _ "and"i _) w:grantWord { return w; })* { return [first, ...rest]; }
grantWord
  = "protection from"i _ q:qualityWords { return { protection: q }; }
  / "hexproof from"i _ q:qualityWords { return { hexproofFrom: q }; }
  / k:$("hexproof"i / "shroud"i / "haste"i) !word { return { keyword: k.toLowerCase() }; }
  / k:$("flying"i / "first strike"i / "double strike"i / "vigilance"i / "trample"i / "lifelink"i / "deathtouch"i / "indestructible"i
      / "menace"i / "reach"i / "defender"i / "intimidate"i / "fear"i / "shadow"i / "wither"i / "infect"i / [a-z]i+ "walk"i) !word { return { text: k }; }
  // CR 506–509: what a creature must or can't do in combat changes nothing about casting ("has haste, and attacks each combat if able").
  / k:$("attacks each combat if able"i / "can't be blocked by more than one creature"i / "can't be blocked"i / "can't block"i) &"." { return { text: k }; }
qualityWords = first:qualityWord rest:(_ "and from"i _ q:qualityWord { return q; })* { return [first, ...rest].join(' and from '); }
qualityWord = $("the chosen color"i / "all colors"i / [a-zA-Z-]+)

// CR 702.8: "You may cast Spirit spells as though they had flash." "You may cast creature spells as though they had flash."
// "Any player may cast spells as though they had flash." (every player, each for their own spells)
flashPermission = who:("You may cast"i { return 'you'; } / "Any player may cast"i { return 'any'; }) _ words:spellList _ "as though they had flash."i !. { return { kind: 'flash', who, words }; }

// CR 702.8a: "You may cast ~ as though it had flash." (the sacrifice that may follow happens on resolution)
selfFlash = "You may cast ~ as though it had flash."i (_ "If you cast it any time a sorcery couldn't have been cast, "i .*)? !. { return { kind: 'selfFlash' }; }

// CR 101.2: "can't be countered" is about resolving, not casting.
cantBeCountered = ("This spell"i / "~") _ "can't be countered."i !. { return { kind: 'text' }; }

// CR 119.8, 118.3: "Your life total can't change." "Players can't pay life or sacrifice creatures to cast spells or activate abilities."
restriction
  = "Your life total can't change."i !. { return { kind: 'restrictions', restrictions: [{ kind: 'cantPayLife', who: 'you' }] }; }
  / "Players can't pay life to cast spells or activate abilities."i !. { return { kind: 'restrictions', restrictions: [{ kind: 'cantPayLife', who: 'any' }] }; }
  / "Players can't pay life or sacrifice creatures to cast spells or activate abilities."i !.
    { return { kind: 'restrictions', restrictions: [{ kind: 'cantPayLife', who: 'any' }, { kind: 'cantSacrifice', what: { types: ['Creature'] }, who: 'any' }] }; }

// "Goblin spells and Rogue spells", "Red spells and white spells": spells of either kind, each part's words (merged in statics.ts).
spellList = first:spellWords rest:(_ "and"i _ w:spellWords { return w; })* { return [first, ...rest]; }

// "noncreature spells", "instant and sorcery spells", "spells": the words before "spells" (read by spell-filter.ts).
spellWords = words:$((!("spells"i !word) [a-zA-Z-]+ _)*) ("spells"i !word) { return words.trim(); }
caster = _ "you cast"i !word { return 'you'; } / _ "your opponents cast"i !word { return 'opponents'; }
who = ("You"i !word) { return 'you'; } / "Your opponents"i { return 'opponents'; } / ("Players"i / "Each player"i) { return 'any'; }
named = _ "with the chosen name"i { return true; }
duringYourTurn = _ "during your turn"i { return true; }

manaCost = $(("{" [^}]+ "}")+)
word = [a-zA-Z]
_ = [ \t]+
`;
