import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-harness.js';
import { sha256 } from './crypto.js';
import {
  bindSecret,
  findSecret,
  invalidateSecretsOf,
  isLive,
  issueSecret,
  latestSecretOf,
  purgeSecrets,
  secretMatches,
  spendSecret,
} from './secrets.js';

const t = useTestApp();

const minute = 60_000;
const db = () => t.ctx.database.db;
let sequence = 0;
const unique = (label: string) => `${label}-${Date.now()}-${sequence++}`;

describe(`single-use secrets (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('keeps a token only as its SHA-256, and finds it by the token', async () => {
    const token = unique('token');
    await issueSecret(db(), 'password-reset', token, {
      subject: 'manager:1',
      payload: {},
      now: t.clock.now(),
      lifetimeMs: minute,
    });
    const rows = await db().selectFrom('singleUseSecret').selectAll().where('subject', '=', 'manager:1').execute();
    expect(rows.map((row) => row.secretHash)).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const found = await findSecret(db(), 'password-reset', token);
    expect(found).toMatchObject({ subject: 'manager:1', usedAt: null });
    expect(await findSecret(db(), 'download', token)).toBeUndefined();
  });

  it('keeps a short code only as an argon2id hash, found by whom it was sent to', async () => {
    const phone = unique('phone');
    await issueSecret(db(), 'sms-code', '123456', { subject: phone, payload: {}, now: t.clock.now(), lifetimeMs: minute });
    const rows = await db().selectFrom('singleUseSecret').selectAll().where('subject', '=', phone).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.secretHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(rows)).not.toContain('123456');
    const sent = await latestSecretOf(db(), 'sms-code', phone);
    if (!sent) throw new Error('no code');
    expect(await secretMatches(sent, '123456')).toBe(true);
    expect(await secretMatches(sent, '123457')).toBe(false);
    await expect(findSecret(db(), 'sms-code', '123456')).rejects.toThrow(/found by subject/);
  });

  it('is spent by exactly one of many racing callers', async () => {
    const token = unique('race');
    const now = t.clock.now();
    await issueSecret(db(), 'download', token, {
      subject: 'session:1',
      payload: { companyId: 1, subjectKind: 'manager', subjectId: 1, name: 'x', params: {} },
      now,
      lifetimeMs: minute,
    });
    const secret = await findSecret(db(), 'download', token);
    if (!secret) throw new Error('not issued');
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => spendSecret(db(), secret, now)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(isLive((await findSecret(db(), 'download', token))!, now)).toBe(false);
  });

  it.each([
    ['expired', minute + 1, 'subject-a', false],
    ['for another subject', 0, 'subject-b', false],
    ['live and for its subject', 0, 'subject-a', true],
  ])('refuses to spend a secret %s', async (_case, later, subject, spent) => {
    const token = unique('spend');
    const now = t.clock.now();
    await issueSecret(db(), 'password-reset', token, { subject: 'subject-a', payload: {}, now, lifetimeMs: minute });
    const secret = (await findSecret(db(), 'password-reset', token))!;
    expect(await spendSecret(db(), secret, now + later, subject)).toBe(spent);
  });

  it('binds an unanswered secret to a subject once, with a new expiry', async () => {
    const digest = unique('digest');
    const now = t.clock.now();
    await issueSecret(db(), 'captcha', digest, { subject: '', payload: { code: 'AB3K' }, now, lifetimeMs: minute });
    const captcha = (await findSecret(db(), 'captcha', digest))!;
    const [first, second] = await Promise.all([
      bindSecret(db(), captcha, now, { subject: 'a@example.com', expiresAt: now + 5 * minute }),
      bindSecret(db(), captcha, now, { subject: 'b@example.com', expiresAt: now + 5 * minute }),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const bound = (await findSecret(db(), 'captcha', digest))!;
    expect(bound).toMatchObject({ subject: first ? 'a@example.com' : 'b@example.com', expiresAt: now + 5 * minute });
    expect(bound.payload).toEqual({ code: 'AB3K' });
  });

  it('invalidates every unused secret of a purpose for a subject, and nothing else', async () => {
    const subject = unique('subject');
    const now = t.clock.now();
    const tokens = [unique('a'), unique('b'), unique('c')];
    for (const token of tokens.slice(0, 2)) {
      await issueSecret(db(), 'password-reset', token, { subject, payload: {}, now, lifetimeMs: minute });
    }
    await issueSecret(db(), 'password-reset', tokens[2]!, { subject: `${subject}-other`, payload: {}, now, lifetimeMs: minute });
    await invalidateSecretsOf(db(), 'password-reset', subject, now);
    const live = await Promise.all(tokens.map(async (token) => isLive((await findSecret(db(), 'password-reset', token))!, now)));
    expect(live).toEqual([false, false, true]);
  });

  it('purges what expired, keeping SMS codes a day so that they answer "expired"', async () => {
    const subject = unique('purge');
    const now = t.clock.now();
    const issue = (purpose: 'captcha' | 'sms-code', secret: string, expiredAgo: number) =>
      issueSecret(db(), purpose, secret, {
        subject,
        payload: purpose === 'captcha' ? { code: 'AB3K' } : {},
        now: now - expiredAgo - minute,
        lifetimeMs: minute,
      });
    await issue('captcha', unique('gone'), 1);
    await issue('sms-code', '111111', 1);
    await issue('sms-code', '222222', 24 * 60 * minute + 1);
    expect(await purgeSecrets(db(), now)).toBeGreaterThanOrEqual(2);
    const left = await db()
      .selectFrom('singleUseSecret')
      .select(['purpose', 'expiresAt'])
      .where('subject', '=', subject)
      .execute();
    expect(left).toEqual([{ purpose: 'sms-code', expiresAt: now - 1 }]);
  });
});
