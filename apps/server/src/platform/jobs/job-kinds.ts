import type { NoticeEvent } from '@vestibule/contract';

/*
 * Every kind of job and the payload it carries. A feature that adds a kind
 * adds its line here; enqueueJob and the handler registry check against it.
 */

/** What a scheduled run knows: the start of its period (ISO), the same in every process. */
export interface ScheduledRun {
  period: string;
}

/** One notice on one channel (features/notice); the recipient and message as they were when it was caused. */
export interface NoticeDeliveryJob {
  companyId: number;
  vid: number;
  event: NoticeEvent;
  /** Tells apart notices of one event on one visit (each step of an approval); absent when there is one. */
  occasion?: string;
  channel: string;
  to: { name: string; email: string; phone: string; ddid: string; rtxAccount: string; openid: string };
  message: { subject: string; text: string; link?: string };
}

export interface JobPayloads {
  /** Deletes expired sessions, secrets, sign-in failures, rate counters and old jobs. */
  'purge-expired': ScheduledRun;
  /** Signs out visitors on site longer than their company's leaveExpiryTime (visits feature). */
  'visits.auto-sign-out': ScheduledRun;
  /** Mails the host that their visitor signed in (visits feature); enqueued by the sign-in itself. */
  'visits.notify-host': { vid: number };
  /** Sends one notice on one channel and writes its delivery log row (notice feature). */
  'notice.deliver': NoticeDeliveryJob;
  /** Reminds visitors of visits starting within the hour, once per visit (notice feature). */
  'notice.remind': ScheduledRun;
  /**
   * Sends an employee's invitation to the visitor by mail or SMS, with its signed link (invitations feature;
   * enqueued by addAppointment). The texts are the template's (or the employee's), placeholders not yet filled.
   */
  'visits.send-invitation': {
    vid: number;
    sendType: 'email' | 'sms';
    inviteContent: string;
    address: string;
    traffic: string;
    companyProfile: string;
    /** Absent from jobs queued before templates. */
    longitude?: string;
    latitude?: string;
  };
  /**
   * Tells an attendee whose invitation a meeting's cancellation (or their removal) closed, on the channel the
   * invitation reached them by (meetings feature). `mid` names the meeting: a removed attendee's visit no longer does.
   */
  'meetings.notify-attendee': { vid: number; mid: number; notice: 'cancelled' | 'removed' };
  /** Refuses visits whose approval level stayed undecided past the time-out (approvals feature). */
  'approvals.time-out': ScheduledRun;
  /** One message of the approval flow (approvals/approval-notices.ts): an approver's turn, or news for the host. */
  'approvals.notify':
    | { notice: 'ask'; stepId: number }
    | {
        notice: 'host';
        vid: number;
        outcome: 'submitted' | 'levelAgreed' | 'authorized' | 'refused';
        level: number;
        reason: string;
      };
  /** Daily 00:00: enqueues one address-book sync per company with automatic sync on (directory-sync feature). */
  'directory-sync.daily': ScheduledRun;
  /** One company's automatic address-book sync from DingTalk or RTX (directory-sync feature). */
  'directory-sync.company': { companyId: number; source: 'dingtalk' | 'rtx' };
  /** Checks the next photos of updateAllFace after afterEmpid and queues the run after (faces feature). */
  'faces.register-all': { companyId: number; afterEmpid: number };
  /** The same for updateAllResidentFace, after afterRid in rid order ('' to start). */
  'faces.register-all-residents': { companyId: number; afterRid: string };
}

export type JobKind = keyof JobPayloads;
