import type { Kysely } from 'kysely';
import { autoId, binaryType } from '../../platform/db/portable.js';

/*
 * Foundation: companies with their Administrator account and settings,
 * sessions, captchas, sign-in failures, rate counters, reset links, SMS codes
 * and the file store.
 */

const intSettings: Array<[string, number]> = [
  ['msgNotify', 1],
  ['smsNotify', 0],
  ['ivrNotify', 0],
  ['ddnotify', 0],
  ['ddautosync', 0],
  ['rtxAuto', 0],
  ['rtxport', 0],
  ['scaner', 0],
  ['tempEditSwitch', 1],
  ['permissionSwitch', 1],
  ['qrMaxCount', 1],
  ['qrMaxDuration', 1],
  ['preExtendTime', 0],
  ['latExtendTime', 0],
  ['leaveExpiryTime', 0],
  ['comeAgain', 1],
  ['signOutSwitch', 1],
  ['faceScaner', 0],
  ['blackListSwitch', 0],
  ['emailType', 0],
  ['smtpPort', 0],
  ['ssl', 0],
  ['qrcodeSwitch', 0],
  ['qrcodeType', 0],
  ['printType', 0],
  ['cardType', 1],
  ['cardSize', 1],
  ['cardLogo', 1],
  ['badgeMode', 0],
  ['brandType', 0],
  ['brandPosition', 0],
  ['showAvatar', 0],
  ['avatarType', 0],
  ['processSwitch', 0],
  ['questionnaireSwitch', 0],
  ['unsubscribe', 0],
  ['subAccount', 0],
  ['smsCount', 0],
  ['wxSmsCount', 0],
  ['appSmsCount', 0],
  ['pwdPolicy', 0],
  ['pwdExpireDays', 0],
];

const textSettings: Array<[string, string]> = [
  ['ddcorpid', ''],
  ['ddcorpsecret', ''],
  ['ddagentid', ''],
  ['rtxip', ''],
  ['emailAccount', ''],
  ['emailPwd', ''],
  ['smtp', ''],
  ['exchange', ''],
  ['domain', ''],
  ['qrcode', ''],
  ['upDuty', '09:00'],
  ['offDuty', '18:00'],
  ['passableSTime', '08:30'],
  ['passableETime', '19:00'],
  ['defaultPhoto', ''],
  ['visitorManager', ''],
  ['themecolor', ''],
  ['backgroundPic', ''],
  ['badgeCustom', ''],
  ['customText', ''],
  ['cardText', ''],
  ['cardPic', ''],
  ['logo', ''],
];

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export async function up(db: Kysely<unknown>): Promise<void> {
  let company = db.schema
    .createTable('company')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('company', 'varchar(100)', (c) => c.notNull())
    .addColumn('company_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('abbreviation', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('office', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('affiliated_company', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('username', 'varchar(80)', (c) => c.notNull())
    .addColumn('email', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
    .addColumn('user_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reg_date', 'bigint', (c) => c.notNull())
    .addColumn('login_date', 'bigint')
    .addColumn('refresh_date', 'bigint')
    .addColumn('expire_date', 'bigint')
    .addColumn('secure_protocol', 'text', (c) => c.notNull().defaultTo(''));
  for (const [name, value] of intSettings)
    company = company.addColumn(snake(name), 'integer', (c) => c.notNull().defaultTo(value));
  for (const [name, value] of textSettings)
    company = company.addColumn(snake(name), 'varchar(512)', (c) => c.notNull().defaultTo(value));
  await company.execute();
  await db.schema.createIndex('company_phone_idx').on('company').column('phone').execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('subject_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject_id', 'bigint', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('session_subject_idx').on('session').columns(['subject_kind', 'subject_id']).execute();

  await db.schema
    .createTable('captcha')
    .addColumn('digest', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(10)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('passed_account', 'varchar(100)')
    .addColumn('passed_until', 'bigint')
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('captcha_expires_idx').on('captcha').column('expires_at').execute();

  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('subject_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('account', 'varchar(100)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failure_account_idx')
    .on('login_failure')
    .columns(['subject_kind', 'account', 'at'])
    .execute();

  await db.schema
    .createTable('rate_counter')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('subject_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject_id', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('sms_code')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('code', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('sms_code_phone_idx').on('sms_code').columns(['phone', 'created_at']).execute();

  await db.schema
    .createTable('stored_file')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', binaryType(db), (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
