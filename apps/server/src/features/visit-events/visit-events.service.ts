import type { VisitEvent } from '@vestibule/contract';
import type { Insertable, Kysely } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import type { Database, VisitEventTable } from '../../platform/db/schema.js';
import { insertVisitEvents, visitEvents } from './visit-events.repo.js';

/*
 * What happens to visits, for every feature that changes them (visits, front
 * desk, invitations, approvals): the steps on a visit's timeline, and the news
 * to live screens that a company's visits changed.
 */

/** The live home screen listens on this channel; the payload names the company. */
export const visitsChangedChannel = 'visits.changed';

/** Tells every process, once the change is committed, that the company's visits changed. */
export const announceChange = (ctx: AppContext, companyId: number) =>
  ctx.events.publish(ctx.database.db, (work) => ctx.afterCommit(work), visitsChangedChannel, { companyId });

/** Adds steps to visits' timelines, in the call's unit of work. */
export const recordEvents = (
  ctx: AppContext,
  companyId: number,
  vids: readonly number[],
  event: Omit<VisitEvent, 'at'> & { at?: number },
) =>
  insertVisitEvents(
    ctx.database.db,
    vids.map((vid) => ({ companyId, vid, ...event, at: event.at ?? ctx.clock.now() })),
  );

/** Adds steps through `db`: those of several companies at once, or a refusal's that stands whatever the call's outcome. */
export const writeEvents = (db: Kysely<Database>, rows: Array<Insertable<VisitEventTable>>) => insertVisitEvents(db, rows);

/** One visit's timeline, oldest first. */
export const visitTimeline = (ctx: AppContext, companyId: number, vid: number) => visitEvents(ctx.database.db, companyId, vid);
