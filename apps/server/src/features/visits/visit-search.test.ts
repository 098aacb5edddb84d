import { type Page, Status, type Visit, type VisitStatus, visitStatuses, type VisitWithTimeline } from '@vestibule/contract';
import { CompiledQuery } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { buildSubAccount, type TestSubAccount } from '../../../test/sub-account-factories.js';
import { insertVisit, novemberAt, setClock } from '../../../test/visit-factories.js';
import { ymdOf } from '../../platform/calendar.js';
import { visitPageQuery } from './visit-search.repo.js';

const t = useTestApp();
beforeEach(() => setClock(t, novemberAt(21, 9)));

const range = { date: '2026-11-20', endDate: '2026-11-21' };
const search = async (company: TestCompany, filters: Record<string, unknown> = {}, token = company.token) =>
  t.call<Visit[]>('SearchVisitByCondition', { ...range, requestedCount: 1000, ...filters }, token);
const ids = (visits: Visit[]) => visits.map((visit) => visit.vid);

describe(`visit searches (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  let acme: TestCompany;
  let host: TestEmployee;
  let other: TestEmployee;
  let branch: TestSubAccount;
  const v: Record<string, number> = {};
  beforeAll(async () => {
    setClock(t, novemberAt(21, 9));
    acme = await buildCompany(t);
    host = await seedEmployee(t, acme.userid, { empName: 'Hannah Host', password: null });
    other = await seedEmployee(t, acme.userid, { empName: 'Oscar Other', password: null });
    branch = await buildSubAccount(t, acme);
    const byHost = { empid: host.empid, empName: 'Hannah Host', empNameKey: 'hannah host', empdeptid: 5 };
    const byOther = { empid: other.empid, empName: 'Oscar Other', empNameKey: 'oscar other', empdeptid: 6 };
    v.alice = await insertVisit(t, acme, {
      ...byHost,
      vname: 'Alice Archer',
      vphone: '13900000001',
      vcompany: 'Acorn Ltd',
      visitType: 'business',
      vType: 'Guest',
      tid: 3,
      plateNum: 'A1',
      appointmentDate: novemberAt(21, 8),
      visitdate: novemberAt(21, 8, 30),
      signInGate: 'North gate',
      listDay: '2026-11-21',
    });
    v.bob = await insertVisit(t, acme, {
      ...byOther,
      vname: 'bob builder',
      vphone: '13900000002',
      vcompany: 'Builders',
      signinType: 1,
      status: 0,
      subaccountId: branch.id,
      appointmentDate: novemberAt(21, 15),
      listDay: '2026-11-21',
    });
    v.carol = await insertVisit(t, acme, {
      ...byHost,
      vname: 'Carol',
      vphone: '13900000003',
      appointmentDate: novemberAt(20, 10),
      visitdate: novemberAt(20, 10),
      signOutDate: novemberAt(20, 12),
      listDay: '2026-11-20',
    });
    v.old = await insertVisit(t, acme, {
      ...byHost,
      vname: 'Alan Old',
      appointmentDate: novemberAt(19, 10),
      listDay: '2026-11-19',
    });
  });

  it('answers the day range newest first (by day, then id), masked and badged', async () => {
    const answer = await search(acme);
    expect(answer.status).toBe(0);
    expect(ids(answer.result)).toEqual([v.bob, v.alice, v.carol]);
    expect(answer.result.map((visit) => visit.visitStatus)).toEqual(['sent', 'signedIn', 'signedOut']);
    expect(ids((await search(acme, { date: '2026-11-19', endDate: '2026-11-19' })).result)).toEqual([v.old]);
  });

  it('applies each filter of the list', async () => {
    const cases: Array<[Record<string, unknown>, number[]]> = [
      [{ name: 'AL' }, [v.alice!]],
      [{ name: 'bob b' }, [v.bob!]],
      [{ empName: 'hann' }, [v.alice!, v.carol!]],
      [{ phone: '13900000002' }, [v.bob!]],
      [{ phone: '1390000000' }, []],
      [{ vcompany: 'Aco' }, [v.alice!]],
      [{ vcompany: 'aco' }, []],
      // One shape, other values: each call compares with its own (the SQL is compiled once per shape).
      [{ vcompany: 'Builders' }, [v.bob!]],
      [{ name: 'car', empName: 'hannah' }, [v.carol!]],
      [{ name: 'al', empName: 'oscar' }, []],
      [{ visitType: 'business' }, [v.alice!]],
      [{ vType: 'Guest' }, [v.alice!]],
      [{ tid: 3 }, [v.alice!]],
      [{ empdeptid: 6 }, [v.bob!]],
      [{ empid: host.empid }, [v.alice!, v.carol!]],
      [{ svcType: 1 }, [v.alice!, v.carol!]],
      [{ svcType: 2 }, [v.bob!]],
      [{ signinType: 1 }, [v.bob!]],
      [{ subaccountId: branch.id }, [v.bob!]],
      [{ plateNum: 'A1' }, [v.alice!]],
      [{ signInGate: 'North' }, [v.alice!]],
      [{ signInGate: 'North gate' }, [v.alice!]],
      [{ signInGate: 'South' }, []],
    ];
    for (const [filters, expected] of cases) {
      expect([filters, ids((await search(acme, filters)).result)]).toEqual([filters, expected]);
    }
  });

  it('pages with the total, and the array search stops at requestedCount', async () => {
    const page = await t.call<Page<Visit>>(
      'SearchVisitByConditionPage',
      { ...range, startIndex: 2, requestedCount: 2 },
      acme.token,
    );
    expect(page.result).toMatchObject({ count: 3, pageNo: 1, pageSize: 2 });
    expect(ids(page.result.list)).toEqual([v.alice, v.carol]);
    const second = await t.call<Page<Visit>>(
      'SearchVisitByConditionPage',
      { ...range, startIndex: 3, requestedCount: 2 },
      acme.token,
    );
    expect(second.result).toMatchObject({ count: 3, pageNo: 2 });
    expect(ids((await search(acme, { requestedCount: 2 })).result)).toEqual([v.bob, v.alice]);
    const backwards = await search(acme, { date: '2026-11-21', endDate: '2026-11-20' });
    expect(backwards).toMatchObject({ status: Status.invalidField });
    expect(backwards.reason).toMatch(/^endDate: /);
  });

  it('keeps a Subcompany to its own visits; reception sees the company', async () => {
    const subaccount = branch.token;
    expect(ids((await search(acme, {}, subaccount)).result)).toEqual([v.bob]);
    expect((await t.call('GetVisitorByVid', { vid: v.alice }, subaccount)).status).toBe(Status.noRecord);
    const reception = await sessionToken(t, acme, 'reception', acme.userid);
    expect(ids((await search(acme, {}, reception)).result)).toEqual([v.bob, v.alice, v.carol]);
    const stranger = await buildCompany(t);
    expect((await search(stranger)).result).toEqual([]);
  });

  it('lists pre-registrations and invitations apart', async () => {
    const appointments = await t.call<Visit[]>('SearchAppointmentByCondition', range, acme.token);
    expect(ids(appointments.result)).toEqual([v.alice, v.carol]);
    const invites = await t.call<Visit[]>('searchInviteByCondition', range, acme.token);
    expect(ids(invites.result)).toEqual([v.bob]);
  });

  it('reads one visit by id, also with the original "v" prefix; an employee only the visits they host', async () => {
    const visit = await t.call<VisitWithTimeline>('GetVisitorByVid', { vid: `v${v.alice}` }, acme.token);
    expect(visit.result).toMatchObject({ vid: v.alice, vname: 'Alice Archer', events: [] });
    const hostToken = await sessionToken(t, acme, 'employee', host.empid);
    expect((await t.call('GetVisitorByVid', { vid: v.alice }, hostToken)).status).toBe(0);
    expect((await t.call('GetVisitorByVid', { vid: v.bob }, hostToken)).status).toBe(Status.noRecord);
    const stranger = await buildCompany(t);
    expect((await t.call('GetVisitorByVid', { vid: v.alice }, stranger.token)).status).toBe(Status.noRecord);
  });
});

describe(`the visitStatus filter (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('answers exactly the visits whose badge it names, for every badge', async () => {
    const company = await buildCompany(t);
    const today = (hours: number) => novemberAt(21, hours);
    const yesterday = novemberAt(20, 10);
    const rows: Array<[VisitStatus, Parameters<typeof insertVisit>[2]]> = [
      ['sent', { signinType: 1, status: 0, appointmentDate: today(10) }],
      ['sent', { signinType: 1, status: 6, appointmentDate: today(10) }],
      ['viewed', { signinType: 1, status: 2, appointmentDate: today(10) }],
      ['accepted', { signinType: 1, status: 3, appointmentDate: today(10) }],
      ['refused', { signinType: 1, status: 4, appointmentDate: today(10) }],
      ['refused', { signinType: 2, permission: 2, appointmentDate: today(10) }],
      ['refused', { signinType: 1, status: 3, permission: 2, appointmentDate: today(10) }],
      ['refused', { signinType: 0, permission: 2, appointmentDate: today(9) }],
      ['refused', { signinType: 0, permission: 2, appointmentDate: yesterday }],
      ['unauthorized', { signinType: 2, permission: 0, appointmentDate: today(10) }],
      ['authorized', { signinType: 2, permission: 1, appointmentDate: today(10) }],
      ['reserved', { signinType: 2, permission: 4, appointmentDate: today(10) }],
      ['reserved', { signinType: 0, appointmentDate: null, listDay: '2026-11-21' }],
      ['reserved', { signinType: 3, appointmentDate: today(10) }],
      ['signedIn', { signinType: 2, appointmentDate: today(8), visitdate: today(8) }],
      ['signedIn', { signinType: 1, status: 1, appointmentDate: today(8) }],
      ['signedIn', { signinType: 0, appointmentDate: yesterday, visitdate: yesterday }],
      ['signedOut', { signinType: 2, appointmentDate: yesterday, visitdate: yesterday, signOutDate: yesterday }],
      ['signedOut', { signinType: 3, appointmentDate: null, visitdate: today(7), signOutDate: today(8) }],
      ['expired', { signinType: 2, permission: 1, appointmentDate: yesterday }],
      ['expired', { signinType: 1, status: 3, appointmentDate: yesterday }],
      ['expired', { signinType: 2, permission: 0, appointmentDate: yesterday }],
    ];
    const expected = new Map<VisitStatus, number[]>(visitStatuses.map((status) => [status, []]));
    for (const [status, fields] of rows) expected.get(status)!.push(await insertVisit(t, company, fields));

    const all = (await search(company)).result;
    expect(all).toHaveLength(rows.length);
    for (const status of visitStatuses) {
      const mine = expected.get(status)!.sort((a, b) => a - b);
      expect(mine.length).toBeGreaterThan(0);
      // The badge the answer derives agrees with what was inserted, and the SQL filter picks the same rows.
      expect([status, ids(all.filter((visit) => visit.visitStatus === status)).sort((a, b) => a - b)]).toEqual([status, mine]);
      const filtered = (await search(company, { visitStatus: status })).result;
      expect([status, ids(filtered).sort((a, b) => a - b)]).toEqual([status, mine]);
    }
  });
});

