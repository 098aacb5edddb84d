import {
  AppError,
  isPlan,
  type Plan,
  planAllowances,
  planAllows,
  type PlanFeature,
  type PlanLimit,
  type PlanLimitReached,
  planLifting,
  type PlanQuota,
  type PlanSummary,
  planQuotas,
  Status,
  type StatusCode,
} from '@vestibule/contract';
import { ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { countMonthlySms, countOfCompany, findPlanRow, setPlanOf } from './plans.repo.js';

/*
 * What the company's plan allows (rules/plans.ts), asked by the features that
 * add what a quota counts or use what a plan includes. An over-limit change
 * answers 45 with the limit and the plan that lifts it.
 */

const monthOf = (ctx: AppContext) => ymdOf(ctx.clock.now()).slice(0, 7);

async function planRow(ctx: AppContext, companyId: number) {
  const row = await findPlanRow(ctx.database.db, companyId);
  if (!row) throw new AppError(Status.invalidUser);
  return { ...row, plan: isPlan(row.plan) ? row.plan : 'free' };
}

export const planOf = async (ctx: AppContext, companyId: number): Promise<Plan> => (await planRow(ctx, companyId)).plan;

function limitReached(plan: Plan, limit: PlanLimit, wanted: number, status: StatusCode = Status.planLimitReached): AppError {
  const allowed = (planQuotas as readonly string[]).includes(limit) ? planAllowances[plan].quotas[limit as PlanQuota] : null;
  const liftedBy = planLifting(plan, limit, wanted) ?? null;
  const detail: PlanLimitReached = { limit, plan, allowed, liftedBy };
  const lift = liftedBy ? `; the ${liftedBy} plan lifts it` : '';
  const what = allowed === null ? `does not include ${limit}` : `allows ${allowed} ${limit}`;
  return new AppError(status, `The ${plan} plan ${what}${lift}`, detail);
}

/** 45 unless the company's plan includes the feature. */
export async function assertPlanIncludes(ctx: AppContext, companyId: number, feature: PlanFeature): Promise<void> {
  const plan = await planOf(ctx, companyId);
  if (!planAllows(plan, feature)) throw limitReached(plan, feature, 1);
}

/** 45 when the company holds more employees than its plan allows; asked after adding, inside the same unit of work. */
export async function assertEmployeesWithinPlan(ctx: AppContext, companyId: number): Promise<void> {
  const plan = await planOf(ctx, companyId);
  // An unlimited plan needs no count: adding employees is a hot path of imports and syncs.
  if (planAllowances[plan].quotas.employees === null) return;
  const count = await countOfCompany(ctx.database.db, 'employee', companyId);
  if (!planAllows(plan, 'employees', count)) throw limitReached(plan, 'employees', count);
}

/** How many more employees the plan takes (Infinity: no limit); a directory sync adds no more than this. */
export async function employeeRoomLeft(ctx: AppContext, companyId: number): Promise<number> {
  const quota = planAllowances[await planOf(ctx, companyId)].quotas.employees;
  if (quota === null) return Infinity;
  return Math.max(0, quota - (await countOfCompany(ctx.database.db, 'employee', companyId)));
}

/** 45 when adding one more resident company passes the plan's quota. */
export async function assertResidentCompanyRoom(ctx: AppContext, companyId: number): Promise<void> {
  const plan = await planOf(ctx, companyId);
  if (planAllowances[plan].quotas.residentCompanies === null) return;
  const wanted = (await countOfCompany(ctx.database.db, 'subAccount', companyId)) + 1;
  if (!planAllows(plan, 'residentCompanies', wanted)) throw limitReached(plan, 'residentCompanies', wanted);
}

/** 43 (the original's gate-limit code, decision 0033) when the plan allows fewer gates than `wanted`; the detail is 45's. */
export async function assertGatesWithinPlan(ctx: AppContext, companyId: number, wanted: number): Promise<void> {
  const plan = await planOf(ctx, companyId);
  if (!planAllows(plan, 'gates', wanted)) throw limitReached(plan, 'gates', wanted, Status.gateLimitReached);
}

/** Whether one more SMS notice fits this month's quota of the plan. */
export async function hasMonthlySmsLeft(ctx: AppContext, companyId: number): Promise<boolean> {
  const row = await planRow(ctx, companyId);
  const sent = row.smsMonth === monthOf(ctx) ? row.smsMonthCount : 0;
  return planAllows(row.plan, 'smsPerMonth', sent + 1);
}

export const countSmsThisMonth = (ctx: AppContext, companyId: number) =>
  countMonthlySms(ctx.database.db, companyId, monthOf(ctx));

/** The plan card: each quota with what is used of it, and the features included. */
export async function planSummary(ctx: AppContext, companyId: number): Promise<PlanSummary> {
  const row = await planRow(ctx, companyId);
  const db = ctx.database.db;
  const used: Record<PlanQuota, number> = {
    employees: await countOfCompany(db, 'employee', companyId),
    smsPerMonth: row.smsMonth === monthOf(ctx) ? row.smsMonthCount : 0,
    residentCompanies: await countOfCompany(db, 'subAccount', companyId),
    gates: await countOfCompany(db, 'gate', companyId),
  };
  const allowance = planAllowances[row.plan];
  return {
    plan: row.plan,
    quotas: planQuotas.map((limit) => ({
      limit,
      allowed: allowance.quotas[limit],
      used: used[limit],
      liftedBy: planLifting(row.plan, limit, (allowance.quotas[limit] ?? 0) + 1) ?? null,
    })),
    features: allowance.features,
  };
}

/** The operator's change of a company's plan (npm run company-plan); false when there is no such company. */
export async function setPlan(ctx: AppContext, companyId: number, plan: Plan): Promise<boolean> {
  const result = await setPlanOf(ctx.database.db, companyId, plan);
  return Number(result.numUpdatedRows) > 0;
}
