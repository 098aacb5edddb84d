import { appointmentBatchMax, AppError, Status, type UploadedFile, type VisitorImport } from '@vestibule/contract';
import { findHeaderRow, readSheetRows } from '../../platform/spreadsheet-reader.js';
import { hasVisitorColumns, parseVisitorRows, visitorHeaderTexts } from './visitor-import-rows.js';

/* A batch of visitors from a spreadsheet, read for the invitation and pre-registration forms; it makes no visit. */

const headerSearchRows = 10;

/** checkVisitorImport: the file's visitors and every row with a problem; at most one addAppointment's batch. */
export function checkVisitorImport(file: UploadedFile): VisitorImport {
  // A header up to 10 rows down, the largest batch and one row more: enough to tell a file holds too many.
  const sheet = readSheetRows(file, appointmentBatchMax + headerSearchRows + 1);
  const header = findHeaderRow(sheet.rows, headerSearchRows, visitorHeaderTexts, hasVisitorColumns);
  if (!header) {
    throw new AppError(Status.invalidField, 'file: the header row must name the columns name and phone or email', 'file');
  }
  const parsed = parseVisitorRows(sheet.rows.slice(header.index + 1), header.columns, sheet.firstRow + header.index + 1);
  if (parsed.total > appointmentBatchMax) {
    throw new AppError(Status.invalidField, `file: must have at most ${appointmentBatchMax} visitors`, 'file');
  }
  return parsed;
}
