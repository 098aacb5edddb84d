import { Status, type VisitWithTimeline } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import {
  buildDepartment,
  linkDepartment,
  seedEmployee,
  sessionToken,
  type TestEmployee,
} from '../../../test/people-factories.js';
import { buildSubAccount } from '../../../test/sub-account-factories.js';
import { novemberAt, setClock, validIdNumber } from '../../../test/visit-factories.js';

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
let host: TestEmployee;
let colleague: TestEmployee;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Hannah Host', password: null });
  colleague = await seedEmployee(t, acme.userid, { empName: 'Colin Colleague', password: null });
  const deptid = await buildDepartment(t, acme.userid, 'Research', 'R-1');
  await linkDepartment(t, acme.userid, host.empid, deptid);
});
beforeEach(() => setClock(t, novemberAt(21, 9)));

const tomorrow = () => novemberAt(22, 10);
const visitor = (fields: Record<string, unknown> = {}) => ({
  name: 'Victor Visitor',
  phone: '13800000001',
  appointmentDate: tomorrow(),
  empid: host.empid,
  ...fields,
});
const read = async (vid: number, token = acme.token) =>
  (await t.call<VisitWithTimeline>('GetVisitorByVid', { vid }, token)).result;
const visitCount = async (company: TestCompany) =>
  (await t.ctx.database.db.selectFrom('visit').select('id').where('companyId', '=', company.userid).execute()).length;

