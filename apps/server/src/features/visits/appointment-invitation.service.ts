import { type AppointmentItem, AppError, inviteMaxDays, type InviteSendType, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import { invitationTemplate } from '../invitation-templates/invitation-templates.service.js';
import { findInvitationSettings } from './appointment-invitation.repo.js';
import { invalid } from './visit-scope.service.js';

/*
 * What an employee's addAppointment adds to the visits it makes: the
 * company's limits on invitations, the texts from the host's template, and
 * the job that sends each (the invitations feature runs it).
 */

/** What the company allows an invitation: validity days (qrcodeType 0) or uses on the day (qrcodeType 1). */
export async function inviteLimits(ctx: AppContext, companyId: number) {
  const settings = await findInvitationSettings(ctx.database.db, companyId);
  if (!settings) throw new AppError(Status.invalidUser);
  return {
    company: settings.company,
    qrcodeType: settings.qrcodeType === 1 ? 1 : 0,
    qrMaxCount: Math.max(1, settings.qrMaxCount),
    maxDays: Math.min(inviteMaxDays, Math.max(1, settings.qrMaxDuration)),
  };
}

/**
 * The rules an invitation adds to a visitor's: a send type with the contact it
 * needs, and a validity the company allows. Answers the code's type and its
 * days (or uses) as the visit keeps them.
 */
export async function invitationTerms(ctx: AppContext, companyId: number, items: readonly AppointmentItem[]) {
  const limits = await inviteLimits(ctx, companyId);
  for (const item of items) {
    if (!item.sendType || item.sendType === 'none') throw invalid('sendType', 'must be email or sms');
    if (item.sendType === 'email' && !item.vemail) throw invalid('vemail', 'give the email address the invitation goes to');
    if (item.sendType === 'sms' && !item.phone) throw invalid('phone', 'give the phone the invitation goes to');
    if (limits.qrcodeType === 0 && item.qrcodeConf > limits.maxDays) {
      throw invalid('qrcodeConf', `must be at most ${limits.maxDays} days (the company's limit)`);
    }
  }
  return {
    qrcodeType: limits.qrcodeType,
    qrcodeConf: (item: AppointmentItem) => (limits.qrcodeType === 1 ? limits.qrMaxCount : item.qrcodeConf),
  };
}

/** The texts an invitation's mail or SMS carries, placeholders not yet filled. */
export interface InvitationTexts {
  sendType: InviteSendType;
  inviteContent: string;
  address: string;
  traffic: string;
  companyProfile: string;
  longitude: string;
  latitude: string;
}

/**
 * The texts of one invitation: the host's own template of its visitType, else
 * the company's (the texts sent are then ignored, as in the original); without
 * either, the texts the employee wrote; 56 when they wrote no message either.
 */
export async function invitationTexts(
  ctx: AppContext,
  companyId: number,
  empid: number,
  item: AppointmentItem,
): Promise<InvitationTexts> {
  // invitationTerms has refused 'none' and blanks: an employee's invitation always goes out.
  const sendType = item.sendType === 'sms' ? 'sms' : 'email';
  const template = item.visitType ? await invitationTemplate(ctx, companyId, empid, item.visitType) : undefined;
  const from = template ?? item;
  if (!template && !item.inviteContent) {
    throw new AppError(
      Status.noInvitationTemplate,
      item.visitType
        ? `visitType: no invitation template "${item.visitType}"; write the message (inviteContent)`
        : 'inviteContent: choose a visit type with a template or write the message',
    );
  }
  const { inviteContent, address, traffic, companyProfile } = from;
  return {
    sendType,
    inviteContent,
    address,
    traffic,
    companyProfile,
    longitude: template?.longitude ?? '',
    latitude: template?.latitude ?? '',
  };
}

/**
 * Whether and how staff's pre-registration tells the visitor: by the send type
 * asked for ('none' sends nothing), else by mail when an address is given. The
 * texts are the host's (or company's) template of the visit type, if any; the
 * mail itself adds the details, the QR code and the short code.
 */
export async function preRegistrationTexts(
  ctx: AppContext,
  companyId: number,
  hostEmpid: number,
  item: AppointmentItem,
): Promise<InvitationTexts | undefined> {
  const sendType = item.sendType === 'none' ? undefined : item.sendType || (item.vemail ? 'email' : undefined);
  if (!sendType) return undefined;
  if (sendType === 'email' && !item.vemail) throw invalid('vemail', 'give the email address the invitation goes to');
  if (sendType === 'sms' && !item.phone) throw invalid('phone', 'give the phone the invitation goes to');
  const template = item.visitType ? await invitationTemplate(ctx, companyId, hostEmpid, item.visitType) : undefined;
  const from = template ?? item;
  return {
    sendType,
    inviteContent: from.inviteContent,
    address: from.address,
    traffic: from.traffic,
    companyProfile: from.companyProfile,
    longitude: template?.longitude ?? '',
    latitude: template?.latitude ?? '',
  };
}

/** Sends each invitation as a job of the call's unit of work: no mail for a visit that was not made. */
export async function sendInvitations(
  ctx: AppContext,
  companyId: number,
  sent: ReadonlyArray<{ vid: number; texts: InvitationTexts }>,
) {
  const now = ctx.clock.now();
  for (const { vid, texts } of sent) {
    await enqueueJob(ctx.database.db, { kind: 'visits.send-invitation', companyId, payload: { vid, ...texts } }, now);
  }
}
