import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Database, EmpDeptTable, EmployeeTable, RoleEmpTable } from '../../platform/db/schema.js';
import { employeeStates } from '../../platform/db/schema.js';
import { reusableQuery } from '../../platform/db/reusable-query.js';
import { commaJoinedIds, onlyTheFirst, prefixRange } from '../../platform/db/portable.js';

/*
 * Employees and their department and role links. Every function takes the
 * caller's company id and reads or changes nothing outside it.
 */

type Db = Kysely<Database>;

/** Work numbers, phones and card numbers are stored as typed, so their prefix range is not lower-cased. */
const rawPrefixRange = (prefix: string): [string, string] => [prefix, `${prefix}\u{10FFFF}`];

/**
 * Work numbers are indexed by the partial unique index, which leaves out ''.
 * A query can use it only when it repeats the index's condition word for word.
 */
const givenWorkNumber = sql.lit('');

export interface EmployeeFilter {
  /** Prefixes; empty means no condition. */
  empName?: string;
  empNo?: string;
  phone?: string;
  /** A department id; -1 for employees in no department. */
  deptid?: number;
  /** Holders of this role. */
  rid?: number;
  empState?: number;
  /** Only this resident company's employees, when given and not 0. */
  subaccountId?: number;
}

export const findEmployeeById = (db: Db, companyId: number, empid: number) =>
  db.selectFrom('employee').selectAll().where('companyId', '=', companyId).where('id', '=', empid).executeTakeFirst();

// Every walk-in reads its host: compiled once (platform/db/reusable-query.ts).
const selectHost = reusableQuery((db, companyId: number, empid: number) =>
  db
    .selectFrom('employee')
    .leftJoin('empDept', 'empDept.empid', 'employee.id')
    .leftJoin('department', (join) =>
      join.onRef('department.id', '=', 'empDept.deptid').onRef('department.companyId', '=', 'employee.companyId'),
    )
    .select(['employee.id', 'employee.empName', 'employee.empPhone', 'employee.empEmail', 'employee.subaccountId'])
    .select('department.id as deptid')
    .select('department.deptName')
    .where('employee.companyId', '=', companyId)
    .where('employee.id', '=', empid)
    .orderBy('department.id')
    .limit(onlyTheFirst),
);

/** An employee as a visit's host, with their first department (null when in none). */
export const findHost = async (db: Db, companyId: number, empid: number) => (await selectHost(db, companyId, empid))[0];

export const findEmployeesByIds = (db: Db, companyId: number, empids: readonly number[]) =>
  empids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('employee').selectAll().where('companyId', '=', companyId).where('id', 'in', empids).execute();

/** Which of these ids are the company's employees (the resident company's, when `subaccountId` is not 0). */
export const existingEmployeeIds = async (db: Db, companyId: number, empids: readonly number[], subaccountId = 0) => {
  if (empids.length === 0) return [];
  let query = db.selectFrom('employee').select('id').where('companyId', '=', companyId).where('id', 'in', empids);
  if (subaccountId > 0) query = query.where('subaccountId', '=', subaccountId);
  return (await query.execute()).map((row) => row.id);
};

/** One employee with this phone in any company, or undefined. */
export const findAnyEmployeeIdByPhone = (db: Db, phone: string) =>
  db.selectFrom('employee').select('id').where('empPhone', '=', phone).limit(onlyTheFirst).executeTakeFirst();

export const findEmployeesByPhone = (db: Db, companyId: number, phone: string) =>
  db.selectFrom('employee').selectAll().where('companyId', '=', companyId).where('empPhone', '=', phone).execute();

export const findEmployeesByEmpNo = (db: Db, companyId: number, empNo: string) =>
  db
    .selectFrom('employee')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('empNo', '=', empNo)
    .where('empNo', '<>', givenWorkNumber)
    .execute();

export const insertEmployee = async (db: Db, row: Insertable<EmployeeTable>) =>
  (await db.insertInto('employee').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateEmployee = (db: Db, companyId: number, empid: number, changes: Updateable<EmployeeTable>) =>
  db.updateTable('employee').set(changes).where('companyId', '=', companyId).where('id', '=', empid).execute();

export const updateEmployees = (db: Db, companyId: number, empids: readonly number[], changes: Updateable<EmployeeTable>) =>
  db.updateTable('employee').set(changes).where('companyId', '=', companyId).where('id', 'in', empids).execute();

/** Clears a flag on every employee of the company but the listed ones. */
export const clearDefaultNotifyExcept = (db: Db, companyId: number, keep: readonly number[]) => {
  const query = db
    .updateTable('employee')
    .set({ defaultNotify: 0 })
    .where('companyId', '=', companyId)
    .where('defaultNotify', '<>', 0);
  return (keep.length === 0 ? query : query.where('id', 'not in', keep)).execute();
};

/** Department and role links go with them (foreign keys cascade). */
export const deleteEmployees = (db: Db, companyId: number, empids: readonly number[]) =>
  db.deleteFrom('employee').where('companyId', '=', companyId).where('id', 'in', empids).execute();

export const countEmployees = async (db: Db, companyId: number) => {
  const row = await db
    .selectFrom('employee')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn
        .sum<number | string | null>(eb.case().when('empState', '=', employeeStates.enabled).then(1).else(0).end())
        .as('enabled'),
    ])
    .where('companyId', '=', companyId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), enabled: Number(row.enabled ?? 0) };
};

