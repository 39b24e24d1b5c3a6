/**
 * CR 601.3, 602.5b: an "only if" condition in the words of a refusal (describeOnlyIf), worked
 * out once for each condition and name. One condition may be shared (a granted ability's, held
 * by permanents of many names): each is named in its own words.
 */
import { describe, expect, it } from 'vitest';
import { describeOnlyIf } from '../src/cards/describe.js';
import { onlyIfSchema, type OnlyIf } from '../src/cards/only-if.js';

describe('602.5b: a condition in words', () => {
  it('602.5b: one condition read for two cards names each, the second time too', () => {
    const attacking: OnlyIf = onlyIfSchema.parse({ self: 'attacking' });
    expect(describeOnlyIf(attacking, 'Goblin Lookout')).toBe('Goblin Lookout is attacking');
    expect(describeOnlyIf(attacking, 'Mogg Fanatic')).toBe('Mogg Fanatic is attacking');
    expect(describeOnlyIf(attacking, 'Goblin Lookout')).toBe('Goblin Lookout is attacking');
  });

  it('602.5b: "you control a creature with power 4 or greater" (Bonders\' Enclave), and each part of a condition of several', () => {
    const power = onlyIfSchema.parse({ objects: { types: ['Creature'], controller: 'you', power: { atLeast: 4 } }, atLeast: 1 });
    const words = describeOnlyIf(power, "Bonders' Enclave");
    expect(words).toContain('creature you control with power 4 or greater');
    expect(describeOnlyIf(onlyIfSchema.parse({ allOf: [{ self: 'attacking' }, { turn: 'yours' }] }), 'Goblin Lookout')).toBe("Goblin Lookout is attacking and it is its player's turn");
  });
});
