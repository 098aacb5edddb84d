import { type Kysely, sql } from 'kysely';
import { searchKeyType, widenTextColumn, workNumberOrder } from '../../platform/db/portable.js';

/*
 * People links. Lists of ids kept as text become link tables, their data moved:
 * department directors and default receivers, the company's visitor managers
 * and an employee's equipment groups. A link naming an employee goes with the
 * employee. Employee validity days become YYYY-MM-DD like every calendar day,
 * and the next work number is read from an index.
 */

interface OldSchema {
  company: { id: number; visitor_manager: string };
  department: { id: number; company_id: number; dept_manager_empid: string; default_receiver: string };
  employee: { id: number; company_id: number; egids: string };
  department_director: { company_id: number; deptid: number; empid: number };
  department_receiver: { company_id: number; deptid: number; empid: number };
  visitor_manager: { company_id: number; empid: number };
  employee_equipment_group: { company_id: number; empid: number; egid: number };
}

type Db = Kysely<OldSchema>;

const maxRowId = 2_147_483_647;
const batchSize = 500;

/** Ids in stored text, comma-separated ("3, 8") or a JSON array ("[3,8]", '["3"]'); anything else is dropped. */
export function idsInText(text: string): number[] {
  const parts = text
    .trim()
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((part) => part.trim().replace(/^"|"$/g, ''));
  const ids = parts.filter((part) => /^\d{1,10}$/.test(part)).map(Number);
  return [...new Set(ids.filter((id) => id > 0 && id <= maxRowId))];
}

export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  await createLinkTables(unknownDb);
  // Plain snake_case names here, whatever plugins the caller's connection has.
  const db = unknownDb.withoutPlugins() as unknown as Db;
  await moveDepartmentPeople(db);
  await moveVisitorManagers(db);
  await moveEquipmentGroups(db);
  for (const [table, column] of [
    ['department', 'dept_manager_empid'],
    ['department', 'default_receiver'],
    ['company', 'visitor_manager'],
    ['employee', 'egids'],
  ] as const) {
    await unknownDb.schema.alterTable(table).dropColumn(column).execute();
  }

  for (const column of ['start_date', 'end_date']) {
    await widenTextColumn(unknownDb, 'employee', column, 'varchar(10)');
    await sql`update employee set ${sql.ref(column)} = substr(${sql.ref(column)}, 1, 4) || '-' || substr(${sql.ref(column)}, 5, 2) || '-' || substr(${sql.ref(column)}, 7, 2) where length(${sql.ref(column)}) = 8`.execute(
      db,
    );
  }

  // The partial unique index on (company_id, emp_no) serves lookups and prefix search; this one only repeated it.
  await unknownDb.schema.dropIndex('employee_no_idx').execute();
  await unknownDb.schema
    .alterTable('employee')
    .addColumn('emp_no_order', searchKeyType(unknownDb), workNumberOrder(unknownDb))
    .execute();
  await unknownDb.schema
    .createIndex('employee_no_order_idx')
    .on('employee')
    .columns(['company_id', 'emp_no_order', 'emp_no'])
    .where(sql.ref('emp_no_order'), 'is not', null)
    .execute();
}

