/**
 * The cards the benchmark's boards use beyond the built-in library (boards.ts).
 */
import { BUILT_IN_CARDS, createCardLibrary, type CardLibrary } from '../../src/cards/library.js';

/**
 * The built-in cards and real cards the benchmark needs that the library lacks: Mox Opal,
 * whose mana ability counts its controller's artifacts (CR 602.5b, 605.1a), Aven Archer,
 * whose ability targets an attacking or blocking creature, of which there is none outside
 * combat (CR 601.2c, 115.1), and two lands whose abilities tap themselves beside a payment from
 * the others (CR 602.2b): Bonders' Enclave, activated only if its controller has a creature with
 * power 4 or greater (CR 602.5b), and Rath's Edge, which sacrifices a land (CR 601.2h); and two
 * mana sources that are used up: Geothermal Crevice, whose {T} makes {R} or, sacrificed, {B}{G}
 * (two ways that exclude each other, CR 605), and Satyr Hedonist, which costs {R} and is
 * sacrificed for {R}{R}{R} (CR 605.3b), and Astrolabe, sacrificed with {1} for two mana of one
 * colour it chooses (CR 106.1b, 605.3b); and Postmortem Lunge, whose target is a creature card
 * with mana value X in its caster's graveyard (CR 107.3, 601.2c); and Copper-Leaf Angel, whose ability sacrifices X lands
 * (CR 107.3, 601.2h: its X prompt's largest X is how many lands its controller has); and two
 * that watch what a payment does (CR 603.2): Mesmeric Orb, which watches every permanent that
 * becomes untapped (701.26), and Herd Baloth, the +1/+1 counters put on it (122.6); and two
 * cast from a graveyard (CR 601.3): Ray of Revelation (flashback, 702.34a) and Flame Jab
 * (retrace, 702.81a), and Crawl from the Cellar, whose target is a creature card in its caster's
 * graveyard (flashback), Underworld Rage-Hound, whose escape exiles three other cards from there
 * (702.138a), and Prismatic Strands, whose flashback taps a white creature; Furnace Dragon
 * (affinity for artifacts, CR 702.41a) and Tormented Thoughts (an additional cost that sacrifices
 * a creature, 118.8), cast from a hand, and so Eternal Isolation (a target creature with power 4
 * or greater, 601.2c) and Lethargy Trap ("if three or more creatures are attacking", 118.9), and
 * Incriminate and Run Away Together (two target creatures controlled by the same player, by
 * different players: 601.2c); and Deepfire Elemental, whose ability's target is bound by its X (CR 107.3,
 * 601.2c); and Hamlet Vanguard, whose ward triggers when it becomes the target of an opponent's
 * spell (CR 702.21a, 603.2), and Diffusion Sliver, which watches every Sliver its controller
 * controls. Their Oracle text, as the importer reads it.
 */
