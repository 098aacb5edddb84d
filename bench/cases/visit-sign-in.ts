import type { LoginResult } from '@vestibule/contract';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { ymdOf } from '../../apps/server/src/platform/calendar.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { searchKey } from '../../apps/server/src/platform/db/portable.js';
import type { BenchCase } from '../lib/bench-case.js';
import type { BenchDatabase } from '../lib/databases.js';
import { compareLoad, loadDescription, loadSettings } from '../lib/load.js';
import { connectBenchDatabase } from '../lib/people-seed.js';
import { printLoadTable, throughputRatio } from '../lib/report.js';
import { callApi, startApp, startBareServer } from '../lib/server.js';
import { columns, writerFor } from '../lib/visit-seed.js';

const target = 0.5;

/**
 * Expected visitors ready to sign in: authorised, no appointment time (so no
 * early/late limit), not yet arrived, listed on days spread over two years
 * (a day holds a few thousand visits, not the whole pool: the day count the
 * sign-in answers reads the day's visits).
 */
async function expectedVisits(database: BenchDatabase, companyId: number, count: number): Promise<number[]> {
  const writer = writerFor(database);
  const now = Date.now();
  const dayMs = 24 * 60 * 60_000;
  try {
    for (let start = 0; start < count; start += 20_000) {
      const rows = Array.from({ length: Math.min(20_000, count - start) }, (_, offset) => {
        const vname = `Expected ${start + offset}`;
        const row: Record<(typeof columns)[number], unknown> = {
          company_id: companyId,
          vname,
          vname_key: searchKey(vname),
          vphone: `137${String(start + offset).padStart(8, '0')}`,
          emp_name: '',
          emp_name_key: '',
          signin_type: 2,
          permission: 1,
          visitdate: null,
          sign_out_date: null,
          appointment_date: null,
          list_day: ymdOf(now - (1 + ((start + offset) % 730)) * dayMs),
          created_at: now,
        };
        return columns.map((column) => row[column]);
      });
      await writer.insertVisits(rows);
    }
  } finally {
    await writer.finish();
  }
  const db = connectBenchDatabase(database);
  try {
    const rows = await db.db
      .selectFrom('visit')
      .select('id')
      .where('companyId', '=', companyId)
      .where('visitdate', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  } finally {
    await db.destroy();
  }
}

const signInSql = (dialect: string) =>
  dialect === 'sqlite'
    ? 'update visit set visitdate = ?, list_day = ?, sign_in_op_name = ? where company_id = ? and id = ? and visitdate is null and sign_out_date is null returning id'
    : 'update visit set visitdate = $1, list_day = $2, sign_in_op_name = $3 where company_id = $4 and id = $5 and visitdate is null and sign_out_date is null returning id';

/** The bare driver, writable, running the sign-in update alone. */
function bareUpdate(database: BenchDatabase) {
  const config = loadConfig({ ...database.environment, LOG_LEVEL: 'error' });
  const statement = signInSql(database.dialect);
  if (database.dialect === 'sqlite') {
    const connection = new SQLite(config.sqliteFile);
    // As the app's connection is set up (platform/db/connect.ts).
    connection.pragma('journal_mode = WAL');
    connection.pragma('busy_timeout = 5000');
    connection.pragma('synchronous = NORMAL');
    const prepared = connection.prepare(statement);
    return { run: async (parameters: unknown[]) => prepared.all(...parameters), close: async () => connection.close() };
  }
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize });
  return { run: async (parameters: unknown[]) => (await pool.query(statement, parameters)).rows, close: () => pool.end() };
}

/**
 * VisitAppointmentSignin through the whole app (session, screening, the
 * conditional update, the timeline, the day count) against a bare route doing
 * the same conditional update through the bare driver; each request signs in
 * a visitor of its own, and every answer must be a success.
 */
export const visitSignInCase: BenchCase = {
  name: 'visit-sign-in',
  summary: `VisitAppointmentSignin throughput with ${loadSettings.connections} connections: app / bare route running the same update >= ${target}, 0 errors`,
  async run(database) {
    const app = await startApp(database);
    let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
    let driver: ReturnType<typeof bareUpdate> | undefined;
    try {
      const registered = await callApi<LoginResult>(app.url, 'Register', {
        name: 'Ada Admin',
        company: 'Sign-in Bench Company',
        email: 'admin@sign-in-bench.example.com',
        phone: '13900000000',
        password: 'secret-Pass1',
      });
      const { userid, token } = registered.envelope.result;
      const perSide = Number(process.env.BENCH_SIGN_INS ?? 200_000);
      const vids = await expectedVisits(database, userid, perSide * 2);
      const appVids = vids.filter((_, index) => index % 2 === 0);
      const bareVids = vids.filter((_, index) => index % 2 === 1);
      const run = (driver = bareUpdate(database)).run;
      bare = await startBareServer((server) => {
        server.post<{ Body: { vid: number } }>('/api/VisitAppointmentSignin', async (request) => {
          const now = Date.now();
          const rows = await run([now, ymdOf(now), 'Ada Admin', userid, request.body.vid]);
          return rows.length === 1
            ? { status: 0, result: null, reason: 'success' }
            : { status: 105, result: null, reason: 'signed in' };
        });
      });
      const header = `${userid}-${token}`;
      const headers = { 'content-type': 'application/json', 'x-coolvisit-token': header };
      const taker = (pool: number[], side: string) => {
        let next = 0;
        return () => {
          const vid = pool[next++];
          if (vid === undefined)
            throw new Error(`visit-sign-in ran out of expected visitors on the ${side} side: raise BENCH_SIGN_INS`);
          return JSON.stringify({ userid, vid });
        };
      };
      const succeeded = (body: string) => (JSON.parse(body) as { status: number }).status === 0;
      const [measured, baseline] = await compareLoad([
        {
          label: 'app POST /api/VisitAppointmentSignin',
          request: {
            url: `${app.url}/api/VisitAppointmentSignin`,
            headers,
            body: '{}',
            nextBody: taker(appVids, 'app'),
            verifyBody: succeeded,
          },
        },
        {
          label: 'bare route, same update',
          request: {
            url: `${bare.url}/api/VisitAppointmentSignin`,
            headers,
            body: '{}',
            nextBody: taker(bareVids, 'bare'),
            verifyBody: succeeded,
          },
        },
      ]);
      if (!measured || !baseline) throw new Error('the load run answered no figures');
      printLoadTable(`visit-sign-in on ${database.dialect}: ${loadDescription()}`, [measured, baseline]);
      return [
        throughputRatio(
          { caseName: this.name, database: database.dialect, label: 'throughput app / bare' },
          measured,
          baseline,
          target,
        ),
      ];
    } finally {
      await Promise.all([app.close(), bare?.close(), driver?.close()]);
    }
  },
};
