import { type OvertimeRecord, type Page, Status } from '@vestibule/contract';
import { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { type OvertimeFilter, overtimePageQuery } from './overtime.repo.js';

const t = useTestApp();

const list = (token: string, request: Record<string, unknown> = {}, base = '/api/') =>
  t.call<Page<OvertimeRecord>>('getOverTimeList', { startIndex: 1, requestedCount: 100, ...request }, token, base);
const apply = (token: string, request: Record<string, unknown>) =>
  t.call<{ oid: number }>('addOverTimeApply', { reason: 'Quarter-end close', ...request }, token);
const decide = (token: string, oids: unknown[], status: number) => t.call('updateOverTimeStatus', { oids, status }, token);
const rowsOf = (page: Page<OvertimeRecord>) => page.list.map((row) => [row.empName, row.oDates, row.status]);

/** Applies and returns the new record's id, failing the test when refused. */
async function applied(token: string, oDates: string | string[], fields: Record<string, unknown> = {}) {
  const answer = await apply(token, { oDates, ...fields });
  expect(answer, answer.reason).toMatchObject({ status: 0 });
  return answer.result.oid;
}

describe(`overtime records (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  let acme: TestCompany;
  let other: TestCompany;
  let ann: TestEmployee;
  let bob: TestEmployee;
  let annToken: string;
  let bobToken: string;
  beforeAll(async () => {
    acme = await buildCompany(t, { name: 'Ada Admin' });
    other = await buildCompany(t);
    ann = await seedEmployee(t, acme.userid, { empName: 'Ann Archer', empNo: 'A-100' });
    bob = await seedEmployee(t, acme.userid, { empName: 'Bob Baker', empNo: 'B-200' });
    annToken = await sessionToken(t, acme, 'employee', ann.empid);
    bobToken = await sessionToken(t, acme, 'employee', bob.empid);
  });

  it("takes an employee's application as the wire's text or a list, days in order and once, and lists it as theirs", async () => {
    const oid = await applied(annToken, ' 2026-10-03, 2026-10-01 ,2026-10-03', { checkIn: '2026-10-01 19:00' });
    const own = await list(annToken);
    expect(own.result).toMatchObject({ count: 1, pageNo: 1 });
    expect(own.result.list[0]).toEqual({
      oid,
      userid: acme.userid,
      empid: ann.empid,
      empName: 'Ann Archer',
      empNo: 'A-100',
      status: 0,
      oDates: '2026-10-01,2026-10-03',
      checkIn: new Date(2026, 9, 1, 19).getTime(),
      reason: 'Quarter-end close',
      createTime: t.clock.now(),
      decideTime: null,
      decidedBy: '',
    });
    await applied(bobToken, ['2026-10-02']);
    // Each employee sees only their own; the Administrator sees both.
    expect(rowsOf((await list(bobToken)).result)).toEqual([['Bob Baker', '2026-10-02', 0]]);
    expect((await list(acme.token, { endDate: '2026-10-31', startDate: '2026-10-01' })).result.count).toBe(2);
  });

  it('refuses days already applied for and not refused (223 naming them), unreal days and a blank reason (604)', async () => {
    await applied(annToken, '2026-09-10,2026-09-11');
    const again = await apply(annToken, { oDates: '2026-09-09,2026-09-11' });
    expect(again).toMatchObject({ status: Status.dateRepeated, result: ['2026-09-11'] });
    expect(again.reason).toContain('oDates');
    // Another employee's days are theirs to apply for.
    await applied(bobToken, '2026-09-11');

    const unreal = await apply(annToken, { oDates: '2026-02-30' });
    expect(unreal).toMatchObject({ status: Status.invalidField });
    expect(unreal.reason).toContain('oDates');
    expect((await apply(annToken, { oDates: '' })).status).toBe(Status.invalidField);
    expect((await apply(annToken, { oDates: [] })).reason).toBe('oDates: must name at least one day');
    expect((await apply(annToken, { oDates: 'tomorrow' })).status).toBe(Status.invalidField);
    const blank = await apply(annToken, { oDates: '2026-09-20', reason: '  ' });
    expect(blank).toMatchObject({ status: Status.invalidField, reason: 'reason: must not be empty' });
    const many = Array.from({ length: 32 }, (_, day) => `2026-08-${String(day + 1).padStart(2, '0')}`);
    expect((await apply(annToken, { oDates: many })).reason).toBe('oDates: must name at most 31 days');
    // Only employees apply.
    expect((await apply(acme.token, { oDates: '2026-09-20' })).status).toBe(Status.noPermission);
  });

  it('filters by work-number and name prefixes, a day range (YYYY-MM-DD or JS Dates) and statuses, and pages', async () => {
    const company = await buildCompany(t);
    const cat = await seedEmployee(t, company.userid, { empName: 'Cat Cooper', empNo: 'C-7' });
    const dan = await seedEmployee(t, company.userid, { empName: 'Dan Drake', empNo: 'D-8' });
    const catToken = await sessionToken(t, company, 'employee', cat.empid);
    const danToken = await sessionToken(t, company, 'employee', dan.empid);
    const early = await applied(catToken, '2026-11-02,2026-11-03');
    const late = await applied(catToken, '2026-11-20');
    const danLate = await applied(danToken, '2026-11-20,2026-11-21');
    const span = await applied(danToken, '2026-11-01,2026-11-25');
    await decide(company.token, [late], 1);
    await decide(company.token, [span], 2);

    const all = (await list(company.token)).result;
    // Latest first day first, newest first on the same day.
    expect(all.list.map((row) => row.oid)).toEqual([danLate, late, early, span]);
    expect(rowsOf((await list(company.token, { empName: 'ca' })).result)).toEqual([
      ['Cat Cooper', '2026-11-20', 1],
      ['Cat Cooper', '2026-11-02,2026-11-03', 0],
    ]);
    expect((await list(company.token, { empNo: 'D-' })).result.count).toBe(2);
    expect((await list(company.token, { empNo: 'd-' })).result.count).toBe(0);
    expect((await list(company.token, { empName: 'nobody' })).result.count).toBe(0);

    // A record matches with a day in the range, not by its first and last day alone.
    const days = (range: Record<string, unknown>) =>
      list(company.token, range).then(({ result }) => result.list.map((row) => row.oid));
    expect(await days({ startDate: '2026-11-04', endDate: '2026-11-19' })).toEqual([]);
    expect(await days({ startDate: '2026-11-21', endDate: '2026-11-30' })).toEqual([danLate, span]);
    expect(await days({ startDate: '2026-11-03', endDate: '2026-11-03' })).toEqual([early]);
    expect(await days({ startDate: '', endDate: null })).toHaveLength(4);
    const asDates = { startDate: new Date(2026, 10, 25).toISOString(), endDate: new Date(2026, 10, 25).toISOString() };
    expect(await days(asDates)).toEqual([span]);
    expect((await list(company.token, { startDate: '2026-11-21', endDate: '2026-11-20' })).reason).toBe(
      'endDate: must not be before startDate',
    );

    expect(await days({ slist: [0] })).toEqual([danLate, early]);
    expect(await days({ slist: ['1', 2] })).toEqual([late, span]);
    expect(await days({ slist: [] })).toHaveLength(4);
    expect((await list(company.token, { slist: [3] })).status).toBe(Status.invalidField);

    const second = await list(company.token, { startIndex: 3, requestedCount: 2 });
    expect(second.result).toMatchObject({ count: 4, pageNo: 2, pageSize: 2 });
    expect(second.result.list.map((row) => row.oid)).toEqual([early, span]);

    // The original console's body at /qcvisit: its userid and a JS Date range.
    const legacy = await list(
      company.token,
      { userid: company.userid, empNo: '', empName: 'dan', slist: [], ...asDates },
      '/qcvisit/',
    );
    expect(legacy.result.list.map((row) => row.oid)).toEqual([span]);
  });

  it('lets the Administrator agree to one and refuse several, recording who and when; decided ones answer 70', async () => {
    const first = await applied(annToken, '2026-07-01');
    const second = await applied(annToken, '2026-07-02');
    const third = await applied(bobToken, '2026-07-02');
    expect(await decide(acme.token, [first], 1)).toMatchObject({ status: 0 });
    expect(await decide(acme.token, [String(second), third, third], 2)).toMatchObject({ status: 0 });
    const july = (await list(acme.token, { startDate: '2026-07-01', endDate: '2026-07-31' })).result.list;
    expect(july.map((row) => [row.oid, row.status, row.decidedBy, row.decideTime])).toEqual([
      [third, 2, 'Ada Admin', t.clock.now()],
      [second, 2, 'Ada Admin', t.clock.now()],
      [first, 1, 'Ada Admin', t.clock.now()],
    ]);
    // The employee reads the decision on their own list.
    expect((await list(annToken, { slist: [1] })).result.list.map((row) => row.oid)).toContain(first);

    const twice = await decide(acme.token, [first, await applied(annToken, '2026-07-03')], 2);
    expect(twice).toMatchObject({ status: Status.permissionHandled, result: [first] });
    // All or none: the pending one beside it is still pending.
    expect((await list(acme.token, { startDate: '2026-07-03', endDate: '2026-07-03' })).result.list[0]!.status).toBe(0);
    // A refused day may be applied for again.
    await applied(annToken, '2026-07-02');
    expect((await decide(acme.token, [first], 0)).status).toBe(Status.invalidField);
    expect((await decide(acme.token, [], 1)).status).toBe(Status.invalidField);
  });

  it("answers another company's records as not found and changes nothing; employees cannot decide", async () => {
    const mine = await applied(annToken, '2026-06-01');
    const theirs = await applied(annToken, '2026-06-02');
    const foreign = await decide(other.token, [mine], 1);
    expect(foreign).toMatchObject({ status: Status.noRecord, result: [mine] });
    expect((await list(other.token)).result).toMatchObject({ count: 0, list: [] });

    const stranger = await seedEmployee(t, other.userid);
    const strangerToken = await sessionToken(t, other, 'employee', stranger.empid);
    const strangers = await applied(strangerToken, '2026-06-01');
    // Their own id beside another company's: nothing is decided.
    expect(await decide(other.token, [strangers, theirs], 2)).toMatchObject({ status: Status.noRecord, result: [theirs] });
    expect((await list(strangerToken)).result.list.map((row) => [row.oid, row.status])).toEqual([[strangers, 0]]);

    expect((await decide(annToken, [mine], 1)).status).toBe(Status.noPermission);
    expect((await decide(bobToken, [mine], 2)).status).toBe(Status.noPermission);
    const june = (await list(acme.token, { startDate: '2026-06-01', endDate: '2026-06-30' })).result.list;
    expect(june.map((row) => [row.oid, row.status])).toEqual([
      [theirs, 0],
      [mine, 0],
    ]);
  });
});

describe(`overtime list plan (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("pages a company's records by an index range, not by reading and sorting them", async () => {
    const company = await buildCompany(t);
    const db = t.ctx.database.db;
    const people = await Promise.all(
      Array.from({ length: 20 }, (_, index) => seedEmployee(t, company.userid, { empName: `Person ${index}`, password: null })),
    );
    const now = t.clock.now();
    for (let start = 0; start < 3000; start += 500) {
      const rows = Array.from({ length: 500 }, (_, offset) => {
        const day = `2026-${String(((start + offset) % 12) + 1).padStart(2, '0')}-${String(((start + offset) % 28) + 1).padStart(2, '0')}`;
        return {
          companyId: company.userid,
          empid: people[(start + offset) % people.length]!.empid,
          oDates: day,
          firstDay: day,
          status: (start + offset) % 3,
          createdAt: now,
        };
      });
      await db.insertInto('overtimeRecord').values(rows).execute();
    }
    await db.executeQuery(CompiledQuery.raw('analyze'));
    const explain = t.dialect === 'sqlite' ? 'explain query plan' : 'explain';
    const planOf = async (scope: { companyId: number; empid?: number }, filter: Partial<OvertimeFilter> = {}) => {
      const compiled = overtimePageQuery(db, scope, { empNo: '', empName: '', statuses: [], ...filter }, 0, 10).compile();
      const rows = await db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]),
      );
      return rows.rows.map((row) => row.detail ?? row['QUERY PLAN'] ?? '').join('\n');
    };
    const unsorted = (plan: string) =>
      plan.split('\n').filter((line) => /Seq Scan on overtime|SCAN record\b|TEMP B-TREE|Sort\b/.test(line));

    const companyPlan = await planOf({ companyId: company.userid }, { statuses: [0, 1] });
    expect(companyPlan).toContain('overtime_record_company_idx');
    expect(unsorted(companyPlan)).toEqual([]);
    const own = await planOf({ companyId: company.userid, empid: people[3]!.empid });
    expect(own).toContain('overtime_record_employee_idx');
    expect(unsorted(own)).toEqual([]);
    expect((await list(company.token, { requestedCount: 10 })).result.count).toBe(3000);
  });
});
