import { describe, expect, it } from 'vitest';
import { blacklistRefusesAt } from './blacklist-gates.js';

describe('blacklistRefusesAt', () => {
  it.each<[string, string | undefined, boolean]>([
    // An entry without gates refuses everywhere.
    ['', '7', true],
    ['', undefined, true],
    [' , ', '7', true],
    // An unknown gate refuses: an invitation in the console, an old tablet.
    ['7', undefined, true],
    ['7', '', true],
    ['7', 'North', true],
    // The desk's gate among the entry's.
    ['7', '7', true],
    ['7,8', '8', true],
    [' 7 , 8 ', '08', true],
    ['7', '3,7', true],
    // The desk names gates, none of them the entry's.
    ['7', '8', false],
    ['7,9', '8,10', false],
    ['North', '8', true],
  ])('an entry at gates %j, a desk at %j: refuses %s', (entryGids, deskGids, refuses) => {
    expect(blacklistRefusesAt(entryGids, deskGids)).toBe(refuses);
  });
});
