import type { AppContext } from '../../platform/context.js';
import { newToken } from '../../platform/crypto.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import type { JobPayloads } from '../../platform/jobs/job-kinds.js';
import type { JobHandler } from '../../platform/jobs/registry.js';
import { issueSecret } from '../../platform/secrets.js';
import { ymdOf } from '../../platform/calendar.js';
import { noticeEmployee, noticeVisitHost, noticeVisitor } from '../notice/visit-notices.service.js';
import { findStepWithVisit, findVisitForApproval } from './approvals.repo.js';

/*
 * Every "tell someone" of the approval flow, in one place: a job in the
 * call's unit of work (outbox), whose handler hands each message to the
 * notice dispatch.
 */

export type HostNews = Extract<JobPayloads['approvals.notify'], { notice: 'host' }>['outcome'];

/** How long an approver's link holds. */
export const approvalLinkLifetimeMs = 7 * 24 * 60 * 60_000;

export const approvalLinkSubject = (stepId: number) => `approval-step:${stepId}`;

export const approvalLink = (ctx: AppContext, digest: string) =>
  `${ctx.config.publicUrl}/approval.html?digest=${encodeURIComponent(digest)}`;

/** It is these approvers' turn: each gets a mail with their own single-use link. */
export async function askApprovers(ctx: AppContext, companyId: number, stepIds: readonly number[]): Promise<void> {
  for (const stepId of stepIds) {
    await enqueueJob(
      ctx.database.db,
      { kind: 'approvals.notify', companyId, payload: { notice: 'ask', stepId } },
      ctx.clock.now(),
    );
  }
}

/** The host hears what happened to their visitor's approval. */
export async function tellHost(
  ctx: AppContext,
  companyId: number,
  news: { vid: number; outcome: HostNews; level: number; reason?: string },
): Promise<void> {
  await enqueueJob(
    ctx.database.db,
    { kind: 'approvals.notify', companyId, payload: { notice: 'host', reason: '', ...news } },
    ctx.clock.now(),
  );
}

/** An instant as the site's wall clock, to the minute. */
function siteTime(instant: number): string {
  const date = new Date(instant);
  return `${ymdOf(instant)} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

const hostLines: Record<HostNews, (vname: string, level: number, reason: string) => string> = {
  submitted: (vname) => `The visit of ${vname} awaits approval.`,
  levelAgreed: (vname, level) => `Level ${level} agreed to the visit of ${vname}; the next level decides now.`,
  authorized: (vname) => `The visit of ${vname} is approved.`,
  refused: (vname, _level, reason) => `The visit of ${vname} was refused${reason ? `: ${reason}` : '.'}`,
};

const visitorLines: Partial<Record<HostNews, (hostName: string, reason: string) => string>> = {
  authorized: (hostName) => `Your visit to ${hostName} is approved.`,
  refused: (hostName, reason) => `Your visit to ${hostName} was not approved${reason ? `: ${reason}` : '.'}`,
};

/*
 * Each message goes out through the notice dispatch (every channel of the
 * company that reaches the person, logged on the visit), keyed by its step so
 * that one approval's several messages to the same person are all sent.
 */
export const approvalNoticeJob: JobHandler<'approvals.notify'> = async (ctx, payload, job) => {
  if (job.companyId === null) return;
  const companyId = job.companyId;
  const db = ctx.database.db;
  if (payload.notice === 'host') {
    const visit = await findVisitForApproval(db, companyId, payload.vid);
    if (!visit) return;
    const occasion = `${payload.outcome}:${payload.level}`;
    const line = hostLines[payload.outcome](visit.vname, payload.level, payload.reason);
    const news = { companyId, vid: payload.vid, event: 'approval', occasion } as const;
    if (visit.empid > 0) {
      await noticeVisitHost(ctx, { ...news, message: () => ({ subject: `Approval: ${visit.vname}`, text: line }) });
    }
    const visitorLine = visitorLines[payload.outcome];
    if (visitorLine) {
      const text = visitorLine(visit.empName, payload.reason);
      await noticeVisitor(ctx, { ...news, occasion: `visitor:${occasion}`, message: { subject: text, text } });
    }
    return;
  }
  const step = await findStepWithVisit(db, payload.stepId);
  // Decided since: nothing to ask.
  if (!step || step.companyId !== companyId || step.status !== 0) return;
  const digest = newToken();
  const now = ctx.clock.now();
  await issueSecret(db, 'approval-link', digest, {
    subject: approvalLinkSubject(step.id),
    payload: { companyId: step.companyId, stepId: step.id, vid: step.vid },
    now,
    lifetimeMs: approvalLinkLifetimeMs,
  });
  const link = approvalLink(ctx, digest);
  const when = step.appointmentDate ? siteTime(step.appointmentDate) : '';
  await noticeEmployee(ctx, {
    companyId,
    vid: step.vid,
    empid: step.empid,
    event: 'approval',
    occasion: `ask:${step.id}`,
    message: {
      subject: `Approval needed: ${step.vname} visiting ${step.empName}`,
      text: [
        `Dear ${step.approverName},`,
        `${step.vname}${step.vcompany ? ` of ${step.vcompany}` : ''} visits ${step.empName} of ${step.companyName}${when ? ` on ${when}` : ''}.`,
        `Your decision is needed at level ${step.level} of ${step.levels}. Agree or refuse here (the link works once): ${link}`,
      ].join('\n\n'),
      link,
    },
  });
};
