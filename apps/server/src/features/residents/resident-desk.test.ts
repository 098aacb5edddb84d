import { type ResidentCode, Status, type Visit } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, ymdOf } from '../../platform/calendar.js';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { newPhone, seedEmployee, sessionToken } from '../../../test/people-factories.js';

const t = useTestApp();

const ok = (answer: { status: number; reason: string }) => expect(answer, answer.reason).toMatchObject({ status: 0 });

describe(`residents at the desk (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  let acme: TestCompany;
  let other: TestCompany;
  let desk: string;
  let today: string;

  const addResident = async (fields: Record<string, unknown>, token = acme.token) => {
    const answer = await t.call<string>('addResidentVisitor', { phone: newPhone(), ...fields }, token);
    ok(answer);
    return answer.result;
  };
  const codeOf = async (rid: string, token = acme.token) =>
    (await t.call<ResidentCode>('getRvQrcode', { rid }, token)).result.code;
  const scan = (code: string) =>
    t.call<{ visit: Visit; vcount: number }>('AppClientSignin', { code, signInGate: 'Gate 1' }, desk);
  const visitsOf = (phone: string) =>
    t.ctx.database.db.selectFrom('visit').selectAll().where('companyId', '=', acme.userid).where('vphone', '=', phone).execute();

  beforeAll(async () => {
    acme = await buildCompany(t);
    other = await buildCompany(t);
    today = ymdOf(t.clock.now());
    const { result } = await t.call<{ id: number }>(
      'AddManager',
      { account: `desk-${acme.userid}`, password: 'desk-Pass1', sname: 'Desk', moblie: newPhone() },
      acme.token,
    );
    desk = await sessionToken(t, acme, 'reception', result.id);
  });

  it('signs a resident in with their code, as a visit of signinType 3, and out when scanned again', async () => {
    const phone = newPhone();
    const { result: project } = await t.call<{ pid: number }>('addProject', { pName: 'Atrium' }, acme.token);
    const rid = await addResident({
      pid: project.pid,
      phone,
      name: 'Rae Resident',
      company: 'Glass Co',
      leader: 'Liu',
      startDate: today,
      endDate: today,
    });
    const qr = (await t.call<ResidentCode>('getRvQrcode', { rid }, acme.token)).result;
    expect(qr.code).toMatch(new RegExp(`^R\\.${rid}\\.`));
    expect(qr.qrcode).toMatch(/^data:image\/png;base64,/);

    const expected = await t.call<Visit>('getVisitByCode', { code: qr.code }, desk);
    expect(expected.result).toMatchObject({ vid: 0, signinType: 3, vname: 'Rae Resident', visitdate: null });

    const arrived = await scan(qr.code);
    ok(arrived);
    expect(arrived.result.visit).toMatchObject({
      signinType: 3,
      vname: 'Rae Resident',
      vcompany: 'Glass Co',
      empName: 'Liu',
      empid: 0,
      visitType: 'Atrium',
      signInGate: 'Gate 1',
      signOutDate: null,
    });
    const vid = arrived.result.visit.vid;
    const search = await t.call<Visit[]>('SearchVisitByCondition', { date: today, endDate: today }, acme.token);
    expect(search.result).toContainEqual(expect.objectContaining({ vid, signinType: 3 }));
    expect((await t.call<Visit>('getVisitByCode', { code: qr.code }, desk)).result).toMatchObject({ vid });

    const left = await scan(qr.code);
    ok(left);
    expect(left.result.visit).toMatchObject({ vid, signOutDate: t.clock.now() });
    expect(await visitsOf(phone)).toHaveLength(1);
  });

  it('answers 1113 before startDate and after endDate, and makes no visit', async () => {
    const early = newPhone();
    const late = newPhone();
    const notYet = await addResident({ name: 'Not Yet', phone: early, startDate: addDays(today, 1), endDate: addDays(today, 5) });
    const gone = await addResident({
      name: 'Long Gone',
      phone: late,
      startDate: addDays(today, -9),
      endDate: addDays(today, -1),
    });
    for (const rid of [notYet, gone]) {
      const code = await codeOf(rid);
      expect(await scan(code)).toMatchObject({ status: Status.outsideValidity });
      expect(await t.call('getVisitByCode', { code }, desk)).toMatchObject({ status: Status.outsideValidity });
    }
    expect([...(await visitsOf(early)), ...(await visitsOf(late))]).toEqual([]);
  });

  it("refuses a forged code, another company's code and a deleted resident's code, making nothing", async () => {
    const phone = newPhone();
    const rid = await addResident({ name: 'Del Eted', phone });
    const code = await codeOf(rid);
    const forged = `${code.slice(0, -4)}AAAA`;
    const theirs = await codeOf(await addResident({ name: 'Their Worker' }, other.token), other.token);
    expect(await scan(forged)).toMatchObject({ status: Status.invalidLink });
    expect(await scan(theirs)).toMatchObject({ status: Status.invalidLink });
    expect(await scan(`R.${rid}`)).toMatchObject({ status: Status.invalidLink });
    ok(await t.call('delResidentVisitor', { rids: [rid] }, acme.token));
    expect(await scan(code)).toMatchObject({ status: Status.invalidLink });
    expect(await visitsOf(phone)).toEqual([]);
  });

  it('refuses a resident on the blacklist with 66, leaving them off site', async () => {
    const phone = newPhone();
    const rid = await addResident({ name: 'Barred Resident', phone });
    ok(await t.call('addBlacklist', { name: 'Barred Resident', phone, credentialNo: '' }, acme.token));
    ok(await t.call('updateblackListSwitch', { blackListSwitch: 1 }, acme.token));
    const code = await codeOf(rid);
    expect(await scan(code)).toMatchObject({ status: Status.blacklisted });
    expect(await t.call('getVisitByCode', { code }, desk)).toMatchObject({ status: Status.blacklisted });
    expect((await visitsOf(phone)).filter((visit) => visit.visitdate !== null)).toEqual([]);
    ok(await t.call('updateblackListSwitch', { blackListSwitch: 0 }, acme.token));
  });

  it('answers 105 when the person is on site as another visit', async () => {
    const phone = newPhone();
    const rid = await addResident({ name: 'Walk Inner', phone });
    const host = await seedEmployee(t, acme.userid);
    ok(await t.call('UpdatePhoto', { name: 'Walk Inner', phone, empid: host.empid }, desk));
    expect(await scan(await codeOf(rid))).toMatchObject({ status: Status.alreadySignedIn });
    expect(await visitsOf(phone)).toHaveLength(1);
  });
});
