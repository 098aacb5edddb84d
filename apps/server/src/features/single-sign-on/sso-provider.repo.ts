import type { Insertable, Kysely } from 'kysely';
import type { Database, SsoProviderTable } from '../../platform/db/schema.js';

type Db = Kysely<Database>;

export const findProviderOf = (db: Db, companyId: number) =>
  db.selectFrom('ssoProvider').selectAll().where('companyId', '=', companyId).executeTakeFirst();

export async function saveProvider(db: Db, row: Insertable<SsoProviderTable>): Promise<void> {
  const { companyId: _companyId, ...changes } = row;
  await db
    .insertInto('ssoProvider')
    .values(row)
    .onConflict((conflict) => conflict.column('companyId').doUpdateSet(changes))
    .execute();
}

/** The enabled providers serving an email domain (one at most, as saving keeps domains apart). */
export const findEnabledProvidersOfDomain = (db: Db, domain: string) =>
  db.selectFrom('ssoProvider').selectAll().where('enabled', '=', 1).where('domains', 'like', `%,${domain},%`).execute();

/** Other companies' providers that claim any of these domains or this route name, enabled or not. */
export const findProvidersClaiming = async (db: Db, companyId: number, domains: readonly string[], routeName: string) =>
  domains.length === 0 && !routeName
    ? []
    : db
        .selectFrom('ssoProvider')
        .select(['companyId', 'domains', 'routeName'])
        .where('companyId', '<>', companyId)
        .where((eb) =>
          eb.or([
            ...domains.map((domain) => eb('domains', 'like', `%,${domain},%`)),
            ...(routeName ? [eb('routeName', '=', routeName)] : []),
          ]),
        )
        .execute();

/** The enabled providers carrying a vendor route name. */
export const findEnabledProvidersOfRoute = (db: Db, routeName: string) =>
  db.selectFrom('ssoProvider').selectAll().where('enabled', '=', 1).where('routeName', '=', routeName).execute();

/** The company's employees whose email (any case), phone or work number is the value. */
export const findEmployeesBy = (db: Db, companyId: number, column: 'empEmail' | 'empPhone' | 'empNo', value: string) =>
  db
    .selectFrom('employee')
    .select(['id', 'empState'])
    .where('companyId', '=', companyId)
    .where((eb) => (column === 'empEmail' ? eb(eb.fn('lower', ['empEmail']), '=', value) : eb(column, '=', value)))
    .orderBy('id')
    .limit(2)
    .execute();
