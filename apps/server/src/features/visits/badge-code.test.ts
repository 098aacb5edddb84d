import { describe, expect, it } from 'vitest';
import { badgeCodeVid, looksLikeBadgeCode, signBadgeCode } from './badge-code.js';

const key = 'a'.repeat(64);

describe('badge codes', () => {
  const code = signBadgeCode(42, 10_000_001, key);

  it.each([
    ['its own code', code, 10_000_001, key, 42],
    ['another company', code, 10_000_002, key, undefined],
    ['another key', code, 10_000_001, 'b'.repeat(64), undefined],
    ['a bare visit id', '42', 10_000_001, key, undefined],
    ['another visit id under the same signature', code.replace('B.42.', 'B.43.'), 10_000_001, key, undefined],
    ['a truncated signature', code.slice(0, -1), 10_000_001, key, undefined],
  ])('%s', (_case, text, companyId, signingKey, vid) => {
    expect(badgeCodeVid(text, companyId, signingKey)).toBe(vid);
  });

  it('has a shape of its own, apart from invitation tokens and short codes', () => {
    expect(looksLikeBadgeCode(code)).toBe(true);
    expect(looksLikeBadgeCode('123456')).toBe(false);
    expect(looksLikeBadgeCode('1.2.3.4.abc')).toBe(false);
  });
});
