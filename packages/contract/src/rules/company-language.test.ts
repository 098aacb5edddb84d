import { describe, expect, it } from 'vitest';
import { companyLanguageOf } from './company-language.js';

describe('companyLanguageOf', () => {
  it.each([
    ['en', 'en'],
    ['ZH', 'zh'],
    [' hk ', 'hk'],
    ['ja', 'ja'],
    ['en-GB', 'en'],
    ['zh-CN', 'zh'],
    ['zh-Hans-HK', 'zh'],
    ['zh_TW', 'hk'],
    ['zh-HK', 'hk'],
    ['zh-Hant', 'hk'],
    ['ja-JP', 'ja'],
    ['fr-FR', undefined],
    ['hk-HK', undefined],
    ['', undefined],
  ])('reads %j as %s', (value, language) => {
    expect(companyLanguageOf(value)).toBe(language);
  });
});
