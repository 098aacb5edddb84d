import { Status, type Visit, type VisitWithTimeline } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { addDesk, codeOf, deskToken, hostNoticed, visitRow } from '../../../test/front-desk-factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { buildAppointment, novemberAt, setClock, setCompanySettings, validIdNumber } from '../../../test/visit-factories.js';

/* Invitees at the front desk: the scanned code (getVisitByCode) and signing in by it (AppClientSignin). */

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
let host: TestEmployee;
let deskId: number;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Hannah Host', empEmail: 'hannah@acme.test', password: null });
  deskId = (await addDesk(t, acme)).id;
});
beforeEach(async () => {
  setClock(t, novemberAt(21, 9));
  await setCompanySettings(t, acme, { preExtendTime: 0, latExtendTime: 0 });
  await setQrMaxCount(1);
});

const setQrMaxCount = (qrMaxCount: number) =>
  t.ctx.database.db.updateTable('company').set({ qrMaxCount }).where('id', '=', acme.userid).execute();
/** Fresh sessions: tests move the clock past the idle limit of older ones. */
const manager = (company = acme) => sessionToken(t, company, 'manager', company.userid);
const desk = () => sessionToken(t, acme, 'reception', deskId);

/** An employee's invitation for 10:00 today (valid the whole day) and its code. */
async function invitation(fields: Record<string, unknown> = {}) {
  const employee = await sessionToken(t, acme, 'employee', host.empid);
  const vid = await buildAppointment(t, employee, {
    appointmentDate: novemberAt(21, 10),
    sendType: 'sms',
    inviteContent: 'Welcome to Acme',
    ...fields,
  });
  return { vid, code: await codeOf(t, vid) };
}

type Arrival = { visit: Visit; vcount: number };
const lookUp = async (code: string, token?: string) => t.call<Visit>('getVisitByCode', { code }, token ?? (await desk()));
const signIn = async (code: string, fields: Record<string, unknown> = {}, token?: string) =>
  t.call<Arrival>('AppClientSignin', { code, ...fields }, token ?? (await desk()));
const leave = async (vid: number) => expect((await t.call('VisitorSignOutByVid', { vid }, await desk())).status).toBe(0);
const timeline = async (vid: number) =>
  (await t.call<VisitWithTimeline>('GetVisitorByVid', { vid }, await manager())).result.events.map((event) => event.kind);
const returnsOf = (vid: number) =>
  t.ctx.database.db.selectFrom('visit').selectAll().where('appid', '=', vid).orderBy('id').execute();

