import { randomBytes } from 'node:crypto';
import { type EmployeeLogin, type LoginResult, type SsoConfig, Status } from '@vestibule/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { startOidcProvider, type OidcTestProvider } from '../../../test/oidc-test-provider.js';
import { buildEmployee, newPhone } from '../../../test/people-factories.js';
import { signInThroughProvider } from '../../../test/sso-steps.js';

/*
 * Single sign-on through a real OpenID Connect provider (oidc-provider) on a
 * local port: the whole authorisation-code flow with PKCE, state and nonce.
 */

const t = useTestApp({ SSO_ALLOW_HTTP: 'on' });
const client = { clientId: 'vestibule', clientSecret: `client-secret-${randomBytes(8).toString('hex')}` };
let provider: OidcTestProvider;
let otherProvider: OidcTestProvider;
let acme: TestCompany;
let globex: TestCompany;
const acmeDomain = `acme-${randomBytes(3).toString('hex')}.test`;
const globexDomain = `globex-${randomBytes(3).toString('hex')}.test`;

const configure = (company: TestCompany, body: Record<string, unknown>) =>
  t.call<SsoConfig>('updateSsoConfig', { clientId: client.clientId, clientSecret: client.clientSecret, ...body }, company.token);
const employeeCount = async (companyId: number) =>
  Number(
    (
      await t.ctx.database.db
        .selectFrom('employee')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('companyId', '=', companyId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const person = (email: string, extra: Record<string, unknown> = {}) => ({
  sub: `sub-${email}`,
  email,
  email_verified: true,
  name: 'Grace Hopper',
  ...extra,
});

beforeAll(async () => {
  const redirectUri = `${t.ctx.config.publicUrl}/sso/callback`;
  provider = await startOidcProvider({ ...client, redirectUri }, []);
  otherProvider = await startOidcProvider({ ...client, redirectUri }, []);
  acme = await buildCompany(t, { email: `admin@${acmeDomain}` });
  globex = await buildCompany(t, { email: `admin@${globexDomain}` });
  provider.addPerson(person(acme.email));
  otherProvider.addPerson(person(acme.email, { sub: 'impostor' }));
  expect((await configure(acme, { enabled: 1, issuer: provider.issuer, domains: acmeDomain })).status).toBe(0);
  expect((await configure(globex, { enabled: 1, issuer: otherProvider.issuer, domains: globexDomain })).status).toBe(0);
});

afterAll(async () => {
  await provider?.close();
  await otherProvider?.close();
});

const redeem = <T>(ticket: string | undefined) => t.call<T>('ssoLogin', { ticket });

describe(`single sign-on settings (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('answers the settings with whether a secret is stored, never the secret', async () => {
    const read = await t.call<SsoConfig>('getSsoConfig', {}, acme.token);
    expect(read.status).toBe(0);
    expect(read.result).toMatchObject({
      enabled: 1,
      issuer: provider.issuer,
      clientId: client.clientId,
      clientSecretSet: 1,
      claim: 'email',
      forManager: 1,
      forEmployee: 1,
      jitEmployees: 0,
      routeName: '',
      domains: acmeDomain,
      redirectUri: `${t.ctx.config.publicUrl}/sso/callback`,
    });
    expect(JSON.stringify(read)).not.toContain(client.clientSecret);
    const kept = await configure(acme, { enabled: 1, issuer: provider.issuer, domains: acmeDomain, clientSecret: '' });
    expect(kept.result.clientSecretSet).toBe(1);
    expect(JSON.stringify(kept)).not.toContain(client.clientSecret);
    const stored = await t.ctx.database.db.selectFrom('ssoProvider').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(client.clientSecret);
  });

  it.each([
    [{ enabled: 1, issuer: '' }, 'issuer'],
    [{ enabled: 1, issuer: 'ftp://idp.example.com' }, 'issuer'],
    [{ enabled: 1, clientId: '' }, 'clientId'],
    [{ enabled: 1, forManager: 0, forEmployee: 0 }, 'forEmployee'],
    [{ claim: 'nickname' }, 'claim'],
    [{ routeName: 'ssoProd' }, 'routeName'],
    [{ domains: 'not a domain' }, 'domains'],
    [{ domains: acmeDomain }, 'domains'],
  ])('refuses %j naming %s (604)', async (body, field) => {
    const answer = await configure(globex, { enabled: 0, issuer: otherProvider.issuer, domains: globexDomain, ...body });
    expect([answer.status, answer.reason.split(':')[0]]).toEqual([Status.invalidField, field]);
  });

  it('needs a stored or given secret to enable', async () => {
    const fresh = await buildCompany(t);
    const answer = await t.call('updateSsoConfig', { enabled: 1, issuer: provider.issuer, clientId: 'x' }, fresh.token);
    expect([answer.status, answer.reason.split(':')[0]]).toEqual([Status.invalidField, 'clientSecret']);
  });
});

describe(`single sign-on through the provider (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('signs the Administrator in: the answer is Login’s, with a working session', async () => {
    const outcome = await signInThroughProvider(t, `/sso/start?email=someone@${acmeDomain}&type=1`, acme.email);
    expect(outcome.error).toBeUndefined();
    const answer = await redeem<LoginResult>(outcome.ticket);
    expect(answer.status).toBe(0);
    expect(answer.result).toMatchObject({ userid: acme.userid, email: acme.email, sType: -1 });
    const info = await t.call('GetUserInfo', {}, `${answer.result.userid}-${answer.result.token}`);
    expect(info.status).toBe(0);
    // The ticket is spent.
    expect((await redeem(outcome.ticket)).status).toBe(Status.invalidLink);
  });

  it('signs an employee in by the verified email: the answer is empLogin’s', async () => {
    const employee = await buildEmployee(t, acme, { email: `ada@${acmeDomain}` });
    provider.addPerson(person(`ada@${acmeDomain}`));
    const outcome = await signInThroughProvider(t, `/sso/start?email=ada@${acmeDomain}&type=2`, `ada@${acmeDomain}`);
    const answer = await redeem<EmployeeLogin>(outcome.ticket);
    expect(answer.status).toBe(0);
    expect(answer.result).toMatchObject({ empid: employee.empid, userid: acme.userid, pemail: acme.email });
  });

  it('refuses an identity the company does not have, creating nothing', async () => {
    provider.addPerson(person(`stranger@${acmeDomain}`, { phone_number: newPhone() }));
    const before = await employeeCount(acme.userid);
    const outcome = await signInThroughProvider(t, `/sso/start?email=stranger@${acmeDomain}`, `stranger@${acmeDomain}`);
    expect(outcome).toEqual({ error: 'unknown-identity' });
    expect(await employeeCount(acme.userid)).toBe(before);
  });

  it('refuses an email the provider has not verified', async () => {
    await buildEmployee(t, acme, { email: `unverified@${acmeDomain}` });
    provider.addPerson(person(`unverified@${acmeDomain}`, { email_verified: false }));
    const outcome = await signInThroughProvider(t, `/sso/start?email=x@${acmeDomain}`, `unverified@${acmeDomain}`);
    expect(outcome).toEqual({ error: 'unknown-identity' });
  });

  it('creates the employee just in time when the company allows it, and reuses it the next time', async () => {
    const jit = await buildCompany(t);
    const jitDomain = `jit-${randomBytes(3).toString('hex')}.test`;
    await configure(jit, { enabled: 1, issuer: provider.issuer, domains: jitDomain, jitEmployees: 1 });
    const phone = newPhone();
    provider.addPerson(person(`new@${jitDomain}`, { name: 'Newly Made', phone_number: `+86${phone}` }));
    const first = await redeem<EmployeeLogin>(
      (await signInThroughProvider(t, `/sso/start?email=new@${jitDomain}`, `new@${jitDomain}`)).ticket,
    );
    expect(first.result).toMatchObject({ empName: 'Newly Made', empPhone: phone, empEmail: `new@${jitDomain}` });
    const second = await redeem<EmployeeLogin>(
      (await signInThroughProvider(t, `/sso/start?email=new@${jitDomain}`, `new@${jitDomain}`)).ticket,
    );
    expect(second.result.empid).toBe(first.result.empid);
    expect(await employeeCount(jit.userid)).toBe(1);
  });

  it('starts nothing for a company whose single sign-on is off, or for a login kind it does not serve', async () => {
    const off = await buildCompany(t);
    const offDomain = `off-${randomBytes(3).toString('hex')}.test`;
    await configure(off, { enabled: 0, issuer: provider.issuer, domains: offDomain });
    expect(await signInThroughProvider(t, `/sso/start?email=a@${offDomain}&type=1`, off.email)).toEqual({
      error: 'not-configured',
    });
    expect(await signInThroughProvider(t, `/sso/start?email=a@nowhere.test`, 'x')).toEqual({ error: 'not-configured' });
    await configure(off, { enabled: 1, issuer: provider.issuer, domains: offDomain, forManager: 0 });
    expect(await signInThroughProvider(t, `/sso/start?company=${off.userid}&type=1`, off.email)).toEqual({
      error: 'not-configured',
    });
  });

  it('refuses a callback once the company turned single sign-on off mid-way', async () => {
    const midway = await buildCompany(t, { email: `admin@mid-${randomBytes(3).toString('hex')}.test` });
    provider.addPerson(person(midway.email));
    await configure(midway, { enabled: 1, issuer: provider.issuer });
    const { walkProvider, serverRedirect } = await import('../../../test/sso-steps.js');
    const callback = await walkProvider(
      await serverRedirect(t, `/sso/start?company=${midway.userid}&type=1`),
      midway.email,
      t.ctx.config.publicUrl,
    );
    await configure(midway, { enabled: 0, issuer: provider.issuer });
    expect(await serverRedirect(t, callback)).toBe('/signin.html#ssoError=not-configured');
  });

  it("never signs into a company through another company's provider", async () => {
    // Globex's provider vouches for Acme's Administrator email; Globex's flow only looks at Globex's accounts.
    const outcome = await signInThroughProvider(t, `/sso/start?company=${globex.userid}&type=1`, acme.email);
    expect(outcome).toEqual({ error: 'unknown-identity' });
  });

  it('starts the flow from a vendor path naming the provider', async () => {
    await configure(acme, { enabled: 1, issuer: provider.issuer, domains: acmeDomain, routeName: 'sogoLogin' });
    const outcome = await signInThroughProvider(t, '/sogoLogin?type=1', acme.email);
    expect((await redeem<LoginResult>(outcome.ticket)).result.userid).toBe(acme.userid);
    expect(await signInThroughProvider(t, '/epsonLogin?type=1', acme.email)).toEqual({ error: 'not-configured' });
    const taken = await configure(globex, { enabled: 1, issuer: otherProvider.issuer, routeName: 'sogoLogin' });
    expect([taken.status, taken.reason.split(':')[0]]).toEqual([Status.invalidField, 'routeName']);
  });

  it.each([{}, { ticket: '' }, { ticket: 'f'.repeat(64) }])('refuses the ticket of %j', async (body) => {
    const answer = await t.call('ssoLogin', body);
    expect(answer.status).toBe('ticket' in body && body.ticket ? Status.invalidLink : Status.invalidField);
  });
});
