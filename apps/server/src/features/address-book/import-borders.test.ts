import { type Envelope, type ImportCheck, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { applyChecked, checkImport, employeesByPhone, importHeader } from '../../../test/employee-import-steps.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { employeeToken, newPhone, postImport, seedEmployee, spreadsheet } from '../../../test/people-factories.js';

/* The address-book import's borders: unreadable files, other companies, the original console's form, expiry, size. */

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

describe(`checkEmpImport and applyEmpImport at their borders (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
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
    const checked = await checkImport(t, acme, [importHeader, ['Mine', '', phone, 'Sales', '', '']]);
    expect(checked).toMatchObject({ created: 1, updated: 0 });
    const stolen = await t.call('applyEmpImport', { importId: checked.importId }, other.token);
    expect(stolen).toMatchObject({
      status: Status.invalidField,
      reason: 'importId: unknown or expired import, check the file again',
    });
    expect((await employeesByPhone(t, other.userid)).get(phone)).toMatchObject({ empName: 'Theirs', departments: [] });
    const employee = await seedEmployee(t, acme.userid);
    const token = await employeeToken(t, employee);
    expect((await postImport(t, token, spreadsheet([importHeader], 'csv'))).status).toBe(Status.noPermission);
    expect((await t.call('applyEmpImport', { importId: checked.importId }, token)).status).toBe(Status.noPermission);
  });

  it("answers the original console's NewUploadAB form (field filename, with action and user) as checkEmpImport does", async () => {
    const company = await buildCompany(t);
    const [ann, bad] = [newPhone(), 'not a phone'];
    const book = spreadsheet([importHeader, ['Ann Lee', '', ann, 'Sales', '', ''], ['Bo Bad', '', bad, '', '', '']], 'xls');
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
    const checked = await checkImport(
      t,
      company,
      [importHeader, ['Ann Lee', '', ann, 'Sales', '', ''], ['Bo Bad', '', bad, '', '', '']],
      'xls',
    );
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
    expect(await applyChecked(t, company, legacy.result)).toEqual([{ applied: 1, total: 1 }]);
    expect((await employeesByPhone(t, company.userid)).get(ann)).toMatchObject({ empName: 'Ann Lee', departments: ['Sales'] });
  });

  it('forgets a checked import after an hour', async () => {
    const company = await buildCompany(t);
    const checked = await checkImport(t, company, [importHeader, ['Slow', '', newPhone(), '', '', '']]);
    t.clock.advance(60 * 60_000 + 1);
    expect((await t.call('applyEmpImport', { importId: checked.importId }, company.token)).status).toBe(Status.invalidField);
  });

  it('imports 10,000 rows from one 2.6 MB xlsx in batches of 1000', { timeout: 120_000 }, async () => {
    const company = await buildCompany(t);
    const count = 10_000;
    const base = 15_000_000_000 + Math.floor(Math.random() * 1_000_000) * 10_000;
    const rows = [
      importHeader,
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
    const batches = await applyChecked(t, company, checked, 1000);
    expect(batches.at(-1)).toEqual({ applied: count, total: count });
    expect((await employeesByPhone(t, company.userid)).size).toBe(count);
    const again = (await postImport(t, company.token, file)).result;
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: count });
  });
});
