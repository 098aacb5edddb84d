import {
  AppError,
  type ApprovalEffect,
  type ApprovalFlow,
  approvalDecisions,
  approverKinds,
  nextApproval,
  notStarted,
  permissionOfApproval,
  Status,
} from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import type { ApprovalRuleTable, ApprovalStepTable } from '../../platform/db/schema.js';
import { announceChange, recordEvents } from '../visit-events/visit-events.service.js';
import { askApprovers, tellHost } from './approval-notices.js';
import {
  closePendingSteps,
  decideStep,
  employeesAmong,
  findAreaForDepartment,
  findVisitForApproval,
  holdersOfRoles,
  insertSteps,
  latestRound,
  listRules,
  pendingStepsAskedBefore,
  settleAwaitingVisit,
  visitTrail,
} from './approvals.repo.js';

/*
 * Applies the approval state machine (contract rules/approval-flow.ts) to a
 * visit in the call's unit of work: the trail (approval_step), the visit's
 * permission and timeline, and the notices.
 */

/** A level undecided this long refuses the visit (decision 0015). */
export const approvalTimeOutHours = 48;

const handled = () => new AppError(Status.permissionHandled, 'This approval is already decided');

/** One round of one visit's approval: what applying an effect needs. */
interface Round {
  companyId: number;
  vid: number;
  aid: number;
  round: number;
  levels: number;
  rules: Array<Selectable<ApprovalRuleTable>>;
  host: { empid: number; empName: string };
}

async function approversOf(ctx: AppContext, companyId: number, rules: Round['rules'], level: number) {
  const db = ctx.database.db;
  const atLevel = rules.filter((rule) => rule.level === level);
  const byRole = await holdersOfRoles(
    db,
    companyId,
    atLevel.filter((rule) => rule.rType === approverKinds.role).map((rule) => rule.role),
  );
  const byName = await employeesAmong(
    db,
    companyId,
    atLevel.filter((rule) => rule.rType === approverKinds.employee).map((rule) => rule.role),
  );
  const approvers = new Map([...byRole, ...byName].map((emp) => [emp.empid, emp.empName]));
  return [...approvers].map(([empid, empName]) => ({ empid, empName }));
}

async function settle(
  ctx: AppContext,
  run: Round,
  outcome: 'authorized' | 'refused',
  operator: string,
  reason: string,
  level: number,
) {
  const db = ctx.database.db;
  if (!(await settleAwaitingVisit(db, run.companyId, run.vid, permissionOfApproval(outcome)))) throw handled();
  await closePendingSteps(db, run.companyId, run.vid, { status: approvalDecisions.closed, decidedAt: ctx.clock.now() });
  await recordEvents(ctx, run.companyId, [run.vid], { kind: outcome, operator, gate: '', reason });
  await tellHost(ctx, run.companyId, { vid: run.vid, outcome, level, reason });
  await announceChange(ctx, run.companyId);
}

async function apply(ctx: AppContext, run: Round, effect: ApprovalEffect, operator: string, level: number): Promise<void> {
  if (effect.kind === 'ignore') throw handled();
  if (effect.kind === 'authorize') return settle(ctx, run, 'authorized', operator, '', level);
  if (effect.kind === 'refuse') return settle(ctx, run, 'refused', operator, effect.reason, level);
  const approvers = await approversOf(ctx, run.companyId, run.rules, effect.level);
  // A level whose role nobody holds can never be decided: refuse now rather than wait for the time-out.
  if (approvers.length === 0) return settle(ctx, run, 'refused', 'auto', `No approver at level ${effect.level}`, effect.level);
  const now = ctx.clock.now();
  const stepIds = await insertSteps(
    ctx.database.db,
    approvers.map((approver) => ({
      companyId: run.companyId,
      vid: run.vid,
      aid: run.aid,
      round: run.round,
      level: effect.level,
      levels: run.levels,
      empid: approver.empid,
      empName: approver.empName,
      subEmpId: run.host.empid,
      subEmpName: run.host.empName,
      askedAt: now,
    })),
  );
  await askApprovers(ctx, run.companyId, stepIds);
}

/**
 * Starts (or starts over) the approval of a visit now awaiting it (permission 4):
 * the area of the host's department, else the default area; no area or no rules
 * authorise it at once.
 */
