import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { employeeSchema, roleGroupSchema } from '../entities/employee.js';
import { idOf, idsOf, optionalIdOf, page, pageRequest, personName } from '../fields.js';

/* Role groups (parentId 0) and the roles inside them (api-facts 4.2). */

const members = () => idsOf('employee', 5000, 1);

export const roleEndpoints = {
  getRARG: endpoint({
    summary: 'Role groups, each with its roles and how many employees hold them.',
    roles: adminOnly,
    readOnly: true,
    request: z.object({}),
    response: z.array(roleGroupSchema),
  }),
  addRARG: endpoint({
    summary: 'Adds a role group (parentId 0) or a role inside a group.',
    roles: adminOnly,
    request: z.object({ rgName: personName(100), parentId: optionalIdOf('role') }),
    response: z.object({ rid: z.number().int() }),
  }),
  updateRARG: endpoint({
    summary: 'Renames a role group or role, or moves a role to another group.',
    roles: adminOnly,
    request: z.object({ rid: idOf('role'), rgName: personName(100), parentId: optionalIdOf('role') }),
    response: z.null(),
  }),
  delRARG: endpoint({
    summary: 'Deletes a role, or a group with its roles; 257 while any of them has employees.',
    roles: adminOnly,
    request: z.object({ rid: idOf('role') }),
    response: z.null(),
  }),
  addEmpRole: endpoint({
    summary: 'Gives a role to employees.',
    roles: adminOnly,
    request: z.object({ rid: idOf('role'), empids: members() }),
    response: z.null(),
  }),
  delRoleEmp: endpoint({
    summary: 'Takes a role from employees.',
    roles: adminOnly,
    request: z.object({ rid: idOf('role'), empids: members() }),
    response: z.null(),
  }),
  getEmpRoleList: endpoint({
    summary:
      'A page of the employees holding a role, ordered by name; for a role group, those holding any of its roles, each once.',
    roles: adminOnly,
    readOnly: true,
    request: z.object({ rid: idOf('role'), ...pageRequest }),
    response: page(employeeSchema),
  }),
};
