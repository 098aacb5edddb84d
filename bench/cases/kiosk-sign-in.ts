import type { Employee } from '@vestibule/contract';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
import { ymdOf } from '../../apps/server/src/platform/calendar.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { tallyShards } from '../../apps/server/src/features/visits/visit-tally.repo.js';
import { searchKey } from '../../apps/server/src/platform/db/portable.js';
import type { BenchCase } from '../lib/bench-case.js';
import type { BenchDatabase } from '../lib/databases.js';
import { compareLoad, loadDescription, loadSettings } from '../lib/load.js';
import { printLoadTable, throughputRatio } from '../lib/report.js';
import { callApi, startApp, startBareServer } from '../lib/server.js';
import { seedVisits } from '../lib/visit-seed.js';
import { benchPool } from '../lib/bench-pool.js';

const target = 0.5;

/** Visits already in the table, so the walk-ins land in indexes of a working company's size. */
const backgroundVisits = Number(process.env.BENCH_KIOSK_VISITS ?? 200_000);

/**
 * What one walk-in does to the database, as the app does it in one
 * transaction: read the host with their department, the visitor type's
 * required custom fields and the company, look for the visitor already on site
 * (one person is never on site twice), insert the visit, count it on the day's
 * tally, the timeline row, (on PostgreSQL) the host's alert and the live event,
 * the day's count from the tally, and the visit read back for the answer.
 */
const walkInStatements = {
  host: 'select * from employee where company_id = ? and id = ?',
  department:
    'select emp_dept.empid, emp_dept.deptid, department.dept_name from emp_dept inner join department on department.id = emp_dept.deptid where department.company_id = ? and emp_dept.empid = ? order by emp_dept.deptid',
  requiredFields:
    "select field_name, display_name from visitor_extend where company_id = ? and required = 1 and is_display <> 0 and (e_type = '' or e_type = '') and (field_name <> 'visitType' or e_type <> '') order by input_order, id",
  company: 'select * from company where id = ?',
  onSite:
    "select id, vname, visitdate, sign_in_gate from visit where company_id = ? and vphone = ? and vphone <> '' and visitdate is not null and sign_out_date is null and id <> 0 limit 1",
  insert:
    "insert into visit (company_id, subaccount_id, empid, emp_name, emp_name_key, emp_phone, empdeptid, emp_dept_name, vname, vname_key, vphone, signin_type, permission, status, visitdate, appointment_date, sign_in_op_name, sign_in_gate, extend_col, list_day, created_at) values (?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 1, 0, ?, ?, ?, 'Lobby', '', ?, ?) returning id",
  tally:
    'insert into visit_day_tally (company_id, subaccount_id, day, shard, signed_in) values (?, 0, ?, ?, 1) on conflict (company_id, day, subaccount_id, shard) do update set signed_in = visit_day_tally.signed_in + 1',
  event:
    "insert into visit_event (company_id, vid, kind, at, operator, gate, reason) values (?, ?, 'signedIn', ?, ?, 'Lobby', '')",
  notify: 'select pg_notify(?, ?)',
  count: 'select sum(signed_in) as count from visit_day_tally where company_id = ? and day = ?',
  visit: 'select * from visit where company_id = ? and id = ?',
};
type Statement = keyof typeof walkInStatements;

/** `?` placeholders as PostgreSQL's `$1, $2, …`. */
const numbered = (statement: string) => {
  let index = 0;
  return statement.replace(/\?/g, () => `$${++index}`);
};

interface Host {
  empid: number;
  empName: string;
  empPhone: string;
  deptid: number;
  deptName: string;
}

interface BareWalkIn {
  /** The walk-in's statements in one transaction. */
  signIn(companyId: number, host: Host, visitor: { name: string; phone: string }): Promise<void>;
  /** The insert alone, outside any transaction. */
  insertOnly(companyId: number, host: Host, visitor: { name: string; phone: string }): Promise<void>;
  close(): Promise<void>;
}

const operator = 'Ada Admin';

/** The insert's parameters after the company id. */
const insertValues = (companyId: number, host: Host, visitor: { name: string; phone: string }, now: number) => [
  companyId,
  host.empid,
  host.empName,
  searchKey(host.empName),
  host.empPhone,
  host.deptid,
  host.deptName,
  visitor.name,
  searchKey(visitor.name),
  visitor.phone,
  now,
  now,
  operator,
  ymdOf(now),
  now,
];

