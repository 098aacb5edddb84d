import type { JobHandler } from '../../platform/jobs/registry.js';
import { mailLanguageOf, writtenTime } from '../../platform/mail-language.js';
import { mailerOfCompany } from '../notice/company-mailer.service.js';
import { sendLogged } from '../notice/delivery-log.service.js';
import { meetingNoticeTexts } from './meeting-notice-texts.js';
import { findAttendeeContact, findMeeting, handedOverInvitation } from './meetings.repo.js';

/*
 * Tells an attendee that their invitation closed (the meeting was cancelled,
 * or they were removed), in the company's language, on the channel their
 * invitation reached them by, and logs it beside the invitation.
 */

export const notifyAttendeeJob: JobHandler<'meetings.notify-attendee'> = async (ctx, payload, job) => {
  if (job.companyId === null) return;
  const db = ctx.database.db;
  const visit = await findAttendeeContact(db, job.companyId, payload.vid);
  const meeting = await findMeeting(db, job.companyId, payload.mid);
  // Whoever was never handed the invitation (it closed before its job sent it) never heard of the meeting.
  const invitation = await handedOverInvitation(db, job.companyId, payload.vid);
  if (!visit || !meeting || !invitation) return;
  const language = mailLanguageOf(visit.companyLanguage);
  const texts = meetingNoticeTexts[language][payload.notice];
  const parts = {
    attendee: visit.vname,
    subject: meeting.subject,
    when: writtenTime(meeting.startAt, language),
    host: meeting.empName,
    company: visit.companyName,
  };
  const channel = invitation.channel === 'sms' ? 'sms' : 'email';
  const sending = {
    key: `meetings.notify-attendee:${visit.id}:${payload.notice}`,
    vid: visit.id,
    companyId: job.companyId,
    event: payload.notice === 'cancelled' ? 'meetingCancelled' : 'attendeeRemoved',
    channel,
    to: channel === 'sms' ? visit.vphone : visit.vemail,
    job,
  } as const;
  if (channel === 'sms') {
    await sendLogged(ctx, sending, () => ctx.sms.send(visit.vphone, texts.sms(parts)));
    return;
  }
  const mailer = await mailerOfCompany(ctx, job.companyId);
  await sendLogged(ctx, sending, () =>
    mailer.send({ to: visit.vemail, subject: texts.mailSubject(parts), text: texts.mailText(parts) }),
  );
};
