import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
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
import { localDateTime } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import type { VisitTable } from '../../platform/db/schema.js';
import type { DownloadGrant, DownloadQuery } from '../../platform/downloads.js';
import { invalidField } from '../../platform/http/envelope.js';
import { formulaSafe, xlsxType } from '../../platform/spreadsheet-cells.js';
import { companyView } from '../account/account.service.js';
import { today, type VisitScope } from '../visits/visit-scope.service.js';
import { visitChunk, type VisitFilter, type VisitKey } from '../visits/visits.service.js';

/*
 * ExportVisitorList: the visit list with its filters and chosen columns, as
 * xlsx or csv, read from the database chunk by chunk (by list day, then vid)
 * and written to the response as it comes, waiting whenever the client (or,
 * for xlsx, the zip) has not taken what it was given.
 */

export const csvType = 'text/csv; charset=utf-8';
/** Visits read per query. */
export const exportChunkSize = 500;

/** The visit columns each export column is written from. */
const sources = {
  vname: ['vname'],
  vphone: ['vphone'],
  vemail: ['vemail'],
  vcompany: ['vcompany'],
  cardId: ['cardId'],
  visitType: ['visitType'],
  vType: ['vType'],
  empName: ['empName'],
  empDeptName: ['empDeptName'],
  peopleCount: ['peopleCount'],
  memberName: ['memberName'],
  plateNum: ['plateNum'],
  appointmentDate: ['appointmentDate'],
  visitdate: ['visitdate'],
  signOutDate: ['signOutDate'],
  signInGate: ['signInGate'],
  signInOpName: ['signInOpName'],
  signOutOpName: ['signOutOpName'],
  remark: ['remark'],
  visitStatus: ['signinType', 'status', 'permission', 'visitdate', 'signOutDate', 'appointmentDate'],
} as const satisfies Record<VisitExportColumn, ReadonlyArray<keyof VisitTable>>;

type Source = (typeof sources)[VisitExportColumn][number] | 'extendCol';
/** A visit as a chunk gives it: the values of the columns read, in their order. */
type Values = readonly unknown[];

/** What a chunk query reads: the chosen columns' sources, and the custom fields' JSON when any is asked for. */
function columnsRead(options: VisitExportOptions): Source[] {
  const read = new Set<Source>(options.columns.flatMap((column) => sources[column]));
  if (options.customColumns.length > 0) read.add('extendCol');
  return [...read];
}
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

/** The custom fields in the visit's JSON; none when it is absent or unreadable. */
function customFields(extendCol: unknown): Record<string, unknown> {
  if (typeof extendCol !== 'string' || !extendCol) return {};
  try {
    const parsed: unknown = JSON.parse(extendCol);
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

/** Whether the stream's buffer is full; streams of readable-stream 2 (the zip's) say so only in their state. */
const needsDrain = (stream: Writable) =>
  stream.writableNeedDrain ?? (stream as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain ?? false;

/** Waits while the stream's buffer is full; the stream closing (a client gone) ends the wait too. */
async function drained(stream: Writable): Promise<void> {
  if (!needsDrain(stream)) return;
  const stop = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: stop.signal }), once(stream, 'close', { signal: stop.signal })]);
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

/**
 * How a row's cells are made: one reader per column, each finding its
 * sources by position once per export rather than once per row.
 */
function cellMaker(options: VisitExportOptions, read: readonly Source[], startOfToday: number) {
  const at = (source: Source) => read.indexOf(source);
  const cellOf = (column: VisitExportColumn): ((values: Values) => string) => {
    const index = at(sources[column][0]);
    switch (column) {
      case 'cardId':
        return (values) => (values[index] ? maskIdNumber(values[index] as string) : '');
      case 'peopleCount':
        return (values) => String(values[index]);
      case 'appointmentDate':
      case 'visitdate':
      case 'signOutDate':
        return (values) => minuteOf(values[index] as number | null);
      case 'visitStatus': {
        const [signinType, status, permission, visitdate, signOutDate, appointmentDate] = sources.visitStatus.map(at) as [
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        const words = statusWords[options.language];
        return (values) =>
          words[
            visitStatus(
              {
                signinType: values[signinType] as number,
                status: values[status] as number,
                permission: values[permission] as number,
                visitdate: values[visitdate] as number | null,
                signOutDate: values[signOutDate] as number | null,
                appointmentDate: values[appointmentDate] as number | null,
              },
              startOfToday,
            )
          ];
      }
      default:
        return (values) => values[index] as string;
    }
  };
  const cells = options.columns.map(cellOf);
  const extendCol = at('extendCol');
  const { customColumns } = options;
  return (values: Values): string[] => {
    const row = cells.map((cell) => formulaSafe(cell(values)));
    if (customColumns.length > 0) {
      const custom = customFields(values[extendCol]);
      for (const name of customColumns) row.push(formulaSafe(textOf(custom[name])));
    }
    return row;
  };
}

async function writeVisits(ctx: AppContext, scope: VisitScope, options: VisitExportOptions, body: PassThrough) {
  const { startOfToday } = today(ctx);
  const header = [...options.columns.map((column) => headers[options.language][column]), ...options.customColumns];
  const read = columnsRead(options);
  const cellsOf = cellMaker(options, read, startOfToday);

  let write: (rows: readonly Values[]) => void;
  let finish: () => Promise<void>;
  /** Buffers that must empty before the next chunk is read. */
  const backlog: Writable[] = [body];
  if (options.format === 'csv') {
    // A byte order mark, so spreadsheet programs read the file as UTF-8.
    body.write(`\ufeff${csvLine(header)}`);
    // One write per chunk: a write per line costs more in the stream than the line does.
    write = (rows) => body.write(rows.map((row) => csvLine(cellsOf(row))).join(''));
    finish = async () => {
      body.end();
    };
  } else {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(options.language === 'zh' ? '访客记录' : 'Visits');
    sheet.columns = header.map((title, index) => ({ header: title, key: String(index), width: 18 }));
    // ExcelJS hands the sheet's XML to the zip's input without waiting for it to be taken (exceljs 4.4):
    // unwatched, that input would hold the whole sheet whenever compressing or the client is slower than reading.
    const zipInput = (sheet as unknown as { stream: { pipes?: Writable[] } }).stream.pipes?.[0];
    if (zipInput) backlog.push(zipInput);
    write = (rows) => {
      for (const row of rows) sheet.addRow(cellsOf(row)).commit();
    };
    finish = async () => {
      sheet.commit();
      await workbook.commit();
    };
  }

  let after: VisitKey | undefined;
  for (;;) {
    const chunk = await visitChunk(ctx, scope, options.filter, startOfToday, read, after, exportChunkSize);
    const last = chunk.at(-1);
    if (!last) break;
    write(chunk);
    // The list day and id follow the columns read.
    after = { listDay: last[read.length] as string, id: last[read.length + 1] as number };
    for (const stream of backlog) await drained(stream);
    // SQLite answers at once: without a turn of the event loop, a long export would hold up every other request.
    await nextTurn();
    if (body.destroyed) return;
  }
  await finish();
}
