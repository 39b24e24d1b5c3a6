/**
 * CR 115, 601.2c: the grammar of target phrases ("up to two target nonblack creatures an
 * opponent controls", "target instant or sorcery spell", "any target") into target words of
 * the card format's filter language (cards.md). A phrase it doesn't read is a gap.
 */
export const TARGET_GRAMMAR = String.raw`
phrase
  = "any target"i !word { return { what: 'any', count: 1 }; }
  // CR 115.4: "targets" alone, after a number ("one, two, or three targets", "any number of targets"), are any targets.
  / q:quantity "targets"i !word { return { what: 'any', ...q }; }
  / q:quantity? another:("another"i _ { return true; })? "target"i _ alts:alternatives qual:qualifiers
    { return { ...(q ?? { count: 1 }), ...(another ? { another: true } : {}), alternatives: alts, qualifiers: qual }; }

quantity
  = "up to"i _ n:count _ { return { min: 0, max: n }; }
  // "one or two target creatures", "one, two, or three targets", "one or more target creatures": at least the first, at most the last.
  / min:count (_? "," _ count)* (_? ",")? _ "or"i _ max:(count / "more"i { return null; }) _ &("target"i) { return { min, max }; }
  / "any number of"i _ { return { min: 0, max: null }; }
  / n:count _ &("target"i / "other target"i) { return { count: n }; }
  / "X"  _ { return { count: 'X' }; }

count = "one"i { return 1; } / "two"i { return 2; } / "three"i { return 3; } / "four"i { return 4; } / "five"i { return 5; } / n:$[0-9]+ { return Number(n); }

// "artifact, creature, or land"; "creature or planeswalker"; "instant or sorcery spell": the last noun is shared.
alternatives = first:alternative rest:(sep a:alternative { return a; })* noun:(_ n:noun { return n; })? { return { list: [first, ...rest], noun }; }
sep = _? "," _ ("or"i _ / "and/or"i _)? / _ "or"i _ / _ "and/or"i _

// "nonartifact, nonblack creature", "non-Angel, non-Demon creature": negated adjectives may be listed with commas.
alternative = adjectives:(a:adjective adjectiveSep { return a; })* head:head { return { adjectives, head }; }
            / adjectives:(a:adjective adjectiveSep { return a; })+ &(_ noun) { return { adjectives, head: null }; }
adjectiveSep = _ / "," _ &("non"i)

adjective
  = "non-"i s:subtype !word { return { notSubtype: s }; }
  / a:colorWord _ "or"i _ b:colorWord !word &(_ (typeWord / noun / subtype)) { return { anyColor: [a, b] }; }
  / w:$("non"i "-"? typeWord) !word { return { notType: w.replace(/^non-?/i, '') }; }
  / w:$("non"i "-"? colorWord) !word { return { notColor: w.replace(/^non-?/i, '') }; }
  / w:colorWord !word { return { color: w }; }
  / "colorless"i !word { return { colorless: true }; } / "multicolored"i !word { return { multicolored: true }; }
  / "monocolored"i !word { return { monocolored: true }; }
  / "tapped"i !word { return { tapped: true }; } / "untapped"i !word { return { tapped: false }; }
  / "attacking or blocking"i !word { return { attackingOrBlocking: true }; }
  / "nonattacking"i !word { return { attacking: false }; } / "nonblocking"i !word { return { blocking: false }; }
  / "blocked"i !word { return { blocked: true }; }
  / "enchanted"i !word &(_ (typeWord / noun)) { return { enchanted: true }; }
  / "attacking"i !word { return { attacking: true }; } / "blocking"i !word { return { blocking: true }; }
  / "legendary"i !word { return { supertype: 'Legendary' }; } / "nonlegendary"i !word { return { notSupertype: 'Legendary' }; }
  / "basic"i !word { return { supertype: 'Basic' }; } / "nonbasic"i !word { return { notSupertype: 'Basic' }; }
  / "nontoken"i !word { return { token: false }; } / "token"i !word &(_ noun) { return { token: true }; }
  / "snow"i !word { return { supertype: 'Snow' }; }
  / t:typeWord !word &(_ (typeWord / subtype)) { return { type: t }; }
  / s:subtype &(_ (typeWord / noun)) { return { subtype: s }; }

head
  = t:typeWord !word { return { type: t }; }
  / n:noun { return { noun: n }; }
  / s:subtype { return { subtype: s }; }

noun
  = ("permanents"i / "permanent"i) !word { return 'permanent'; }
  / ("players"i / "player"i) !word { return 'player'; }
  / ("opponents"i / "opponent"i) !word { return 'opponent'; }
  / ("spells"i / "spell"i) !word { return 'spell'; }
  / ("cards"i / "card"i) !word { return 'card'; }
  / "activated or triggered abilit"i ("ies"i / "y"i) !word { return 'ability'; }
  / "activated abilit"i ("ies"i / "y"i) !word { return 'activatedAbility'; }
  / "triggered abilit"i ("ies"i / "y"i) !word { return 'triggeredAbility'; }
  // CR 113.3b–c, 405.1: an ability on the stack is an activated or a triggered ability ("target spell or ability").
  / "abilit"i ("ies"i / "y"i) !word { return 'ability'; }

typeWord = w:$(("artifact"i / "creature"i / "enchantment"i / "land"i / "planeswalker"i / "instant"i / "sorcery"i / "sorceries"i / "battle"i) "s"?)
  { const t = w.toLowerCase().replace(/ies$/, 'y').replace(/s$/, ''); return t.charAt(0).toUpperCase() + t.slice(1); }
colorWord = w:$("white"i / "blue"i / "black"i / "red"i / "green"i) { return { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' }[w.toLowerCase()]; }
// A word that only begins like one of these is still a subtype ("Angel", "Ant", "Youngling").
subtype = !((noun / typeWord / "target"i / "you"i / "an"i / "with"i) !word) s:$([A-Z] [a-z'-]+) { return s; }

qualifiers = q:(_ q:qualifier { return q; })* { return q; }
qualifier
  = "you control"i !word { return { controller: 'you' }; }
  / "you don't control"i !word { return { controller: 'notYou' }; }
  / ("an opponent controls"i / "your opponents control"i / "opponents control"i) !word { return { controller: 'opponent' }; }
  / "you own"i !word !(_ "or"i) { return { owner: 'you' }; }
  / "other than ~" { return { other: true }; }
  / targeted
  / singleTarget
  / attached
  / together
  / "that isn't enchanted"i !word { return { enchanted: false }; }
  // "target spell or permanent that's red or green", "… creature that's attacking or blocking": said of every alternative.
  / "that's"i _ a:colorWord _ "or"i _ b:colorWord !word { return { colors: [a, b] }; }
  / "that's"i _ c:colorWord !word { return { colors: [c] }; }
  / "that's one or more colors"i !word { return { colorless: false }; }
  / "that's attacking or blocking"i !word { return { attackingOrBlocking: true }; }
  / "that's attacking"i !word { return { attacking: true }; }
  / "that's blocking"i !word { return { blocking: true }; }
  / "on the battlefield"i !word { return {}; }
  / "an opponent owns"i !word { return { owner: 'opponent' }; }
  / "from your graveyard"i !word { return { zone: 'graveyard', owner: 'you' }; }
  / "in your graveyard"i !word { return { zone: 'graveyard', owner: 'you' }; }
  / ("from an opponent's graveyard"i / "in an opponent's graveyard"i) !word { return { zone: 'graveyard', owner: 'opponent' }; }
  / ("from a graveyard"i / "in a graveyard"i) !word { return { zone: 'graveyard' }; }
  // CR 107.3, 601.2b: X is announced before targets are chosen (601.2c), so "with mana value X" is known.
  / "with"i _ stat:stat _ "X" _ "or"i _ dir:("greater"i / "less"i / "more"i) !word
    { return { [stat]: dir.toLowerCase() === 'less' ? { atMost: 'X' } : { atLeast: 'X' } }; }
  / "with"i _ stat:stat _ "X" !word { return { [stat]: { equals: 'X' } }; }
  // CR 122.1: "with a +1/+1 counter on it", "that has a fate counter on it".
  / ("with"i / "that has"i) _ ("an"i / "a"i) _ kind:$([^ 	]+) _ "counter on it"i !word { return { counter: kind }; }
  / "with"i _ stat:stat _ n:$[0-9]+ _ "or"i _ dir:("greater"i / "less"i / "more"i) !word
    { return { [stat]: dir.toLowerCase() === 'less' ? { atMost: Number(n) } : { atLeast: Number(n) } }; }
  / "with"i _ stat:stat _ n:$[0-9]+ !word { return { [stat]: { equals: Number(n) } }; }
  / "with"i _ k:keyword !word { return { keyword: k }; }
  / "without"i _ k:keyword !word { return { notKeyword: k }; }

stat = "power"i { return 'power'; } / "toughness"i { return 'toughness'; } / ("mana value"i / "converted mana cost"i) { return 'manaValue'; }
keyword = k:$("flying"i / "first strike"i / "double strike"i / "haste"i / "hexproof"i / "shroud"i / "defender"i / "lifelink"i / "vigilance"i / "trample"i / "reach"i / "flash"i) { return k.toLowerCase(); }

word = [a-zA-Z]
_ = [ \t]+
`;
