import { randomInt } from 'node:crypto';
import type { Insertable } from 'kysely';
import { ymdOf } from '../src/platform/calendar.js';
import { searchKey } from '../src/platform/db/portable.js';
import type { VisitTable } from '../src/platform/db/schema.js';
import type { TestApp } from './api-harness.js';
import type { TestCompany } from './factories.js';

/* Visits for the visit tests: through addAppointment, or straight into the table for states no call makes yet. */

/** Local time on a day of November 2026 (the test clock's month), in the site's time zone. */
export const novemberAt = (date: number, hours: number, minutes = 0) => new Date(2026, 10, date, hours, minutes).getTime();

/** Moves the test clock to the instant. */
export function setClock(t: TestApp, instant: number): void {
  t.clock.advance(instant - t.clock.now());
}

/** A valid 18-digit resident ID number (Beijing, born 1990-03-07). */
export const validIdNumber = '110105199003070017';

/** Pre-registers (staff token) or invites (employee token) one visitor; returns its vid. */
export async function buildAppointment(t: TestApp, token: string, fields: Record<string, unknown> = {}): Promise<number> {
  const body = {
    name: `Visitor ${randomInt(1_000_000)}`,
    phone: `138${String(randomInt(100_000_000)).padStart(8, '0')}`,
    appointmentDate: t.clock.now() + 60 * 60 * 1000,
    ...fields,
  };
  const answer = await t.call<{ vids: number[] }>('addAppointment', [body], token);
  if (answer.status !== 0) throw new Error(`addAppointment failed: ${answer.status} ${answer.reason}`);
  return answer.result.vids[0]!;
}

type VisitOverrides = Partial<Omit<Insertable<VisitTable>, 'companyId'>>;

/** Inserts a visit row as it stands, for states the API cannot reach yet (awaiting the host, viewed invitations). */
export async function insertVisit(t: TestApp, company: TestCompany, overrides: VisitOverrides = {}): Promise<number> {
  const vname = overrides.vname ?? `Visitor ${randomInt(1_000_000)}`;
  const appointmentDate = overrides.appointmentDate === undefined ? t.clock.now() : overrides.appointmentDate;
  const { id } = await t.ctx.database.db
    .insertInto('visit')
    .values({
      signinType: 2,
      permission: 1,
      visitdate: null,
      signOutDate: null,
      leaveTime: null,
      createdAt: t.clock.now(),
      listDay: ymdOf(overrides.visitdate ?? appointmentDate ?? t.clock.now()),
      ...overrides,
      appointmentDate,
      companyId: company.userid,
      vname,
      vnameKey: searchKey(vname),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Company settings the tests change directly (no settings calls exist yet). */
export async function setCompanySettings(
  t: TestApp,
  company: TestCompany,
  settings: Partial<Record<'preExtendTime' | 'latExtendTime' | 'processSwitch', number>>,
): Promise<void> {
  await t.ctx.database.db.updateTable('company').set(settings).where('id', '=', company.userid).execute();
}