describe(`an employee's own visitors (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('lists their invitations for visitType 1 and their pre-registrations otherwise, paged', async () => {
    const company = await buildCompany(t);
    const me = await seedEmployee(t, company.userid, { password: null });
    const someoneElse = await seedEmployee(t, company.userid, { password: null });
    const invited = await insertVisit(t, company, { empid: me.empid, signinType: 1, vname: 'Ivan Invited' });
    const preRegistered = await insertVisit(t, company, { empid: me.empid, signinType: 2, vname: 'Petra Pre' });
    await insertVisit(t, company, { empid: someoneElse.empid, signinType: 1 });
    const token = await sessionToken(t, company, 'employee', me.empid);
    const body = { date: '2026-11-21', endDate: '2026-11-21' };
    for (const name of ['SearchRecordsByPhone', 'SearchRecordsByEmpNo']) {
      const invites = await t.call<Page<Visit>>(name, { ...body, visitType: 1 }, token);
      expect(invites.result).toMatchObject({ count: 1, list: [{ vid: invited }] });
      const others = await t.call<Page<Visit>>(name, { ...body, visitType: '' }, token);
      expect(others.result).toMatchObject({ count: 1, list: [{ vid: preRegistered }] });
      expect((await t.call<Page<Visit>>(name, { ...body, visitType: '1', name: 'zz' }, token)).result.count).toBe(0);
    }
    expect((await t.call('SearchRecordsByPhone', body, company.token)).status).toBe(Status.noPermission);
  });
});

describe(`updateDefaultNotify (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('sets the listed employees to 1 and every other to 0; 55 naming empids for a stranger', async () => {
    const company = await buildCompany(t);
    const [a, b, c] = [
      await seedEmployee(t, company.userid, { password: null, defaultNotify: 1 }),
      await seedEmployee(t, company.userid, { password: null }),
      await seedEmployee(t, company.userid, { password: null }),
    ];
    const flags = async () =>
      (
        await t.ctx.database.db
          .selectFrom('employee')
          .select(['id', 'defaultNotify'])
          .where('companyId', '=', company.userid)
          .orderBy('id')
          .execute()
      ).map((row) => row.defaultNotify);
    expect((await t.call('updateDefaultNotify', { empids: [b.empid, c.empid] }, company.token)).status).toBe(0);
    expect(await flags()).toEqual([0, 1, 1]);

    const stranger = await buildCompany(t);
    const theirs = await seedEmployee(t, stranger.userid, { password: null });
    const refused = await t.call('updateDefaultNotify', { empids: [a.empid, theirs.empid] }, company.token);
    expect(refused).toMatchObject({
      status: Status.employeeNotFound,
      reason: 'Employee not found: empids',
      result: [theirs.empid],
    });
    expect(await flags()).toEqual([0, 1, 1]);
    const employee = await sessionToken(t, company, 'employee', a.empid);
    expect((await t.call('updateDefaultNotify', { empids: [a.empid] }, employee)).status).toBe(Status.noPermission);
  });
});

