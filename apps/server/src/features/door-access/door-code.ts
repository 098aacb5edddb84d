import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A visit's door code: its company, visit, window and door groups, signed with
 * HMAC-SHA256 under the company's door key (not the server's signing key), so
 * a reader holding that key decides it without asking the server.
 * D.<company>.<vid>.<validFrom>.<validUntil>.<egid-egid…>.<mac>
 */

export interface DoorClaims {
  companyId: number;
  vid: number;
  validFrom: number;
  validUntil: number;
  egids: number[];
}

const prefix = 'D';
const macOf = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signDoorCode(claims: DoorClaims, key: string): string {
  const payload = [prefix, claims.companyId, claims.vid, claims.validFrom, claims.validUntil, claims.egids.join('-')].join('.');
  return `${payload}.${macOf(payload, key)}`;
}

/** Whether the text has a door code's shape, signed or not. */
export const looksLikeDoorCode = (code: string) =>
  /^D\.\d{1,10}\.\d{1,10}\.\d{1,15}\.\d{1,15}\.[\d-]{0,500}\.[\w-]{43}$/.test(code);

/** The company a door code claims, before its signature is checked (which needs that company's key). */
export const claimedCompany = (code: string) => Number(code.split('.')[1]);

/** The claims of a door code signed with `key`; undefined when it is not one or was not signed with it. */
export function readDoorCode(code: string, key: string): DoorClaims | undefined {
  if (!looksLikeDoorCode(code)) return undefined;
  const cut = code.lastIndexOf('.');
  const payload = code.slice(0, cut);
  const expected = Buffer.from(macOf(payload, key));
  const given = Buffer.from(code.slice(cut + 1));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [, companyId, vid, validFrom, validUntil, egids] = payload.split('.') as [string, string, string, string, string, string];
  return {
    companyId: Number(companyId),
    vid: Number(vid),
    validFrom: Number(validFrom),
    validUntil: Number(validUntil),
    egids: egids === '' ? [] : egids.split('-').filter(Boolean).map(Number),
  };
}
