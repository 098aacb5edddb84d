import type { LoginResult } from '@vestibule/contract';
import SQLite from 'better-sqlite3';
import { ymdOf } from '../../apps/server/src/platform/calendar.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { searchKey } from '../../apps/server/src/platform/db/portable.js';
import type { BenchDatabase } from './databases.js';
import { nameOf } from './people-seed.js';
import { callApi } from './server.js';
import { benchPool } from './bench-pool.js';

/*
 * Visits for the visit benchmarks: one large company with BENCH_VISITS visits
 * (2,000,000 by default, or the count a case asks for) spread over two years, plus 1,000 small companies
 * with a few visits each, written through the bare driver in batches (nothing
 * is cached on disk).
 */

const day = 24 * 60 * 60_000;
export const visitCount = Number(process.env.BENCH_VISITS ?? 2_000_000);
const smallCompanies = Number(process.env.BENCH_SMALL_COMPANIES ?? 1000);
const visitsPerSmallCompany = 20;
const spanDays = 730;

export interface SeededVisits {
  companyId: number;
  header: string;
  /** A day before the first visit, and the last day holding visits (today): the range that holds them all. */
  firstDay: string;
  lastDay: string;
  seedSeconds: number;
  /** Visits of the large company, and of all companies. */
  visits: number;
  total: number;
}

export const columns = [
  'company_id',
  'vname',
  'vname_key',
  'vphone',
  'emp_name',
  'emp_name_key',
  'signin_type',
  'permission',
  'visitdate',
  'sign_out_date',
  'appointment_date',
  'list_day',
  'created_at',
] as const;

/** Visit `index` of a company: an instant in the two years up to `now`, signed in and (but the newest) out. */
function visitRow(companyId: number, index: number, count: number, now: number): unknown[] {
  const vname = nameOf(index);
  const host = nameOf(index * 7 + 3);
  // Evenly over the span, newest last; working hours 8:00 to 18:00.
  const dayStart = now - spanDays * day + Math.floor((index / count) * spanDays) * day;
  const midnight = new Date(dayStart).setHours(0, 0, 0, 0);
  const at = midnight + 8 * 3_600_000 + ((index * 7919) % (10 * 3_600_000));
  const signedIn = index % 10 !== 0;
  const visitdate = signedIn ? at : null;
  const signOutDate = signedIn && index % 50 !== 1 ? at + 3_600_000 : null;
  return [
    companyId,
    vname,
    searchKey(vname),
    `139${String(index % 100_000_000).padStart(8, '0')}`,
    host,
    searchKey(host),
    2,
    1,
    visitdate,
    signOutDate,
    at,
    ymdOf(at),
    at,
  ];
}

export interface Writer {
  insertCompany(id: number, now: number): Promise<void>;
  insertVisits(rows: unknown[][]): Promise<void>;
  finish(): Promise<void>;
}

export function writerFor(database: BenchDatabase): Writer {
  const config = loadConfig({ ...database.environment, LOG_LEVEL: 'error' });
  const companySql = (placeholders: string[]) =>
    `insert into company (id, company, company_key, username, email, phone, password_hash, password_changed_at, reg_date) values (${placeholders.join(', ')})`;
  if (database.dialect === 'sqlite') {
    const connection = new SQLite(config.sqliteFile);
    connection.pragma('journal_mode = WAL');
    const company = connection.prepare(companySql(Array.from({ length: 9 }, () => '?')));
    const batch = 500;
    const many = connection.prepare(
      `insert into visit (${columns.join(', ')}) values ${Array.from({ length: batch }, () => `(${columns.map(() => '?').join(', ')})`).join(', ')}`,
    );
    const one = connection.prepare(`insert into visit (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
    const insertAll = connection.transaction((rows: unknown[][]) => {
      let start = 0;
      for (; start + batch <= rows.length; start += batch) many.run(...rows.slice(start, start + batch).flat());
      for (; start < rows.length; start += 1) one.run(...rows[start]!);
    });
    return {
      insertCompany: async (id, now) => {
        company.run(id, `Small ${id}`, `small ${id}`, 'Admin', `admin-${id}@small.example.com`, '13900000000', 'x', now, now);
      },
      insertVisits: async (rows) => {
        insertAll(rows);
      },
      finish: async () => {
        connection.exec('analyze');
        connection.close();
      },
    };
  }
  const pool = benchPool(config.databaseUrl, 2);
  return {
    insertCompany: async (id, now) => {
      await pool.query(companySql(Array.from({ length: 9 }, (_, index) => `$${index + 1}`)), [
        id,
        `Small ${id}`,
        `small ${id}`,
        'Admin',
        `admin-${id}@small.example.com`,
        '13900000000',
        'x',
        now,
        now,
      ]);
    },
    insertVisits: async (rows) => {
      // Unnested arrays: one statement of any size with 13 parameters.
      const types = ['int', 'text', 'text', 'text', 'text', 'text', 'int', 'int', 'int8', 'int8', 'int8', 'text', 'int8'];
      const arrays = columns.map((_, column) => rows.map((row) => row[column]));
      await pool.query(
        `insert into visit (${columns.join(', ')}) select * from unnest(${types.map((type, index) => `$${index + 1}::${type}[]`).join(', ')})`,
        arrays,
      );
    },
    finish: async () => {
      await pool.query('vacuum analyze visit');
      await pool.end();
    },
  };
}

/**
 * Registers the large company through the app and writes its `count` visits
 * (BENCH_VISITS by default) and the small companies through the bare driver.
 */
export async function seedVisits(
  appUrl: string,
  database: BenchDatabase,
  label: string,
  count = visitCount,
): Promise<SeededVisits> {
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
  const now = Date.now();
  const writer = writerFor(database);
  const batch = 20_000;
  try {
    for (let start = 0; start < count; start += batch) {
      const rows = Array.from({ length: Math.min(batch, count - start) }, (_, offset) =>
        visitRow(userid, start + offset, count, now),
      );
      await writer.insertVisits(rows);
    }
    const smallRows: unknown[][] = [];
    for (let index = 0; index < smallCompanies; index += 1) {
      const id = 90_000_000 + index;
      await writer.insertCompany(id, now);
      for (let visit = 0; visit < visitsPerSmallCompany; visit += 1)
        smallRows.push(visitRow(id, visit, visitsPerSmallCompany, now));
    }
    await writer.insertVisits(smallRows);
  } finally {
    await writer.finish();
  }
  return {
    companyId: userid,
    header: `${userid}-${token}`,
    firstDay: ymdOf(now - (spanDays + 1) * day),
    lastDay: ymdOf(now),
    seedSeconds: (performance.now() - started) / 1000,
    visits: count,
    total: count + smallCompanies * visitsPerSmallCompany,
  };
}
