import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The invitation link's token: the visit, its company and the window the code
 * opens the door in, signed with HMAC-SHA256 under the server's key. Nothing is
 * stored: a token proves itself, and a changed visit id, company or window
 * breaks the signature.
 */

export interface InvitationClaims {
  vid: number;
  companyId: number;
  /** First instant the code opens the door (epoch ms). */
  validFrom: number;
  /** Last instant the code and the link hold (epoch ms). */
  validUntil: number;
}

export type TokenCheck = { state: 'valid' | 'early' | 'expired'; claims: InvitationClaims } | { state: 'invalid' };

const macOf = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signInvitationToken(claims: InvitationClaims, key: string): string {
  const payload = [claims.vid, claims.companyId, claims.validFrom, claims.validUntil].join('.');
  return `${payload}.${macOf(payload, key)}`;
}

/** Reads a token: invalid when malformed or not signed with `key`; otherwise where `now` stands in its window. */
export function checkInvitationToken(token: string, key: string, now: number): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 5 || !parts.slice(0, 4).every((part) => /^\d{1,15}$/.test(part))) return { state: 'invalid' };
  const payload = parts.slice(0, 4).join('.');
  const expected = Buffer.from(macOf(payload, key));
  const given = Buffer.from(parts[4]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { state: 'invalid' };
  const [vid, companyId, validFrom, validUntil] = parts.slice(0, 4).map(Number) as [number, number, number, number];
  const claims = { vid, companyId, validFrom, validUntil };
  if (now > validUntil) return { state: 'expired', claims };
  if (now < validFrom) return { state: 'early', claims };
  return { state: 'valid', claims };
}