describe(`the visit list's plan (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  /** 6,000 visits over 60 days from November 1st, named `Visitor 0` to `Visitor 5999`, with fresh statistics. */
  async function seedSixtyDays(company: TestCompany): Promise<void> {
    const db = t.ctx.database.db;
    for (let start = 0; start < 6000; start += 500) {
      const rows = Array.from({ length: 500 }, (_, offset) => {
        const n = start + offset;
        const appointmentDate = novemberAt(1, 9) + (n % 60) * 24 * 60 * 60 * 1000;
        return {
          companyId: company.userid,
          vname: `Visitor ${n}`,
          vnameKey: `visitor ${n}`,
          vphone: `139${String(n).padStart(8, '0')}`,
          signinType: 2,
          permission: 1,
          appointmentDate,
          visitdate: null,
          signOutDate: null,
          leaveTime: null,
          listDay: ymdOf(appointmentDate),
          createdAt: t.clock.now(),
        };
      });
      await db.insertInto('visit').values(rows).execute();
    }
    await db.executeQuery(CompiledQuery.raw('analyze'));
  }

  async function planOf(company: TestCompany, filter: { date: string; endDate: string; name?: string }): Promise<string[]> {
    const db = t.ctx.database.db;
    const scope = { companyId: company.userid, subaccountId: 0 };
    const compiled = visitPageQuery(db, scope, filter, novemberAt(21, 0), 0, 10).compile();
    const explain = t.dialect === 'sqlite' ? 'explain query plan' : 'explain';
    const rows = await db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]),
    );
    return rows.rows.map((row) => row.detail ?? row['QUERY PLAN'] ?? '');
  }

  it('reads a page of a day range through the day index, newest first, without sorting the company', async () => {
    const company = await buildCompany(t);
    await seedSixtyDays(company);
    const filter = { date: '2026-11-20', endDate: '2026-11-21' };
    const plan = await planOf(company, filter);
    expect(plan.join('\n')).toContain('visit_day_idx');
    expect(plan.filter((line) => /Seq Scan on visit\b|SCAN visit\b|TEMP B-TREE|Sort\b/.test(line))).toEqual([]);
    expect((await search(company, filter)).result).toHaveLength(200);
  });

  it('finds a name through the name index, the day range checked in the index rather than on each visit read', async () => {
    const company = await buildCompany(t);
    await seedSixtyDays(company);
    const filter = { date: '2026-11-01', endDate: '2026-12-30', name: 'Visitor 4242' };
    const plan = await planOf(company, filter);
    const nameScan = plan.findIndex((line) => line.includes('visit_name_idx'));
    expect(nameScan, plan.join('\n')).toBeGreaterThanOrEqual(0);
    expect(plan.filter((line) => /Seq Scan on visit\b|SCAN visit\b/.test(line))).toEqual([]);
    // PostgreSQL names the index's conditions; SQLite's plan names only the leading ones.
    if (t.dialect === 'postgres') expect(plan[nameScan + 1]).toMatch(/Index Cond: .*vname_key.*list_day/);
    expect((await search(company, filter)).result.map((visit) => visit.vname)).toEqual(['Visitor 4242']);
  });
});
