/**
 * CR 205.3: subtypes, as they appear on the type lines of real cards. A word at the start of
 * a sentence is capitalized whatever it is ('Historic spells', 'Face-down creature spells'),
 * so a capitalized first word is read as a subtype only if it is one of these; any other is
 * a gap, never guessed to be a subtype.
 */
export const SUBTYPES: ReadonlySet<string> = new Set([
  'Adventure', 'Advisor', 'Aetherborn', 'Ajani', 'Ally', 'Aminatou', 'Angel', 'Angrath', 'Antelope', 'Ape',
  'Arcane', 'Archer', 'Archon', 'Arlinn', 'Artificer', 'Ashiok', 'Assassin', 'Assembly-Worker', 'Atog',
  'Aura', 'Aurochs', 'Avatar', 'Azra', 'Badger', 'Bahamut', 'Barbarian', 'Bard', 'Basilisk', 'Basri', 'Bat',
  'Bear', 'Beast', 'Beholder', 'Berserker', 'Bird', 'Boar', 'Bolas', 'Bringer', 'Brushwagg', 'Calix',
  'Camel', 'Carrier', 'Cartouche', 'Cat', 'Centaur', 'Cephalid', 'Chandra', 'Chimera', 'Citizen', 'Class',
  'Cleric', 'Clue', 'Cockatrice', 'Construct', 'Coward', 'Crab', 'Crocodile', 'Curse', 'Cyclops', 'Dack',
  'Dakkon', 'Daretti', 'Dauthi', 'Davriel', 'Demigod', 'Demon', 'Desert', 'Devil', 'Dihada', 'Dinosaur',
  'Djinn', 'Dog', 'Domri', 'Dovin', 'Dragon', 'Drake', 'Drone', 'Druid', 'Dryad', 'Dwarf', 'Efreet', 'Egg',
  'Elder', 'Eldrazi', 'Elemental', 'Elephant', 'Elf', 'Elk', 'Elspeth', 'Equipment', 'Estrid', 'Eye',
  'Faerie', 'Ferret', 'Fish', 'Flagbearer', 'Forest', 'Fox', 'Freyalise', 'Frog', 'Fungus', 'Gargoyle',
  'Garruk', 'Gate', 'Giant', 'Gideon', 'Gnoll', 'Gnome', 'Goat', 'Goblin', 'God', 'Golem', 'Gorgon',
  'Gremlin', 'Griffin', 'Hag', 'Halfling', 'Harpy', 'Hellion', 'Hippo', 'Hippogriff', 'Homarid',
  'Homunculus', 'Horror', 'Horse', 'Huatli', 'Human', 'Hydra', 'Hyena', 'Illusion', 'Imp', 'Incarnation',
  'Insect', 'Island', 'Jace', 'Jackal', 'Jaya', 'Jellyfish', 'Jeska', 'Juggernaut', 'Karn', 'Kasmina',
  'Kavu', 'Kaya', 'Kiora', 'Kirin', 'Kithkin', 'Knight', 'Kobold', 'Kor', 'Koth', 'Kraken', 'Lair', 'Lamia',
  'Lammasu', 'Leech', 'Lesson', 'Leviathan', 'Lhurgoyf', 'Licid', 'Liliana', 'Lizard', 'Locus', 'Manticore',
  'Masticore', 'Mercenary', 'Merfolk', 'Metathran', 'Mine', 'Minion', 'Minotaur', 'Mole', 'Mongoose', 'Monk',
  'Monkey', 'Moonfolk', 'Mordenkainen', 'Mountain', 'Mutant', 'Myr', 'Mystic', 'Naga', 'Nahiri', 'Narset',
  'Nephilim', 'Nightmare', 'Nightstalker', 'Ninja', 'Nissa', 'Nixilis', 'Noble', 'Noggle', 'Nomad', 'Nymph',
  'Octopus', 'Ogre', 'Oko', 'Ooze', 'Orc', 'Orgg', 'Otter', 'Ouphe', 'Ox', 'Oyster', 'Pangolin', 'Peasant',
  'Pegasus', 'Pest', 'Phelddagrif', 'Phoenix', 'Phyrexian', 'Pilot', 'Pirate', 'Plains', 'Plant',
  'Power-Plant', 'Praetor', 'Processor', 'Rabbit', 'Ral', 'Ranger', 'Rat', 'Rebel', 'Reflection', 'Rhino',
  'Rigger', 'Rogue', 'Rowan', 'Rune', 'Saga', 'Saheeli', 'Salamander', 'Samurai', 'Samut', 'Sarkhan',
  'Satyr', 'Scarecrow', 'Scorpion', 'Scout', 'Serpent', 'Shade', 'Shaman', 'Shapeshifter', 'Shark', 'Shrine',
  'Siren', 'Skeleton', 'Slith', 'Sliver', 'Slug', 'Snake', 'Soldier', 'Soltari', 'Sorin', 'Spawn', 'Specter',
  'Spellshaper', 'Sphinx', 'Spider', 'Spike', 'Spirit', 'Sponge', 'Squid', 'Squirrel', 'Starfish',
  'Surrakar', 'Swamp', 'Tamiyo', 'Teferi', 'Tezzeret', 'Thalakos', 'Thopter', 'Thrull', 'Tibalt', 'Tiefling',
  'Tower', 'Trap', 'Treasure', 'Treefolk', 'Trilobite', 'Troll', 'Turtle', 'Ugin', 'Unicorn', "Urza's",
  'Vampire', 'Vedalken', 'Vehicle', 'Viashino', 'Vivien', 'Volver', 'Vraska', 'Wall', 'Warlock', 'Warrior',
  'Weird', 'Werewolf', 'Whale', 'Will', 'Wizard', 'Wolf', 'Wolverine', 'Worm', 'Wraith', 'Wurm', 'Yanggu',
  'Yanling', 'Yeti', 'Zombie', 'Zubera',
]);
