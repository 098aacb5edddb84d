import { type CompanyLanguage, companyLanguageOf, defaultCompanyLanguage } from '@vestibule/contract';

/*
 * The language of what the server writes to people for a company (mails, SMS,
 * notices), and its dates as that language writes them. Times are the site's
 * wall clock (the server's TZ), like every calendar day of the product.
 */

/** The language a company's stored setting names; English when it names none. */
export const mailLanguageOf = (stored: string | null | undefined): CompanyLanguage =>
  (stored ? companyLanguageOf(stored) : undefined) ?? defaultCompanyLanguage;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant to the minute: "2026-11-21 09:42" in English, "2026年11月21日 09:42" in Chinese and Japanese. */
export function writtenTime(instant: number, language: CompanyLanguage): string {
  const date = new Date(instant);
  const [year, month, day] = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  const clock = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return language === 'en' ? `${year}-${pad(month)}-${pad(day)} ${clock}` : `${year}年${month}月${day}日 ${clock}`;
}
