import { createHmac, timingSafeEqual } from 'node:crypto';
import { badgeCodePattern } from '@vestibule/contract/patterns';

/*
 * What a badge's QR code holds: the visit id and a signature over it and the
 * company, so that a visit id typed at a tablet finds nothing and a badge of
 * another company is no badge here. Nothing is stored; the key is the one
 * signed links use.
 */

const signatureOf = (vid: number, companyId: number, key: string) =>
  createHmac('sha256', key).update(`badge.${companyId}.${vid}`).digest('base64url').slice(0, 16);

export const signBadgeCode = (vid: number, companyId: number, key: string) => `B.${vid}.${signatureOf(vid, companyId, key)}`;

/** Whether the text has a badge code's shape (signed or not). */
export const looksLikeBadgeCode = (code: string) => badgeCodePattern.test(code);

/** The visit a badge code of this company names; undefined when it is not one or not signed for this company. */
export function badgeCodeVid(code: string, companyId: number, key: string): number | undefined {
  const match = badgeCodePattern.exec(code);
  if (!match) return undefined;
  const vid = Number(match[1]);
  const expected = Buffer.from(signatureOf(vid, companyId, key));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? vid : undefined;
}
