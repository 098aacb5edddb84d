import type { CompanyLanguage, NoticeEvent } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import type { CompanySettings } from '../../platform/db/schema.js';
import { mailLanguageOf } from '../../platform/mail-language.js';
import type { NoticeChannelName, NoticeMessage } from './notice-channel.js';
import { noticeChannels } from './notice-channels.js';
import { enqueueNotice, providerConfigured } from './notice-dispatch.service.js';
import { findEmployeeRecipient, findHostOfVisit, findVisitorOfVisit } from './notice.repo.js';
import { companyRow } from '../account/account.service.js';
import { type ArrivalTexts, arrivalTexts, replyTexts } from './notice-texts.js';

/*
 * Notices about a visit, called by other features inside their unit of work:
 * to its host (the visitor arrived, accepted or refused an invitation, waits
 * for approval), to its visitor (the approval's result) and to an employee
 * (an approver whose turn it is).
 */

// Fills every address, to ask whether any channel is on at all before reading the host.
const everywhere = { name: '-', email: '-', phone: '-', ddid: '-', rtxAccount: '-', openid: '-' };

export async function noticeVisitHost(
  ctx: AppContext,
  notice: {
    companyId: number;
    vid: number;
    event: NoticeEvent;
    occasion?: string;
    /** The message in the company's language. */
    message: (visit: { vname: string; vcompany: string; hostName: string }, language: CompanyLanguage) => NoticeMessage;
    except?: readonly NoticeChannelName[];
    /** The company's row, when the caller has just read it. */
    company?: CompanySettings;
  },
): Promise<void> {
  const db = ctx.database.db;
  // Most companies have only the mail on: a sign-in then costs one read here, not two.
  const settings = notice.company ?? (await companyRow(ctx, notice.companyId));
  if (!settings) return;
  const anyOn = noticeChannels.some(
    (channel) =>
      !notice.except?.includes(channel.name) &&
      providerConfigured(ctx, channel.name, settings) &&
      channel.reaches(settings, everywhere),
  );
  if (!anyOn) return;
  const host = await findHostOfVisit(db, notice.companyId, notice.vid);
  if (!host) return;
  const { vname, vcompany, ...to } = host;
  await enqueueNotice(
    ctx,
    {
      companyId: notice.companyId,
      vid: notice.vid,
      event: notice.event,
      ...(notice.occasion ? { occasion: notice.occasion } : {}),
      to,
      message: notice.message({ vname, vcompany, hostName: to.name }, mailLanguageOf(settings.language)),
      ...(notice.except ? { except: notice.except } : {}),
    },
    settings,
  );
}

interface AddressedNotice {
  companyId: number;
  vid: number;
  event: NoticeEvent;
  occasion?: string;
  message: NoticeMessage;
}

/** A notice to the visit's visitor, by mail or SMS (visitors have no directory accounts). */
export async function noticeVisitor(ctx: AppContext, notice: AddressedNotice): Promise<void> {
  const visitor = await findVisitorOfVisit(ctx.database.db, notice.companyId, notice.vid);
  if (!visitor) return;
  await enqueueNotice(ctx, { ...notice, to: { ...visitor, ddid: '', rtxAccount: '', openid: '' } });
}

/** A notice about a visit to one employee of the company (an approver), on every channel that reaches them. */
export async function noticeEmployee(ctx: AppContext, notice: AddressedNotice & { empid: number }): Promise<void> {
  const { empid, ...rest } = notice;
  const to = await findEmployeeRecipient(ctx.database.db, notice.companyId, empid);
  if (to) await enqueueNotice(ctx, { ...rest, to });
}

/** The arrival notice's texts in the language, for the host's mail, which the visits feature sends itself. */
export const arrivalWording = (language: CompanyLanguage): ArrivalTexts => arrivalTexts[language];

export const arrivalMessage = (visit: { vname: string; vcompany: string }, language: CompanyLanguage): NoticeMessage => ({
  subject: arrivalTexts[language].subject(visit.vname, visit.vcompany),
  text: arrivalTexts[language].line(visit.vname, visit.vcompany),
});

export const replyMessage =
  (accepted: boolean) =>
  (visit: { vname: string; vcompany: string }, language: CompanyLanguage): NoticeMessage => ({
    subject: replyTexts[language].subject(visit.vname, accepted),
    text: replyTexts[language].line(visit.vname, visit.vcompany, accepted),
  });
