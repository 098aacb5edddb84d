import { Status } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { applyChecked, checkImport, employeesByPhone, importHeader } from '../../../test/employee-import-steps.js';
import { buildCompany } from '../../../test/factories.js';
import { buildDepartment, newPhone, postImport, seedEmployee } from '../../../test/people-factories.js';

/* Importing the address book: the formats it reads, what a row changes, and the batches that apply it. */

const t = useTestApp();

describe(`checkEmpImport and applyEmpImport (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it.each(['xlsx', 'xls', 'csv'] as const)(
    'imports a %s file, creating the missing departments it listed, and a re-import changes nothing',
    async (bookType) => {
      const company = await buildCompany(t);
      await buildDepartment(t, company.userid, 'Sales', '007');
      const [ann, ben] = [newPhone(), newPhone()];
      const rows = [
        importHeader,
        ['Ann Lee', 'ann@example.com', ann, 'sales, Support', 'E-1', 'Clerk'],
        ['Ben Wu', '', Number(ben), '', '', ''],
      ];
      const checked = await checkImport(t, company, rows, bookType);
      expect(checked).toMatchObject({ total: 2, good: 2, bad: [], created: 2, updated: 0, unchanged: 0 });
      expect(checked.importId).toMatch(/^[0-9a-f]{32}$/);
      expect(checked.newDepartments).toEqual(['Support']);
      expect(await applyChecked(t, company, checked)).toEqual([{ applied: 2, total: 2 }]);

      const imported = await employeesByPhone(t, company.userid);
      expect(imported.get(ann)).toMatchObject({
        empName: 'Ann Lee',
        empEmail: 'ann@example.com',
        empNo: 'E-1',
        empPosition: 'Clerk',
      });
      expect(imported.get(ann)?.departments).toEqual(['Sales', 'Support']);
      expect(imported.get(ben)).toMatchObject({ empName: 'Ben Wu', empEmail: '', empNo: '', departments: [] });
      const support = await t.ctx.database.db
        .selectFrom('department')
        .select(['deptNo', 'parentId'])
        .where('companyId', '=', company.userid)
        .where('deptName', '=', 'Support')
        .executeTakeFirstOrThrow();
      expect(support).toEqual({ deptNo: '008', parentId: 0 });

      const again = await checkImport(t, company, rows, bookType);
      expect(again).toMatchObject({ total: 2, good: 2, bad: [], created: 0, updated: 0, unchanged: 2, newDepartments: [] });
      expect(await applyChecked(t, company, again)).toEqual([{ applied: 0, total: 0 }]);
    },
  );

  it('reads Chinese headers under a title row, starred headers and GB18030 csv', async () => {
    const company = await buildCompany(t);
    const [first, second] = [newPhone(), newPhone()];
    const rows = [
      ['通讯录'],
      ['*姓名', '邮箱', '手机*', '部门', '工号', '职位'],
      ['张伟', 'zw@example.com', first, '销售部', 'A01', '经理'],
    ];
    const checked = await checkImport(t, company, rows, 'xlsx');
    expect(checked).toMatchObject({ total: 1, created: 1 });
    await applyChecked(t, company, checked);
    expect((await employeesByPhone(t, company.userid)).get(first)).toMatchObject({
      empName: '张伟',
      empNo: 'A01',
      departments: ['销售部'],
    });

    // 姓名,邮箱,手机 in GB18030, as Excel in a Chinese locale saves csv.
    const gbHeader = Buffer.from([0xd0, 0xd5, 0xc3, 0xfb, 0x2c, 0xd3, 0xca, 0xcf, 0xe4, 0x2c, 0xca, 0xd6, 0xbb, 0xfa, 0x0a]);
    const data = Buffer.concat([gbHeader, Buffer.from(`Li Na,li@example.com,${second}\n`)]);
    const gb = await postImport(t, company.token, { filename: 'people.CSV', contentType: 'text/csv', data });
    expect(gb.result).toMatchObject({ total: 1, created: 1, bad: [] });
  });

  it('keeps "+86…" and leading zeros as typed in csv', async () => {
    const company = await buildCompany(t);
    const phone = `+86${newPhone()}`;
    const checked = await checkImport(t, company, [importHeader, ['Zed', '', phone, '', '007', '']], 'csv');
    await applyChecked(t, company, checked);
    expect((await employeesByPhone(t, company.userid)).get(phone)).toMatchObject({ empName: 'Zed', empNo: '007' });
  });

  it('lists every bad row with its reason and applies only the good ones', async () => {
    const company = await buildCompany(t);
    const taken = await seedEmployee(t, company.userid, { empNo: 'TAKEN' });
    const [good, repeated, numbered] = [newPhone(), newPhone(), newPhone()];
    const rows = [
      importHeader,
      ['', 'a@example.com', newPhone(), '', '', ''],
      ['Bad Phone', '', '12ab', '', '', ''],
      ['Bad Mail', 'not-an-email', newPhone(), '', '', ''],
      ['Good', '', good, '', 'N-1', ''],
      ['Twin Phone', '', good, '', '', ''],
      ['Twin Number', '', repeated, '', 'N-1', ''],
      ['Taken Number', '', numbered, '', 'TAKEN', ''],
      [],
      ['<b>Tag</b>', '', newPhone(), '', '', ''],
    ];
    const checked = await checkImport(t, company, rows);
    expect(checked).toMatchObject({ total: 8, good: 1, created: 1, updated: 0, unchanged: 0 });
    expect(checked.bad).toEqual([
      { row: 2, name: '', status: Status.invalidField, reason: 'name: must not be empty' },
      { row: 3, name: 'Bad Phone', status: Status.invalidField, reason: 'phone: must be a valid phone number' },
      { row: 4, name: 'Bad Mail', status: Status.invalidField, reason: 'email: must be a valid email address' },
      { row: 6, name: 'Twin Phone', status: Status.phoneNotUnique, reason: 'phone: same as row 5' },
      { row: 7, name: 'Twin Number', status: Status.workNumberNotUnique, reason: 'work number: same as row 5' },
      { row: 8, name: 'Taken Number', status: Status.workNumberNotUnique, reason: 'work number: another employee has it' },
      { row: 10, name: '<b>Tag</b>', status: Status.invalidField, reason: 'name: must not contain < > or control characters' },
    ]);
    await applyChecked(t, company, checked);
    expect([...(await employeesByPhone(t, company.userid)).keys()].sort()).toEqual([good, taken.phone].sort());
  });

  it('updates employees matched by phone; blank optional cells keep their values', async () => {
    const company = await buildCompany(t);
    const deptid = await buildDepartment(t, company.userid, 'Old Team', 'T1');
    const existing = await seedEmployee(t, company.userid, { empName: 'Old Name', empNo: 'K-1', empPosition: 'Clerk' });
    await t.ctx.database.db.insertInto('empDept').values({ empid: existing.empid, deptid, companyId: company.userid }).execute();
    const kept = await seedEmployee(t, company.userid, { empName: 'Kept', empNo: 'K-2', empPosition: 'Boss' });

    const checked = await checkImport(t, company, [
      importHeader,
      ['New Name', 'new@example.com', existing.phone, 'New Team', 'K-1', 'Manager'],
      ['Kept', '', kept.phone, '', '', ''],
    ]);
    expect(checked).toMatchObject({ total: 2, created: 0, updated: 1, unchanged: 1 });
    await applyChecked(t, company, checked);
    const after = await employeesByPhone(t, company.userid);
    expect(after.get(existing.phone)).toMatchObject({
      id: existing.empid,
      empName: 'New Name',
      empPosition: 'Manager',
      departments: ['New Team'],
    });
    expect(after.get(kept.phone)).toMatchObject({ empName: 'Kept', empNo: 'K-2', empPosition: 'Boss' });
    expect(await stillActivated(existing.phone)).toBe(true);
  });

  it('applies in batches from startIndex; a batch sent again changes nothing more', async () => {
    const company = await buildCompany(t);
    const rows = [
      importHeader,
      ...Array.from({ length: 5 }, (_, index) => [`Batch ${index}`, '', newPhone(), 'Ops', `B-${index}`, '']),
    ];
    const checked = await checkImport(t, company, rows);
    expect(await applyChecked(t, company, checked, 2)).toEqual([
      { applied: 2, total: 5 },
      { applied: 4, total: 5 },
      { applied: 5, total: 5 },
    ]);
    const retry = await t.call(
      'applyEmpImport',
      { importId: checked.importId, startIndex: 2, requestedCount: 2, createDepartments: ['Ops'] },
      company.token,
    );
    expect(retry.result).toEqual({ applied: 4, total: 5 });
    expect((await employeesByPhone(t, company.userid)).size).toBe(5);
    const departments = await t.ctx.database.db
      .selectFrom('department')
      .select('deptNo')
      .where('companyId', '=', company.userid)
      .execute();
    expect(departments).toEqual([{ deptNo: '1' }]);
  });

  it('answers 241 for a batch whose work number was taken after the check, and applies none of it', async () => {
    const company = await buildCompany(t);
    const checked = await checkImport(t, company, [
      importHeader,
      ['Late', '', newPhone(), '', 'RACE', ''],
      ['Other', '', newPhone(), '', '', ''],
    ]);
    await seedEmployee(t, company.userid, { empNo: 'RACE' });
    const answer = await t.call('applyEmpImport', { importId: checked.importId }, company.token);
    expect(answer).toMatchObject({ status: Status.workNumberNotUnique, result: [{ row: 2, name: 'Late' }] });
    expect((await employeesByPhone(t, company.userid)).size).toBe(1);
  });

  it('creates no department the user did not confirm: 604 names createDepartments and nothing of the batch changes', async () => {
    const company = await buildCompany(t);
    await buildDepartment(t, company.userid, 'Sales', '1');
    const rows = [
      importHeader,
      ['Ann', '', newPhone(), 'SALES', '', ''],
      ['Ben', '', newPhone(), 'Support, Warehouse', '', ''],
      ['Cai', '', newPhone(), 'warehouse', '', ''],
    ];
    const checked = await checkImport(t, company, rows);
    expect(checked.newDepartments).toEqual(['Support', 'Warehouse']);
    const departments = () =>
      t.ctx.database.db.selectFrom('department').select('deptName').where('companyId', '=', company.userid).execute();

    const unconfirmed = await t.call('applyEmpImport', { importId: checked.importId }, company.token);
    expect(unconfirmed).toMatchObject({
      status: Status.invalidField,
      reason: 'createDepartments: must name "Support", "Warehouse" for the import to create them',
      result: 'createDepartments',
    });
    const partly = await t.call('applyEmpImport', { importId: checked.importId, createDepartments: ['support'] }, company.token);
    expect(partly).toMatchObject({
      status: Status.invalidField,
      reason: 'createDepartments: must name "Warehouse" for the import to create it',
    });
    expect(await departments()).toEqual([{ deptName: 'Sales' }]);
    expect((await employeesByPhone(t, company.userid)).size).toBe(0);

    // Names match as the check compares them: case and spacing aside.
    await applyChecked(t, company, checked, 1000, ['support', ' WAREHOUSE ']);
    expect((await departments()).map((row) => row.deptName).sort()).toEqual(['Sales', 'Support', 'Warehouse']);
    const imported = [...(await employeesByPhone(t, company.userid)).values()].map((row) => [row.empName, row.departments]);
    expect(imported.sort()).toEqual([
      ['Ann', ['Sales']],
      ['Ben', ['Support', 'Warehouse']],
      ['Cai', ['Warehouse']],
    ]);
  });
});

async function stillActivated(phone: string) {
  const row = await t.ctx.database.db
    .selectFrom('employee')
    .select('passwordHash')
    .where('empPhone', '=', phone)
    .executeTakeFirst();
  return Boolean(row?.passwordHash);
}
