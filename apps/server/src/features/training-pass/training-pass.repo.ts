import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/* The passes sign-in checks (decision 0039). */

type Db = Kysely<Database>;

/** The person's newest pass of this questionnaire and video still holding on `today`. */
export const validPassOf = (
  db: Db,
  companyId: number,
  personKey: string,
  training: { qid: string; tvid: string },
  today: string,
) =>
  db
    .selectFrom('trainingPass')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('personKey', '=', personKey)
    .where('qid', '=', training.qid)
    .where('tvid', '=', training.tvid)
    .where('passed', '=', 1)
    .where('validUntil', '>=', today)
    .orderBy('takenAt', 'desc')
    .limit(1)
    .executeTakeFirst();
