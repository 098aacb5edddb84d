import {
  type AddMeetingInput,
  AppError,
  defaultMeetingLength,
  type Meeting,
  type MeetingState,
  meetingStateAt,
  meetingStatus,
  Status,
  type UpdateMeetingInput,
  type UploadedFile,
} from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { Session } from '../../platform/auth/session.js';
import { localDateTime, ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { searchKey } from '../../platform/db/portable.js';
import type { MeetingTable } from '../../platform/db/schema.js';
import { hostRecord } from '../employees/employee-lookup.service.js';
import { invalid } from '../visits/visit-scope.service.js';
import {
  closeInvitations,
  inviteAttendees,
  moveInvitations,
  removeAttendee,
  resendInvitation,
} from './meeting-attendees.service.js';
import { attendeesOfSheet } from './meeting-import.service.js';
import {
  countAttendees,
  employeeIdsOfPhone,
  findMeeting,
  findSameSubjectOnDay,
  insertMeeting,
  listMeetings,
  type MeetingListFilter,
  updateMeetingRow,
} from './meetings.repo.js';

/* Meetings: the Administrator's (or a manager's) for the whole company, an employee's for those they initiate. */

type MeetingRow = Selectable<MeetingTable>;

/** The texts an update may change; those left out stay. */
const meetingTextKeys = [
  'sponsor',
  'remark',
  'inviteContent',
  'address',
  'longitude',
  'latitude',
  'companyProfile',
  'traffic',
  'deadlineTime',
] as const;

const noMeeting = () => new AppError(Status.noRecord, 'mid: no such meeting', 'mid');

const ymdhm = (instant: number) => localDateTime(instant).slice(0, 16);

const stateOf = (meeting: MeetingRow, now: number) => meetingStateAt(meeting, now);

function meetingView(row: MeetingRow, attendeeCount: number, now: number): Meeting {
  return {
    mid: row.id,
    userid: row.companyId,
    empid: row.empid,
    name: row.empName,
    phone: row.empPhone,
    email: row.empEmail,
    subject: row.subject,
    mdate: row.startAt,
    sponsor: row.sponsor,
    remark: row.remark,
    status: row.status,
    inviteContent: row.inviteContent,
    address: row.address,
    longitude: row.longitude,
    latitude: row.latitude,
    companyProfile: row.companyProfile,
    traffic: row.traffic,
    startTime: ymdhm(row.startAt),
    endTime: ymdhm(row.endAt),
    endDate: row.endAt,
    deadlineTime: row.deadlineTime,
    sendType: row.sendType,
    meetingState: stateOf(row, now),
    attendeeCount,
  };
}

/** The meeting of this id the caller may see: the company's, and for an employee only their own (57 otherwise). */
export async function meetingOf(ctx: AppContext, session: Session, mid: number): Promise<MeetingRow> {
  const meeting = await findMeeting(ctx.database.db, session.companyId, mid);
  if (!meeting || (session.kind === 'employee' && meeting.empid !== session.subjectId)) throw noMeeting();
  return meeting;
}

async function viewsOf(ctx: AppContext, companyId: number, rows: readonly MeetingRow[]) {
  const counts = await countAttendees(
    ctx.database.db,
    companyId,
    rows.map((row) => row.id),
  );
  const now = ctx.clock.now();
  return rows.map((row) => meetingView(row, counts.get(row.id) ?? 0, now));
}

export async function meetingById(ctx: AppContext, session: Session, mid: number): Promise<Meeting> {
  const [view] = await viewsOf(ctx, session.companyId, [await meetingOf(ctx, session, mid)]);
  return view!;
}

export interface MeetingListInput {
  subject: string;
  state?: MeetingState | undefined;
  date?: string | undefined;
  endDate?: string | undefined;
  startIndex: number;
  requestedCount: number;
}

/** The state filter as bounds on the stored columns, at this instant. */
function stateFilter(state: MeetingState | undefined, now: number): Partial<MeetingListFilter> {
  switch (state) {
    case undefined:
      return {};
    case 'cancelled':
      return { status: meetingStatus.cancelled };
    case 'notStarted':
      return { status: meetingStatus.active, startsAfter: now };
    case 'inProgress':
      return { status: meetingStatus.active, runningAt: now };
    case 'ended':
      return { status: meetingStatus.active, endedBy: now };
  }
}

async function meetingList(ctx: AppContext, session: Session, input: MeetingListInput, empids?: readonly number[]) {
  const filter = {
    subject: input.subject,
    fromDay: input.date,
    toDay: input.endDate,
    ...stateFilter(input.state, ctx.clock.now()),
  };
  const offset = Math.max(0, input.startIndex - 1);
  const rows = await listMeetings(ctx.database.db, session.companyId, { ...filter, empids }, offset, input.requestedCount);
  return viewsOf(ctx, session.companyId, rows);
}

/** getMeetingByUserid: the company's meetings. */
export const companyMeetings = (ctx: AppContext, session: Session, input: MeetingListInput) => meetingList(ctx, session, input);

/** getMeetingByPhone: the signed-in employee's own meetings, or those of the company's employee with this phone. */
export async function meetingsOfPhone(ctx: AppContext, session: Session, input: MeetingListInput & { phone: string }) {
  if (session.kind === 'employee') return meetingList(ctx, session, input, [session.subjectId]);
  if (!input.phone) throw invalid('phone', 'give the phone of the employee who initiates the meetings');
  const empids = await employeeIdsOfPhone(ctx.database.db, session.companyId, input.phone);
  return empids.length === 0 ? [] : meetingList(ctx, session, input, empids);
}

/** The start and end a call gives (startTime/endTime, or the original console's mdate), else `current`'s. */
function timesOf(
  input: { startTime?: number | undefined; endTime?: number | undefined; mdate?: number | undefined },
  current?: { startAt: number; endAt: number },
) {
  const startAt = input.startTime ?? input.mdate ?? current?.startAt;
  const length = current ? current.endAt - current.startAt : defaultMeetingLength;
  // A start alone (the original console's mdate) keeps the meeting's length.
  const endAt = input.endTime ?? (startAt !== undefined && input.startTime === undefined ? startAt + length : current?.endAt);
  if (startAt === undefined || endAt === undefined) {
    throw new AppError(Status.meetingTimeRequired, 'startTime and endTime: give the start and end of the meeting');
  }
  if (endAt <= startAt) throw invalid('endTime', 'must be after the start time');
  return { startAt, endAt, startDay: ymdOf(startAt) };
}

async function assertSubjectFree(ctx: AppContext, companyId: number, subject: string, day: string, exceptMid?: number) {
  if (await findSameSubjectOnDay(ctx.database.db, companyId, day, searchKey(subject), exceptMid)) {
    throw new AppError(Status.meetingSubjectTaken, `subject: a meeting "${subject}" already exists on ${day}`, 'subject');
  }
}

const startInPast = () => new AppError(Status.meetingStartInPast, 'startTime: the start is in the past', 'startTime');

/** addMeeting: the meeting and its attendees' invitations. An employee initiates their own. */
export async function addMeeting(ctx: AppContext, session: Session, input: AddMeetingInput) {
  const now = ctx.clock.now();
  const times = timesOf(input);
  if (times.startAt < now) throw startInPast();
  const empid = session.kind === 'employee' ? session.subjectId : input.empid;
  if (!empid) throw invalid('empid', 'choose the employee who initiates the meeting');
  const initiator = await hostRecord(ctx, session.companyId, empid);
  if (!initiator) throw new AppError(Status.employeeNotFound, 'Employee not found: empid', [empid]);
  await assertSubjectFree(ctx, session.companyId, input.subject, times.startDay);
  const { attendees: _attendees, startTime: _start, endTime: _end, mdate: _mdate, empid: _empid, ...texts } = input;
  const row = {
    ...texts,
    ...times,
    companyId: session.companyId,
    empid,
    empName: initiator.empName,
    empPhone: initiator.empPhone,
    empEmail: initiator.empEmail,
    subjectKey: searchKey(input.subject),
    createdAt: now,
    updatedAt: now,
  };
  const mid = await insertMeeting(ctx.database.db, row);
  const vids = await inviteAttendees(ctx, session, { ...row, id: mid, status: meetingStatus.active }, input.attendees);
  return { mid, vids };
}

/**
 * 109 once cancelled and 63 once ended, whatever the change; a started meeting
 * keeps its time and attendees (62) and cannot be cancelled (92).
 */
function assertChangeable(meeting: MeetingRow, now: number, change: { timeOrAttendees: boolean; cancel: boolean }) {
  const state = stateOf(meeting, now);
  if (state === 'cancelled') throw new AppError(Status.meetingCancelled, 'The meeting has been cancelled');
  if (state === 'ended') throw new AppError(Status.meetingEnded, 'The meeting has ended');
  if (state === 'inProgress' && change.cancel) throw new AppError(Status.meetingInProgress);
  if (state === 'inProgress' && change.timeOrAttendees) {
    throw new AppError(Status.meetingStarted, 'The meeting has started: its time and attendees stay as they are');
  }
}

/** updateMeeting: changes the meeting, invites more attendees, or (status 0) cancels it. */
export async function updateMeeting(ctx: AppContext, session: Session, input: UpdateMeetingInput) {
  const now = ctx.clock.now();
  const meeting = await meetingOf(ctx, session, input.mid);
  if (input.status === meetingStatus.cancelled) {
    assertChangeable(meeting, now, { timeOrAttendees: false, cancel: true });
    await updateMeetingRow(ctx.database.db, session.companyId, meeting.id, { status: meetingStatus.cancelled, updatedAt: now });
    await closeInvitations(ctx, session, meeting);
    return { mid: meeting.id, vids: [] };
  }
  const times = timesOf(input, meeting);
  const moved = times.startAt !== meeting.startAt || times.endAt !== meeting.endAt;
  assertChangeable(meeting, now, { timeOrAttendees: moved || input.attendees.length > 0, cancel: false });
  if (times.startAt !== meeting.startAt && times.startAt < now) throw startInPast();
  const subject = input.subject ?? meeting.subject;
  if (searchKey(subject) !== meeting.subjectKey || times.startDay !== meeting.startDay) {
    await assertSubjectFree(ctx, session.companyId, subject, times.startDay, meeting.id);
  }
  const texts = Object.fromEntries(meetingTextKeys.map((key) => [key, input[key] ?? meeting[key]])) as Pick<
    MeetingRow,
    (typeof meetingTextKeys)[number]
  >;
  const changes = { ...texts, ...times, subject, subjectKey: searchKey(subject), updatedAt: now };
  await updateMeetingRow(ctx.database.db, session.companyId, meeting.id, changes);
  const changed: MeetingRow = { ...meeting, ...changes };
  if (moved) await moveInvitations(ctx, changed);
  const vids = await inviteAttendees(ctx, session, changed, input.attendees);
  return { mid: meeting.id, vids };
}

/** Attendees may join, leave or be invited again while the meeting has not started: 109 cancelled, 63 ended, 62 started. */
async function meetingOpenToAttendees(ctx: AppContext, session: Session, mid: number) {
  const meeting = await meetingOf(ctx, session, mid);
  assertChangeable(meeting, ctx.clock.now(), { timeOrAttendees: true, cancel: false });
  return meeting;
}

/** importMeetingAttendees: invites the good rows of a spreadsheet; the others are answered with their problem. */
export async function importAttendees(ctx: AppContext, session: Session, mid: number, file: UploadedFile) {
  const meeting = await meetingOpenToAttendees(ctx, session, mid);
  const { attendees, bad } = attendeesOfSheet(file);
  const vids = await inviteAttendees(ctx, session, meeting, attendees);
  return { vids, bad };
}

/** resendMeetingInvitation: an attendee's invitation again, while the meeting has not started. */
export async function resendAttendeeInvitation(ctx: AppContext, session: Session, mid: number, vid: number) {
  await resendInvitation(ctx, await meetingOpenToAttendees(ctx, session, mid), vid);
  return null;
}

/** removeMeetingAttendee: one attendee less, while the meeting has not started. */
export async function removeMeetingAttendee(ctx: AppContext, session: Session, mid: number, vid: number) {
  await removeAttendee(ctx, session, await meetingOpenToAttendees(ctx, session, mid), vid);
  return null;
}
