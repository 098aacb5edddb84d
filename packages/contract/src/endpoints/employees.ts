import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { employeeSchema } from '../entities/employee.js';
import {
  commaIdsOf,
  email,
  flag,
  idOf,
  idsOf,
  int,
  naming,
  optionalIdOf,
  page,
  pageRequest,
  personName,
  phone,
  text,
  ymd8,
} from '../fields.js';

/* Employees of the company (api-facts 4.2; spec: People). */

/** Callers that look people up without managing them: hosts, the reception terminal and an HQ Administrator. */
export const peopleReaders = ['manager', 'hq', 'employee', 'reception'] as const;

/** Who manages employees: the Administrator, and a resident company its own (the employees module). */
const employeeManagers = ['manager', 'subaccount'] as const;

const isCalendarDay = (value: string) => {
  if (value === '') return true;
  const [year, month, day] = [value.slice(0, 4), value.slice(4, 6), value.slice(6, 8)].map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** GetEmpList answers at most this many employees per call; `startIndex` reaches the rest. */
export const getEmpListMax = 1000;

/** Employee validity day as YYYYMMDD, or '' for open-ended. */
export const validityDay = () => ymd8().refine(isCalendarDay, 'must be a real calendar day');

const optionalEmail = () =>
  text(80).refine((value) => value === '' || email().safeParse(value).success, 'must be a valid email address');

const employeeStateValue = () => int().pipe(z.number().int().min(0, 'must be 0, 1 or 2').max(2, 'must be 0, 1 or 2'));

/** Every employee field but name and phone; each is left unchanged by an update that leaves it out. */
const employeeFields = {
  email: optionalEmail().optional(),
  empNo: text(50).optional(),
  emptype: int().pipe(z.number().int().min(0, 'must be 0 to 4').max(4, 'must be 0 to 4')).optional(),
  empNickname: text(100).optional(),
  empPosition: text(100).optional(),
  empSex: text(10).optional(),
  telephone: text(50).optional(),
  workbay: text(100).optional(),
  visitType: text(255).optional(),
  subaccountId: optionalIdOf('subaccount'),
  remark: text(500).optional(),
  deptIds: idsOf('department', 200).optional(),
  rids: idsOf('role', 200).optional(),
  cardNo: text(50).optional(),
  egids: commaIdsOf('equipmentGroup').optional(),
  startDate: validityDay().optional(),
  endDate: validityDay().optional(),
  avatar: naming('file', text(512)).optional(),
  plateNum: text(50).optional(),
  padHidden: flag().optional(),
  noReservation: flag().optional(),
};

const searchPrefix = () => text(100).optional().default('');

export const employeeEndpoints = {
  getEmpListPages: endpoint({
    summary:
      'A page of employees ordered by name: prefix search by name, work number and phone; filter by department (-1: in none) and state.',
    roles: employeeManagers,
    readOnly: true,
    request: z.object({
      ...pageRequest,
      empName: searchPrefix(),
      empNo: searchPrefix(),
      phone: searchPrefix(),
      deptid: optionalIdOf('department'),
      empState: z
        .union([z.literal(''), z.null(), employeeStateValue()])
        .optional()
        .transform((value) => (value === '' || value === null ? undefined : value)),
    }),
    response: page(employeeSchema),
  }),
  GetEmpList: endpoint({
    summary: `The company's enabled employees by name, optionally of one sub-account or with one phone number: at most ${getEmpListMax} a call, from the 1-based startIndex (default 1; requestedCount up to ${getEmpListMax}, the default).`,
    roles: employeeManagers,
    readOnly: true,
    request: z.object({
      phone: text(20).optional().default(''),
      subaccountId: optionalIdOf('subaccount'),
      startIndex: int().pipe(z.number().int().min(0, 'must not be negative')).optional().default(1),
      requestedCount: int()
        .pipe(z.number().int().min(1, 'must be at least 1').max(getEmpListMax, `must be at most ${getEmpListMax}`))
        .optional()
        .default(getEmpListMax),
    }),
    response: z.array(employeeSchema),
  }),
  getEmpByName: endpoint({
    summary:
      'Host lookup: up to 100 employees whose name, work number, phone or card number starts with the text; the reception terminal sees only enabled employees searchable at the pad.',
    roles: [...peopleReaders, 'subaccount'],
    readOnly: true,
    request: z.object({
      name: text(100).optional().default(''),
      empName: text(100).optional().default(''),
      empNo: text(100).optional().default(''),
      subaccountId: optionalIdOf('subaccount'),
    }),
    response: z.array(employeeSchema),
  }),
  getEmployeeCount: endpoint({
    summary: 'How many employees the company has (total) and how many are enabled (empcount).',
    roles: adminOnly,
    readOnly: true,
    request: z.object({}),
    response: z.object({ total: z.number().int(), empcount: z.number().int() }),
  }),
  getMaxEmpNo: endpoint({
    summary: 'The next free numeric work number: the highest one plus 1, zero-padded to its width ("1" when there is none).',
    roles: adminOnly,
    readOnly: true,
    request: z.object({}),
    response: z.string(),
  }),
  addEmployee: endpoint({
    summary: 'Adds an employee; phone (24) and a non-empty work number (241) are unique in the company.',
    roles: employeeManagers,
    request: z.object({ ...employeeFields, employee_name: personName(100), phone: phone() }),
    response: employeeSchema,
  }),
  updateEmployee: endpoint({
    summary: 'Edits an employee (55 when not found); fields left out keep their value.',
    roles: employeeManagers,
    request: z.object({
      ...employeeFields,
      employeeid: optionalIdOf('employee'),
      employee_name: personName(100).optional(),
      phone: phone().optional(),
    }),
    response: employeeSchema,
  }),
  batchDelEmployee: endpoint({
    summary: 'Deletes employees with their department and role links.',
    roles: employeeManagers,
    request: z.object({ empids: idsOf('employee', 5000, 1) }),
    response: z.null(),
  }),
  updateEmpState: endpoint({
    summary: 'Enables (0), forbids (1) or disables (2) employees.',
    roles: adminOnly,
    request: z.object({
      empids: idsOf('employee', 5000, 1),
      empState: employeeStateValue(),
    }),
    response: z.null(),
  }),
  updateVisitorManager: endpoint({
    summary: "Sets the company's visitor managers: comma-separated employee ids.",
    roles: adminOnly,
    request: z.object({
      visitorManager: commaIdsOf('employee'),
    }),
    response: z.null(),
  }),
  updateEmpVisitType: endpoint({
    summary: 'Sets the employee type and visit type of several employees (a JSON array body).',
    roles: adminOnly,
    request: z
      .array(
        z.object({
          employeeid: idOf('employee'),
          emptype: int().pipe(z.number().int().min(0, 'must be 0 to 4').max(4, 'must be 0 to 4')),
          visitType: text(255).optional().default(''),
        }),
      )
      .max(5000, 'must list at most 5000 employees'),
    response: z.null(),
  }),
};
