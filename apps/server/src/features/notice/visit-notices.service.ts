import type { NoticeEvent } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import type { NoticeChannelName, NoticeMessage } from './notice-channel.js';
import { noticeChannels } from './notice-channels.js';
import { enqueueNotice, providerConfigured } from './notice-dispatch.service.js';
import { findCompanySettings, findHostOfVisit } from './notice.repo.js';

/*
 * Notices to a visit's host, called by the visits feature inside its unit of
 * work: the visitor arrived, accepted or refused an invitation.
 */

// Fills every address, to ask whether any channel is on at all before reading the host.
const everywhere = { name: '-', email: '-', phone: '-', ddid: '-', rtxAccount: '-', openid: '-' };

export async function noticeVisitHost(
  ctx: AppContext,
  notice: {
    companyId: number;
    vid: number;
    event: NoticeEvent;
    message: (visit: { vname: string; vcompany: string; hostName: string }) => NoticeMessage;
    except?: readonly NoticeChannelName[];
  },
): Promise<void> {
  const db = ctx.database.db;
  // Most companies have only the mail on: a sign-in then costs one read here, not two.
  const settings = await findCompanySettings(db, notice.companyId);
  if (!settings) return;
  const anyOn = noticeChannels.some(
    (channel) =>
      !notice.except?.includes(channel.name) && providerConfigured(ctx, channel.name) && channel.reaches(settings, everywhere),
  );
  if (!anyOn) return;
  const host = await findHostOfVisit(db, notice.companyId, notice.vid);
  if (!host) return;
  const { vname, vcompany, ...to } = host;
  await enqueueNotice(ctx, {
    companyId: notice.companyId,
    vid: notice.vid,
    event: notice.event,
    to,
    message: notice.message({ vname, vcompany, hostName: to.name }),
    ...(notice.except ? { except: notice.except } : {}),
  });
}

const from = (vcompany: string) => (vcompany ? ` from ${vcompany}` : '');

export const arrivalMessage = (visit: { vname: string; vcompany: string }): NoticeMessage => ({
  subject: `Your visitor ${visit.vname}${from(visit.vcompany)} has arrived`,
  text: `Your visitor ${visit.vname}${from(visit.vcompany)} has signed in.`,
});

export const replyMessage =
  (accepted: boolean) =>
  (visit: { vname: string; vcompany: string }): NoticeMessage => ({
    subject: `${visit.vname} ${accepted ? 'accepted' : 'refused'} your invitation`,
    text: `${visit.vname}${from(visit.vcompany)} ${accepted ? 'accepted' : 'refused'} your invitation.`,
  });
