import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scramblePassword, unscramblePassword } from './legacy-password.js';

describe('legacy password scrambling', () => {
  // Astral characters are left out: like the original clients, scrambling cuts strings by UTF-16 units.
  it('unscrambles what it scrambles, for any text of the basic plane', () => {
    const basicPlane = fc.string({ unit: 'grapheme', maxLength: 64 }).filter((text) => !/[\ud800-\udfff]/.test(text));
    fc.assert(
      fc.property(basicPlane, (plain) => {
        expect(unscramblePassword(scramblePassword(plain))).toBe(plain);
      }),
      { numRuns: 500 },
    );
  });

  it('unscrambles printable passwords of every length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), (plain) => {
        expect(unscramblePassword(scramblePassword(plain))).toBe(plain);
      }),
      { numRuns: 500 },
    );
  });

  it('gives a different form each time', () => {
    const forms = new Set(Array.from({ length: 20 }, () => scramblePassword('secret-Pass1')));
    expect(forms.size).toBeGreaterThan(1);
    for (const form of forms) expect(unscramblePassword(form)).toBe('secret-Pass1');
  });

  it('keeps the plain password out of the scrambled form', () => {
    expect(scramblePassword('secret-Pass1')).not.toContain('secret');
  });

  it.each([
    ['empty', ''],
    ['too short', 'abcdefghi'],
    ['not base64 after the padding is removed', 'abcde12345!!!!'],
    ['too short once decoded', 'YWJjZ12345'],
  ])('answers null for a value that is %s', (_case, value) => {
    expect(unscramblePassword(value)).toBeNull();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (value) => {
        const plain = unscramblePassword(value);
        expect(plain === null || typeof plain === 'string').toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
