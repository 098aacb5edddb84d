import type { Kysely } from 'kysely';
import { autoId, searchKeyType } from '../../platform/db/portable.js';

/*
 * Meetings (qcv_meeting): an initiator's subject, time and place. Each
 * attendee is an invitation visit that names its meeting, so the visit's
 * code, mail and sign-in serve the meeting unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meeting')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    // The initiator; their name, phone and mail as they were when the meeting was made.
    .addColumn('empid', 'integer', (c) => c.notNull())
    .addColumn('emp_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('emp_phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('emp_email', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'varchar(100)', (c) => c.notNull())
    // searchKey(subject): one subject a day (108), and the list's prefix search.
    .addColumn('subject_key', searchKeyType(db), (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    // YYYY-MM-DD of start_at.
    .addColumn('start_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('sponsor', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('invite_content', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('longitude', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('company_profile', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('traffic', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('deadline_time', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    // email or sms: how the attendees' invitations go out.
    .addColumn('send_type', 'varchar(10)', (c) => c.notNull().defaultTo('email'))
    // 1 active, 0 cancelled.
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list, latest start first; an initiator's own; the subject check of a day.
  await db.schema.createIndex('meeting_company_start_idx').on('meeting').columns(['company_id', 'start_at', 'id']).execute();
  await db.schema.createIndex('meeting_initiator_idx').on('meeting').columns(['company_id', 'empid', 'start_at']).execute();
  await db.schema
    .createIndex('meeting_day_subject_idx')
    .on('meeting')
    .columns(['company_id', 'start_day', 'subject_key'])
    .execute();

  await db.schema
    .alterTable('visit')
    .addColumn('meeting_id', 'integer', (c) => c.references('meeting.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('visit_meeting_idx').on('visit').columns(['company_id', 'meeting_id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
