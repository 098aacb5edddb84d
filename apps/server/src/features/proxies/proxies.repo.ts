import type { Insertable, Kysely } from 'kysely';
import type { Database, VisitProxyTable } from '../../platform/db/schema.js';

/* Visit proxies of one company, shown with both employees' names. */

type Db = Kysely<Database>;

const proxyView = (db: Db, companyId: number) =>
  db
    .selectFrom('visitProxy')
    .innerJoin('employee as host', 'host.id', 'visitProxy.empid')
    .innerJoin('employee as proxy', 'proxy.id', 'visitProxy.proxyId')
    .select([
      'visitProxy.companyId as userid',
      'visitProxy.empid',
      'host.empName as empName',
      'visitProxy.proxyId',
      'proxy.empName as proxyName',
      'visitProxy.proxyType',
      'visitProxy.proxyStatus',
      'visitProxy.startDate',
      'visitProxy.endDate',
    ])
    .where('visitProxy.companyId', '=', companyId);

export const findProxyOfEmployee = (db: Db, companyId: number, empid: number) =>
  proxyView(db, companyId).where('visitProxy.empid', '=', empid).executeTakeFirst();

export const findProxiesByProxy = (db: Db, companyId: number, proxyId: number) =>
  proxyView(db, companyId).where('visitProxy.proxyId', '=', proxyId).orderBy('visitProxy.empid').execute();

/** One proxy per employee: a second call replaces the first. */
export const upsertProxy = (db: Db, row: Insertable<VisitProxyTable>) =>
  db
    .insertInto('visitProxy')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('empid').doUpdateSet({
        proxyId: row.proxyId,
        proxyType: row.proxyType,
        proxyStatus: row.proxyStatus,
        startDate: row.startDate,
        endDate: row.endDate,
      }),
    )
    .execute();
