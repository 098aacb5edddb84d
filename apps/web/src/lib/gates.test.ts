import { describe, expect, it } from 'vitest';
import { gateNames, gidParts } from './gates';

const gates = [
  { gid: 7, gname: 'North gate' },
  { gid: 8, gname: 'South gate' },
];

describe('gid texts', () => {
  it('splits a gid text into its parts, without blanks', () => {
    expect(gidParts(' 7, 8,,North ')).toEqual(['7', '8', 'North']);
    expect(gidParts('')).toEqual([]);
  });

  it("reads gate ids as their gates' names and free text as it is", () => {
    expect(gateNames('7,8', gates)).toBe('North gate, South gate');
    expect(gateNames('North,8,99', gates)).toBe('North, South gate, 99');
    expect(gateNames('', gates)).toBe('');
  });
});
