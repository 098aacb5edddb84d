import { type BlacklistEntry, Status, type Visit, type VisitWithTimeline } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { addDesk } from '../../../test/front-desk-factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { buildAppointment, insertVisit, novemberAt, setClock, validIdNumber } from '../../../test/visit-factories.js';

/* The blacklist and the visitor types as visits use them (66 at appointment and sign-in, 104 for a foreign tid). */

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
let host: TestEmployee;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Hannah Host', password: null });
});
beforeEach(() => setClock(t, novemberAt(21, 9)));

const staff = (company: TestCompany) => sessionToken(t, company, 'manager', company.userid);
const call = async <T>(name: string, body: unknown, company = acme) => t.call<T>(name, body, await staff(company));
const visitor = (fields: Record<string, unknown> = {}) => ({
  name: 'Barry Barred',
  phone: '13900000066',
  empid: host.empid,
  appointmentDate: novemberAt(21, 10),
  ...fields,
});
const visitsNamed = async (name: string) =>
  (await call<Visit[]>('SearchVisitByCondition', { date: '2026-11-21', endDate: '2026-11-21', name })).result;

async function blacklist(company: TestCompany, entry: Record<string, unknown>, switchOn = 1) {
  expect((await call('addBlacklist', { name: 'Barry Barred', remark: 'Shoplifting', ...entry }, company)).status).toBe(0);
  expect((await call('updateblackListSwitch', { blackListSwitch: switchOn }, company)).status).toBe(0);
}

