import type { LoginResult } from '@vestibule/contract';
import { sql } from 'kysely';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { connectDatabase, type Db } from '../../apps/server/src/platform/db/connect.js';
import { searchKey } from '../../apps/server/src/platform/db/portable.js';
import type { BenchDatabase } from './databases.js';
import { callApi } from './server.js';

/* A large company's people, written straight into the database, for the people benchmarks. */

const givenNames = (
  'Aaron Abigail Adam Alice Amelia Andrew Anna Ben Bella Caleb Chloe Daniel Diana Eli Emma Ethan ' +
  'Fiona Gavin Grace Hannah Henry Isaac Ivy Jack Jade James Julia Kevin Kate Liam Lily Lucas Maria ' +
  'Mark Mason Mia Nathan Nora Oliver Olivia Owen Paul Penny Quinn Rachel Ryan Sam Sara Sophia ' +
  'Thomas Tina Uma Victor Vera Wang Wendy Xavier Xia Yusuf Yvonne Zach Zoe Li Chen'
).split(' ');
const familyNames = (
  'Adams Baker Brown Campbell Carter Chen Clark Collins Davis Edwards Evans Fischer Garcia Green ' +
  'Hall Harris Hill Huang Jackson Johnson King Lee Lewis Li Liu Lopez Martin Miller Mitchell Moore ' +
  'Morgan Murphy Nelson Nguyen Parker Perez Phillips Roberts Robinson Rodriguez Scott Smith Taylor ' +
  'Thomas Thompson Turner Walker Wang White Williams Wilson Wood Wright Wu Xu Yang Young Zhang ' +
  'Zhao Zhou Sato Suzuki Tanaka Kim'
).split(' ');

/** Deterministic name of employee `index`: a fixed linear congruence picks the given and family names. */
export const nameOf = (index: number) => {
  const mixed = (index * 2_654_435_761) >>> 0;
  return `${givenNames[mixed % givenNames.length]} ${familyNames[(mixed >>> 8) % familyNames.length]}`;
};

/** Work numbers: "E000042" for even indexes, all-digit "000043" for odd ones. */
export const workNumberOf = (index: number) =>
  index % 2 === 0 ? `E${String(index).padStart(6, '0')}` : String(index).padStart(6, '0');

export interface PeopleShape {
  employees: number;
  departments: number;
}

export interface SeededPeople {
  companyId: number;
  /** The Administrator's header value. */
  header: string;
  deptIds: number[];
  /** Employee ids in seeding order. */
  empids: number[];
  seedSeconds: number;
}

/**
 * Employees spread over departments (one each, round robin), phones
 * 138xxxxxxxx, half with a card number, one in 50 disabled and one in 40
 * hidden at the pad.
 */
async function seed(db: Db, companyId: number, shape: PeopleShape): Promise<{ deptIds: number[]; empids: number[] }> {
  const now = Date.now();
  const empids: number[] = [];
  let deptIds: number[] = [];
  await db.db.transaction().execute(async (trx) => {
    const deptRows = Array.from({ length: shape.departments }, (_, index) => ({
      companyId,
      deptName: `Department ${index}`,
      deptNameKey: `department ${index}`,
      deptNo: `D${String(index).padStart(4, '0')}`,
      createdAt: now,
    }));
    deptIds = [];
    for (let start = 0; start < deptRows.length; start += 500) {
      const inserted = await trx
        .insertInto('department')
        .values(deptRows.slice(start, start + 500))
        .returning('id')
        .execute();
      deptIds.push(...inserted.map((row) => row.id));
    }
    for (let start = 0; start < shape.employees; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, shape.employees - start) }, (_, offset) => {
        const index = start + offset;
        const empName = nameOf(index);
        return {
          companyId,
          empName,
          empNameKey: searchKey(empName),
          empNo: workNumberOf(index),
          empPhone: `138${String(index).padStart(8, '0')}`,
          cardNo: index % 2 === 0 ? `C${String(index).padStart(7, '0')}` : '',
          empState: index % 50 === 0 ? 2 : 0,
          padHidden: index % 40 === 0 ? 1 : 0,
          createdAt: now,
          updatedAt: now,
        };
      });
      const ids = (await trx.insertInto('employee').values(rows).returning('id').execute()).map((row) => row.id);
      empids.push(...ids);
      await trx
        .insertInto('empDept')
        .values(ids.map((empid, offset) => ({ empid, deptid: deptIds[(start + offset) % shape.departments]!, companyId })))
        .execute();
    }
  });
  // The steady state autovacuum keeps on PostgreSQL: statistics and a visibility map for index-only scans.
  await (db.dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db.db);
  return { deptIds, empids };
}

/** Registers a company through the app at `appUrl` and seeds its people through `db`. */
export async function seedCompanyPeople(appUrl: string, db: Db, label: string, shape: PeopleShape): Promise<SeededPeople> {
  const slug = label.toLowerCase().replace(/\W+/g, '-');
  const registered = await callApi<LoginResult>(appUrl, 'Register', {
    name: 'Ada Admin',
    company: `${label} Bench Company`,
    email: `admin@${slug}-bench.example.com`,
    phone: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'secret-Pass1',
  });
  const { userid, token } = registered.envelope.result;
  const started = performance.now();
  const { deptIds, empids } = await seed(db, userid, shape);
  return { companyId: userid, header: `${userid}-${token}`, deptIds, empids, seedSeconds: (performance.now() - started) / 1000 };
}

/** A second connection to the case's database, for seeding and compiling the repositories' SQL. */
export function connectBenchDatabase(database: BenchDatabase): Db {
  const config = loadConfig({ ...database.environment, LOG_LEVEL: 'error' });
  return connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, poolSize: 2 });
}
