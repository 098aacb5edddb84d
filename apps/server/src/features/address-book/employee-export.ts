import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import type { DownloadGrant } from '../../platform/downloads.js';
import { formulaSafe, xlsxType } from '../../platform/spreadsheet-cells.js';
import { departmentNamesOf } from '../employees/employee-lookup.service.js';
import { employeesAfter } from './address-book.repo.js';

/* ExportEmployeeList: the company's employees as an .xlsx, streamed page by page. */

const pageSize = 1000;

const labels = {
  en: {
    sheet: 'Employees',
    columns: ['Name', 'Department', 'Phone', 'Email', 'Position', 'Work number', 'Card number', 'State'],
    states: ['Enabled', 'Forbidden', 'Disabled'],
  },
  zh: {
    sheet: '员工',
    columns: ['姓名', '部门', '手机', '邮箱', '职位', '工号', '卡号', '状态'],
    states: ['启用', '禁止', '停用'],
  },
};
const widths = [20, 30, 18, 30, 20, 14, 16, 12];

/** Waits for the client to read a full response buffer, so memory stays flat; a client gone ends the wait too. */
async function drained(body: PassThrough): Promise<void> {
  const stop = new AbortController();
  try {
    await Promise.race([once(body, 'drain', { signal: stop.signal }), once(body, 'close', { signal: stop.signal })]);
  } finally {
    stop.abort();
  }
}

export async function sendEmployeeList(ctx: AppContext, grant: DownloadGrant, reply: FastifyReply): Promise<FastifyReply> {
  const language = grant.params.lang === 'zh' ? labels.zh : labels.en;
  const body = new PassThrough();
  reply
    .type(xlsxType)
    .header('content-disposition', 'attachment; filename="employees.xlsx"')
    .header('cache-control', 'no-store')
    .send(body);
  writeEmployees(ctx, grant.companyId, language, body).catch((error: unknown) => {
    ctx.logger.error({ err: error }, 'employee export failed');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply;
}

async function writeEmployees(ctx: AppContext, companyId: number, language: (typeof labels)['en'], body: PassThrough) {
  const db = ctx.database.db;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(language.sheet);
  sheet.columns = language.columns.map((header, index) => ({ header, key: String(index), width: widths[index] }));
  let after: { empNameKey: string; id: number } | null = null;
  for (;;) {
    const employees = await employeesAfter(db, companyId, after, pageSize);
    const last = employees.at(-1);
    if (!last) break;
    const departments = await departmentNamesOf(
      ctx,
      companyId,
      employees.map((employee) => employee.id),
    );
    for (const employee of employees) {
      const cells = [
        employee.empName,
        (departments.get(employee.id) ?? []).join(', '),
        employee.empPhone,
        employee.empEmail,
        employee.empPosition,
        employee.empNo,
        employee.cardNo,
        language.states[employee.empState] ?? '',
      ];
      sheet.addRow(cells.map(formulaSafe)).commit();
    }
    after = { empNameKey: last.empNameKey, id: last.id };
    if (body.writableNeedDrain) await drained(body);
    if (body.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}
