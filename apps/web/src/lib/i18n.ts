import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLangOf, type Language, languages, languageStorageKey, storedLanguage } from './languages';

/*
 * i18next with one JSON file per language and area (src/locales/<lang>/<area>.json),
 * fetched when a page or screen first needs the area. Pages that use antd
 * add a loader so antd's and dayjs's locales follow the language.
 */

type ResourceModule = { default: Record<string, unknown> };

const resourceFiles = import.meta.glob<ResourceModule>('../locales/*/*.json');

const localeFileBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = resourceFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

type LanguageLoader = (language: Language) => Promise<void>;
const languageLoaders: LanguageLoader[] = [];

/** Runs with every language change, before the new texts show (antd and dayjs locales). */
export function addLanguageLoader(loader: LanguageLoader): void {
  languageLoaders.push(loader);
}

/** Starts i18next in the stored language with the areas the page shows first; pages render after it resolves. */
export async function initI18n(namespaces: string[]): Promise<void> {
  const language = storedLanguage();
  await Promise.all(languageLoaders.map((load) => load(language)));
  await i18next
    .use(localeFileBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...languages],
      ns: ['common', 'codes', ...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = htmlLangOf[language];
}

/** Switches language everywhere on the page and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(languageStorageKey, language);
  await Promise.all(languageLoaders.map((load) => load(language)));
  await i18next.changeLanguage(language);
  document.documentElement.lang = htmlLangOf[language];
}

/** A translation outside React (the API client's toasts). */
export const translate = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options ?? {});

export const hasTranslation = (key: string): boolean => i18next.exists(key);
