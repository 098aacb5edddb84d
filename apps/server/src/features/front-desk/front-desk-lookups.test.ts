import { Status, type Visit, type VisitWithTimeline } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { addDesk } from '../../../test/front-desk-factories.js';
import { newPhone, seedEmployee, sessionToken } from '../../../test/people-factories.js';
import { insertVisit, novemberAt, setClock, validIdNumber } from '../../../test/visit-factories.js';

/* What the tablet looks up by phone or ID number: today's appointments, the last visit; and leaving by phone. */

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
let deskId: number;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  deskId = (await addDesk(t, acme)).id;
});
beforeEach(() => setClock(t, novemberAt(21, 9)));

/** Fresh sessions: tests move the clock past the idle limit of older ones. */
const desk = () => sessionToken(t, acme, 'reception', deskId);
const call = async <T>(name: string, body: unknown, token?: string) => t.call<T>(name, body, token ?? (await desk()));
const expectedVisit = (phone: string, fields: Parameters<typeof insertVisit>[2] = {}) =>
  insertVisit(t, acme, { vphone: phone, appointmentDate: novemberAt(21, 10), ...fields });
const vidsOf = (answer: { result: Visit[] }) => answer.result.map((visit) => visit.vid);

describe(`searchTodayAppointment (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('lists the visits of a phone expected today, newest first, whatever their authorisation', async () => {
    const phone = newPhone();
    const preRegistered = await expectedVisit(phone);
    const unauthorised = await expectedVisit(phone, { permission: 0 });
    const invited = await expectedVisit(phone, { signinType: 1 });
    // Three valid days from yesterday: today is inside the window.
    const multiDay = await expectedVisit(phone, { appointmentDate: novemberAt(20, 10), qrcodeConf: 3 });
    await expectedVisit(phone, { appointmentDate: novemberAt(20, 10) });
    await expectedVisit(phone, { appointmentDate: novemberAt(22, 10) });
    await expectedVisit(phone, { signinType: 0 });
    await expectedVisit(phone, { visitdate: novemberAt(21, 8) });
    await expectedVisit(newPhone());
    await insertVisit(t, other, { vphone: phone, appointmentDate: novemberAt(21, 10) });
    const answer = await call<Visit[]>('searchTodayAppointment', { phone });
    expect(answer.status).toBe(0);
    expect(vidsOf(answer)).toEqual([invited, unauthorised, preRegistered, multiDay]);
    expect(answer.result[1]).toMatchObject({ permission: 0, visitStatus: 'unauthorized' });
  });

  it('finds them by ID number too, at most 20; 604 naming phone without either', async () => {
    const phone = newPhone();
    const byCard = await expectedVisit(phone, { cardId: validIdNumber });
    expect(vidsOf(await call<Visit[]>('searchTodayAppointment', { cardId: validIdNumber }))).toContain(byCard);
    for (let index = 0; index < 21; index += 1) await expectedVisit(phone);
    expect((await call<Visit[]>('searchTodayAppointment', { phone })).result).toHaveLength(20);
    expect(await call('searchTodayAppointment', {})).toMatchObject({ status: Status.invalidField, result: 'phone' });
  });
});

describe(`getLastVisitByPhone (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("answers the phone's latest visit that arrived, null when none, another company's or comeAgain is off", async () => {
    const phone = newPhone();
    expect((await call('getLastVisitByPhone', { phone })).result).toBeNull();
    const left = (day: number) => ({ visitdate: novemberAt(day, 9), signOutDate: novemberAt(day, 11) });
    await expectedVisit(phone, { ...left(10), vcompany: 'Old Co', listDay: '2026-11-10' });
    const latest = await expectedVisit(phone, { ...left(15), vcompany: 'New Co', listDay: '2026-11-15' });
    await expectedVisit(phone, { appointmentDate: novemberAt(22, 9) });
    expect((await call<Visit>('getLastVisitByPhone', { phone })).result).toMatchObject({ vid: latest, vcompany: 'New Co' });
    const otherPhone = newPhone();
    await insertVisit(t, other, { vphone: otherPhone, visitdate: novemberAt(15, 9) });
    expect((await call('getLastVisitByPhone', { phone: otherPhone })).result).toBeNull();
    await t.ctx.database.db.updateTable('company').set({ comeAgain: 0 }).where('id', '=', acme.userid).execute();
    expect((await call('getLastVisitByPhone', { phone })).result).toBeNull();
    await t.ctx.database.db.updateTable('company').set({ comeAgain: 1 }).where('id', '=', acme.userid).execute();
  });
});

describe(`VisitorSignOut (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('signs out the visit of the phone on site, with its timeline step; 57 when none is', async () => {
    const phone = newPhone();
    // One person is on site once (a unique index): the phone has one visit signed in and not out.
    const onSite = [await expectedVisit(phone, { visitdate: novemberAt(20, 8) })];
    const gone = await expectedVisit(phone, { visitdate: novemberAt(21, 7), signOutDate: novemberAt(21, 8) });
    const expected = await expectedVisit(phone);
    const answer = await call<{ count: number }>('VisitorSignOut', { phone, signOutOpName: 'Desk 1', signOutGate: 'Exit' });
    expect(answer).toMatchObject({ status: 0, result: { count: 1 } });
    for (const vid of onSite) {
      const read = await call<VisitWithTimeline>('GetVisitorByVid', { vid });
      expect(read.result).toMatchObject({ signOutDate: novemberAt(21, 9), signOutOpName: 'Desk 1', signOutGate: 'Exit' });
      expect(read.result.events).toMatchObject([{ kind: 'signedOut', operator: 'Desk 1', gate: 'Exit' }]);
    }
    expect((await call<Visit>('GetVisitorByVid', { vid: gone })).result.signOutDate).toBe(novemberAt(21, 8));
    expect((await call<Visit>('GetVisitorByVid', { vid: expected })).result.signOutDate).toBeNull();
    expect(await call('VisitorSignOut', { phone })).toMatchObject({ status: Status.noRecord, result: 'phone' });
  });

  it("leaves another company's visitor on site (57) and refuses an employee", async () => {
    const phone = newPhone();
    const vid = await insertVisit(t, other, { vphone: phone, visitdate: novemberAt(21, 8) });
    expect((await call('VisitorSignOut', { phone })).status).toBe(Status.noRecord);
    const row = await t.ctx.database.db.selectFrom('visit').select('signOutDate').where('id', '=', vid).executeTakeFirst();
    expect(row?.signOutDate).toBeNull();
    const host = await seedEmployee(t, acme.userid, { password: null });
    const employee = await sessionToken(t, acme, 'employee', host.empid);
    expect((await call('VisitorSignOut', { phone }, employee)).status).toBe(Status.noPermission);
    expect((await call('searchTodayAppointment', { phone }, employee)).status).toBe(Status.noPermission);
    expect((await call('getLastVisitByPhone', { phone }, employee)).status).toBe(Status.noPermission);
  });
});
