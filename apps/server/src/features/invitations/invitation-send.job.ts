import { fillInvitationPlaceholders } from '@vestibule/contract';
import QRCode from 'qrcode';
import { localDateTime } from '../../platform/calendar.js';
import type { JobHandler } from '../../platform/jobs/registry.js';
import { mailerOfCompany } from '../notice/company-mailer.service.js';
import { sendLogged } from '../notice/delivery-log.service.js';
import { invitationLink, invitationToken, invitationWindow, invitedKinds } from './invitation.service.js';
import { findInvitation } from './invitation.repo.js';
import { escapeHtml } from '../../platform/text.js';

/*
 * The invitation job: the visitor's mail with the template's texts, the details
 * and the QR code of the signed token, or an SMS with the message and the link.
 * Placeholders are filled here, from the visit as it is when sent.
 */

export const sendInvitationJob: JobHandler<'visits.send-invitation'> = async (ctx, payload, job) => {
  if (job.companyId === null) return;
  const visit = await findInvitation(ctx.database.db, job.companyId, payload.vid, invitedKinds);
  // A visit deleted since (its company gone) has nobody to invite.
  if (!visit) return;
  const token = invitationToken(ctx, visit);
  const link = invitationLink(ctx, token);
  const when = localDateTime(visit.appointmentDate ?? visit.createdAt);
  const until = localDateTime(invitationWindow(visit).validUntil);
  // {time} reads as people write it, to the minute.
  const time = when.slice(0, 16);
  const fill = (text: string) =>
    fillInvitationPlaceholders(text, { visitor: visit.vname, company: visit.companyName, employee: visit.empName, time });
  const message = fill(payload.inviteContent);
  const sending = {
    key: `visits.send-invitation:${visit.id}:${payload.sendType}`,
    vid: visit.id,
    companyId: job.companyId,
    event: 'invitation',
    channel: payload.sendType,
    to: payload.sendType === 'sms' ? visit.vphone : visit.vemail,
    job,
  } as const;
  if (payload.sendType === 'sms') {
    const code = visit.acode ? ` Your entry code: ${visit.acode}.` : '';
    const text = `${message || `${visit.empName} of ${visit.companyName} invites you on ${when}.`}${code} Details and your QR code: ${link}`;
    await sendLogged(ctx, sending, () => ctx.sms.send(visit.vphone, text));
    return;
  }
  const location = payload.latitude && payload.longitude ? `${payload.latitude}, ${payload.longitude}` : '';
  const details: Array<[string, string]> = [
    ['Host', `${visit.empName}${visit.empPhone ? ` (${visit.empPhone})` : ''}`],
    ['Company', visit.companyName],
    ['Time', when],
    ['Visit type', visit.visitType],
    ['Entry code (type it at the tablet)', visit.acode],
    ['Code valid until', until],
    ['Address', fill(payload.address)],
    ['Location (latitude, longitude)', location],
    ['How to get there', fill(payload.traffic)],
    ['About us', fill(payload.companyProfile)],
  ].filter(([, value]) => value !== '') as Array<[string, string]>;
  const qrCode = await QRCode.toBuffer(token, { type: 'png', width: 240, margin: 2 });
  const text = [
    // The template's message greets the visitor itself; without one, the mail does.
    message || `Dear ${visit.vname},`,
    ...details.map(([label, value]) => `${label}: ${value}`),
    `See the invitation, accept or refuse it: ${link}`,
    visit.acode
      ? `At the entrance, show the QR code in this mail to the tablet, or tap "I have an invitation" and type ${visit.acode}.`
      : 'Show the QR code in this mail at the entrance.',
  ]
    .filter((line) => line !== '')
    .join('\n\n');
  const html = [
    message
      ? message
          .split(/\n{2,}/)
          .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
          .join('')
      : `<p>Dear ${escapeHtml(visit.vname)},</p>`,
    `<table>${details.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p><a href="${escapeHtml(link)}">See the invitation, accept or refuse it</a></p>`,
    '<p>Show this QR code at the entrance:</p><p><img src="cid:invitation-code" alt="Entry QR code" width="240" height="240"></p>',
  ].join('');
  const mailer = await mailerOfCompany(ctx, job.companyId);
  const mail = {
    to: visit.vemail,
    subject: `Invitation from ${visit.empName} of ${visit.companyName}`,
    text,
    html,
    attachments: [{ filename: 'entry-code.png', content: qrCode, cid: 'invitation-code' }],
  };
  await sendLogged(ctx, sending, () => mailer.send(mail));
};
