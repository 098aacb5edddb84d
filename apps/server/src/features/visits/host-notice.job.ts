import type { AppContext } from '../../platform/context.js';
import type { CompanySettings } from '../../platform/db/schema.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import type { JobHandler } from '../../platform/jobs/registry.js';
import type { MailMessage } from '../../platform/mail.js';
import { mailLanguageOf, writtenTime } from '../../platform/mail-language.js';
import { ownPicture } from '../files/files.service.js';
import { mailerOfCompany } from '../notice/company-mailer.service.js';
import { sendLogged } from '../notice/delivery-log.service.js';
import { arrivalMessage, arrivalWording, noticeVisitHost } from '../notice/visit-notices.service.js';
import { findArrival, findHostNotice, hostEmailOfVisit, insertHostNotice } from './host-notice.repo.js';
import { escapeHtml } from '../../platform/text.js';

/*
 * The host hears that their visitor signed in: a mail through the job outbox
 * (sent once per visit, see docs/decisions/0011-host-notice-exactly-once.md)
 * and an in-app alert on the event bus for the host's own console stream.
 */

/** The bus channel of arrivals; the employee stream passes each on to its host only. */
export const hostArrivalChannel = 'visits.host-arrival';

export interface HostArrival {
  companyId: number;
  empid: number;
  vid: number;
  vname: string;
  vcompany: string;
  at: number;
}

export const hostNoticeKey = (vid: number) => `visits.notify-host:${vid}`;

/**
 * Called by the sign-in inside its unit of work: the mail job exists exactly
 * when the sign-in does, and the alert is heard once it is committed. A caller
 * that has just read the host or the company may pass them, saving the lookups.
 */
export async function noticeHost(
  ctx: AppContext,
  arrival: HostArrival,
  known: { hostEmail?: string | undefined; company?: CompanySettings | undefined } = {},
): Promise<void> {
  const db = ctx.database.db;
  const email =
    arrival.empid > 0 ? (known.hostEmail?.trim() ?? (await hostEmailOfVisit(db, arrival.companyId, arrival.vid))) : '';
  if (email) {
    await enqueueJob(
      db,
      {
        kind: 'visits.notify-host',
        payload: { vid: arrival.vid },
        companyId: arrival.companyId,
        uniqueKey: hostNoticeKey(arrival.vid),
      },
      ctx.clock.now(),
    );
  }
  if (arrival.empid > 0) {
    // The other channels (SMS, voice, WeChat, ...) through the notice outbox; the mail stays this feature's own job.
    await noticeVisitHost(ctx, {
      companyId: arrival.companyId,
      vid: arrival.vid,
      event: 'arrival',
      message: arrivalMessage,
      except: ['email'],
      ...(known.company ? { company: known.company } : {}),
    });
    await ctx.events.publish(db, (work) => ctx.afterCommit(work), hostArrivalChannel, arrival);
  }
}

/** The Message-ID of a visit's notice: the same on every attempt, so a receiver can drop a repeat. */
export function hostNoticeMessageId(vid: number, publicUrl: string): string {
  const host = new URL(publicUrl).hostname || 'vestibule.local';
  return `<host-notice.${vid}@${host}>`;
}

type Arrival = NonNullable<Awaited<ReturnType<typeof findArrival>>>;

/** The host-facing mail, in the company's language. */
export function hostNoticeMail(
  arrival: Arrival,
  messageId: string,
  photo: { mime: string; content: Buffer } | null,
): MailMessage {
  const visitor = arrival.vname;
  const language = mailLanguageOf(arrival.companyLanguage);
  const texts = arrivalWording(language);
  const time = arrival.visitdate === null ? '' : writtenTime(arrival.visitdate, language);
  const rows: Array<[string, string]> = [
    [texts.labels.visitor, visitor],
    [texts.labels.company, arrival.vcompany || '-'],
    [texts.labels.signedIn, time],
    [texts.labels.gate, arrival.signInGate || '-'],
  ];
  const cid = `visitor-photo.${arrival.vid}@vestibule`;
  const table = rows
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return {
    to: arrival.empEmail.trim(),
    subject: texts.subject(visitor, arrival.vcompany),
    messageId,
    text: [
      texts.hello(arrival.empName),
      '',
      texts.signedInAt(arrival.companyName),
      '',
      ...rows.map(([label, value]) => `${label}${texts.colon}${value}`),
    ].join('\n'),
    html:
      `<p>${escapeHtml(texts.hello(arrival.empName))}</p><p>${escapeHtml(texts.signedInAt(arrival.companyName))}</p>` +
      `<table>${table}</table>` +
      (photo ? `<p><img src="cid:${cid}" alt="${escapeHtml(visitor)}" width="240"></p>` : ''),
    ...(photo
      ? {
          attachments: [
            {
              cid,
              filename: photo.mime === 'image/png' ? 'visitor.png' : 'visitor.jpg',
              contentType: photo.mime,
              content: photo.content,
            },
          ],
        }
      : {}),
  };
}

/**
 * Sends the visit's notice unless its sending is recorded. The record is
 * written before the SMTP hand-over in the job's transaction, so it commits
 * with the job's completion or not at all.
 */
export const notifyHostJob: JobHandler<'visits.notify-host'> = async (ctx, { vid }, job) => {
  const db = ctx.database.db;
  if (await findHostNotice(db, vid)) {
    ctx.logger.info({ vid }, 'host notice already sent; not sending again');
    return;
  }
  const arrival = await findArrival(db, vid);
  // The visit or its host went, or the host's address was cleared, since the sign-in: nobody to tell.
  if (!arrival || arrival.visitdate === null || !arrival.empEmail.trim()) return;
  const messageId = hostNoticeMessageId(vid, ctx.config.publicUrl);
  await insertHostNotice(db, {
    vid,
    companyId: arrival.companyId,
    messageId,
    sentTo: arrival.empEmail.trim(),
    sentAt: ctx.clock.now(),
  });
  const photo = arrival.vphoto ? await ownPicture(ctx, arrival.companyId, arrival.vphoto) : null;
  const mailer = await mailerOfCompany(ctx, arrival.companyId);
  // The visit's delivery log shows this mail beside the other channels' notices.
  const sending = {
    key: hostNoticeKey(vid),
    vid,
    companyId: arrival.companyId,
    event: 'arrival',
    channel: 'email',
    to: arrival.empEmail.trim(),
    job,
  } as const;
  await sendLogged(ctx, sending, () => mailer.send(hostNoticeMail(arrival, messageId, photo)));
};
