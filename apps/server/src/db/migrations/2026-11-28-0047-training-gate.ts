import type { Kysely } from 'kysely';
import { autoId } from '../../platform/db/portable.js';

/*
 * Safety training before sign-in (decision 0039): the video a visitor type
 * asks for (its questionnaire is the original's qid, its pass validity the
 * original's povDays), the attempts visitors make, the results they get, and
 * the result a visit was signed in with (the original's overallScore and
 * scoreDetail on qcv_visitor).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('visitor_type')
    .addColumn('tvid', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('visit').addColumn('overall_score', 'integer').execute();
  await db.schema
    .alterTable('visit')
    .addColumn('score_detail', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('training_attempt')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('person_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('tid', 'integer', (c) => c.notNull())
    .addColumn('qid', 'varchar(30)', (c) => c.notNull())
    .addColumn('tvid', 'varchar(30)', (c) => c.notNull())
    .addColumn('vid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('item_ids', 'text', (c) => c.notNull())
    .addColumn('pass_mark', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('questions_from', 'bigint', (c) => c.notNull())
    .addColumn('deadline', 'bigint')
    .addColumn('video_required', 'integer', (c) => c.notNull())
    .addColumn('video_watched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submitted_at', 'bigint')
    .execute();
  // "Has this person watched this video before": a retry need not watch again.
  await db.schema
    .createIndex('training_attempt_person_idx')
    .on('training_attempt')
    .columns(['company_id', 'person_key', 'tvid', 'video_watched'])
    .execute();

  await db.schema
    .createTable('training_pass')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('person_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('training_attempt.id').onDelete('cascade'))
    .addColumn('tid', 'integer', (c) => c.notNull())
    .addColumn('qid', 'varchar(30)', (c) => c.notNull())
    .addColumn('tvid', 'varchar(30)', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('pass_mark', 'integer', (c) => c.notNull())
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
    .addColumn('taken_at', 'bigint', (c) => c.notNull())
    .addColumn('valid_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  // The valid pass of a person for a questionnaire and video, and a person's history, newest first.
  await db.schema
    .createIndex('training_pass_person_idx')
    .on('training_pass')
    .columns(['company_id', 'person_key', 'taken_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
