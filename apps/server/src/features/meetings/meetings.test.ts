import { type Meeting, Status, type Visit } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../../test/factories.js';
import { useMeetingSteps } from '../../../test/meeting-steps.js';
import { postFile } from '../../../test/multipart.js';
import { seedEmployee } from '../../../test/people-factories.js';
import { novemberAt } from '../../../test/visit-factories.js';

const m = useMeetingSteps();
const { t, moveClock, meeting, uniqueEmail, add, update, attendeesOf, meetingById, added, runJobs } = m;

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
      empid: m.host.empid,
      name: 'Mia Meeting',
      startTime: '2026-11-23 10:00',
      endTime: '2026-11-23 11:00',
      mdate: novemberAt(23, 10),
      status: 1,
      meetingState: 'notStarted',
      attendeeCount: 2,
    });
    const list = await t.call<Meeting[]>('getMeetingByUserid', {}, m.adminToken);
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
    const otherHost = await seedEmployee(t, m.other.userid, { password: null });
    expect((await add(meeting({ subject: 'Board meeting', empid: otherHost.empid }), m.otherToken)).status).toBe(0);
    expect((await update({ mid: first.mid, status: 0 })).status).toBe(0);
    await added({ subject: 'Board meeting' });
  });

  it('follows the clock: not started, in progress, ended; and refuses changes as the state says', async () => {
    const { mid } = await added({ attendees: [{ name: 'Cy Clock', phone: '13800000031' }] });
    await moveClock(novemberAt(23, 10, 30));
    expect((await meetingById(mid)).result.meetingState).toBe('inProgress');
    const running = await t.call<Meeting[]>('getMeetingByUserid', { state: 'inProgress' }, m.adminToken);
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
    const desk = m.adminToken;
    expect((await t.call('AppClientSignin', { code: attendee!.acode }, desk)).status).toBe(Status.notPermitted);
    const visit = await t.call<Visit>('GetVisitorByVid', { vid: vids[0] }, m.adminToken);
    expect(visit.result.visitStatus).toBe('refused');
    const expected = await t.call<Visit[]>('searchTodayAppointment', { phone: '13800000041' }, desk);
    expect(expected.result.map((item) => item.vid)).not.toContain(vids[0]);
  });

  it('signs an attendee in at the tablet by the short code; the detail shows them arrived', async () => {
    const { mid, vids } = await added({ attendees: [{ name: 'Eve Arrives', phone: '13800000051', email: uniqueEmail('eve') }] });
    await runJobs();
    const [attendee] = await attendeesOf(mid);
    await moveClock(novemberAt(23, 9, 55));
    const desk = m.adminToken;
    const signedIn = await t.call<{ visit: Visit }>('AppClientSignin', { code: attendee!.acode }, desk);
    expect(signedIn).toMatchObject({
      status: 0,
      result: { visit: { vid: vids[0], empid: m.host.empid, visitStatus: 'signedIn' } },
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
    const own = await add(meeting({ empid: undefined }), m.hostToken);
    expect(own.status).toBe(0);
    expect((await meetingById(own.result.mid, m.hostToken)).result.empid).toBe(m.host.empid);
    const mine = await t.call<Meeting[]>('getMeetingByPhone', {}, m.hostToken);
    expect(mine.result.every((item) => item.empid === m.host.empid)).toBe(true);
    expect(mine.result.map((item) => item.mid)).toContain(own.result.mid);
    expect((await meetingById(own.result.mid, m.colleagueToken)).status).toBe(Status.noRecord);
    expect((await update({ mid: own.result.mid, status: 0 }, m.colleagueToken)).status).toBe(Status.noRecord);
    const byPhone = await t.call<Meeting[]>('getMeetingByPhone', { phone: m.host.phone }, m.adminToken);
    expect(byPhone.result.map((item) => item.mid)).toContain(own.result.mid);
  });

  it("answers another company's meeting as not found", async () => {
    const { mid } = await added();
    expect((await meetingById(mid, m.otherToken)).status).toBe(Status.noRecord);
    expect((await t.call('getAppointmentByMid', { mid }, m.otherToken)).status).toBe(Status.noRecord);
    expect((await update({ mid, status: 0 }, m.otherToken)).status).toBe(Status.noRecord);
    expect((await meetingById(mid)).result.status).toBe(1);
  });

  it('invites the attendees of a spreadsheet and answers the rows with a problem', async () => {
    const { mid } = await added();
    const csv = 'name,phone,email,company\nHal Imported,13800000071,,Hal Co\nNo Contact,,,\nIda Imported,,ida@example.com,\n';
    const file = { filename: 'attendees.csv', contentType: 'text/csv', data: Buffer.from(csv) };
    const answer = await postFile<{ vids: number[]; bad: Array<{ row: number }> }>(
      t,
      m.adminToken,
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
    const late = await postFile(t, m.adminToken, 'importMeetingAttendees', 'file', file, { mid: String(mid) });
    expect(late.status).toBe(Status.meetingStarted);
  });
});
