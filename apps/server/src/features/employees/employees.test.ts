import { type Employee, getEmpListMax, Status, type UserInfo } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { buildEmployee, newPhone } from '../../../test/people-factories.js';

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

const addDepartment = async (company: TestCompany, deptName: string, deptNo: string, parentId = 0) => {
  const answer = await t.call<{ deptid: number }>('addDepartment', { deptName, deptNo, parentId }, company.token);
  expect(answer.status).toBe(0);
  return answer.result.deptid;
};

const addRole = async (company: TestCompany, rgName: string, parentId = 0) => {
  const answer = await t.call<{ rid: number }>('addRARG', { rgName, parentId }, company.token);
  expect(answer.status).toBe(0);
  return answer.result.rid;
};

describe(`addEmployee (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('adds an employee with every field and its departments and roles', async () => {
    const deptid = await addDepartment(acme, 'Sales', 'S-1');
    const group = await addRole(acme, 'Front office');
    const rid = await addRole(acme, 'Greeter', group);
    const phone = newPhone();
    const answer = await t.call<Employee>(
      'addEmployee',
      {
        userid: acme.userid,
        employee_name: '  Grace Hopper ',
        phone,
        email: 'grace@example.com',
        empNo: 'E-100',
        emptype: 2,
        empNickname: 'Amazing Grace',
        empPosition: 'Rear admiral',
        telephone: '010-5550100',
        workbay: 'B2-17',
        visitType: 'interview',
        subaccountId: 0,
        remark: 'Hosts often',
        deptIds: [deptid],
        cardNo: 'C0042',
        egids: '3,4',
        startDate: '20260101',
        endDate: '20261231',
        avatar: '',
        padHidden: true,
        noReservation: '1',
        rids: [rid],
        empSex: 'F',
        plateNum: 'A12345',
      },
      acme.token,
    );
    expect(answer).toMatchObject({ http: 200, status: 0, reason: 'success' });
    expect(answer.result).toMatchObject({
      userid: acme.userid,
      empName: 'Grace Hopper',
      empPhone: phone,
      empEmail: 'grace@example.com',
      empNo: 'E-100',
      empType: 2,
      empNickname: 'Amazing Grace',
      empPosition: 'Rear admiral',
      telephone: '010-5550100',
      workbay: 'B2-17',
      visitType: 'interview',
      remark: 'Hosts often',
      cardNo: 'C0042',
      egids: '3,4',
      startDate: '20260101',
      endDate: '20261231',
      padHidden: 1,
      noReservation: 1,
      empState: 0,
      activated: 0,
      empSex: 'F',
      plateNum: 'A12345',
      deptid,
      deptName: 'Sales',
      deptIds: [deptid],
      deptNames: ['Sales'],
      rids: [rid],
    });
    expect(answer.result).not.toHaveProperty('passwordHash');
    expect(answer.result).not.toHaveProperty('empNameKey');
  });

  it.each([
    [{ employee_name: '   ' }, 'employee_name: must not be empty'],
    [{ employee_name: '<script>' }, 'employee_name: must not contain < > or control characters'],
    [{ employee_name: 'Tab\tName' }, 'employee_name: must not contain < > or control characters'],
    [{ phone: 'not-a-phone' }, 'phone: must be a valid phone number'],
    [{ email: 'nobody@' }, 'email: must be a valid email address'],
    [{ startDate: '2026-01-01' }, 'startDate: must be a date as YYYYMMDD'],
    [{ startDate: '20260230' }, 'startDate: must be a real calendar day'],
    [{ startDate: '20260301', endDate: '20260201' }, 'endDate: must not be before startDate'],
    [{ deptIds: [999999] }, 'deptIds: no such department'],
    [{ rids: [999999] }, 'rids: no such role'],
    [{ subaccountId: 5 }, 'subaccountId: no such sub-account'],
    [{ egids: '3,x' }, 'egids: must be comma-separated ids'],
    [{ avatar: 'https://elsewhere.example.com/me.png' }, 'avatar: must be a picture uploaded with Upload'],
  ])('answers 604 for %j', async (fields, reason) => {
    const answer = await t.call('addEmployee', { employee_name: 'Valid Name', phone: newPhone(), ...fields }, acme.token);
    expect(answer).toMatchObject({ status: Status.invalidField, reason });
  });

  it('answers 604 rids for a role group: only roles are held', async () => {
    const group = await addRole(acme, 'Only a group');
    const answer = await t.call('addEmployee', { employee_name: 'Valid', phone: newPhone(), rids: [group] }, acme.token);
    expect(answer).toMatchObject({ status: Status.invalidField, reason: 'rids: no such role' });
  });

  it('answers 24 with the clashing employees for a phone already used in the company', async () => {
    const first = await buildEmployee(t, acme);
    const answer = await t.call<Employee[]>('addEmployee', { employee_name: 'Twin', phone: first.empPhone }, acme.token);
    expect(answer).toMatchObject({ status: Status.phoneNotUnique, reason: 'Phone number is not unique' });
    expect(answer.result.map((employee) => employee.empid)).toEqual([first.empid]);
  });

  it('lets two companies have the same phone', async () => {
    const other = await buildCompany(t);
    const first = await buildEmployee(t, acme);
    expect((await t.call('addEmployee', { employee_name: 'Elsewhere', phone: first.empPhone }, other.token)).status).toBe(0);
  });

  it('answers 241 for a work number already used, and allows any number of empty ones', async () => {
    const first = await buildEmployee(t, acme, { empNo: 'W-241' });
    const answer = await t.call<Employee[]>(
      'addEmployee',
      { employee_name: 'Copy', phone: newPhone(), empNo: 'W-241' },
      acme.token,
    );
    expect(answer).toMatchObject({ status: Status.workNumberNotUnique, reason: 'Work number is not unique' });
    expect(answer.result.map((employee) => employee.empid)).toEqual([first.empid]);
    await buildEmployee(t, acme, { empNo: '' });
    await buildEmployee(t, acme, { empNo: '' });
  });
});

describe('updateEmployee', () => {
  it('changes the fields sent and keeps the others', async () => {
    const deptA = await addDepartment(acme, 'Update A', 'UA');
    const deptB = await addDepartment(acme, 'Update B', 'UB');
    const employee = await buildEmployee(t, acme, { empPosition: 'Clerk', remark: 'kept', deptIds: [deptA] });
    const answer = await t.call<Employee>(
      'updateEmployee',
      { employeeid: employee.empid, employee_name: 'Renamed Person', empPosition: 'Manager', deptIds: [deptB, deptA] },
      acme.token,
    );
    expect(answer.status).toBe(0);
    expect(answer.result).toMatchObject({
      empid: employee.empid,
      empName: 'Renamed Person',
      empPosition: 'Manager',
      remark: 'kept',
      empPhone: employee.empPhone,
    });
    expect([...answer.result.deptIds].sort((a, b) => a - b)).toEqual([deptA, deptB].sort((a, b) => a - b));
  });

  it('answers 55 when employeeid is missing or not an employee of the company', async () => {
    const other = await buildCompany(t);
    const foreign = await buildEmployee(t, other);
    for (const body of [{}, { employeeid: 999999 }, { employeeid: foreign.empid }]) {
      const answer = await t.call('updateEmployee', { employee_name: 'Nobody', ...body }, acme.token);
      expect(answer).toMatchObject({ status: Status.employeeNotFound, reason: 'Employee not found' });
    }
    const unchanged = await t.call<Employee[]>('getEmpByName', { name: foreign.empName }, other.token);
    expect(unchanged.result[0]).toMatchObject({ empid: foreign.empid, empName: foreign.empName });
  });

  it('answers 24 and 241 for another employee’s phone or work number, not for its own', async () => {
    const first = await buildEmployee(t, acme, { empNo: 'U-1' });
    const second = await buildEmployee(t, acme, { empNo: 'U-2' });
    const phoneClash = await t.call('updateEmployee', { employeeid: second.empid, phone: first.empPhone }, acme.token);
    expect(phoneClash.status).toBe(Status.phoneNotUnique);
    const numberClash = await t.call('updateEmployee', { employeeid: second.empid, empNo: 'U-1' }, acme.token);
    expect(numberClash.status).toBe(Status.workNumberNotUnique);
    const own = await t.call('updateEmployee', { employeeid: second.empid, phone: second.empPhone, empNo: 'U-2' }, acme.token);
    expect(own.status).toBe(0);
  });

  it('keeps validity days as YYYY-MM-DD and equipment groups as links, answering as the original product', async () => {
    const employee = await buildEmployee(t, acme, { startDate: '20260301', egids: '12, 5,12' });
    expect(employee).toMatchObject({ startDate: '20260301', endDate: '', egids: '5,12' });
    const stored = await t.ctx.database.db
      .selectFrom('employee')
      .select(['startDate', 'endDate'])
      .where('id', '=', employee.empid)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ startDate: '2026-03-01', endDate: '' });
    const kept = await t.call<Employee>('updateEmployee', { employeeid: employee.empid, endDate: '20260331' }, acme.token);
    expect(kept.result).toMatchObject({ startDate: '20260301', endDate: '20260331', egids: '5,12' });
    const cleared = await t.call<Employee>('updateEmployee', { employeeid: employee.empid, egids: '' }, acme.token);
    expect(cleared.result.egids).toBe('');
  });

  it('answers 604 endDate when the change would end validity before it starts', async () => {
    const employee = await buildEmployee(t, acme, { startDate: '20260601' });
    const answer = await t.call('updateEmployee', { employeeid: employee.empid, endDate: '20260501' }, acme.token);
    expect(answer).toMatchObject({ status: Status.invalidField, reason: 'endDate: must not be before startDate' });
  });
});

describe('states, counts and work numbers', () => {
  it('forbids, disables and enables employees; GetEmpList and the counts follow', async () => {
    const company = await buildCompany(t);
    const [a, b, c] = [await buildEmployee(t, company), await buildEmployee(t, company), await buildEmployee(t, company)];
    expect((await t.call('updateEmpState', { empids: [a!.empid], empState: 1 }, company.token)).status).toBe(0);
    expect((await t.call('updateEmpState', { empids: [b!.empid], empState: '2' }, company.token)).status).toBe(0);

    const list = await t.call<Employee[]>('GetEmpList', { userid: company.userid }, company.token);
    expect(list).toMatchObject({ status: 0, reason: 'success' });
    expect(list.result.map((employee) => employee.empid)).toEqual([c!.empid]);
    const byPhone = await t.call<Employee[]>('GetEmpList', { phone: a!.empPhone }, company.token);
    expect(byPhone.result).toEqual([]);

    expect((await t.call('getEmployeeCount', {}, company.token)).result).toEqual({ total: 3, empcount: 1 });
    expect((await t.call<UserInfo>('GetUserInfo', {}, company.token)).result.empTotal).toBe(3);

    const invalidState = await t.call('updateEmpState', { empids: [a!.empid], empState: 3 }, company.token);
    expect(invalidState).toMatchObject({ status: Status.invalidField, reason: 'empState: must be 0, 1 or 2' });
  });

  it('answers 55 and changes nothing when one of the ids is not the company’s', async () => {
    const company = await buildCompany(t);
    const own = await buildEmployee(t, company);
    const foreign = await buildEmployee(t, acme);
    const answer = await t.call('updateEmpState', { empids: [own.empid, foreign.empid], empState: 2 }, company.token);
    expect(answer).toMatchObject({ status: Status.employeeNotFound, result: [foreign.empid] });
    expect((await t.call('getEmployeeCount', {}, company.token)).result).toEqual({ total: 1, empcount: 1 });
  });

  it('offers the next numeric work number with its padding', async () => {
    const company = await buildCompany(t);
    expect((await t.call('getMaxEmpNo', {}, company.token)).result).toBe('1');
    for (const empNo of ['0099', '12', 'X500', '7a']) await buildEmployee(t, company, { empNo });
    expect((await t.call('getMaxEmpNo', {}, company.token)).result).toBe('0100');
    await buildEmployee(t, company, { empNo: '999' });
    expect((await t.call('getMaxEmpNo', {}, company.token)).result).toBe('1000');
  });
});

describe('GetEmpList', () => {
  it(`answers at most ${getEmpListMax} employees a call by name, and the rest from startIndex`, async () => {
    const company = await buildCompany(t);
    const now = t.clock.now();
    const names = Array.from({ length: getEmpListMax + 1 }, (_, index) => `Person ${String(index).padStart(4, '0')}`);
    await t.ctx.database.db
      .insertInto('employee')
      .values(
        names.map((empName, index) => ({
          companyId: company.userid,
          empName,
          empNameKey: empName.toLowerCase(),
          empPhone: `1370000${String(index).padStart(4, '0')}`,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const first = await t.call<Employee[]>('GetEmpList', {}, company.token);
    expect(first.result.map((employee) => employee.empName)).toEqual(names.slice(0, getEmpListMax));
    const rest = await t.call<Employee[]>('GetEmpList', { startIndex: getEmpListMax + 1 }, company.token);
    expect(rest.result.map((employee) => employee.empName)).toEqual(names.slice(getEmpListMax));
    const page = await t.call<Employee[]>('GetEmpList', { startIndex: '11', requestedCount: '5' }, company.token);
    expect(page.result.map((employee) => employee.empName)).toEqual(names.slice(10, 15));
    const tooMany = await t.call('GetEmpList', { requestedCount: getEmpListMax + 1 }, company.token);
    expect(tooMany).toMatchObject({ status: Status.invalidField, reason: `requestedCount: must be at most ${getEmpListMax}` });
  });
});

describe('batchDelEmployee', () => {
  it('deletes employees and forgets them as directors, receivers and visitor managers', async () => {
    const company = await buildCompany(t);
    const [gone, stays] = [await buildEmployee(t, company), await buildEmployee(t, company)];
    const deptid = await addDepartment(company, 'Lobby', 'L1');
    await t.call(
      'updateDepartment',
      { deptid, deptManagerEmpid: `${gone!.empid},${stays!.empid}`, defaultReceiver: `[${gone!.empid}]` },
      company.token,
    );
    await t.call('updateDeptEmpRelation', { empids: [gone!.empid, stays!.empid], deptIds: [deptid] }, company.token);
    await t.call('updateVisitorManager', { visitorManager: `${gone!.empid},${stays!.empid}` }, company.token);

    expect((await t.call('batchDelEmployee', { empids: [gone!.empid] }, company.token)).status).toBe(0);

    const department = await t.call<{ deptManagerEmpid: string; defaultReceiver: string; empCount: number }>(
      'getDepartment',
      { deptid },
      company.token,
    );
    expect(department.result).toMatchObject({ deptManagerEmpid: String(stays!.empid), defaultReceiver: '', empCount: 1 });
    expect((await t.call<UserInfo>('GetUserInfo', {}, company.token)).result.visitorManager).toBe(String(stays!.empid));
    expect((await t.call('getEmployeeCount', {}, company.token)).result).toEqual({ total: 1, empcount: 1 });
  });

  it('answers 55 and deletes nothing when an id is not the company’s', async () => {
    const company = await buildCompany(t);
    const own = await buildEmployee(t, company);
    const foreign = await buildEmployee(t, acme);
    const answer = await t.call('batchDelEmployee', { empids: [own.empid, foreign.empid] }, company.token);
    expect(answer).toMatchObject({ status: Status.employeeNotFound, result: [foreign.empid] });
    expect((await t.call('getEmployeeCount', {}, company.token)).result).toEqual({ total: 1, empcount: 1 });
    expect((await t.call<Employee[]>('getEmpByName', { name: foreign.empName }, acme.token)).result).toHaveLength(1);
  });
});

describe('updateVisitorManager and updateEmpVisitType', () => {
  it('stores the visitor managers', async () => {
    const company = await buildCompany(t);
    const [a, b] = [await buildEmployee(t, company), await buildEmployee(t, company)];
    const answer = await t.call('updateVisitorManager', { visitorManager: `${a!.empid}, ${b!.empid}` }, company.token);
    expect(answer.status).toBe(0);
    expect((await t.call<UserInfo>('GetUserInfo', {}, company.token)).result.visitorManager).toBe(`${a!.empid},${b!.empid}`);
    expect((await t.call('updateVisitorManager', { visitorManager: 'a,b' }, company.token)).status).toBe(Status.invalidField);
    const unknown = await t.call('updateVisitorManager', { visitorManager: '999999' }, company.token);
    expect(unknown).toMatchObject({ status: Status.employeeNotFound, result: [999999] });
  });

  it('sets type and visit type of several employees from an array body', async () => {
    const company = await buildCompany(t);
    const [a, b] = [await buildEmployee(t, company), await buildEmployee(t, company)];
    const answer = await t.call(
      'updateEmpVisitType',
      [
        { employeeid: a!.empid, emptype: 1, visitType: 'interview' },
        { employeeid: b!.empid, emptype: '3', visitType: '' },
      ],
      company.token,
    );
    expect(answer.status).toBe(0);
    const list = await t.call<Employee[]>('GetEmpList', {}, company.token);
    const byId = new Map(list.result.map((employee) => [employee.empid, employee]));
    expect(byId.get(a!.empid)).toMatchObject({ empType: 1, visitType: 'interview' });
    expect(byId.get(b!.empid)).toMatchObject({ empType: 3, visitType: '' });
    const foreign = await buildEmployee(t, acme);
    const refused = await t.call('updateEmpVisitType', [{ employeeid: foreign.empid, emptype: 1 }], company.token);
    expect(refused.status).toBe(Status.employeeNotFound);
  });
});
