import { createHash } from 'node:crypto';
import type { Employee } from '@vestibule/contract';
import { sql } from 'kysely';
import { setPlanOf } from '../../apps/server/src/features/plans/plans.repo.js';
import { signBadgeCode } from '../../apps/server/src/features/visits/badge-code.js';
import { ymdOf } from '../../apps/server/src/platform/calendar.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { searchKey } from '../../apps/server/src/platform/db/portable.js';
import { invitationSigningKey } from '../../apps/server/src/platform/signing-key.js';
import type { BenchDatabase } from './databases.js';
import { connectBenchDatabase, nameOf } from './people-seed.js';
import { callApi } from './server.js';
import { seedVisits } from './visit-seed.js';

/*
 * A factory-plan company with door access for the door benchmarks: a group of
 * turnstiles, one reader at them (its secret kept), a host whose groups the
 * visits inherit, BENCH_DOOR_EMPLOYEES other employees (every other one in the
 * group: the host's groups are looked up among theirs), the blacklist switched
 * on with entries of other people, BENCH_DOOR_SIGNED_IN visits signed in today
 * with their badge codes over BENCH_DOOR_VISITS background visits, and
 * BENCH_DOOR_RECORDS earlier decisions. The small companies of the visit seed
 * get a group and two readers each (some with the same code as ours: the
 * secret tells them apart), and the rate counter holds other addresses' counts
 * of this minute: every table the check reads is of a working size, so the
 * plans are those of a working server.
 */

const backgroundVisits = Number(process.env.BENCH_DOOR_VISITS ?? 20_000);
const signedInToday = Number(process.env.BENCH_DOOR_SIGNED_IN ?? 2_000);
const employees = Number(process.env.BENCH_DOOR_EMPLOYEES ?? 5_000);
const blacklistEntries = 1_000;
const pastRecords = Number(process.env.BENCH_DOOR_RECORDS ?? 50_000);
/** Other addresses' counters in this minute (sign-in and captcha callers): the table the device bucket is read from. */
const rateCounters = 1_000;
export const readerCode = 'Turnstile-1';

export interface SeededDoors {
  companyId: number;
  header: string;
  egid: number;
  eid: number;
  deviceName: string;
  deviceSecret: string;
  hostEmpid: number;
  /** Visits signed in today, their badge codes (what a visitor shows at the turnstile) and phones. */
  vids: number[];
  badgeCodes: string[];
  phones: string[];
  backgroundVisits: number;
  seedSeconds: number;
}

