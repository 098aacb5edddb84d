import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import {
  AppError,
  maskIdNumber,
  Status,
  type VisitExportColumn,
  visitExportColumns,
  visitSearchSchema,
  type VisitStatus,
  visitStatus,
} from '@vestibule/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import type { VisitTable } from '../../platform/db/schema.js';
import type { DownloadGrant, DownloadQuery } from '../../platform/downloads.js';
import { invalidField } from '../../platform/http/envelope.js';
import { formulaSafe, xlsxType } from '../../platform/spreadsheet-cells.js';
import { companyView } from '../account/account.service.js';
import { localDateTime } from './visit-view.js';
import { today } from './visit-scope.service.js';
import { type VisitFilter, type VisitScope, visitsAfter } from './visits.repo.js';

/*
 * ExportVisitorList: the visit list with its filters and chosen columns, as
 * xlsx or csv, read from the database chunk by chunk (by vid) and written to
 * the response as it comes, waiting for the client whenever its buffer is full.
 */

export const csvType = 'text/csv; charset=utf-8';
/** Visits read per query. */
export const exportChunkSize = 500;

type Row = Selectable<VisitTable>;
export type Language = 'en' | 'zh';

const headers: Record<Language, Record<VisitExportColumn, string>> = {
  en: {
    vname: 'Visitor',
    vphone: 'Phone',
    vemail: 'Email',
    vcompany: 'Company',
    cardId: 'ID number',
    visitType: 'Visit reason',
    vType: 'Visitor type',
    empName: 'Host',
    empDeptName: 'Department',
    peopleCount: 'People',
    memberName: 'Companions',
    plateNum: 'Plate number',
    appointmentDate: 'Appointment',
    visitdate: 'Signed in',
    signOutDate: 'Signed out',
    signInGate: 'Gate',
    signInOpName: 'Signed in by',
    signOutOpName: 'Signed out by',
    remark: 'Remark',
    visitStatus: 'Status',
  },
  zh: {
    vname: '访客',
    vphone: '手机',
    vemail: '邮箱',
    vcompany: '访客公司',
    cardId: '证件号',
    visitType: '拜访事由',
    vType: '访客类型',
    empName: '被访人',
    empDeptName: '部门',
    peopleCount: '人数',
    memberName: '随行人员',
    plateNum: '车牌号',
    appointmentDate: '预约时间',
    visitdate: '签到时间',
    signOutDate: '签出时间',
    signInGate: '门岗',
    signInOpName: '签到操作人',
    signOutOpName: '签出操作人',
    remark: '备注',
    visitStatus: '状态',
  },
};

/** The badges as the console words them. */
export const statusWords: Record<Language, Record<VisitStatus, string>> = {
  en: {
    sent: 'Sent',
    signedIn: 'Signed in',
    viewed: 'Viewed',
    accepted: 'Accepted',
    refused: 'Refused',
    signedOut: 'Signed out',
    unauthorized: 'Unauthorized',
    authorized: 'Authorized',
    reserved: 'Reserved',
    expired: 'Expired',
  },
  zh: {
    sent: '已发送',
    signedIn: '已签入',
    viewed: '已查看',
    accepted: '已接受',
    refused: '已拒绝',
    signedOut: '已签出',
    unauthorized: '未授权',
    authorized: '已授权',
    reserved: '已预约',
    expired: '已过期',
  },
};

const fileWord: Record<Language, string> = { en: 'visits', zh: '访客记录' };

/** "yyyy-MM-dd HH:mm" in the site's time zone; empty when there is no instant. */
const minuteOf = (instant: number | null) => (instant === null ? '' : localDateTime(instant).slice(0, 16));

function cellOf(row: Row, column: VisitExportColumn, startOfToday: number, language: Language): string {
  switch (column) {
    case 'cardId':
      return row.cardId ? maskIdNumber(row.cardId) : '';
    case 'peopleCount':
      return String(row.peopleCount);
    case 'appointmentDate':
    case 'visitdate':
    case 'signOutDate':
      return minuteOf(row[column]);
    case 'visitStatus':
      return statusWords[language][visitStatus(row, startOfToday)];
    default:
      return row[column];
  }
}

