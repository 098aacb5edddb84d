import { type Employee, type Page, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { buildEmployee, sessionToken } from '../../../test/people-factories.js';

const t = useTestApp();
let company: TestCompany;
let deptid: number;
const people: Record<string, Employee> = {};

/*
 * One company with a small known staff:
 *   alice (sales, E-001), Albert (sales, E-002, forbidden), bob (no department, card K-77),
 *   Carol (no department, hidden at the pad), dave (disabled).
 */
beforeAll(async () => {
  company = await buildCompany(t);
  const created = await t.call<{ deptid: number }>('addDepartment', { deptName: 'Sales', deptNo: 'S' }, company.token);
  deptid = created.result.deptid;
  people.alice = await buildEmployee(t, company, {
    employee_name: 'alice Smith',
    empNo: 'E-001',
    phone: '13911110001',
    deptIds: [deptid],
  });
  people.albert = await buildEmployee(t, company, {
    employee_name: 'Albert King',
    empNo: 'E-002',
    phone: '13911110002',
    deptIds: [deptid],
  });
  people.bob = await buildEmployee(t, company, { employee_name: 'bob Stone', phone: '13722220003', cardNo: 'K-77' });
  people.carol = await buildEmployee(t, company, { employee_name: 'Carol Diaz', phone: '13733330004', padHidden: 1 });
  people.dave = await buildEmployee(t, company, { employee_name: 'dave Moss', phone: '13744440005' });
  await t.call('updateEmpState', { empids: [people.albert.empid], empState: 1 }, company.token);
  await t.call('updateEmpState', { empids: [people.dave.empid], empState: 2 }, company.token);
});

const names = (list: Employee[]) => list.map((employee) => employee.empName);

describe(`getEmpListPages (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('pages through every employee ordered by name, whatever its case', async () => {
    const first = await t.call<Page<Employee>>('getEmpListPages', { startIndex: 1, requestedCount: 2 }, company.token);
    expect(first).toMatchObject({ status: 0, result: { count: 5, pageNo: 1, pageSize: 2 } });
    expect(names(first.result.list)).toEqual(['Albert King', 'alice Smith']);
    const third = await t.call<Page<Employee>>('getEmpListPages', { startIndex: '5', requestedCount: '2' }, company.token);
    expect(third.result).toMatchObject({ count: 5, pageNo: 3, pageSize: 2 });
    expect(names(third.result.list)).toEqual(['dave Moss']);
    expect(first.result.list[1]).toMatchObject({ deptIds: [deptid], deptName: 'Sales' });
  });

  it.each([
    [{ empName: 'AL' }, ['Albert King', 'alice Smith']],
    [{ empName: 'alice s' }, ['alice Smith']],
    [{ empNo: 'E-00' }, ['Albert King', 'alice Smith']],
    [{ phone: '1373' }, ['Carol Diaz']],
    [{ deptid: -1 }, ['bob Stone', 'Carol Diaz', 'dave Moss']],
    [{ deptid: 0, empState: 2 }, ['dave Moss']],
    [{ empName: 'a', empState: '1' }, ['Albert King']],
    [{ empName: 'smith' }, []],
  ])('filters %j', async (filter, expected) => {
    const answer = await t.call<Page<Employee>>(
      'getEmpListPages',
      { startIndex: 1, requestedCount: 10, ...filter },
      company.token,
    );
    expect(answer.status).toBe(0);
    expect(names(answer.result.list)).toEqual(expected);
    expect(answer.result.count).toBe(expected.length);
  });

  it('filters by department', async () => {
    const answer = await t.call<Page<Employee>>('getEmpListPages', { startIndex: 1, requestedCount: 10, deptid }, company.token);
    expect(names(answer.result.list)).toEqual(['Albert King', 'alice Smith']);
  });

  it('answers 604 for a page size of 0', async () => {
    const answer = await t.call('getEmpListPages', { startIndex: 1, requestedCount: 0 }, company.token);
    expect(answer).toMatchObject({ status: Status.invalidField, reason: 'requestedCount: must be at least 1' });
  });
});

describe('getEmpByName', () => {
  it.each([
    [{ name: 'al' }, ['Albert King', 'alice Smith']],
    [{ empName: 'BOB' }, ['bob Stone']],
    [{ empName: '', empNo: 'E-002' }, ['Albert King']],
    [{ name: '1372' }, ['bob Stone']],
    [{ name: 'K-7' }, ['bob Stone']],
    [{ name: 'zz' }, []],
    [{ name: '' }, ['Albert King', 'alice Smith', 'bob Stone', 'Carol Diaz', 'dave Moss']],
  ])('finds by the prefix of name, work number, phone or card: %j', async (body, expected) => {
    const answer = await t.call<Employee[]>('getEmpByName', { userid: company.userid, ...body }, company.token);
    expect(answer.status).toBe(0);
    expect(names(answer.result)).toEqual(expected);
  });

  it('is open to employees, who see every colleague', async () => {
    const token = await sessionToken(t, company, 'employee', people.alice!.empid);
    const answer = await t.call<Employee[]>('getEmpByName', { name: '' }, token);
    expect(answer.result).toHaveLength(5);
  });

  it('shows the reception terminal only enabled employees searchable at the pad', async () => {
    const token = await sessionToken(t, company, 'reception', 1);
    const answer = await t.call<Employee[]>('getEmpByName', { name: '' }, token);
    expect(names(answer.result)).toEqual(['alice Smith', 'bob Stone']);
    expect((await t.call<Employee[]>('getEmpByName', { name: 'carol' }, token)).result).toEqual([]);
  });

  it('lists each employee once with all its departments and roles', async () => {
    const other = await t.call<{ deptid: number }>('addDepartment', { deptName: 'Support', deptNo: 'SP' }, company.token);
    const group = await t.call<{ rid: number }>('addRARG', { rgName: 'Desk' }, company.token);
    const rids = [
      (await t.call<{ rid: number }>('addRARG', { rgName: 'Host', parentId: group.result.rid }, company.token)).result.rid,
      (await t.call<{ rid: number }>('addRARG', { rgName: 'Guide', parentId: group.result.rid }, company.token)).result.rid,
    ];
    const both = await buildEmployee(t, company, {
      employee_name: 'Zed Multi',
      deptIds: [other.result.deptid, deptid],
      rids,
    });
    const answer = await t.call<Employee[]>('getEmpByName', { name: 'zed' }, company.token);
    expect(answer.result).toHaveLength(1);
    expect(answer.result[0]).toMatchObject({
      empid: both.empid,
      deptid,
      deptName: 'Sales',
      deptIds: [deptid, other.result.deptid],
      deptNames: ['Sales', 'Support'],
      rids,
    });
  });

  it('returns at most 100 employees', async () => {
    const big = await buildCompany(t);
    for (let index = 0; index < 105; index += 1) {
      await buildEmployee(t, big, {
        employee_name: `Many ${String(index).padStart(3, '0')}`,
        phone: `1360000${String(index).padStart(4, '0')}`,
      });
    }
    const answer = await t.call<Employee[]>('getEmpByName', { name: 'many' }, big.token);
    expect(answer.result).toHaveLength(100);
    expect(answer.result[99]?.empName).toBe('Many 099');
  });
});