describe(`visits and the blacklist (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('refuses a blacklisted visitor with 66 whatever the state of the visit, before the host authorisation (67)', async () => {
    const company = await buildCompany(t);
    const companyHost = await seedEmployee(t, company.userid, { password: null });
    const desk = await sessionToken(t, company, 'reception', (await addDesk(t, company)).id);
    const states = { authorised: 1, awaitingHost: 0, awaitingApproval: 4 };
    const vids = Object.fromEntries(
      await Promise.all(
        Object.entries(states).map(async ([state, permission]) => [
          state,
          await insertVisit(t, company, {
            vname: 'Bob Barred',
            vphone: '13611112222',
            empid: companyHost.empid,
            signinType: 2,
            permission,
            appointmentDate: novemberAt(21, 10),
          }),
        ]),
      ),
    ) as Record<keyof typeof states, number>;
    await blacklist(company, { name: 'Bob Barred', phone: '13611112222', remark: 'Tailgated into server room' });
    for (const vid of Object.values(vids)) {
      const atDesk = await t.call('VisitAppointmentSignin', { vid }, desk);
      expect(atDesk).toMatchObject({ status: Status.blacklisted, reason: 'Refused at the front desk' });
      expect(JSON.stringify(atDesk)).not.toContain('server room');
      const byStaff = await call('VisitAppointmentSignin', { vid }, company);
      expect(byStaff.status).toBe(Status.blacklisted);
      expect(byStaff.reason).toContain('Tailgated into server room');
    }
  });

  it('refuses a blacklisted phone at appointment with 66 listing the entry, and saves none of the batch', async () => {
    const company = await buildCompany(t);
    const companyHost = await seedEmployee(t, company.userid, { password: null });
    await blacklist(company, { phone: '13900000066' });
    const answer = await call<BlacklistEntry[]>(
      'addAppointment',
      [visitor({ name: 'Fine Visitor', phone: '13900000001', empid: companyHost.empid }), visitor({ empid: companyHost.empid })],
      company,
    );
    expect(answer.status).toBe(Status.blacklisted);
    expect(answer.reason).toContain('Barry Barred is on the blacklist: Shoplifting');
    expect(answer.result.map((entry) => entry.phone)).toEqual(['13900000066']);
    const saved = await call<Visit[]>('SearchVisitByCondition', { date: '2026-11-21', endDate: '2026-11-21' }, company);
    expect(saved.result).toEqual([]);
  });

  it('matches the ID number whatever its case, and lets everyone in while the switch is off', async () => {
    const company = await buildCompany(t);
    const companyHost = await seedEmployee(t, company.userid, { password: null });
    const idNumber = '11010519491231002X';
    await blacklist(company, { credentialNo: idNumber.toLowerCase() }, 0);
    const body = [visitor({ phone: '13900000002', cardId: idNumber, empid: companyHost.empid })];
    expect((await call('addAppointment', body, company)).status).toBe(0);
    await call('updateblackListSwitch', { blackListSwitch: 1 }, company);
    expect((await call('addAppointment', body, company)).status).toBe(Status.blacklisted);
  });

  it('refuses at sign-in a visitor listed after the appointment: 66, not signed in, and the refusal on the timeline', async () => {
    const vid = await buildAppointment(t, await staff(acme), visitor({ phone: '13900000067' }));
    await blacklist(acme, { phone: '13900000067' });
    const answer = await call('VisitAppointmentSignin', { vid, signInGate: 'North gate', signInOpName: 'Desk 1' });
    expect(answer.status).toBe(Status.blacklisted);
    const visit = (await call<VisitWithTimeline>('GetVisitorByVid', { vid })).result;
    expect(visit.visitdate).toBeNull();
    expect(visit.events.map((event) => [event.kind, event.operator, event.gate])).toEqual([
      ['appointed', expect.any(String), ''],
      ['blacklisted', 'Desk 1', 'North gate'],
    ]);
    expect(visit.events[1]!.reason).toContain('Barry Barred is on the blacklist');
    await call('updateblackListSwitch', { blackListSwitch: 0 });
  });

  it('keeps the refusal on the timeline when the name and a 500-character remark are longer than a reason holds', async () => {
    const company = await buildCompany(t);
    const companyHost = await seedEmployee(t, company.userid, { password: null });
    const vid = await buildAppointment(
      t,
      await staff(company),
      visitor({ name: 'Bartholomew Longname', phone: '13900000068', empid: companyHost.empid }),
    );
    await blacklist(company, { phone: '13900000068', remark: 'r'.repeat(500) });
    expect((await call('VisitAppointmentSignin', { vid }, company)).status).toBe(Status.blacklisted);
    const visit = (await call<VisitWithTimeline>('GetVisitorByVid', { vid }, company)).result;
    expect(visit.events.at(-1)).toMatchObject({ kind: 'blacklisted' });
    expect(visit.events.at(-1)!.reason).toHaveLength(500);
  });

  it("another company's blacklist never refuses this company's visitors", async () => {
    await blacklist(other, { phone: '13900000068' });
    const vid = await buildAppointment(t, await staff(acme), visitor({ name: 'Other List', phone: '13900000068' }));
    expect((await call('VisitAppointmentSignin', { vid })).status).toBe(0);
  });
});

describe(`visits and visitor types (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("takes the visitor type name from tid, and refuses another company's tid with 104 saving nothing", async () => {
    const { result: own } = await call<{ tid: number }>('addVisitorType', { vType: 'Contractor' });
    const { result: foreign } = await call<{ tid: number }>('addVisitorType', { vType: 'Secret type' }, other);
    const vid = await buildAppointment(
      t,
      await staff(acme),
      visitor({ name: 'Typed Visitor', phone: '13900000003', tid: own.tid, vType: 'ignored' }),
    );
    const visit = (await call<VisitWithTimeline>('GetVisitorByVid', { vid })).result;
    expect([visit.tid, visit.vType]).toEqual([own.tid, 'Contractor']);
    const refused = await call('addAppointment', [visitor({ name: 'Foreign Typed', phone: '13900000004', tid: foreign.tid })]);
    expect(refused.status).toBe(Status.visitorTypeMissing);
    expect(JSON.stringify(refused)).not.toContain('Secret type');
    expect(await visitsNamed('Foreign Typed')).toEqual([]);
  });

  it('keeps a visit with its id number check: an invalid ID card number is refused naming cardId', async () => {
    const answer = await call('addAppointment', [visitor({ name: 'Bad Id', phone: '', cardId: '110105199003070018' })]);
    expect(answer.status).toBe(Status.invalidField);
    expect(answer.reason).toContain('cardId');
    expect(validIdNumber).toHaveLength(18);
  });
});
