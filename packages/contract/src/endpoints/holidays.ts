import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { holidaySchema } from '../entities/holiday.js';
import { instant, int, naming, optionalText } from '../fields.js';

/* The holiday calendar (/calendar, api-facts 4.8) and the company's passable hours (4.10). */

export const holidayRemarkMaxLength = 100;

/** A calendar day's id: its first instant as epoch ms, sent as text or a number. */
const hid = () =>
  naming(
    'holiday',
    z
      .union([z.string().trim(), z.number().int().nonnegative()])
      .transform(String)
      .pipe(z.string().regex(/^\d{1,16}$/, 'must be a day id (epoch ms)')),
  );

/** 0 rest day, 1 work day. */
const passFlag = () => int().pipe(z.number().int().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1'));

/** A time of day, "HH:mm". */
export const clockTime = () =>
  z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:mm');

const yearRule = 'must be a year from 1970 to 2100';
/** A year of the public list, also given as text; the bounds stay visible in the schema, so generated bodies meet them. */
const importYear = () =>
  z.union(
    [
      z.number().int(yearRule).min(1970, yearRule).max(2100, yearRule),
      z
        .string()
        .trim()
        .regex(/^(19[7-9]\d|20\d\d|2100)$/, yearRule)
        .transform(Number),
    ],
    { error: yearRule },
  );

const holidayFields = {
  hdate: instant(),
  remark: optionalText(holidayRemarkMaxLength),
  passFlag: passFlag(),
};

export const holidayImportResultSchema = z.object({
  year: z.number().int(),
  /** Days of the public list now in the calendar. */
  added: z.number().int(),
  /** Days of the public list the company had already marked, left as they were. */
  skipped: z.number().int(),
});
export type HolidayImportResult = z.infer<typeof holidayImportResultSchema>;

export const holidayEndpoints = {
  getHoliday: endpoint({
    summary: "The calendar's marked days in the year of hdate (this year when left out), in date order.",
    roles: adminOnly,
    readOnly: true,
    request: z.object({ hdate: instant().optional() }),
    response: z.array(holidaySchema),
  }),
  addHoliday: endpoint({
    summary: 'Marks a day as a rest day (passFlag 0) or a work day (1) with a remark; 223 when the day is marked already.',
    roles: adminOnly,
    request: z.object(holidayFields),
    response: z.object({ hid: z.string() }),
  }),
  updateHoliday: endpoint({
    summary:
      "Changes a marked day (its date, remark or kind); 223 when the new date is marked already, 57 when hid is not the company's.",
    roles: adminOnly,
    request: z.object({ hid: hid(), ...holidayFields }),
    response: z.object({ hid: z.string() }),
  }),
  delHoliday: endpoint({
    summary: "Unmarks a day; 57 when hid is not the company's.",
    roles: adminOnly,
    request: z.object({ hid: hid() }),
    response: z.null(),
  }),
  getHolidayFromTP: endpoint({
    summary:
      "Imports the public holiday list of a year from the holiday API (HOLIDAY_API_URL, timor.tech's format): holidays as rest days, make-up days as work days. Days already marked are skipped; 227 when the list cannot be read.",
    roles: adminOnly,
    request: z.object({ year: importYear() }),
    response: holidayImportResultSchema,
  }),
  updatePassableTime: endpoint({
    summary:
      'The hours visitors may sign in, "HH:mm" each; an end before the start spans midnight. Visitor types that refuse visits outside them follow.',
    roles: adminOnly,
    request: z.object({ passableSTime: clockTime(), passableETime: clockTime() }),
    response: z.null(),
  }),
};

export type HolidayEndpoint = keyof typeof holidayEndpoints;
