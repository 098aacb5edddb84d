import { type Envelope, type ImportCheck, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { multipartBody } from '../../../test/multipart.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import {
  buildDepartment,
  employeeToken,
  newPhone,
  postImport,
  seedEmployee,
  spreadsheet,
} from '../../../test/people-factories.js';

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

const header = ['name', 'email', 'phone', 'department', 'work number', 'position'];

/** The company's employees with their department names, by phone. */
async function people(userid: number) {
  const db = t.ctx.database.db;
  const rows = await db
    .selectFrom('employee')
    .select(['id', 'empName', 'empEmail', 'empPhone', 'empNo', 'empPosition'])
    .where('companyId', '=', userid)
    .execute();
  const links = await db
    .selectFrom('empDept')
    .innerJoin('department', 'department.id', 'empDept.deptid')
    .select(['empDept.empid', 'department.deptName'])
    .where('empDept.companyId', '=', userid)
    .execute();
  return new Map(
    rows.map((row) => [
      row.empPhone,
      {
        ...row,
        departments: links
          .filter((link) => link.empid === row.id)
          .map((link) => link.deptName)
          .sort(),
      },
    ]),
  );
}

async function check(company: TestCompany, rows: unknown[][], bookType: 'xlsx' | 'xls' | 'csv' = 'xlsx') {
  const answer = await postImport(t, company.token, spreadsheet(rows, bookType));
  expect(answer.status, answer.reason).toBe(0);
  return answer.result;
}

/** Applies a checked import in batches as the console does once the user agreed to its new departments. */
async function applyAll(company: TestCompany, checked: ImportCheck, batch = 1000, createDepartments = checked.newDepartments) {
  const answers: Array<{ applied: number; total: number }> = [];
  for (let startIndex = 0; ; ) {
    const answer = await t.call<{ applied: number; total: number }>(
      'applyEmpImport',
      { importId: checked.importId, startIndex, requestedCount: batch, createDepartments },
      company.token,
    );
    expect(answer.status, answer.reason).toBe(0);
    answers.push(answer.result);
    if (answer.result.applied >= answer.result.total) return answers;
    startIndex = answer.result.applied;
  }
}

