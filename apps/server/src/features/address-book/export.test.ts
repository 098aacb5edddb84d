import { Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import {
  applyImport,
  buildDepartment,
  employeeToken,
  linkDepartment,
  postImport,
  seedEmployee,
  sheetRows,
  spreadsheet,
} from '../../../test/people-factories.js';

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function ticketFor(company: TestCompany, params?: Record<string, string>) {
  const answer = await t.call<{ ticket: string; url: string }>(
    'getDownloadTicket',
    { name: 'ExportEmployeeList', ...(params ? { params } : {}) },
    company.token,
  );
  expect(answer.status).toBe(0);
  return answer.result;
}

const download = (url: string) => t.app.inject({ method: 'GET', url });

describe(`ExportEmployeeList (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("streams the company's employees as xlsx through a single-use ticket", async () => {
    const company = await buildCompany(t);
    const sales = await buildDepartment(t, company.userid, 'Sales', 'S1');
    const support = await buildDepartment(t, company.userid, 'Support', 'S2');
    const ann = await seedEmployee(t, company.userid, {
      empName: 'Ann Lee',
      empEmail: 'ann@example.com',
      empPosition: 'Clerk',
      empNo: 'E-1',
      cardNo: 'C-9',
    });
    await linkDepartment(t, company.userid, ann.empid, sales);
    await linkDepartment(t, company.userid, ann.empid, support);
    const ben = await seedEmployee(t, company.userid, { empName: 'Ben Wu', empState: 2 });
    await seedEmployee(t, acme.userid, { empName: 'Not Theirs' });

    const { ticket, url } = await ticketFor(company);
    expect(url).toBe(`/api/ExportEmployeeList?ticket=${ticket}`);
    expect(url).not.toContain(company.token.split('-')[1]);
    const response = await download(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(xlsxType);
    expect(response.headers['content-disposition']).toBe('attachment; filename="employees.xlsx"');
    expect(sheetRows(response.rawPayload)).toEqual([
      ['Name', 'Department', 'Phone', 'Email', 'Position', 'Work number', 'Card number', 'State'],
      ['Ann Lee', 'Sales, Support', ann.phone, 'ann@example.com', 'Clerk', 'E-1', 'C-9', 'Enabled'],
      ['Ben Wu', '', ben.phone, '', '', '', '', 'Disabled'],
    ]);

    const again = await download(url);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      status: Status.invalidToken,
      result: null,
      reason: 'The download link is invalid or has expired',
    });
  });

  it('writes Chinese headers when asked, and answers on the legacy path too', async () => {
    const company = await buildCompany(t);
    await seedEmployee(t, company.userid, { empName: '张伟' });
    const { ticket } = await ticketFor(company, { lang: 'zh' });
    const response = await download(`/qcvisit/ExportEmployeeList?ticket=${ticket}`);
    const rows = sheetRows(response.rawPayload);
    expect(rows[0]).toEqual(['姓名', '部门', '手机', '邮箱', '职位', '工号', '卡号', '状态']);
    expect(rows[1]).toMatchObject(['张伟', '', expect.any(String), '', '', '', '', '启用']);
  });

  it('keeps cells that start like a formula as text, and the import reads them back as typed', async () => {
    const company = await buildCompany(t);
    const sneaky = await seedEmployee(t, company.userid, {
      empName: '=HYPERLINK("http://x","y")',
      empPosition: '+1',
      empNo: '-2',
      cardNo: '@3',
    });
    const response = await download((await ticketFor(company)).url);
    const rows = sheetRows(response.rawPayload);
    expect(rows[1]).toEqual(['\'=HYPERLINK("http://x","y")', '', sneaky.phone, '', "'+1", "'-2", "'@3", 'Enabled']);

    const reimport = await postImport(t, company.token, spreadsheet(rows, 'xlsx'));
    expect(reimport.result).toMatchObject({ total: 1, unchanged: 1, bad: [] });
  });

  it('answers 27 for a missing, made-up, expired or foreign ticket', async () => {
    expect((await download('/api/ExportEmployeeList')).json()).toMatchObject({ status: Status.invalidToken });
    expect((await download(`/api/ExportEmployeeList?ticket=${'ab'.repeat(32)}`)).json()).toMatchObject({
      status: Status.invalidToken,
    });
    const late = await ticketFor(acme);
    t.clock.advance(2 * 60_000 + 1);
    expect((await download(late.url)).json()).toMatchObject({ status: Status.invalidToken });
    const other = await buildCompany(t);
    const mine = await ticketFor(acme);
    const named = await download(`${mine.url}&userid=${other.userid}`);
    expect(named.json()).toMatchObject({ status: Status.invalidToken });
  });

  it('gives tickets to Administrators only, never with the session token in the link', async () => {
    const employee = await seedEmployee(t, acme.userid);
    const token = await employeeToken(t, employee);
    const refused = await t.call('getDownloadTicket', { name: 'ExportEmployeeList' }, token);
    expect(refused.status).toBe(Status.noPermission);
    expect((await t.call('getDownloadTicket', { name: 'ExportEmployeeList' })).status).toBe(Status.noToken);
    const unknown = await t.call('getDownloadTicket', { name: 'ExportEverything' }, acme.token);
    expect(unknown).toMatchObject({
      status: Status.invalidField,
      reason:
        'name: must be one of ExportEmployeeList, ExportVisitorList, VisitPdf, BadgePdf, ExportRfidRecordsList, ExportInterimCardList',
    });
    const byToken = await download(`/api/ExportEmployeeList?ticket=${acme.token.split('-')[1]}`);
    expect(byToken.json()).toMatchObject({ status: Status.invalidToken });
  });

  it('exports what an import brought in, sorted by name', async () => {
    const company = await buildCompany(t);
    await buildDepartment(t, company.userid, 'Ops', '1');
    const header = ['name', 'email', 'phone', 'department'];
    const checked = await postImport(
      t,
      company.token,
      spreadsheet(
        [header, ['bob', 'b@example.com', '13900000002', 'Ops'], ['Alice', 'a@example.com', '13900000001', 'Ops']],
        'csv',
      ),
    );
    await applyImport(t, company.token, checked.result.importId);
    const rows = sheetRows((await download((await ticketFor(company)).url)).rawPayload);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['Alice', 'Ops', '13900000001'],
      ['bob', 'Ops', '13900000002'],
    ]);
  });
});

describe('the import template', () => {
  it('is public and has the columns the import reads, with one example row', async () => {
    const response = await download('/api/downloads/employee-import-template.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(xlsxType);
    const rows = sheetRows(response.rawPayload);
    expect(rows[0]).toEqual(['name', 'email', 'phone', 'department', 'work number', 'position']);
    expect(rows).toHaveLength(2);
    const checked = await postImport(t, acme.token, {
      filename: 'template.xlsx',
      contentType: xlsxType,
      data: response.rawPayload,
    });
    expect(checked.result).toMatchObject({ total: 1, good: 1, bad: [] });
  });
});
