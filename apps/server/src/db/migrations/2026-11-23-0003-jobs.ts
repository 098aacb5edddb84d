import type { Kysely } from 'kysely';
import { autoId } from '../../platform/db/portable.js';

/*
 * Background work: the job table (outbox and queue in one), and indexes on the
 * expiry columns that the scheduled purge deletes by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('kind', 'varchar(100)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // Several NULLs are allowed by a unique column on both databases: only keyed jobs are deduplicated.
    .addColumn('unique_key', 'varchar(200)', (c) => c.unique())
    .addColumn('company_id', 'integer', (c) => c.references('company.id').onDelete('cascade'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_by', 'varchar(100)')
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  // The claim looks for pending jobs that are due and running jobs whose lease has passed.
  await db.schema.createIndex('job_due_idx').on('job').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('job_lease_idx').on('job').columns(['status', 'locked_until']).execute();
  await db.schema.createIndex('job_finished_idx').on('job').column('finished_at').execute();
  await db.schema.createIndex('job_company_idx').on('job').column('company_id').execute();

  await db.schema.createIndex('session_last_seen_idx').on('session').column('last_seen_at').execute();
  await db.schema.createIndex('sms_code_expires_idx').on('sms_code').column('expires_at').execute();
  await db.schema.createIndex('password_reset_expires_idx').on('password_reset').column('expires_at').execute();
  await db.schema.createIndex('download_ticket_expires_idx').on('download_ticket').column('expires_at').execute();
  await db.schema.createIndex('login_failure_at_idx').on('login_failure').column('at').execute();
  await db.schema.createIndex('rate_counter_window_idx').on('rate_counter').column('window_start').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
