import { handedOverStatuses } from '@vestibule/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { prefixRange } from '../../platform/db/portable.js';
import type { Database, MeetingTable } from '../../platform/db/schema.js';

/* Meetings and their attendees' invitation visits, always within one company. */

type Db = Kysely<Database>;

/** What a list reads: the company's meetings, or one initiator's; the clock decides the state filter's bounds. */
export interface MeetingListFilter {
  /** Meetings these employees initiate; the whole company's when left out. */
  empids?: readonly number[] | undefined;
  subject: string;
  /** YYYY-MM-DD bounds of the start day, both included. */
  fromDay?: string | undefined;
  toDay?: string | undefined;
  /** Meetings whose status is this (0 cancelled, 1 active). */
  status?: number | undefined;
  /** Active meetings starting after (notStarted), ending at or before (ended), or around (inProgress) this instant. */
  startsAfter?: number | undefined;
  endedBy?: number | undefined;
  runningAt?: number | undefined;
}

export function listMeetings(db: Db, companyId: number, filter: MeetingListFilter, offset: number, limit: number) {
  let query = db.selectFrom('meeting').selectAll().where('companyId', '=', companyId);
  if (filter.empids !== undefined) query = query.where('empid', 'in', filter.empids);
  if (filter.subject) {
    const [from, to] = prefixRange(filter.subject);
    query = query.where('subjectKey', '>=', from).where('subjectKey', '<', to);
  }
  if (filter.fromDay) query = query.where('startDay', '>=', filter.fromDay);
  if (filter.toDay) query = query.where('startDay', '<=', filter.toDay);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.startsAfter !== undefined) query = query.where('startAt', '>', filter.startsAfter);
  if (filter.endedBy !== undefined) query = query.where('endAt', '<=', filter.endedBy);
  if (filter.runningAt !== undefined) {
    query = query.where('startAt', '<=', filter.runningAt).where('endAt', '>', filter.runningAt);
  }
  return query.orderBy('startAt', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
}

export const findMeeting = (db: Db, companyId: number, mid: number) =>
  db.selectFrom('meeting').selectAll().where('companyId', '=', companyId).where('id', '=', mid).executeTakeFirst();

/** Another active meeting of the company with this subject on this day (108). */
export const findSameSubjectOnDay = (db: Db, companyId: number, day: string, subjectKey: string, exceptMid = 0) =>
  db
    .selectFrom('meeting')
    .select('id')
    .where('companyId', '=', companyId)
    .where('startDay', '=', day)
    .where('subjectKey', '=', subjectKey)
    .where('status', '=', 1)
    .where('id', '<>', exceptMid)
    .executeTakeFirst();

