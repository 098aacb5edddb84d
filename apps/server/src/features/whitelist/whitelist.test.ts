import { type Employee, type Page, Status } from '@vestibule/contract';
import { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { employeeToken, seedEmployee } from '../../../test/people-factories.js';
import { searchKey } from '../../platform/db/portable.js';
import { whitelistedPageQuery } from './whitelist.repo.js';

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
});

const whitelist = (company: TestCompany, body: Record<string, unknown> = {}, base = '/api/') =>
  t.call<Page<Employee>>('getEmpWlist', body, company.token, base);

const names = (page: Page<Employee>) => page.list.map((employee) => employee.empName);

describe(`host whitelist (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('answers only the whitelisted employees, ordered by name and paged, with name and work-number prefix search', async () => {
    const company = await buildCompany(t);
    for (const [empName, empNo, wlist] of [
      ['Wendy White', 'W-1', 1],
      ['Walter Wolf', 'W-2', 1],
      ['Zara Zed', 'Z-1', 1],
      ['Wanda Out', 'W-3', 0],
    ] as const) {
      await seedEmployee(t, company.userid, { empName, empNo, wlist, password: null });
    }
    const first = await whitelist(company, { empName: '', empNo: '', startIndex: 1, requestedCount: 2 });
    expect(first.result).toMatchObject({ count: 3, pageNo: 1, pageSize: 2 });
    expect(first.result.list.map((employee) => [employee.empName, employee.wlist])).toEqual([
      ['Walter Wolf', 1],
      ['Wendy White', 1],
    ]);
    expect(names((await whitelist(company, { startIndex: 3, requestedCount: 2 })).result)).toEqual(['Zara Zed']);
    expect(names((await whitelist(company, { empName: 'w' })).result)).toEqual(['Walter Wolf', 'Wendy White']);
    expect((await whitelist(company, { empNo: 'Z-' })).result).toMatchObject({ count: 1, list: [{ empName: 'Zara Zed' }] });
    expect((await whitelist(company, { empNo: 'W-3' })).result).toMatchObject({ count: 0, list: [] });
  });

  it('reads back what the original console adds and removes at /qcvisit', async () => {
    const company = await buildCompany(t);
    const [ann, ben] = [
      await seedEmployee(t, company.userid, { empName: 'Ann', empNo: 'A1', password: null }),
      await seedEmployee(t, company.userid, { empName: 'Ben', empNo: 'B1', password: null }),
    ];
    const read = { userid: company.userid, empName: '', empNo: '', startIndex: 1, requestedCount: 10 };
    expect((await whitelist(company, read, '/qcvisit/')).result).toMatchObject({ count: 0, list: [] });

    const add = await t.call('setEmpWlist', [{ empid: ann.empid, empNo: 'A1', wlist: 1 }], company.token, '/qcvisit/');
    expect(add).toMatchObject({ status: 0, result: null });
    expect((await whitelist(company, read, '/qcvisit/')).result).toMatchObject({
      count: 1,
      list: [{ empid: ann.empid, empName: 'Ann', wlist: 1 }],
    });

    await t.call('setEmpWlist', [{ empid: ben.empid, empNo: 'B1', wlist: true }], company.token, '/qcvisit/');
    await t.call('setEmpWlist', [{ empid: ann.empid, empNo: 'A1', wlist: '0' }], company.token, '/qcvisit/');
    expect(names((await whitelist(company, read, '/qcvisit/')).result)).toEqual(['Ben']);
  });

  it('lets the last flag count when an employee comes twice in one call', async () => {
    const company = await buildCompany(t);
    const cat = await seedEmployee(t, company.userid, { empName: 'Cat', password: null });
    const twice = [
      { empid: cat.empid, wlist: 1 },
      { empid: cat.empid, wlist: 0 },
    ];
    expect((await t.call('setEmpWlist', twice, company.token)).status).toBe(0);
    expect((await whitelist(company)).result.count).toBe(0);
  });

  it("answers 55 naming another company's employee and changes nobody; managers only", async () => {
    const mine = await seedEmployee(t, acme.userid);
    const stranger = await seedEmployee(t, other.userid, { password: null });
    const answer = await t.call(
      'setEmpWlist',
      [
        { empid: mine.empid, wlist: 1 },
        { empid: stranger.empid, wlist: 1 },
      ],
      acme.token,
    );
    expect(answer).toMatchObject({ status: Status.employeeNotFound, result: [stranger.empid] });
    const wlist = await t.ctx.database.db
      .selectFrom('employee')
      .select('wlist')
      .where('id', 'in', [mine.empid, stranger.empid])
      .execute();
    expect(wlist).toEqual([{ wlist: 0 }, { wlist: 0 }]);
    expect((await t.call('setEmpWlist', [], acme.token)).reason).toBe('body: must list at least one employee');

    await t.call('setEmpWlist', [{ empid: stranger.empid, wlist: 1 }], other.token);
    expect((await whitelist(acme)).result.list.map((employee) => employee.empid)).not.toContain(stranger.empid);

    const token = await employeeToken(t, mine);
    expect((await t.call('getEmpWlist', {}, token)).status).toBe(Status.noPermission);
    expect((await t.call('setEmpWlist', [{ empid: mine.empid, wlist: 1 }], token)).status).toBe(Status.noPermission);
  });

  it('pages the whitelist by an index range, not by reading the company', async () => {
    const company = await buildCompany(t);
    const db = t.ctx.database.db;
    const now = t.clock.now();
    for (let start = 0; start < 3000; start += 500) {
      const rows = Array.from({ length: 500 }, (_, offset) => {
        const empName = `Person ${start + offset}`;
        return {
          companyId: company.userid,
          empName,
          empNameKey: searchKey(empName),
          empPhone: `139${String(start + offset).padStart(8, '0')}`,
          wlist: (start + offset) % 100 === 0 ? 1 : 0,
          createdAt: now,
          updatedAt: now,
        };
      });
      await db.insertInto('employee').values(rows).execute();
    }
    await db.executeQuery(CompiledQuery.raw('analyze'));
    const compiled = whitelistedPageQuery(db, company.userid, { empName: '', empNo: '' }, 0, 10).compile();
    const explain = t.dialect === 'sqlite' ? 'explain query plan' : 'explain';
    const plan = (
      await db.executeQuery<Record<string, string>>(CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]))
    ).rows.map((row) => row.detail ?? row['QUERY PLAN'] ?? '');

    expect(plan.join('\n')).toContain('employee_wlist_idx');
    expect(plan.filter((line) => /Seq Scan|SCAN employee\b|TEMP B-TREE|Sort\b/.test(line))).toEqual([]);
    expect((await whitelist(company, { requestedCount: 100 })).result.count).toBe(30);
  });
});
