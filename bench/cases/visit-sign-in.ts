import type { LoginResult } from '@vestibule/contract';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
import { ymdOf } from '../../apps/server/src/platform/calendar.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { tallyShards } from '../../apps/server/src/features/visits/visit-tally.repo.js';
import { searchKey } from '../../apps/server/src/platform/db/portable.js';
import type { BenchCase } from '../lib/bench-case.js';
import type { BenchDatabase } from '../lib/databases.js';
import { compareLoad, loadDescription, loadSettings } from '../lib/load.js';
import { connectBenchDatabase } from '../lib/people-seed.js';
import { printLoadTable, throughputRatio } from '../lib/report.js';
import { callApi, startApp, startBareServer } from '../lib/server.js';
import { columns, writerFor } from '../lib/visit-seed.js';
import { benchPool } from '../lib/bench-pool.js';

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

/**
 * What one sign-in does to the database, as the app does it in one
 * transaction: read the visit and the company, the conditional update, the
 * timeline row, the day's tally, (on PostgreSQL) the live event, and the
 * day's count read from the tally.
 */
const signInStatements = {
  visit: 'select * from visit where company_id = ? and id = ?',
  company: 'select * from company where id = ?',
  update:
    'update visit set visitdate = ?, list_day = ?, sign_in_op_name = ?, sign_in_gate = ? where company_id = ? and id = ? and visitdate is null and sign_out_date is null returning subaccount_id',
  tally:
    'insert into visit_day_tally (company_id, subaccount_id, day, shard, signed_in) values (?, 0, ?, ?, 1) on conflict (company_id, day, subaccount_id, shard) do update set signed_in = visit_day_tally.signed_in + 1',
  event: "insert into visit_event (company_id, vid, kind, at, operator, gate, reason) values (?, ?, 'signedIn', ?, ?, '', '')",
  notify: 'select pg_notify(?, ?)',
  count: 'select sum(signed_in) as count from visit_day_tally where company_id = ? and day = ?',
};
type Statement = keyof typeof signInStatements;

/** `?` placeholders as PostgreSQL's `$1, $2, …`. */
const numbered = (statement: string) => {
  let index = 0;
  return statement.replace(/\?/g, () => `$${++index}`);
};

