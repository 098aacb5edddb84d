import {
  answerableStatuses,
  appointmentBatchMax,
  AppError,
  type InvitationView,
  invitationStatus,
  permissions,
  signinTypes,
  Status,
  visitStatus,
} from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import { addDays, startOfYmd, ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { invitationSigningKey } from '../../platform/signing-key.js';
import { noticeVisitHost, replyMessage } from '../notice/visit-notices.service.js';
import { announceChange, visitTimeline } from '../visit-events/visit-events.service.js';
import { inviteLimits } from '../visits/appointment-invitation.service.js';
import { today, visitInScope, type VisitScope } from '../visits/visit-scope.service.js';
import { visitPage } from '../visits/visits.service.js';
import { checkInvitationToken, type InvitationClaims, signInvitationToken } from './invitation-token.js';
import { findInvitation, updateInvitationStatus } from './invitation.repo.js';

/* An employee's invitations: what the company allows, the signed link, the visitor's look and answer, the door's check. */

/** checkInviteCount: how many visitors one addAppointment takes and the longest validity the company allows. */
export async function inviteAllowance(ctx: AppContext, session: Session) {
  const { qrcodeType, qrMaxCount, maxDays } = await inviteLimits(ctx, session.companyId);
  return { count: appointmentBatchMax, maxDays, qrcodeType, qrMaxCount };
}

/** The window an invitation's code opens the door in: its day (qrcodeType 1), or qrcodeConf days from it. */
export function invitationWindow(visit: {
  appointmentDate: number | null;
  createdAt: number;
  qrcodeType: number;
  qrcodeConf: number;
}) {
  const day = ymdOf(visit.appointmentDate ?? visit.createdAt);
  const days = visit.qrcodeType === 1 ? 1 : Math.max(1, visit.qrcodeConf);
  return { validFrom: startOfYmd(day), validUntil: startOfYmd(addDays(day, days)) - 1 };
}

export const invitationToken = (
  ctx: AppContext,
  visit: { id: number; companyId: number } & Parameters<typeof invitationWindow>[0],
) =>
  signInvitationToken(
    { vid: visit.id, companyId: visit.companyId, ...invitationWindow(visit) },
    invitationSigningKey(ctx.config),
  );

export const invitationLink = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl}/invite.html?token=${encodeURIComponent(token)}`;

/** What an invitation token claims, and where now stands in its window; for a door reader's check. */
export const invitationClaimsOf = (ctx: AppContext, token: string) =>
  checkInvitationToken(token, invitationSigningKey(ctx.config), ctx.clock.now());

/** The visits a token or a short code is sent for: employees' invitations and staff pre-registrations. */
export const invitedKinds: readonly number[] = [signinTypes.invited, signinTypes.preRegistered];

/** The invitation a token names while it holds (39 otherwise), whatever the window's start. */
export async function invitationOf(ctx: AppContext, token: string) {
  const check = checkInvitationToken(token, invitationSigningKey(ctx.config), ctx.clock.now());
  if (check.state === 'invalid' || check.state === 'expired') throw new AppError(Status.invalidLink);
  const visit = await findInvitation(ctx.database.db, check.claims.companyId, check.claims.vid, invitedKinds);
  if (!visit) throw new AppError(Status.invalidLink);
  return { visit, claims: check.claims, state: check.state };
}

function toInvitationView(
  visit: Awaited<ReturnType<typeof invitationOf>>['visit'],
  claims: InvitationClaims,
  startOfToday: number,
  refusal: string,
): InvitationView {
  return {
    vid: visit.id,
    vname: visit.vname,
    company: visit.companyName,
    empName: visit.empName,
    empPhone: visit.empPhone,
    visitType: visit.visitType,
    appointmentDate: visit.appointmentDate,
    status: visit.status,
    visitStatus: visitStatus(visit, startOfToday),
    permission: visit.permission,
    refusal: visit.permission === permissions.refused ? refusal : '',
    // Staff pre-registered the visit: there is nothing for the visitor to accept or refuse.
    answerable: visit.signinType === signinTypes.invited && answerableStatuses.includes(visit.status) && visit.visitdate === null,
    qrcodeType: visit.qrcodeType,
    qrcodeConf: visit.qrcodeConf,
    validFrom: claims.validFrom,
    validUntil: claims.validUntil,
    acode: visit.acode,
  };
}

/** A visit's door pass for offline readers, if it has one: door access imports this feature, so the route hands it in. */
export type DoorPassOf = (ctx: AppContext, companyId: number, vid: number) => Promise<string | undefined>;

/** getAppointmentbySecId: the visitor's look at the invitation; the first marks it viewed. */
export async function invitationByToken(ctx: AppContext, token: string, doorPassOf: DoorPassOf): Promise<InvitationView> {
  const { visit, claims } = await invitationOf(ctx, token);
  if (visit.status === invitationStatus.sent) {
    await updateInvitationStatus(ctx.database.db, visit.companyId, visit.id, [invitationStatus.sent], invitationStatus.viewed);
    await announceChange(ctx, visit.companyId);
    visit.status = invitationStatus.viewed;
  }
  // A refused visit tells the visitor why: the reason of its last refusal.
  const refusal =
    visit.permission === permissions.refused
      ? ((await visitTimeline(ctx, visit.companyId, visit.id)).findLast((event) => event.kind === 'refused')?.reason ?? '')
      : '';
  const doorCode = await doorPassOf(ctx, visit.companyId, visit.id);
  return { ...toInvitationView(visit, claims, today(ctx).startOfToday, refusal), ...(doorCode ? { doorCode } : {}) };
}

/** updateAppointmentReply: accept (3) or refuse (4) while the invitation is sent, viewed or waiting (70 otherwise). */
export async function replyToInvitation(ctx: AppContext, token: string, status: number): Promise<null> {
  const { visit } = await invitationOf(ctx, token);
  const answered =
    visit.signinType === signinTypes.invited &&
    visit.visitdate === null &&
    (await updateInvitationStatus(ctx.database.db, visit.companyId, visit.id, answerableStatuses, status));
  if (!answered) throw new AppError(Status.invitationClosed, 'The invitation has been answered already or is closed');
  const accepted = status === invitationStatus.accepted;
  await noticeVisitHost(ctx, {
    companyId: visit.companyId,
    vid: visit.id,
    event: accepted ? 'accepted' : 'refused',
    message: replyMessage(accepted),
  });
  await announceChange(ctx, visit.companyId);
  return null;
}

/**
 * The invitation a scanned code names, for a desk of `scope`: 39 when the code
 * is not valid or not an invitation of the desk's company (or Subcompany), 64
 * before its window opens, 65 once it has closed.
 */
export async function visitForToken(ctx: AppContext, scope: VisitScope, token: string) {
  const check = checkInvitationToken(token, invitationSigningKey(ctx.config), ctx.clock.now());
  if (check.state === 'invalid' || check.claims.companyId !== scope.companyId) throw new AppError(Status.invalidLink);
  const visit = await visitInScope(ctx, scope, check.claims.vid);
  if (!visit || !invitedKinds.includes(visit.signinType)) throw new AppError(Status.invalidLink);
  if (check.state === 'early') {
    throw new AppError(Status.tooEarly, 'The invitation code is not valid yet', { validFrom: check.claims.validFrom });
  }
  if (check.state === 'expired') throw new AppError(Status.late, 'The invitation code has expired');
  return visit;
}

/** getAppListByEmpId: the signed-in employee's invitations, newest first. */
export const ownInvitations = (
  ctx: AppContext,
  session: Session,
  input: { date?: string | undefined; endDate?: string | undefined; startIndex: number; requestedCount: number },
) =>
  visitPage(
    ctx,
    session,
    {
      date: input.date ?? '0001-01-01',
      endDate: input.endDate ?? '9999-12-31',
      empid: session.subjectId,
      signinType: signinTypes.invited,
    },
    input,
  );
