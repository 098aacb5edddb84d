import { type LoginResult, Status, type UserInfo } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee, sessionToken } from '../../../test/people-factories.js';

/* The company's language: what its mails and SMS are written in. */

const t = useTestApp();

let sequence = 0;
const registration = (fields: Record<string, unknown> = {}) => {
  sequence += 1;
  const id = `${Date.now().toString(36)}l${sequence}`;
  return {
    name: 'Lin Language',
    company: `Language ${id}`,
    email: `lin-${id}@example.com`,
    phone: `1360000${String(sequence).padStart(4, '0')}`,
    password: 'first-Pass1',
    ...fields,
  };
};

const languageOf = async (token: string) => (await t.call<UserInfo>('GetUserInfo', {}, token)).result.language;
const modify = (company: TestCompany, fields: Record<string, unknown>) =>
  t.call<UserInfo>(
    'ModifyUserInfo',
    { company: company.company, name: 'Ada Admin', phone: company.phone, ...fields },
    company.token,
  );

describe(`the company language (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('is English for a company registered without one, as the original clients register', async () => {
    const company = await buildCompany(t);
    expect(await languageOf(company.token)).toBe('en');
  });

  it("takes the sign-up page's language at registration, read as a language tag, and ignores one it does not know", async () => {
    for (const [sent, kept] of [
      ['zh', 'zh'],
      ['ja-JP', 'ja'],
      ['zh-TW', 'hk'],
      ['HK', 'hk'],
      ['fr', 'en'],
      [7, 'en'],
      ['', 'en'],
    ] as const) {
      const answer = await t.call<LoginResult>('Register', registration({ language: sent }));
      expect(answer.status, `${String(sent)}: ${answer.reason}`).toBe(0);
      expect(answer.result.language, String(sent)).toBe(kept);
      expect(await languageOf(`${answer.result.userid}-${answer.result.token}`)).toBe(kept);
    }
  });

  it('is changed by the Administrator with the company information, and kept when ModifyUserInfo leaves it out', async () => {
    const company = await buildCompany(t);
    const changed = await modify(company, { language: 'ja' });
    expect(changed).toMatchObject({ status: 0, result: { language: 'ja' } });
    expect(await languageOf(company.token)).toBe('ja');
    expect((await modify(company, { office: 'Floor 2' })).result).toMatchObject({ office: 'Floor 2', language: 'ja' });
    expect((await modify(company, { language: 'zh-Hant' })).result.language).toBe('hk');
  });

  it('refuses a language outside en, zh, hk and ja with 604 and keeps the one stored', async () => {
    const company = await buildCompany(t);
    await modify(company, { language: 'zh' });
    for (const language of ['fr', '', 3]) {
      const answer = await modify(company, { language });
      expect(answer.status, String(language)).toBe(Status.invalidField);
      expect(answer.reason).toMatch(/^language: /);
    }
    expect(await languageOf(company.token)).toBe('zh');
  });

  it('is shown to the employees and changed by the Administrator only', async () => {
    const company = await buildCompany(t);
    await modify(company, { language: 'hk' });
    const employee = await seedEmployee(t, company.userid, { password: null });
    const token = await sessionToken(t, company, 'employee', employee.empid);
    expect(await languageOf(token)).toBe('hk');
    const refused = await t.call(
      'ModifyUserInfo',
      { company: company.company, name: 'X', phone: company.phone, language: 'en' },
      token,
    );
    expect(refused.status).toBe(Status.noPermission);
    expect(await languageOf(company.token)).toBe('hk');
  });
});
