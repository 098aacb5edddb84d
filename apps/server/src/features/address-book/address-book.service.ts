import { AppError, type ImportCheck, type ImportProblem, maxImportRows, Status, type UploadedFile } from '@vestibule/contract';
import type { Insertable, Kysely } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import { newToken } from '../../platform/crypto.js';
import { chunked } from '../../platform/db/chunked.js';
import { searchKey } from '../../platform/db/portable.js';
import type { Database, EmployeeTable } from '../../platform/db/schema.js';
import { readSheetRows } from '../../platform/spreadsheet-reader.js';
import { markEmployeesRefreshed } from '../account/account.service.js';
import { addTopDepartments, departmentIdsByName } from '../departments/departments.service.js';
import { departmentNamesOf } from '../employees/employee-lookup.service.js';
import { setDepartmentsOf } from '../employees/employees.service.js';
import {
  deleteImportsBefore,
  employeesWithPhones,
  employeesWithWorkNumbers,
  findImport,
  insertImport,
  insertEmployeeRows,
  raiseImportApplied,
  updateImportedEmployee,
} from './address-book.repo.js';
import { assertEmployeesWithinPlan } from '../plans/plans.service.js';
import { locateHeader } from './import-columns.js';
import { type ImportRow, parseImportRows } from './import-rows.js';

type Db = Kysely<Database>;

// A checked import waits this long for its batches.
const importLifetimeMs = 60 * 60_000;
const headerSearchRows = 10;
// Keeps every IN list and multi-row insert well under both databases' parameter limits.
const statementRun = 500;

/** Reads the file and compares it with the address book; the rows to change wait under the importId. */
export async function checkImport(ctx: AppContext, companyId: number, file: UploadedFile): Promise<ImportCheck> {
  const db = ctx.database.db;
  const sheet = readSheetRows(file, maxImportRows + headerSearchRows + 1);
  const header = locateHeader(sheet.rows, headerSearchRows);
  if (!header)
    throw new AppError(Status.invalidField, 'file: the header row must name the columns name, email and phone', 'file');
  const dataRows = sheet.rows.slice(header.index + 1);
  const parsed = parseImportRows(dataRows, header.columns, sheet.firstRow + header.index + 1);
  if (parsed.total > maxImportRows) {
    throw new AppError(Status.invalidField, `file: must have at most ${maxImportRows} rows`, 'file');
  }
  const bad: ImportProblem[] = [...parsed.bad];
  const byPhone = new Map<string, Current>();
  const holdersOfNo = new Map<string, Current[]>();
  for (const run of chunked(parsed.rows, statementRun)) {
    for (const row of await employeesWithPhones(
      db,
      companyId,
      run.map((item) => item.phone),
    ))
      byPhone.set(row.empPhone, row);
    const empNos = run.flatMap((item) => (item.empNo === undefined ? [] : [item.empNo]));
    for (const row of await employeesWithWorkNumbers(db, companyId, empNos)) {
      holdersOfNo.set(row.empNo, [...(holdersOfNo.get(row.empNo) ?? []), row]);
    }
  }
  const departmentsOf = await departmentKeysOf(
    ctx,
    companyId,
    [...byPhone.values()].map((row) => row.id),
  );
  const changes: ImportRow[] = [];
  let created = 0;
  let unchanged = 0;
  for (const row of parsed.rows) {
    const current = byPhone.get(row.phone);
    if (row.empNo !== undefined && (holdersOfNo.get(row.empNo) ?? []).some((holder) => holder.id !== current?.id)) {
      bad.push({
        row: row.row,
        name: row.name,
        status: Status.workNumberNotUnique,
        reason: 'work number: another employee has it',
      });
    } else if (!current) {
      created += 1;
      changes.push(row);
    } else if (isUnchanged(row, current, departmentsOf.get(current.id) ?? new Set())) {
      unchanged += 1;
    } else {
      changes.push(row);
    }
  }
  const newDepartments = await missingDepartments(ctx, companyId, changes);
  const now = ctx.clock.now();
  await deleteImportsBefore(db, now - importLifetimeMs);
  const importId = newToken().slice(0, 32);
  await insertImport(db, { id: importId, companyId, payload: JSON.stringify(changes), total: changes.length, createdAt: now });
  bad.sort((a, b) => a.row - b.row);
  return {
    importId,
    total: parsed.total,
    good: parsed.total - bad.length,
    bad,
    unchanged,
    created,
    updated: changes.length - created,
    newDepartments: [...newDepartments.values()],
  };
}

/**
 * Applies rows [startIndex, startIndex + count) of a checked import in one
 * transaction. Applying a batch again changes nothing more, so a client may retry.
 */
export async function applyImportBatch(
  ctx: AppContext,
  companyId: number,
  input: { importId: string; startIndex: number; requestedCount: number; createDepartments: string[] },
): Promise<{ applied: number; total: number }> {
  const db = ctx.database.db;
  const pending = await findImport(db, companyId, input.importId);
  const now = ctx.clock.now();
  if (!pending || pending.createdAt < now - importLifetimeMs) {
    throw new AppError(Status.invalidField, 'importId: unknown or expired import, check the file again', 'importId');
  }
  const end = Math.min(input.startIndex + input.requestedCount, pending.total);
  const batch = (JSON.parse(pending.payload) as ImportRow[]).slice(input.startIndex, end);
  if (batch.length > 0) {
    await assertWorkNumbersFree(db, companyId, batch);
    const deptids = await departmentIdsByKey(ctx, companyId, batch, input.createDepartments);
    const empids = await upsertByPhone(db, companyId, batch, now);
    // The batch is one unit of work: a plan it would pass refuses the whole batch, and the rows go back.
    await assertEmployeesWithinPlan(ctx, companyId);
    const placements = batch.flatMap((row) =>
      row.departments === undefined
        ? []
        : [{ empid: empids.get(row.phone)!, deptids: row.departments.map((name) => deptids.get(searchKey(name))!) }],
    );
    await setDepartmentsOf(ctx, companyId, placements);
    await raiseImportApplied(db, companyId, pending.id, end);
    await markEmployeesRefreshed(ctx, companyId, now);
  }
  return { applied: end, total: pending.total };
}

