import { type LoginResult, Status, type UserInfo } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, signIn } from '../../../test/factories.js';

const t = useTestApp();

let sequence = 0;
/** A registration body nobody else uses. */
const newRegistration = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  const id = `${Date.now().toString(36)}r${sequence}`;
  return {
    name: 'Rita Register',
    company: `Registered ${id}`,
    email: `rita-${id}@example.com`,
    phone: `1370000${String(sequence).padStart(4, '0')}`,
    password: 'first-Pass1',
    ...overrides,
  };
};

const countCompanies = async () => {
  const row = await t.ctx.database.db
    .selectFrom('company')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

describe(`Register (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('creates the company and signs its Administrator in', async () => {
    const body = newRegistration({ email: 'New.Owner@Example.com' });
    const answer = await t.call<LoginResult>('Register', body);
    expect(answer).toMatchObject({ http: 200, status: 0, reason: 'success' });
    expect(answer.result).toMatchObject({
      company: body.company,
      username: body.name,
      email: 'new.owner@example.com',
      phone: body.phone,
      password: '',
      securityKey: '',
      sType: -1,
      pwdPolicy: 0,
    });
    expect(String(answer.result.userid)).toMatch(/^\d{8}$/);
    expect(answer.result.token).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.result).not.toHaveProperty('passwordHash');

    const info = await t.call<UserInfo>('GetUserInfo', {}, `${answer.result.userid}-${answer.result.token}`);
    expect(info.status).toBe(0);
    expect(info.result).toMatchObject({ userid: answer.result.userid, company: body.company, email: 'new.owner@example.com' });
    expect((await signIn(t, 'new.owner@example.com', body.password)).status).toBe(0);
  });

  it('answers 46 for a company name already registered, whatever its case and spaces', async () => {
    const first = await buildCompany(t, { company: `Acme Tools ${sequence}` });
    for (const company of [first.company, first.company.toUpperCase(), `  ${first.company.replace(' ', '   ')}  `]) {
      const answer = await t.call('Register', newRegistration({ company }));
      expect(answer).toMatchObject({ status: Status.companyNameExists, reason: 'Company name already exists' });
    }
  });

  it('answers 4 for an email already registered, whatever its case', async () => {
    const first = await buildCompany(t);
    const answer = await t.call('Register', newRegistration({ email: first.email.toUpperCase() }));
    expect(answer).toMatchObject({ status: Status.emailTaken, reason: 'Email address is already taken' });
  });

  it('answers 3 for a phone already registered', async () => {
    const first = await buildCompany(t);
    const answer = await t.call('Register', newRegistration({ phone: first.phone }));
    expect(answer).toMatchObject({ status: Status.userExists, reason: 'User already exists' });
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }, 'email: must be a valid email address'],
    ['an email with spaces', { email: 'a b@example.com' }, 'email: must be a valid email address'],
    ['a bad phone', { phone: '12ab' }, 'phone: must be a valid phone number'],
    ['a blank name', { name: '   ' }, 'name: must not be empty'],
    ['a blank company', { company: '' }, 'company: must not be empty'],
    ['an empty password', { password: '' }, 'password: must not be empty'],
    ['a password shorter than 6', { password: 'abc12' }, 'password: Password length must be at least 6'],
  ])('answers 604 naming the field for %s', async (_case, overrides, reason) => {
    const answer = await t.call('Register', newRegistration(overrides));
    expect(answer).toMatchObject({ http: 200, status: Status.invalidField, reason });
  });

  it('answers 604 naming a missing field', async () => {
    const { name: _name, ...body } = newRegistration();
    const answer = await t.call('Register', body);
    expect(answer.status).toBe(Status.invalidField);
    expect(answer.reason).toMatch(/^name: /);
  });

  it('stores SQL and HTML metacharacters verbatim', async () => {
    const body = newRegistration({ company: `O'Brien <script>alert(1)</script> ${sequence}`, name: "'; drop table company;--" });
    const answer = await t.call<LoginResult>('Register', body);
    expect(answer.status).toBe(0);
    const info = await t.call<UserInfo>('GetUserInfo', {}, `${answer.result.userid}-${answer.result.token}`);
    expect(info.result).toMatchObject({ company: body.company, username: "'; drop table company;--" });

    const other = newRegistration({ company: `'; drop table company;-- ${sequence}` });
    const second = await t.call<LoginResult>('Register', other);
    expect(second.status).toBe(0);
    expect(second.result.company).toBe(other.company);
    expect(await countCompanies()).toBeGreaterThan(1);
  });

  it('registers a name and an email that would grow when lower-cased', async () => {
    // İ lower-cases to two characters; the keys must still fit their columns.
    const body = newRegistration({ company: `${'İ'.repeat(95)} ${sequence}`, email: `${'İ'.repeat(60)}${sequence}@example.com` });
    const answer = await t.call<LoginResult>('Register', body);
    expect(answer.status).toBe(0);
    expect(answer.result.company).toBe(body.company);
    expect((await signIn(t, body.email, body.password)).status).toBe(0);
  });

  it('stores nothing when a registration fails', async () => {
    const first = await buildCompany(t);
    const before = await countCompanies();
    const failures = [
      newRegistration({ company: first.company }),
      newRegistration({ email: first.email }),
      newRegistration({ phone: first.phone }),
      newRegistration({ password: 'short' }),
      newRegistration({ email: 'broken' }),
    ];
    for (const body of failures) expect((await t.call('Register', body)).status).not.toBe(0);
    expect(await countCompanies()).toBe(before);
    const freshEmails = failures.map((body) => body.email.toLowerCase()).filter((email) => email !== first.email);
    const stored = await t.ctx.database.db.selectFrom('company').select('id').where('email', 'in', freshEmails).execute();
    expect(stored).toEqual([]);
  });

  it('lets exactly one of two racing registrations of the same name through', async () => {
    const before = await countCompanies();
    const company = `Racing ${sequence} Ltd`;
    const answers = await Promise.all([
      t.call('Register', newRegistration({ company })),
      t.call('Register', newRegistration({ company: company.toLowerCase() })),
    ]);
    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([0, Status.companyNameExists]);
    expect(await countCompanies()).toBe(before + 1);
  });
});