async function createLinkTables(db: Kysely<unknown>): Promise<void> {
  for (const table of ['department_director', 'department_receiver']) {
    await db.schema
      .createTable(table)
      .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
      .addColumn('deptid', 'integer', (c) => c.notNull().references('department.id').onDelete('cascade'))
      .addColumn('empid', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, ['deptid', 'empid'])
      .execute();
    // Deleting an employee finds the links to delete with it by this index.
    await db.schema.createIndex(`${table}_emp_idx`).on(table).column('empid').execute();
  }

  await db.schema
    .createTable('visitor_manager')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('empid', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('visitor_manager_pk', ['company_id', 'empid'])
    .execute();
  await db.schema.createIndex('visitor_manager_emp_idx').on('visitor_manager').column('empid').execute();

  // Equipment groups have no table yet, so the group side has no foreign key.
  await db.schema
    .createTable('employee_equipment_group')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('empid', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('egid', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('employee_equipment_group_pk', ['empid', 'egid'])
    .execute();
  // No index by group yet: it comes with the groups, and until then a planner could prefer it to the key above.
}

/** The company of each of these employee ids that exists. */
async function companiesOfEmployees(db: Db, empids: number[]): Promise<Map<number, number>> {
  const companies = new Map<number, number>();
  for (let start = 0; start < empids.length; start += batchSize) {
    const rows = await db
      .selectFrom('employee')
      .select(['id', 'company_id'])
      .where('id', 'in', empids.slice(start, start + batchSize))
      .execute();
    for (const row of rows) companies.set(row.id, row.company_id);
  }
  return companies;
}

async function insertInBatches<T extends keyof OldSchema>(db: Db, table: T, rows: Array<OldSchema[T]>): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one insert for every link table
      .values(rows.slice(start, start + batchSize) as any)
      .execute();
  }
}

/** Rows with non-empty text, a batch at a time in id order, so a large table is never held at once. */
async function forEachBatch<R extends { id: number }>(
  read: (afterId: number) => Promise<R[]>,
  handle: (rows: R[]) => Promise<void>,
) {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId);
    if (rows.length === 0) return;
    await handle(rows);
    afterId = rows.at(-1)!.id;
  }
}

/** Only ids of employees of the department's own company are kept. */
async function moveDepartmentPeople(db: Db): Promise<void> {
  await forEachBatch(
    (afterId) =>
      db
        .selectFrom('department')
        .select(['id', 'company_id', 'dept_manager_empid', 'default_receiver'])
        .where('id', '>', afterId)
        .where((eb) => eb.or([eb('dept_manager_empid', '<>', ''), eb('default_receiver', '<>', '')]))
        .orderBy('id')
        .limit(batchSize)
        .execute(),
    async (departments) => {
      const parsed = departments.map((department) => ({
        department,
        directors: idsInText(department.dept_manager_empid),
        receivers: idsInText(department.default_receiver),
      }));
      const companies = await companiesOfEmployees(db, [...new Set(parsed.flatMap((p) => [...p.directors, ...p.receivers]))]);
      const links = (department: OldSchema['department'], empids: number[]) =>
        empids
          .filter((empid) => companies.get(empid) === department.company_id)
          .map((empid) => ({ company_id: department.company_id, deptid: department.id, empid }));
      await insertInBatches(
        db,
        'department_director',
        parsed.flatMap((p) => links(p.department, p.directors)),
      );
      await insertInBatches(
        db,
        'department_receiver',
        parsed.flatMap((p) => links(p.department, p.receivers)),
      );
    },
  );
}

async function moveVisitorManagers(db: Db): Promise<void> {
  await forEachBatch(
    (afterId) =>
      db
        .selectFrom('company')
        .select(['id', 'visitor_manager'])
        .where('id', '>', afterId)
        .where('visitor_manager', '<>', '')
        .orderBy('id')
        .limit(batchSize)
        .execute(),
    async (rows) => {
      const parsed = rows.map((company) => ({ company, empids: idsInText(company.visitor_manager) }));
      const companies = await companiesOfEmployees(db, [...new Set(parsed.flatMap((p) => p.empids))]);
      await insertInBatches(
        db,
        'visitor_manager',
        parsed.flatMap(({ company, empids }) =>
          empids.filter((empid) => companies.get(empid) === company.id).map((empid) => ({ company_id: company.id, empid })),
        ),
      );
    },
  );
}

async function moveEquipmentGroups(db: Db): Promise<void> {
  await forEachBatch(
    (afterId) =>
      db
        .selectFrom('employee')
        .select(['id', 'company_id', 'egids'])
        .where('id', '>', afterId)
        .where('egids', '<>', '')
        .orderBy('id')
        .limit(batchSize)
        .execute(),
    async (employees) => {
      await insertInBatches(
        db,
        'employee_equipment_group',
        employees.flatMap((employee) =>
          idsInText(employee.egids).map((egid) => ({ company_id: employee.company_id, empid: employee.id, egid })),
        ),
      );
    },
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
