import { randomBytes } from 'node:crypto';

/*
 * The original clients scramble the password of the five login calls
 * (api-facts.md section 2.2). Only the legacy edge sees this form.
 */

const randomChars = (count: number) => randomBytes(count).toString('base64url').slice(0, count);

export function scramblePassword(plain: string): string {
  const padded = plain.slice(0, 3) + randomChars(5) + plain.slice(3);
  const encoded = Buffer.from([...padded].reverse().join(''), 'utf8').toString('base64');
  return encoded.slice(0, 5) + randomChars(5) + encoded.slice(5);
}

/** Undoes scramblePassword; null when the value is not in that form. */
export function unscramblePassword(scrambled: string): string | null {
  if (scrambled.length < 10) return null;
  const encoded = scrambled.slice(0, 5) + scrambled.slice(10);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) return null;
  const padded = [...Buffer.from(encoded, 'base64').toString('utf8')].reverse().join('');
  if (padded.length < 5) return null;
  // Passwords shorter than 3 characters had the 5 random ones appended, not inserted at 3.
  const head = Math.min(3, padded.length - 5);
  return padded.slice(0, head) + padded.slice(head + 5);
}
