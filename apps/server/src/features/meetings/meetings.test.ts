import {
  attendeeSendStatus,
  type Meeting,
  type MeetingAttendee,
  type NoticeDelivery,
  Status,
  type Visit,
} from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { readableMail } from '../../../test/mail-decoding.js';
import { postFile } from '../../../test/multipart.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { novemberAt, setClock } from '../../../test/visit-factories.js';
import { registerJobHandlers } from '../../platform/jobs/background.js';
import { createJobRegistry } from '../../platform/jobs/registry.js';
import { runNextJob } from '../../platform/jobs/worker.js';
import { featureJobs } from '../index.js';

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
let host: TestEmployee;
let colleague: TestEmployee;
let adminToken: string;
let otherToken: string;
let hostToken: string;
let colleagueToken: string;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Mia Meeting', password: null });
  colleague = await seedEmployee(t, acme.userid, { password: null });
});

/** Moves the clock, with sessions opened then: the ones before may have gone idle. */
async function moveClock(instant: number) {
  setClock(t, instant);
  adminToken = await sessionToken(t, acme, 'manager', acme.userid);
  otherToken = await sessionToken(t, other, 'manager', other.userid);
  hostToken = await sessionToken(t, acme, 'employee', host.empid);
  colleagueToken = await sessionToken(t, acme, 'employee', colleague.empid);
}
beforeEach(() => moveClock(novemberAt(21, 9)));