export const WITH_BENCH_CARDS: CardLibrary = createCardLibrary(
  [
    {
      name: 'Mox Opal',
      manaCost: '{0}',
      supertypes: ['Legendary'],
      types: ['Artifact'],
      manaAbilities: [
        {
          cost: [{ kind: 'tapSelf' }],
          produces: { types: ['W', 'U', 'B', 'R', 'G'] },
          onlyIf: { count: { zone: 'battlefield', controller: 'you', what: { types: ['Artifact'] } }, atLeast: 3 },
        },
      ],
      text: 'Metalcraft — {T}: Add one mana of any color. Activate only if you control three or more artifacts.',
    },
    {
      name: 'Aven Archer',
      manaCost: '{3}{W}{W}',
      types: ['Creature'],
      subtypes: ['Bird', 'Soldier', 'Archer'],
      power: 2,
      toughness: 2,
      keywords: ['flying'],
      abilities: [
        {
          cost: [{ kind: 'mana', mana: '{2}{W}' }, { kind: 'tapSelf' }],
          targets: [{ what: { types: ['Creature'], attackingOrBlocking: true } }],
          text: '{2}{W}, {T}: Aven Archer deals 2 damage to target attacking or blocking creature.',
        },
      ],
      text: 'Flying\n{2}{W}, {T}: Aven Archer deals 2 damage to target attacking or blocking creature.',
    },
    {
      name: "Bonders' Enclave",
      types: ['Land'],
      manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['C'] } }],
      abilities: [
        {
          cost: [{ kind: 'mana', mana: '{3}' }, { kind: 'tapSelf' }],
          onlyIf: { objects: { types: ['Creature'], power: { atLeast: 4 }, controller: 'you' }, atLeast: 1 },
          text: '{3}, {T}: Draw a card. Activate only if you control a creature with power 4 or greater.',
        },
      ],
      text: '{T}: Add {C}.\n{3}, {T}: Draw a card. Activate only if you control a creature with power 4 or greater.',
    },
    {
      name: "Rath's Edge",
      supertypes: ['Legendary'],
      types: ['Land'],
      manaAbilities: [{ cost: [{ kind: 'tapSelf' }], produces: { types: ['C'] } }],
      abilities: [
        {
          cost: [{ kind: 'mana', mana: '{4}' }, { kind: 'tapSelf' }, { kind: 'sacrifice', what: { types: ['Land'] }, count: 1 }],
          targets: [{ what: 'any' }],
          text: "{4}, {T}, Sacrifice a land: Rath's Edge deals 1 damage to any target.",
        },
      ],
      text: "{T}: Add {C}.\n{4}, {T}, Sacrifice a land: Rath's Edge deals 1 damage to any target.",
    },
    {
      name: 'Geothermal Crevice',
      types: ['Land'],
      manaAbilities: [
        { cost: [{ kind: 'tapSelf' }], produces: { types: ['R'], amount: 1 } },
        { cost: [{ kind: 'tapSelf' }, { kind: 'sacrificeSelf' }], produces: { mana: '{B}{G}' } },
      ],
      text: 'Geothermal Crevice enters tapped.\n{T}: Add {R}.\n{T}, Sacrifice Geothermal Crevice: Add {B}{G}.',
    },
    {
      name: 'Satyr Hedonist',
      manaCost: '{1}{G}',
      types: ['Creature'],
      subtypes: ['Satyr'],
      power: 2,
      toughness: 1,
      manaAbilities: [{ cost: [{ kind: 'mana', mana: '{R}' }, { kind: 'sacrificeSelf' }], produces: { types: ['R'], amount: 3 } }],
      text: '{R}, Sacrifice Satyr Hedonist: Add {R}{R}{R}.',
    },
    {
      name: 'Astrolabe',
      manaCost: '{3}',
      types: ['Artifact'],
      manaAbilities: [
        {
          cost: [{ kind: 'mana', mana: '{1}' }, { kind: 'tapSelf' }, { kind: 'sacrificeSelf' }],
          produces: { types: ['W', 'U', 'B', 'R', 'G'], amount: 2 },
          otherEffect: "Draw a card at the beginning of the next turn's upkeep.",
        },
      ],
      text: "{1}, {T}, Sacrifice Astrolabe: Add two mana of any one color. Draw a card at the beginning of the next turn's upkeep.",
    },
    {
      name: 'Postmortem Lunge',
      manaCost: '{X}{B/P}',
      types: ['Sorcery'],
      targets: [{ what: { types: ['Creature'], manaValue: { equals: 'X' }, zone: 'graveyard', owner: 'you' }, count: 1 }],
      text: 'Return target creature card with mana value X from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step.',
    },
    {
      name: 'Copper-Leaf Angel',
      manaCost: '{5}',
      types: ['Artifact', 'Creature'],
      subtypes: ['Angel'],
      power: 2,
      toughness: 2,
      keywords: ['flying'],
      abilities: [{ cost: [{ kind: 'tapSelf' }, { kind: 'sacrifice', what: { types: ['Land'] }, count: 'X' }], text: 'Put X +1/+1 counters on ~.' }],
      text: 'Flying\n{T}, Sacrifice X lands: Put X +1/+1 counters on Copper-Leaf Angel.',
    },
    {
      name: 'Mesmeric Orb',
      manaCost: '{2}',
      types: ['Artifact'],
      triggers: [{ on: 'becomesUntapped', permanents: {}, text: "Whenever a permanent becomes untapped, that permanent's controller mills a card." }],
      text: "Whenever a permanent becomes untapped, that permanent's controller mills a card.",
    },
    {
      name: 'Herd Baloth',
      manaCost: '{3}{G}{G}',
      types: ['Creature'],
      subtypes: ['Beast'],
      power: 4,
      toughness: 4,
      triggers: [{ on: 'counters', action: 'put', counter: '+1/+1', self: true, oneOrMore: true, text: 'Whenever one or more +1/+1 counters are put on ~, you may create a 4/4 green Beast creature token.' }],
      text: 'Whenever one or more +1/+1 counters are put on Herd Baloth, you may create a 4/4 green Beast creature token.',
    },
    {
      name: 'Ray of Revelation',
      manaCost: '{1}{W}',
      types: ['Instant'],
      targets: [{ what: { types: ['Enchantment'] }, count: 1 }],
      alternativeCosts: [{ name: 'flashback', from: 'graveyard', cost: [{ kind: 'mana', mana: '{G}' }] }],
      text: 'Destroy target enchantment.\nFlashback {G}',
    },
    {
      name: 'Crawl from the Cellar',
      manaCost: '{B}',
      types: ['Sorcery'],
      targets: [{ what: { types: ['Creature'], zone: 'graveyard', owner: 'you' }, count: 1 }, { what: { subtypes: ['Zombie'], controller: 'you' }, min: 0, max: 1 }],
      alternativeCosts: [{ name: 'flashback', from: 'graveyard', cost: [{ kind: 'mana', mana: '{3}{B}' }] }],
      text: 'Return target creature card from your graveyard to your hand. Put a +1/+1 counter on up to one target Zombie you control.\nFlashback {3}{B}',
    },
    {
      name: 'Underworld Rage-Hound',
      manaCost: '{1}{R}',
      types: ['Creature'],
      subtypes: ['Elemental', 'Dog'],
      power: 3,
      toughness: 1,
      alternativeCosts: [{ name: 'escape', from: 'graveyard', cost: [{ kind: 'mana', mana: '{3}{R}' }, { kind: 'exile', from: 'graveyard', what: {}, count: 3 }] }],
      text: 'Underworld Rage-Hound attacks each combat if able.\nEscape—{3}{R}, Exile three other cards from your graveyard.\nUnderworld Rage-Hound escapes with a +1/+1 counter on it.',
    },
    {
      name: 'Prismatic Strands',
      manaCost: '{2}{W}',
      types: ['Instant'],
      alternativeCosts: [{ name: 'flashback', from: 'graveyard', cost: [{ kind: 'tap', what: { colors: ['W'], types: ['Creature'] }, count: 1 }] }],
      text: 'Prevent all damage that sources of the color of your choice would deal this turn.\nFlashback—Tap an untapped white creature you control.',
    },
    {
      name: 'Furnace Dragon',
      manaCost: '{6}{R}{R}{R}',
      types: ['Creature'],
      subtypes: ['Dragon'],
      power: 5,
      toughness: 5,
      keywords: ['flying'],
      selfCostChanges: [{ kind: 'affinity', for: { types: ['Artifact'] } }],
      text: 'Affinity for artifacts\nFlying\nWhen Furnace Dragon enters, if you cast it from your hand, exile all artifacts.',
    },
    {
      name: 'Tormented Thoughts',
      manaCost: '{2}{B}',
      types: ['Sorcery'],
      targets: [{ what: { player: 'any' }, count: 1 }],
      additionalCosts: [{ kind: 'sacrifice', what: { types: ['Creature'] }, count: 1 }],
      text: "As an additional cost to cast this spell, sacrifice a creature.\nTarget player discards a number of cards equal to the sacrificed creature's power.",
    },
    {
      name: 'Eternal Isolation',
      manaCost: '{1}{W}',
      types: ['Sorcery'],
      targets: [{ what: { types: ['Creature'], power: { atLeast: 4 } }, count: 1 }],
      text: "Put target creature with power 4 or greater on the bottom of its owner's library.",
    },
    {
      name: 'Lethargy Trap',
      manaCost: '{3}{U}',
      types: ['Instant'],
      subtypes: ['Trap'],
      alternativeCosts: [{ name: 'Lethargy Trap', cost: [{ kind: 'mana', mana: '{U}' }], onlyIf: { objects: { attacking: true, types: ['Creature'] }, atLeast: 3 } }],
      text: "If three or more creatures are attacking, you may pay {U} rather than pay this spell's mana cost.\nAttacking creatures get -3/-0 until end of turn.",
    },
    {
      name: 'Incriminate',
      manaCost: '{1}{B}',
      types: ['Sorcery'],
      targets: [{ what: { types: ['Creature'] }, count: 2, together: 'sameController' }],
      text: 'Choose two target creatures controlled by the same player. That player sacrifices one of them.',
    },
    {
      name: 'Run Away Together',
      manaCost: '{1}{U}',
      types: ['Instant'],
      targets: [{ what: { types: ['Creature'] }, count: 2, together: 'differentControllers' }],
      text: "Choose two target creatures controlled by different players. Return those creatures to their owners' hands.",
    },
    {
      name: 'Flame Jab',
      manaCost: '{R}',
      types: ['Sorcery'],
      targets: [{ what: 'any', count: 1 }],
      castFromGraveyard: { name: 'retrace', cost: [{ kind: 'discard', what: { types: ['Land'] } }] },
      text: 'Flame Jab deals 1 damage to any target.\nRetrace',
    },
    {
      name: 'Deepfire Elemental',
      manaCost: '{4}{B}{R}',
      types: ['Creature'],
      subtypes: ['Elemental'],
      power: 4,
      toughness: 4,
      abilities: [
        {
          cost: [{ kind: 'mana', mana: '{X}{X}{1}' }],
          targets: [{ what: { types: ['Artifact', 'Creature'], manaValue: { equals: 'X' } }, count: 1 }],
          text: 'Destroy target artifact or creature with mana value X.',
        },
      ],
      text: '{X}{X}{1}: Destroy target artifact or creature with mana value X.',
    },
    {
      name: 'Hamlet Vanguard',
      manaCost: '{2}{G}',
      types: ['Creature'],
      subtypes: ['Human', 'Warrior'],
      power: 1,
      toughness: 1,
      triggers: [{ on: 'becomesTarget', by: 'opponents', text: 'Ward {2}: counter that spell or ability unless its controller pays the ward cost.' }],
      text: 'Ward {2} Hamlet Vanguard enters with two +1/+1 counters on it for each other nontoken Human you control.',
    },
    {
      name: 'Diffusion Sliver',
      manaCost: '{1}{U}',
      types: ['Creature'],
      subtypes: ['Sliver'],
      power: 1,
      toughness: 1,
      triggers: [
        {
          on: 'becomesTarget',
          by: 'opponents',
          permanents: { subtypes: ['Sliver'], types: ['Creature'], controller: 'you' },
          text: 'Whenever a Sliver creature you control becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {2}.',
        },
      ],
      text: 'Whenever a Sliver creature you control becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {2}.',
    },
  ],
  BUILT_IN_CARDS,
);
