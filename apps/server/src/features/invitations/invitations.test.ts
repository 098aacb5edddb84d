import { type InvitationView, type Page, Status, type Visit } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testInvitationSecret, useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { novemberAt, setClock } from '../../../test/visit-factories.js';
import { registerJobHandlers } from '../../platform/jobs/background.js';
import { createJobRegistry } from '../../platform/jobs/registry.js';
import { runNextJob } from '../../platform/jobs/worker.js';
import { featureJobs } from '../index.js';
import { checkInvitationToken, signInvitationToken } from './invitation-token.js';
import { visitForToken } from './invitation.service.js';

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
let host: TestEmployee;
let hostToken: string;
let otherToken: string;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Ivy Inviter', password: null });
  hostToken = await sessionToken(t, acme, 'employee', host.empid);
  const otherHost = await seedEmployee(t, other.userid, { password: null });
  otherToken = await sessionToken(t, other, 'employee', otherHost.empid);
});
beforeEach(() => setClock(t, novemberAt(21, 9)));

const guest = (fields: Record<string, unknown> = {}) => ({
  name: 'Gina Guest',
  phone: '13800000021',
  vemail: 'gina@example.com',
  appointmentDate: novemberAt(23, 10),
  visitType: 'Business',
  sendType: 'email',
  qrcodeConf: 1,
  // No template of this type: the message the employee wrote is sent (templates: invitation-templates tests).
  inviteContent: 'We look forward to your visit.',
  ...fields,
});
const invite = (items: unknown, token = hostToken) => t.call<{ vids: number[] }>('addAppointment', items, token);

async function runJobs() {
  const registry = createJobRegistry();
  registerJobHandlers(registry, [], [], featureJobs);
  while (await runNextJob(t.ctx, registry, { workerId: 'test', leaseMs: 30_000 }));
}

