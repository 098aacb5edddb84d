import { type BlacklistEntry, type Gate, type ManagerLogin, type Page, type PlanSummary, Status } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, passCaptcha, type TestCompany } from '../../../test/factories.js';
import { seedEmployee } from '../../../test/people-factories.js';
import { setPlan } from '../plans/plans.service.js';

/* Gates: the whole list set by addGate (a JSON array), the plan's quota (43), the desks that name them. */

const t = useTestApp();

const gatesOf = async (company: TestCompany) => (await t.call<Gate[]>('getGate', {}, company.token)).result;
const setGates = (company: TestCompany, body: unknown, prefix?: string) => t.call('addGate', body, company.token, prefix);

describe(`gates (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('adds gates from the original body (gid "", no userid) and lists them with a signed code', async () => {
    const company = await buildCompany(t);
    expect(await gatesOf(company)).toEqual([]);
    const added = await setGates(
      company,
      [
        { gid: '', gname: 'North' },
        { gid: '', gname: 'South' },
      ],
      '/qcvisit/',
    );
    expect(added.status).toBe(0);
    const gates = await gatesOf(company);
    expect(gates.map(({ userid, gname }) => ({ userid, gname }))).toEqual([
      { userid: company.userid, gname: 'North' },
      { userid: company.userid, gname: 'South' },
    ]);
    expect(gates[0]!.qrcode).toMatch(new RegExp(`^G\\.${gates[0]!.gid}\\.[\\w-]{16}$`));
    expect(gates[0]!.qrcode).not.toBe(gates[1]!.qrcode);
  });

  it('renames gates by gid, adds the new ones and removes those left out', async () => {
    const company = await buildCompany(t);
    await setGates(company, [
      { gid: '', gname: 'North' },
      { gid: '', gname: 'South' },
    ]);
    const [north, south] = await gatesOf(company);
    expect(
      (
        await setGates(company, [
          { gid: north!.gid, gname: 'North lobby' },
          { gid: '', gname: 'Loading bay' },
        ])
      ).status,
    ).toBe(0);
    const gates = await gatesOf(company);
    expect(gates.map((gate) => gate.gname)).toEqual(['North lobby', 'Loading bay']);
    expect(gates[0]!.gid).toBe(north!.gid);
    expect(gates.map((gate) => gate.gid)).not.toContain(south!.gid);
  });

  it('refuses an empty list, a blank name and a name given twice with 604, changing nothing', async () => {
    const company = await buildCompany(t);
    await setGates(company, [{ gid: '', gname: 'North' }]);
    const empty = await setGates(company, []);
    expect(empty.status).toBe(Status.invalidField);
    expect(empty.reason).toContain('At least one gate group is required');
    expect((await setGates(company, [{ gid: '', gname: '  ' }])).status).toBe(Status.invalidField);
    const twice = await setGates(company, [
      { gid: '', gname: 'East' },
      { gid: '', gname: 'east' },
    ]);
    expect(twice.status).toBe(Status.invalidField);
    expect(twice.reason).toContain('must not repeat another gate');
    expect((await gatesOf(company)).map((gate) => gate.gname)).toEqual(['North']);
  });

  it("answers 57 for another company's gid and leaves both lists as they were", async () => {
    const company = await buildCompany(t);
    const other = await buildCompany(t);
    await setGates(other, [{ gid: '', gname: 'Their gate' }]);
    const [theirs] = await gatesOf(other);
    const refused = await setGates(company, [{ gid: theirs!.gid, gname: 'Mine now' }]);
    expect(refused.status).toBe(Status.noRecord);
    expect(await gatesOf(company)).toEqual([]);
    expect((await gatesOf(other)).map((gate) => gate.gname)).toEqual(['Their gate']);
  });

  it('refuses more gates than the plan allows with 43, naming the plan that lifts it; the plan card counts them', async () => {
    const company = await buildCompany(t);
    expect(await setPlan(t.ctx, company.userid, 'free')).toBe(true);
    expect((await setGates(company, [{ gid: '', gname: 'Main' }])).status).toBe(0);
    const refused = await setGates(company, [
      { gid: '', gname: 'Main' },
      { gid: '', gname: 'Side' },
    ]);
    expect(refused).toMatchObject({
      status: Status.gateLimitReached,
      reason: 'The free plan allows 1 gates; the business plan lifts it',
      result: { limit: 'gates', plan: 'free', allowed: 1, liftedBy: 'business' },
    });
    expect((await gatesOf(company)).map((gate) => gate.gname)).toEqual(['Main']);
    const summary = (await t.call<PlanSummary>('getPlan', {}, company.token)).result;
    expect(summary.quotas.find((quota) => quota.limit === 'gates')).toEqual({
      limit: 'gates',
      allowed: 1,
      used: 1,
      liftedBy: 'business',
    });
  });

  it("names a desk's gates at its sign-in; free text from the original console names none", async () => {
    const company = await buildCompany(t);
    await setGates(company, [
      { gid: '', gname: 'North' },
      { gid: '', gname: 'South' },
    ]);
    const [north, south] = await gatesOf(company);
    const signIn = async (account: string, gid: string) => {
      await t.call('AddManager', { account, password: 'desk-Pass1', sname: 'Desk', gid }, company.token);
      const digest = await passCaptcha(t, { email: account });
      return (await t.call<ManagerLogin>('LoginManager', { account, password: 'desk-Pass1', digest })).result;
    };
    const suffix = Date.now().toString(36);
    expect(await signIn(`gates-a-${suffix}`, `${north!.gid},${south!.gid}`)).toMatchObject({
      gid: `${north!.gid},${south!.gid}`,
      gname: 'North,South',
    });
    expect(await signIn(`gates-b-${suffix}`, 'Front hall')).toMatchObject({ gid: 'Front hall', gname: '' });
  });

  it('keeps the gates a blacklist entry names and lists them by name', async () => {
    const company = await buildCompany(t);
    await setGates(company, [
      { gid: '', gname: 'North' },
      { gid: '', gname: 'South' },
    ]);
    const [north] = await gatesOf(company);
    const body = { name: 'Mallory', phone: '13800009999', gids: String(north!.gid) };
    expect((await t.call('addBlacklist', body, company.token)).status).toBe(0);
    const listed = await t.call<Page<BlacklistEntry>>('getBlacklist', { startIndex: 1, requestedCount: 10 }, company.token);
    expect(listed.result.list).toMatchObject([{ name: 'Mallory', gids: String(north!.gid), gname: 'North' }]);
  });

  it("refuses a blacklisted person at the entry's gates and where the gate is unknown, not at another gate", async () => {
    const company = await buildCompany(t);
    const host = await seedEmployee(t, company.userid, { password: null });
    await setGates(company, [
      { gid: '', gname: 'North' },
      { gid: '', gname: 'South' },
    ]);
    const [north, south] = await gatesOf(company);
    const barred = { name: 'Gina Gated', phone: '13800007777' };
    await t.call('addBlacklist', { ...barred, gids: String(north!.gid) }, company.token);
    await t.call('updateblackListSwitch', { blackListSwitch: 1 }, company.token);
    const walkIn = (gate: { gid: string; signInGate: string } | object) =>
      t.call('UpdatePhoto', { ...barred, empid: host.empid, ...gate }, company.token);

    expect((await walkIn({ gid: String(north!.gid), signInGate: 'North' })).status).toBe(Status.blacklisted);
    expect((await walkIn({})).status).toBe(Status.blacklisted);
    expect((await walkIn({ gid: String(south!.gid), signInGate: 'South' })).status).toBe(0);
    const visits = await t.ctx.database.db
      .selectFrom('visit')
      .select(['visitdate', 'signInGate'])
      .where('companyId', '=', company.userid)
      .where('visitdate', 'is not', null)
      .execute();
    expect(visits).toEqual([{ visitdate: expect.any(Number), signInGate: 'South' }]);
  });

  it('lets the company read its gates but only the Administrator set them', async () => {
    const company = await buildCompany(t);
    await setGates(company, [{ gid: '', gname: 'North' }]);
    const account = `gates-desk-${Date.now().toString(36)}`;
    await t.call('AddManager', { account, password: 'desk-Pass1', sname: 'Desk' }, company.token);
    const digest = await passCaptcha(t, { email: account });
    const desk = (await t.call<ManagerLogin>('LoginManager', { account, password: 'desk-Pass1', digest })).result;
    const deskToken = `${desk.userid}-${desk.token}`;
    expect((await t.call<Gate[]>('getGate', {}, deskToken)).result.map((gate) => gate.gname)).toEqual(['North']);
    expect((await t.call('addGate', [{ gid: '', gname: 'Desk gate' }], deskToken)).status).toBe(Status.noPermission);
  });
});
