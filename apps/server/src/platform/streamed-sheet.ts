import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { AppError, Status } from '@vestibule/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { AppContext } from './context.js';
import type { DownloadGrant, DownloadQuery } from './downloads.js';
import { formulaSafe, xlsxType } from './spreadsheet-cells.js';

/*
 * A list download as xlsx or csv, streamed as its rows are read a page at a
 * time in key order, so no list is ever held whole in memory. The callers say
 * what a row's cells are and how to read the page after a key.
 */

const chunkSize = 500;
const csvType = 'text/csv; charset=utf-8';

export type SheetFormat = 'xlsx' | 'csv';
export type SheetLanguage = 'en' | 'zh';

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A ticket download's query and saved parameters as one object, each value once; format and language checked. */
export function sheetRequest(grant: DownloadGrant, query: DownloadQuery) {
  const given = Object.fromEntries(Object.entries({ ...grant.params, ...query }).map(([key, value]) => [key, single(value)]));
  const format = String(given.format ?? 'xlsx').toLowerCase();
  if (format !== 'xlsx' && format !== 'csv') throw new AppError(Status.invalidField, 'format: must be xlsx or csv', 'format');
  const language: SheetLanguage = given.lang === 'zh' || given.lang === 'hk' ? 'zh' : 'en';
  return { given, format: format as SheetFormat, language };
}

/** The file's name: ASCII for old clients, the real (Chinese) one RFC 5987 encoded. */
const attachment = (name: string, asciiName: string) =>
  `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

export interface StreamedSheet<Row, Key> {
  format: SheetFormat;
  /** The file's name without its extension, in the export's language, and an ASCII one. */
  fileName: string;
  asciiName: string;
  sheetName: string;
  headers: readonly string[];
  cellsOf: (row: Row) => string[];
  /** The rows after `after` (from the first when undefined), at most `size`, in key order. */
  pageAfter: (after: Key | undefined, size: number) => Promise<Row[]>;
  keyOf: (row: Row) => Key;
  /** What the log says when the stream fails half way. */
  failure: string;
}

/** Starts the reply's file and streams the rows into it; a read failing half way ends the file broken, and is logged. */
export function sendStreamedSheet<Row, Key>(ctx: AppContext, reply: FastifyReply, sheet: StreamedSheet<Row, Key>) {
  const body = new PassThrough();
  reply
    .type(sheet.format === 'csv' ? csvType : xlsxType)
    .header('content-disposition', attachment(`${sheet.fileName}.${sheet.format}`, `${sheet.asciiName}.${sheet.format}`))
    .header('cache-control', 'no-store')
    .send(body);
  const cellsOf = (row: Row) => sheet.cellsOf(row).map(formulaSafe);
  const write = async () => {
    let addRows: (rows: Row[]) => void;
    let finish: () => Promise<void>;
    if (sheet.format === 'csv') {
      // The byte-order mark makes Excel read the file as UTF-8.
      body.write(`\ufeff${csvLine(sheet.headers)}`);
      addRows = (rows) => body.write(rows.map((row) => csvLine(cellsOf(row))).join(''));
      finish = async () => {
        body.end();
      };
    } else {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: false, useSharedStrings: false });
      const worksheet = workbook.addWorksheet(sheet.sheetName);
      worksheet.columns = sheet.headers.map((title, index) => ({ header: title, key: String(index), width: 18 }));
      addRows = (rows) => {
        for (const row of rows) worksheet.addRow(cellsOf(row)).commit();
      };
      finish = async () => {
        worksheet.commit();
        await workbook.commit();
      };
    }
    let after: Key | undefined;
    for (;;) {
      const rows = await sheet.pageAfter(after, chunkSize);
      const last = rows.at(-1);
      if (last === undefined) break;
      addRows(rows);
      after = sheet.keyOf(last);
      // Let other requests run between pages (SQLite answers at once).
      await nextTurn();
      if (body.destroyed) return;
    }
    await finish();
  };
  write().catch((error: unknown) => {
    ctx.logger.error({ err: error }, sheet.failure);
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply;
}
