import { attendeeSendStatus, Status, type Visit } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../../test/factories.js';
import { readableMail } from '../../../test/mail-decoding.js';
import { useMeetingSteps } from '../../../test/meeting-steps.js';
import { seedEmployee, sessionToken } from '../../../test/people-factories.js';
import { novemberAt, setClock } from '../../../test/visit-factories.js';

const m = useMeetingSteps();
const {
  t,
  moveClock,
  meeting,
  uniqueEmail,
  add,
  update,
  attendeesOf,
  meetingById,
  resend,
  remove,
  noticeLogOf,
  mailsTo,
  added,
  runJobs,
} = m;

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
    const otherHost = await seedEmployee(t, m.other.userid, { password: null });
    const foreign = (
      await add(meeting({ empid: otherHost.empid, attendees: [{ name: 'Fay Foreign', phone: '13800000085' }] }), m.otherToken)
    ).result;
    const [open, early, refusing] = first.vids;
    for (const call of [resend, remove]) {
      expect((await call({ mid: first.mid, vid: second.vids[0] })).status).toBe(Status.noRecord);
      expect((await call({ mid: first.mid, vid: foreign.vids[0] })).status).toBe(Status.noRecord);
      expect((await call({ mid: foreign.mid, vid: foreign.vids[0] })).status).toBe(Status.noRecord);
      expect((await call({ mid: first.mid, vid: open }, m.otherToken)).status).toBe(Status.noRecord);
      expect((await call({ mid: first.mid, vid: open }, m.colleagueToken)).status).toBe(Status.noRecord);
    }
    expect((await resend({ mid: first.mid, vid: open }, m.hostToken)).status).toBe(0);
    await t.ctx.database.db.updateTable('visit').set({ status: 4 }).where('id', '=', refusing!).execute();
    expect((await resend({ mid: first.mid, vid: refusing })).status).toBe(Status.invitationClosed);
    expect((await update({ mid: second.mid, status: 0 })).status).toBe(0);
    expect((await resend({ mid: second.mid, vid: second.vids[0] })).status).toBe(Status.meetingCancelled);
    expect((await remove({ mid: second.mid, vid: second.vids[0] })).status).toBe(Status.meetingCancelled);

    await runJobs();
    const [, bea] = await attendeesOf(first.mid);
    await moveClock(novemberAt(23, 9, 50));
    expect((await t.call('AppClientSignin', { code: bea!.acode }, m.adminToken)).status).toBe(0);
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
    expect((await t.call<Visit>('GetVisitorByVid', { vid: vids[0] }, m.adminToken)).result.visitStatus).toBe('refused');

    await moveClock(novemberAt(23, 9, 50));
    expect((await t.call('AppClientSignin', { code: ron!.acode }, m.adminToken)).status).toBe(Status.notPermitted);
    const expected = await t.call<Visit[]>('searchTodayAppointment', { phone: '13800000091' }, m.adminToken);
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
