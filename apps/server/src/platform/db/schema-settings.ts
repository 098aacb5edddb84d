/* Tables of the company's settings screens: the holiday calendar, notice deliveries, address-book syncs. */
import type { Generated } from 'kysely';

/** One address-book sync run (directory-sync feature). */
export interface SyncReportTable {
  id: Generated<number>;
  companyId: number;
  source: 'dingtalk' | 'rtx';
  trigger: 'manual' | 'auto';
  startedAt: number;
  finishedAt: number;
  added: number;
  updated: number;
  leftCount: number;
  /** JSON list of { name, reason }: directory entries the run could not take. */
  errors: string;
}

/** A day of the holiday calendar: hdate YYYY-MM-DD, passFlag 0 rest day or 1 work day. */
export interface HolidayTable {
  id: Generated<number>;
  companyId: number;
  hdate: string;
  remark: string;
  passFlag: number;
  createdAt: number;
}

/** One notice on one channel (features/notice): what the provider answered, or why it failed. */
export interface NoticeDeliveryTable {
  id: Generated<number>;
  /** notice.deliver's unique key: the visit, the event, the recipient and the channel. */
  deliveryKey: string;
  companyId: number;
  vid: number;
  event: string;
  channel: string;
  /** The address used on that channel: a mail address, a phone, a WeChat Work user id. */
  recipient: string;
  status: 'sent' | 'logged' | 'failed' | 'retrying';
  attempts: number;
  answer: string;
  updatedAt: number;
}
