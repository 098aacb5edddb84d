import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { flag, idOf, int, maxRowId, naming, text, ymd } from '../fields.js';

/* Visit proxies: an employee who stands in for another as host (api-facts 4.11). */

export const empVisitProxySchema = z.object({
  userid: z.number().int(),
  empid: z.number().int(),
  empName: z.string(),
  proxyId: z.number().int(),
  proxyName: z.string(),
  proxyType: z.number().int(),
  /** 1 active, 0 off. */
  proxyStatus: z.number().int(),
  /** Epoch ms of the first and last day, null when open-ended. */
  startDate: z.number().int().nullable(),
  endDate: z.number().int().nullable(),
});

export type EmpVisitProxy = z.infer<typeof empVisitProxySchema>;

const proxyCallers = ['manager', 'employee'] as const;
const proxyDay = () =>
  z
    .union([z.literal(''), ymd()])
    .nullable()
    .optional()
    .default('');

export const proxyEndpoints = {
  getVisitProxyForEmp: endpoint({
    summary: "An employee's visit proxy, or null; an employee may read only their own.",
    roles: proxyCallers,
    readOnly: true,
    request: z.object({ empid: idOf('employee') }),
    response: empVisitProxySchema.nullable(),
  }),
  getVisitProxyForProxy: endpoint({
    summary: 'The employees a proxy stands in for; an employee may ask only about themselves.',
    roles: proxyCallers,
    readOnly: true,
    request: z.object({ proxyId: idOf('employee') }),
    response: z.array(empVisitProxySchema),
  }),
  setVisitProxy: endpoint({
    summary:
      "Sets an employee's visit proxy (one per employee) with optional first and last day; an employee may set only their own.",
    roles: proxyCallers,
    request: z.object({
      empid: idOf('employee'),
      empName: text(100).optional(),
      proxyId: naming(
        'employee',
        int().pipe(z.number().int().min(0, 'must be an employee id').max(maxRowId, 'must be a valid id')),
      ),
      proxyName: text(100).optional(),
      proxyType: int().pipe(z.number().int().min(0, 'must be 0 or more').max(9, 'must be at most 9')).optional().default(0),
      proxyStatus: flag().optional().default(1),
      startDate: proxyDay(),
      endDate: proxyDay(),
    }),
    response: z.null(),
  }),
};
