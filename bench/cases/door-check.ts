import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import type { BenchCase } from '../lib/bench-case.js';
import { bareDriver } from '../lib/bare-driver.js';
import { benchPool } from '../lib/bench-pool.js';
import type { BenchDatabase, BenchDialect } from '../lib/databases.js';
import { readerCode, type SeededDoors, seedDoors } from '../lib/door-seed.js';
import { compareLoad, loadDescription, loadSettings } from '../lib/load.js';
import { type IndexUse, planProblems } from '../lib/plans.js';
import { type BudgetCheck, printLoadTable, throughputRatio } from '../lib/report.js';
import { callApi, startApp, startBareServer } from '../lib/server.js';

const target = 0.5;

/**
 * What one online check of a badge does to the database, as the app does it
 * in one transaction (the call is not read-only): the device bucket of the
 * rate counter (failures alone count, but every call reads it), the device by
 * code and secret hash (its last-seen time is written at most once in 30 s,
 * so not here), its groups, the visit with its type's and host's groups, the
 * company's blacklist switch, the blacklist by phone (the seeded visits carry
 * no ID number, so the ID look-up is skipped here as in the app), and the
 * access record. A reader that sends a recordId also runs `read` first; the
 * readers here send none, as the door reader does.
 */
const hostGroups: Record<BenchDialect, string> = {
  sqlite: "group_concat(employee_equipment_group.egid, ',' order by employee_equipment_group.egid)",
  postgres: "string_agg(cast(employee_equipment_group.egid as text), ',' order by employee_equipment_group.egid)",
};
const checkStatements = (dialect: BenchDialect) => ({
  rateCount: 'select hits from rate_counter where key = ?',
  device: 'select * from equipment where device_code = ? and secret_hash = ?',
  seen: 'update equipment set last_seen_at = ? where id = ?',
  read: 'select open_status, reason from access_record where eid = ? and record_id = ?',
  groups:
    'select equipment_group.* from equipment_group inner join equipment_group_device on equipment_group_device.egid = equipment_group.id where equipment_group_device.company_id = ? and equipment_group_device.eid = ? order by equipment_group.egname',
  visit: `select visit.id, visit.company_id, visit.vname, visit.vphone, visit.vcompany, visit.v_type, visit.card_id, visit.signin_type, visit.permission, visit.status, visit.visitdate, visit.sign_out_date, visit.appointment_date, visit.qrcode_type, visit.qrcode_conf, visit.created_at, visit.egids, visitor_type.egids as type_egids, (select ${hostGroups[dialect]} as ids from employee_equipment_group where employee_equipment_group.empid = visit.empid and employee_equipment_group.company_id = ?) as host_egids from visit left join visitor_type on visitor_type.id = visit.tid and visitor_type.company_id = ? where visit.company_id = ? and visit.id = ?`,
  blacklistSwitch: 'select black_list_switch from company where id = ?',
  blacklist: "select * from blacklist_entry where company_id = ? and phone = ? and phone <> ''",
  record:
    'insert into access_record (company_id, eid, device_code, device_name, record_id, vid, empid, name, phone, visitor_company, vtype, direction, pass_way, open_status, reason, opened_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (eid, record_id) do nothing returning id',
});
type Statement = keyof ReturnType<typeof checkStatements>;

/** `?` placeholders as PostgreSQL's `$1, $2, …`. */
const numbered = (statement: string) => {
  let index = 0;
  return statement.replace(/\?/g, () => `$${++index}`);
};

