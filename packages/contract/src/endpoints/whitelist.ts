import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { employeeSchema } from '../entities/employee.js';
import { flag, idOf, page, pageRequest, text } from '../fields.js';

/* The host whitelist: employees whose regular visitors pass without approval (api-facts 4.12). */

export const whitelistEndpoints = {
  getEmpWlist: endpoint({
    summary: 'A page of the whitelist: the employees whose wlist is 1, ordered by name; name and work-number prefix search.',
    roles: adminOnly,
    readOnly: true,
    request: z.object({
      ...pageRequest,
      empName: text(100).optional().default(''),
      empNo: text(100).optional().default(''),
    }),
    response: page(employeeSchema),
  }),
  setEmpWlist: endpoint({
    summary: 'Puts employees on the whitelist (wlist 1) or takes them off (0); the body is a JSON array.',
    roles: adminOnly,
    request: z
      .array(z.object({ empid: idOf('employee'), empNo: text(50).optional(), wlist: flag() }))
      .min(1, 'must list at least one employee')
      .max(1000, 'must list at most 1000 employees'),
    response: z.null(),
  }),
};
