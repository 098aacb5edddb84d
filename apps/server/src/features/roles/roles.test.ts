import { type Employee, type Page, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { buildEmployee } from '../../../test/people-factories.js';

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

interface RoleView {
  rid: number;
  rgName: string;
  parentId: number;
  userid: number;
  empCount: number;
}
type RoleGroupView = RoleView & { childRoleList: RoleView[] };

const addRole = async (company: TestCompany, rgName: string, parentId = 0) => {
  const answer = await t.call<{ rid: number }>('addRARG', { rgName, parentId, rid: '' }, company.token);
  expect(answer.status).toBe(0);
  return answer.result.rid;
};

describe(`roles and role groups (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('lists groups with their roles and holder counts', async () => {
    const company = await buildCompany(t);
    const [ann, ben] = [await buildEmployee(t, company), await buildEmployee(t, company)];
    const office = await addRole(company, 'Office');
    const greeter = await addRole(company, 'Greeter', office);
    const guard = await addRole(company, 'Guard', office);
    const empty = await addRole(company, 'Empty group');
    expect((await t.call('addEmpRole', { rid: greeter, empids: [ann.empid, ben.empid] }, company.token)).status).toBe(0);
    expect((await t.call('addEmpRole', { rid: guard, empids: [ann.empid] }, company.token)).status).toBe(0);
    // Giving a role twice changes nothing.
    expect((await t.call('addEmpRole', { rid: guard, empids: [ann.empid] }, company.token)).status).toBe(0);

    const answer = await t.call<RoleGroupView[]>('getRARG', { userid: company.userid }, company.token);
    expect(answer.status).toBe(0);
    expect(answer.result).toEqual([
      {
        rid: office,
        rgName: 'Office',
        parentId: 0,
        userid: company.userid,
        empCount: 2,
        childRoleList: [
          { rid: greeter, rgName: 'Greeter', parentId: office, userid: company.userid, empCount: 2 },
          { rid: guard, rgName: 'Guard', parentId: office, userid: company.userid, empCount: 1 },
        ],
      },
      { rid: empty, rgName: 'Empty group', parentId: 0, userid: company.userid, empCount: 0, childRoleList: [] },
    ]);

    const holders = await t.call<Page<Employee>>(
      'getEmpRoleList',
      { rid: guard, startIndex: 1, requestedCount: 10 },
      company.token,
    );
    expect(holders.result).toMatchObject({ count: 1, pageNo: 1, list: [{ empid: ann.empid, rids: [greeter, guard] }] });
  });

  it.each([
    [{ rgName: '' }, 'rgName: must not be empty'],
    [{ rgName: '   ' }, 'rgName: must not be empty'],
    [{ rgName: '<i>' }, 'rgName: must not contain < > or control characters'],
    [{ rgName: 'Orphan', parentId: 999999 }, 'parentId: must be 0 or a role group'],
  ])('answers 604 for %j', async (body, reason) => {
    expect(await t.call('addRARG', body, acme.token)).toMatchObject({ status: Status.invalidField, reason });
  });

  it('only puts roles inside groups, never inside other roles', async () => {
    const group = await addRole(acme, 'Nesting');
    const role = await addRole(acme, 'Inner', group);
    const answer = await t.call('addRARG', { rgName: 'Too deep', parentId: role }, acme.token);
    expect(answer).toMatchObject({ status: Status.invalidField, reason: 'parentId: must be 0 or a role group' });
  });

  it('renames roles and groups and moves roles between groups', async () => {
    const first = await addRole(acme, 'First group');
    const second = await addRole(acme, 'Second group');
    const role = await addRole(acme, 'Mover', first);
    expect((await t.call('updateRARG', { rid: role, rgName: 'Moved', parentId: second }, acme.token)).status).toBe(0);
    expect((await t.call('updateRARG', { rid: first, rgName: 'First, renamed', parentId: 0 }, acme.token)).status).toBe(0);
    const groups = (await t.call<RoleGroupView[]>('getRARG', {}, acme.token)).result;
    expect(groups.find((group) => group.rid === first)).toMatchObject({ rgName: 'First, renamed', childRoleList: [] });
    expect(groups.find((group) => group.rid === second)?.childRoleList).toMatchObject([{ rid: role, rgName: 'Moved' }]);

    expect(await t.call('updateRARG', { rid: role, rgName: 'Loose', parentId: 0 }, acme.token)).toMatchObject({
      status: Status.invalidField,
      reason: 'parentId: a role must stay inside a role group',
    });
    expect(await t.call('updateRARG', { rid: first, rgName: 'Nested', parentId: second }, acme.token)).toMatchObject({
      status: Status.invalidField,
      reason: 'parentId: a role group cannot move into another group',
    });
    expect(await t.call('updateRARG', { rid: role, rgName: ' ' }, acme.token)).toMatchObject({
      status: Status.invalidField,
      reason: 'rgName: must not be empty',
    });
    expect(await t.call('updateRARG', { rid: 999999, rgName: 'Ghost' }, acme.token)).toMatchObject({
      status: Status.invalidField,
      reason: 'rid: no such role',
    });
  });

  it('answers 257 when deleting a role, or a group, whose roles are held; deletes them once free', async () => {
    const company = await buildCompany(t);
    const person = await buildEmployee(t, company);
    const group = await addRole(company, 'Busy');
    const role = await addRole(company, 'Held', group);
    await t.call('addEmpRole', { rid: role, empids: [person.empid] }, company.token);
    for (const rid of [role, group]) {
      expect(await t.call('delRARG', { rid }, company.token)).toMatchObject({
        status: Status.roleInUse,
        reason: 'Role is in use',
      });
    }
    expect((await t.call('delRoleEmp', { rid: role, empids: [person.empid] }, company.token)).status).toBe(0);
    expect((await t.call('delRARG', { rid: group }, company.token)).status).toBe(0);
    expect((await t.call('getRARG', {}, company.token)).result).toEqual([]);
    expect((await t.call('delRARG', { rid: role }, company.token)).status).toBe(Status.invalidField);
  });

  it('gives and takes only roles, not groups, and only to the company’s employees', async () => {
    const other = await buildCompany(t);
    const stranger = await buildEmployee(t, other);
    const person = await buildEmployee(t, acme);
    const group = await addRole(acme, 'Giving');
    const role = await addRole(acme, 'Given', group);
    expect(await t.call('addEmpRole', { rid: group, empids: [person.empid] }, acme.token)).toMatchObject({
      status: Status.invalidField,
      reason: 'rid: must be a role, not a role group',
    });
    expect(await t.call('addEmpRole', { rid: role, empids: [person.empid, stranger.empid] }, acme.token)).toMatchObject({
      status: Status.employeeNotFound,
      result: [stranger.empid],
    });
    const holders = await t.call<Page<Employee>>('getEmpRoleList', { rid: role }, acme.token);
    expect(holders.result.count).toBe(0);
  });

  it('answers the people of every role of a group, each once, by name and paged, as the original console asks', async () => {
    const company = await buildCompany(t);
    const [zoe, amy, ken, out] = await Promise.all(
      ['Zoe', 'Amy', 'Ken', 'Out'].map((employee_name) => buildEmployee(t, company, { employee_name })),
    );
    const group = await addRole(company, 'Front of house');
    const greeter = await addRole(company, 'Greeter', group);
    const guard = await addRole(company, 'Guard', group);
    const elsewhere = await addRole(company, 'Elsewhere', await addRole(company, 'Back office'));
    await t.call('addEmpRole', { rid: greeter, empids: [zoe!.empid, amy!.empid] }, company.token);
    await t.call('addEmpRole', { rid: guard, empids: [amy!.empid, ken!.empid] }, company.token);
    await t.call('addEmpRole', { rid: elsewhere, empids: [out!.empid] }, company.token);

    const firstGroup = (await t.call<RoleGroupView[]>('getRARG', { userid: company.userid }, company.token, '/qcvisit/'))
      .result[0]!;
    expect(firstGroup.rid).toBe(group);
    const page = (startIndex: number) =>
      t.call<Page<Employee>>(
        'getEmpRoleList',
        { userid: company.userid, rid: String(firstGroup.rid), startIndex, requestedCount: 2 },
        company.token,
        '/qcvisit/',
      );
    const first = await page(1);
    expect(first.result).toMatchObject({ count: 3, pageNo: 1, pageSize: 2 });
    expect(first.result.list.map((employee) => [employee.empName, employee.rids])).toEqual([
      ['Amy', [greeter, guard]],
      ['Ken', [guard]],
    ]);
    expect((await page(3)).result).toMatchObject({ count: 3, pageNo: 2, list: [{ empid: zoe!.empid }] });
  });

  it('answers an empty page for a group without roles and 604 for a role of another company', async () => {
    const other = await buildCompany(t);
    const theirs = await addRole(other, 'Theirs');
    const empty = await addRole(acme, 'Nobody here');
    expect((await t.call<Page<Employee>>('getEmpRoleList', { rid: empty }, acme.token)).result).toEqual({
      list: [],
      count: 0,
      pageNo: 1,
      pageSize: 10,
    });
    expect(await t.call('getEmpRoleList', { rid: theirs }, acme.token)).toMatchObject({
      status: Status.invalidField,
      reason: 'rid: no such role',
    });
  });
});
