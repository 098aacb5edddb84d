import type { CompanyLanguage } from '@vestibule/contract';

/*
 * What an attendee is told when their invitation closes before the meeting:
 * the meeting was cancelled, or they were removed from it. In each company
 * language, as a mail (subject and text) and as an SMS.
 */

export interface MeetingNoticeParts {
  attendee: string;
  subject: string;
  /** The meeting's start, written in the company's language. */
  when: string;
  host: string;
  company: string;
}

interface MeetingNoticeText {
  mailSubject: (parts: MeetingNoticeParts) => string;
  mailText: (parts: MeetingNoticeParts) => string;
  sms: (parts: MeetingNoticeParts) => string;
}

export type MeetingNotice = 'cancelled' | 'removed';

export const meetingNoticeTexts: Record<CompanyLanguage, Record<MeetingNotice, MeetingNoticeText>> = {
  en: {
    cancelled: {
      mailSubject: ({ subject }) => `Cancelled: ${subject}`,
      mailText: ({ attendee, subject, when, host, company }) =>
        `Dear ${attendee},\n\nThe meeting "${subject}" on ${when}, to which ${host} of ${company} invited you, has been cancelled. Your invitation and its entry code no longer apply.`,
      sms: ({ subject, when, company }) =>
        `${company}: the meeting "${subject}" on ${when} has been cancelled; your entry code no longer applies.`,
    },
    removed: {
      mailSubject: ({ subject }) => `Invitation withdrawn: ${subject}`,
      mailText: ({ attendee, subject, when, host, company }) =>
        `Dear ${attendee},\n\n${host} of ${company} has withdrawn your invitation to the meeting "${subject}" on ${when}. Your entry code no longer applies.`,
      sms: ({ subject, when, company }) =>
        `${company}: your invitation to the meeting "${subject}" on ${when} has been withdrawn; your entry code no longer applies.`,
    },
  },
  zh: {
    cancelled: {
      mailSubject: ({ subject }) => `会议已取消：${subject}`,
      mailText: ({ attendee, subject, when, host, company }) =>
        `尊敬的 ${attendee}：\n\n${company} 的 ${host} 邀请您参加的会议“${subject}”（${when}）已取消。您的邀请及入场码随之失效。`,
      sms: ({ subject, when, company }) => `【${company}】会议“${subject}”（${when}）已取消，您的入场码已失效。`,
    },
    removed: {
      mailSubject: ({ subject }) => `邀请已撤回：${subject}`,
      mailText: ({ attendee, subject, when, host, company }) =>
        `尊敬的 ${attendee}：\n\n${company} 的 ${host} 已撤回您参加会议“${subject}”（${when}）的邀请。您的入场码随之失效。`,
      sms: ({ subject, when, company }) => `【${company}】您参加会议“${subject}”（${when}）的邀请已撤回，入场码已失效。`,
    },
  },
  hk: {
    cancelled: {
      mailSubject: ({ subject }) => `會議已取消：${subject}`,
      mailText: ({ attendee, subject, when, host, company }) =>
        `尊敬的 ${attendee}：\n\n${company} 的 ${host} 邀請您參加的會議「${subject}」（${when}）已取消。您的邀請及入場碼隨之失效。`,
      sms: ({ subject, when, company }) => `【${company}】會議「${subject}」（${when}）已取消，您的入場碼已失效。`,
    },
    removed: {
      mailSubject: ({ subject }) => `邀請已撤回：${subject}`,
      mailText: ({ attendee, subject, when, host, company }) =>
        `尊敬的 ${attendee}：\n\n${company} 的 ${host} 已撤回您參加會議「${subject}」（${when}）的邀請。您的入場碼隨之失效。`,
      sms: ({ subject, when, company }) => `【${company}】您參加會議「${subject}」（${when}）的邀請已撤回，入場碼已失效。`,
    },
  },
  ja: {
    cancelled: {
      mailSubject: ({ subject }) => `会議中止のお知らせ：${subject}`,
      mailText: ({ attendee, subject, when, host, company }) =>
        `${attendee} 様\n\n${company} ${host}よりご招待しておりました会議「${subject}」（${when}）は中止となりました。招待状と入場コードは無効となります。`,
      sms: ({ subject, when, company }) =>
        `【${company}】会議「${subject}」（${when}）は中止となりました。入場コードは無効です。`,
    },
    removed: {
      mailSubject: ({ subject }) => `ご招待取り消しのお知らせ：${subject}`,
      mailText: ({ attendee, subject, when, host, company }) =>
        `${attendee} 様\n\n${company} ${host}より、会議「${subject}」（${when}）へのご招待を取り消させていただきました。入場コードは無効となります。`,
      sms: ({ subject, when, company }) =>
        `【${company}】会議「${subject}」（${when}）へのご招待は取り消されました。入場コードは無効です。`,
    },
  },
};
