/** Interface languages (spec section 1): English is the default; hk is Traditional Chinese. */
export const languages = ['en', 'zh', 'hk', 'ja'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';
export const languageStorageKey = 'language';

/** Each language's own name, shown in the switch, and its HTML lang tag. */
export const languageNames: Record<Language, string> = { en: 'English', zh: '简体中文', hk: '繁體中文', ja: '日本語' };
export const htmlLangOf: Record<Language, string> = { en: 'en', zh: 'zh-CN', hk: 'zh-HK', ja: 'ja' };

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

export function storedLanguage(): Language {
  const stored = localStorage.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : defaultLanguage;
}
