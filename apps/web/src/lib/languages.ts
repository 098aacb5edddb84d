/** Interface languages (spec section 1): English is the default; hk is Traditional Chinese. */
export const languages = ['en', 'zh', 'hk', 'ja'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';
export const languageStorageKey = 'language';

/** Each language's own name, shown in the switch, and its HTML lang tag. */
export const languageNames: Record<Language, string> = { en: 'English', zh: '简体中文', hk: '繁體中文', ja: '日本語' };
export const htmlLangOf: Record<Language, string> = { en: 'en', zh: 'zh-CN', hk: 'zh-HK', ja: 'ja' };

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

// Regions that write Traditional Chinese when a tag names no script.
const traditionalRegions = new Set(['tw', 'hk', 'mo']);

/** The interface language of a browser language tag such as "zh-TW", "zh-Hant" or "ja-JP", if there is one. */
export function languageOfTag(tag: string): Language | undefined {
  const [primary = '', ...rest] = tag.toLowerCase().split(/[-_]/);
  if (primary === 'zh') {
    const script = rest.find((part) => part.length === 4);
    if (script) return script === 'hant' ? 'hk' : 'zh';
    return rest.some((part) => traditionalRegions.has(part)) ? 'hk' : 'zh';
  }
  // "hk" is this product's name for Traditional Chinese, not a language tag.
  return primary !== 'hk' && isLanguage(primary) ? primary : undefined;
}

/** The first of the browser's preferred languages the interface speaks; English when none. */
export function browserLanguage(tags: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return defaultLanguage;
}

/** The user's own choice when one was made, else the browser's language. */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : browserLanguage();
}
