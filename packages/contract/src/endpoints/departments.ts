import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { departmentNodeSchema, departmentSchema, employeeSchema } from '../entities/employee.js';
import {
  commaIdsOf,
  idOf,
  idsOf,
  int,
  maxRowId,
  naming,
  optionalIdOf,
  page,
  pageRequest,
  personName,
  required,
  text,
} from '../fields.js';
import { peopleReaders } from './employees.js';

/* Departments: the tree beside the employee list (api-facts 4.2). */

/** Default receivers come as a JSON-array text ("[3,8]"), comma-separated ids, or an array. */
const receiverIds = () =>
  naming(
    'employee',
    z
      .union([z.array(z.union([z.number(), z.string()])), text(500)])
      .transform((value) => (Array.isArray(value) ? value : parseReceivers(value)))
      .pipe(idsOf('employee', 100)),
  );

function parseReceivers(value: string): unknown[] {
  if (value === '') return [];
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [value];
    } catch {
      return [value];
    }
  }
  return value.split(',').map((part) => part.trim());
}

/** A department id, or the id path the original console sends ("3,7,12" names 12). */
const departmentRef = () =>
  naming(
    'department',
    z
      .union([
        int(),
        z
          .string()
          .trim()
          .regex(/^\d+(,\d+)*$/, 'must be a department id or id path'),
      ])
      .transform((value) => (typeof value === 'number' ? value : Number(value.split(',').at(-1))))
      .pipe(z.number().int().positive('must be a positive id').max(maxRowId, 'must be a valid id')),
  );

const nonNegative = () =>
  int().pipe(z.number().int().min(0, 'must not be negative').max(maxRowId, `must be at most ${maxRowId}`));

/** A new department as Vestibule's own form checks it: the number is required there, as the spec says. */
export const departmentFormSchema = z.object({
  deptName: personName(100),
  deptNo: required(50),
  parentId: optionalIdOf('department'),
  deptManagerEmpid: commaIdsOf('employee').optional(),
  defaultReceiver: receiverIds().optional(),
  vMaxCount: nonNegative().optional(),
  remark: text(500).optional(),
});

export const departmentEndpoints = {
  getDeptList: endpoint({
    summary: 'The department trees with directors and people counts (empCount directly, totalCount with those below).',
    roles: adminOnly,
    readOnly: true,
    request: z.object({}),
    response: z.array(departmentNodeSchema),
  }),
  getDepartment: endpoint({
    summary: 'One department of the company.',
    roles: ['manager', 'employee'],
    readOnly: true,
    request: z.object({ deptid: departmentRef() }),
    response: departmentSchema,
  }),
  getDeptByEmpid: endpoint({
    summary: 'The departments an employee belongs to.',
    roles: peopleReaders,
    readOnly: true,
    request: z.object({ empid: idOf('employee') }),
    response: z.array(departmentSchema),
  }),
  getEmpDeptList: endpoint({
    summary: 'A page of the employees directly in a department, ordered by name; empty when the company has no such department.',
    roles: adminOnly,
    readOnly: true,
    request: z.object({ deptid: departmentRef(), ...pageRequest }),
    response: page(employeeSchema),
  }),
  addDepartment: endpoint({
    summary:
      'Adds a department; its name (123) and number (124) are unique in the company. Without a number (as the original console sends it) it gets the next free D-0001-style number.',
    roles: adminOnly,
    request: departmentFormSchema.extend({ deptNo: required(50).optional() }),
    response: z.object({ deptid: z.number().int() }),
  }),
  updateDepartment: endpoint({
    summary: 'Edits a department, possibly moving it under another; fields left out keep their value.',
    roles: adminOnly,
    request: z.object({
      deptid: idOf('department'),
      deptName: personName(100).optional(),
      deptNo: required(50).optional(),
      parentId: optionalIdOf('department'),
      deptManagerEmpid: commaIdsOf('employee').optional(),
      defaultReceiver: receiverIds().optional(),
      vMaxCount: nonNegative().optional(),
      remark: text(500).optional(),
    }),
    response: z.null(),
  }),
  delDepartment: endpoint({
    summary: 'Deletes a department: its sub-departments move up to its parent and its people leave it.',
    roles: adminOnly,
    request: z.object({ deptid: idOf('department') }),
    response: z.null(),
  }),
  updateDeptEmpRelation: endpoint({
    summary:
      'Moves employees: their departments become exactly the ones listed (none when empty). No employees (as the original console may send) changes nothing.',
    roles: adminOnly,
    request: z.object({
      empids: idsOf('employee', 5000),
      deptIds: idsOf('department', 200).optional().default([]),
    }),
    response: z.null(),
  }),
};