function customFields(row: Row): Record<string, unknown> {
  if (!row.extendCol) return {};
  try {
    const parsed: unknown = JSON.parse(row.extendCol);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const textOf = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

export interface VisitExportOptions {
  filter: VisitFilter;
  format: 'xlsx' | 'csv';
  columns: VisitExportColumn[];
  customColumns: string[];
  language: Language;
}

const refuse = (field: string, rule: string) => new AppError(Status.invalidField, `${field}: ${rule}`, field);

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** The export's options from the ticket's parameters and the URL's query (the query wins); 604 names a bad field. */
export function exportOptions(params: DownloadQuery): VisitExportOptions {
  const given = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, single(value)]));
  // The original console sends 0 for "every subcompany".
  if (given.subaccountId === '0' || given.subaccountId === 0) delete given.subaccountId;
  const parsed = visitSearchSchema.safeParse(given);
  if (!parsed.success) throw invalidField(parsed.error);

  const format = textOf(given.format || 'xlsx').toLowerCase();
  if (format !== 'xlsx' && format !== 'csv') throw refuse('format', 'must be xlsx or csv');

  const wanted = textOf(given.exportCols).trim();
  let columns: VisitExportColumn[] = [...visitExportColumns];
  // The original console's per-column flags (digits only) are taken as "every column".
  if (wanted && !/^[\d,]+$/.test(wanted)) {
    const keys = wanted
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    const unknown = keys.find((key) => !(visitExportColumns as readonly string[]).includes(key));
    if (unknown !== undefined) throw refuse('exportCols', `unknown column ${unknown.slice(0, 40)}`);
    columns = [...new Set(keys)] as VisitExportColumn[];
  }

  const customColumns = [
    ...new Set(
      textOf(given.expExtCols)
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  if (customColumns.length > 50) throw refuse('expExtCols', 'at most 50 custom fields');
  if (customColumns.some((name) => name.length > 50)) throw refuse('expExtCols', 'names must be at most 50 characters');

  const language: Language = given.lang === 'zh' || given.lang === 'hk' ? 'zh' : 'en';
  return { filter: parsed.data, format, columns, customColumns, language };
}

/** A Content-Disposition with an ASCII fallback and the real name RFC 5987 encoded. */
export function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Waits while the client's buffer is full; a client gone ends the wait too. */
async function drained(body: PassThrough): Promise<void> {
  if (!body.writableNeedDrain) return;
  const stop = new AbortController();
  try {
    await Promise.race([once(body, 'drain', { signal: stop.signal }), once(body, 'close', { signal: stop.signal })]);
  } finally {
    stop.abort();
  }
}

export async function sendVisitList(
  ctx: AppContext,
  grant: DownloadGrant,
  reply: FastifyReply,
  query: DownloadQuery,
): Promise<FastifyReply> {
  const options = exportOptions({ ...grant.params, ...query });
  const scope: VisitScope = {
    companyId: grant.companyId,
    subaccountId: grant.subjectKind === 'subaccount' ? grant.subjectId : 0,
  };
  const company = await companyView(ctx, grant.companyId);
  const { filter, format } = options;
  const name = `${company.company} ${fileWord[options.language]} ${filter.date}-${filter.endDate}.${format}`;
  const body = new PassThrough();
  reply
    .type(format === 'csv' ? csvType : xlsxType)
    .header('content-disposition', attachment(name))
    .header('cache-control', 'no-store')
    .send(body);
  writeVisits(ctx, scope, options, body).catch((error: unknown) => {
    ctx.logger.error({ err: error }, 'visit export failed');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply;
}

async function writeVisits(ctx: AppContext, scope: VisitScope, options: VisitExportOptions, body: PassThrough) {
  const { startOfToday } = today(ctx);
  const header = [...options.columns.map((column) => headers[options.language][column]), ...options.customColumns];
  const cellsOf = (row: Row) => {
    const custom = customFields(row);
    return [
      ...options.columns.map((column) => cellOf(row, column, startOfToday, options.language)),
      ...options.customColumns.map((name) => textOf(custom[name])),
    ].map(formulaSafe);
  };

  let write: (cells: string[]) => void;
  let finish: () => Promise<void>;
  if (options.format === 'csv') {
    // A byte order mark, so spreadsheet programs read the file as UTF-8.
    body.write(`\ufeff${csvLine(header)}`);
    write = (cells) => body.write(csvLine(cells));
    finish = async () => {
      body.end();
    };
  } else {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(options.language === 'zh' ? '访客记录' : 'Visits');
    sheet.columns = header.map((title, index) => ({ header: title, key: String(index), width: 18 }));
    write = (cells) => sheet.addRow(cells).commit();
    finish = async () => {
      sheet.commit();
      await workbook.commit();
    };
  }

  let after = 0;
  for (;;) {
    const rows = await visitsAfter(ctx.database.db, scope, options.filter, startOfToday, after, exportChunkSize);
    const last = rows.at(-1);
    if (!last) break;
    for (const row of rows) write(cellsOf(row));
    after = last.id;
    await drained(body);
    if (body.destroyed) return;
  }
  await finish();
}