let subjects = 0;
/** A meeting on 23 November from 10:00 to 11:00 with a subject of its own. */
const meeting = (fields: Record<string, unknown> = {}) => ({
  subject: `Quarterly review ${(subjects += 1)}`,
  startTime: '2026-11-23 10:00',
  endTime: '2026-11-23 11:00',
  empid: host.empid,
  address: '1 Main Street, room 4',
  inviteContent: 'Please join our quarterly review.',
  ...fields,
});
const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@example.com`;

const add = (body: unknown, token = adminToken) => t.call<{ mid: number; vids: number[] }>('addMeeting', body, token);
const update = (body: unknown, token = adminToken) => t.call<{ mid: number; vids: number[] }>('updateMeeting', body, token);
const attendeesOf = async (mid: number, token = adminToken) =>
  (await t.call<MeetingAttendee[]>('getAppointmentByMid', { mid }, token)).result;
const meetingById = (mid: number, token = adminToken) => t.call<Meeting>('getMeetingById', { mid }, token);
const resend = (body: { mid: number; vid: number | undefined }, token = adminToken) =>
  t.call('resendMeetingInvitation', body, token);
const remove = (body: { mid: number; vid: number | undefined }, token = adminToken) =>
  t.call('removeMeetingAttendee', body, token);
const noticeLogOf = async (vid: number | undefined, token = adminToken) =>
  (await t.call<NoticeDelivery[]>('getNoticeLog', { vid }, token)).result;
const mailsTo = (email: string) => t.mail.received.filter((message) => message.to.includes(email));

async function added(fields: Record<string, unknown> = {}) {
  const answer = await add(meeting(fields));
  expect(answer.status, answer.reason).toBe(0);
  return answer.result;
}

async function runJobs() {
  const registry = createJobRegistry();
  registerJobHandlers(registry, [], [], featureJobs);
  while (await runNextJob(t.ctx, registry, { workerId: 'test', leaseMs: 30_000 }));
}

describe(`meetings (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('adds a meeting, invites its attendees by mail with the QR code and short code, and lists it', async () => {
    const emails = [uniqueEmail('ann'), uniqueEmail('bo')];
    const { mid, vids } = await added({
      attendees: [
        { name: 'Ann Attendee', email: emails[0], company: 'Partner Co' },
        { name: 'Bo Attendee', email: emails[1] },
      ],
    });
    expect(vids).toHaveLength(2);
    await runJobs();
    const attendees = await attendeesOf(mid);
    expect(attendees.map((attendee) => [attendee.name, attendee.sendType, attendee.sendStatus, attendee.reply])).toEqual([
      ['Ann Attendee', 'email', 0, 'sent'],
      ['Bo Attendee', 'email', 0, 'sent'],
    ]);
    const mail = t.mail.received.find((message) => message.to.includes(emails[0]!));
    expect(mail?.raw).toContain('Please join our quarterly review.');
    expect(mail?.raw).toContain('1 Main Street, room 4');
    expect(mail?.raw).toContain(attendees[0]!.acode);
    expect(mail?.raw).toContain('Content-Type: image/png');

    const shown = await meetingById(mid);
    expect(shown.result).toMatchObject({
      mid,
      empid: host.empid,
      name: 'Mia Meeting',
      startTime: '2026-11-23 10:00',
      endTime: '2026-11-23 11:00',
      mdate: novemberAt(23, 10),
      status: 1,
      meetingState: 'notStarted',
      attendeeCount: 2,
    });
    const list = await t.call<Meeting[]>('getMeetingByUserid', {}, adminToken);
    expect(list.result.find((item) => item.mid === mid)?.attendeeCount).toBe(2);
  });

  it('reads back HTML-escaped text for the original console’s htmlUnescape, for any signed-in caller', async () => {
    const company = await buildCompany(t);
    const answer = await t.call<string>('htmlUnescape', { text: 'Room &lt;3&gt; &amp; &#x4e2d;' }, company.token);
    expect([answer.status, answer.result]).toEqual([0, 'Room <3> & 中']);
    expect((await t.call('htmlUnescape', { text: 'x' })).status).toBe(Status.noToken);
  });

  it('takes the original console’s mdate as the start of a one-hour meeting', async () => {
    const { mid } = await added({ startTime: undefined, endTime: undefined, mdate: novemberAt(24, 14) });
    expect((await meetingById(mid)).result).toMatchObject({ startTime: '2026-11-24 14:00', endTime: '2026-11-24 15:00' });
  });

  it.each([
    ['no start', { startTime: undefined }, Status.meetingTimeRequired],
    ['no end', { endTime: undefined }, Status.meetingTimeRequired],
    ['a start in the past', { startTime: '2026-11-20 10:00', endTime: '2026-11-20 11:00' }, Status.meetingStartInPast],
    ['an initiator of another company', { empid: 999_999 }, Status.employeeNotFound],
  ])('refuses %s', async (_name, fields, status) => {
    expect((await add(meeting(fields))).status).toBe(status);
  });

  it('refuses an end before the start and an attendee without phone or email with 604 naming the field', async () => {
    expect(await add(meeting({ endTime: '2026-11-23 09:00' }))).toMatchObject({ status: 604, result: 'endTime' });
    expect(await add(meeting({ attendees: [{ name: 'Al' }, { name: 'No Contact' }] }))).toMatchObject({
      status: 604,
      result: 'attendees.0.phone',
    });
    expect(
      (await add(meeting({ attendees: Array.from({ length: 101 }, () => ({ name: 'A', phone: '13800000001' })) }))).status,
    ).toBe(604);
  });

  it('refuses the same subject on the same day with 108, but not on another day or once cancelled', async () => {
    const first = await added({ subject: 'Board meeting' });
    expect(
      (await add(meeting({ subject: 'board  MEETING', startTime: '2026-11-23 15:00', endTime: '2026-11-23 16:00' }))).status,
    ).toBe(Status.meetingSubjectTaken);
    await added({ subject: 'Board meeting', startTime: '2026-11-24 10:00', endTime: '2026-11-24 11:00' });
    // Another company may use the subject that day.
    const otherHost = await seedEmployee(t, other.userid, { password: null });
    expect((await add(meeting({ subject: 'Board meeting', empid: otherHost.empid }), otherToken)).status).toBe(0);
    expect((await update({ mid: first.mid, status: 0 })).status).toBe(0);
    await added({ subject: 'Board meeting' });
  });

  it('follows the clock: not started, in progress, ended; and refuses changes as the state says', async () => {
    const { mid } = await added({ attendees: [{ name: 'Cy Clock', phone: '13800000031' }] });
    await moveClock(novemberAt(23, 10, 30));
    expect((await meetingById(mid)).result.meetingState).toBe('inProgress');
    const running = await t.call<Meeting[]>('getMeetingByUserid', { state: 'inProgress' }, adminToken);
    expect(running.result.map((item) => item.mid)).toContain(mid);
    expect((await update({ mid, startTime: '2026-11-23 10:15', endTime: '2026-11-23 11:00' })).status).toBe(
      Status.meetingStarted,
    );
    expect((await update({ mid, attendees: [{ name: 'Late Larry', phone: '13800000032' }] })).status).toBe(Status.meetingStarted);
    expect((await update({ mid, status: 0 })).status).toBe(Status.meetingInProgress);
    // What is not the time or the attendees may still change.
    expect((await update({ mid, remark: 'Room changed to 5' })).status).toBe(0);
    await moveClock(novemberAt(23, 11));
    expect((await meetingById(mid)).result).toMatchObject({ meetingState: 'ended', remark: 'Room changed to 5' });
    expect((await update({ mid, remark: 'Minutes sent' })).status).toBe(Status.meetingEnded);
  });

  it('cancels a meeting: its invitations close, their codes sign nobody in, and a second cancel is 109', async () => {
    const email = uniqueEmail('dee');
    const { mid, vids } = await added({ attendees: [{ name: 'Dee Cancelled', email, phone: '13800000041' }] });
    const [attendee] = await attendeesOf(mid);
    expect((await update({ mid, status: 0 })).status).toBe(0);
    await runJobs();
    // The invitation job found the invitation closed: nothing was sent.
    expect(t.mail.received.some((message) => message.to.includes(email))).toBe(false);
    expect(await attendeesOf(mid)).toMatchObject([{ reply: 'cancelled', sendStatus: 4, visitdate: null }]);
    expect((await meetingById(mid)).result).toMatchObject({ status: 0, meetingState: 'cancelled' });
    expect((await update({ mid, status: 0 })).status).toBe(Status.meetingCancelled);
    expect((await update({ mid, remark: 'too late' })).status).toBe(Status.meetingCancelled);

    await moveClock(novemberAt(23, 9, 50));
    const desk = adminToken;
    expect((await t.call('AppClientSignin', { code: attendee!.acode }, desk)).status).toBe(Status.notPermitted);
    const visit = await t.call<Visit>('GetVisitorByVid', { vid: vids[0] }, adminToken);
    expect(visit.result.visitStatus).toBe('refused');
    const expected = await t.call<Visit[]>('searchTodayAppointment', { phone: '13800000041' }, desk);
    expect(expected.result.map((item) => item.vid)).not.toContain(vids[0]);
  });

  it('signs an attendee in at the tablet by the short code; the detail shows them arrived', async () => {
    const { mid, vids } = await added({ attendees: [{ name: 'Eve Arrives', phone: '13800000051', email: uniqueEmail('eve') }] });
    await runJobs();
    const [attendee] = await attendeesOf(mid);
    await moveClock(novemberAt(23, 9, 55));
    const desk = adminToken;
    const signedIn = await t.call<{ visit: Visit }>('AppClientSignin', { code: attendee!.acode }, desk);
    expect(signedIn).toMatchObject({
      status: 0,
      result: { visit: { vid: vids[0], empid: host.empid, visitStatus: 'signedIn' } },
    });
    expect(await attendeesOf(mid)).toMatchObject([{ vid: vids[0], reply: 'accepted', visitdate: novemberAt(23, 9, 55) }]);
  });

  it('moves the invitations with the meeting and sends them again', async () => {
    const email = uniqueEmail('fay');
    const { mid, vids } = await added({ attendees: [{ name: 'Fay Moved', email }] });
    await runJobs();
    const moved = await update({ mid, startTime: '2026-11-25 10:00', endTime: '2026-11-25 12:00' });
    expect(moved.status).toBe(0);
    await runJobs();
    const visit = await t.ctx.database.db.selectFrom('visit').selectAll().where('id', '=', vids[0]!).executeTakeFirstOrThrow();
    expect(visit).toMatchObject({ appointmentDate: novemberAt(25, 10), listDay: '2026-11-25' });
    expect(t.mail.received.filter((message) => message.to.includes(email))).toHaveLength(2);
    expect((await update({ mid, startTime: '2026-11-20 10:00', endTime: '2026-11-20 12:00' })).status).toBe(
      Status.meetingStartInPast,
    );
  });

  it('reports a failed SMS with its reason', async () => {
    t.sms.state.failing = true;
    try {
      const { mid } = await added({ sendType: 'sms', attendees: [{ name: 'Gus Gateway', phone: '13800000061' }] });
      await runJobs();
      const [attendee] = await attendeesOf(mid);
      expect(attendee).toMatchObject({ sendType: 'sms', sendStatus: 2 });
      expect(attendee!.sendReason).not.toBe('');
      // The job gives up after its last try: failed for good.
      for (let tries = 0; tries < 6; tries += 1) {
        t.clock.advance(24 * 60 * 60 * 1000);
        await runJobs();
      }
      await moveClock(t.clock.now());
      expect((await attendeesOf(mid))[0]).toMatchObject({ sendStatus: 1 });
    } finally {
      t.sms.state.failing = false;
    }
  });

  it('lets an employee add and read only their own meetings', async () => {
    const own = await add(meeting({ empid: undefined }), hostToken);
    expect(own.status).toBe(0);
    expect((await meetingById(own.result.mid, hostToken)).result.empid).toBe(host.empid);
    const mine = await t.call<Meeting[]>('getMeetingByPhone', {}, hostToken);
    expect(mine.result.every((item) => item.empid === host.empid)).toBe(true);
    expect(mine.result.map((item) => item.mid)).toContain(own.result.mid);
    expect((await meetingById(own.result.mid, colleagueToken)).status).toBe(Status.noRecord);
    expect((await update({ mid: own.result.mid, status: 0 }, colleagueToken)).status).toBe(Status.noRecord);
    const byPhone = await t.call<Meeting[]>('getMeetingByPhone', { phone: host.phone }, adminToken);
    expect(byPhone.result.map((item) => item.mid)).toContain(own.result.mid);
  });

  it("answers another company's meeting as not found", async () => {
    const { mid } = await added();
    expect((await meetingById(mid, otherToken)).status).toBe(Status.noRecord);
    expect((await t.call('getAppointmentByMid', { mid }, otherToken)).status).toBe(Status.noRecord);
    expect((await update({ mid, status: 0 }, otherToken)).status).toBe(Status.noRecord);
    expect((await meetingById(mid)).result.status).toBe(1);
  });

  it('invites the attendees of a spreadsheet and answers the rows with a problem', async () => {
    const { mid } = await added();
    const csv = 'name,phone,email,company\nHal Imported,13800000071,,Hal Co\nNo Contact,,,\nIda Imported,,ida@example.com,\n';
    const file = { filename: 'attendees.csv', contentType: 'text/csv', data: Buffer.from(csv) };
    const answer = await postFile<{ vids: number[]; bad: Array<{ row: number }> }>(
      t,
      adminToken,
      'importMeetingAttendees',
      'file',
      file,
      { mid: String(mid) },
    );
    expect(answer.status, answer.reason).toBe(0);
    expect(answer.result.vids).toHaveLength(2);
    expect(answer.result.bad.map((problem) => problem.row)).toEqual([3]);
    expect((await attendeesOf(mid)).map((attendee) => [attendee.name, attendee.company])).toEqual([
      ['Hal Imported', 'Hal Co'],
      ['Ida Imported', ''],
    ]);
    await moveClock(novemberAt(23, 10, 5));
    const late = await postFile(t, adminToken, 'importMeetingAttendees', 'file', file, { mid: String(mid) });
    expect(late.status).toBe(Status.meetingStarted);
  });
});

