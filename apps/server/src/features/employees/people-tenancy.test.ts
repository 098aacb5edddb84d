import {
  type DepartmentNode,
  departmentEndpoints,
  type Employee,
  employeeEndpoints,
  type EndpointName,
  endpoints,
  type Page,
  roleEndpoints,
  Status,
} from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { buildEmployee, sessionToken } from '../../../test/people-factories.js';

/*
 * Company B's Administrator aims every people call at company A's ids:
 * each answers 55, 604 or an empty list, and A's people stay as they were.
 */

const t = useTestApp();
let a: TestCompany;
let b: TestCompany;
let aEmployee: Employee;
let bEmployee: Employee;
let aDept: number;
let aGroup: number;
let aRole: number;

const snapshotOfA = async () => ({
  employees: (await t.call<Page<Employee>>('getEmpListPages', { startIndex: 1, requestedCount: 100 }, a.token)).result,
  departments: (await t.call<DepartmentNode[]>('getDeptList', {}, a.token)).result,
  roles: (await t.call('getRARG', {}, a.token)).result,
  visitorManager: (await t.call<{ visitorManager: string }>('GetUserInfo', {}, a.token)).result.visitorManager,
});

beforeAll(async () => {
  [a, b] = [await buildCompany(t), await buildCompany(t)];
  aDept = (await t.call<{ deptid: number }>('addDepartment', { deptName: 'A dept', deptNo: 'A1' }, a.token)).result.deptid;
  aGroup = (await t.call<{ rid: number }>('addRARG', { rgName: 'A group' }, a.token)).result.rid;
  aRole = (await t.call<{ rid: number }>('addRARG', { rgName: 'A role', parentId: aGroup }, a.token)).result.rid;
  aEmployee = await buildEmployee(t, a, { employee_name: 'Alpha Person', empNo: 'A-1', deptIds: [aDept], rids: [aRole] });
  await t.call('updateVisitorManager', { visitorManager: String(aEmployee.empid) }, a.token);
  bEmployee = await buildEmployee(t, b, { employee_name: 'Beta Person' });
});

describe(`people tenancy (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("never shows or changes another company's employees, departments or roles", async () => {
    const before = await snapshotOfA();
    const e = aEmployee.empid;
    const refused: Array<[string, unknown, number]> = [
      ['updateEmployee', { employeeid: e, employee_name: 'Stolen' }, Status.employeeNotFound],
      ['batchDelEmployee', { empids: [e] }, Status.employeeNotFound],
      ['updateEmpState', { empids: [e], empState: 2 }, Status.employeeNotFound],
      ['updateVisitorManager', { visitorManager: String(e) }, Status.employeeNotFound],
      ['updateEmpVisitType', [{ employeeid: e, emptype: 4 }], Status.employeeNotFound],
      ['addEmployee', { employee_name: 'In A dept', phone: '13500000001', deptIds: [aDept] }, Status.invalidField],
      ['addEmployee', { employee_name: 'In A role', phone: '13500000002', rids: [aRole] }, Status.invalidField],
      ['updateEmployee', { employeeid: bEmployee.empid, deptIds: [aDept] }, Status.invalidField],
      ['getDepartment', { deptid: aDept }, Status.invalidField],
      ['getDeptByEmpid', { empid: e }, Status.employeeNotFound],
      ['addDepartment', { deptName: 'Under A', deptNo: 'U', parentId: aDept }, Status.invalidField],
      ['addDepartment', { deptName: 'A director', deptNo: 'D', deptManagerEmpid: String(e) }, Status.employeeNotFound],
      ['updateDepartment', { deptid: aDept, deptName: 'Renamed' }, Status.invalidField],
      ['delDepartment', { deptid: aDept }, Status.invalidField],
      ['updateDeptEmpRelation', { empids: [e], deptIds: [] }, Status.employeeNotFound],
      ['updateDeptEmpRelation', { empids: [bEmployee.empid], deptIds: [aDept] }, Status.invalidField],
      ['addRARG', { rgName: 'In A group', parentId: aGroup }, Status.invalidField],
      ['updateRARG', { rid: aRole, rgName: 'Renamed' }, Status.invalidField],
      ['delRARG', { rid: aGroup }, Status.invalidField],
      ['addEmpRole', { rid: aRole, empids: [bEmployee.empid] }, Status.invalidField],
      ['delRoleEmp', { rid: aRole, empids: [e] }, Status.invalidField],
      ['getEmpRoleList', { rid: aRole }, Status.invalidField],
      ['getEmpListPages', { userid: a.userid }, Status.noPermission],
      ['GetEmpList', { userid: a.userid }, Status.noPermission],
    ];
    for (const [name, body, status] of refused) {
      const answer = await t.call(name, body, b.token);
      expect({ name, status: answer.status }).toEqual({ name, status });
    }

    // B has no departments or roles of its own and one employee.
    const seen: Array<[string, unknown, unknown[]]> = [
      ['getEmpByName', { name: 'alpha' }, []],
      ['getEmpByName', { name: 'A-1' }, []],
      ['getDeptList', {}, []],
      ['getRARG', {}, []],
    ];
    for (const [name, body, expected] of seen) {
      const answer = await t.call<unknown[]>(name, body, b.token);
      expect({ name, result: answer.result }).toEqual({ name, result: expected });
    }
    const everyone = await t.call<Employee[]>('GetEmpList', {}, b.token);
    expect(everyone.result.map((employee) => employee.empid)).toEqual([bEmployee.empid]);
    const filtered = await t.call<Page<Employee>>('getEmpListPages', { deptid: aDept }, b.token);
    expect(filtered.result).toMatchObject({ count: 0, list: [] });
    const inADept = await t.call<Page<Employee>>('getEmpDeptList', { deptid: aDept }, b.token);
    expect(inADept).toMatchObject({ status: 0, result: { count: 0, list: [] } });
    expect((await t.call<{ total: number }>('getEmployeeCount', {}, b.token)).result.total).toBe(1);

    expect(await snapshotOfA()).toEqual(before);
  });
});

describe('who may manage people', () => {
  const management = [employeeEndpoints, departmentEndpoints, roleEndpoints].flatMap((group) =>
    Object.entries(group)
      .filter(([, endpoint]) => endpoint.roles !== 'public' && !endpoint.roles.includes('employee'))
      .map(([name]) => name),
  );

  it.each(['employee', 'reception', 'subaccount', 'hq'] as const)(
    'answers 610 to a %s session on every management call',
    async (kind) => {
      const token = await sessionToken(t, a, kind, kind === 'employee' ? aEmployee.empid : 1);
      // A resident company manages its own employees (sub-accounts tests); the rest stays the Administrator's.
      const refused = management.filter((name) => !(endpoints[name as EndpointName].roles as readonly string[]).includes(kind));
      for (const name of refused) {
        const answer = await t.call(name, {}, token);
        expect({ name, status: answer.status }).toEqual({ name, status: Status.noPermission });
      }
    },
  );

  it('lets employees and the reception terminal look people up', async () => {
    for (const kind of ['employee', 'reception'] as const) {
      const token = await sessionToken(t, a, kind, kind === 'employee' ? aEmployee.empid : 1);
      expect((await t.call<Employee[]>('getEmpByName', { name: 'alpha' }, token)).result).toHaveLength(1);
      const departments = await t.call<Array<{ deptid: number }>>('getDeptByEmpid', { empid: aEmployee.empid }, token);
      expect(departments.result.map((department) => department.deptid)).toEqual([aDept]);
    }
  });
});