/** Invites one guest, runs the mail job, and answers the token the mail's link carries. */
async function invitedToken(fields: Record<string, unknown> = {}) {
  const vemail = `guest-${Math.random().toString(36).slice(2)}@example.com`;
  const answer = await invite([guest({ vemail, ...fields })]);
  expect(answer.status).toBe(0);
  await runJobs();
  const mail = t.mail.received.find((message) => message.to.includes(vemail));
  const link = /invite\.html\?token=([^\s"<]+)/.exec(mail?.raw ?? '');
  expect(link, 'the mail carries the link').not.toBeNull();
  return { vid: answer.result.vids[0]!, token: decodeURIComponent(link![1]!), raw: mail!.raw };
}

const look = (token: string) => t.call<InvitationView>('getAppointmentbySecId', { token });
const reply = (token: string, status: number) => t.call('updateAppointmentReply', { token, status });

describe(`employee invitations (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('tells the employee the batch limit and the days the company allows', async () => {
    await t.ctx.database.db.updateTable('company').set({ qrMaxDuration: 3 }).where('id', '=', acme.userid).execute();
    const answer = await t.call('checkInviteCount', {}, hostToken);
    expect(answer.result).toEqual({ count: 100, maxDays: 3, qrcodeType: 0, qrMaxCount: 1 });
    expect((await t.call('checkInviteCount', {}, acme.token)).status).toBe(Status.noPermission);
  });

  it.each([
    ['no visitor', [], 'choose at least one visitor'],
    ['101 visitors', Array.from({ length: 101 }, () => guest()), 'at most 100 visitors at once'],
    ['a blank send type', [guest({ sendType: '' })], 'sendType: must be email or sms'],
    ['no send type at all', [guest({ sendType: 'none' })], 'sendType: must be email or sms'],
  ])('refuses %s with 604 naming the rule', async (_name, items, rule) => {
    const answer = await invite(items);
    expect(answer.status).toBe(Status.invalidField);
    expect(answer.reason).toContain(rule);
  });

  it('refuses a send type without its contact, and days beyond the company limit', async () => {
    expect(await invite([guest({ sendType: 'email', vemail: '' })])).toMatchObject({ status: 604, result: 'vemail' });
    expect(await invite([guest({ sendType: 'sms', phone: '', cardId: '110105199003070017' })])).toMatchObject({
      status: 604,
      result: 'phone',
    });
    await t.ctx.database.db.updateTable('company').set({ qrMaxDuration: 2 }).where('id', '=', acme.userid).execute();
    const tooLong = await invite([guest({ qrcodeConf: 3 })]);
    expect(tooLong).toMatchObject({ status: 604, result: 'qrcodeConf' });
    expect(tooLong.reason).toContain('at most 2 days');
    expect((await invite([guest({ qrcodeConf: 8 })])).status).toBe(Status.invalidField);
    expect((await invite([guest({ qrcodeConf: 2 })])).status).toBe(0);
  });

  it('needs only the contact of the send type: no phone to send by email, no email to send by SMS', async () => {
    expect(await invite([guest({ sendType: 'email', phone: '' })])).toMatchObject({ status: 0 });
    expect(await invite([guest({ sendType: 'sms', vemail: '' })])).toMatchObject({ status: 0 });
  });

  it('refuses a blacklisted visitor with 66 and sends nothing', async () => {
    await t.call('addBlacklist', { name: 'Barry Barred', phone: '13900000066' }, acme.token);
    await t.call('updateblackListSwitch', { blackListSwitch: 1 }, acme.token);
    await runJobs();
    const before = t.mail.received.length;
    const answer = await invite([guest({ phone: '13900000066', vemail: 'barry@example.com' })]);
    expect(answer.status).toBe(Status.blacklisted);
    await runJobs();
    expect(t.mail.received.length).toBe(before);
  });

  it('mails the details and the QR code; the link shows the visit, marks it viewed, and takes one answer', async () => {
    const { vid, token, raw } = await invitedToken({ inviteContent: 'Welcome to our lab', address: '1 Main Street' });
    expect(raw).toContain('Welcome to our lab');
    expect(raw).toContain('1 Main Street');
    expect(raw).toContain('Content-Type: image/png');
    expect(checkInvitationToken(token, testInvitationSecret, t.clock.now())).toMatchObject({ state: 'early' });
    const first = await look(token);
    expect(first.result).toMatchObject({ vid, vname: 'Gina Guest', empName: 'Ivy Inviter', status: 2, answerable: true });
    expect(first.result.visitStatus).toBe('viewed');
    expect((await reply(token, 3)).status).toBe(0);
    expect((await look(token)).result).toMatchObject({ status: 3, visitStatus: 'accepted', answerable: false });
    expect((await reply(token, 4)).status).toBe(Status.invitationClosed);
    const list = await t.call<Page<Visit>>('getAppListByEmpId', { startIndex: 1, requestedCount: 10 }, hostToken);
    expect(list.result.list.find((visit) => visit.vid === vid)?.visitStatus).toBe('accepted');
  });

  it('sends an SMS with the link when the send type is SMS', async () => {
    await invite([guest({ sendType: 'sms', phone: '13800000099', vemail: '' })]);
    await runJobs();
    expect(t.sms.received.find((message) => message.phone === '13800000099')?.text).toMatch(/invite\.html\?token=/);
  });

  it('refuses tampered, foreign and expired tokens with 39 and changes nothing', async () => {
    const { vid, token } = await invitedToken();
    const [, , from, until, mac] = token.split('.');
    const forged = [vid, other.userid, from, until, mac].join('.');
    expect((await look(forged)).status).toBe(Status.invalidLink);
    expect((await look(`${token.slice(0, -2)}xx`)).status).toBe(Status.invalidLink);
    // A genuine signature over another company's id names no visit of that company.
    const elsewhere = signInvitationToken(
      { vid, companyId: other.userid, validFrom: Number(from), validUntil: Number(until) },
      testInvitationSecret,
    );
    expect((await look(elsewhere)).status).toBe(Status.invalidLink);
    expect((await reply(elsewhere, 4)).status).toBe(Status.invalidLink);
    setClock(t, Number(until) + 1);
    expect((await look(token)).status).toBe(Status.invalidLink);
    setClock(t, novemberAt(21, 9));
    expect((await look(token)).result.status).toBe(2);
  });

  it('answers 70 once the visitor has answered, and refuses other statuses than 3 and 4', async () => {
    const { token } = await invitedToken();
    expect((await reply(token, 5)).status).toBe(Status.invalidField);
    expect((await reply(token, 4)).status).toBe(0);
    expect((await reply(token, 3)).status).toBe(Status.invitationClosed);
  });

  it('lists only the employee’s own invitations; another company sees none', async () => {
    await invitedToken();
    const mine = await t.call<Page<Visit>>('getAppListByEmpId', {}, hostToken);
    expect(mine.result.count).toBeGreaterThan(0);
    expect(mine.result.list.every((visit) => visit.empid === host.empid && visit.signinType === 1)).toBe(true);
    expect((await t.call<Page<Visit>>('getAppListByEmpId', {}, otherToken)).result.count).toBe(0);
  });

  it('finds the visit for the desk of its company only inside the code window (qrcodeType 1: the appointment day)', async () => {
    await t.ctx.database.db.updateTable('company').set({ qrcodeType: 1, qrMaxCount: 2 }).where('id', '=', acme.userid).execute();
    const { vid, token } = await invitedToken({ qrcodeConf: 1 });
    const desk = { companyId: acme.userid, subaccountId: 0 };
    await expect(visitForToken(t.ctx, desk, token)).rejects.toMatchObject({ status: Status.tooEarly });
    setClock(t, novemberAt(23, 12));
    expect((await visitForToken(t.ctx, desk, token)).id).toBe(vid);
    await expect(visitForToken(t.ctx, { companyId: other.userid, subaccountId: 0 }, token)).rejects.toMatchObject({
      status: Status.invalidLink,
    });
    setClock(t, novemberAt(24, 0, 1));
    await expect(visitForToken(t.ctx, desk, token)).rejects.toMatchObject({ status: Status.late });
    await t.ctx.database.db.updateTable('company').set({ qrcodeType: 0 }).where('id', '=', acme.userid).execute();
  });
});

describe(`staff pre-registration tells the visitor (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  const visitor = (fields: Record<string, unknown> = {}) => ({
    name: 'Bob Booked',
    phone: '13611112222',
    appointmentDate: novemberAt(21, 14),
    empid: host.empid,
    ...fields,
  });
  const preRegister = async (fields: Record<string, unknown>) => {
    const answer = await t.call<{ vids: number[] }>('addAppointment', [visitor(fields)], acme.token);
    expect(answer.status).toBe(0);
    await runJobs();
    return answer.result.vids[0]!;
  };
  const acodeOf = async (vid: number) =>
    (await t.ctx.database.db.selectFrom('visit').select('acode').where('id', '=', vid).executeTakeFirstOrThrow()).acode;

  it('mails the invitation with its QR code and short code when an address is given, and nothing with sendType none', async () => {
    const vemail = `bob-${Math.random().toString(36).slice(2)}@example.com`;
    const vid = await preRegister({ vemail });
    const acode = await acodeOf(vid);
    expect(acode).toMatch(/^\d{6}$/);
    const mail = t.mail.received.find((message) => message.to.includes(vemail));
    expect(mail?.raw).toContain(acode);
    expect(mail?.raw).toContain('Content-Type: image/png');
    const token = decodeURIComponent(/invite\.html\?token=([^\s"<]+)/.exec(mail!.raw)![1]!);
    // The page shows the visit and its short code; staff booked it, so there is nothing to accept.
    expect((await look(token)).result).toMatchObject({ vid, acode, answerable: false });
    expect((await reply(token, 3)).status).toBe(Status.invitationClosed);
    const quiet = `quiet-${Math.random().toString(36).slice(2)}@example.com`;
    await preRegister({ vemail: quiet, sendType: 'none' });
    expect(t.mail.received.some((message) => message.to.includes(quiet))).toBe(false);
  });

  it('sends an SMS with the short code when asked, and refuses a send type without its contact', async () => {
    const vid = await preRegister({ phone: '13611110077', sendType: 'sms' });
    const text = t.sms.received.find((message) => message.phone === '13611110077')?.text ?? '';
    expect(text).toContain(await acodeOf(vid));
    const missing = await t.call('addAppointment', [visitor({ sendType: 'email' })], acme.token);
    expect(missing).toMatchObject({ status: Status.invalidField, result: 'vemail' });
  });

  it('lets the visitor sign in at the tablet by the short code of the mail', async () => {
    const vid = await preRegister({ vemail: 'bob-tablet@example.com', phone: '13611110088' });
    const desk = await sessionToken(t, acme, 'manager', acme.userid);
    const answer = await t.call<{ visit: Visit }>('AppClientSignin', { code: await acodeOf(vid) }, desk);
    expect(answer).toMatchObject({ status: 0, result: { visit: { vid, visitStatus: 'signedIn' } } });
  });
});

describe(`the visit reason of an invitation (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("keeps the reason a built-in template type stands for, in its case, and a company's own as written", async () => {
    const answer = await invite([
      guest({ name: 'Bea Business', visitType: 'business', inviteContent: 'Hello' }),
      guest({ name: 'Vic Visitor', visitType: 'VIP Guest', inviteContent: 'Hello' }),
    ]);
    expect(answer.status).toBe(0);
    const stored = await t.ctx.database.db
      .selectFrom('visit')
      .select('visitType')
      .where('id', 'in', answer.result.vids)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.visitType)).toEqual(['Business', 'VIP Guest']);
  });
});
