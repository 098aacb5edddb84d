import type { Kysely } from 'kysely';
import { autoId, binaryType } from '../../platform/db/portable.js';

/*
 * Training videos and questionnaires (decision 0038). A video's bytes are
 * kept in the database in 1 MiB chunks under its storage key, written as the
 * upload arrives and read back by range, so every process behind a load
 * balancer serves them and none holds a whole video in memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('training_video')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('duration_ms', 'bigint', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('mime', 'varchar(30)', (c) => c.notNull())
    .addColumn('uploader', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('upload_time', 'bigint', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(64)', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createIndex('training_video_company_idx')
    .on('training_video')
    .columns(['company_id', 'upload_time', 'id'])
    .execute();
  // Keyed by the storage key, not the video: chunks are written before the upload is known good and the row exists.
  await db.schema
    .createTable('video_chunk')
    .addColumn('storage_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('content', binaryType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('video_chunk_pk', ['storage_key', 'seq'])
    .execute();

  await db.schema
    .createTable('questionnaire')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('fdesc', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    // Minutes a visitor may take.
    .addColumn('ans_time', 'integer', (c) => c.notNull())
    .addColumn('topic_num', 'integer', (c) => c.notNull())
    .addColumn('topic_rig_num', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('questionnaire_company_idx')
    .on('questionnaire')
    .columns(['company_id', 'create_time', 'id'])
    .execute();
  await db.schema
    .createTable('questionnaire_item')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('questionnaire_id', 'integer', (c) => c.notNull().references('questionnaire.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('question', 'varchar(500)', (c) => c.notNull())
    // [{key, text}] as JSON text.
    .addColumn('foption', 'text', (c) => c.notNull())
    .addColumn('answer', 'varchar(1)', (c) => c.notNull())
    .addColumn('qorder', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('fstatus', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('questionnaire_item_order_idx')
    .on('questionnaire_item')
    .columns(['questionnaire_id', 'qorder', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
