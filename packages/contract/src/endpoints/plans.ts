import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { planFeatures, planQuotas, plans } from '../rules/plans.js';

/*
 * The company's plan (spec section 9: free, business, factory) as the
 * Administrator's account page shows it: each quota with what is used of it,
 * and the features included. Only the operator changes a plan
 * (npm run company-plan); an over-limit change answers 45.
 */

export const planSummarySchema = z.object({
  plan: z.enum(plans),
  quotas: z.array(
    z.object({
      limit: z.enum(planQuotas),
      /** null: no limit. */
      allowed: z.number().int().nullable(),
      used: z.number().int(),
      /** The first higher plan with more of it; null when none has. */
      liftedBy: z.enum(plans).nullable(),
    }),
  ),
  features: z.record(z.enum(planFeatures), z.boolean()),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planEndpoints = {
  getPlan: endpoint({
    summary:
      "The company's plan, each quota (employees, smsPerMonth, residentCompanies, gates) with what is used of it, and the features it includes (approvals, doorAccess, questionnaires).",
    roles: adminOnly,
    readOnly: true,
    request: z.object({}),
    response: planSummarySchema,
  }),
};