interface BareSignIn {
  /** The sign-in's statements in one transaction; whether the update changed the visit. */
  signIn(companyId: number, vid: number): Promise<boolean>;
  /** The conditional update alone, outside any transaction. */
  updateOnly(companyId: number, vid: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The bare driver, writable, connected as the app's connection is (platform/db/connect.ts). */
function bareSignIn(database: BenchDatabase): BareSignIn {
  const config = loadConfig({ ...database.environment, LOG_LEVEL: 'error' });
  const operator = 'Ada Admin';
  if (database.dialect === 'sqlite') {
    const connection = new SQLite(config.sqliteFile);
    connection.pragma('journal_mode = WAL');
    connection.pragma('busy_timeout = 5000');
    connection.pragma('synchronous = NORMAL');
    const prepared = Object.fromEntries(
      (Object.keys(signInStatements) as Statement[])
        .filter((name) => name !== 'notify')
        .map((name) => [name, connection.prepare(signInStatements[name])]),
    ) as Record<Exclude<Statement, 'notify'>, SQLite.Statement>;
    const update = (companyId: number, vid: number, now: number) =>
      prepared.update.all(now, ymdOf(now), operator, '', companyId, vid).length === 1;
    const signIn = connection.transaction((companyId: number, vid: number) => {
      const now = Date.now();
      prepared.visit.get(companyId, vid);
      prepared.company.get(companyId);
      if (!update(companyId, vid, now)) return false;
      prepared.tally.run(companyId, ymdOf(now), vid % tallyShards);
      prepared.event.run(companyId, vid, now, operator);
      prepared.count.get(companyId, ymdOf(now));
      return true;
    });
    return {
      signIn: async (companyId, vid) => signIn(companyId, vid),
      updateOnly: async (companyId, vid) => update(companyId, vid, Date.now()),
      close: async () => {
        connection.close();
      },
    };
  }
  const pool = benchPool(config.databaseUrl, config.databasePoolSize);
  const sqlOf = (name: Statement) => numbered(signInStatements[name]);
  const update = async (client: pg.Pool | pg.PoolClient, companyId: number, vid: number, now: number) =>
    (await client.query(sqlOf('update'), [now, ymdOf(now), operator, '', companyId, vid])).rowCount === 1;
  return {
    signIn: async (companyId, vid) => {
      const client = await pool.connect();
      try {
        const now = Date.now();
        await client.query('begin');
        await client.query(sqlOf('visit'), [companyId, vid]);
        await client.query(sqlOf('company'), [companyId]);
        const changed = await update(client, companyId, vid, now);
        if (changed) {
          await client.query(sqlOf('tally'), [companyId, ymdOf(now), vid % tallyShards]);
          await client.query(sqlOf('event'), [companyId, vid, now, operator]);
          await client.query(sqlOf('notify'), ['vestibule_events', JSON.stringify({ companyId })]);
          await client.query(sqlOf('count'), [companyId, ymdOf(now)]);
        }
        await client.query('commit');
        return changed;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    updateOnly: (companyId, vid) => update(pool, companyId, vid, Date.now()),
    close: () => pool.end(),
  };
}

/**
 * VisitAppointmentSignin through the whole app (session, validation, the
 * unit of work, screening, the timeline, the day count) against a bare route
 * running the same statements in one transaction through the bare driver;
 * each request signs in a visitor of its own, and every answer must be a
 * success. A bare route running only the conditional update is measured too,
 * for the record, without a target.
 */
export const visitSignInCase: BenchCase = {
  name: 'visit-sign-in',
  summary: `VisitAppointmentSignin throughput with ${loadSettings.connections} connections: app / bare route running the same statements >= ${target}, 0 errors`,
  async run(database) {
    const app = await startApp(database);
    let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
    let driver: BareSignIn | undefined;
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
      const vids = await expectedVisits(database, userid, perSide * 3);
      const side = (remainder: number) => vids.filter((_, index) => index % 3 === remainder);
      const bareDriverRef = (driver = bareSignIn(database));
      const answer = (changed: boolean) =>
        changed ? { status: 0, result: null, reason: 'success' } : { status: 105, result: null, reason: 'signed in' };
      bare = await startBareServer((server) => {
        server.post<{ Body: { vid: number } }>('/api/VisitAppointmentSignin', async (request) =>
          answer(await bareDriverRef.signIn(userid, request.body.vid)),
        );
        server.post<{ Body: { vid: number } }>('/api/updateOnly', async (request) =>
          answer(await bareDriverRef.updateOnly(userid, request.body.vid)),
        );
      });
      const header = `${userid}-${token}`;
      const headers = { 'content-type': 'application/json', 'x-coolvisit-token': header };
      const taker = (pool: number[], label: string) => {
        let next = 0;
        return () => {
          const vid = pool[next++];
          if (vid === undefined) throw new Error(`visit-sign-in ran out of expected visitors for ${label}: raise BENCH_SIGN_INS`);
          return JSON.stringify({ userid, vid });
        };
      };
      const succeeded = (body: string) => (JSON.parse(body) as { status: number }).status === 0;
      const loadTarget = (label: string, url: string, pool: number[]) => ({
        label,
        request: { url, headers, body: '{}', nextBody: taker(pool, label), verifyBody: succeeded },
      });
      const [measured, baseline, updateOnly] = await compareLoad([
        loadTarget('app POST /api/VisitAppointmentSignin', `${app.url}/api/VisitAppointmentSignin`, side(0)),
        loadTarget('bare route, same statements', `${bare.url}/api/VisitAppointmentSignin`, side(1)),
        loadTarget('bare route, the update alone', `${bare.url}/api/updateOnly`, side(2)),
      ]);
      if (!measured || !baseline || !updateOnly) throw new Error('the load run answered no figures');
      printLoadTable(`visit-sign-in on ${database.dialect}: ${loadDescription()}`, [measured, baseline, updateOnly]);
      console.log(
        `  for the record, app / the update alone: ${(measured.requestsPerSecond / updateOnly.requestsPerSecond).toFixed(2)}`,
      );
      return [
        throughputRatio(
          { caseName: this.name, database: database.dialect, label: 'throughput app / bare same statements' },
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