describe(`checkEmpImport and applyEmpImport (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it.each(['xlsx', 'xls', 'csv'] as const)(
    'imports a %s file, creating the missing departments it listed, and a re-import changes nothing',
    async (bookType) => {
      const company = await buildCompany(t);
      await buildDepartment(t, company.userid, 'Sales', '007');
      const [ann, ben] = [newPhone(), newPhone()];
      const rows = [
        header,
        ['Ann Lee', 'ann@example.com', ann, 'sales, Support', 'E-1', 'Clerk'],
        ['Ben Wu', '', Number(ben), '', '', ''],
      ];
      const checked = await check(company, rows, bookType);
      expect(checked).toMatchObject({ total: 2, good: 2, bad: [], created: 2, updated: 0, unchanged: 0 });
      expect(checked.importId).toMatch(/^[0-9a-f]{32}$/);
      expect(checked.newDepartments).toEqual(['Support']);
      expect(await applyAll(company, checked)).toEqual([{ applied: 2, total: 2 }]);

      const imported = await people(company.userid);
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

      const again = await check(company, rows, bookType);
      expect(again).toMatchObject({ total: 2, good: 2, bad: [], created: 0, updated: 0, unchanged: 2, newDepartments: [] });
      expect(await applyAll(company, again)).toEqual([{ applied: 0, total: 0 }]);
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
    const checked = await check(company, rows, 'xlsx');
    expect(checked).toMatchObject({ total: 1, created: 1 });
    await applyAll(company, checked);
    expect((await people(company.userid)).get(first)).toMatchObject({ empName: '张伟', empNo: 'A01', departments: ['销售部'] });

    // 姓名,邮箱,手机 in GB18030, as Excel in a Chinese locale saves csv.
    const gbHeader = Buffer.from([0xd0, 0xd5, 0xc3, 0xfb, 0x2c, 0xd3, 0xca, 0xcf, 0xe4, 0x2c, 0xca, 0xd6, 0xbb, 0xfa, 0x0a]);
    const data = Buffer.concat([gbHeader, Buffer.from(`Li Na,li@example.com,${second}\n`)]);
    const gb = await postImport(t, company.token, { filename: 'people.CSV', contentType: 'text/csv', data });
    expect(gb.result).toMatchObject({ total: 1, created: 1, bad: [] });
  });

  it('keeps "+86…" and leading zeros as typed in csv', async () => {
    const company = await buildCompany(t);
    const phone = `+86${newPhone()}`;
    const checked = await check(company, [header, ['Zed', '', phone, '', '007', '']], 'csv');
    await applyAll(company, checked);
    expect((await people(company.userid)).get(phone)).toMatchObject({ empName: 'Zed', empNo: '007' });
  });

  it('lists every bad row with its reason and applies only the good ones', async () => {
    const company = await buildCompany(t);
    const taken = await seedEmployee(t, company.userid, { empNo: 'TAKEN' });
    const [good, repeated, numbered] = [newPhone(), newPhone(), newPhone()];
    const rows = [
      header,
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
    const checked = await check(company, rows);
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
    await applyAll(company, checked);
    expect([...(await people(company.userid)).keys()].sort()).toEqual([good, taken.phone].sort());
  });

  it('updates employees matched by phone; blank optional cells keep their values', async () => {
    const company = await buildCompany(t);
    const deptid = await buildDepartment(t, company.userid, 'Old Team', 'T1');
    const existing = await seedEmployee(t, company.userid, { empName: 'Old Name', empNo: 'K-1', empPosition: 'Clerk' });
    await t.ctx.database.db.insertInto('empDept').values({ empid: existing.empid, deptid, companyId: company.userid }).execute();
    const kept = await seedEmployee(t, company.userid, { empName: 'Kept', empNo: 'K-2', empPosition: 'Boss' });

    const checked = await check(company, [
      header,
      ['New Name', 'new@example.com', existing.phone, 'New Team', 'K-1', 'Manager'],
      ['Kept', '', kept.phone, '', '', ''],
    ]);
    expect(checked).toMatchObject({ total: 2, created: 0, updated: 1, unchanged: 1 });
    await applyAll(company, checked);
    const after = await people(company.userid);
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
      header,
      ...Array.from({ length: 5 }, (_, index) => [`Batch ${index}`, '', newPhone(), 'Ops', `B-${index}`, '']),
    ];
    const checked = await check(company, rows);
    expect(await applyAll(company, checked, 2)).toEqual([
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
    expect((await people(company.userid)).size).toBe(5);
    const departments = await t.ctx.database.db
      .selectFrom('department')
      .select('deptNo')
      .where('companyId', '=', company.userid)
      .execute();
    expect(departments).toEqual([{ deptNo: '1' }]);
  });

  it('answers 241 for a batch whose work number was taken after the check, and applies none of it', async () => {
    const company = await buildCompany(t);
    const checked = await check(company, [
      header,
      ['Late', '', newPhone(), '', 'RACE', ''],
      ['Other', '', newPhone(), '', '', ''],
    ]);
    await seedEmployee(t, company.userid, { empNo: 'RACE' });
    const answer = await t.call('applyEmpImport', { importId: checked.importId }, company.token);
    expect(answer).toMatchObject({ status: Status.workNumberNotUnique, result: [{ row: 2, name: 'Late' }] });
    expect((await people(company.userid)).size).toBe(1);
  });

  it('creates no department the user did not confirm: 604 names createDepartments and nothing of the batch changes', async () => {
    const company = await buildCompany(t);
    await buildDepartment(t, company.userid, 'Sales', '1');
    const rows = [
      header,
      ['Ann', '', newPhone(), 'SALES', '', ''],
      ['Ben', '', newPhone(), 'Support, Warehouse', '', ''],
      ['Cai', '', newPhone(), 'warehouse', '', ''],
    ];
    const checked = await check(company, rows);
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
    expect((await people(company.userid)).size).toBe(0);

    // Names match as the check compares them: case and spacing aside.
    await applyAll(company, checked, 1000, ['support', ' WAREHOUSE ']);
    expect((await departments()).map((row) => row.deptName).sort()).toEqual(['Sales', 'Support', 'Warehouse']);
    const imported = [...(await people(company.userid)).values()].map((row) => [row.empName, row.departments]);
    expect(imported.sort()).toEqual([
      ['Ann', ['Sales']],
      ['Ben', ['Support', 'Warehouse']],
      ['Cai', ['Warehouse']],
    ]);
  });

  it('refuses files it cannot read: 21 for the wrong format, 604 without the required columns or over 5 MB', async () => {
    const wrongType = await postImport(t, acme.token, {
      filename: 'people.txt',
      contentType: 'text/plain',
      data: Buffer.from('a,b'),
    });
    expect(wrongType).toMatchObject({ status: Status.uploadFailed, reason: 'Wrong file format: use a csv, xls or xlsx file' });
    const broken = await postImport(t, acme.token, {
      filename: 'people.xlsx',
      contentType: 'application/zip',
      data: Buffer.from('PK\u0003\u0004junk'),
    });
    expect(broken.status).toBe(Status.uploadFailed);
    const noPhone = await postImport(
      t,
      acme.token,
      spreadsheet(
        [
          ['name', 'email'],
          ['A', 'a@example.com'],
        ],
        'xlsx',
      ),
    );
    expect(noPhone).toMatchObject({
      status: Status.invalidField,
      reason: 'file: the header row must name the columns name, email and phone',
    });
    const noFile = await postImport(t, acme.token, { filename: 'x.csv', contentType: 'text/csv', data: Buffer.alloc(0) });
    expect(noFile.status).toBe(Status.uploadFailed);
    const tooLarge = await postImport(t, acme.token, {
      filename: 'people.csv',
      contentType: 'text/csv',
      data: Buffer.alloc(6 * 1024 * 1024, 'a'),
    });
    expect(tooLarge).toMatchObject({ status: Status.invalidField, reason: 'file: must be at most 5 MB' });
  });

  it("keeps each company's imports apart and is for Administrators only", async () => {
    const other = await buildCompany(t);
    const phone = newPhone();
    await seedEmployee(t, other.userid, { empPhone: phone, empName: 'Theirs' });
    const checked = await check(acme, [header, ['Mine', '', phone, 'Sales', '', '']]);
    expect(checked).toMatchObject({ created: 1, updated: 0 });
    const stolen = await t.call('applyEmpImport', { importId: checked.importId }, other.token);
    expect(stolen).toMatchObject({
      status: Status.invalidField,
      reason: 'importId: unknown or expired import, check the file again',
    });
    expect((await people(other.userid)).get(phone)).toMatchObject({ empName: 'Theirs', departments: [] });
    const employee = await seedEmployee(t, acme.userid);
    const token = await employeeToken(t, employee);
    expect((await postImport(t, token, spreadsheet([header], 'csv'))).status).toBe(Status.noPermission);
    expect((await t.call('applyEmpImport', { importId: checked.importId }, token)).status).toBe(Status.noPermission);
  });

  it("answers the original console's NewUploadAB form (field filename, with action and user) as checkEmpImport does", async () => {
    const company = await buildCompany(t);
    const [ann, bad] = [newPhone(), 'not a phone'];
    const book = spreadsheet([header, ['Ann Lee', '', ann, 'Sales', '', ''], ['Bo Bad', '', bad, '', '', '']], 'xls');
    const { payload, contentType } = multipartBody([
      { name: 'action', value: 'upload' },
      { name: 'filename', ...book },
      { name: 'user', value: String(company.userid) },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/qcvisit/NewUploadAB',
      payload,
      headers: { 'content-type': contentType, 'x-coolvisit-token': company.token },
    });
    const legacy = response.json<Envelope<ImportCheck>>();
    const checked = await check(company, [header, ['Ann Lee', '', ann, 'Sales', '', ''], ['Bo Bad', '', bad, '', '', '']], 'xls');
    const { importId: _legacyId, ...legacyReport } = legacy.result;
    const { importId: _checkedId, ...checkedReport } = checked;
    expect(legacy.status).toBe(0);
    expect(legacyReport).toEqual(checkedReport);
    expect(legacyReport).toMatchObject({
      total: 2,
      good: 1,
      created: 1,
      newDepartments: ['Sales'],
      bad: [{ row: 3, name: 'Bo Bad' }],
    });
    expect(await applyAll(company, legacy.result)).toEqual([{ applied: 1, total: 1 }]);
    expect((await people(company.userid)).get(ann)).toMatchObject({ empName: 'Ann Lee', departments: ['Sales'] });
  });

  it('forgets a checked import after an hour', async () => {
    const company = await buildCompany(t);
    const checked = await check(company, [header, ['Slow', '', newPhone(), '', '', '']]);
    t.clock.advance(60 * 60_000 + 1);
    expect((await t.call('applyEmpImport', { importId: checked.importId }, company.token)).status).toBe(Status.invalidField);
  });

  it('imports 10,000 rows from one 2.6 MB xlsx in batches of 1000', { timeout: 120_000 }, async () => {
    const company = await buildCompany(t);
    const count = 10_000;
    const base = 15_000_000_000 + Math.floor(Math.random() * 1_000_000) * 10_000;
    const rows = [
      header,
      ...Array.from({ length: count }, (_, index) => [
        `Person ${index}`,
        `p${index}@example.com`,
        String(base + index),
        `Dept ${index % 20}`,
        `W${index}`,
        'Staff',
      ]),
    ];
    // Stored without compression, as some programs save it: over 2 MB, still under the upload limit.
    const file = spreadsheet(rows, 'xlsx', false);
    expect(file.data.length).toBeGreaterThan(2 * 1024 * 1024);
    const checked: ImportCheck = (await postImport(t, company.token, file)).result;
    expect(checked).toMatchObject({ total: count, good: count, bad: [], created: count });
    const batches = await applyAll(company, checked, 1000);
    expect(batches.at(-1)).toEqual({ applied: count, total: count });
    expect((await people(company.userid)).size).toBe(count);
    const again = (await postImport(t, company.token, file)).result;
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: count });
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
