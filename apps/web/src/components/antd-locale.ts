import type { Locale } from 'antd/es/locale';
import { addLanguageLoader } from '../lib/i18n';
import type { Language } from '../lib/languages';

/* antd's and dayjs's locales follow the interface language on pages built with antd. */

const antdLocales: Record<Language, () => Promise<Locale | undefined>> = {
  // antd's built-in texts are en_US already.
  en: async () => undefined,
  zh: () => import('antd/es/locale/zh_CN').then((module) => module.default),
  hk: () => import('antd/es/locale/zh_HK').then((module) => module.default),
  ja: () => import('antd/es/locale/ja_JP').then((module) => module.default),
};

const dayjsLocales: Record<Language, () => Promise<string>> = {
  en: async () => 'en',
  zh: () => import('dayjs/locale/zh-cn').then(() => 'zh-cn'),
  hk: () => import('dayjs/locale/zh-hk').then(() => 'zh-hk'),
  ja: () => import('dayjs/locale/ja').then(() => 'ja'),
};

// English is dayjs's own locale: until another language is chosen, dayjs loads with the first page that uses it.
let dayjsLocalized = false;

async function followInDayjs(language: Language): Promise<void> {
  if (language === 'en' && !dayjsLocalized) return;
  const [{ default: dayjs }, locale] = await Promise.all([import('dayjs'), dayjsLocales[language]()]);
  dayjs.locale(locale);
  dayjsLocalized = language !== 'en';
}

let current: Locale | undefined;
const listeners = new Set<() => void>();

addLanguageLoader(async (language) => {
  const [locale] = await Promise.all([antdLocales[language](), followInDayjs(language)]);
  current = locale;
  for (const listener of listeners) listener();
});

export const currentAntdLocale = (): Locale | undefined => current;

export function onAntdLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
