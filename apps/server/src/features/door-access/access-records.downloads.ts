import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { AppError, opendoorSearchSchema, Status } from '@vestibule/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Selectable } from 'kysely';
import { localDateTime } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import type { AccessRecordTable } from '../../platform/db/schema.js';
import { type DownloadGrant, type DownloadQuery, mountTicketDownloads } from '../../platform/downloads.js';
import { invalidField } from '../../platform/http/envelope.js';
import { formulaSafe, xlsxType } from '../../platform/spreadsheet-cells.js';
import { recordsAfter } from './access-records.repo.js';
import { recordFilter } from './access-records.service.js';

/*
 * ExportRfidRecordsList: the access records with the record page's filters,
 * as xlsx or csv, read by key 500 at a time and streamed as they come.
 */

const chunkSize = 500;
const csvType = 'text/csv; charset=utf-8';

/** The file's name: ASCII for old clients, the real (Chinese) one RFC 5987 encoded. */
const attachment = (name: string, asciiName: string) =>
  `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
type Language = 'en' | 'zh';

const headers: Record<Language, string[]> = {
  en: ['Time', 'Name', 'Phone', 'Company', 'Visitor type', 'Device', 'Device code', 'Direction', 'Way', 'Result', 'Reason'],
  zh: ['时间', '姓名', '手机', '公司', '访客类型', '设备', '设备编号', '方向', '通行方式', '结果', '原因'],
};
const results: Record<Language, [string, string]> = { en: ['Refused', 'Opened'], zh: ['拒绝', '开门'] };

const cellsOf = (row: Selectable<AccessRecordTable>, language: Language) =>
  [
    localDateTime(row.openedAt).slice(0, 16),
    row.name,
    row.phone,
    row.visitorCompany,
    row.vtype,
    row.deviceName,
    row.deviceCode,
    row.direction,
    row.passWay,
    results[language][row.openStatus === 1 ? 1 : 0],
    row.reason,
  ].map(formulaSafe);

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;
const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

async function sendAccessRecords(ctx: AppContext, grant: DownloadGrant, reply: FastifyReply, query: DownloadQuery) {
  const given = Object.fromEntries(Object.entries({ ...grant.params, ...query }).map(([key, value]) => [key, single(value)]));
  const parsed = opendoorSearchSchema.safeParse(given);
  if (!parsed.success) throw invalidField(parsed.error);
  const format = String(given.format ?? 'xlsx').toLowerCase();
  if (format !== 'xlsx' && format !== 'csv') throw new AppError(Status.invalidField, 'format: must be xlsx or csv', 'format');
  const language: Language = given.lang === 'zh' || given.lang === 'hk' ? 'zh' : 'en';
  const filter = recordFilter(parsed.data);
  const body = new PassThrough();
  const name = `${language === 'zh' ? '门禁记录' : 'access records'}.${format}`;
  reply
    .type(format === 'csv' ? csvType : xlsxType)
    .header('content-disposition', attachment(name, `access-records.${format}`))
    .header('cache-control', 'no-store')
    .send(body);
  const write = async () => {
    let addRows: (rows: Array<Selectable<AccessRecordTable>>) => void;
    let finish: () => Promise<void>;
    if (format === 'csv') {
      body.write(`\ufeff${csvLine(headers[language])}`);
      addRows = (rows) => body.write(rows.map((row) => csvLine(cellsOf(row, language))).join(''));
      finish = async () => {
        body.end();
      };
    } else {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: false, useSharedStrings: false });
      const sheet = workbook.addWorksheet(language === 'zh' ? '门禁记录' : 'Access records');
      sheet.columns = headers[language].map((title, index) => ({ header: title, key: String(index), width: 18 }));
      addRows = (rows) => {
        for (const row of rows) sheet.addRow(cellsOf(row, language)).commit();
      };
      finish = async () => {
        sheet.commit();
        await workbook.commit();
      };
    }
    let after: { openedAt: number; id: number } | undefined;
    for (;;) {
      const rows = await recordsAfter(ctx.database.db, grant.companyId, filter, after, chunkSize);
      const last = rows.at(-1);
      if (!last) break;
      addRows(rows);
      after = { openedAt: last.openedAt, id: last.id };
      // Let other requests run between chunks (SQLite answers at once).
      await nextTurn();
      if (body.destroyed) return;
    }
    await finish();
  };
  write().catch((error: unknown) => {
    ctx.logger.error({ err: error }, 'access record export failed');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply;
}

/** The access records' GET download, by ticket. */
export function mountAccessRecordExport(app: FastifyInstance, ctx: AppContext): void {
  mountTicketDownloads(app, ctx, { ExportRfidRecordsList: sendAccessRecords });
}
