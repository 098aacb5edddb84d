import { AppError, type Holiday, Status } from '@vestibule/contract';
import { isRealYmd, startOfYmd, ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import type { Selectable } from 'kysely';
import type { HolidayTable } from '../../platform/db/schema.js';
import {
  deleteHolidayRow,
  findHoliday,
  insertHoliday,
  insertMissingHolidays,
  listHolidays,
  updateHolidayRow,
  updatePassableHours,
} from './holidays.repo.js';
import { fetchPublicHolidays } from './public-holidays.client.js';

/* The holiday calendar: days marked as rest or work days, and the import of a public list. */

const dateRepeated = () => new AppError(Status.dateRepeated, 'hdate: the day is already in the calendar', 'hdate');
const noHoliday = () => new AppError(Status.noRecord, 'hid: no such day in the calendar', 'hid');

const holidayView = (row: Selectable<HolidayTable>): Holiday => {
  const hdate = startOfYmd(row.hdate);
  return { hid: String(hdate), userid: row.companyId, hdate, remark: row.remark, passFlag: row.passFlag, rid: 0 };
};

/** The calendar day (YYYY-MM-DD) a hid names; undefined when it names none. */
function dayOfHid(hid: string): string | undefined {
  const instant = Number(hid);
  if (!Number.isSafeInteger(instant)) return undefined;
  // Past a JS Date's range the day reads 'NaN-NaN-NaN', which is no real day.
  const day = ymdOf(instant);
  return isRealYmd(day) ? day : undefined;
}

/** The marked days of the year of `hdate` (epoch ms; this year when left out). */
export async function holidaysOfYear(ctx: AppContext, companyId: number, hdate: number | undefined) {
  const year = ymdOf(hdate ?? ctx.clock.now()).slice(0, 4);
  const rows = await listHolidays(ctx.database.db, companyId, `${year}-01-01`, `${year}-12-31`);
  return rows.map(holidayView);
}

interface HolidayInput {
  hdate: number;
  remark: string;
  passFlag: number;
}

export async function addHoliday(ctx: AppContext, companyId: number, input: HolidayInput) {
  const db = ctx.database.db;
  const day = ymdOf(input.hdate);
  if (await findHoliday(db, companyId, day)) throw dateRepeated();
  // A second desk adding the same day at once meets the unique rule: 223 as well (db/constraint-rules.ts).
  await insertHoliday(db, { companyId, hdate: day, remark: input.remark, passFlag: input.passFlag, createdAt: ctx.clock.now() });
  return { hid: String(startOfYmd(day)) };
}

/** Changes a marked day; moving it to a day already marked is 223. Answers its hid, which follows its date. */
export async function updateHoliday(ctx: AppContext, companyId: number, hid: string, input: HolidayInput) {
  const db = ctx.database.db;
  const current = dayOfHid(hid);
  if (!current || !(await findHoliday(db, companyId, current))) throw noHoliday();
  const day = ymdOf(input.hdate);
  if (day !== current && (await findHoliday(db, companyId, day))) throw dateRepeated();
  await updateHolidayRow(db, companyId, current, { hdate: day, remark: input.remark, passFlag: input.passFlag });
  return { hid: String(startOfYmd(day)) };
}

export async function removeHoliday(ctx: AppContext, companyId: number, hid: string) {
  const db = ctx.database.db;
  const day = dayOfHid(hid);
  if (!day || !(await findHoliday(db, companyId, day))) throw noHoliday();
  await deleteHolidayRow(db, companyId, day);
}

/** Adds the public list's days of the year that the company has not marked; its own marks win. */
export async function importPublicHolidays(ctx: AppContext, companyId: number, year: number) {
  const days = await fetchPublicHolidays(ctx.config.holidayApiUrl, year);
  const db = ctx.database.db;
  const marked = new Set((await listHolidays(db, companyId, `${year}-01-01`, `${year}-12-31`)).map((row) => row.hdate));
  const now = ctx.clock.now();
  const rows = days
    .filter((day) => !marked.has(day.date))
    .map((day) => ({ companyId, hdate: day.date, remark: day.name, passFlag: day.passFlag, createdAt: now }));
  const added = await insertMissingHolidays(db, rows);
  return { year, added, skipped: days.length - added };
}

/** The hours visitors may sign in; an end before the start spans midnight. */
export async function setPassableHours(
  ctx: AppContext,
  companyId: number,
  hours: { passableSTime: string; passableETime: string },
) {
  await updatePassableHours(ctx.database.db, companyId, hours);
}
