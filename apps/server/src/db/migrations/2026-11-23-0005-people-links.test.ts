import type { DepartmentNode, Employee, Envelope, UserInfo } from '@vestibule/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../app.js';
import { highestWorkNumber } from '../../features/employees/employees.repo.js';
import { openSession } from '../../platform/auth/sessions.js';
import { loadConfig } from '../../platform/config.js';
import type { AppContext } from '../../platform/context.js';
import { migrateUpTo } from '../../platform/db/migrate.js';
import { idsInText } from './2026-11-23-0005-people-links.js';

/*
 * A database written by the schema before this migration, with the id lists
 * as text, moved forward: the links hold the ids of the company's own
 * employees, and the API answers with the same text it answered before.
 */

const now = Date.UTC(2026, 10, 20);
const [alpha, beta] = [20_000_001, 20_000_002];

let testDatabase: TestDatabase;
let app: FastifyInstance;
let ctx: AppContext;
let ids: Record<'ann' | 'ben' | 'cat' | 'dan' | 'outsider' | 'head' | 'empty' | 'betaDept', number>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the schema as it was before this migration
type OldDb = Kysely<any>;

const insertOld = async (db: OldDb, table: string, row: Record<string, unknown>) =>
  (await db.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow()).id as number;

async function writeOldRows(db: OldDb) {
  const old = db.withoutPlugins();
  for (const [id, name] of [
    [alpha, 'Alpha'],
    [beta, 'Beta'],
  ] as const) {
    await insertOld(old, 'company', {
      id,
      company: name,
      company_key: name.toLowerCase(),
      username: `${name} Admin`,
      email: `admin@${name.toLowerCase()}.example.com`,
      phone: `1390000000${id % 10}`,
      password_hash: 'x',
      password_changed_at: now,
      reg_date: now,
    });
  }
  const employee = (company_id: number, emp_name: string, fields: Record<string, unknown>) =>
    insertOld(old, 'employee', {
      company_id,
      emp_name,
      emp_name_key: emp_name.toLowerCase(),
      emp_phone: `138${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      created_at: now,
      updated_at: now,
      ...fields,
    });
  const ann = await employee(alpha, 'Ann', { emp_no: '0099', egids: '3,4', start_date: '20260101', end_date: '20261231' });
  const ben = await employee(alpha, 'Ben', { emp_no: '12', egids: '9, x, 7,9' });
  const cat = await employee(alpha, 'Cat', { emp_no: 'X500' });
  const dan = await employee(alpha, 'Dan', {});
  const outsider = await employee(beta, 'Outsider', { emp_no: '5000' });
  const department = (company_id: number, dept_name: string, fields: Record<string, unknown>) =>
    insertOld(old, 'department', {
      company_id,
      dept_name,
      dept_name_key: dept_name.toLowerCase(),
      dept_no: dept_name,
      created_at: now,
      ...fields,
    });
  const head = await department(alpha, 'Head', {
    // Another company's employee, an unknown id and junk are dropped.
    dept_manager_empid: `${ben}, ${ann},${outsider},abc,999999,${ben}`,
    default_receiver: `[${cat},"${ann}",${outsider}]`,
  });
  const empty = await department(alpha, 'Empty', {});
  const betaDept = await department(beta, 'Beta dept', { dept_manager_empid: String(ann), default_receiver: `${outsider}` });
  await old
    .updateTable('company')
    .set({ visitor_manager: `${dan},${outsider},${ann}` })
    .where('id', '=', alpha)
    .execute();
  await old
    .updateTable('company')
    .set({ visitor_manager: String(ann) })
    .where('id', '=', beta)
    .execute();
  return { ann, ben, cat, dan, outsider, head, empty, betaDept };
}

beforeAll(async () => {
  testDatabase = await createTestDatabase({ migrated: false });
  const db = testDatabase.database.db as unknown as OldDb;
  await migrateUpTo(db, '2026-11-23-0003-jobs');
  ids = await writeOldRows(db);
  // Building the app migrates to the latest schema.
  ({ app, ctx } = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'off' }),
    database: testDatabase.database,
    checkResponses: true,
  }));
});
afterAll(async () => {
  await app.close();
  await testDatabase.drop();
});

async function call<T>(name: string, body: unknown, companyId = alpha): Promise<T> {
  const { token } = await openSession(ctx, { kind: 'manager', subjectId: companyId, companyId }, '127.0.0.1');
  const response = await app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: body as object,
    headers: { 'x-coolvisit-token': `${companyId}-${token}` },
  });
  const envelope = response.json<Envelope<T>>();
  if (envelope.status !== 0) throw new Error(`${name}: ${envelope.status} ${envelope.reason}`);
  return envelope.result;
}

describe(`migration 0005 people links (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it.each([
    ['3,8', [3, 8]],
    [' 3 , 8 ,3', [3, 8]],
    ['[3,8]', [3, 8]],
    ['["3", 8]', [3, 8]],
    ['', []],
    ['a,b,-1,0,2147483648,7', [7]],
    ['[]', []],
  ])('reads the ids in %j', (text, expected) => {
    expect(idsInText(text)).toEqual(expected);
  });

  it('moves directors and receivers into links, keeping only the company’s own employees', async () => {
    const db = ctx.database.db;
    const links = async (table: 'departmentDirector' | 'departmentReceiver') =>
      (await db.selectFrom(table).select(['companyId', 'deptid', 'empid']).orderBy('deptid').orderBy('empid').execute()).map(
        (row) => [row.companyId, row.deptid, row.empid],
      );
    expect(await links('departmentDirector')).toEqual([
      [alpha, ids.head, Math.min(ids.ann, ids.ben)],
      [alpha, ids.head, Math.max(ids.ann, ids.ben)],
    ]);
    expect(await links('departmentReceiver')).toEqual(
      [
        [alpha, ids.head, ids.ann],
        [alpha, ids.head, ids.cat],
        [beta, ids.betaDept, ids.outsider],
      ].sort((a, b) => a[1]! - b[1]! || a[2]! - b[2]!),
    );
    const managers = await db
      .selectFrom('visitorManager')
      .select(['companyId', 'empid'])
      .orderBy('companyId')
      .orderBy('empid')
      .execute();
    expect(managers).toEqual([
      { companyId: alpha, empid: ids.ann },
      { companyId: alpha, empid: ids.dan },
    ]);
    const groups = await db.selectFrom('employeeEquipmentGroup').selectAll().orderBy('empid').orderBy('egid').execute();
    expect(groups).toEqual([
      { companyId: alpha, empid: ids.ann, egid: 3 },
      { companyId: alpha, empid: ids.ann, egid: 4 },
      { companyId: alpha, empid: ids.ben, egid: 7 },
      { companyId: alpha, empid: ids.ben, egid: 9 },
    ]);
  });

  it('drops the text columns and the index that repeated the unique one, and stores validity days as YYYY-MM-DD', async () => {
    const db = ctx.database.db;
    const tables = await db.introspection.getTables();
    const columnsOf = (name: string) => tables.find((table) => table.name === name)?.columns.map((column) => column.name) ?? [];
    expect(columnsOf('department')).not.toContain('dept_manager_empid');
    expect(columnsOf('department')).not.toContain('default_receiver');
    expect(columnsOf('company')).not.toContain('visitor_manager');
    expect(columnsOf('employee')).not.toContain('egids');
    const days = await db.selectFrom('employee').select(['id', 'startDate', 'endDate']).where('companyId', '=', alpha).execute();
    expect(days.find((row) => row.id === ids.ann)).toMatchObject({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(days.find((row) => row.id === ids.dan)).toMatchObject({ startDate: '', endDate: '' });
    await expect(db.schema.dropIndex('employee_no_idx').execute()).rejects.toThrow();
    expect(await highestWorkNumber(db, alpha)).toBe('0099');
  });

  it('answers the API with the same text as before', async () => {
    const department = await call<{ deptManagerEmpid: string; defaultReceiver: string }>('getDepartment', { deptid: ids.head });
    const [firstDirector, secondDirector] = [ids.ann, ids.ben].sort((a, b) => a - b);
    const receivers = [ids.ann, ids.cat].sort((a, b) => a - b);
    expect(department).toMatchObject({
      deptManagerEmpid: `${firstDirector},${secondDirector}`,
      defaultReceiver: JSON.stringify(receivers),
    });
    const tree = await call<DepartmentNode[]>('getDeptList', {});
    const empty = tree.find((node) => node.deptid === ids.empty);
    expect(empty).toMatchObject({ deptManagerEmpid: '', defaultReceiver: '', deptManager: [] });
    expect(tree.find((node) => node.deptid === ids.head)?.deptManager.map((director) => director.empName)).toEqual(
      ids.ann < ids.ben ? ['Ann', 'Ben'] : ['Ben', 'Ann'],
    );
    const info = await call<UserInfo>('GetUserInfo', {});
    expect(info.visitorManager).toBe([ids.ann, ids.dan].sort((a, b) => a - b).join(','));
    expect((await call<UserInfo>('GetUserInfo', {}, beta)).visitorManager).toBe('');
    const [ann] = await call<Employee[]>('getEmpByName', { name: 'Ann' });
    expect(ann).toMatchObject({ egids: '3,4', startDate: '20260101', endDate: '20261231' });
    const listed = await call<Employee[]>('GetEmpList', {});
    expect(listed.find((employee) => employee.empid === ids.ben)).toMatchObject({ egids: '7,9', startDate: '' });
    expect(await call<string>('getMaxEmpNo', {})).toBe('0100');
  });
});