const filtered = (db: Db, companyId: number, filter: EmployeeFilter) => {
  let query = db.selectFrom('employee').where('employee.companyId', '=', companyId);
  if (filter.empName) {
    const [lo, hi] = prefixRange(filter.empName);
    query = query.where('employee.empNameKey', '>=', lo).where('employee.empNameKey', '<', hi);
  }
  for (const [column, prefix] of [
    ['employee.empNo', filter.empNo],
    ['employee.empPhone', filter.phone],
  ] as const) {
    if (!prefix) continue;
    const [lo, hi] = rawPrefixRange(prefix);
    query = query.where(column, '>=', lo).where(column, '<', hi);
  }
  if (filter.empNo) query = query.where('employee.empNo', '<>', givenWorkNumber);
  if (filter.empState !== undefined) query = query.where('employee.empState', '=', filter.empState);
  if (filter.subaccountId) query = query.where('employee.subaccountId', '=', filter.subaccountId);
  const { deptid, rid } = filter;
  if (deptid === -1) {
    query = query.where((eb) =>
      eb.not(eb.exists(eb.selectFrom('empDept').select('empDept.deptid').whereRef('empDept.empid', '=', 'employee.id'))),
    );
  } else if (deptid !== undefined && deptid > 0) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('empDept')
          .select('empDept.deptid')
          .whereRef('empDept.empid', '=', 'employee.id')
          .where('empDept.deptid', '=', deptid),
      ),
    );
  }
  if (rid !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('roleEmp')
          .select('roleEmp.rid')
          .whereRef('roleEmp.empid', '=', 'employee.id')
          .where('roleEmp.rid', '=', rid),
      ),
    );
  }
  return query;
};

/** One page ordered by name, then id. */
export const employeesPageQuery = (db: Db, companyId: number, filter: EmployeeFilter, offset: number, limit: number) =>
  filtered(db, companyId, filter)
    .selectAll('employee')
    .orderBy('employee.empNameKey')
    .orderBy('employee.id')
    .limit(limit)
    .offset(offset);

export const listEmployeesPage = (db: Db, companyId: number, filter: EmployeeFilter, offset: number, limit: number) =>
  employeesPageQuery(db, companyId, filter, offset, limit).execute();

