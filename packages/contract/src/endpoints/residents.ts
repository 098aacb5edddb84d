import { z } from 'zod';
import { adminOnly, endpoint, type UploadedFile } from '../endpoint.js';
import { residentCompanySchema, residentIdPattern, residentVisitorSchema } from '../entities/resident-visitor.js';
import {
  commaIdsOf,
  idsOf,
  int,
  naming,
  optionalIdOf,
  optionalText,
  page,
  pageRequest,
  personName,
  required,
  text,
} from '../fields.js';
import { phonePattern } from '../patterns.js';
import { validityInOrder } from '../rules/resident-validity.js';
import { importProblemSchema } from './address-book.js';
import { calendarDay, calendarDayOrOpen, daysInOrder, keptCalendarDay } from './projects.js';

/*
 * Resident visitors (api-facts 4.5 getResidentVisitor..getRvQrcode, 4.12
 * SynchronCardNo): people of a contractor who come every day of a validity
 * period. They sign in and out at the desk with their signed QR code, each
 * arrival a visit of signinType 3 (decision 0035).
 */

/** A resident's id, "C" and digits, as addResidentVisitor answered it. */
export const residentId = () =>
  naming('resident', z.string().trim().regex(residentIdPattern, 'must be a resident id (C and digits)'));

/** A project's id, or 0 for none ('' and null too). */
const projectOrNone = () =>
  naming(
    'project',
    optionalIdOf('project')
      .refine((value) => value === undefined || value >= 0, 'must be a project id or 0')
      .transform((value) => value ?? 0),
  );

const phoneText = () => text(20).refine((value) => value === '' || phonePattern.test(value), 'must be a valid phone number');

/** Age as the original sends it, a number or text. */
const ageText = () => z.union([z.number().int().min(0).max(150), z.string().trim().max(10)]).transform(String);

/** 0 unknown, 1 male, 2 female; '' is unknown. */
const sexCode = () =>
  z
    .union([z.literal(''), z.null(), int()])
    .transform((value) => (value === '' || value === null ? 0 : value))
    .pipe(z.number().int().min(0, 'must be 0, 1 or 2').max(2, 'must be 0, 1 or 2'));

/** Door groups as ids, a list or the original's comma-separated text. */
const doorGroups = () => z.union([idsOf('equipmentGroup', 200), commaIdsOf('equipmentGroup')]);

const residentShape = {
  pid: projectOrNone(),
  name: personName(50),
  company: text(100),
  phone: phoneText(),
  avatar: text(512),
  age: ageText(),
  sex: sexCode(),
  leader: text(50),
  area: text(100),
  job: text(50),
  department: text(100),
  /** The ID number. */
  cardid: text(30),
  cardNo: text(50),
  plateNum: text(20),
  remark: text(500),
};

type Shape = typeof residentShape;

/** Add: every field but the name may be left out ('' or 0). */
const addFields = {
  ...(Object.fromEntries(
    Object.entries(residentShape).map(([key, schema]) => [key, key === 'name' || key === 'pid' ? schema : schema.optional()]),
  ) as { [K in keyof Shape]: K extends 'name' | 'pid' ? Shape[K] : z.ZodOptional<Shape[K]> }),
  startDate: calendarDayOrOpen(),
  endDate: calendarDayOrOpen(),
  egids: doorGroups().optional(),
};

/** One way to find the resident at the desk: a phone or an ID number (spec section 5). */
const reachable = (body: { phone?: string | undefined; cardid?: string | undefined }) => !!body.phone || !!body.cardid;
const reachableRule = { path: ['phone'], message: 'give a phone number or an ID number' };

/** Our own form: company and both days required as well (spec section 5). */
export const residentFormSchema = z
  .object({
    ...residentShape,
    company: required(100),
    startDate: calendarDay(),
    endDate: calendarDay(),
    egids: doorGroups().optional(),
  })
  .refine(reachable, reachableRule)
  .refine(validityInOrder, daysInOrder);
export type ResidentForm = z.output<typeof residentFormSchema>;

/** The list filters of SearchRVisitorByCondition. */
const filterFields = {
  /** Prefix of the name; prefix of the phone; the company exactly (case ignored). Empty: no condition. */
  name: optionalText(50),
  phone: optionalText(20),
  company: optionalText(100),
  /** 0 or absent: every project. */
  pid: projectOrNone(),
  /** '' all, or residentStatuses today: 0 valid, 1 not started, 2 expired. */
  rstatus: z
    .union([z.literal(''), z.null(), int()])
    .optional()
    .transform((value) => (value === '' || value === null ? undefined : value))
    .refine((value) => value === undefined || [0, 1, 2].includes(value), 'must be 0 (valid), 1 (not started) or 2 (expired)'),
  /** The original's range: residents whose validity meets these days. */
  date: calendarDayOrOpen(),
  endDate: calendarDayOrOpen(),
};
const filterDaysInOrder = (body: { date: string; endDate: string }) =>
  validityInOrder({ startDate: body.date, endDate: body.endDate });

