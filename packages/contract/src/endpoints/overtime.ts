import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { idsOf, instant, int, optionalText, page, pageRequest, required } from '../fields.js';

/*
 * Employees' overtime records (api-facts 4.11, getOverTimeList): an employee
 * applies for overtime on one or more days, the company's Administrator agrees
 * or refuses. The original product names only the list; the apply and decide
 * calls are ours, in its style (decision 0021).
 */

export const overtimeStatuses = { pending: 0, agreed: 1, refused: 2 } as const;
export type OvertimeStatus = (typeof overtimeStatuses)[keyof typeof overtimeStatuses];

/** Days one application covers at most. */
export const overtimeMaxDays = 31;

export const overtimeRecordSchema = z.object({
  oid: z.number().int(),
  userid: z.number().int(),
  empid: z.number().int(),
  empName: z.string(),
  empNo: z.string(),
  /** overtimeStatuses: 0 pending, 1 agreed, 2 refused. */
  status: z.number().int(),
  /** The overtime days, YYYY-MM-DD, comma-separated in order. */
  oDates: z.string(),
  /** When the employee checks in for the overtime (epoch ms); null when not given. */
  checkIn: z.number().int().nullable(),
  reason: z.string(),
  createTime: z.number().int(),
  decideTime: z.number().int().nullable(),
  /** The name of who agreed or refused; '' while pending. */
  decidedBy: z.string(),
});
export type OvertimeRecord = z.infer<typeof overtimeRecordSchema>;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayListPattern = /^\s*\d{4}-\d{2}-\d{2}(\s*,\s*\d{4}-\d{2}-\d{2})*\s*$/;

/** The days as the wire's text ("2026-11-21,2026-11-22") or a list; in order, each once. */
const overtimeDays = z
  .union([
    z.array(z.string().trim().regex(dayPattern, 'must be dates as YYYY-MM-DD')),
    z.string().regex(dayListPattern, 'must be dates as YYYY-MM-DD, comma-separated'),
  ])
  .transform((value) => [...new Set(Array.isArray(value) ? value : value.split(',').map((day) => day.trim()))].sort())
  .pipe(
    z.array(z.string()).min(1, 'must name at least one day').max(overtimeMaxDays, `must name at most ${overtimeMaxDays} days`),
  );

/** An instant that the original console may leave empty ('' or null: not given). */
const optionalInstant = () =>
  z
    .union([z.literal(''), z.null(), instant()])
    .optional()
    .transform((value) => (value === '' || value === null ? undefined : value));

const statusOf = (allowed: readonly number[], message: string) =>
  int().pipe(
    z
      .number()
      .int()
      .refine((value) => allowed.includes(value), message),
  );

const listedStatus = statusOf(Object.values(overtimeStatuses), 'must be 0 (pending), 1 (agreed) or 2 (refused)');
const decidedStatus = statusOf([overtimeStatuses.agreed, overtimeStatuses.refused], 'must be 1 (agree) or 2 (refuse)');

export const overtimeEndpoints = {
  getOverTimeList: endpoint({
    summary:
      "A page of overtime records with a day in the range (any day when none is given), latest first day first; the Administrator sees the company's, an employee their own.",
    roles: ['manager', 'employee'],
    readOnly: true,
    request: z
      .object({
        /** Work number and employee name, prefixes. */
        empNo: optionalText(50),
        empName: optionalText(100),
        /** First and last overtime day: YYYY-MM-DD, or the JS Dates the original console sends (read in the site's zone). */
        startDate: optionalInstant(),
        endDate: optionalInstant(),
        /** The statuses listed; empty or absent lists every status. */
        slist: z.array(listedStatus).max(3, 'must list at most 3 statuses').optional().default([]),
        ...pageRequest,
      })
      .refine((f) => f.startDate === undefined || f.endDate === undefined || f.startDate <= f.endDate, {
        path: ['endDate'],
        message: 'must not be before startDate',
      }),
    response: page(overtimeRecordSchema),
  }),
  addOverTimeApply: endpoint({
    summary:
      'The signed-in employee applies for overtime on the days (oDates), with the reason and an optional check-in time; 223 names days already applied for and not refused.',
    roles: ['employee'],
    request: z.object({
      oDates: overtimeDays,
      checkIn: optionalInstant(),
      reason: required(500),
    }),
    response: z.object({ oid: z.number().int() }),
  }),
  updateOverTimeStatus: endpoint({
    summary:
      "Agrees (1) or refuses (2) pending overtime records of the company; all or none: 57 names ids that are not the company's, 70 those decided already.",
    roles: adminOnly,
    request: z.object({ oids: idsOf('overtimeRecord', 1000, 1), status: decidedStatus }),
    response: z.null(),
  }),
};
