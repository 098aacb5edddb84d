import { fillInvitationPlaceholders, permissions } from '@vestibule/contract';
import QRCode from 'qrcode';
import type { JobHandler } from '../../platform/jobs/registry.js';
import { mailLanguageOf, writtenTime } from '../../platform/mail-language.js';
import { mailerOfCompany } from '../notice/company-mailer.service.js';
import { sendLogged } from '../notice/delivery-log.service.js';
import { invitationLink, invitationToken, invitationWindow, invitedKinds } from './invitation.service.js';
import { findInvitation } from './invitation.repo.js';
import { invitationTexts, visitReasonWord } from './invitation-texts.js';
import { escapeHtml } from '../../platform/text.js';

/*
 * The invitation job: the visitor's mail with the template's texts, the details
 * and the QR code of the signed token, or an SMS with the message and the link.
 * Placeholders are filled here, from the visit as it is when sent; the fixed
 * texts and the dates are in the company's language.
 */

export const sendInvitationJob: JobHandler<'visits.send-invitation'> = async (ctx, payload, job) => {
  if (job.companyId === null) return;
  const visit = await findInvitation(ctx.database.db, job.companyId, payload.vid, invitedKinds);
  // A visit deleted since (its company gone) has nobody to invite; one cancelled since (its meeting) is not to be sent.
  if (!visit || visit.permission === permissions.cancelled) return;
  const token = invitationToken(ctx, visit);
  const link = invitationLink(ctx, token);
  const language = mailLanguageOf(visit.companyLanguage);
  const texts = invitationTexts[language];
  const when = writtenTime(visit.appointmentDate ?? visit.createdAt, language);
  const until = writtenTime(invitationWindow(visit).validUntil, language);
  const fill = (text: string) =>
    fillInvitationPlaceholders(text, { visitor: visit.vname, company: visit.companyName, employee: visit.empName, time: when });
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
    const text = texts.sms({ message, host: visit.empName, company: visit.companyName, when, code: visit.acode, link });
    await sendLogged(ctx, sending, () => ctx.sms.send(visit.vphone, text));
    return;
  }
  const location = payload.latitude && payload.longitude ? `${payload.latitude}, ${payload.longitude}` : '';
  const { labels } = texts;
  const details: Array<[string, string]> = [
    [labels.host, `${visit.empName}${visit.empPhone ? ` (${visit.empPhone})` : ''}`],
    [labels.company, visit.companyName],
    [labels.time, when],
    [labels.visitType, visitReasonWord(visit.visitType, language)],
    [labels.entryCode, visit.acode],
    [labels.codeValidUntil, until],
    [labels.address, fill(payload.address)],
    [labels.location, location],
    [labels.traffic, fill(payload.traffic)],
    [labels.about, fill(payload.companyProfile)],
  ].filter(([, value]) => value !== '') as Array<[string, string]>;
  const qrCode = await QRCode.toBuffer(token, { type: 'png', width: 240, margin: 2 });
  const text = [
    // The template's message greets the visitor itself; without one, the mail does.
    message || texts.greeting(visit.vname),
    ...details.map(([label, value]) => `${label}${texts.colon}${value}`),
    `${texts.answerLink}${texts.colon}${link}`,
    visit.acode ? texts.showCodeOrType(visit.acode) : texts.showCode,
  ]
    .filter((line) => line !== '')
    .join('\n\n');
  const html = [
    message
      ? message
          .split(/\n{2,}/)
          .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
          .join('')
      : `<p>${escapeHtml(texts.greeting(visit.vname))}</p>`,
    `<table>${details.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.answerLink)}</a></p>`,
    `<p>${escapeHtml(texts.pictureCaption)}</p><p><img src="cid:invitation-code" alt="${escapeHtml(texts.pictureAlt)}" width="240" height="240"></p>`,
  ].join('');
  const mailer = await mailerOfCompany(ctx, job.companyId);
  const mail = {
    to: visit.vemail,
    subject: texts.subject(visit.empName, visit.companyName),
    text,
    html,
    attachments: [{ filename: 'entry-code.png', content: qrCode, cid: 'invitation-code' }],
  };
  await sendLogged(ctx, sending, () => mailer.send(mail));
};
