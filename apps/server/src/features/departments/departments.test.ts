import { type DepartmentNode, type Employee, type Page, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { buildEmployee, sessionToken } from '../../../test/people-factories.js';

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

const addDepartment = async (company: TestCompany, fields: Record<string, unknown>) => {
  const answer = await t.call<{ deptid: number }>('addDepartment', fields, company.token);
  expect(answer.status).toBe(0);
  return answer.result.deptid;
};

const trees = async (company: TestCompany) => (await t.call<DepartmentNode[]>('getDeptList', {}, company.token)).result;

describe(`departments (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('builds the tree with paths, directors and people counts', async () => {
    const company = await buildCompany(t);
    const [ann, ben, cat] = [
      await buildEmployee(t, company, { employee_name: 'Ann' }),
      await buildEmployee(t, company, { employee_name: 'Ben' }),
      await buildEmployee(t, company, { employee_name: 'Cat' }),
    ];
    const top = await addDepartment(company, { deptName: 'Head office', deptNo: '01', deptManagerEmpid: String(ann!.empid) });
    const sales = await addDepartment(company, {
      deptName: 'Sales',
      deptNo: '0101',
      parentId: top,
      defaultReceiver: `[${ben!.empid}]`,
      vMaxCount: 5,
      remark: 'East wing',
    });
    const north = await addDepartment(company, { deptName: 'North', deptNo: '010101', parentId: sales });
    const plant = await addDepartment(company, { deptName: 'Plant', deptNo: '02' });
    await t.call('updateDeptEmpRelation', { empids: [ann!.empid], deptIds: [top] }, company.token);
    await t.call('updateDeptEmpRelation', { empids: [ben!.empid, cat!.empid], deptIds: [sales] }, company.token);
    await t.call('updateDeptEmpRelation', { empids: [cat!.empid], deptIds: [north, plant] }, company.token);

    const roots = await trees(company);
    expect(roots.map((node) => node.deptName)).toEqual(['Head office', 'Plant']);
    const [head, plantNode] = roots;
    expect(head).toMatchObject({
      deptid: top,
      deptNo: '01',
      parentId: 0,
      strDeptId: String(top),
      strDeptid: String(top),
      userid: company.userid,
      deptManagerEmpid: String(ann!.empid),
      deptManager: [{ empid: ann!.empid, empName: 'Ann' }],
      empCount: 1,
      totalCount: 3,
    });
    expect(head!.childDeptList[0]).toMatchObject({
      deptid: sales,
      parentId: top,
      strDeptId: `${top},${sales}`,
      defaultReceiver: `[${ben!.empid}]`,
      vMaxCount: 5,
      remark: 'East wing',
      empCount: 1,
      totalCount: 2,
    });
    expect(head!.childDeptList[0]!.childDeptList[0]).toMatchObject({
      deptid: north,
      strDeptId: `${top},${sales},${north}`,
      empCount: 1,
    });
    expect(plantNode).toMatchObject({ deptid: plant, empCount: 1, totalCount: 1, childDeptList: [] });

    const ofCat = await t.call<Array<{ deptid: number }>>('getDeptByEmpid', { empid: cat!.empid }, company.token);
    expect(ofCat.result.map((department) => department.deptid)).toEqual([north, plant]);
    expect(ofCat.result).toMatchObject([
      { strDeptId: `${top},${sales},${north}`, empCount: 1 },
      { strDeptId: String(plant), empCount: 1 },
    ]);
    const one = await t.call('getDepartment', { deptid: sales }, company.token);
    expect(one.result).toMatchObject({ strDeptId: `${top},${sales}`, defaultReceiver: `[${ben!.empid}]`, empCount: 1 });
    const page = await t.call<Page<Employee>>(
      'getEmpDeptList',
      { deptid: `${top},${sales}`, startIndex: 1, requestedCount: 10 },
      company.token,
    );
    expect(page.result).toMatchObject({ count: 1, list: [{ empid: ben!.empid, deptIds: [sales] }] });
  });

  it.each([
    [{ deptName: '', deptNo: 'X' }, 'deptName: must not be empty'],
    [{ deptName: 'A<b>', deptNo: 'X' }, 'deptName: must not contain < > or control characters'],
    [{ deptName: 'No number', deptNo: ' ' }, 'deptNo: must not be empty'],
    [{ deptName: 'Orphan', deptNo: 'X1', parentId: 999999 }, 'parentId: no such department'],
    [{ deptName: 'Bad ids', deptNo: 'X2', deptManagerEmpid: 'a,b' }, 'deptManagerEmpid: must be comma-separated ids'],
  ])('answers 604 for %j', async (fields, reason) => {
    expect(await t.call('addDepartment', fields, acme.token)).toMatchObject({ status: Status.invalidField, reason });
  });

  it('answers 123 for a name in use, whatever its case, and 124 for a number in use', async () => {
    await addDepartment(acme, { deptName: 'Finance', deptNo: 'F-1' });
    const sameName = await t.call('addDepartment', { deptName: ' FINANCE ', deptNo: 'F-2' }, acme.token);
    expect(sameName).toMatchObject({ status: Status.departmentExists, reason: 'Department already exists' });
    const sameNumber = await t.call('addDepartment', { deptName: 'Treasury', deptNo: 'F-1' }, acme.token);
    expect(sameNumber).toMatchObject({ status: Status.duplicateDepartmentNumber, reason: 'Duplicate department number' });
  });

  it('answers 55 for directors or receivers who are not the company’s employees', async () => {
    const other = await buildCompany(t);
    const stranger = await buildEmployee(t, other);
    const director = await t.call(
      'addDepartment',
      { deptName: 'D55', deptNo: 'D55', deptManagerEmpid: String(stranger.empid) },
      acme.token,
    );
    expect(director).toMatchObject({ status: Status.employeeNotFound, result: [stranger.empid] });
    const receiver = await t.call(
      'addDepartment',
      { deptName: 'R55', deptNo: 'R55', defaultReceiver: [stranger.empid] },
      acme.token,
    );
    expect(receiver).toMatchObject({ status: Status.employeeNotFound, result: [stranger.empid] });
  });

  it('edits and moves a department, but never under itself or below itself', async () => {
    const a = await addDepartment(acme, { deptName: 'Move A', deptNo: 'MA' });
    const b = await addDepartment(acme, { deptName: 'Move B', deptNo: 'MB', parentId: a });
    const c = await addDepartment(acme, { deptName: 'Move C', deptNo: 'MC' });
    expect((await t.call('updateDepartment', { deptid: b, parentId: c, deptName: 'Moved B' }, acme.token)).status).toBe(0);
    const moved = await t.call<{ parentId: number; deptName: string; deptNo: string }>(
      'getDepartment',
      { deptid: b },
      acme.token,
    );
    expect(moved.result).toMatchObject({ parentId: c, deptName: 'Moved B', deptNo: 'MB' });
    for (const parentId of [c, b]) {
      const answer = await t.call('updateDepartment', { deptid: c, parentId }, acme.token);
      expect(answer).toMatchObject({
        status: Status.invalidField,
        reason: 'parentId: must not be the department itself or one below it',
      });
    }
    expect((await t.call('updateDepartment', { deptid: c, deptName: 'move a' }, acme.token)).status).toBe(
      Status.departmentExists,
    );
    expect((await t.call('updateDepartment', { deptid: c, deptNo: 'MA' }, acme.token)).status).toBe(
      Status.duplicateDepartmentNumber,
    );
    expect((await t.call('updateDepartment', { deptid: c, deptName: 'Move C', deptNo: 'MC' }, acme.token)).status).toBe(0);
    expect(await t.call('updateDepartment', { deptid: 999999, deptName: 'Ghost' }, acme.token)).toMatchObject({
      status: Status.invalidField,
      reason: 'deptid: no such department',
    });
  });

  it('replaces the directors and receivers sent, keeps those left out, and clears them with an empty value', async () => {
    const company = await buildCompany(t);
    const [ann, ben] = [await buildEmployee(t, company), await buildEmployee(t, company)];
    const deptid = await addDepartment(company, {
      deptName: 'Desk',
      deptNo: 'DK',
      deptManagerEmpid: `${ben.empid},${ann.empid},${ben.empid}`,
      defaultReceiver: [ann.empid],
    });
    const read = async () =>
      (await t.call<{ deptManagerEmpid: string; defaultReceiver: string }>('getDepartment', { deptid }, company.token)).result;
    const both = [ann.empid, ben.empid].sort((a, b) => a - b).join(',');
    expect(await read()).toMatchObject({ deptManagerEmpid: both, defaultReceiver: `[${ann.empid}]` });
    expect((await t.call('updateDepartment', { deptid, remark: 'kept' }, company.token)).status).toBe(0);
    expect(await read()).toMatchObject({ deptManagerEmpid: both, defaultReceiver: `[${ann.empid}]` });
    const cleared = await t.call(
      'updateDepartment',
      { deptid, deptManagerEmpid: String(ben.empid), defaultReceiver: '' },
      company.token,
    );
    expect(cleared.status).toBe(0);
    expect(await read()).toMatchObject({ deptManagerEmpid: String(ben.empid), defaultReceiver: '' });
    expect((await t.call('delDepartment', { deptid }, company.token)).status).toBe(0);
    const links = await t.ctx.database.db.selectFrom('departmentDirector').select('empid').where('deptid', '=', deptid).execute();
    expect(links).toEqual([]);
  });

  it('deletes a department: its children move up and its people leave it', async () => {
    const company = await buildCompany(t);
    const person = await buildEmployee(t, company);
    const top = await addDepartment(company, { deptName: 'Top', deptNo: 'T' });
    const middle = await addDepartment(company, { deptName: 'Middle', deptNo: 'M', parentId: top });
    const bottom = await addDepartment(company, { deptName: 'Bottom', deptNo: 'B', parentId: middle });
    await t.call('updateDeptEmpRelation', { empids: [person.empid], deptIds: [middle] }, company.token);
    expect((await t.call('delDepartment', { deptid: middle }, company.token)).status).toBe(0);
    const [root] = await trees(company);
    expect(root).toMatchObject({
      deptid: top,
      totalCount: 0,
      childDeptList: [{ deptid: bottom, parentId: top, strDeptId: `${top},${bottom}` }],
    });
    const employee = await t.call<Employee[]>('getEmpByName', { name: person.empName }, company.token);
    expect(employee.result[0]!.deptIds).toEqual([]);
    expect((await t.call('delDepartment', { deptid: middle }, company.token)).status).toBe(Status.invalidField);
  });

  it('moves employees to exactly the listed departments, or to none', async () => {
    const company = await buildCompany(t);
    const person = await buildEmployee(t, company);
    const first = await addDepartment(company, { deptName: 'First', deptNo: '1' });
    const second = await addDepartment(company, { deptName: 'Second', deptNo: '2' });
    await t.call('updateDeptEmpRelation', { empids: [person.empid], deptIds: [first] }, company.token);
    await t.call('updateDeptEmpRelation', { empids: [person.empid], deptIds: [second] }, company.token);
    let found = await t.call<Employee[]>('getEmpByName', { name: person.empName }, company.token);
    expect(found.result[0]!.deptIds).toEqual([second]);
    await t.call('updateDeptEmpRelation', { empids: [person.empid], deptIds: [] }, company.token);
    found = await t.call<Employee[]>('getEmpByName', { name: person.empName }, company.token);
    expect(found.result[0]!.deptIds).toEqual([]);
    const unknown = await t.call('updateDeptEmpRelation', { empids: [person.empid], deptIds: [999999] }, company.token);
    expect(unknown).toMatchObject({ status: Status.invalidField, reason: 'deptIds: no such department' });
  });

  it('answers updateDeptEmpRelation with no employees, as the original console sends it, with 0 and changes nothing', async () => {
    const company = await buildCompany(t);
    const person = await buildEmployee(t, company);
    const kept = await addDepartment(company, { deptName: 'Kept', deptNo: 'K' });
    await t.call('updateDeptEmpRelation', { empids: [person.empid], deptIds: [kept] }, company.token);
    for (const deptIds of [[], [kept], [999999]]) {
      const answer = await t.call(
        'updateDeptEmpRelation',
        { userid: company.userid, empids: [], deptIds },
        company.token,
        '/qcvisit/',
      );
      expect(answer, JSON.stringify(deptIds)).toMatchObject({ status: 0, result: null });
    }
    const found = await t.call<Employee[]>('getEmpByName', { name: person.empName }, company.token);
    expect(found.result[0]!.deptIds).toEqual([kept]);
  });

  it('answers getEmpDeptList of a department just deleted with an empty page', async () => {
    const company = await buildCompany(t);
    const person = await buildEmployee(t, company);
    const gone = await addDepartment(company, { deptName: 'Gone', deptNo: 'G' });
    await t.call('updateDeptEmpRelation', { empids: [person.empid], deptIds: [gone] }, company.token);
    expect((await t.call('delDepartment', { deptid: gone }, company.token)).status).toBe(0);
    const page = await t.call<Page<Employee>>(
      'getEmpDeptList',
      { deptid: gone, startIndex: 1, requestedCount: 10 },
      company.token,
    );
    expect(page).toMatchObject({ status: 0, result: { count: 0, list: [] } });
  });

  it('lets employees read departments but not manage them', async () => {
    const company = await buildCompany(t);
    const person = await buildEmployee(t, company);
    const deptid = await addDepartment(company, { deptName: 'Readable', deptNo: 'R' });
    const token = await sessionToken(t, company, 'employee', person.empid);
    expect((await t.call('getDepartment', { deptid }, token)).status).toBe(0);
    expect((await t.call('getDeptByEmpid', { empid: person.empid }, token)).status).toBe(0);
    expect((await t.call('getDeptList', {}, token)).status).toBe(Status.noPermission);
    expect((await t.call('addDepartment', { deptName: 'Mine', deptNo: 'M' }, token)).status).toBe(Status.noPermission);
  });
});
