import { type DepartmentNode, departmentFormSchema, endpoints, Status } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { nextDepartmentNumber } from './department-number.js';

const t = useTestApp();

/** The body most builds of the original console send: no number, parentId "" for the top level. */
const consoleBody = (company: TestCompany, deptName: string, parentId: number | '' = '') => ({
  deptName,
  parentId: parentId === '' ? '' : String(parentId),
  deptManagerEmpid: '',
  userid: company.userid,
});

const addFromConsole = (company: TestCompany, deptName: string, parentId: number | '' = '') =>
  t.call<{ deptid: number }>('addDepartment', consoleBody(company, deptName, parentId), company.token, '/qcvisit/');

const numberOf = async (company: TestCompany, deptid: number) =>
  (await t.call<{ deptNo: string }>('getDepartment', { deptid }, company.token)).result.deptNo;

describe('generated department numbers', () => {
  it.each([
    [[], 'D-0001'],
    [['D-0001', 'D-0009', 'D-0002'], 'D-0010'],
    [['D-9999'], 'D-10000'],
    [['01', 'X-0003', 'd-0005', 'D-12a', 'D-', 'D-0002'], 'D-0003'],
    [['D-000000000000000000000041'], 'D-0042'],
  ])('after %j comes %s', (numbers, next) => {
    expect(nextDepartmentNumber(numbers)).toBe(next);
  });
});

describe(`departments added by the original console (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('accepts a department without a number and an empty parentId, and numbers it D-0001, D-0002, ...', async () => {
    const company = await buildCompany(t);
    const top = await addFromConsole(company, 'Head office');
    expect(top).toMatchObject({ status: 0, result: { deptid: expect.any(Number) } });
    const child = await addFromConsole(company, 'Sales', top.result.deptid);
    expect(child.status).toBe(0);
    expect(await numberOf(company, top.result.deptid)).toBe('D-0001');
    expect(await numberOf(company, child.result.deptid)).toBe('D-0002');
    const [root] = (await t.call<DepartmentNode[]>('getDeptList', {}, company.token)).result;
    expect(root).toMatchObject({
      deptName: 'Head office',
      parentId: 0,
      childDeptList: [{ deptName: 'Sales', deptNo: 'D-0002' }],
    });
  });

  it('continues after the highest generated number, also one typed by hand', async () => {
    const company = await buildCompany(t);
    const typed = await t.call('addDepartment', { deptName: 'Typed', deptNo: 'D-0041' }, company.token);
    expect(typed.status).toBe(0);
    await t.call('addDepartment', { deptName: 'Other scheme', deptNo: 'X-0500' }, company.token);
    const next = await t.call<{ deptid: number }>('addDepartment', { deptName: 'Next' }, company.token);
    expect(await numberOf(company, next.result.deptid)).toBe('D-0042');
    const other = await buildCompany(t);
    const theirs = await addFromConsole(other, 'Elsewhere');
    expect(await numberOf(other, theirs.result.deptid)).toBe('D-0001');
  });

  it('still answers 123 for a name in use and 604 for a parent that is not the company’s', async () => {
    const company = await buildCompany(t);
    await addFromConsole(company, 'Twin');
    expect(await addFromConsole(company, 'TWIN')).toMatchObject({ status: Status.departmentExists });
    expect(await addFromConsole(company, 'Orphan', 2_000_000_000)).toMatchObject({
      status: Status.invalidField,
      reason: 'parentId: no such department',
    });
  });

  it('gives 20 concurrent additions without a number 20 different numbers', async () => {
    const company = await buildCompany(t);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => addFromConsole(company, `Racer ${index}`)));
    expect(answers.map((answer) => [answer.http, answer.status])).toEqual(Array(20).fill([200, 0]));
    const numbers = await t.ctx.database.db
      .selectFrom('department')
      .select('deptNo')
      .where('companyId', '=', company.userid)
      .orderBy('deptNo')
      .execute();
    expect(numbers.map((row) => row.deptNo)).toEqual(
      Array.from({ length: 20 }, (_, index) => `D-${String(index + 1).padStart(4, '0')}`),
    );
  });

  it('gives one of 20 concurrent additions of one name without a number the department, and 123 to the rest', async () => {
    const company = await buildCompany(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => addFromConsole(company, 'Same name')));
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 0).map((answer) => [answer.http, answer.status])).toEqual(
      Array(19).fill([200, Status.departmentExists]),
    );
  });

  it('keeps the number required in the schema of Vestibule’s own form', () => {
    const form = { deptName: 'Form', parentId: '' };
    expect(departmentFormSchema.safeParse(form).error?.issues[0]).toMatchObject({ path: ['deptNo'] });
    expect(departmentFormSchema.safeParse({ ...form, deptNo: ' ' }).success).toBe(false);
    expect(endpoints.addDepartment.request.safeParse({ ...form, deptNo: ' ' }).success).toBe(false);
    expect(departmentFormSchema.safeParse({ ...form, deptNo: 'F-1' }).success).toBe(true);
    expect(endpoints.addDepartment.request.safeParse(form).success).toBe(true);
  });
});