export async function startApproval(ctx: AppContext, companyId: number, vid: number, operator: string): Promise<void> {
  const db = ctx.database.db;
  const visit = await findVisitForApproval(db, companyId, vid);
  if (!visit) return;
  const area = await findAreaForDepartment(db, companyId, visit.empdeptid);
  const rules = area ? await listRules(db, companyId, [area.id]) : [];
  const levels = Math.max(0, ...rules.map((rule) => rule.level));
  await closePendingSteps(db, companyId, vid, { status: approvalDecisions.closed, decidedAt: ctx.clock.now() });
  const run: Round = {
    companyId,
    vid,
    aid: area?.id ?? 0,
    round: (await latestRound(db, companyId, vid)) + 1,
    levels,
    rules,
    host: { empid: visit.empid, empName: visit.empName },
  };
  const step = nextApproval(notStarted(levels), { kind: 'submit' });
  // Told first: a level nobody can decide refuses at once, and that news must come after.
  if (step.effect.kind === 'ask') await tellHost(ctx, companyId, { vid, outcome: 'submitted', level: 1 });
  await apply(ctx, run, step.effect, operator, step.flow.level);
}

/** Where a round stands: the highest level asked so far, waiting while the visit still awaits approval. */
async function roundOf(
  ctx: AppContext,
  step: Selectable<ApprovalStepTable>,
): Promise<{ run: Round; flow: ApprovalFlow } | undefined> {
  const db = ctx.database.db;
  const visit = await findVisitForApproval(db, step.companyId, step.vid);
  if (!visit || (await latestRound(db, step.companyId, step.vid)) !== step.round) return undefined;
  const steps = (await visitTrail(db, step.companyId, step.vid)).filter((row) => row.round === step.round);
  const level = Math.max(...steps.map((row) => row.level));
  const outcome = visit.permission === 4 ? 'waiting' : visit.permission === 1 ? 'authorized' : 'refused';
  return {
    run: {
      companyId: step.companyId,
      vid: step.vid,
      aid: step.aid,
      round: step.round,
      levels: step.levels,
      rules: await listRules(db, step.companyId, [step.aid]),
      host: { empid: visit.empid, empName: visit.empName },
    },
    flow: { levels: step.levels, level, outcome, reason: '' },
  };
}

/** The approver of a pending step agrees or refuses (a refusal needs its reason). */
export async function decideStepAs(
  ctx: AppContext,
  step: Selectable<ApprovalStepTable>,
  decision: { agree: boolean; remark: string },
): Promise<void> {
  if (!decision.agree && decision.remark === '') {
    throw new AppError(Status.invalidField, 'remark: a refusal needs its reason', 'remark');
  }
  if (step.status !== approvalDecisions.pending) throw handled();
  const state = await roundOf(ctx, step);
  if (!state) throw handled();
  const event = decision.agree
    ? ({ kind: 'agree', level: step.level } as const)
    : ({ kind: 'refuse', level: step.level, reason: decision.remark } as const);
  const next = nextApproval(state.flow, event);
  if (next.effect.kind === 'ignore') throw handled();
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const status = decision.agree ? approvalDecisions.agreed : approvalDecisions.refused;
  if (!(await decideStep(db, step.id, { status, remark: decision.remark, decidedAt: now }))) throw handled();
  // Any one approver decides for the level: the others' entries close.
  await closePendingSteps(db, step.companyId, step.vid, { status: approvalDecisions.closed, decidedAt: now }, step);
  await apply(ctx, state.run, next.effect, step.empName, step.level);
  if (next.effect.kind === 'ask')
    await tellHost(ctx, step.companyId, { vid: step.vid, outcome: 'levelAgreed', level: step.level });
}

/** Refuses the visits whose current level stayed undecided past the time-out; answers how many. */
export async function timeOutApprovals(ctx: AppContext): Promise<number> {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  let refused = 0;
  for (const late of await pendingStepsAskedBefore(db, now - approvalTimeOutHours * 3_600_000)) {
    const [step] = (await visitTrail(db, late.companyId, late.vid)).filter(
      (row) => row.round === late.round && row.level === late.level && row.status === approvalDecisions.pending,
    );
    const state = step && (await roundOf(ctx, step));
    if (!step || !state) {
      await closePendingSteps(db, late.companyId, late.vid, { status: approvalDecisions.closed, decidedAt: now }, late);
      continue;
    }
    const next = nextApproval(state.flow, { kind: 'timeOut', level: late.level, hours: approvalTimeOutHours });
    await closePendingSteps(db, late.companyId, late.vid, { status: approvalDecisions.timedOut, decidedAt: now }, late);
    if (next.effect.kind === 'refuse') {
      await settle(ctx, state.run, 'refused', 'auto', next.effect.reason, late.level);
      refused += 1;
    }
  }
  return refused;
}