type Current = Awaited<ReturnType<typeof employeesWithPhones>>[number];

function isUnchanged(row: ImportRow, current: Current, departmentKeys: ReadonlySet<string>): boolean {
  if (row.name !== current.empName || row.email !== current.empEmail) return false;
  if (row.empNo !== undefined && row.empNo !== current.empNo) return false;
  if (row.position !== undefined && row.position !== current.empPosition) return false;
  if (row.departments === undefined) return true;
  const wanted = new Set(row.departments.map(searchKey));
  return wanted.size === departmentKeys.size && [...wanted].every((key) => departmentKeys.has(key));
}

async function departmentKeysOf(ctx: AppContext, companyId: number, empids: readonly number[]) {
  const keys = new Map<number, Set<string>>();
  for (const [empid, names] of await departmentNamesOf(ctx, companyId, empids)) keys.set(empid, new Set(names.map(searchKey)));
  return keys;
}

/** Work numbers may have been taken since the check: 241 naming the rows, and nothing of the batch changes. */
async function assertWorkNumbersFree(db: Db, companyId: number, batch: readonly ImportRow[]) {
  const clashes: Array<{ row: number; name: string }> = [];
  for (const run of chunked(batch, statementRun)) {
    const wanted = new Map(run.flatMap((row) => (row.empNo === undefined ? [] : [[row.empNo, row] as const])));
    for (const holder of await employeesWithWorkNumbers(db, companyId, [...wanted.keys()])) {
      const row = wanted.get(holder.empNo);
      if (row && holder.empPhone !== row.phone) clashes.push({ row: row.row, name: row.name });
    }
  }
  if (clashes.length > 0) throw new AppError(Status.workNumberNotUnique, undefined, clashes);
}

/** The departments the rows name that are not among `known` (name keys), by name key, in the rows' order. */
function unknownDepartments(known: { has(key: string): boolean }, rows: readonly ImportRow[]): Map<string, string> {
  const unknown = new Map<string, string>();
  for (const name of rows.flatMap((row) => row.departments ?? [])) {
    const key = searchKey(name);
    if (!known.has(key) && !unknown.has(key)) unknown.set(key, name);
  }
  return unknown;
}

/** The departments the rows name that the company does not have yet. */
async function missingDepartments(ctx: AppContext, companyId: number, rows: readonly ImportRow[]): Promise<Map<string, string>> {
  if (!rows.some((row) => row.departments !== undefined)) return new Map();
  return unknownDepartments(await departmentIdsByName(ctx, companyId), rows);
}

/**
 * Department ids by name key. Missing departments are created at the top with
 * the next free numbers, but only those the user confirmed: the check lists
 * them, and a department nobody agreed to is never made up (604 names them).
 */
async function departmentIdsByKey(ctx: AppContext, companyId: number, batch: readonly ImportRow[], confirmed: readonly string[]) {
  if (!batch.some((row) => row.departments !== undefined)) return new Map<string, number>();
  const ids = await departmentIdsByName(ctx, companyId);
  const missing = unknownDepartments(ids, batch);
  const agreed = new Set(confirmed.map(searchKey));
  const refused = [...missing].filter(([key]) => !agreed.has(key)).map(([, name]) => `"${name}"`);
  if (refused.length > 0) {
    const them = refused.length === 1 ? 'it' : 'them';
    throw new AppError(
      Status.invalidField,
      `createDepartments: must name ${refused.join(', ')} for the import to create ${them}`,
      'createDepartments',
    );
  }
  for (const [key, deptid] of await addTopDepartments(ctx, companyId, [...missing.values()])) ids.set(key, deptid);
  return ids;
}

/** Updates the employees the batch's phones name and adds the others; returns every row's employee id by phone. */
async function upsertByPhone(db: Db, companyId: number, batch: readonly ImportRow[], now: number) {
  const empids = new Map<string, number>();
  for (const run of chunked(batch, statementRun)) {
    const existing = new Map(
      (
        await employeesWithPhones(
          db,
          companyId,
          run.map((row) => row.phone),
        )
      ).map((row) => [row.empPhone, row]),
    );
    const additions: Array<Insertable<EmployeeTable>> = [];
    for (const row of run) {
      const columns = {
        empName: row.name,
        empNameKey: searchKey(row.name),
        empEmail: row.email,
        ...(row.empNo === undefined ? {} : { empNo: row.empNo }),
        ...(row.position === undefined ? {} : { empPosition: row.position }),
      };
      const current = existing.get(row.phone);
      if (current) {
        empids.set(row.phone, current.id);
        await updateImportedEmployee(db, companyId, current.id, { ...columns, updatedAt: now });
      } else {
        // Every row of a multi-row insert names the same columns.
        additions.push({
          empNo: '',
          empPosition: '',
          ...columns,
          companyId,
          empPhone: row.phone,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    for (const added of await insertEmployeeRows(db, additions)) empids.set(added.empPhone, added.id);
  }
  return empids;
}
