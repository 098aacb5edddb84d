import { Status, type Visit, type VisitWithTimeline } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { addDesk, deskToken, hostNoticed } from '../../../test/front-desk-factories.js';
import { pictureBytes, upload } from '../../../test/multipart.js';
import {
  buildDepartment,
  linkDepartment,
  seedEmployee,
  sessionToken,
  type TestEmployee,
} from '../../../test/people-factories.js';
import { novemberAt, setClock, validIdNumber } from '../../../test/visit-factories.js';

/* UpdatePhoto: a walk-in signs in at the desk. */

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
let host: TestEmployee;
let stranger: TestEmployee;
let deskId: number;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Hannah Host', empEmail: 'hannah@acme.test', password: null });
  const deptid = await buildDepartment(t, acme.userid, 'Research', 'R-1');
  await linkDepartment(t, acme.userid, host.empid, deptid);
  stranger = await seedEmployee(t, other.userid, { empName: 'Olga Other', password: null });
  deskId = (await addDesk(t, acme)).id;
});
beforeEach(() => setClock(t, novemberAt(21, 9)));

/** Fresh sessions: tests move the clock past the idle limit of older ones. */
const desk = (company = acme) =>
  company === acme ? sessionToken(t, acme, 'reception', deskId) : sessionToken(t, company, 'manager', company.userid);
type Arrival = { visit: Visit; vcount: number };
/** Each walk-in is a new person unless a test names the phone: one person is on site once. */
let walkIns = 0;
const walkIn = async (fields: Record<string, unknown> = {}, token?: string) =>
  t.call<Arrival>(
    'UpdatePhoto',
    {
      name: 'Walter Walkin',
      phone: `1380000${String((walkIns += 1)).padStart(4, '0')}`,
      empid: host.empid,
      signInGate: 'Lobby',
      ...fields,
    },
    token ?? (await desk()),
  );
const walkInsOf = async (company: TestCompany) =>
  t.ctx.database.db.selectFrom('visit').selectAll().where('companyId', '=', company.userid).where('signinType', '=', 0).execute();
const picture = async (company: TestCompany) =>
  (await upload(t, company.token, { filename: 'a.png', contentType: 'image/png', data: pictureBytes.png })).result.url;

