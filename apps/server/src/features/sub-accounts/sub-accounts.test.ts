import { Status, type SubAccount, type SubAccountTemplate, type UserInfo } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { upload, pictureBytes } from '../../../test/multipart.js';
import { buildEmployee } from '../../../test/people-factories.js';
import { buildSubAccount } from '../../../test/sub-account-factories.js';

const t = useTestApp();
let acme: TestCompany;
let globex: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
  globex = await buildCompany(t);
});

let sequence = 0;
const fresh = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;
const add = (company: TestCompany, body: Record<string, unknown> = {}) => {
  const id = fresh();
  return t.call<SubAccount>(
    'addSubAccount',
    { companyName: `Tenant ${id}`, email: `tenant-${id}@example.com`, ...body },
    company.token,
  );
};
const list = async (company: TestCompany, body: Record<string, unknown> = {}) =>
  (await t.call<SubAccount[]>('getSubAccountByUserid', body, company.token)).result;

describe(`resident companies (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('adds a resident company with the wire shape of SubAccount, never a password or hash', async () => {
    const { url: logo } = (await upload(t, acme.token, { filename: 'l.png', contentType: 'image/png', data: pictureBytes.png }))
      .result;
    const answer = await add(acme, {
      companyName: 'Umbrella Labs',
      email: 'Labs@Umbrella.example',
      password: 'tenant-Pass1',
      phone: '13900001111',
      logo,
      floor: '12',
      roomNumber: '1203',
      gids: '1,2',
      egids: '3',
      vegids: '4',
      balance: '12.5',
      vaPerm: 1,
      module: ['visits', { key: 'employees', name: 'Employees', menuId: 7 }],
      companyProfile: 'Research',
      meetingPoint: 'Lobby B',
    });
    expect(answer.status, answer.reason).toBe(0);
    const expected = {
      id: answer.result.id,
      userid: acme.userid,
      pemail: acme.email,
      email: 'Labs@Umbrella.example',
      account: 'Labs@Umbrella.example',
      password: '',
      token: '',
      digest: '',
      phone: '13900001111',
      logo,
      companyName: 'Umbrella Labs',
      floor: '12',
      roomNumber: '1203',
      gids: '1,2',
      egids: '3',
      vegids: '4',
      balance: 12.5,
      vaPerm: 1,
      sType: 10,
      adminType: 0,
      module: [
        { key: 'visits', name: 'Visitor records' },
        { key: 'employees', name: 'Employees' },
      ],
      subAccountiId: answer.result.id,
      isUse: 1,
      companyProfile: 'Research',
      meetingPoint: 'Lobby B',
      createTime: t.clock.now(),
      refreshDate: t.clock.now(),
      empCount: 0,
    };
    expect(answer.result).toEqual(expected);
    expect(await list(acme)).toContainEqual(expected);
    expect(JSON.stringify(await list(acme))).not.toMatch(/argon2/);
    expect((await list(globex)).map((row) => row.id)).not.toContain(answer.result.id);
  });

  it('answers 3 for a name the company has, 4 for an email any resident company signs in with', async () => {
    const first = await add(acme, { companyName: 'Stark Industries', email: 'stark@example.com' });
    expect(first.status).toBe(0);
    expect(await add(acme, { companyName: ' stark  industries ' })).toMatchObject({
      status: Status.userExists,
      reason: 'companyName: the company already has this resident company',
    });
    expect((await add(globex, { companyName: 'Stark Industries' })).status).toBe(0);
    expect(await add(globex, { email: 'STARK@example.com' })).toMatchObject({
      status: Status.emailTaken,
      reason: 'email: a resident company already signs in with this email',
    });
  });

  it('refuses bad fields by name: modules, vaPerm, logo of another company, a weak password', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ module: ['visits', 'payroll'] }, 'module'],
      [{ vaPerm: 256 }, 'vaPerm'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phone: '12' }, 'phone'],
      [{ balance: -1 }, 'balance'],
      [{ password: 'abc' }, 'password'],
    ];
    for (const [body, field] of cases) {
      const answer = await add(acme, body);
      expect([field, answer.status, answer.reason.split(':')[0]]).toEqual([field, Status.invalidField, field]);
    }
    const { url } = (await upload(t, globex.token, { filename: 'g.png', contentType: 'image/png', data: pictureBytes.png }))
      .result;
    expect((await add(acme, { logo: url })).reason).toBe('logo: must be a picture uploaded with Upload');
  });

  it('updates only the fields given; 1 for a resident company of another company or none', async () => {
    const { result } = await add(acme, { floor: '3', module: ['blacklist'] });
    const changed = await t.call<SubAccount>('updateSubAccount', { id: result.id, roomNumber: '301', vaPerm: 1 }, acme.token);
    expect(changed.result).toMatchObject({ floor: '3', roomNumber: '301', vaPerm: 1, module: [{ key: 'blacklist' }] });
    const other = (await add(acme)).result;
    const clash = await t.call('updateSubAccount', { id: result.id, companyName: other.companyName }, acme.token);
    expect(clash.status).toBe(Status.userExists);
    const stolen = await t.call('updateSubAccount', { id: result.id, floor: 'x' }, globex.token);
    expect(stolen.status).toBe(Status.invalidUser);
    expect((await t.call('updateSubAccount', { id: 2_000_000_000, floor: 'x' }, acme.token)).status).toBe(Status.invalidUser);
    expect((await t.call('getSubAccountById', { id: result.id }, globex.token)).status).toBe(Status.invalidUser);
    expect((await t.call<SubAccount>('getSubAccountById', { id: result.id }, acme.token)).result.floor).toBe('3');
  });

  it('deletes a resident company; its employees return to the main company', async () => {
    const { result } = await add(acme);
    const employee = await buildEmployee(t, acme);
    await t.call('updateEmpSubAccount', { subaccountId: result.id, empids: [employee.empid] }, acme.token);
    expect((await t.call('delSubAccount', { id: result.id }, globex.token)).status).toBe(Status.invalidUser);
    expect((await t.call('delSubAccount', { id: result.id }, acme.token)).status).toBe(0);
    expect((await list(acme)).map((row) => row.id)).not.toContain(result.id);
    const row = await t.ctx.database.db
      .selectFrom('employee')
      .select('subaccountId')
      .where('id', '=', employee.empid)
      .executeTakeFirst();
    expect(row?.subaccountId).toBe(0);
    expect((await t.call('delSubAccount', { id: result.id }, acme.token)).status).toBe(Status.invalidUser);
  });

  it('moves employees of the company only (55), to a resident company of the company only (604), and back with 0', async () => {
    const resident = await buildSubAccount(t, acme);
    const [first, second] = [await buildEmployee(t, acme), await buildEmployee(t, acme)];
    const stranger = await buildEmployee(t, globex);
    const move = (company: TestCompany, body: Record<string, unknown>) => t.call('updateEmpSubAccount', body, company.token);
    expect(await move(acme, { subaccountId: resident.id, empids: [first.empid, stranger.empid] })).toMatchObject({
      status: Status.employeeNotFound,
      result: [stranger.empid],
    });
    expect((await move(globex, { subaccountId: resident.id, empids: [stranger.empid] })).reason).toBe(
      'subaccountId: no such sub-account',
    );
    expect((await move(acme, { subaccountId: resident.id, empids: [first.empid, second.empid] })).status).toBe(0);
    const [counted] = await list(acme, { ids: [resident.id] });
    expect(counted?.empCount).toBe(2);
    expect((await move(acme, { subaccountId: 0, empids: [second.empid] })).status).toBe(0);
    expect((await list(acme, { ids: [resident.id] }))[0]?.empCount).toBe(1);
  });

  it('lets the Administrator set an employee to a resident company of the company, and no other', async () => {
    const resident = await buildSubAccount(t, acme);
    const foreign = await buildSubAccount(t, globex);
    const employee = await buildEmployee(t, acme, { subaccountId: resident.id });
    expect(employee.subaccountId).toBe(resident.id);
    const refused = await t.call(
      'addEmployee',
      { employee_name: 'Foreign', phone: '13911112222', subaccountId: foreign.id },
      acme.token,
    );
    expect([refused.status, refused.reason]).toEqual([Status.invalidField, 'subaccountId: no such sub-account']);
  });

  it('keeps a template whose values new resident companies start with; fields given win', async () => {
    const company = await buildCompany(t);
    const empty = await t.call<SubAccountTemplate>('getSubAccountTemp', {}, company.token);
    expect(empty.result).toMatchObject({ userid: company.userid, module: [], vaPerm: 0, floor: '' });
    const set = await t.call<SubAccountTemplate>(
      'addSubAccountTemp',
      { module: ['visits', 'invitations'], vaPerm: 1, floor: '7', meetingPoint: 'Desk' },
      company.token,
    );
    expect(set.result).toMatchObject({
      vaPerm: 1,
      floor: '7',
      meetingPoint: 'Desk',
      module: [{ key: 'visits' }, { key: 'invitations' }],
    });
    const again = await t.call<SubAccountTemplate>('addSubAccountTemp', { floor: '8' }, company.token);
    expect(again.result).toMatchObject({ vaPerm: 1, floor: '8' });
    const made = (await add(company, { meetingPoint: 'Own desk' })).result;
    expect(made).toMatchObject({
      vaPerm: 1,
      floor: '8',
      meetingPoint: 'Own desk',
      module: [{ key: 'visits' }, { key: 'invitations' }],
    });
    expect((await t.call<SubAccountTemplate>('getSubAccountTemp', {}, acme.token)).result.floor).not.toBe('8');
  });

  it('turns resident-company mode on and off in the company settings', async () => {
    const company = await buildCompany(t);
    const info = async () => (await t.call<UserInfo>('GetUserInfo', {}, company.token)).result.subAccount;
    expect(await info()).toBe(0);
    expect((await t.call('updateSASwitch', { subAccount: 1 }, company.token)).status).toBe(0);
    expect(await info()).toBe(1);
    expect((await t.call('updateSASwitch', { subAccount: '0' }, company.token)).status).toBe(0);
    expect(await info()).toBe(0);
    // Management still works with the mode off, so the Administrator can prepare.
    expect((await add(company)).status).toBe(0);
  });
});
