/*
 * Calendar days in the server's local time zone (set TZ for the site): the
 * original product compares employee validity and proxy days the same way.
 * Days are stored as YYYY-MM-DD; some calls of the original product send and
 * read YYYYMMDD, converted here and nowhere else.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The day of an instant as YYYY-MM-DD. */
export function ymdOf(instant: number): string {
  const date = new Date(instant);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "yyyy-MM-dd HH:mm:ss" of an instant, as the original product's createTime. */
export function localDateTime(instant: number): string {
  const d = new Date(instant);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A wire day YYYYMMDD as stored, YYYY-MM-DD; '' (no day) stays ''. */
export const ymdFromYmd8 = (day: string): string =>
  day.length === 8 ? `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}` : day;

/** A stored day YYYY-MM-DD as the wire's YYYYMMDD; '' (no day) stays ''. */
export const ymd8FromYmd = (day: string): string => day.replaceAll('-', '');

/** The first instant of a YYYY-MM-DD day. */
export function startOfYmd(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).getTime();
}

/** Whether YYYY-MM-DD names a real day (not 2026-02-30). */
export function isRealYmd(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parsed = new Date(year, month - 1, date);
  return parsed.getFullYear() === year && parsed.getMonth() === month - 1 && parsed.getDate() === date;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return ymdOf(new Date(year, month - 1, date + days).getTime());
}
