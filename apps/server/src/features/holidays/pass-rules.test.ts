import { Status, type VisitorType } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { addDesk, codeOf, visitRow } from '../../../test/front-desk-factories.js';
import { employeeToken, newPhone, seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { buildAppointment, novemberAt, setClock } from '../../../test/visit-factories.js';

/*
 * Visitor types that refuse visits on rest days, weekends or outside the
 * passable hours, enforced on every sign-in path: walk-ins (UpdatePhoto),
 * expected visitors (VisitAppointmentSignin) and invitation codes (AppClientSignin).
 * 2026-11-21 is a Saturday, 11-22 a Sunday, 11-23 a Monday.
 */

const t = useTestApp();
let acme: TestCompany;
let host: TestEmployee;
let deskId: number;
const types: Record<'contractor' | 'vendor' | 'night' | 'guest', number> = { contractor: 0, vendor: 0, night: 0, guest: 0 };

const addType = async (vType: string, rules: Record<string, number>) => {
  const { tid } = (await t.call<{ tid: number }>('addVisitorType', { vType }, acme.token)).result;
  const set = await t.call(
    'updateVisitorTypeRules',
    { tid, refuseRestDay: 0, refuseWeekend: 0, refuseOutsideHours: 0, ...rules },
    acme.token,
  );
  expect(set.status, set.reason).toBe(0);
  return tid;
};

beforeAll(async () => {
  acme = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Hannah Host', password: null });
  deskId = (await addDesk(t, acme)).id;
  types.contractor = await addType('Contractor', { refuseRestDay: 1 });
  types.vendor = await addType('Vendor', { refuseWeekend: '1' as unknown as number });
  types.night = await addType('Night crew', { refuseOutsideHours: 1 });
  types.guest = await addType('Guest', {});
  await t.call('updatePassableTime', { passableSTime: '08:30', passableETime: '19:00' }, acme.token);
  await t.call('addHoliday', { hdate: '2026-11-23', remark: 'Company day off', passFlag: 0 }, acme.token);
});
beforeEach(() => setClock(t, novemberAt(21, 9)));

const desk = () => sessionToken(t, acme, 'reception', deskId);
const staff = () => sessionToken(t, acme, 'manager', acme.userid);
const walkIn = async (tid: number) =>
  // A new person each time: one person is on site once.
  t.call('UpdatePhoto', { name: 'Walter Walkin', phone: newPhone(), empid: host.empid, tid }, await desk());

describe(`visitor type pass rules (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('getVisitorType shows the rules; another company cannot set them (57), an employee may not (610)', async () => {
    const list = (await t.call<VisitorType[]>('getVisitorType', {}, acme.token)).result;
    expect(list.find((type) => type.tid === types.vendor)).toMatchObject({
      refuseRestDay: 0,
      refuseWeekend: 1,
      refuseOutsideHours: 0,
    });
    const other = await buildCompany(t);
    const foreign = await t.call(
      'updateVisitorTypeRules',
      { tid: types.guest, refuseRestDay: 1, refuseWeekend: 1, refuseOutsideHours: 1 },
      other.token,
    );
    expect(foreign.status).toBe(Status.noRecord);
    const employee = await seedEmployee(t, acme.userid);
    const asEmployee = await t.call(
      'updateVisitorTypeRules',
      { tid: types.guest, refuseRestDay: 1, refuseWeekend: 1, refuseOutsideHours: 1 },
      await employeeToken(t, employee),
    );
    expect(asEmployee.status).toBe(Status.noPermission);
    expect((await t.call<VisitorType[]>('getVisitorType', { vType: 'Guest' }, acme.token)).result[0]).toMatchObject({
      refuseRestDay: 0,
      refuseWeekend: 0,
      refuseOutsideHours: 0,
    });
  });

  it('refuses a walk-in of a type that refuses rest days on a Saturday with 224 and its rule; signs in nothing', async () => {
    const answer = await walkIn(types.contractor);
    expect(answer).toMatchObject({ status: Status.restDayRefused, result: { rule: 'restDay', vType: 'Contractor' } });
    expect(answer.reason).toContain('rest days');
    expect((await walkIn(types.guest)).status).toBe(0);
    expect((await walkIn(types.night)).status).toBe(0);
  });

  it('a Saturday marked as a work day admits rest-day and weekend types', async () => {
    const { hid } = (
      await t.call<{ hid: string }>('addHoliday', { hdate: '2026-11-21', remark: 'Make-up day', passFlag: 1 }, acme.token)
    ).result;
    expect((await walkIn(types.contractor)).status).toBe(0);
    expect((await walkIn(types.vendor)).status).toBe(0);
    await t.call('delHoliday', { hid }, acme.token);
    expect((await walkIn(types.vendor)).status).toBe(Status.weekendRefused);
  });

  it('a weekday holiday refuses rest-day types but not weekend types', async () => {
    setClock(t, novemberAt(23, 10));
    expect((await walkIn(types.contractor)).status).toBe(Status.restDayRefused);
    expect((await walkIn(types.vendor)).status).toBe(0);
  });

  it('refuses outside the passable hours with 226 (the start counts, the end does not)', async () => {
    setClock(t, novemberAt(24, 8, 29));
    expect(await walkIn(types.night)).toMatchObject({
      status: Status.outsideHoursRefused,
      result: { rule: 'outsideHours', passableSTime: '08:30', passableETime: '19:00' },
    });
    setClock(t, novemberAt(24, 8, 30));
    expect((await walkIn(types.night)).status).toBe(0);
    setClock(t, novemberAt(24, 19, 0));
    expect((await walkIn(types.night)).status).toBe(Status.outsideHoursRefused);
  });

  it('refuses an expected visitor of the type at VisitAppointmentSignin and leaves the visit unsigned', async () => {
    const vid = await buildAppointment(t, await staff(), {
      empid: host.empid,
      appointmentDate: novemberAt(21, 10),
      tid: types.contractor,
    });
    const answer = await t.call('VisitAppointmentSignin', { vid }, await desk());
    expect(answer.status).toBe(Status.restDayRefused);
    expect((await visitRow(t, vid))?.visitdate).toBeNull();
    setClock(t, novemberAt(24, 9));
    const later = await buildAppointment(t, await staff(), {
      empid: host.empid,
      appointmentDate: novemberAt(24, 10),
      tid: types.contractor,
    });
    expect((await t.call('VisitAppointmentSignin', { vid: later }, await desk())).status).toBe(0);
  });

  it("refuses an invitation's code of the type at AppClientSignin", async () => {
    const employee = await sessionToken(t, acme, 'employee', host.empid);
    const vid = await buildAppointment(t, employee, {
      appointmentDate: novemberAt(21, 10),
      sendType: 'sms',
      inviteContent: 'Welcome',
      tid: types.vendor,
    });
    const answer = await t.call('AppClientSignin', { code: await codeOf(t, vid) }, await desk());
    expect(answer).toMatchObject({ status: Status.weekendRefused, result: { rule: 'weekend' } });
    expect((await visitRow(t, vid))?.visitdate).toBeNull();
  });
});
