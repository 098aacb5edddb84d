import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { projectSchema } from '../entities/project.js';
import { idOf, optionalText, phone, required, text } from '../fields.js';
import { phonePattern } from '../patterns.js';
import { validityInOrder } from '../rules/resident-validity.js';

/*
 * Projects residents work on (api-facts 4.5 getProject..delProject). The
 * original console sends only pName and remark, so the wire fills the rest
 * (open days, no one in charge); our own form requires them (decision 0035).
 */

const realDay = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const dayText = (value: string | null) => (value ?? '').replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');
const isDayOrOpen = (value: string) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && realDay(value));
const dayRule = 'must be a date as YYYY-MM-DD';

/**
 * A calendar day as YYYY-MM-DD (YYYYMMDD is read too), or '' (or null) for an
 * open end; absent is ''. A day that does not exist (2026-02-30) is refused.
 */
export const calendarDayOrOpen = () =>
  z
    .union([z.string().trim(), z.null()])
    .optional()
    .transform((value) => dayText(value ?? ''))
    .refine(isDayOrOpen, dayRule);

/** As calendarDayOrOpen, but absent stays absent: an update keeps the stored day. */
export const keptCalendarDay = () =>
  z
    .union([z.string().trim(), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : dayText(value)))
    .refine((value) => value === undefined || isDayOrOpen(value), dayRule);

/** A calendar day the form must give. */
export const calendarDay = () =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && realDay(value), 'must be a date as YYYY-MM-DD');

/** The end not before the start, named by endDate. */
export const daysInOrder = { path: ['endDate'], message: 'must not be before startDate' };

const optionalPhoneText = () =>
  optionalText(20).refine((value) => value === '' || phonePattern.test(value), 'must be a valid phone number');

/** A project as the wire takes it: only pName is needed. */
const projectWireFields = {
  pName: required(50),
  charge: optionalText(50),
  chargePhone: optionalPhoneText(),
  area: optionalText(100),
  content: optionalText(500),
  startDate: calendarDayOrOpen(),
  endDate: calendarDayOrOpen(),
  remark: optionalText(500),
};

/** Our own form: name, person in charge, their phone and both days are required (spec section 5). */
export const projectFormSchema = z
  .object({
    ...projectWireFields,
    charge: required(50),
    chargePhone: phone().max(20, 'must be at most 20 characters'),
    startDate: calendarDay(),
    endDate: calendarDay(),
  })
  .refine(validityInOrder, daysInOrder);
export type ProjectForm = z.output<typeof projectFormSchema>;

const pid = idOf('project');

/** On update, a field the caller leaves out keeps its value (the original console sends only pName and remark). */
const kept = <T extends z.ZodType>(schema: T) => schema.optional();

export const projectEndpoints = {
  getProject: endpoint({
    summary: "The company's projects, by name, each with pcount: how many residents it has.",
    roles: adminOnly,
    readOnly: true,
    request: z.object({}),
    response: z.array(projectSchema),
  }),
  addProject: endpoint({
    summary: 'Adds a project; 33 when the company has one of that name already (case ignored). Its pid as the result.',
    roles: adminOnly,
    request: z.object(projectWireFields).refine(validityInOrder, daysInOrder),
    response: z.object({ pid: z.number().int() }),
  }),
  updateProject: endpoint({
    summary:
      "Changes a project; fields left out keep their value. 33 when another project has the name, 57 when pid is not the company's.",
    roles: adminOnly,
    request: z.object({
      pid,
      pName: required(50),
      charge: kept(text(50)),
      chargePhone: kept(optionalPhoneText()),
      area: kept(text(100)),
      content: kept(text(500)),
      startDate: keptCalendarDay(),
      endDate: keptCalendarDay(),
      remark: kept(text(500)),
    }),
    response: z.null(),
  }),
  delProject: endpoint({
    summary:
      "Deletes a project; its residents stay, without a project (pid 0), their codes still valid. 57 when pid is not the company's.",
    roles: adminOnly,
    request: z.object({ pid }),
    response: z.null(),
  }),
};
