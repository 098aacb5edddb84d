import { createHmac, timingSafeEqual } from 'node:crypto';
import { residentCodePattern } from '@vestibule/contract';

/*
 * What a resident's QR code holds: the resident's id and a signature over it
 * and the company, so that a typed rid finds nothing at a desk and a code of
 * another company is no code here. Nothing is stored; the key is the one
 * signed links use. A deleted resident's code still verifies but names no one.
 */

const signatureOf = (rid: string, companyId: number, key: string) =>
  createHmac('sha256', key).update(`resident.${companyId}.${rid}`).digest('base64url').slice(0, 16);

export const signResidentCode = (rid: string, companyId: number, key: string) => `R.${rid}.${signatureOf(rid, companyId, key)}`;

/** Whether the text has a resident code's shape (signed or not). */
export const looksLikeResidentCode = (code: string) => residentCodePattern.test(code);

/** The rid a resident code of this company names; undefined when it is not one or not signed for this company. */
export function residentCodeRid(code: string, companyId: number, key: string): string | undefined {
  const match = residentCodePattern.exec(code);
  if (!match) return undefined;
  const rid = match[1]!;
  const expected = Buffer.from(signatureOf(rid, companyId, key));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? rid : undefined;
}
