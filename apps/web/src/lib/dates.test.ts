import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from './dates';

describe('formatDay', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it.each([
    ['en', 'January 15, 2025'],
    ['zh', '2025年1月15日'],
    ['hk', '2025年1月15日'],
    ['ja', '2025年1月15日'],
  ])('writes a day in the long form of %s', async (language, expected) => {
    await i18next.changeLanguage(language);
    expect(formatDay(new Date(2025, 0, 15, 12).getTime())).toBe(expected);
  });
});