describe(`getVisitByCode (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("finds an invitation by its token or its short code, and a visit by its badge's signed code", async () => {
    const { vid, code } = await invitation({ name: 'Ivan Invitee' });
    expect(await lookUp(code)).toMatchObject({ status: 0, result: { vid, vname: 'Ivan Invitee', signinType: 1 } });
    const acode = (await visitRow(t, vid))!.acode;
    expect(acode).toMatch(/^\d{6}$/);
    expect(await lookUp(acode)).toMatchObject({ status: 0, result: { vid } });
    const badgeCode = (await lookUp(code)).result.badgeCode!;
    expect(badgeCode).toMatch(/^B\.\d+\./);
    expect(await lookUp(badgeCode)).toMatchObject({ status: 0, result: { vid } });
  });

  it('finds nothing by a bare visit id, however it is typed: visit ids are sequential', async () => {
    const { vid } = await invitation();
    for (const typed of [String(vid), String(vid - 1), String(vid + 1), `B.${vid}`]) {
      expect((await lookUp(typed)).status, typed).toBe(Status.invalidLink);
    }
  });

  it("answers 39 for another company's token, short code or badge, and text that is no code", async () => {
    const { vid, code } = await invitation();
    const acode = (await visitRow(t, vid))!.acode;
    const badgeCode = (await lookUp(code)).result.badgeCode!;
    for (const foreign of [code, acode, badgeCode]) {
      expect((await lookUp(foreign, await manager(other))).status, foreign).toBe(Status.invalidLink);
    }
    // A signature's last two characters changed (never to what they were: one in 4,096 ends in "xx" already).
    const spoiled = (text: string) => `${text.slice(0, -2)}${text.endsWith('xx') ? 'yy' : 'xx'}`;
    for (const wrong of ['999999999', '99999999999999', 'not-a-code', spoiled(code), spoiled(badgeCode)]) {
      expect((await lookUp(wrong)).status, wrong).toBe(Status.invalidLink);
    }
  });

  it('gives each open visit of the company its own short code', async () => {
    const vids = await Promise.all([1, 2, 3, 4, 5].map(async () => (await invitation()).vid));
    const codes = await Promise.all(vids.map(async (vid) => (await visitRow(t, vid))!.acode));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('stops a desk after ten wrong codes in fifteen minutes (2001), the right code included, until they age out', async () => {
    const deskOfItsOwn = await sessionToken(t, acme, 'reception', (await addDesk(t, acme)).id);
    const { vid } = await invitation();
    const acode = (await visitRow(t, vid))!.acode;
    const wrong = acode === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await lookUp(wrong, deskOfItsOwn)).status).toBe(Status.invalidLink);
    }
    expect((await lookUp(acode, deskOfItsOwn)).status).toBe(Status.tooManyRequests);
    expect((await signIn(acode, {}, deskOfItsOwn)).status).toBe(Status.tooManyRequests);
    // Another desk is not held up, and the guesses count for nothing after fifteen minutes.
    expect((await lookUp(acode)).status).toBe(0);
    setClock(t, novemberAt(21, 9, 16));
    expect((await lookUp(acode, deskOfItsOwn)).status).toBe(0);
  });

  it("answers 64 before the code's window opens and 65 after it closes", async () => {
    const { code } = await invitation({ appointmentDate: novemberAt(22, 10) });
    // The desk tells the visitor when the code opens: the start of the appointment's day.
    expect(await lookUp(code)).toMatchObject({ status: Status.tooEarly, result: { validFrom: novemberAt(22, 0) } });
    setClock(t, novemberAt(23, 0, 1));
    expect((await lookUp(code)).status).toBe(Status.late);
  });

  it('answers 65 once the uses of the code are spent', async () => {
    const { code } = await invitation();
    expect((await signIn(code)).status).toBe(0);
    expect((await lookUp(code)).status).toBe(Status.late);
  });
});

describe(`AppClientSignin (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('signs in the invitee, counts one use, tells the host and answers the visit and the day count', async () => {
    const { vid, code } = await invitation();
    setClock(t, novemberAt(21, 9, 30));
    const answer = await signIn(code, {
      signInGate: 'North',
      signInOpName: 'Desk 1',
      photoUrl: '/files/p.png',
      plateNum: 'A12345',
      cardId: validIdNumber,
      remark: 'umbrella',
    });
    expect(answer).toMatchObject({
      status: 0,
      result: {
        visit: {
          vid,
          status: 1,
          visitdate: novemberAt(21, 9, 30),
          signInGate: 'North',
          signInOpName: 'Desk 1',
          plateNum: 'A12345',
          remark: 'umbrella',
          cardId: '110105********0017',
          visitStatus: 'signedIn',
        },
      },
    });
    expect(answer.result.vcount).toBeGreaterThan(0);
    expect((await visitRow(t, vid))?.codeUses).toBe(1);
    expect(await timeline(vid)).toEqual(['appointed', 'signedIn']);
    expect(await hostNoticed(t, vid)).toBe(true);
  });

  it('answers 39 for a badge vid, 105 while the invitee is on site', async () => {
    const { vid, code } = await invitation();
    expect((await signIn(String(vid))).status).toBe(Status.invalidLink);
    expect((await signIn(code)).status).toBe(0);
    expect((await signIn(code)).status).toBe(Status.alreadySignedIn);
  });

  it('qrMaxCount 1: a visitor who left cannot come back with the code (65, "used up")', async () => {
    const { vid, code } = await invitation();
    expect((await signIn(code)).status).toBe(0);
    await leave(vid);
    const again = await signIn(code);
    expect(again).toMatchObject({ status: Status.late, reason: 'the code has been used up' });
    expect(await returnsOf(vid)).toEqual([]);
  });

  it('qrMaxCount 2: the second use adds a visit of its own naming the invitation; the third is refused', async () => {
    await setQrMaxCount(2);
    const { vid, code } = await invitation({ name: 'Rita Return' });
    const first = await signIn(code);
    expect(first.status).toBe(0);
    await leave(vid);
    setClock(t, novemberAt(21, 14));
    const second = await signIn(code, { signInGate: 'South' });
    expect(second).toMatchObject({
      status: 0,
      result: {
        vcount: first.result.vcount + 1,
        visit: { vname: 'Rita Return', signinType: 1, empid: host.empid, visitdate: novemberAt(21, 14) },
      },
    });
    const back = second.result.visit.vid;
    expect(back).not.toBe(vid);
    expect(await returnsOf(vid)).toMatchObject([{ id: back, appid: vid, signInGate: 'South', signOutDate: null }]);
    expect((await visitRow(t, vid))?.codeUses).toBe(2);
    expect(await timeline(back)).toEqual(['signedIn']);
    expect(await hostNoticed(t, back)).toBe(true);
    expect((await signIn(code)).status).toBe(Status.alreadySignedIn);
    await leave(back);
    expect((await signIn(code)).status).toBe(Status.late);
  });

  it('qrMaxCount 0: the code serves any number of returns inside its window', async () => {
    await setQrMaxCount(0);
    const { vid, code } = await invitation();
    for (let use = 0; use < 4; use += 1) {
      const answer = await signIn(code);
      expect(answer.status).toBe(0);
      await leave(answer.result.visit.vid);
    }
    expect(await returnsOf(vid)).toHaveLength(3);
    setClock(t, novemberAt(22, 9));
    expect((await signIn(code)).status).toBe(Status.late);
  });

  it('two desks signing the same code at once give one sign-in, first use and return alike', async () => {
    await setQrMaxCount(0);
    const { vid, code } = await invitation();
    const second = await deskToken(t, acme);
    const own = await desk();
    const first = await Promise.all([signIn(code, {}, own), signIn(code, {}, second)]);
    expect(first.map((answer) => answer.status).sort()).toEqual([0, Status.alreadySignedIn]);
    await leave(vid);
    const again = await Promise.all([signIn(code, {}, own), signIn(code, {}, second)]);
    expect(again.map((answer) => answer.status).sort()).toEqual([0, Status.alreadySignedIn]);
    expect(await returnsOf(vid)).toHaveLength(1);
    expect((await visitRow(t, vid))?.codeUses).toBe(2);
  });

  it('answers 67 for an invitation not authorised and 604 for a wrong ID number, changing nothing', async () => {
    const { vid, code } = await invitation();
    expect((await signIn(code, { cardId: '110105199003070018' })).reason).toContain('cardId');
    await t.ctx.database.db.updateTable('visit').set({ permission: 0 }).where('id', '=', vid).execute();
    expect((await signIn(code)).status).toBe(Status.notPermitted);
    expect(await visitRow(t, vid)).toMatchObject({ visitdate: null, codeUses: 0 });
  });

  it('answers 64 and 65 by the early and late limits on the first use', async () => {
    await setCompanySettings(t, acme, { preExtendTime: 30, latExtendTime: 30 });
    const { code } = await invitation();
    expect((await signIn(code)).status).toBe(Status.tooEarly);
    setClock(t, novemberAt(21, 10, 31));
    expect((await signIn(code)).status).toBe(Status.late);
    setClock(t, novemberAt(21, 10));
    expect((await signIn(code)).status).toBe(0);
  });

  it('refuses a blacklisted invitee with 66, the refusal on the timeline, the host not told', async () => {
    const company = await buildCompany(t);
    const companyHost = await seedEmployee(t, company.userid, { empEmail: 'h@b.test', password: null });
    const employee = await sessionToken(t, company, 'employee', companyHost.empid);
    const vid = await buildAppointment(t, employee, {
      appointmentDate: novemberAt(21, 10),
      sendType: 'sms',
      inviteContent: 'Welcome',
      phone: '13900000066',
    });
    await t.call('addBlacklist', { name: 'Barry Barred', phone: '13900000066' }, company.token);
    await t.call('updateblackListSwitch', { blackListSwitch: 1 }, company.token);
    const answer = await signIn(await codeOf(t, vid), {}, await manager(company));
    expect(answer.status).toBe(Status.blacklisted);
    const events = await t.call<VisitWithTimeline>('GetVisitorByVid', { vid }, await manager(company));
    expect(events.result.events.map((event) => event.kind)).toEqual(['appointed', 'blacklisted']);
    expect(events.result.visitdate).toBeNull();
    expect(await hostNoticed(t, vid)).toBe(false);
  });

  it("refuses another company's code with 39 and changes nothing", async () => {
    const { vid, code } = await invitation();
    expect((await signIn(code, {}, await manager(other))).status).toBe(Status.invalidLink);
    expect(await visitRow(t, vid)).toMatchObject({ visitdate: null, codeUses: 0 });
  });

  it('serves a manager and a reception desk, not an employee; answers on the legacy edge too', async () => {
    const { code } = await invitation();
    const employee = await sessionToken(t, acme, 'employee', host.empid);
    expect((await lookUp(code, await manager())).status).toBe(0);
    expect((await lookUp(code, await deskToken(t, acme))).status).toBe(0);
    expect((await lookUp(code, employee)).status).toBe(Status.noPermission);
    expect((await signIn(code, {}, employee)).status).toBe(Status.noPermission);
    const legacy = await t.call<Arrival>('AppClientSignin', { code }, await desk(), '/qcvisit/');
    expect(legacy).toMatchObject({ status: 0, result: { visit: { status: 1 } } });
  });
});
