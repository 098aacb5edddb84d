import { Status, type VisitWithTimeline } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { buildSubAccount } from '../../../test/sub-account-factories.js';
import {
  buildAppointment,
  insertVisit,
  novemberAt,
  setClock,
  setCompanySettings,
  validIdNumber,
} from '../../../test/visit-factories.js';

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
let host: TestEmployee;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Hannah Host', password: null });
});
beforeEach(async () => {
  setClock(t, novemberAt(21, 9));
  await setCompanySettings(t, acme, { preExtendTime: 0, latExtendTime: 0 });
});

/** A fresh Administrator session: tests move the clock across days, past the idle limit of older sessions. */
const staff = (company: TestCompany) => sessionToken(t, company, 'manager', company.userid);
const expected = async (fields: Record<string, unknown> = {}) =>
  buildAppointment(t, await staff(acme), { empid: host.empid, appointmentDate: novemberAt(21, 10), ...fields });
const signIn = async (vid: number, fields: Record<string, unknown> = {}, token?: string) =>
  t.call<{ vcount: number; glist: unknown[] }>('VisitAppointmentSignin', { vid, ...fields }, token ?? (await staff(acme)));
const read = async (vid: number) => (await t.call<VisitWithTimeline>('GetVisitorByVid', { vid }, await staff(acme))).result;

