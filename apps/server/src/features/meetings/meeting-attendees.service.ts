import {
  type AttendeeInput,
  attendeeSendStatus,
  AppError,
  type AttendeeReply,
  invitationStatus,
  type MeetingAttendee,
  permissions,
  signinTypes,
  Status,
} from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { Session } from '../../platform/auth/session.js';
import { startOfYmd, ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import type { MeetingTable, NoticeDeliveryTable } from '../../platform/db/schema.js';
import { hostRecord } from '../employees/employee-lookup.service.js';
import { newAccessCode } from '../visits/access-code.service.js';
import { inviteLimits, type InvitationTexts, sendInvitations } from '../visits/appointment-invitation.service.js';
import { newVisitRow, type VisitorDetails } from '../visits/new-visit.service.js';
import { actorName, addVisit, screenVisitors, today } from '../visits/visit-scope.service.js';
import { announceChange, recordEvents } from '../visit-events/visit-events.service.js';
import type { MeetingNotice } from './meeting-notice-texts.js';
import {
  findAttendeeVisit,
  invitationDeliveries,
  listAttendeeVisits,
  markInvitationResent,
  openAttendeeIds,
  updateAttendeeVisits,
} from './meetings.repo.js';

/*
 * A meeting's attendees: each is an invitation visit hosted by the initiator,
 * made and sent as an employee's invitation is (short code, QR code, the
 * invitation job), so the tablet signs them in and tells the initiator.
 */

type MeetingRow = Selectable<MeetingTable>;

const day = 24 * 60 * 60 * 1000;

/** The attendee's channel: the meeting's, unless they lack its contact. */
const channelOf = (meeting: MeetingRow, contact: { phone: string; email: string }): 'email' | 'sms' =>
  (meeting.sendType === 'sms' && contact.phone) || !contact.email ? 'sms' : 'email';

const textsOf = (meeting: MeetingRow, sendType: 'email' | 'sms'): InvitationTexts => ({
  sendType,
  inviteContent: meeting.inviteContent,
  address: meeting.address,
  traffic: meeting.traffic,
  companyProfile: meeting.companyProfile,
  longitude: meeting.longitude,
  latitude: meeting.latitude,
});

const visitorOf = (meeting: MeetingRow, attendee: AttendeeInput): VisitorDetails => ({
  name: attendee.name,
  phone: attendee.phone,
  vemail: attendee.email,
  vphoto: '',
  vcompany: attendee.company,
  sex: '',
  // The visit's reason is what the attendee comes for: the meeting's subject.
  visitType: meeting.subject.slice(0, 50),
  tid: 0,
  vType: '',
  cardId: '',
  certType: 'idCard',
  plateNum: '',
  belongings: '',
  peopleCount: 1,
  memberName: '',
  remark: '',
  extendCol: '',
  gid: '',
});

/** How the codes of the meeting's invitations hold: the company's kind, over the days the meeting spans. */
async function codeTerms(ctx: AppContext, meeting: MeetingRow) {
  const limits = await inviteLimits(ctx, meeting.companyId);
  // The last day is that of the meeting's last minute: one ending at midnight spans no more day.
  const spannedDays = Math.round((startOfYmd(ymdOf(meeting.endAt - 1)) - startOfYmd(meeting.startDay)) / day) + 1;
  return {
    qrcodeType: limits.qrcodeType,
    qrcodeConf: limits.qrcodeType === 1 ? limits.qrMaxCount : Math.min(limits.maxDays, Math.max(1, spannedDays)),
  };
}

/** Invites the attendees to the meeting: one invitation visit each, sent by its job; the new visits' ids. */
export async function inviteAttendees(
  ctx: AppContext,
  session: Session,
  meeting: MeetingRow,
  attendees: readonly AttendeeInput[],
): Promise<number[]> {
  if (attendees.length === 0) return [];
  const companyId = meeting.companyId;
  await screenVisitors(
    ctx,
    session,
    attendees.map((attendee) => ({ name: attendee.name, phone: attendee.phone, cardId: '' })),
  );
  const host = await hostRecord(ctx, companyId, meeting.empid);
  if (!host) throw new AppError(Status.employeeNotFound, 'Employee not found: empid', [meeting.empid]);
  const { now } = today(ctx);
  const terms = await codeTerms(ctx, meeting);
  const sent: Array<{ vid: number; texts: InvitationTexts }> = [];
  for (const attendee of attendees) {
    const row = newVisitRow(session, host, visitorOf(meeting, attendee), {
      // The meeting is the company's own: its attendees need no approval.
      signinType: signinTypes.invited,
      permission: permissions.authorized,
      visitdate: null,
      appointmentDate: meeting.startAt,
      listDay: meeting.startDay,
      createdAt: now,
      ...terms,
    });
    const { id: vid } = await addVisit(ctx, { ...row, acode: await newAccessCode(ctx, companyId), meetingId: meeting.id });
    sent.push({ vid, texts: textsOf(meeting, channelOf(meeting, attendee)) });
  }
  const vids = sent.map((item) => item.vid);
  const operator = await actorName(ctx, session);
  await recordEvents(ctx, companyId, vids, { kind: 'appointed', operator, gate: '', reason: '', at: now });
  await sendInvitations(ctx, companyId, sent);
  await announceChange(ctx, companyId);
  return vids;
}

/** Moves the open invitations to the meeting's new time and sends them again: their codes hold from the new day. */
export async function moveInvitations(ctx: AppContext, meeting: MeetingRow) {
  const db = ctx.database.db;
  const vids = await openAttendeeIds(db, meeting.companyId, meeting.id, permissions.cancelled);
  const terms = await codeTerms(ctx, meeting);
  await updateAttendeeVisits(db, meeting.companyId, vids, {
    appointmentDate: meeting.startAt,
    listDay: meeting.startDay,
    qrcodeConf: terms.qrcodeConf,
  });
  const contacts = new Map(
    (await listAttendeeVisits(db, meeting.companyId, meeting.id)).map((visit) => [
      visit.id,
      { phone: visit.vphone, email: visit.vemail },
    ]),
  );
  await sendInvitations(
    ctx,
    meeting.companyId,
    vids.map((vid) => ({ vid, texts: textsOf(meeting, channelOf(meeting, contacts.get(vid) ?? { phone: '', email: '' })) })),
  );
  await announceChange(ctx, meeting.companyId);
}

/**
 * Closes these invitations of the meeting: permission cancelled, so their
 * codes sign nobody in, and status refused, so no list shows them as expected
 * and the visitor's link takes no answer. Each attendee is told (the job
 * leaves out those whose invitation never went out).
 */
async function closeAttendeeInvitations(
  ctx: AppContext,
  session: Session,
  meeting: MeetingRow,
  vids: readonly number[],
  notice: MeetingNotice,
) {
  const { db } = ctx.database;
  await updateAttendeeVisits(db, meeting.companyId, vids, {
    permission: permissions.cancelled,
    status: invitationStatus.refused,
  });
  const operator = await actorName(ctx, session);
  const reason = notice === 'cancelled' ? 'The meeting was cancelled' : 'Removed from the meeting';
  await recordEvents(ctx, meeting.companyId, vids, { kind: 'refused', operator, gate: '', reason });
  const now = ctx.clock.now();
  for (const vid of vids) {
    await enqueueJob(
      db,
      {
        kind: 'meetings.notify-attendee',
        companyId: meeting.companyId,
        payload: { vid, mid: meeting.id, notice },
        uniqueKey: `meetings.notify-attendee:${vid}:${notice}`,
      },
      now,
    );
  }
  await announceChange(ctx, meeting.companyId);
}

/** Closes the invitations of a cancelled meeting that nobody has arrived on. */
export async function closeInvitations(ctx: AppContext, session: Session, meeting: MeetingRow) {
  const vids = await openAttendeeIds(ctx.database.db, meeting.companyId, meeting.id, permissions.cancelled);
  await closeAttendeeInvitations(ctx, session, meeting, vids, 'cancelled');
}

/** The meeting's attendee of this invitation visit (57 for any other visit), not yet arrived (105). */
async function openAttendee(ctx: AppContext, meeting: MeetingRow, vid: number) {
  const visit = await findAttendeeVisit(ctx.database.db, meeting.companyId, meeting.id, vid, permissions.cancelled);
  if (!visit) throw new AppError(Status.noRecord, 'vid: no such attendee of the meeting', 'vid');
  if (visit.visitdate !== null || visit.signOutDate !== null) {
    throw new AppError(Status.alreadySignedIn, 'vid: the attendee has arrived already', 'vid');
  }
  return visit;
}

/** Sends an attendee's invitation again on their channel; 70 once they refused it. */
export async function resendInvitation(ctx: AppContext, meeting: MeetingRow, vid: number) {
  const visit = await openAttendee(ctx, meeting, vid);
  if (visit.status === invitationStatus.refused) {
    throw new AppError(Status.invitationClosed, 'vid: the attendee has refused the invitation', 'vid');
  }
  await markInvitationResent(ctx.database.db, meeting.companyId, vid, ctx.clock.now());
  const texts = textsOf(meeting, channelOf(meeting, { phone: visit.vphone, email: visit.vemail }));
  await sendInvitations(ctx, meeting.companyId, [{ vid, texts }]);
}

/**
 * Removes an attendee: their invitation closes as the meeting's cancellation
 * would close it, and leaves the meeting, so its list and count no longer
 * hold them; the visit stays among the company's invitations, refused.
 */
export async function removeAttendee(ctx: AppContext, session: Session, meeting: MeetingRow, vid: number) {
  await openAttendee(ctx, meeting, vid);
  await closeAttendeeInvitations(ctx, session, meeting, [vid], 'removed');
  await updateAttendeeVisits(ctx.database.db, meeting.companyId, [vid], { meetingId: null });
}

const replyOf = (visit: { status: number; permission: number }): AttendeeReply => {
  if (visit.permission === permissions.cancelled) return 'cancelled';
  if (visit.status === invitationStatus.viewed) return 'viewed';
  // Signing in answers the invitation as accepting it would.
  if (visit.status === invitationStatus.accepted || visit.status === invitationStatus.signedIn) return 'accepted';
  if (visit.status === invitationStatus.refused) return 'refused';
  return 'sent';
};

const sendStatusOf = (delivery: Pick<NoticeDeliveryTable, 'status'> | undefined, cancelled: boolean) => {
  if (!delivery) return cancelled ? attendeeSendStatus.notSent : attendeeSendStatus.waiting;
  if (delivery.status === 'failed') return attendeeSendStatus.failed;
  if (delivery.status === 'retrying') return attendeeSendStatus.retrying;
  return attendeeSendStatus.sent;
};

/** getAppointmentByMid: each attendee's invitation with its latest sending outcome, reply and arrival. */
export async function meetingAttendees(ctx: AppContext, meeting: MeetingRow): Promise<MeetingAttendee[]> {
  const db = ctx.database.db;
  const visits = await listAttendeeVisits(db, meeting.companyId, meeting.id);
  const deliveries = new Map(
    (
      await invitationDeliveries(
        db,
        meeting.companyId,
        visits.map((visit) => visit.id),
      )
    ).map((delivery) => [delivery.vid, delivery]),
  );
  return visits.map((visit) => {
    const delivery = deliveries.get(visit.id);
    const cancelled = visit.permission === permissions.cancelled;
    return {
      vid: visit.id,
      mid: meeting.id,
      name: visit.vname,
      phone: visit.vphone,
      email: visit.vemail,
      company: visit.vcompany,
      acode: visit.acode,
      sendType: delivery?.channel ?? channelOf(meeting, { phone: visit.vphone, email: visit.vemail }),
      sendStatus: sendStatusOf(delivery, cancelled),
      sendReason: delivery?.answer ?? '',
      reply: replyOf(visit),
      visitdate: visit.visitdate,
      signOutDate: visit.signOutDate,
    };
  });
}