export const countEmployeesMatching = async (db: Db, companyId: number, filter: EmployeeFilter) =>
  Number(
    (
      await filtered(db, companyId, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

export interface EnabledFilter {
  phone: string;
  subaccountId: number;
}

/** Enabled employees by name, then id: a walk along the name index that stops after `limit` rows. */
export const enabledEmployeesQuery = (db: Db, companyId: number, filter: EnabledFilter, offset: number, limit: number) => {
  let query = db
    .selectFrom('employee')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('empState', '=', employeeStates.enabled);
  if (filter.phone) query = query.where('empPhone', '=', filter.phone);
  if (filter.subaccountId > 0) query = query.where('subaccountId', '=', filter.subaccountId);
  return query.orderBy('empNameKey').orderBy('id').limit(limit).offset(offset);
};

export const listEnabledEmployees = (db: Db, companyId: number, filter: EnabledFilter, offset: number, limit: number) =>
  enabledEmployeesQuery(db, companyId, filter, offset, limit).execute();

export interface HostSearch {
  /** Leave out employees hidden at the pad and those not enabled. */
  padVisibleOnly: boolean;
  subaccountId: number;
  limit: number;
}

type SearchColumn = 'empNameKey' | 'empNo' | 'empPhone' | 'cardNo';

/**
 * Host lookup: name key, work number, phone or card number starting with the
 * text, first by name. Each column gives at most `limit` rows from a range on
 * its own (company_id, column) index, so no branch reads more than that. The
 * chosen employees come back joined with their department and role links (a
 * row per link pair), so the pad's lookup is one round trip.
 */
export const hostSearchQuery = (db: Db, companyId: number, text: string, options: HostSearch) => {
  const candidates = () => {
    let query = db.selectFrom('employee').selectAll().where('companyId', '=', companyId);
    if (options.padVisibleOnly) query = query.where('padHidden', '=', 0).where('empState', '=', employeeStates.enabled);
    if (options.subaccountId > 0) query = query.where('subaccountId', '=', options.subaccountId);
    return query;
  };
  const branch = (column: SearchColumn, [lo, hi]: [string, string]) => {
    let query = candidates().where(column, '>=', lo).where(column, '<', hi);
    if (column === 'empNo') query = query.where('empNo', '<>', givenWorkNumber);
    return db.selectFrom(query.orderBy(column).orderBy('id').limit(options.limit).as('m')).selectAll();
  };
  const raw = rawPrefixRange(text);
  const top = text
    ? db
        .selectFrom(
          branch('empNameKey', prefixRange(text))
            .union(branch('empNo', raw))
            .union(branch('empPhone', raw))
            .union(branch('cardNo', raw))
            .as('matches'),
        )
        .selectAll()
        .orderBy('empNameKey')
        .orderBy('id')
        .limit(options.limit)
        .as('top')
    : candidates().orderBy('empNameKey').orderBy('id').limit(options.limit).as('top');
  return db
    .selectFrom(top)
    .leftJoin('empDept', 'empDept.empid', 'top.id')
    .leftJoin('department', (join) =>
      join.onRef('department.id', '=', 'empDept.deptid').on('department.companyId', '=', companyId),
    )
    .leftJoin('roleEmp', 'roleEmp.empid', 'top.id')
    .leftJoin('role', (join) => join.onRef('role.id', '=', 'roleEmp.rid').on('role.companyId', '=', companyId))
    .selectAll('top')
    .select(['department.id as linkDeptid', 'department.deptName as linkDeptName', 'role.id as linkRid'])
    .select((eb) =>
      eb
        .selectFrom('employeeEquipmentGroup')
        .select(commaJoinedIds(db, 'employeeEquipmentGroup.egid').as('ids'))
        .whereRef('employeeEquipmentGroup.empid', '=', 'top.id')
        .where('employeeEquipmentGroup.companyId', '=', companyId)
        .as('linkEgids'),
    )
    .orderBy('top.empNameKey')
    .orderBy('top.id');
};

export const searchHosts = (db: Db, companyId: number, text: string, options: HostSearch) =>
  hostSearchQuery(db, companyId, text, options).execute();

/** The highest all-digit work number: the last entry of the work-number order index. */
export const highestWorkNumberQuery = (db: Db, companyId: number) =>
  db
    .selectFrom('employee')
    .select('empNo')
    .where('companyId', '=', companyId)
    .where('empNoOrder', 'is not', null)
    .orderBy('empNoOrder', 'desc')
    .orderBy('empNo', 'desc')
    .limit(1);

export const highestWorkNumber = async (db: Db, companyId: number) =>
  (await highestWorkNumberQuery(db, companyId).executeTakeFirst())?.empNo;

/** Department links with names. */
export const departmentLinksOf = (db: Db, companyId: number, empids: readonly number[]) => {
  const query = db
    .selectFrom('empDept')
    .innerJoin('department', 'department.id', 'empDept.deptid')
    .select(['empDept.empid', 'empDept.deptid', 'department.deptName'])
    // Scoped on the department side, so the link rows come from an index-only scan.
    .where('department.companyId', '=', companyId)
    .orderBy('empDept.deptid');
  return empids.length === 0 ? Promise.resolve([]) : query.where('empDept.empid', 'in', empids).execute();
};

/** Role links. */
export const rolesOf = (db: Db, companyId: number, empids: readonly number[]) => {
  const query = db
    .selectFrom('roleEmp')
    .innerJoin('role', 'role.id', 'roleEmp.rid')
    .select(['roleEmp.empid', 'roleEmp.rid'])
    .where('role.companyId', '=', companyId)
    .orderBy('roleEmp.rid');
  return empids.length === 0 ? Promise.resolve([]) : query.where('roleEmp.empid', 'in', empids).execute();
};

export const deleteDepartmentLinksOf = (db: Db, companyId: number, empids: readonly number[]) =>
  db.deleteFrom('empDept').where('companyId', '=', companyId).where('empid', 'in', empids).execute();

export const insertDepartmentLinks = (db: Db, rows: Array<Insertable<EmpDeptTable>>) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insertInto('empDept')
        .values(rows)
        .execute()
        .then(() => undefined);

/** The caller has checked that the employees are the company's. */
export const deleteRoleLinksOf = (db: Db, empids: readonly number[]) =>
  db.deleteFrom('roleEmp').where('empid', 'in', empids).execute();

export const insertRoleLinks = (db: Db, rows: Array<Insertable<RoleEmpTable>>) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insertInto('roleEmp')
        .values(rows)
        .execute()
        .then(() => undefined);

/** Equipment group links of these employees, by employee, then group. */
export const equipmentGroupsOf = (db: Db, companyId: number, empids: readonly number[]) =>
  empids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('employeeEquipmentGroup')
        .select(['empid', 'egid'])
        .where('companyId', '=', companyId)
        .where('empid', 'in', empids)
        .orderBy('empid')
        .orderBy('egid')
        .execute();

export const deleteEquipmentGroupsOf = (db: Db, companyId: number, empids: readonly number[]) =>
  db.deleteFrom('employeeEquipmentGroup').where('companyId', '=', companyId).where('empid', 'in', empids).execute();

export const insertEquipmentGroups = (db: Db, companyId: number, empid: number, egids: readonly number[]) =>
  egids.length === 0
    ? Promise.resolve()
    : db
        .insertInto('employeeEquipmentGroup')
        .values(egids.map((egid) => ({ companyId, empid, egid })))
        .onConflict((conflict) => conflict.doNothing())
        .execute()
        .then(() => undefined);