export async function seedDoors(appUrl: string, database: BenchDatabase): Promise<SeededDoors> {
  const started = performance.now();
  const seeded = await seedVisits(appUrl, database, 'Door', backgroundVisits);
  const { companyId, header } = seeded;
  const db = connectBenchDatabase(database);
  try {
    // Door groups and readers need the factory plan (what `npm run company-plan` sets).
    await setPlanOf(db.db, companyId, 'factory');
    const { egid } = (await callApi<{ egid: number }>(appUrl, 'addEquipmentGroup', { egname: 'Turnstiles', etype: 0 }, header))
      .envelope.result;
    const deviceName = 'Lobby turnstile 1';
    const { eid, deviceSecret } = (
      await callApi<{ eid: number; deviceSecret: string }>(
        appUrl,
        'addEquipment',
        { deviceName, deviceCode: readerCode, egids: [egid] },
        header,
      )
    ).envelope.result;
    const host = (
      await callApi<Employee>(
        appUrl,
        'addEmployee',
        { employee_name: 'Hannah Host', phone: '13700000001', egids: String(egid) },
        header,
      )
    ).envelope.result;
    await callApi(appUrl, 'updateblackListSwitch', { blackListSwitch: 1 }, header);

    const now = Date.now();
    await db.db
      .insertInto('blacklistEntry')
      .values(
        Array.from({ length: blacklistEntries }, (_, index) => {
          const name = `Barred ${index}`;
          return { companyId, name, nameKey: searchKey(name), phone: `135${String(index).padStart(8, '0')}`, createdAt: now };
        }),
      )
      .execute();

    for (let start = 0; start < employees; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, employees - start) }, (_, offset) => {
        const empName = nameOf(start + offset);
        const empPhone = `138${String(start + offset).padStart(8, '0')}`;
        return { companyId, empName, empNameKey: searchKey(empName), empPhone, createdAt: now, updatedAt: now };
      });
      const ids = (await db.db.insertInto('employee').values(rows).returning('id').execute()).map((row) => row.id);
      await db.db
        .insertInto('employeeEquipmentGroup')
        .values(ids.filter((_, index) => index % 2 === 0).map((empid) => ({ companyId, empid, egid })))
        .execute();
    }

    const others = (await db.db.selectFrom('company').select('id').where('id', '<>', companyId).execute()).map((row) => row.id);
    for (let start = 0; start < others.length; start += 200) {
      const slice = others.slice(start, start + 200);
      const groups = await db.db
        .insertInto('equipmentGroup')
        .values(slice.map((id) => ({ companyId: id, egname: 'Gates', createdAt: now })))
        .returning(['id', 'companyId'])
        .execute();
      const devices = await db.db
        .insertInto('equipment')
        .values(
          slice.flatMap((id, offset) =>
            [0, 1].map((door) => ({
              companyId: id,
              deviceName: `Gate ${door}`,
              deviceCode: door === 0 && offset % 10 === 0 ? readerCode : `G-${id}-${door}`,
              secretHash: createHash('sha256').update(`${id}-${door}`).digest('hex'),
              createdAt: now,
            })),
          ),
        )
        .returning(['id', 'companyId'])
        .execute();
      const groupOf = new Map(groups.map((group) => [group.companyId, group.id]));
      await db.db
        .insertInto('equipmentGroupDevice')
        .values(devices.map((device) => ({ companyId: device.companyId, eid: device.id, egid: groupOf.get(device.companyId)! })))
        .execute();
    }

    const readers = await db.db.selectFrom('equipment').select(['id', 'companyId', 'deviceCode', 'deviceName']).execute();
    const day = 24 * 3_600_000;
    for (let start = 0; start < pastRecords; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, pastRecords - start) }, (_, offset) => {
        const index = start + offset;
        // Half at our reader, half at the others.
        const reader = index % 2 === 0 ? readers.find((row) => row.id === eid)! : readers[index % readers.length]!;
        const at = now - day * 30 + Math.floor((index / pastRecords) * day * 30);
        return {
          companyId: reader.companyId,
          eid: reader.id,
          deviceCode: reader.deviceCode,
          deviceName: reader.deviceName,
          recordId: index % 4 === 0 ? `past-${index}` : null,
          name: nameOf(index),
          phone: `139${String(index).padStart(8, '0')}`,
          passWay: 'qr',
          openStatus: index % 20 === 0 ? 0 : 1,
          reason: index % 20 === 0 ? 'signedOut' : 'signedIn',
          openedAt: at,
          createdAt: at,
        };
      });
      await db.db.insertInto('accessRecord').values(rows).execute();
    }
    const windowStart = now - (now % 60_000);
    await db.db
      .insertInto('rateCounter')
      .values(
        Array.from({ length: rateCounters }, (_, index) => ({
          key: `${index % 2 === 0 ? 'signin' : 'captcha'}:10.0.${index >> 8}.${index & 255}:${windowStart}`,
          windowStart,
          hits: 1 + (index % 5),
        })),
      )
      .execute();

    // Walk-ins signed in earlier today (or at midnight, just after it), not signed out.
    const startOfToday = new Date(now).setHours(0, 0, 0, 0);
    const vids: number[] = [];
    const phones: string[] = [];
    for (let start = 0; start < signedInToday; start += 500) {
      const rows = Array.from({ length: Math.min(500, signedInToday - start) }, (_, offset) => {
        const index = start + offset;
        const vname = `Visitor ${index}`;
        return {
          companyId,
          vname,
          vnameKey: searchKey(vname),
          vphone: `136${String(index).padStart(8, '0')}`,
          empid: host.empid,
          empName: host.empName,
          empNameKey: searchKey(host.empName),
          signinType: 0,
          permission: 1,
          visitdate: Math.max(startOfToday, now - 3_600_000 + index),
          signOutDate: null,
          listDay: ymdOf(now),
          createdAt: now,
        };
      });
      const inserted = await db.db.insertInto('visit').values(rows).returning(['id', 'vphone']).execute();
      vids.push(...inserted.map((row) => row.id));
      phones.push(...inserted.map((row) => row.vphone));
    }
    // The steady state autovacuum keeps on PostgreSQL.
    await (db.dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db.db);

    // Signed as the app signs badges: the same key (INVITATION_SECRET or the data directory's), in this process.
    const key = invitationSigningKey(loadConfig({ ...database.environment, LOG_LEVEL: 'error' }));
    return {
      companyId,
      header,
      egid,
      eid,
      deviceName,
      deviceSecret,
      hostEmpid: host.empid,
      vids,
      badgeCodes: vids.map((vid) => signBadgeCode(vid, companyId, key)),
      phones,
      backgroundVisits: seeded.total,
      seedSeconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.destroy();
  }
}
