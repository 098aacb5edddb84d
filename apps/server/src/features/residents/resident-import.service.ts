import {
  AppError,
  type ImportProblem,
  type ResidentImportReport,
  residentEndpoints,
  Status,
  type UploadedFile,
} from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import { findHeaderRow, readSheetRows, unguardedCell } from '../../platform/spreadsheet-reader.js';
import { projectOfCompany } from '../projects/projects.service.js';
import { type ResidentColumn, dayCell, hasResidentColumns, residentHeaderTexts, sexCell } from './resident-import-rows.js';
import { addResident } from './residents.service.js';

/*
 * importResidentVisitors: each row of a spreadsheet checked as
 * addResidentVisitor would check it and added to the project; a row with a
 * problem is answered with its number and reason and not added.
 */

export const residentImportMax = 2000;
const headerSearchRows = 10;
const rowRules = residentEndpoints.addResidentVisitor.request;

export async function importResidents(
  ctx: AppContext,
  session: Session,
  input: { pid: number; file: UploadedFile },
): Promise<ResidentImportReport> {
  if (input.pid > 0) await projectOfCompany(ctx, session.companyId, input.pid);
  const sheet = readSheetRows(input.file, residentImportMax + headerSearchRows + 1);
  const header = findHeaderRow(sheet.rows, headerSearchRows, residentHeaderTexts, hasResidentColumns);
  if (!header)
    throw new AppError(Status.invalidField, 'file: the header row must name the columns name and phone or ID number', 'file');
  const rows = sheet.rows.slice(header.index + 1);
  const report: ResidentImportReport = { total: 0, rids: [], bad: [] };
  for (const [index, cells] of rows.entries()) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    report.total += 1;
    if (report.total > residentImportMax)
      throw new AppError(Status.invalidField, `file: must have at most ${residentImportMax} residents`, 'file');
    const row = sheet.firstRow + header.index + 1 + index;
    const cell = (column: ResidentColumn) => {
      const position = header.columns[column];
      return position === undefined ? '' : unguardedCell(cells[position] ?? '').trim();
    };
    const problem = (status: number, reason: string): ImportProblem => ({ row, name: cell('name'), status, reason });
    const parsed = rowRules.safeParse({
      pid: input.pid,
      ...Object.fromEntries(
        (Object.keys(residentHeaderTexts) as ResidentColumn[])
          .filter((column) => !['startDate', 'endDate', 'sex'].includes(column))
          .map((column) => [column, cell(column)]),
      ),
      sex: sexCell(cell('sex')),
      startDate: dayCell(cell('startDate')),
      endDate: dayCell(cell('endDate')),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      report.bad.push(problem(Status.invalidField, `${issue?.path.join('.') || 'row'}: ${issue?.message ?? 'is not valid'}`));
      continue;
    }
    try {
      report.rids.push(await addResident(ctx, session, parsed.data));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      report.bad.push(problem(error.status, error.message));
    }
  }
  return report;
}
