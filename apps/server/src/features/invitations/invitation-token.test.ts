import { describe, expect, it } from 'vitest';
import { checkInvitationToken, type InvitationClaims, signInvitationToken } from './invitation-token.js';

const key = 'k'.repeat(32);
const day = 86_400_000;
const start = Date.UTC(2026, 10, 25, 0, 0, 0);
/** qrcodeType 1: the appointment day only. */
const oneDay: InvitationClaims = { vid: 7, companyId: 3, validFrom: start, validUntil: start + day - 1 };
const token = signInvitationToken(oneDay, key);
const swapPart = (index: number, value: string) =>
  token
    .split('.')
    .map((part, at) => (at === index ? value : part))
    .join('.');

describe('invitation token', () => {
  it.each([
    ['valid inside the window', token, start + 3_600_000, 'valid'],
    ['before the window (qrcodeType 1)', token, start - 1, 'early'],
    ['expired after the window', token, start + day, 'expired'],
    ['another visit id', swapPart(0, '8'), start + 1, 'invalid'],
    ['another company', swapPart(1, '4'), start + 1, 'invalid'],
    ['a stretched window', swapPart(3, String(start + 10 * day)), start + 1, 'invalid'],
    ['a tampered signature', swapPart(4, `${token.split('.')[4]!.slice(0, -1)}A`), start + 1, 'invalid'],
    ['signed with another key', signInvitationToken(oneDay, 'x'.repeat(32)), start + 1, 'invalid'],
    ['malformed', 'not-a-token', start + 1, 'invalid'],
    ['a missing part', token.split('.').slice(1).join('.'), start + 1, 'invalid'],
  ])('%s', (_name, given, now, state) => {
    expect(checkInvitationToken(given, key, now).state).toBe(state);
  });

  it('gives back the claims it was signed with', () => {
    expect(checkInvitationToken(token, key, start + 1)).toEqual({ state: 'valid', claims: oneDay });
  });
});