describe(`addAppointment (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('pre-registers visitors for staff: signinType 2, authorised, the host copied with their department', async () => {
    const answer = await t.call<{ vids: number[] }>(
      'addAppointment',
      [visitor({ cardId: validIdNumber, vcompany: 'Visiting Co', extendCol: ['floor:3'] }), visitor({ name: 'Vera' })],
      acme.token,
    );
    expect(answer).toMatchObject({ status: 0 });
    expect(answer.result.vids).toHaveLength(2);
    const visit = await read(answer.result.vids[0]!);
    expect(visit).toMatchObject({
      vname: 'Victor Visitor',
      vphone: '13800000001',
      signinType: 2,
      permission: 1,
      empid: host.empid,
      empName: 'Hannah Host',
      empPhone: host.phone,
      empDeptName: 'Research',
      vcompany: 'Visiting Co',
      appointmentDate: tomorrow(),
      visitdate: null,
      cardId: '110105********0017',
      certType: 'idCard',
      extendCol: '{"floor":"3"}',
      visitStatus: 'authorized',
      company: acme.company,
      createTime: '2026-11-21 09:00:00',
    });
    expect(visit.empdeptid).toBeGreaterThan(0);
    expect(visit.events).toEqual([{ kind: 'appointed', at: novemberAt(21, 9), operator: 'Ada Admin', gate: '', reason: '' }]);
  });

  it('accepts the {atlist} body the original console sends', async () => {
    const answer = await t.call<{ vids: number[] }>('addAppointment', { atlist: [visitor()] }, acme.token);
    expect(answer.status).toBe(0);
    expect(answer.result.vids).toHaveLength(1);
  });

  it('lets an employee invite: signinType 1, status sent, and they are the host whatever empid says', async () => {
    const token = await sessionToken(t, acme, 'employee', colleague.empid);
    const answer = await t.call<{ vids: number[] }>(
      'addAppointment',
      [visitor({ empid: host.empid, sendType: 'sms', inviteContent: 'Welcome' })],
      token,
    );
    expect(answer.status).toBe(0);
    expect(await read(answer.result.vids[0]!)).toMatchObject({
      signinType: 1,
      status: 0,
      permission: 1,
      empid: colleague.empid,
      empName: 'Colin Colleague',
      visitStatus: 'sent',
      clientNo: 2,
    });
  });

  it('publishes visits.changed with the company id once the visitors are stored', async () => {
    const heard: unknown[] = [];
    const stop = t.ctx.events.subscribe('visits.changed', (payload) => heard.push(payload));
    await t.call('addAppointment', [visitor()], acme.token);
    // A refused call is rolled back and announces nothing.
    await t.call('addAppointment', [visitor(), visitor({ phone: '', cardId: '' })], acme.token);
    stop();
    expect(heard).toEqual([{ companyId: acme.userid }]);
  });

  it("answers 55 for another company's host and 604 when staff name no host", async () => {
    const stranger = await seedEmployee(t, other.userid, { password: null });
    const before = await visitCount(acme);
    expect(await t.call('addAppointment', [visitor({ empid: stranger.empid })], acme.token)).toMatchObject({
      status: Status.employeeNotFound,
      result: [stranger.empid],
    });
    expect(await t.call('addAppointment', [visitor({ empid: undefined })], acme.token)).toMatchObject({
      status: Status.invalidField,
      reason: 'empid: choose the host',
    });
    expect(await visitCount(acme)).toBe(before);
  });

  it('answers 1113 when today is outside the host validity dates', async () => {
    const expired = await seedEmployee(t, acme.userid, { startDate: '2026-01-01', endDate: '2026-11-20', password: null });
    const future = await seedEmployee(t, acme.userid, { startDate: '2026-11-22', password: null });
    for (const employee of [expired, future]) {
      const answer = await t.call('addAppointment', [visitor({ empid: employee.empid })], acme.token);
      expect(answer.status).toBe(Status.outsideValidity);
      expect(answer.reason).toMatch(/^empid: /);
    }
    const current = await seedEmployee(t, acme.userid, { startDate: '2026-11-21', endDate: '2026-11-21', password: null });
    expect((await t.call('addAppointment', [visitor({ empid: current.empid })], acme.token)).status).toBe(0);
  });

  it('checks each visitor: a phone or an ID number, a valid ID number, a name without illegal characters, not before today', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ phone: '', cardId: '' }, 'phone: give a phone or an ID number'],
      [{ cardId: '110105199003070018' }, 'cardId: the ID number is not valid (badCheckDigit)'],
      [{ cardId: '99010519900307001X' }, 'cardId: the ID number is not valid (badRegion)'],
      [{ cardId: '1101051990' }, 'cardId: the ID number is not valid (wrongLength)'],
      [{ appointmentDate: novemberAt(20, 23, 59) }, 'appointmentDate: must not be before today'],
      [{ appointmentDate: 8_000_000_000_000_000 }, 'appointmentDate: must be a date before the year 10000'],
    ];
    for (const [fields, reason] of cases) {
      expect(await t.call('addAppointment', [visitor(fields)], acme.token)).toMatchObject({
        status: Status.invalidField,
        reason,
      });
    }
    const badName = await t.call('addAppointment', [visitor({ name: '<script>' })], acme.token);
    expect(badName.status).toBe(Status.invalidField);
    expect(badName.reason).toMatch(/name/);
    // Another certificate is not checked as a resident ID number; no phone is needed beside it.
    expect(
      (await t.call('addAppointment', [visitor({ phone: '', cardId: 'E1234567', certType: 'passport' })], acme.token)).status,
    ).toBe(0);
    // Earlier today is still today.
    expect((await t.call('addAppointment', [visitor({ appointmentDate: novemberAt(21, 0, 1) })], acme.token)).status).toBe(0);
  });

  it('stores nothing when one visitor of the batch is refused', async () => {
    const before = await visitCount(acme);
    const answer = await t.call('addAppointment', [visitor(), visitor({ phone: '', cardId: '' })], acme.token);
    expect(answer.status).toBe(Status.invalidField);
    const late = await t.call('addAppointment', [visitor(), visitor({ empid: 2_000_000_000 })], acme.token);
    expect(late.status).toBe(Status.employeeNotFound);
    expect(await visitCount(acme)).toBe(before);
  });

  it('is for managers, hq, Subcompanies and employees; reception may not', async () => {
    const reception = await sessionToken(t, acme, 'reception', acme.userid);
    expect((await t.call('addAppointment', [visitor()], reception)).status).toBe(Status.noPermission);
    const resident = await buildSubAccount(t, acme);
    const ownHost = await seedEmployee(t, acme.userid, { subaccountId: resident.id, password: null });
    const answer = await t.call<{ vids: number[] }>('addAppointment', [visitor({ empid: ownHost.empid })], resident.token);
    expect(answer.status).toBe(0);
    expect((await read(answer.result.vids[0]!)).subaccountId).toBe(resident.id);
  });
});
