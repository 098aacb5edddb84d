import type { Generated } from 'kysely';

/* Meetings (features/meetings); each attendee is a visit whose meetingId names the meeting. */

export interface MeetingTable {
  id: Generated<number>;
  companyId: number;
  /** The initiator, with their name, phone and mail as they were when the meeting was made. */
  empid: number;
  empName: string;
  empPhone: string;
  empEmail: string;
  subject: string;
  /** searchKey(subject). */
  subjectKey: string;
  startAt: number;
  endAt: number;
  /** YYYY-MM-DD of startAt. */
  startDay: string;
  sponsor: string;
  remark: string;
  inviteContent: string;
  address: string;
  longitude: string;
  latitude: string;
  companyProfile: string;
  traffic: string;
  deadlineTime: string;
  sendType: string;
  /** 1 active, 0 cancelled. */
  status: Generated<number>;
  createdAt: number;
  updatedAt: number;
}