/** Where each look-up must read by index (the budget: no table scanned whole). */
const lookUps: Array<{ statement: Exclude<Statement, 'record'>; note?: string; reads: IndexUse[] }> = [
  {
    statement: 'rateCount',
    reads: [{ table: 'rate_counter', sqlite: 'sqlite_autoindex_rate_counter_1', postgres: 'rate_counter_pkey' }],
  },
  {
    statement: 'device',
    reads: [{ table: 'equipment', sqlite: 'equipment_code_secret_idx', postgres: 'equipment_code_secret_idx' }],
  },
  { statement: 'seen', reads: [{ table: 'equipment', sqlite: 'INTEGER PRIMARY KEY', postgres: 'equipment_pkey' }] },
  {
    statement: 'read',
    note: 'only when the reader sends a recordId',
    reads: [{ table: 'access_record', sqlite: 'access_record_read_unique', postgres: 'access_record_read_unique' }],
  },
  {
    statement: 'groups',
    reads: [
      { table: 'equipment_group_device', sqlite: 'equipment_group_device_eid_idx', postgres: 'equipment_group_device_eid_idx' },
      { table: 'equipment_group', sqlite: 'INTEGER PRIMARY KEY', postgres: 'equipment_group_pkey' },
    ],
  },
  {
    statement: 'visit',
    reads: [
      { table: 'visit', sqlite: 'INTEGER PRIMARY KEY', postgres: 'visit_pkey' },
      {
        table: 'employee_equipment_group',
        sqlite: 'sqlite_autoindex_employee_equipment_group_1',
        postgres: 'employee_equipment_group_pk',
      },
    ],
  },
  { statement: 'blacklistSwitch', reads: [{ table: 'company', sqlite: 'INTEGER PRIMARY KEY', postgres: 'company_pkey' }] },
  {
    statement: 'blacklist',
    reads: [{ table: 'blacklist_entry', sqlite: 'blacklist_entry_phone_unique', postgres: 'blacklist_entry_phone_unique' }],
  },
];

interface Scan {
  deviceCode: string;
  deviceSecret: string;
  code: string;
  direction: string;
}

interface Decision {
  open: boolean;
  reason: string;
}

interface DeviceRow {
  id: number;
  company_id: number;
  device_code: string;
  device_name: string;
}

interface VisitRow {
  id: number;
  vname: string;
  vphone: string;
  vcompany: string;
  v_type: string;
  visitdate: number | null;
  sign_out_date: number | null;
}

interface BareCheck {
  /**
   * The check's statements in one transaction; undefined for an unknown device. Like the app between a reader's
   * last-seen writes (at most one in 30 s), it leaves the device's row alone.
   */
  check(scan: Scan, ip: string): Promise<Decision | undefined>;
  close(): Promise<void>;
}

const rateKey = (ip: string, now: number) => `device:${ip}:${now - (now % 60_000)}`;
const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const vidOf = (code: string) => Number(/^B\.(\d+)\./.exec(code)?.[1] ?? 0);

/** The decision for a signed-in visit, the only kind this case scans; anything else stays shut. */
function decided(visit: VisitRow | undefined, groups: unknown[], blacklisted: boolean, now: number): Decision {
  const startOfToday = new Date(now).setHours(0, 0, 0, 0);
  const open =
    visit !== undefined &&
    !blacklisted &&
    groups.length > 0 &&
    visit.visitdate !== null &&
    visit.visitdate >= startOfToday &&
    visit.sign_out_date === null;
  return open ? { open, reason: 'signedIn' } : { open, reason: 'notSignedIn' };
}

const recordValues = (device: DeviceRow, scan: Scan, visit: VisitRow | undefined, decision: Decision, now: number) => [
  device.company_id,
  device.id,
  device.device_code,
  device.device_name,
  null,
  visit?.id ?? 0,
  0,
  visit?.vname ?? '',
  visit?.vphone ?? '',
  visit?.vcompany ?? '',
  visit?.v_type ?? '',
  scan.direction,
  'qr',
  decision.open ? 1 : 0,
  decision.reason,
  now,
  now,
];

