import { invitationStatus, permissions } from '@vestibule/contract';
import { type Kysely, sql } from 'kysely';
import type { CompanySettings, Database, NoticeDeliveryTable } from '../../platform/db/schema.js';

/* SQL of notices: the company's channel settings, its SMS counter, and the delivery log. */

export type MailSettings = Pick<
  CompanySettings,
  'emailType' | 'emailAccount' | 'emailPwd' | 'smtp' | 'smtpPort' | 'ssl' | 'exchange' | 'domain'
>;

export const findMailSettings = (db: Kysely<Database>, companyId: number): Promise<MailSettings | undefined> =>
  db
    .selectFrom('company')
    .select(['emailType', 'emailAccount', 'emailPwd', 'smtp', 'smtpPort', 'ssl', 'exchange', 'domain'])
    .where('id', '=', companyId)
    .executeTakeFirst();

/** Every setting of the company, as the channels read them. */

export type NoticeColumns = Pick<
  CompanySettings,
  keyof MailSettings | 'emailNotify' | 'smsNotify' | 'ivrNotify' | 'msgNotify' | 'smsUrlTemplate' | 'smsAccount' | 'smsPwd'
>;

export const updateNoticeColumns = (db: Kysely<Database>, companyId: number, changes: Partial<NoticeColumns>) =>
  db.updateTable('company').set(changes).where('id', '=', companyId).execute();

/** Whether the company may send another SMS under the quota. */
export async function hasSmsLeft(db: Kysely<Database>, companyId: number, quota: number): Promise<boolean> {
  const row = await db.selectFrom('company').select('smsCount').where('id', '=', companyId).executeTakeFirst();
  return row !== undefined && row.smsCount < quota;
}

/** Counts one SMS sent. */
export async function countSentSms(db: Kysely<Database>, companyId: number): Promise<void> {
  await db
    .updateTable('company')
    .set({ smsCount: sql<number>`sms_count + 1` })
    .where('id', '=', companyId)
    .execute();
}

export const findDelivery = (db: Kysely<Database>, deliveryKey: string) =>
  db.selectFrom('noticeDelivery').select(['status', 'attempts']).where('deliveryKey', '=', deliveryKey).executeTakeFirst();

type Delivery = Omit<NoticeDeliveryTable, 'id'>;

/** Writes the latest outcome of a (notice, channel): one row however many attempts. */
export async function recordDelivery(db: Kysely<Database>, row: Delivery): Promise<void> {
  await db
    .insertInto('noticeDelivery')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('deliveryKey').doUpdateSet({
        status: row.status,
        attempts: row.attempts,
        answer: row.answer,
        recipient: row.recipient,
        updatedAt: row.updatedAt,
      }),
    )
    .execute();
}

export const listDeliveries = (db: Kysely<Database>, companyId: number, vid: number) =>
  db
    .selectFrom('noticeDelivery')
    .select(['id', 'event', 'channel', 'recipient', 'status', 'attempts', 'answer', 'updatedAt'])
    .where('companyId', '=', companyId)
    .where('vid', '=', vid)
    .orderBy('id')
    .execute();

/** The visit's host as a notice recipient, when the host is an employee of the same company. */
export const findHostOfVisit = (db: Kysely<Database>, companyId: number, vid: number) =>
  db
    .selectFrom('visit')
    .innerJoin('employee', (join) =>
      join.onRef('employee.id', '=', 'visit.empid').onRef('employee.companyId', '=', 'visit.companyId'),
    )
    .select([
      'employee.empName as name',
      'employee.empEmail as email',
      'employee.empPhone as phone',
      'employee.ddid',
      'employee.empRtxAccount as rtxAccount',
      'employee.openid',
      'visit.vname',
      'visit.vcompany',
    ])
    .where('visit.companyId', '=', companyId)
    .where('visit.id', '=', vid)
    .executeTakeFirst();

/** A visit's visitor as a notice's recipient. */
export const findVisitorOfVisit = (db: Kysely<Database>, companyId: number, vid: number) =>
  db
    .selectFrom('visit')
    .select(['vname as name', 'vemail as email', 'vphone as phone'])
    .where('companyId', '=', companyId)
    .where('id', '=', vid)
    .executeTakeFirst();

/** An employee as a notice's recipient. */
export const findEmployeeRecipient = (db: Kysely<Database>, companyId: number, empid: number) =>
  db
    .selectFrom('employee')
    .select(['empName as name', 'empEmail as email', 'empPhone as phone', 'ddid', 'empRtxAccount as rtxAccount', 'openid'])
    .where('companyId', '=', companyId)
    .where('id', '=', empid)
    .executeTakeFirst();

/** Visits of any company starting in [from, to), not yet signed in, refused or cancelled: the reminder's. */
export const findVisitsStartingBetween = (db: Kysely<Database>, from: number, to: number) =>
  db
    .selectFrom('visit')
    .innerJoin('company', 'company.id', 'visit.companyId')
    .select([
      'visit.id as vid',
      'visit.companyId',
      'visit.vname',
      'visit.vemail',
      'visit.vphone',
      'visit.empName',
      'visit.appointmentDate',
      'company.company as companyName',
      'company.language as companyLanguage',
    ])
    .where('visit.appointmentDate', '>=', from)
    .where('visit.appointmentDate', '<', to)
    .where('visit.visitdate', 'is', null)
    .where('visit.permission', 'not in', [permissions.refused, permissions.cancelled])
    .where('visit.status', '!=', invitationStatus.refused)
    .execute();
