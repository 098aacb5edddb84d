import {
  AppError,
  type ApprovalTask,
  approvalDecisions,
  type Page,
  permissions,
  type ProcessRecord,
  Status,
} from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import type { ApprovalStepTable } from '../../platform/db/schema.js';
import { pageWindow } from '../../platform/paging.js';
import { findSecret, isLive, spendSecret } from '../../platform/secrets.js';
import { decideStepAs } from './approval-flow.service.js';
import {
  askedAboutVisit,
  countTasks,
  findStep,
  findTask,
  findVisitForApproval,
  listTasksPage,
  type TaskRow,
  visitTrail,
} from './approvals.repo.js';

/* The trail for managers, the approval list for employees, and deciding by a mailed link. */

const processType = 1;

const recordOf = (row: Selectable<ApprovalStepTable>): ProcessRecord => ({
  rid: row.id,
  vid: row.vid,
  aid: row.aid,
  level: row.level,
  levels: row.levels,
  round: row.round,
  subEmpId: row.subEmpId,
  subEmpName: row.subEmpName,
  rvwEmpId: row.empid,
  rvwEmpName: row.empName,
  submitTime: row.askedAt,
  decideTime: row.decidedAt,
  status: row.status,
  remark: row.remark,
  pType: processType,
});

const taskOf = (row: TaskRow): ApprovalTask => ({
  rid: row.id,
  vid: row.vid,
  aid: row.aid,
  level: row.level,
  levels: row.levels,
  round: row.round,
  subEmpId: row.subEmpId,
  subEmpName: row.subEmpName,
  rvwEmpId: row.empid,
  rvwEmpName: row.approverName,
  submitTime: row.askedAt,
  decideTime: row.decidedAt,
  status: row.status,
  remark: row.remark,
  pType: processType,
  vname: row.vname,
  vphone: row.vphone,
  vcompany: row.vcompany,
  visitType: row.visitType,
  appointmentDate: row.appointmentDate,
  empName: row.empName,
  permission: row.permission,
});

export async function approvalTrail(ctx: AppContext, companyId: number, vid: number): Promise<ProcessRecord[]> {
  const db = ctx.database.db;
  if (!(await findVisitForApproval(db, companyId, vid))) throw new AppError(Status.noRecord, 'No such visit: vid', 'vid');
  return (await visitTrail(db, companyId, vid)).map(recordOf);
}

/**
 * Whether the approval process authorised a visit: authorised now, and the process asked about it (a refusal or
 * time-out leaves it refused).
 */
export const authorizedByProcess = (permission: number, askedAbout: boolean | number) =>
  permission === permissions.authorized && Boolean(askedAbout);

/** Whether the company's approval process authorised this one visit. */
export async function approvedByProcess(ctx: AppContext, visit: { id: number; companyId: number; permission: number }) {
  return authorizedByProcess(visit.permission, true) && (await askedAboutVisit(ctx.database.db, visit.companyId, visit.id));
}

export async function approvalList(
  ctx: AppContext,
  session: Session,
  request: { status?: number | undefined; startIndex: number; requestedCount: number },
): Promise<Page<ApprovalTask>> {
  const db = ctx.database.db;
  const statuses =
    request.status === undefined
      ? [approvalDecisions.pending, approvalDecisions.agreed, approvalDecisions.refused]
      : [request.status];
  const { offset, limit, pageNo, pageSize } = pageWindow(request);
  const [rows, count] = await Promise.all([
    listTasksPage(db, session.companyId, session.subjectId, statuses, offset, limit),
    countTasks(db, session.companyId, session.subjectId, statuses),
  ]);
  return { list: rows.map(taskOf), count, pageNo, pageSize };
}

const decisionOf = (input: { type: string; remark: string }) => ({ agree: input.type === 'p', remark: input.remark });

/** The signed-in employee decides one of their own pending approvals. */
export async function decideApproval(ctx: AppContext, session: Session, input: { rid: number; type: string; remark: string }) {
  const step = await findStep(ctx.database.db, session.companyId, input.rid);
  if (!step || step.empid !== session.subjectId) throw new AppError(Status.noRecord, 'No such approval of yours: rid', 'rid');
  await decideStepAs(ctx, step, decisionOf(input));
}

const invalidLink = () => new AppError(Status.invalidLink, 'The approval link is invalid, used or expired');

async function liveLink(ctx: AppContext, digest: string) {
  const secret = await findSecret(ctx.database.db, 'approval-link', digest);
  if (!secret || !isLive(secret, ctx.clock.now())) throw invalidLink();
  return secret;
}

export async function approvalByLink(ctx: AppContext, digest: string): Promise<ApprovalTask> {
  const { payload } = await liveLink(ctx, digest);
  const row = await findTask(ctx.database.db, payload.companyId, payload.stepId);
  if (!row) throw invalidLink();
  return taskOf(row);
}

/** Decides the one step the link was mailed for; the link is spent in the same unit of work. */
export async function decideByLink(ctx: AppContext, input: { digest: string; type: string; remark: string }) {
  const db = ctx.database.db;
  const secret = await liveLink(ctx, input.digest);
  if (!(await spendSecret(db, secret, ctx.clock.now()))) throw invalidLink();
  const step = await findStep(db, secret.payload.companyId, secret.payload.stepId);
  if (!step || step.vid !== secret.payload.vid) throw invalidLink();
  await decideStepAs(ctx, step, decisionOf(input));
}
