import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLangOf, type Language, languages, languageStorageKey, storedLanguage } from './languages';

/*
 * i18next with one JSON file per language and area (src/locales/<lang>/<area>.json),
 * fetched when a page or screen first needs the area. Pages that use antd
 * add a loader so antd's and dayjs's locales follow the language.
 */

type ResourceModule = { default: Record<string, unknown> };
type TextFiles = Record<string, () => Promise<ResourceModule>>;

// Each language lists its files in a module of its own (src/locales/<lang>/text-files.ts), fetched with the
// language's first area: one list of every language's files would weigh on every page's first load, by four
// entries for each new area.
const languageFiles = import.meta.glob<TextFiles>('../locales/*/text-files.ts', { import: 'textFiles' });

async function loadTexts(language: string, namespace: string): Promise<ResourceModule> {
  const files = await languageFiles[`../locales/${language}/text-files.ts`]?.();
  const load = files?.[`./${namespace}.json`];
  if (!load) throw new Error(`No texts for ${language}/${namespace}`);
  return load();
}

const localeFileBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadTexts(language, namespace).then(
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
      // The status codes' texts load with the first failure (api-client.ts): most visits show none.
      ns: ['common', ...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = htmlLangOf[language];
}

/** Loads areas of texts the page did not start with. */
export const loadNamespaces = (...namespaces: string[]): Promise<void> => i18next.loadNamespaces(namespaces);

/** Switches language everywhere on the page and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(languageStorageKey, language);
  await Promise.all(languageLoaders.map((load) => load(language)));
  await i18next.changeLanguage(language);
  document.documentElement.lang = htmlLangOf[language];
}

/** A translation outside React (the API client's toasts). */
export const translate = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options ?? {});

export const hasTranslation = (key: string, options?: Record<string, unknown>): boolean => i18next.exists(key, options);
