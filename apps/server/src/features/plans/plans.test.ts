import { type Employee, type Plan, type PlanLimitReached, type PlanSummary, Status } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { checkImport, importHeader } from '../../../test/employee-import-steps.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { employeeToken, newPhone, seedEmployee, sessionToken } from '../../../test/people-factories.js';
import { countSmsThisMonth, hasMonthlySmsLeft, setPlan } from './plans.service.js';

/* The company's plan: each quota and feature enforced where it is used, and the plan card. */

const t = useTestApp();

async function companyOn(plan: Plan): Promise<TestCompany> {
  const company = await buildCompany(t);
  expect(await setPlan(t.ctx, company.userid, plan)).toBe(true);
  return company;
}

const addEmployee = (company: TestCompany) =>
  t.call<Employee>('addEmployee', { employee_name: `Person ${newPhone()}`, phone: newPhone() }, company.token);

const summaryOf = async (company: TestCompany) => (await t.call<PlanSummary>('getPlan', {}, company.token)).result;
const quotaOf = async (company: TestCompany, limit: string) =>
  (await summaryOf(company)).quotas.find((quota) => quota.limit === limit);

describe(`plans (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('starts a registered company on the configured plan, factory by default, with nothing limited', async () => {
    const company = await buildCompany(t);
    const summary = await summaryOf(company);
    expect(summary.plan).toBe('factory');
    expect(summary.features).toEqual({ approvals: true, doorAccess: true, questionnaires: true });
    expect(await quotaOf(company, 'employees')).toEqual({ limit: 'employees', allowed: null, used: 0, liftedBy: null });
  });

  it('refuses the employee past the free plan’s 50 with 45, naming the business plan, and keeps none of it', async () => {
    const company = await companyOn('free');
    for (let i = 0; i < 49; i++) await seedEmployee(t, company.userid, { password: null });
    expect((await addEmployee(company)).status).toBe(0);
    const refused = await addEmployee(company);
    expect(refused.status).toBe(Status.planLimitReached);
    expect(refused.result as unknown as PlanLimitReached).toEqual({
      limit: 'employees',
      plan: 'free',
      allowed: 50,
      liftedBy: 'business',
    });
    expect(refused.reason).toBe('The free plan allows 50 employees; the business plan lifts it');
    expect(await quotaOf(company, 'employees')).toEqual({ limit: 'employees', allowed: 50, used: 50, liftedBy: 'business' });
    await setPlan(t.ctx, company.userid, 'business');
    expect((await addEmployee(company)).status).toBe(0);
  });

  it('refuses an address-book import batch that would pass the plan, adding none of its rows', async () => {
    const company = await companyOn('free');
    for (let i = 0; i < 49; i++) await seedEmployee(t, company.userid, { password: null });
    const rows = [importHeader, ['Ann', '', newPhone(), '', '', ''], ['Bob', '', newPhone(), '', '', '']];
    const checked = await checkImport(t, company, rows, 'csv');
    const applied = await t.call(
      'applyEmpImport',
      { importId: checked.importId, startIndex: 0, requestedCount: 10 },
      company.token,
    );
    expect(applied.status).toBe(Status.planLimitReached);
    expect((await quotaOf(company, 'employees'))?.used).toBe(49);
  });

  it('keeps resident companies and approvals to the plans that include them', async () => {
    const free = await companyOn('free');
    await t.call('updateSASwitch', { subAccount: 1 }, free.token);
    const resident = await t.call(
      'addSubAccount',
      { companyName: 'Tenant Ltd', email: `tenant${newPhone()}@example.com` },
      free.token,
    );
    expect([resident.status, (resident.result as unknown as PlanLimitReached).liftedBy]).toEqual([
      Status.planLimitReached,
      'business',
    ]);
    const approvals = await t.call('updateProcessSwitch', { processSwitch: 1 }, free.token);
    expect([approvals.status, approvals.reason]).toEqual([
      Status.planLimitReached,
      'The free plan does not include approvals; the business plan lifts it',
    ]);
    // Turning a feature off is never refused.
    expect((await t.call('updateProcessSwitch', { processSwitch: 0 }, free.token)).status).toBe(0);

    const business = await companyOn('business');
    await t.call('updateSASwitch', { subAccount: 1 }, business.token);
    const added = await t.call(
      'addSubAccount',
      { companyName: 'Tenant Ltd', email: `tenant${newPhone()}@example.com` },
      business.token,
    );
    expect(added.status, added.reason).toBe(0);
    expect((await t.call('updateProcessSwitch', { processSwitch: 1 }, business.token)).status).toBe(0);
  });

  it('counts SMS notices per calendar month against the plan, starting again in the next month', async () => {
    const company = await companyOn('free');
    for (let i = 0; i < 100; i++) await countSmsThisMonth(t.ctx, company.userid);
    expect(await hasMonthlySmsLeft(t.ctx, company.userid)).toBe(false);
    expect(await quotaOf(company, 'smsPerMonth')).toEqual({
      limit: 'smsPerMonth',
      allowed: 100,
      used: 100,
      liftedBy: 'business',
    });
    t.clock.advance(32 * 86_400_000);
    expect(await hasMonthlySmsLeft(t.ctx, company.userid)).toBe(true);
    await countSmsThisMonth(t.ctx, company.userid);
    // The month's wait outlived the Administrator's session: a new one reads the card.
    const later = { ...company, token: await sessionToken(t, company, 'manager', company.userid) };
    expect((await quotaOf(later, 'smsPerMonth'))?.used).toBe(1);
  });

  it('shows the plan to the Administrator only', async () => {
    const company = await companyOn('business');
    const employee = await seedEmployee(t, company.userid);
    expect((await t.call('getPlan', {}, await employeeToken(t, employee))).status).toBe(Status.noPermission);
  });
});