describe(`one attendee of a meeting, and telling attendees (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('sends a failed invitation again: the state shows the new attempt, then its outcome', async () => {
    const phone = '13800000081';
    const { mid, vids } = await added({ sendType: 'sms', attendees: [{ name: 'Ray Resend', phone }] });
    t.sms.state.failing = true;
    try {
      // Each try waits longer than the one before; ten minutes cover every wait of five tries.
      for (let tries = 0; tries < 6; tries += 1) {
        t.clock.advance(10 * 60_000);
        await runJobs();
      }
    } finally {
      t.sms.state.failing = false;
    }
    await moveClock(t.clock.now());
    expect((await attendeesOf(mid))[0]).toMatchObject({ sendStatus: attendeeSendStatus.failed });
    const tried = t.sms.received.filter((message) => message.phone === phone).length;
    expect((await resend({ mid, vid: vids[0] })).status).toBe(0);
    expect((await attendeesOf(mid))[0]).toMatchObject({
      sendStatus: attendeeSendStatus.retrying,
      sendReason: 'Sent again on request',
    });
    await runJobs();
    expect((await attendeesOf(mid))[0]).toMatchObject({ sendStatus: attendeeSendStatus.sent });
    expect(t.sms.received.filter((message) => message.phone === phone)).toHaveLength(tried + 1);
  });

  it("answers another meeting's or company's attendee as not found, and refuses 70, 105, 109, 62 and 63", async () => {
    const first = await added({
      attendees: [
        { name: 'Al Open', phone: '13800000082' },
        { name: 'Bea Early', phone: '13800000083' },
        { name: 'Rex Refuses', phone: '13800000086' },
      ],
    });
    const second = await added({ attendees: [{ name: 'Cal Second', phone: '13800000084' }] });
    const otherHost = await seedEmployee(t, other.userid, { password: null });
    const foreign = (
      await add(meeting({ empid: otherHost.empid, attendees: [{ name: 'Fay Foreign', phone: '13800000085' }] }), otherToken)
    ).result;
    const [open, early, refusing] = first.vids;
    for (const call of [resend, remove]) {
      expect((await call({ mid: first.mid, vid: second.vids[0] })).status).toBe(Status.noRecord);
      expect((await call({ mid: first.mid, vid: foreign.vids[0] })).status).toBe(Status.noRecord);
      expect((await call({ mid: foreign.mid, vid: foreign.vids[0] })).status).toBe(Status.noRecord);
      expect((await call({ mid: first.mid, vid: open }, otherToken)).status).toBe(Status.noRecord);
      expect((await call({ mid: first.mid, vid: open }, colleagueToken)).status).toBe(Status.noRecord);
    }
    expect((await resend({ mid: first.mid, vid: open }, hostToken)).status).toBe(0);
    await t.ctx.database.db.updateTable('visit').set({ status: 4 }).where('id', '=', refusing!).execute();
    expect((await resend({ mid: first.mid, vid: refusing })).status).toBe(Status.invitationClosed);
    expect((await update({ mid: second.mid, status: 0 })).status).toBe(0);
    expect((await resend({ mid: second.mid, vid: second.vids[0] })).status).toBe(Status.meetingCancelled);
    expect((await remove({ mid: second.mid, vid: second.vids[0] })).status).toBe(Status.meetingCancelled);

    await runJobs();
    const [, bea] = await attendeesOf(first.mid);
    await moveClock(novemberAt(23, 9, 50));
    expect((await t.call('AppClientSignin', { code: bea!.acode }, adminToken)).status).toBe(0);
    for (const [instant, status] of [
      [novemberAt(23, 9, 55), Status.alreadySignedIn],
      [novemberAt(23, 10, 5), Status.meetingStarted],
      [novemberAt(23, 11), Status.meetingEnded],
    ] as const) {
      await moveClock(instant);
      const vid = status === Status.alreadySignedIn ? early : open;
      expect((await resend({ mid: first.mid, vid })).status).toBe(status);
      expect((await remove({ mid: first.mid, vid })).status).toBe(status);
    }
    expect((await attendeesOf(first.mid)).map((attendee) => attendee.name)).toEqual(['Al Open', 'Bea Early', 'Rex Refuses']);
  });

  it('removes an attendee: they leave the list and count, their code signs nobody in, and they are told', async () => {
    const email = uniqueEmail('ron');
    const { mid, vids } = await added({
      attendees: [
        { name: 'Ron Removed', email, phone: '13800000091' },
        { name: 'Sue Stays', email: uniqueEmail('sue') },
      ],
    });
    await runJobs();
    const [ron] = await attendeesOf(mid);
    expect((await remove({ mid, vid: vids[0] })).status).toBe(0);
    expect((await attendeesOf(mid)).map((attendee) => attendee.name)).toEqual(['Sue Stays']);
    expect((await meetingById(mid)).result.attendeeCount).toBe(1);
    expect((await remove({ mid, vid: vids[0] })).status).toBe(Status.noRecord);
    expect((await resend({ mid, vid: vids[0] })).status).toBe(Status.noRecord);

    await runJobs();
    const [notice] = mailsTo(email).slice(1);
    expect(readableMail(notice!.raw)).toContain('has withdrawn your invitation to the meeting "Quarterly review');
    expect(await noticeLogOf(vids[0])).toMatchObject([
      { event: 'invitation', status: 'sent' },
      { event: 'attendeeRemoved', channel: 'email', recipient: email, status: 'sent' },
    ]);
    expect((await t.call<Visit>('GetVisitorByVid', { vid: vids[0] }, adminToken)).result.visitStatus).toBe('refused');

    await moveClock(novemberAt(23, 9, 50));
    expect((await t.call('AppClientSignin', { code: ron!.acode }, adminToken)).status).toBe(Status.notPermitted);
    const expected = await t.call<Visit[]>('searchTodayAppointment', { phone: '13800000091' }, adminToken);
    expect(expected.result.map((item) => item.vid)).not.toContain(vids[0]);
  });

  it("tells the attendees of a cancelled meeting in the company's language, on their channel, but not one on site", async () => {
    const chinese = await buildCompany(t);
    const profile = { company: chinese.company, name: 'Ada Admin', phone: chinese.phone, language: 'zh' };
    expect((await t.call('ModifyUserInfo', profile, chinese.token)).status).toBe(0);
    const initiator = await seedEmployee(t, chinese.userid, { empName: 'Wang Wei', password: null });
    const token = await sessionToken(t, chinese, 'manager', chinese.userid);
    const [annEmail, beaEmail] = [uniqueEmail('ann'), uniqueEmail('bea')];
    const answer = await add(
      meeting({
        subject: '季度评审',
        empid: initiator.empid,
        attendees: [
          { name: 'Ann Told', email: annEmail },
          { name: 'Bea Early', email: beaEmail },
          { name: 'Cy Sms', phone: '13800000095' },
        ],
      }),
      token,
    );
    expect(answer.status, answer.reason).toBe(0);
    const [ann, bea, cy] = answer.result.vids;
    await runJobs();
    const codes = await attendeesOf(answer.result.mid, token);
    setClock(t, novemberAt(23, 9, 50));
    const desk = await sessionToken(t, chinese, 'manager', chinese.userid);
    expect((await t.call('AppClientSignin', { code: codes[1]!.acode }, desk)).status).toBe(0);
    expect((await update({ mid: answer.result.mid, status: 0 }, desk)).status).toBe(0);
    await runJobs();

    const [mail] = mailsTo(annEmail)
      .slice(1)
      .map((message) => readableMail(message.raw));
    expect(mail).toContain('会议已取消：季度评审');
    expect(mail).toContain('Wang Wei 邀请您参加的会议“季度评审”（2026年11月23日 10:00）已取消');
    expect(t.sms.received.filter((message) => message.phone === '13800000095').at(-1)?.text).toContain(
      '会议“季度评审”（2026年11月23日 10:00）已取消',
    );
    expect(mailsTo(beaEmail)).toHaveLength(1);
    expect((await noticeLogOf(ann, desk)).map((row) => [row.event, row.status])).toEqual([
      ['invitation', 'sent'],
      ['meetingCancelled', 'sent'],
    ]);
    expect((await noticeLogOf(cy, desk)).map((row) => [row.event, row.channel])).toContainEqual(['meetingCancelled', 'sms']);
    expect((await noticeLogOf(bea, desk)).map((row) => row.event)).toEqual(['invitation']);
  });
});
