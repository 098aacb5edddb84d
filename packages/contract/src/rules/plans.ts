/*
 * The plans (spec section 9: free, business, factory) and what each allows.
 * One table, read by the server's checks, the Administrator's plan card and
 * the over-limit message that names the plan lifting a limit.
 */

export const plans = ['free', 'business', 'factory'] as const;
export type Plan = (typeof plans)[number];

/** Counted limits; null: no limit. */
export const planQuotas = ['employees', 'smsPerMonth', 'residentCompanies', 'gates'] as const;
export type PlanQuota = (typeof planQuotas)[number];

/** Features a plan includes or not. */
export const planFeatures = ['approvals', 'doorAccess', 'questionnaires'] as const;
export type PlanFeature = (typeof planFeatures)[number];

export type PlanLimit = PlanQuota | PlanFeature;

export interface PlanAllowance {
  quotas: Record<PlanQuota, number | null>;
  features: Record<PlanFeature, boolean>;
}

export const planAllowances: Record<Plan, PlanAllowance> = {
  free: {
    quotas: { employees: 50, smsPerMonth: 100, residentCompanies: 0, gates: 1 },
    features: { approvals: false, doorAccess: false, questionnaires: false },
  },
  business: {
    quotas: { employees: 1000, smsPerMonth: 2000, residentCompanies: 20, gates: 10 },
    features: { approvals: true, doorAccess: false, questionnaires: true },
  },
  factory: {
    quotas: { employees: null, smsPerMonth: 10000, residentCompanies: null, gates: null },
    features: { approvals: true, doorAccess: true, questionnaires: true },
  },
};

export const isPlan = (value: string): value is Plan => (plans as readonly string[]).includes(value);

const isQuota = (limit: PlanLimit): limit is PlanQuota => (planQuotas as readonly string[]).includes(limit);

/** Whether the plan allows `wanted` of a quota (the count after the change), or includes a feature. */
export function planAllows(plan: Plan, limit: PlanLimit, wanted = 1): boolean {
  const allowance = planAllowances[plan];
  if (!isQuota(limit)) return allowance.features[limit];
  const quota = allowance.quotas[limit];
  return quota === null || wanted <= quota;
}

/** The first plan above this one that allows it, or undefined when none does. */
export function planLifting(plan: Plan, limit: PlanLimit, wanted = 1): Plan | undefined {
  return plans.slice(plans.indexOf(plan) + 1).find((higher) => planAllows(higher, limit, wanted));
}

/** What an over-limit answer (45) carries, for the screen to say which plan lifts it. */
export interface PlanLimitReached {
  limit: PlanLimit;
  plan: Plan;
  /** The quota of this plan; null for a feature it lacks. */
  allowed: number | null;
  liftedBy: Plan | null;
}
