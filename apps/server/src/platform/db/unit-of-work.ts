import type { Kysely } from 'kysely';
import { constraintError } from '../../db/constraint-rules.js';
import type { AppContext } from '../context.js';
import type { Database } from './schema.js';

type Work = (db: Kysely<Database>) => Promise<unknown>;

/**
 * Runs a changing call as one transaction: every query the services make
 * through the context it is given joins it, and any error undoes them all. A
 * constraint the database enforced becomes the contract's coded refusal.
 */
export async function inUnitOfWork<T>(ctx: AppContext, work: (ctx: AppContext) => Promise<T>): Promise<T> {
  const regardless: Work[] = [];
  const committed: Array<() => void> = [];
  try {
    const result = await ctx.database.db.transaction().execute((trx) =>
      work({
        ...ctx,
        database: { ...ctx.database, db: trx },
        keepRegardless: async (write) => {
          regardless.push(write);
        },
        afterCommit: (next) => {
          committed.push(next);
        },
      }),
    );
    for (const next of committed) next();
    return result;
  } catch (error) {
    throw constraintError(error) ?? error;
  } finally {
    for (const write of regardless) {
      await write(ctx.database.db).catch((error: unknown) => ctx.logger.error({ err: error }, 'a standing write failed'));
    }
  }
}
