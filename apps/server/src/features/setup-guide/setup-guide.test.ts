import { type SetupGuide, type SetupStep, Status, type SubjectKind } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { buildEmployee, sessionToken } from '../../../test/people-factories.js';

const t = useTestApp();

const guide = async (company: TestCompany) => {
  const answer = await t.call<SetupGuide>('getSetupGuide', {}, company.token);
  expect(answer.status, answer.reason).toBe(0);
  return answer.result;
};
const doneSteps = async (company: TestCompany) =>
  (await guide(company)).steps.filter((step) => step.done).map((step) => step.key);
const ok = async (company: TestCompany, name: string, body: Record<string, unknown>) => {
  const answer = await t.call(name, body, company.token);
  expect(answer.status, `${name}: ${answer.reason}`).toBe(0);
};

/** Each step's own call, as its screen makes it. */
const stepCalls: Array<[SetupStep, string, (company: TestCompany) => Record<string, unknown>]> = [
  [
    'companyInfo',
    'ModifyUserInfo',
    (company) => ({ company: company.company, name: 'Ada Admin', phone: company.phone, abbreviation: 'Acme', office: 'Floor 3' }),
  ],
  ['employees', 'addEmployee', () => ({ employee_name: 'Grace Hopper', phone: '13700000001' })],
  ['registrationContent', 'addVisitorType', () => ({ vType: 'Contractor' })],
  ['notificationMode', 'updateSMSConf', () => ({ smsNotify: 1 })],
  ['padSettings', 'updateScanerSwitch', () => ({ scaner: 1 })],
];

describe(`setup guide (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('shows a new company five undone steps in the order of the spec, not hidden', async () => {
    const company = await buildCompany(t);
    expect(await guide(company)).toEqual({
      steps: [
        { key: 'companyInfo', done: false },
        { key: 'employees', done: false },
        { key: 'registrationContent', done: false },
        { key: 'notificationMode', done: false },
        { key: 'padSettings', done: false },
      ],
      dismissed: false,
    });
  });

  it('ticks exactly the step whose call was made, one after another, until all five are done', async () => {
    const company = await buildCompany(t);
    const done: SetupStep[] = [];
    for (const [step, name, body] of stepCalls) {
      await ok(company, name, body(company));
      done.push(step);
      expect(await doneSteps(company), name).toEqual(done);
    }
  });

  it.each<[SetupStep, string, Record<string, unknown>]>([
    ['registrationContent', 'addExtendVisitor', { displayName: 'Car plate', inputType: 'text' }],
    ['notificationMode', 'setNotifyEmail', { emailNotify: 0 }],
    ['notificationMode', 'ivrNotifyConf', { ivrNotify: 1 }],
    ['notificationMode', 'UpdateWxConf', { msgNotify: 0 }],
    ['padSettings', 'UpdateThemeColor', { themecolor: '#1a2b3c' }],
    ['padSettings', 'updateOffDutyTime', { upDuty: '08:30', offDuty: '17:30' }],
    ['padSettings', 'updateSecureProtocol', { secureProtocol: 'We keep your name for 30 days.' }],
    ['padSettings', 'AddManager', { account: 'lobby', password: 'desk-Pass1', sname: 'Lobby desk' }],
  ])('ticks %s alone after %s', async (step, name, body) => {
    const company = await buildCompany(t);
    await ok(company, name, body);
    expect(await doneSteps(company)).toEqual([step]);
  });

  it('leaves company info undone when only the registered name and phone are saved again', async () => {
    const company = await buildCompany(t);
    await ok(company, 'ModifyUserInfo', { company: company.company, name: 'Ada Admin', phone: company.phone });
    expect(await doneSteps(company)).toEqual([]);
  });

  it('goes back to undone when the data is removed', async () => {
    const company = await buildCompany(t);
    const { tid } = (await t.call<{ tid: number }>('addVisitorType', { vType: 'Contractor' }, company.token)).result;
    await ok(company, 'updateScanerSwitch', { scaner: 1 });
    expect(await doneSteps(company)).toEqual(['registrationContent', 'padSettings']);
    await ok(company, 'delVisitorType', { tid });
    await ok(company, 'updateScanerSwitch', { scaner: 0 });
    expect(await doneSteps(company)).toEqual([]);
  });

  it('hides the guide and shows it again, for this company only', async () => {
    const company = await buildCompany(t);
    const other = await buildCompany(t);
    const hidden = await t.call<SetupGuide>('dismissSetupGuide', { dismissed: 1 }, company.token);
    expect(hidden).toMatchObject({ status: 0, result: { dismissed: true } });
    expect(hidden.result.steps).toHaveLength(5);
    expect((await guide(company)).dismissed).toBe(true);
    // Hiding twice keeps it hidden: the call sets, it does not toggle.
    await ok(company, 'dismissSetupGuide', { dismissed: '1' });
    expect((await guide(company)).dismissed).toBe(true);
    expect((await guide(other)).dismissed).toBe(false);
    await ok(company, 'dismissSetupGuide', { dismissed: 0 });
    expect((await guide(company)).dismissed).toBe(false);
  });

  it("keeps another company's guide as it was", async () => {
    const company = await buildCompany(t);
    const other = await buildCompany(t);
    for (const [, name, body] of stepCalls) await ok(company, name, body(company));
    await buildEmployee(t, company);
    expect(await doneSteps(company)).toHaveLength(5);
    expect(await doneSteps(other)).toEqual([]);
  });

  it('refuses a dismissed value other than 0 or 1 with 604 naming the field', async () => {
    const company = await buildCompany(t);
    expect(await t.call('dismissSetupGuide', { dismissed: 2 }, company.token)).toMatchObject({
      status: Status.invalidField,
      reason: expect.stringContaining('dismissed') as unknown,
    });
    expect((await guide(company)).dismissed).toBe(false);
  });

  it.each<SubjectKind>(['hq', 'subaccount', 'super', 'employee', 'reception'])(
    'is for the Administrator only: a %s session gets 610 and hides nothing',
    async (kind) => {
      const company = await buildCompany(t);
      const employee = await buildEmployee(t, company);
      const token = await sessionToken(t, company, kind, kind === 'employee' ? employee.empid : company.userid);
      expect((await t.call('getSetupGuide', {}, token)).status).toBe(Status.noPermission);
      expect((await t.call('dismissSetupGuide', { dismissed: 1 }, token)).status).toBe(Status.noPermission);
      expect((await guide(company)).dismissed).toBe(false);
    },
  );
});
