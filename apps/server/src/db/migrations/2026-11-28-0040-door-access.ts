import type { Kysely } from 'kysely';
import { autoId } from '../../platform/db/portable.js';

/*
 * Door access (decision 0031): groups of doors, the devices (readers) at them,
 * each company's door key for offline readers, and every decision a reader
 * made. Visitor types and visits name the groups they open (egids, comma-
 * separated); employees already hold theirs in employee_equipment_group.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('equipment_group')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('egname', 'varchar(100)', (c) => c.notNull())
    .addColumn('egno', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('etype', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('open_after_auth', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rules', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('gids', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('equipment_group_name_unique')
    .on('equipment_group')
    .columns(['company_id', 'egname'])
    .unique()
    .execute();

  await db.schema
    .createTable('equipment')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('device_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('device_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('extend_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('room_num', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('device_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('device_port', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('device_qrcode', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    // SHA-256 of the device's secret: the secret itself is shown once.
    .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('equipment_name_unique').on('equipment').columns(['company_id', 'device_name']).unique().execute();
  await db.schema.createIndex('equipment_code_unique').on('equipment').columns(['company_id', 'device_code']).unique().execute();
  // A reader calls in by its code alone: the secret tells two companies' devices of one code apart.
  await db.schema.createIndex('equipment_code_secret_idx').on('equipment').columns(['device_code', 'secret_hash']).execute();

  await db.schema
    .createTable('equipment_group_device')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('egid', 'integer', (c) => c.notNull().references('equipment_group.id').onDelete('cascade'))
    .addColumn('eid', 'integer', (c) => c.notNull().references('equipment.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('equipment_group_device_pk', ['egid', 'eid'])
    .execute();
  await db.schema.createIndex('equipment_group_device_eid_idx').on('equipment_group_device').columns(['eid']).execute();

  await db.schema
    .createTable('door_key')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('door_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('access_record')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    // Kept when the device is deleted: the record says which device it was.
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('device_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('device_name', 'varchar(100)', (c) => c.notNull())
    // The reader's own id of the read; null when it sent none. One read per device and id.
    .addColumn('record_id', 'varchar(64)')
    .addColumn('vid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('empid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('visitor_company', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('vtype', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('direction', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('pass_way', 'varchar(10)', (c) => c.notNull())
    .addColumn('open_status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_record_read_unique').on('access_record').columns(['eid', 'record_id']).unique().execute();
  // The record pages: the company's, newest first.
  await db.schema
    .createIndex('access_record_company_idx')
    .on('access_record')
    .columns(['company_id', 'opened_at', 'id'])
    .execute();

  await db.schema
    .alterTable('visitor_type')
    .addColumn('egids', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('visit')
    .addColumn('egids', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
