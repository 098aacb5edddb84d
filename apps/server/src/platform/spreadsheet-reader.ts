import * as XLSX from '@e965/xlsx';
import { AppError, Status, type UploadedFile } from '@vestibule/contract';
import { lowerCase } from './text.js';

/* Reads the first sheet of a csv, xls or xlsx upload as rows of text cells, and finds its header row. */

export interface SheetRows {
  rows: string[][];
  /** The spreadsheet's number of rows[0] (1 unless the sheet starts lower). */
  firstRow: number;
}

const readableExtensions = new Set(['csv', 'xls', 'xlsx']);

const wrongFormat = () => new AppError(Status.uploadFailed, 'Wrong file format: use a csv, xls or xlsx file', 'file');

/** At most `rowLimit` rows are read, so a huge sheet costs no more than that. */
export function readSheetRows(file: UploadedFile, rowLimit: number): SheetRows {
  const extension = file.filename.toLowerCase().split('.').pop() ?? '';
  if (!readableExtensions.has(extension) || file.data.length === 0) throw wrongFormat();
  let workbook: XLSX.WorkBook;
  try {
    workbook =
      extension === 'csv'
        ? // raw keeps "+86…" and "007" as typed instead of reading them as numbers.
          XLSX.read(decodeText(file.data), { type: 'string', raw: true, dense: true, sheetRows: rowLimit })
        : XLSX.read(file.data, { type: 'buffer', dense: true, sheetRows: rowLimit, cellFormula: false, cellHTML: false });
  } catch {
    throw wrongFormat();
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : workbook.Sheets[sheetName];
  if (!sheet) throw wrongFormat();
  const range = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : undefined;
  const cells = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
  return { rows: cells.map((row) => row.map(cellText)), firstRow: (range?.s.r ?? 0) + 1 };
}

// Templates often mark required columns with a star: "Name*", "* 姓名".
const headerKey = (cell: string) => lowerCase(cell.replace(/[*＊]/g, '').trim()).replace(/\s+/g, ' ');

/**
 * The first of the top `searchRows` rows that names columns enough for
 * `isComplete`, and where each column it names is. `headerTexts` lists the
 * header texts (lower case) that name each column.
 */
export function findHeaderRow<C extends string>(
  rows: readonly string[][],
  searchRows: number,
  headerTexts: Readonly<Record<C, readonly string[]>>,
  isComplete: (columns: Partial<Record<C, number>>) => boolean,
): { index: number; columns: Partial<Record<C, number>> } | null {
  const columnOfHeader = new Map<string, C>();
  for (const [column, texts] of Object.entries(headerTexts) as Array<[C, readonly string[]]>) {
    for (const text of texts) columnOfHeader.set(text, column);
  }
  for (const [index, row] of rows.slice(0, searchRows).entries()) {
    const columns: Partial<Record<C, number>> = {};
    for (const [position, cell] of row.entries()) {
      const column = columnOfHeader.get(headerKey(cell));
      if (column !== undefined && columns[column] === undefined) columns[column] = position;
    }
    if (isComplete(columns)) return { index, columns };
  }
  return null;
}

/** Undoes the exports' guard: "'=x" was written for "=x" so that Excel would not run it. */
export const unguardedCell = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return '';
}

/** CSV saved by Excel is UTF-8 (often with a BOM), UTF-16 ("Unicode text") or, in China, GB18030. */
function decodeText(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}
