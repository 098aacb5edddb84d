import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/** The company's name and the limits its invitation codes follow. */
export const findInvitationSettings = (db: Kysely<Database>, companyId: number) =>
  db
    .selectFrom('company')
    .select(['company', 'qrcodeType', 'qrMaxCount', 'qrMaxDuration'])
    .where('id', '=', companyId)
    .executeTakeFirst();
