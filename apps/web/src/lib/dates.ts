import i18next from 'i18next';
import { htmlLangOf, isLanguage } from './languages';

/** A calendar day in the interface language's long form, e.g. "January 15, 2025" or "2025年1月15日". */
export const formatDay = (epochMs: number): string =>
  new Intl.DateTimeFormat(isLanguage(i18next.language) ? htmlLangOf[i18next.language] : undefined, {
    dateStyle: 'long',
  }).format(epochMs);
