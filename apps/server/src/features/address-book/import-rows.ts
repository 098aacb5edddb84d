import { type ImportProblem, Status } from '@vestibule/contract';
import { emailPattern, phonePattern } from '@vestibule/contract/patterns';
import { searchKey } from '../../platform/db/portable.js';
import type { ColumnPositions } from './import-columns.js';

/* Turns sheet rows into employees to import, listing every row with a problem. */

/** One good row. Optional columns the file leaves out or leaves blank keep the employee's value. */
export interface ImportRow {
  row: number;
  name: string;
  phone: string;
  email: string;
  empNo?: string;
  position?: string;
  departments?: string[];
}

export interface ParsedRows {
  /** Data rows that are not blank. */
  total: number;
  rows: ImportRow[];
  bad: ImportProblem[];
}

const illegalNameCharacters = /[<>\p{Cc}]/u;
const limits = { name: 100, email: 80, empNo: 50, position: 100, department: 100 };

/** Undoes the export's guard: "'=x" was written for "=x" so that Excel would not run it. */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

export function parseImportRows(rows: readonly string[][], columns: ColumnPositions, firstRowNumber: number): ParsedRows {
  const parsed: ParsedRows = { total: 0, rows: [], bad: [] };
  const phoneRows = new Map<string, number>();
  const empNoRows = new Map<string, number>();
  for (const [index, cells] of rows.entries()) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    parsed.total += 1;
    const row = firstRowNumber + index;
    const cell = (position: number | undefined) => (position === undefined ? '' : unguarded((cells[position] ?? '').trim()));
    const name = cell(columns.name);
    const problem = (status: number, reason: string) => parsed.bad.push({ row, name, status, reason });

    const candidate: ImportRow = {
      row,
      name,
      phone: cell(columns.phone).replace(/\s+/g, ''),
      email: cell(columns.email),
    };
    const empNo = cell(columns.empNo);
    const position = cell(columns.position);
    const departments = departmentNames(cell(columns.department));
    if (empNo) candidate.empNo = empNo;
    if (position) candidate.position = position;
    if (departments.length > 0) candidate.departments = departments;

    const invalid = fieldProblem(candidate);
    if (invalid) {
      problem(Status.invalidField, invalid);
      continue;
    }
    const phoneRow = phoneRows.get(candidate.phone);
    if (phoneRow !== undefined) {
      problem(Status.phoneNotUnique, `phone: same as row ${phoneRow}`);
      continue;
    }
    const empNoRow = candidate.empNo === undefined ? undefined : empNoRows.get(candidate.empNo);
    if (empNoRow !== undefined) {
      problem(Status.workNumberNotUnique, `work number: same as row ${empNoRow}`);
      continue;
    }
    phoneRows.set(candidate.phone, row);
    if (candidate.empNo !== undefined) empNoRows.set(candidate.empNo, row);
    parsed.rows.push(candidate);
  }
  return parsed;
}

function fieldProblem(row: ImportRow): string | null {
  if (!row.name) return 'name: must not be empty';
  if (row.name.length > limits.name) return `name: must be at most ${limits.name} characters`;
  if (illegalNameCharacters.test(row.name)) return 'name: must not contain < > or control characters';
  if (!row.phone) return 'phone: must not be empty';
  if (!phonePattern.test(row.phone)) return 'phone: must be a valid phone number';
  if (row.email && (row.email.length > limits.email || !emailPattern.test(row.email)))
    return 'email: must be a valid email address';
  if ((row.empNo?.length ?? 0) > limits.empNo) return `work number: must be at most ${limits.empNo} characters`;
  if ((row.position?.length ?? 0) > limits.position) return `position: must be at most ${limits.position} characters`;
  for (const department of row.departments ?? []) {
    if (department.length > limits.department) return `department: must be at most ${limits.department} characters`;
    if (illegalNameCharacters.test(department)) return 'department: must not contain < > or control characters';
  }
  return null;
}

/** "Sales, R&D" names two departments; names differing only in case or spacing are one. */
function departmentNames(cell: string): string[] {
  const byKey = new Map<string, string>();
  for (const part of cell.split(/[,，;；]/)) {
    const name = part.trim().replace(/\s+/g, ' ');
    if (name && !byKey.has(searchKey(name))) byKey.set(searchKey(name), name);
  }
  return [...byKey.values()];
}
