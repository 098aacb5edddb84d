import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { AppError, interimCardFilterSchema, Status, type SubjectKind } from '@vestibule/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { localDateTime } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { type DownloadGrant, type DownloadQuery, mountTicketDownloads } from '../../platform/downloads.js';
import { invalidField } from '../../platform/http/envelope.js';
import { formulaSafe, xlsxType } from '../../platform/spreadsheet-cells.js';
import { type InterimCardRow, interimCardsAfter } from './interim-cards.repo.js';
import { interimCardSelection } from './interim-cards.service.js';

/*
 * ExportInterimCardList: the temporary cards the list's filters find, as xlsx
 * or csv, read 500 at a time in list order and streamed as they come.
 */

const chunkSize = 500;
const csvType = 'text/csv; charset=utf-8';
type Language = 'en' | 'zh';

const headers: Record<Language, string[]> = {
  en: [
    'Name',
    'Work number',
    'Department',
    'Phone',
    'Email',
    'Office',
    'Card number',
    'Status',
    'Requested',
    'Issued',
    'Returned',
    'Refusal reason',
  ],
  zh: ['姓名', '工号', '部门', '手机', '邮箱', '办公地点', '卡号', '状态', '申请时间', '发卡时间', '归还时间', '拒绝原因'],
};
const statusWords: Record<Language, string[]> = {
  en: ['Requested', 'Issued', 'Returned', 'Refused'],
  zh: ['已申请', '已发卡', '已归还', '已拒绝'],
};
const fileWords: Record<Language, string> = { en: 'temporary cards', zh: '临时卡' };

/** "yyyy-MM-dd HH:mm" in the site's zone; empty without an instant. */
const minuteOf = (instant: number | null) => (instant === null ? '' : localDateTime(instant).slice(0, 16));

const cellsOf = (row: InterimCardRow, language: Language) =>
  [
    row.name,
    row.empNo,
    row.deptName,
    row.phone,
    row.email,
    row.office,
    row.cardNo,
    statusWords[language][row.icStatus] ?? String(row.icStatus),
    minuteOf(row.submitTime),
    minuteOf(row.issueTime),
    minuteOf(row.returnTime),
    row.refuseReason,
  ].map(formulaSafe);

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;
const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** The file's name: ASCII for old clients, the real (Chinese) one RFC 5987 encoded. */
const attachment = (name: string, asciiName: string) =>
  `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;

async function sendInterimCards(ctx: AppContext, grant: DownloadGrant, reply: FastifyReply, query: DownloadQuery) {
  const given = Object.fromEntries(Object.entries({ ...grant.params, ...query }).map(([key, value]) => [key, single(value)]));
  const parsed = interimCardFilterSchema.safeParse(given);
  if (!parsed.success) throw invalidField(parsed.error);
  const format = String(given.format ?? 'xlsx').toLowerCase();
  if (format !== 'xlsx' && format !== 'csv') throw new AppError(Status.invalidField, 'format: must be xlsx or csv', 'format');
  const language: Language = given.lang === 'zh' || given.lang === 'hk' ? 'zh' : 'en';
  const selection = interimCardSelection(
    { kind: grant.subjectKind as SubjectKind, companyId: grant.companyId, subjectId: grant.subjectId },
    parsed.data,
  );
  const body = new PassThrough();
  reply
    .type(format === 'csv' ? csvType : xlsxType)
    .header('content-disposition', attachment(`${fileWords[language]}.${format}`, `temporary-cards.${format}`))
    .header('cache-control', 'no-store')
    .send(body);
  const write = async () => {
    let addRows: (rows: InterimCardRow[]) => void;
    let finish: () => Promise<void>;
    if (format === 'csv') {
      // The byte-order mark makes Excel read the file as UTF-8.
      body.write(`\ufeff${csvLine(headers[language])}`);
      addRows = (rows) => body.write(rows.map((row) => csvLine(cellsOf(row, language))).join(''));
      finish = async () => {
        body.end();
      };
    } else {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: false, useSharedStrings: false });
      const sheet = workbook.addWorksheet(language === 'zh' ? '临时卡' : 'Temporary cards');
      sheet.columns = headers[language].map((title, index) => ({ header: title, key: String(index), width: 18 }));
      addRows = (rows) => {
        for (const row of rows) sheet.addRow(cellsOf(row, language)).commit();
      };
      finish = async () => {
        sheet.commit();
        await workbook.commit();
      };
    }
    let after: { submitTime: number; id: number } | undefined;
    for (;;) {
      const rows = await interimCardsAfter(ctx.database.db, selection, after, chunkSize);
      const last = rows.at(-1);
      if (!last) break;
      addRows(rows);
      after = { submitTime: last.submitTime, id: last.id };
      // Let other requests run between chunks (SQLite answers at once).
      await nextTurn();
      if (body.destroyed) return;
    }
    await finish();
  };
  write().catch((error: unknown) => {
    ctx.logger.error({ err: error }, 'temporary card export failed');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply;
}

/** The temporary cards' GET download, by ticket. */
export function mountInterimCardExport(app: FastifyInstance, ctx: AppContext): void {
  mountTicketDownloads(app, ctx, { ExportInterimCardList: sendInterimCards });
}
