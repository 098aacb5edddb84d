import type { Kysely } from 'kysely';
import { autoId } from '../../platform/db/portable.js';

/*
 * Gates (qcv_gate) and visitor tags (decision 0033). Desks, visits and
 * blacklist entries name their gates in a gid text, as the original does; a visit's tags
 * are rows of visit_tag, so the visit list filters by tag through an index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gate')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('gname', 'varchar(50)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gate_company').on('gate').columns(['company_id', 'id']).execute();
  // The gates a blacklist entry names (comma-separated ids), as desks do.
  await db.schema
    .alterTable('blacklist_entry')
    .addColumn('gids', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('visitor_tag')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('tag_name', 'varchar(20)', (c) => c.notNull())
    // Lower-cased name: a company's tag names are unique regardless of case (30).
    .addColumn('tag_key', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visitor_tag_key_unique').on('visitor_tag').columns(['company_id', 'tag_key']).unique().execute();

  await db.schema
    .createTable('visit_tag')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('vid', 'integer', (c) => c.notNull().references('visit.id').onDelete('cascade'))
    .addColumn('tid', 'integer', (c) => c.notNull().references('visitor_tag.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('visit_tag_pk', ['vid', 'tid'])
    .execute();
  // The visit list's tag filter reads the visits of one tag.
  await db.schema.createIndex('visit_tag_by_tag').on('visit_tag').columns(['company_id', 'tid', 'vid']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