describe(`UpdatePhoto (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('signs in a walk-in now, authorised, with the host filled from empid; tells the host; answers the visit and count', async () => {
    const photoUrl = await picture(acme);
    const before = (await walkInsOf(acme)).length;
    const answer = await walkIn({
      phone: '13800000001',
      photoUrl,
      vcompany: 'Walk Co',
      signInOpName: 'Desk 1',
      peopleCount: 2,
      remark: 'parcel',
    });
    expect(answer).toMatchObject({
      status: 0,
      result: {
        visit: {
          vname: 'Walter Walkin',
          vphone: '13800000001',
          vphoto: photoUrl,
          vcompany: 'Walk Co',
          signinType: 0,
          permission: 1,
          visitdate: novemberAt(21, 9),
          appointmentDate: novemberAt(21, 9),
          empid: host.empid,
          empName: 'Hannah Host',
          empDeptName: 'Research',
          empPhone: host.phone,
          signInGate: 'Lobby',
          signInOpName: 'Desk 1',
          peopleCount: 2,
          remark: 'parcel',
          visitStatus: 'signedIn',
        },
      },
    });
    expect(answer.result.vcount).toBeGreaterThan(0);
    const vid = answer.result.visit.vid;
    const read = await t.call<VisitWithTimeline>('GetVisitorByVid', { vid }, await desk());
    expect(read.result.events).toMatchObject([{ kind: 'signedIn', operator: 'Desk 1', gate: 'Lobby', at: novemberAt(21, 9) }]);
    expect(await hostNoticed(t, vid)).toBe(true);
    expect(await walkInsOf(acme)).toHaveLength(before + 1);
  });

  it('takes an ID number instead of a phone; 604 naming phone without either, cardId for a wrong ID number', async () => {
    expect((await walkIn({ phone: '', cardId: validIdNumber })).status).toBe(0);
    expect(await walkIn({ phone: '' })).toMatchObject({ status: Status.invalidField, result: 'phone' });
    expect(await walkIn({ cardId: '110105199003070018' })).toMatchObject({ status: Status.invalidField, result: 'cardId' });
    expect((await walkIn({ cardId: 'P1234567', certType: 'passport' })).status).toBe(0);
  });

  it("answers 604 naming empid, tid or photoUrl for another company's, and saves nothing", async () => {
    const before = (await walkInsOf(acme)).length;
    const { tid } = (await t.call<{ tid: number }>('addVisitorType', { vType: 'Courier' }, other.token)).result;
    const foreignPhoto = await picture(other);
    expect(await walkIn({ empid: stranger.empid })).toMatchObject({ status: Status.invalidField, result: 'empid' });
    expect(await walkIn({ empid: undefined })).toMatchObject({ status: Status.invalidField, result: 'empid' });
    expect(await walkIn({ tid })).toMatchObject({ status: Status.invalidField, result: 'tid' });
    expect(await walkIn({ vType: 'Courier' })).toMatchObject({ status: Status.invalidField, result: 'vType' });
    expect(await walkIn({ photoUrl: foreignPhoto })).toMatchObject({ status: Status.invalidField, result: 'photoUrl' });
    expect(await walkInsOf(acme)).toHaveLength(before);
  });

  it("takes the company's visitor type by tid or name and enforces its required custom fields", async () => {
    const { tid } = (await t.call<{ tid: number }>('addVisitorType', { vType: 'Contractor' }, acme.token)).result;
    const field = { displayName: 'Permit number', fieldName: 'permitNo', inputType: 'text', required: 1, eType: 'Contractor' };
    expect((await t.call('addExtendVisitor', field, acme.token)).status).toBe(0);
    const missing = await walkIn({ tid });
    expect(missing).toMatchObject({ status: Status.invalidField, result: 'extendCol' });
    expect(missing.reason).toContain('Permit number');
    const byId = await walkIn({ tid, extendCol: ['permitNo:P-7'] });
    expect(byId).toMatchObject({ status: 0, result: { visit: { tid, vType: 'Contractor', extendCol: '{"permitNo":"P-7"}' } } });
    const byName = await walkIn({ vType: 'Contractor', extendCol: '{"permitNo":"P-8"}' });
    expect(byName).toMatchObject({ status: 0, result: { visit: { tid, vType: 'Contractor' } } });
    // Another type's required field does not bind this one.
    expect((await walkIn({})).status).toBe(0);
  });

  it('refuses a blacklisted walk-in with 66: kept not signed in with the refusal on its timeline, the host not told', async () => {
    const company = await buildCompany(t);
    const companyHost = await seedEmployee(t, company.userid, { empEmail: 'h@c.test', password: null });
    await t.call('addBlacklist', { name: 'Barry Barred', phone: '13900000066', remark: 'Shoplifting' }, company.token);
    await t.call('updateblackListSwitch', { blackListSwitch: 1 }, company.token);
    const answer = await walkIn({ name: 'Barry Barred', phone: '13900000066', empid: companyHost.empid }, await desk(company));
    expect(answer.status).toBe(Status.blacklisted);
    const kept = await walkInsOf(company);
    expect(kept).toMatchObject([{ vname: 'Barry Barred', visitdate: null, permission: 2 }]);
    const read = await t.call<VisitWithTimeline>('GetVisitorByVid', { vid: kept[0]!.id }, await desk(company));
    expect(read.result.events).toMatchObject([{ kind: 'blacklisted', gate: 'Lobby' }]);
    expect(read.result.events[0]?.reason).toContain('Shoplifting');
    expect(await hostNoticed(t, kept[0]!.id)).toBe(false);
  });

  it('keeps a refused walk-in as refused: not expected, not counted, not signable, however often it is tried', async () => {
    const company = await buildCompany(t);
    const companyHost = await seedEmployee(t, company.userid, { password: null });
    await t.call('addBlacklist', { name: 'Rita Refused', phone: '13655554444', remark: 'Tailgated' }, company.token);
    await t.call('updateblackListSwitch', { blackListSwitch: 1 }, company.token);
    const tablet = await desk(company);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await walkIn({ name: 'Rita Refused', phone: '13655554444', empid: companyHost.empid }, tablet)).status).toBe(
        Status.blacklisted,
      );
    }
    const day = '2026-11-21';
    const search = async (fields: Record<string, unknown>) =>
      t.call<Visit[]>(
        'SearchVisitByCondition',
        { date: day, endDate: day, requestedCount: 100, ...fields },
        await sessionToken(t, company, 'manager', company.userid),
      );
    const listed = await search({});
    expect(listed.result.map((visit) => visit.visitStatus)).toEqual(['refused', 'refused']);
    expect((await search({ visitStatus: 'refused' })).result).toHaveLength(2);
    for (const waiting of ['reserved', 'expired'] as const)
      expect((await search({ visitStatus: waiting })).result).toHaveLength(0);
    const overview = await t.call<{ today: { expected: number; refused: number } }>('getVisitOverview', {}, company.token);
    expect(overview).toMatchObject({ status: 0, result: { today: { expected: 0, refused: 2 } } });
    // The next day it is still refused, never expired.
    setClock(t, novemberAt(22, 9));
    expect((await search({})).result.map((visit) => visit.visitStatus)).toEqual(['refused', 'refused']);
    expect((await search({ visitStatus: 'expired' })).result).toHaveLength(0);
    const vid = listed.result[0]!.vid;
    await t.call('updateblackListSwitch', { blackListSwitch: 0 }, await sessionToken(t, company, 'manager', company.userid));
    const signIn = await t.call('VisitAppointmentSignin', { vid }, await desk(company));
    expect(signIn.status).toBe(Status.notPermitted);
  });

  it('tells a desk only that the visitor was refused at the front desk; staff see the blacklist entry', async () => {
    const company = await buildCompany(t);
    const companyHost = await seedEmployee(t, company.userid, { password: null });
    await t.call(
      'addBlacklist',
      { name: 'Tom Tailgate', phone: '13655550066', remark: 'Tailgated into server room' },
      company.token,
    );
    await t.call('updateblackListSwitch', { blackListSwitch: 1 }, company.token);
    const receptionDesk = (await addDesk(t, company)).id;
    const tablet = await sessionToken(t, company, 'reception', receptionDesk);
    const atDesk = await walkIn({ name: 'Tom Tailgate', phone: '13655550066', empid: companyHost.empid }, tablet);
    expect(atDesk.status).toBe(Status.blacklisted);
    expect(JSON.stringify(atDesk)).not.toMatch(/Tailgated|server room/);
    expect(atDesk.reason).toBe('Refused at the front desk');
    const byStaff = await walkIn({ name: 'Tom Tailgate', phone: '13655550066', empid: companyHost.empid }, company.token);
    expect(byStaff.status).toBe(Status.blacklisted);
    expect(byStaff.reason).toContain('Tailgated into server room');
  });

  it('never has one person on site twice: a second arrival by phone or ID number answers 105 naming the visit on site', async () => {
    const first = await walkIn({ name: 'Dora Double', phone: '13655550002' });
    expect(first.status).toBe(0);
    const again = await walkIn({ name: 'Dora Double', phone: '13655550002' });
    expect(again).toMatchObject({
      status: Status.alreadySignedIn,
      result: { vid: first.result.visit.vid, vname: 'Dora Double' },
    });
    const cardId = '110105198505120032';
    expect((await walkIn({ phone: '', cardId })).status).toBe(0);
    expect(await walkIn({ phone: '', cardId })).toMatchObject({ status: Status.alreadySignedIn });
    const onSite = await t.ctx.database.db
      .selectFrom('visit')
      .select('id')
      .where('companyId', '=', acme.userid)
      .where('vphone', '=', '13655550002')
      .where('visitdate', 'is not', null)
      .where('signOutDate', 'is', null)
      .execute();
    expect(onSite).toHaveLength(1);
    // Signed out, the person may come again; another company's desk never sees them.
    expect((await t.call('VisitorSignOutByVid', { vid: first.result.visit.vid }, await desk())).status).toBe(0);
    expect((await walkIn({ name: 'Dora Double', phone: '13655550002' })).status).toBe(0);
    expect((await walkIn({ name: 'Dora Double', phone: '13655550002', empid: stranger.empid }, other.token)).status).toBe(0);
  });

  it('refuses the second of two arrivals that pass the check together: the database keeps one on site', async () => {
    const answers = await Promise.all(
      [0, 1, 2].map(async () => walkIn({ name: 'Rae Race', phone: '13655550009' }, await desk())),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([0, Status.alreadySignedIn, Status.alreadySignedIn]);
  });

  it('serves a desk signed in with LoginManager and a manager, not an employee', async () => {
    expect((await walkIn({}, await deskToken(t, acme))).status).toBe(0);
    expect((await walkIn({}, await sessionToken(t, acme, 'manager', acme.userid))).status).toBe(0);
    expect((await walkIn({}, await sessionToken(t, acme, 'employee', host.empid))).status).toBe(Status.noPermission);
  });
});