/** The bare driver, writable, connected as the app's connection is (platform/db/connect.ts). */
function bareCheck(database: BenchDatabase): BareCheck {
  const config = loadConfig({ ...database.environment, LOG_LEVEL: 'error' });
  const statements = checkStatements(database.dialect);
  if (database.dialect === 'sqlite') {
    const connection = new SQLite(config.sqliteFile);
    connection.pragma('journal_mode = WAL');
    connection.pragma('foreign_keys = ON');
    connection.pragma('busy_timeout = 5000');
    connection.pragma('synchronous = NORMAL');
    const prepared = Object.fromEntries(
      (Object.keys(statements) as Statement[]).map((name) => [name, connection.prepare(statements[name])]),
    ) as Record<Statement, SQLite.Statement>;
    const check = connection.transaction((scan: Scan, ip: string): Decision | undefined => {
      const now = Date.now();
      prepared.rateCount.get(rateKey(ip, now));
      const device = prepared.device.get(scan.deviceCode, secretHash(scan.deviceSecret)) as DeviceRow | undefined;
      if (!device) return undefined;
      const companyId = device.company_id;
      const groups = prepared.groups.all(companyId, device.id);
      const visit = prepared.visit.get(companyId, companyId, companyId, vidOf(scan.code)) as VisitRow | undefined;
      const switchOn = (prepared.blacklistSwitch.get(companyId) as { black_list_switch: number }).black_list_switch === 1;
      const blacklisted = visit !== undefined && switchOn && prepared.blacklist.all(companyId, visit.vphone).length > 0;
      const decision = decided(visit, groups, blacklisted, now);
      prepared.record.get(...recordValues(device, scan, visit, decision, now));
      return decision;
    });
    return {
      check: async (scan, ip) => check(scan, ip),
      close: async () => {
        connection.close();
      },
    };
  }
  const pool = benchPool(config.databaseUrl, config.databasePoolSize);
  const sqlOf = (name: Statement) => numbered(statements[name]);
  return {
    check: async (scan, ip) => {
      const client = await pool.connect();
      try {
        const now = Date.now();
        await client.query('begin');
        await client.query(sqlOf('rateCount'), [rateKey(ip, now)]);
        const device = (await client.query(sqlOf('device'), [scan.deviceCode, secretHash(scan.deviceSecret)])).rows[0] as
          | DeviceRow
          | undefined;
        let decision: Decision | undefined;
        if (device) {
          const companyId = device.company_id;
          const groups = (await client.query(sqlOf('groups'), [companyId, device.id])).rows;
          const visit = (await client.query(sqlOf('visit'), [companyId, companyId, companyId, vidOf(scan.code)])).rows[0] as
            | VisitRow
            | undefined;
          const switchRow = (await client.query(sqlOf('blacklistSwitch'), [companyId])).rows[0] as { black_list_switch: number };
          const blacklisted =
            visit !== undefined &&
            switchRow.black_list_switch === 1 &&
            (await client.query(sqlOf('blacklist'), [companyId, visit.vphone])).rows.length > 0;
          decision = decided(visit, groups, blacklisted, now);
          await client.query(sqlOf('record'), recordValues(device, scan, visit, decision, now));
        }
        await client.query('commit');
        return decision;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Prints the plan of each look-up of the check on the seeded data; answers the count of problems found. */
async function printPlans(database: BenchDatabase, seeded: SeededDoors): Promise<number> {
  const statements = checkStatements(database.dialect);
  const { companyId, eid } = seeded;
  const parameters: Record<(typeof lookUps)[number]['statement'], unknown[]> = {
    rateCount: [rateKey('127.0.0.1', Date.now())],
    device: [readerCode, secretHash(seeded.deviceSecret)],
    seen: [Date.now(), eid],
    read: [eid, 'r-1'],
    groups: [companyId, eid],
    visit: [companyId, companyId, companyId, seeded.vids[0]],
    blacklistSwitch: [companyId],
    blacklist: [companyId, seeded.phones[0]],
  };
  let problems = 0;
  console.log(`\ndoor-check on ${database.dialect}: plans of the check's statements`);
  for (const lookUp of lookUps) {
    const text = statements[lookUp.statement];
    const driver = bareDriver(database, database.dialect === 'postgres' ? numbered(text) : text);
    try {
      const plan = await driver.plan(parameters[lookUp.statement]);
      console.log(`  ${lookUp.statement}${lookUp.note ? ` (${lookUp.note})` : ''}:`);
      for (const line of plan) console.log(`    ${line}`);
      const found = planProblems(database.dialect, plan, { reads: lookUp.reads });
      for (const problem of found) console.log(`    PROBLEM: ${problem}`);
      problems += found.length;
    } finally {
      await driver.close();
    }
  }
  return problems;
}

/**
 * checkDoorAccess (a turnstile reading a signed-in visitor's badge) through
 * the whole app (validation, the device's credentials, the unit of work, the
 * door rule, the record) against a bare route running the same statements in
 * one transaction through the bare driver; every answer must open the door,
 * and every request records a decision.
 */
export const doorCheckCase: BenchCase = {
  name: 'door-check',
  summary: `checkDoorAccess throughput with ${loadSettings.connections} connections: app / bare route running the same statements >= ${target}, 0 errors; the look-ups read by index`,
  async run(database) {
    const app = await startApp(database);
    let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
    let driver: BareCheck | undefined;
    try {
      const seeded = await seedDoors(app.url, database);
      console.log(
        `\ndoor-check on ${database.dialect}: ${seeded.vids.length.toLocaleString('en-US')} visits signed in today among ${seeded.backgroundVisits.toLocaleString('en-US')} others, seeded in ${seeded.seedSeconds.toFixed(1)} s`,
      );
      const problems = await printPlans(database, seeded);

      const bareDriverRef = (driver = bareCheck(database));
      const answer = (decision: Decision | undefined) =>
        decision
          ? { status: 0, result: decision, reason: 'success' }
          : { status: 27, result: null, reason: 'The device is not recognised' };
      bare = await startBareServer((server) => {
        server.post<{ Body: Scan }>('/api/checkDoorAccess', async (request) =>
          answer(await bareDriverRef.check(request.body, request.ip)),
        );
      });

      const headers = { 'content-type': 'application/json' };
      const scanOf = (index: number) => ({
        deviceCode: readerCode,
        deviceSecret: seeded.deviceSecret,
        code: seeded.badgeCodes[index % seeded.badgeCodes.length]!,
        direction: 'in',
      });
      const opened = (body: string) => {
        const envelope = JSON.parse(body) as { status: number; result: Decision | null };
        return envelope.status === 0 && envelope.result?.open === true;
      };
      for (const url of [app.url, bare.url]) {
        const sample = await fetch(`${url}/api/checkDoorAccess`, { method: 'POST', headers, body: JSON.stringify(scanOf(0)) });
        const text = await sample.text();
        if (!opened(text)) throw new Error(`door-check: a signed-in visitor's badge did not open at ${url}: ${text}`);
      }
      const recordCount = async () =>
        (await callApi<{ count: number }>(app.url, 'getRfidRecords', { startIndex: 1, requestedCount: 1 }, seeded.header))
          .envelope.result.count;
      const recordsBefore = await recordCount();
      const loadTarget = (label: string, url: string) => {
        let next = 0;
        return {
          label,
          request: { url, headers, body: '{}', nextBody: () => JSON.stringify(scanOf(next++)), verifyBody: opened },
        };
      };
      const [measured, baseline] = await compareLoad([
        loadTarget('app POST /api/checkDoorAccess', `${app.url}/api/checkDoorAccess`),
        loadTarget('bare route, same statements', `${bare.url}/api/checkDoorAccess`),
      ]);
      if (!measured || !baseline) throw new Error('the load run answered no figures');
      printLoadTable(`door-check on ${database.dialect}: ${loadDescription()}`, [measured, baseline]);
      const recordsAfter = await recordCount();
      const measuredRequests = measured.requests + baseline.requests;
      console.log(
        `  access records added during the load: ${(recordsAfter - recordsBefore).toLocaleString('en-US')} (${measuredRequests.toLocaleString('en-US')} measured requests, the rest in warm-up)`,
      );
      const planCheck: BudgetCheck = {
        caseName: this.name,
        database: database.dialect,
        label: 'look-up plan problems',
        value: problems,
        comparison: '<=',
        limit: 0,
        pass: problems === 0,
      };
      console.log(`  ${planCheck.label}: ${problems} (target <= 0) ${planCheck.pass ? 'PASS' : 'FAIL'}`);
      return [
        throughputRatio(
          { caseName: this.name, database: database.dialect, label: 'throughput app / bare same statements' },
          measured,
          baseline,
          target,
        ),
        planCheck,
      ];
    } finally {
      await Promise.all([app.close(), bare?.close(), driver?.close()]);
    }
  },
};
