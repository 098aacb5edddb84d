import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/* The company's data control row (which columns and visitor kinds the lists show). */

type Db = Kysely<Database>;

export const findDataControl = (db: Db, companyId: number) =>
  db.selectFrom('dataControl').select(['columns', 'kinds']).where('companyId', '=', companyId).executeTakeFirst();

export const saveDataControl = (db: Db, row: { companyId: number; columns: string; kinds: string; updatedAt: number }) =>
  db
    .insertInto('dataControl')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('companyId').doUpdateSet({ columns: row.columns, kinds: row.kinds, updatedAt: row.updatedAt }),
    )
    .execute();
