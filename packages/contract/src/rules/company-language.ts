/*
 * The language a company's mails and SMS are written in: the console's four
 * (en, zh Simplified Chinese, hk Traditional Chinese, ja). English is the
 * default, and the language of every company that never chose one.
 */

export const companyLanguages = ['en', 'zh', 'hk', 'ja'] as const;
export type CompanyLanguage = (typeof companyLanguages)[number];

export const defaultCompanyLanguage: CompanyLanguage = 'en';

export const isCompanyLanguage = (value: unknown): value is CompanyLanguage =>
  companyLanguages.includes(value as CompanyLanguage);

// Regions that write Traditional Chinese when a tag names no script.
const traditionalRegions = new Set(['tw', 'hk', 'mo']);

/**
 * The company language a value names: one of the four in any case, or a
 * language tag as browsers send it ("zh-CN", "zh-Hant", "ja-JP", "en-GB").
 * Undefined for anything else.
 */
export function companyLanguageOf(value: string): CompanyLanguage | undefined {
  const [primary = '', ...rest] = value.trim().toLowerCase().split(/[-_]/);
  if (primary === 'zh') {
    const script = rest.find((part) => part.length === 4);
    if (script) return script === 'hant' ? 'hk' : 'zh';
    return rest.some((part) => traditionalRegions.has(part)) ? 'hk' : 'zh';
  }
  if (primary === 'hk') return rest.length === 0 ? 'hk' : undefined;
  return isCompanyLanguage(primary) ? primary : undefined;
}
