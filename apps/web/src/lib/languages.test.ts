import { describe, expect, it, vi } from 'vitest';
import { browserLanguage, languageOfTag, storedLanguage } from './languages';

describe('interface language', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['zh-SG', 'zh'],
    ['zh-Hans-HK', 'zh'],
    ['zh-TW', 'hk'],
    ['zh-HK', 'hk'],
    ['zh-MO', 'hk'],
    ['zh-Hant', 'hk'],
    ['zh-Hant-TW', 'hk'],
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['en-GB', 'en'],
    ['fr-FR', undefined],
    ['hk', undefined],
  ])('reads %s as %s', (tag, language) => {
    expect(languageOfTag(tag)).toBe(language);
  });

  it("takes the first of the browser's languages it speaks, else English", () => {
    expect(browserLanguage(['fr-FR', 'ja-JP', 'zh-CN'])).toBe('ja');
    expect(browserLanguage(['de-DE', 'fr-FR'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it("follows the browser until the user chooses, then keeps the user's choice", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW', 'en-US']);
    expect(storedLanguage()).toBe('hk');
    languages.mockReturnValue(['de-DE']);
    expect(storedLanguage()).toBe('en');
    localStorage.setItem('language', 'ja');
    languages.mockReturnValue(['zh-CN']);
    expect(storedLanguage()).toBe('ja');
  });
});