export const insertMeeting = async (db: Db, row: Insertable<MeetingTable>) =>
  (await db.insertInto('meeting').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateMeetingRow = (db: Db, companyId: number, mid: number, changes: Updateable<MeetingTable>) =>
  db.updateTable('meeting').set(changes).where('companyId', '=', companyId).where('id', '=', mid).execute();

/** Attendees per meeting: each meeting's own invitations (a returning attendee's later visits are not counted). */
export async function countAttendees(db: Db, companyId: number, mids: readonly number[]) {
  if (mids.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('visit')
    .select(['meetingId', db.fn.countAll<number | string>().as('count')])
    .where('companyId', '=', companyId)
    .where('meetingId', 'in', mids)
    .where('appid', '=', 0)
    .groupBy('meetingId')
    .execute();
  return new Map(rows.map((row) => [row.meetingId!, Number(row.count)]));
}

/** The meeting's invitations, in the order they were made. */
export const listAttendeeVisits = (db: Db, companyId: number, mid: number) =>
  db
    .selectFrom('visit')
    .select([
      'id',
      'vname',
      'vphone',
      'vemail',
      'vcompany',
      'acode',
      'status',
      'permission',
      'visitdate',
      'signOutDate',
      'appointmentDate',
      'createdAt',
    ])
    .where('companyId', '=', companyId)
    .where('meetingId', '=', mid)
    .where('appid', '=', 0)
    .orderBy('id')
    .execute();

/** The latest outcome of each of these visits' invitations, from the delivery log. */
export const invitationDeliveries = (db: Db, companyId: number, vids: readonly number[]) =>
  vids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('noticeDelivery')
        .select(['vid', 'channel', 'status', 'answer', 'updatedAt'])
        .where('companyId', '=', companyId)
        .where('vid', 'in', vids)
        .where('event', '=', 'invitation')
        .orderBy('updatedAt')
        .execute();

/** An attendee's visit with what telling them needs: their contacts, and their company's name and language. */
export const findAttendeeContact = (db: Db, companyId: number, vid: number) =>
  db
    .selectFrom('visit')
    .innerJoin('company', 'company.id', 'visit.companyId')
    .select([
      'visit.id',
      'visit.vname',
      'visit.vphone',
      'visit.vemail',
      'company.company as companyName',
      'company.language as companyLanguage',
    ])
    .where('visit.companyId', '=', companyId)
    .where('visit.id', '=', vid)
    .executeTakeFirst();

/** The invitation whose job last handed it to the mail server or SMS gateway, with the channel it went by. */
export const handedOverInvitation = (db: Db, companyId: number, vid: number) =>
  db
    .selectFrom('noticeDelivery')
    .select('channel')
    .where('companyId', '=', companyId)
    .where('vid', '=', vid)
    .where('event', '=', 'invitation')
    .where('status', 'in', handedOverStatuses)
    .orderBy('updatedAt', 'desc')
    .executeTakeFirst();

/**
 * Logs the invitation's last outcome as being retried: a new attempt is
 * queued, and until it runs the attendee's sending state says so.
 */
export const markInvitationResent = (db: Db, companyId: number, vid: number, now: number) =>
  db
    .updateTable('noticeDelivery')
    .set({ status: 'retrying', answer: 'Sent again on request', updatedAt: now })
    .where('companyId', '=', companyId)
    .where('vid', '=', vid)
    .where('event', '=', 'invitation')
    .execute();

/** One open invitation of the meeting: an attendee whose invitation no cancellation or removal closed. */
export const findAttendeeVisit = (db: Db, companyId: number, mid: number, vid: number, closed: number) =>
  db
    .selectFrom('visit')
    .select(['id', 'vphone', 'vemail', 'status', 'visitdate', 'signOutDate'])
    .where('companyId', '=', companyId)
    .where('meetingId', '=', mid)
    .where('id', '=', vid)
    .where('appid', '=', 0)
    .where('permission', '<>', closed)
    .executeTakeFirst();

/** The meeting's invitations nobody has arrived on yet and that are not closed. */
export const openAttendeeIds = async (db: Db, companyId: number, mid: number, closed: number) =>
  (
    await db
      .selectFrom('visit')
      .select('id')
      .where('companyId', '=', companyId)
      .where('meetingId', '=', mid)
      .where('appid', '=', 0)
      .where('visitdate', 'is', null)
      .where('signOutDate', 'is', null)
      .where('permission', '<>', closed)
      .execute()
  ).map((row) => row.id);

/** Changes these invitations of the company (their meeting's time, closing them, or taking them off the meeting). */
export const updateAttendeeVisits = (
  db: Db,
  companyId: number,
  vids: readonly number[],
  changes: {
    permission?: number;
    status?: number;
    appointmentDate?: number;
    listDay?: string;
    qrcodeConf?: number;
    meetingId?: null;
  },
) =>
  vids.length === 0
    ? Promise.resolve()
    : db
        .updateTable('visit')
        .set(changes)
        .where('companyId', '=', companyId)
        .where('id', 'in', vids)
        .execute()
        .then(() => undefined);

/** The company's employees with this phone. */
export const employeeIdsOfPhone = async (db: Db, companyId: number, phone: string) =>
  (await db.selectFrom('employee').select('id').where('companyId', '=', companyId).where('empPhone', '=', phone).execute()).map(
    (row) => row.id,
  );