/** The bare driver, writable, connected as the app's connection is (platform/db/connect.ts). */
function bareWalkIn(database: BenchDatabase): BareWalkIn {
  const config = loadConfig({ ...database.environment, LOG_LEVEL: 'error' });
  if (database.dialect === 'sqlite') {
    const connection = new SQLite(config.sqliteFile);
    connection.pragma('journal_mode = WAL');
    connection.pragma('busy_timeout = 5000');
    connection.pragma('synchronous = NORMAL');
    const prepared = Object.fromEntries(
      (Object.keys(walkInStatements) as Statement[])
        .filter((name) => name !== 'notify')
        .map((name) => [name, connection.prepare(walkInStatements[name])]),
    ) as Record<Exclude<Statement, 'notify'>, SQLite.Statement>;
    const insert = (companyId: number, host: Host, visitor: { name: string; phone: string }, now: number) =>
      (prepared.insert.get(...insertValues(companyId, host, visitor, now)) as { id: number }).id;
    const signIn = connection.transaction((companyId: number, host: Host, visitor: { name: string; phone: string }) => {
      const now = Date.now();
      prepared.host.get(companyId, host.empid);
      prepared.department.all(companyId, host.empid);
      prepared.requiredFields.all(companyId);
      prepared.company.get(companyId);
      prepared.onSite.get(companyId, visitor.phone);
      const vid = insert(companyId, host, visitor, now);
      prepared.tally.run(companyId, ymdOf(now), vid % tallyShards);
      prepared.event.run(companyId, vid, now, operator);
      prepared.count.get(companyId, ymdOf(now));
      prepared.visit.get(companyId, vid);
    });
    return {
      signIn: async (companyId, host, visitor) => signIn(companyId, host, visitor),
      insertOnly: async (companyId, host, visitor) => {
        insert(companyId, host, visitor, Date.now());
      },
      close: async () => {
        connection.close();
      },
    };
  }
  const pool = benchPool(config.databaseUrl, config.databasePoolSize);
  const sqlOf = (name: Statement) => numbered(walkInStatements[name]);
  const insert = async (
    client: pg.Pool | pg.PoolClient,
    companyId: number,
    host: Host,
    visitor: { name: string; phone: string },
    now: number,
  ) => ((await client.query(sqlOf('insert'), insertValues(companyId, host, visitor, now))).rows[0] as { id: number }).id;
  return {
    signIn: async (companyId, host, visitor) => {
      const client = await pool.connect();
      try {
        const now = Date.now();
        await client.query('begin');
        await client.query(sqlOf('host'), [companyId, host.empid]);
        await client.query(sqlOf('department'), [companyId, host.empid]);
        await client.query(sqlOf('requiredFields'), [companyId]);
        await client.query(sqlOf('company'), [companyId]);
        await client.query(sqlOf('onSite'), [companyId, visitor.phone]);
        const vid = await insert(client, companyId, host, visitor, now);
        await client.query(sqlOf('tally'), [companyId, ymdOf(now), vid % tallyShards]);
        await client.query(sqlOf('event'), [companyId, vid, now, operator]);
        await client.query(sqlOf('notify'), ['vestibule_events', JSON.stringify({ companyId, empid: host.empid, vid })]);
        await client.query(sqlOf('notify'), ['vestibule_events', JSON.stringify({ companyId })]);
        await client.query(sqlOf('count'), [companyId, ymdOf(now)]);
        await client.query(sqlOf('visit'), [companyId, vid]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    insertOnly: async (companyId, host, visitor) => {
      await insert(pool, companyId, host, visitor, Date.now());
    },
    close: () => pool.end(),
  };
}

/**
 * UpdatePhoto (a walk-in at the reception tablet) through the whole app
 * (session, validation, the host and visitor type checks, screening, the unit
 * of work, the timeline, the host's alert, the day count) against a bare route
 * running the same statements in one transaction through the bare driver;
 * every answer must be a success. A bare route running only the insert is
 * measured too, for the record, without a target.
 */
export const kioskSignInCase: BenchCase = {
  name: 'kiosk-sign-in',
  summary: `UpdatePhoto (walk-in) throughput with ${loadSettings.connections} connections: app / bare route running the same statements >= ${target}, 0 errors`,
  async run(database) {
    const app = await startApp(database);
    let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
    let driver: BareWalkIn | undefined;
    try {
      const seeded = await seedVisits(app.url, database, 'Kiosk', backgroundVisits);
      const userid = seeded.companyId;
      const { deptid } = (
        await callApi<{ deptid: number }>(app.url, 'addDepartment', { deptName: 'Reception', deptNo: 'R-1' }, seeded.header)
      ).envelope.result;
      const employee = (
        await callApi<Employee>(
          app.url,
          'addEmployee',
          { employee_name: 'Hannah Host', phone: '13700000001', deptIds: [deptid] },
          seeded.header,
        )
      ).envelope.result;
      const host: Host = {
        empid: employee.empid,
        empName: employee.empName,
        empPhone: employee.empPhone,
        deptid,
        deptName: 'Reception',
      };
      const bareDriverRef = (driver = bareWalkIn(database));
      const success = { status: 0, result: null, reason: 'success' };
      type Body = { name: string; phone: string };
      bare = await startBareServer((server) => {
        server.post<{ Body: Body }>('/api/UpdatePhoto', async (request) => {
          await bareDriverRef.signIn(userid, host, request.body);
          return success;
        });
        server.post<{ Body: Body }>('/api/insertOnly', async (request) => {
          await bareDriverRef.insertOnly(userid, host, request.body);
          return success;
        });
      });
      const headers = { 'content-type': 'application/json', 'x-coolvisit-token': seeded.header };
      let next = 0;
      const nextBody = () => {
        next += 1;
        return JSON.stringify({
          name: `Walk-in ${next}`,
          phone: `136${String(next).padStart(8, '0')}`,
          empid: host.empid,
          signInGate: 'Lobby',
        });
      };
      const succeeded = (body: string) => (JSON.parse(body) as { status: number }).status === 0;
      const loadTarget = (label: string, url: string) => ({
        label,
        request: { url, headers, body: '{}', nextBody, verifyBody: succeeded },
      });
      const [measured, baseline, insertOnly] = await compareLoad([
        loadTarget('app POST /api/UpdatePhoto', `${app.url}/api/UpdatePhoto`),
        loadTarget('bare route, same statements', `${bare.url}/api/UpdatePhoto`),
        loadTarget('bare route, the insert alone', `${bare.url}/api/insertOnly`),
      ]);
      if (!measured || !baseline || !insertOnly) throw new Error('the load run answered no figures');
      printLoadTable(`kiosk-sign-in on ${database.dialect}: ${loadDescription()}`, [measured, baseline, insertOnly]);
      console.log(
        `  for the record, app / the insert alone: ${(measured.requestsPerSecond / insertOnly.requestsPerSecond).toFixed(2)}`,
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
