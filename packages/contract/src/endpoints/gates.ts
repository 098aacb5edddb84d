import { z } from 'zod';
import { adminOnly, companyMembers, endpoint } from '../endpoint.js';
import { naming, optionalInt, personName } from '../fields.js';

/*
 * The gates a company's desks stand at (api-facts 4.9, table qcv_gate).
 * addGate takes the whole list at once, as the original console sends it.
 */

export const gateLimits = { nameMax: 50, perCall: 200 } as const;

export const atLeastOneGate = 'At least one gate group is required';

export const gateSchema = z.object({
  gid: z.number().int(),
  userid: z.number().int(),
  gname: z.string(),
  /** A signed text a desk scans to pick this gate (G.<gid>.<signature>). */
  qrcode: z.string(),
});
export type Gate = z.output<typeof gateSchema>;

const gateItem = z.object({
  /** '' (or 0) for a new gate; otherwise the gate renamed. */
  gid: naming('gate', optionalInt()),
  gname: personName(gateLimits.nameMax),
});

/** The company's gate list: at least one, names not blank and not repeated (regardless of case). */
export const gateListSchema = z
  .array(gateItem)
  .min(1, atLeastOneGate)
  .max(gateLimits.perCall, `must list at most ${gateLimits.perCall} gates`)
  .superRefine((gates, context) => {
    const seen = new Set<string>();
    gates.forEach((gate, index) => {
      const key = gate.gname.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'gname'], message: 'must not repeat another gate' });
      seen.add(key);
    });
  });

export const gateEndpoints = {
  getGate: endpoint({
    summary: "The company's gates in the order they were added, each with the signed code a desk scans to pick it.",
    roles: companyMembers,
    readOnly: true,
    request: z.object({}),
    response: z.array(gateSchema),
  }),
  addGate: endpoint({
    summary: `The company's whole gate list as a JSON array [{gid, gname}]: gid '' adds a gate, a gid renames it, gates left out are removed. ${atLeastOneGate}; 43 past the plan's gates (result names the plan that lifts it); 57 when a gid is not the company's.`,
    roles: adminOnly,
    request: gateListSchema,
    response: z.null(),
  }),
};

export type GateEndpoint = keyof typeof gateEndpoints;