export const residentFilterSchema = z.object(filterFields).refine(filterDaysInOrder, daysInOrder);
export type ResidentFilter = z.output<typeof residentFilterSchema>;

export const residentImportReportSchema = z.object({
  /** Data rows in the file. */
  total: z.number().int(),
  /** The residents added, in row order. */
  rids: z.array(z.string()),
  bad: z.array(importProblemSchema),
});
export type ResidentImportReport = z.infer<typeof residentImportReportSchema>;

export const residentCodeSchema = z.object({
  rid: z.string(),
  /** What the QR code holds: R.<rid>.<signature>. */
  code: z.string(),
  /** The QR code as a PNG data URL. */
  qrcode: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type ResidentCode = z.infer<typeof residentCodeSchema>;

const rid = residentId();

export const residentEndpoints = {
  getResidentVisitor: endpoint({
    summary: "A page of the company's residents of one project (pid 0: all), newest first.",
    roles: adminOnly,
    readOnly: true,
    request: z.object({ pid: projectOrNone(), ...pageRequest }),
    response: page(residentVisitorSchema),
  }),
  getResidentVisitorByCompany: endpoint({
    summary: 'A page of the residents of one company (its name, case ignored), newest first.',
    roles: adminOnly,
    readOnly: true,
    request: z.object({ company: optionalText(100), ...pageRequest }),
    response: page(residentVisitorSchema),
  }),
  getResidentVisitorByName: endpoint({
    summary: 'A page of the residents whose name begins with name (case ignored), newest first.',
    roles: adminOnly,
    readOnly: true,
    request: z.object({ name: optionalText(50), ...pageRequest }),
    response: page(residentVisitorSchema),
  }),
  SearchRVisitorByCondition: endpoint({
    summary:
      'A page of residents by name and phone prefix, company, project, validity today (rstatus) and days their validity meets; the desk sees ID numbers masked.',
    roles: ['manager', 'reception'],
    readOnly: true,
    request: z.object({ ...filterFields, ...pageRequest }).refine(filterDaysInOrder, daysInOrder),
    response: page(residentVisitorSchema),
  }),
  getAllResidentCompany: endpoint({
    summary: 'The companies the residents work for, each with how many; by name.',
    roles: adminOnly,
    readOnly: true,
    request: z.object({}),
    response: z.array(residentCompanySchema),
  }),
  addResidentVisitor: endpoint({
    summary:
      "Adds a resident; the result is their rid (\"C\" and digits). 57 when pid is not the company's, 301 when the company's residents work on another project, 1133 when the card number is someone else's.",
    roles: adminOnly,
    // Phone or ID number, and days in order, are checked by the service (604 naming the field) as for a walk-in.
    request: z.object(addFields),
    response: z.string(),
  }),
  updateResidentVisitor: endpoint({
    summary:
      "Changes a resident; fields left out keep their value. 57 when rid or pid is not the company's, 301 and 1133 as on add.",
    roles: adminOnly,
    request: z.object({
      ...(Object.fromEntries(Object.entries(residentShape).map(([key, schema]) => [key, schema.optional()])) as {
        [K in keyof Shape]: z.ZodOptional<Shape[K]>;
      }),
      rid,
      name: personName(50),
      startDate: keptCalendarDay(),
      endDate: keptCalendarDay(),
      egids: doorGroups().optional(),
    }),
    response: z.null(),
  }),
  delResidentVisitor: endpoint({
    summary: "Deletes residents, all or none: 57 naming those not the company's. Their codes open nothing afterwards.",
    roles: adminOnly,
    request: z.object({
      rids: naming('resident', z.array(rid).min(1, 'must list at least one id').max(1000, 'must list at most 1000 ids')),
    }),
    response: z.null(),
  }),
  importResidentVisitors: endpoint({
    summary:
      'Adds the residents of a spreadsheet (multipart field "file": csv, xls or xlsx; headers in en, zh, hk or ja) to project pid; rows with a problem are answered in bad and not added.',
    roles: adminOnly,
    multipartFile: 'file',
    request: z.object({
      pid: projectOrNone(),
      file: z.custom<UploadedFile>((value) => typeof value === 'object' && value !== null, 'a file is required'),
    }),
    response: residentImportReportSchema,
  }),
  getRvQrcode: endpoint({
    summary:
      "The resident's QR code: R.<rid>.<signature>, signed for this company, with a PNG. The desk signs them in and out with it inside their validity days.",
    roles: adminOnly,
    readOnly: true,
    request: z.object({ rid }),
    response: residentCodeSchema,
  }),
  SynchronCardNo: endpoint({
    summary:
      "Links an access card number to a resident ('' unlinks it); 1133 when another resident or an employee of the company holds it, 57 when rid is not the company's.",
    roles: adminOnly,
    request: z.object({ rid, cardNo: text(50).optional().default('') }),
    response: z.null(),
  }),
};
