import { describe, expect, it } from 'vitest';
import { byteSizeText, uploadLimitBytes } from './limits.js';

describe('byteSizeText', () => {
  it('says sizes as people read them', () => {
    expect(byteSizeText(uploadLimitBytes)).toBe('5 MB');
    expect([1.5 * 1024 * 1024, 200 * 1024, 2000, 900].map(byteSizeText)).toEqual(['1.5 MB', '200 KB', '2 KB', '900 bytes']);
  });
});