describe(`VisitAppointmentSignin (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("counts the day's sign-ins without losing one to concurrent desks, a Subcompany only its own, a new day from none", async () => {
    const company = await buildCompany(t);
    const admin = await sessionToken(t, company, 'manager', company.userid);
    const resident = await buildSubAccount(t, company);
    const branch = resident.token;
    const visitsFor = (count: number, subaccountId: number) =>
      Promise.all(Array.from({ length: count }, () => insertVisit(t, company, { subaccountId, appointmentDate: null })));
    const [own, branchOwn, last] = [await visitsFor(12, 0), await visitsFor(3, resident.id), await visitsFor(1, 0)];
    const signInAs = async (token: string, vid: number) => t.call<{ vcount: number }>('VisitAppointmentSignin', { vid }, token);
    // Each concurrent answer counts what was committed when it read, its own sign-in included.
    const answers = await Promise.all(own.map((vid) => signInAs(admin, vid)));
    for (const answer of answers) {
      expect(answer.status).toBe(0);
      expect(answer.result.vcount).toBeGreaterThanOrEqual(1);
      expect(answer.result.vcount).toBeLessThanOrEqual(own.length);
    }
    const fromBranch: number[] = [];
    for (const vid of branchOwn) fromBranch.push((await signInAs(branch, vid)).result.vcount);
    expect(fromBranch).toEqual([1, 2, 3]);
    expect((await signInAs(admin, last[0]!)).result.vcount).toBe(own.length + branchOwn.length + 1);
    setClock(t, novemberAt(22, 9));
    const tomorrow = await insertVisit(t, company, { appointmentDate: null });
    const nextDay = await sessionToken(t, company, 'manager', company.userid);
    expect((await signInAs(nextDay, tomorrow)).result.vcount).toBe(1);
  });

  it('signs in an expected visitor with the desk, gate and what the visitor brought; answers the day count', async () => {
    const vid = await expected({ vcompany: 'Old Co' });
    const before = (await signIn(await expected())).result.vcount;
    setClock(t, novemberAt(21, 9, 30));
    const answer = await signIn(vid, {
      signInGate: 'North',
      photoUrl: '/files/p.png',
      remark: 'umbrella',
      vcompany: 'New Co',
      plateNum: 'A12345',
      cardId: validIdNumber,
      extendCol: ['badge:7'],
    });
    expect(answer).toMatchObject({ status: 0, result: { vcount: before + 1, glist: [] } });
    expect(await read(vid)).toMatchObject({
      visitdate: novemberAt(21, 9, 30),
      signInOpName: 'Ada Admin',
      signInGate: 'North',
      vphoto: '/files/p.png',
      remark: 'umbrella',
      vcompany: 'New Co',
      plateNum: 'A12345',
      cardId: '110105********0017',
      extendCol: '{"badge":"7"}',
      visitStatus: 'signedIn',
      events: [
        { kind: 'appointed' },
        { kind: 'signedIn', at: novemberAt(21, 9, 30), operator: 'Ada Admin', gate: 'North', reason: '' },
      ],
    });
  });

  it('takes the operator name given and marks an invitation signed in (status 1)', async () => {
    const employee = await sessionToken(t, acme, 'employee', host.empid);
    const vid = await buildAppointment(t, employee, {
      appointmentDate: novemberAt(21, 10),
      sendType: 'sms',
      inviteContent: 'Welcome',
    });
    expect((await signIn(vid, { signInOpName: 'Desk 2' })).status).toBe(0);
    expect(await read(vid)).toMatchObject({ status: 1, signinType: 1, signInOpName: 'Desk 2', visitStatus: 'signedIn' });
  });

  it("answers 57 for another company's visit and changes nothing", async () => {
    const vid = await expected();
    expect(await signIn(vid, {}, await staff(other))).toMatchObject({ status: Status.noRecord });
    expect((await read(vid)).visitdate).toBeNull();
  });

  it('answers 105 when the visitor has already signed in, or out', async () => {
    const vid = await expected();
    expect((await signIn(vid)).status).toBe(0);
    expect((await signIn(vid)).status).toBe(Status.alreadySignedIn);
    await t.call('VisitorSignOutByVid', { vid }, await staff(acme));
    expect((await signIn(vid)).status).toBe(Status.alreadySignedIn);
  });

  it('answers 67 "not authorised" unless the host has authorised the visit', async () => {
    for (const permission of [0, 2, 4]) {
      const vid = await insertVisit(t, acme, { permission, appointmentDate: novemberAt(21, 10) });
      const answer = await signIn(vid);
      expect(answer.status).toBe(Status.notPermitted);
      expect(answer.reason).toMatch(/not authorised/);
    }
  });

  it('answers 64 with the appointment and the early limit before preExtendTime minutes ahead of it', async () => {
    await setCompanySettings(t, acme, { preExtendTime: 30 });
    const vid = await expected();
    setClock(t, novemberAt(21, 9, 29));
    expect(await signIn(vid)).toMatchObject({
      status: Status.tooEarly,
      result: { appointmentDate: novemberAt(21, 10), preExtendTime: 30 },
    });
    setClock(t, novemberAt(21, 9, 30));
    expect((await signIn(vid)).status).toBe(0);
  });

  it('answers 65 after latExtendTime minutes past the appointment', async () => {
    await setCompanySettings(t, acme, { latExtendTime: 15 });
    const vid = await expected();
    setClock(t, novemberAt(21, 10, 16));
    expect((await signIn(vid)).status).toBe(Status.late);
    setClock(t, novemberAt(21, 10, 15));
    expect((await signIn(vid)).status).toBe(0);
  });

  it('has no early or late limit at 0 minutes, but an appointment past its valid days is 65', async () => {
    const early = await expected({ appointmentDate: novemberAt(25, 18) });
    expect((await signIn(early)).status).toBe(0);
    const lateInDay = await expected({ appointmentDate: novemberAt(21, 9, 5) });
    setClock(t, novemberAt(21, 23, 50));
    expect((await signIn(lateInDay)).status).toBe(0);

    const oneDay = await expected({ appointmentDate: novemberAt(21, 10) });
    const threeDays = await expected({ appointmentDate: novemberAt(21, 10), qrcodeConf: 3 });
    const sameDayOnly = await expected({ appointmentDate: novemberAt(21, 10), qrcodeConf: 3, qrcodeType: 1 });
    setClock(t, novemberAt(22, 8));
    expect(await signIn(oneDay)).toMatchObject({ status: Status.late, reason: 'Too late: the appointment has expired' });
    expect((await signIn(sameDayOnly)).status).toBe(Status.late);
    expect((await signIn(threeDays)).status).toBe(0);
  });

  it('lets exactly one of 20 desks signing in one visitor at once succeed; the others get 105', async () => {
    const vid = await expected();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(vid)));
    const statuses = answers.map((answer) => answer.status).sort((a, b) => a - b);
    expect(statuses).toEqual([0, ...Array<number>(19).fill(Status.alreadySignedIn)]);
    expect((await read(vid)).events.filter((event) => event.kind === 'signedIn')).toHaveLength(1);
  });

  it('checks an ID number given at the door against the checker', async () => {
    const vid = await expected();
    expect(await signIn(vid, { cardId: '110105199003070018' })).toMatchObject({
      status: Status.invalidField,
      reason: 'cardId: the ID number is not valid (badCheckDigit)',
    });
  });
});

describe(`sign-out (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  const onSite = async () => {
    const vid = await expected();
    await signIn(vid);
    return vid;
  };

  it('signs a visitor out by vid with the operator and gate, and records it', async () => {
    const vid = await onSite();
    setClock(t, novemberAt(21, 17));
    expect(await t.call('VisitorSignOutByVid', { vid, signOutGate: 'South' }, await staff(acme))).toMatchObject({
      status: 0,
      result: null,
    });
    const visit = await read(vid);
    expect(visit).toMatchObject({
      signOutDate: novemberAt(21, 17),
      signOutOpName: 'Ada Admin',
      signOutGate: 'South',
      visitStatus: 'signedOut',
    });
    expect(visit.events.at(-1)).toEqual({
      kind: 'signedOut',
      at: novemberAt(21, 17),
      operator: 'Ada Admin',
      gate: 'South',
      reason: '',
    });
  });

  it('names a manager with a long user name whole as the operator of the sign-in and the sign-out', async () => {
    const longName = 'Administrator '.repeat(5).trim();
    const company = await buildCompany(t, { name: longName });
    const admin = await sessionToken(t, company, 'manager', company.userid);
    const vid = await insertVisit(t, company, { appointmentDate: null });
    expect((await t.call('VisitAppointmentSignin', { vid }, admin)).status).toBe(0);
    expect((await t.call('VisitorSignOutByVid', { vid }, admin)).status).toBe(0);
    const visit = (await t.call<VisitWithTimeline>('GetVisitorByVid', { vid }, admin)).result;
    expect(visit).toMatchObject({ signInOpName: longName, signOutOpName: longName, visitStatus: 'signedOut' });
  });

  it('signs out by aid when vid is 0; 57 for a visit not the company’s; 604 when neither is given', async () => {
    const vid = await onSite();
    expect((await t.call('VisitorSignOutByVid', { vid: 0, aid: vid, signOutOpName: 'Guard' }, await staff(acme))).status).toBe(0);
    expect((await read(vid)).signOutOpName).toBe('Guard');
    const theirs = await onSite();
    expect((await t.call('VisitorSignOutByVid', { vid: theirs }, await staff(other))).status).toBe(Status.noRecord);
    expect((await read(theirs)).signOutDate).toBeNull();
    expect(await t.call('VisitorSignOutByVid', {}, await staff(acme))).toMatchObject({
      status: Status.invalidField,
      reason: 'vid: choose a visit',
    });
  });

  it('leaves a visitor who is not on site alone', async () => {
    const notArrived = await expected();
    expect((await t.call('VisitorSignOutByVid', { vid: notArrived }, await staff(acme))).status).toBe(0);
    const visit = await read(notArrived);
    expect(visit.signOutDate).toBeNull();
    expect(visit.events.map((event) => event.kind)).toEqual(['appointed']);
  });

  it('batchSignOut signs out those on site and is all or nothing on ids (57 naming vid)', async () => {
    const [first, second, notArrived] = [await onSite(), await onSite(), await expected()];
    const foreign = await buildAppointment(t, await staff(other), {
      empid: (await seedEmployee(t, other.userid, { password: null })).empid,
    });
    const refused = await t.call('batchSignOut', [{ vid: first }, { vid: foreign }], await staff(acme));
    expect(refused).toMatchObject({ status: Status.noRecord, reason: 'No such visit: vid', result: [foreign] });
    expect((await read(first)).signOutDate).toBeNull();

    setClock(t, novemberAt(21, 18));
    const answer = await t.call(
      'batchSignOut',
      [{ vid: first, signOutGate: 'East' }, { vid: second, signOutOpName: 'Guard' }, { vid: notArrived }],
      await staff(acme),
    );
    expect(answer.status).toBe(0);
    expect(await read(first)).toMatchObject({ signOutDate: novemberAt(21, 18), signOutGate: 'East', signOutOpName: 'Ada Admin' });
    expect(await read(second)).toMatchObject({ signOutDate: novemberAt(21, 18), signOutOpName: 'Guard' });
    expect((await read(notArrived)).signOutDate).toBeNull();
  });

  it('keeps a Subcompany to its own visits', async () => {
    const vid = await onSite();
    const subaccount = (await buildSubAccount(t, acme)).token;
    expect((await t.call('VisitorSignOutByVid', { vid }, subaccount)).status).toBe(Status.noRecord);
    expect((await t.call('batchSignOut', [{ vid }], subaccount)).status).toBe(Status.noRecord);
    expect((await signIn(await expected(), {}, subaccount)).status).toBe(Status.noRecord);
  });
});
