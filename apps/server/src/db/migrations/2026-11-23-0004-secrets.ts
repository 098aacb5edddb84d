import type { Kysely } from 'kysely';
import { autoId } from '../../platform/db/portable.js';

/*
 * One table for every single-use secret with an expiry (captchas, SMS codes,
 * reset links, download tickets) in place of four. The old tables hold only
 * minutes-old data, so they are dropped rather than copied (decision 0007).
 * Sign-in failures gain the client address they came from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['captcha', 'sms_code', 'password_reset', 'download_ticket']) {
    await db.schema.dropTable(table).execute();
  }

  await db.schema
    .createTable('single_use_secret')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    // SHA-256 hex of a random token, or an argon2id string of a short code.
    .addColumn('secret_hash', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('subject', 'varchar(100)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  // The latest code sent to a phone, the links of an account to invalidate, and the resend gap.
  await db.schema
    .createIndex('single_use_secret_subject_idx')
    .on('single_use_secret')
    .columns(['purpose', 'subject', 'created_at'])
    .execute();
  await db.schema
    .createIndex('single_use_secret_expires_idx')
    .on('single_use_secret')
    .columns(['purpose', 'expires_at'])
    .execute();

  await db.schema
    .alterTable('login_failure')
    .addColumn('address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  // Per account and address for the lock; its prefix serves the count across addresses.
  await db.schema.dropIndex('login_failure_account_idx').execute();
  await db.schema
    .createIndex('login_failure_address_idx')
    .on('login_failure')
    .columns(['subject_kind', 'account', 'address', 'at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
