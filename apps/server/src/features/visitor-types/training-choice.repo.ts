import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/* Whether the questionnaire and video a visitor type names are the company's (decision 0039). */

type Db = Kysely<Database>;

export const companyHasBank = async (db: Db, companyId: number, id: number) =>
  (await db
    .selectFrom('questionnaire')
    .select('id')
    .where('companyId', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst()) !== undefined;

export const companyHasVideo = async (db: Db, companyId: number, id: number) =>
  (await db
    .selectFrom('trainingVideo')
    .select('id')
    .where('companyId', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst()) !== undefined;
