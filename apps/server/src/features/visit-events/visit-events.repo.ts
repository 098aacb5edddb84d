import type { Insertable, Kysely } from 'kysely';
import { reusableQuery } from '../../platform/db/reusable-query.js';
import type { Database, VisitEventTable } from '../../platform/db/schema.js';

/* A visit's timeline: what happened to it, by whom, at which gate. */

type Db = Kysely<Database>;

// One event per sign-in: that insert is compiled once (platform/db/reusable-query.ts).
const insertOneEvent = reusableQuery(
  (db, companyId: number, vid: number, kind: string, at: number, operator: string, gate: string, reason: string) =>
    db.insertInto('visitEvent').values({ companyId, vid, kind, at, operator, gate, reason }),
);

export const insertVisitEvents = async (db: Db, rows: Array<Insertable<VisitEventTable>>) => {
  const [only] = rows;
  if (rows.length === 1 && only) {
    await insertOneEvent(
      db,
      only.companyId,
      only.vid,
      only.kind,
      only.at,
      only.operator ?? '',
      only.gate ?? '',
      only.reason ?? '',
    );
  } else if (rows.length > 1) {
    await db.insertInto('visitEvent').values(rows).execute();
  }
};

/** One visit's timeline, oldest first. */
export const visitEvents = (db: Db, companyId: number, vid: number) =>
  db
    .selectFrom('visitEvent')
    .select(['kind', 'at', 'operator', 'gate', 'reason'])
    .where('companyId', '=', companyId)
    .where('vid', '=', vid)
    .orderBy('id')
    .execute();
