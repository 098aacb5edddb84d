import type { AppContext } from '../../platform/context.js';
import { newToken } from '../../platform/crypto.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import type { JobHandler } from '../../platform/jobs/registry.js';
import { mailLanguageOf, writtenTime } from '../../platform/mail-language.js';
import { issueSecret } from '../../platform/secrets.js';
import { companyRow } from '../account/account.service.js';
import { noticeEmployee, noticeVisitHost, noticeVisitor } from '../notice/visit-notices.service.js';
import { approvalTexts, type HostNews } from './approval-texts.js';
import { findStepWithVisit, findVisitForApproval } from './approvals.repo.js';

/*
 * Every "tell someone" of the approval flow, in one place: a job in the
 * call's unit of work (outbox), whose handler hands each message, in the
 * company's language, to the notice dispatch.
 */

export type { HostNews };

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

/** The company's language, for the messages whose readers' rows do not carry it. */
const languageOf = async (ctx: AppContext, companyId: number) => mailLanguageOf((await companyRow(ctx, companyId))?.language);

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
    const news = { companyId, vid: payload.vid, event: 'approval', occasion } as const;
    if (visit.empid > 0) {
      await noticeVisitHost(ctx, {
        ...news,
        message: (_visit, language) => ({
          subject: approvalTexts[language].hostSubject(visit.vname),
          text: approvalTexts[language].host[payload.outcome](visit.vname, payload.level, payload.reason),
        }),
      });
    }
    const visitorLine = approvalTexts[await languageOf(ctx, companyId)].visitor[payload.outcome];
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
  const language = mailLanguageOf(step.companyLanguage);
  const texts = approvalTexts[language];
  const when = step.appointmentDate ? writtenTime(step.appointmentDate, language) : '';
  await noticeEmployee(ctx, {
    companyId,
    vid: step.vid,
    empid: step.empid,
    event: 'approval',
    occasion: `ask:${step.id}`,
    message: {
      subject: texts.askSubject(step.vname, step.empName),
      text: texts
        .ask({
          approver: step.approverName,
          visitor: step.vname,
          visitorCompany: step.vcompany,
          host: step.empName,
          company: step.companyName,
          when,
          level: step.level,
          levels: step.levels,
          link,
        })
        .join('\n\n'),
      link,
    },
  });
};
