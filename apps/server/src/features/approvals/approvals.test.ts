import {
  type ApprovalTask,
  type InvitationView,
  type NoticeDelivery,
  type Page,
  type ProcessRecord,
  Status,
  type Visit,
  type VisitWithTimeline,
} from '@vestibule/contract';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { buildDepartment, seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { insertVisit, novemberAt, setClock } from '../../../test/visit-factories.js';
import { expiryPurges, featureJobs } from '../index.js';
import { registerJobHandlers } from '../../platform/jobs/background.js';
import { createJobRegistry } from '../../platform/jobs/registry.js';
import { runNextJob } from '../../platform/jobs/worker.js';
import { approvalTimeOutHours, startApproval, timeOutApprovals } from './approval-flow.service.js';

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
let host: TestEmployee;
let guard1: TestEmployee;
let guard2: TestEmployee;
let chief: TestEmployee;
let director: TestEmployee;
let securityRole: number;

const employee = (company: TestCompany, name: string, email: string) =>
  seedEmployee(t, company.userid, { empName: name, empEmail: email, password: null });
const as = (person: TestEmployee) => sessionToken(t, acme, 'employee', person.empid);
// A fresh manager session each call: tests move the clock past a session's idle time.
const call = async <T = unknown>(name: string, body: unknown, token?: string) =>
  t.call<T>(name, body, token ?? (await sessionToken(t, acme, 'manager', acme.userid)));

beforeAll(async () => {
  setClock(t, novemberAt(21, 9));
  acme = await buildCompany(t);
  other = await buildCompany(t);
  host = await employee(acme, 'Hannah Host', 'hannah@acme.test');
  guard1 = await employee(acme, 'Gina Guard', 'gina@acme.test');
  guard2 = await employee(acme, 'Gus Guard', 'gus@acme.test');
  chief = await employee(acme, 'Carl Chief', 'carl@acme.test');
  director = await employee(acme, 'Dora Director', 'dora@acme.test');
  const { rid: group } = (await call<{ rid: number }>('addRARG', { rgName: 'Security' })).result;
  securityRole = (await call<{ rid: number }>('addRARG', { rgName: 'Guards', parentId: group })).result.rid;
  await call('addEmpRole', { rid: securityRole, empids: [guard1.empid, guard2.empid] });
});

const registry = createJobRegistry();
registerJobHandlers(registry, expiryPurges, [], featureJobs);
async function runJobs() {
  const ctx = { ...t.ctx, logger: pino({ level: 'silent' }) };
  while (await runNextJob(ctx, registry, { workerId: 'approvals-test', leaseMs: 30_000 }));
}
const mailsTo = (address: string) => t.mail.received.filter((mail) => mail.to.includes(address));
async function linkFor(address: string, vname: string): Promise<string> {
  await runJobs();
  const end = Date.now() + 10_000;
  for (;;) {
    const mail = mailsTo(address).findLast((candidate) => candidate.raw.includes(vname) && candidate.raw.includes('digest='));
    const digest = mail && /approval\.html\?digest=([0-9a-f]{64})/.exec(mail.raw)?.[1];
    if (digest) return digest;
    if (Date.now() > end) throw new Error(`no approval link for ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A three-level area: any guard, then the chief, then the director. */
async function threeLevelArea(name: string, deptid?: number) {
  const { aid } = (await call<{ aid: number }>('addProcessArea', { aName: name, address: 'Gate 1', deptid })).result;
  const rules = [
    { aid, level: 1, role: securityRole, rType: 0 },
    { aid, level: 2, role: chief.empid, rType: 1 },
    { aid, level: 3, role: director.empid, rType: '1' },
  ];
  expect(await call('addProcessRule', rules)).toMatchObject({ status: 0 });
  return aid;
}

/** A visit awaiting its host, accepted by the host with the approval process on: it waits for approval. */
async function submitted(vname: string, empdeptid = 0) {
  const vid = await insertVisit(t, acme, { vname, empid: host.empid, empName: host.empName, empdeptid, permission: 0 });
  expect(await call('updatePermission', { vid, type: 'p' }, await as(host))).toMatchObject({ status: 0 });
  return vid;
}
const visitOf = async (vid: number) => (await call<VisitWithTimeline>('GetVisitorByVid', { vid })).result;
const trailOf = async (vid: number) => (await call<ProcessRecord[]>('getProcessRecord', { pType: '1', vid })).result;
const pendingOf = async (person: TestEmployee) =>
  (await call<Page<ApprovalTask>>('getApprovalList', { status: 0 }, await as(person))).result.list;
const decide = async (person: TestEmployee, vid: number, type: string, remark = '') => {
  const task = (await pendingOf(person)).find((candidate) => candidate.vid === vid);
  if (!task) throw new Error(`${person.empName} has no approval of visit ${vid}`);
  return call('updateApproval', { rid: task.rid, type, remark }, await as(person));
};

describe(`the approval flow (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  let aid: number;
  beforeAll(async () => {
    aid = await threeLevelArea('Head office');
    expect(await call('updateProcessSwitch', { processSwitch: 1 })).toMatchObject({ status: 0 });
  });

  it('walks three levels in order: any guard, then the chief, then the director authorises (permission 1)', async () => {
    const vid = await submitted('Vera Visitor');
    expect((await visitOf(vid)).permission).toBe(4);
    expect((await pendingOf(guard1)).map((task) => task.vid)).toContain(vid);
    expect(await pendingOf(chief)).toEqual([]);

    setClock(t, novemberAt(21, 10));
    expect(await decide(guard2, vid, 'p')).toMatchObject({ status: 0 });
    // Gus decided for the level: Gina's entry closed.
    expect((await pendingOf(guard1)).map((task) => task.vid)).not.toContain(vid);
    expect((await visitOf(vid)).permission).toBe(4);
    expect(await decide(chief, vid, 'p', 'fine')).toMatchObject({ status: 0 });
    expect(await decide(director, vid, 'p')).toMatchObject({ status: 0 });

    const visit = await visitOf(vid);
    expect(visit.permission).toBe(1);
    expect(visit.approved).toBe(true);
    expect(visit.events.at(-1)).toMatchObject({ kind: 'authorized', operator: 'Dora Director' });
    // The lists mark it approved; a visit the host authorised with no approval process stays unmarked.
    const hostOnly = await insertVisit(t, acme, {
      vname: 'Hugo Hostonly',
      empid: host.empid,
      empName: host.empName,
      permission: 1,
    });
    const listed = (
      await call<Visit[]>('SearchVisitByCondition', { date: '2026-11-01', endDate: '2026-11-30', requestedCount: 1000 })
    ).result;
    expect(listed.find((row) => row.vid === vid)).toMatchObject({ approved: true });
    expect(listed.find((row) => row.vid === hostOnly)).toMatchObject({ approved: false });
    const trail = await trailOf(vid);
    expect(trail.map((entry) => [entry.level, entry.rvwEmpName, entry.status])).toEqual([
      [1, 'Gina Guard', 3],
      [1, 'Gus Guard', 1],
      [2, 'Carl Chief', 1],
      [3, 'Dora Director', 1],
    ]);
    expect(trail[2]).toMatchObject({ aid, remark: 'fine', subEmpName: 'Hannah Host', decideTime: novemberAt(21, 10), pType: 1 });
    expect((await call<Page<ApprovalTask>>('getApprovalList', { status: 1 }, await as(chief))).result.list[0]).toMatchObject({
      vid,
      vname: 'Vera Visitor',
      status: 1,
    });

    await runJobs();
    const hostNews = async () => mailsTo('hannah@acme.test').filter((mail) => mail.raw.includes('Vera Visitor'));
    const end = Date.now() + 10_000;
    while ((await hostNews()).length < 4 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
    const news = (await hostNews()).map((mail) => mail.raw);
    expect(news.some((raw) => raw.includes('awaits approval'))).toBe(true);
    expect(news.some((raw) => raw.includes('is approved'))).toBe(true);
  });

  it("tells the host, each approver and the visitor through the notice dispatch, every message in the visit's log", async () => {
    const vemail = 'nora@visitor.test';
    const vid = await insertVisit(t, acme, {
      vname: 'Nora Noticed',
      vemail,
      empid: host.empid,
      empName: host.empName,
      permission: 0,
    });
    expect(await call('updatePermission', { vid, type: 'p' }, await as(host))).toMatchObject({ status: 0 });
    // Each approver is asked while it is their turn: the jobs run between the decisions.
    await runJobs();
    await decide(guard1, vid, 'p');
    await runJobs();
    await decide(chief, vid, 'r', 'Badge office closed');
    await runJobs();
    const log = (await call<NoticeDelivery[]>('getNoticeLog', { vid })).result;
    const told = (recipient: string) => log.filter((entry) => entry.recipient === recipient && entry.event === 'approval');
    // Submitted, level 1 agreed and refused: three messages to the host, none lost to another's key.
    expect(told('hannah@acme.test')).toHaveLength(3);
    expect(told('gina@acme.test')).toHaveLength(1);
    expect(told('gus@acme.test')).toHaveLength(1);
    expect(told('carl@acme.test')).toHaveLength(1);
    expect(told(vemail)).toHaveLength(1);
    expect(log.every((entry) => entry.status === 'sent' && entry.channel === 'email')).toBe(true);
    expect(mailsTo(vemail).some((mail) => mail.raw.includes('was not approved: Badge office closed'))).toBe(true);
  });

  it('ends refused (permission 2) with the reason at the first refusal; a refusal needs its reason; 70 afterwards', async () => {
    const vid = await submitted('Rob Refused');
    await decide(guard1, vid, 'p');
    expect(await decide(chief, vid, 'r')).toMatchObject({ status: Status.invalidField, reason: /^remark: / });
    expect(await decide(chief, vid, 'r', 'No escort available')).toMatchObject({ status: 0 });
    const visit = await visitOf(vid);
    expect(visit.permission).toBe(2);
    expect(visit.events.at(-1)).toMatchObject({ kind: 'refused', operator: 'Carl Chief', reason: 'No escort available' });
    expect(await pendingOf(director)).toEqual([]);
    const chiefEntry = (await trailOf(vid)).find((entry) => entry.rvwEmpId === chief.empid)!;
    expect(await call('updateApproval', { rid: chiefEntry.rid, type: 'p' }, await as(chief))).toMatchObject({
      status: Status.permissionHandled,
    });
  });

  it("decides by the mailed link without signing in, only once, only that approver's step of that visit", async () => {
    const first = await submitted('Lena Link');
    const second = await submitted('Otto Other');
    const digest = await linkFor('gina@acme.test', 'Lena Link');
    const shown = await t.call<ApprovalTask>('getPermissionRecordByLink', { digest }, undefined);
    expect(shown).toMatchObject({
      status: 0,
      result: { vid: first, vname: 'Lena Link', level: 1, levels: 3, rvwEmpName: 'Gina Guard' },
    });

    expect(await t.call('updatePermissionByLink', { digest, type: 'p' }, undefined)).toMatchObject({ status: 0 });
    expect(await t.call('updatePermissionByLink', { digest, type: 'r', remark: 'again' }, undefined)).toMatchObject({
      status: Status.invalidLink,
    });
    expect(await t.call('getPermissionRecordByLink', { digest }, undefined)).toMatchObject({ status: Status.invalidLink });
    // The other visit did not move, and its own level 1 still waits.
    expect((await pendingOf(guard1)).map((task) => task.vid)).toContain(second);
    expect((await pendingOf(chief)).map((task) => task.vid)).toEqual(expect.arrayContaining([first]));
    expect((await pendingOf(chief)).map((task) => task.vid)).not.toContain(second);
    expect(await t.call('updatePermissionByLink', { digest: 'f'.repeat(64), type: 'p' }, undefined)).toMatchObject({
      status: Status.invalidLink,
    });
    // A link decided on the page after another guard decided the level answers 70 and stays usable for nothing else.
    const gusDigest = await linkFor('gus@acme.test', 'Otto Other');
    await decide(guard1, second, 'p');
    expect(await t.call('updatePermissionByLink', { digest: gusDigest, type: 'p' }, undefined)).toMatchObject({
      status: Status.permissionHandled,
    });
  });

  it("answers 57 for another approver's entry and for another company's", async () => {
    const vid = await submitted('Nina Nosy');
    const [entry] = (await trailOf(vid)).filter((row) => row.rvwEmpId === guard1.empid);
    expect(await call('updateApproval', { rid: entry!.rid, type: 'p' }, await as(chief))).toMatchObject({
      status: Status.noRecord,
    });
    const outsider = await seedEmployee(t, other.userid, { empName: 'Outsider', password: null });
    const token = await sessionToken(t, other, 'employee', outsider.empid);
    expect(await t.call('updateApproval', { rid: entry!.rid, type: 'p' }, token)).toMatchObject({ status: Status.noRecord });
    expect(await t.call('getProcessRecord', { vid }, other.token)).toMatchObject({ status: Status.noRecord });
    expect((await visitOf(vid)).permission).toBe(4);
  });

  it('refuses a visit whose level stays undecided past the time-out, and says so in the trail', async () => {
    setClock(t, novemberAt(22, 9));
    const vid = await submitted('Tim Timeout');
    setClock(t, novemberAt(22, 9) + (approvalTimeOutHours + 1) * 3_600_000);
    expect(await timeOutApprovals(t.ctx)).toBeGreaterThanOrEqual(1);
    const visit = await visitOf(vid);
    expect(visit.permission).toBe(2);
    expect(visit.events.at(-1)).toMatchObject({
      kind: 'refused',
      operator: 'auto',
      reason: `No decision at level 1 within ${approvalTimeOutHours} hours`,
    });
    expect((await trailOf(vid)).map((entry) => entry.status)).toEqual([4, 4]);
  });

  it('starts a re-submitted visit again from level 1, closing the earlier round', async () => {
    setClock(t, novemberAt(25, 9));
    const vid = await submitted('Remy Resubmit');
    await decide(guard1, vid, 'p');
    await startApproval(t.ctx, acme.userid, vid, 'Hannah Host');
    const trail = await trailOf(vid);
    expect(trail.filter((entry) => entry.round === 1).map((entry) => [entry.level, entry.status])).toEqual([
      [1, 1],
      [1, 3],
      [2, 3],
    ]);
    expect(trail.filter((entry) => entry.round === 2).map((entry) => [entry.level, entry.status])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect((await pendingOf(chief)).map((task) => task.vid)).not.toContain(vid);
  });

  it("uses the area of the host's department before the default area", async () => {
    const deptid = await buildDepartment(t, acme.userid, 'Lab', 'LAB');
    const { aid: labArea } = (await call<{ aid: number }>('addProcessArea', { aName: 'Lab area', deptid })).result;
    await call('addProcessRule', [{ aid: labArea, level: 1, role: director.empid, rType: 1 }]);
    const vid = await submitted('Dee Department', deptid);
    expect((await trailOf(vid)).map((entry) => [entry.aid, entry.rvwEmpName, entry.levels])).toEqual([
      [labArea, 'Dora Director', 1],
    ]);
    await decide(director, vid, 'p');
    expect((await visitOf(vid)).permission).toBe(1);
  });

  it('refuses at once when a level names a role nobody holds, telling the host', async () => {
    const deptid = await buildDepartment(t, acme.userid, 'Empty', 'EMPTY');
    const { rid: group } = (await call<{ rid: number }>('addRARG', { rgName: 'Nobody group' })).result;
    const { rid: vacant } = (await call<{ rid: number }>('addRARG', { rgName: 'Vacant', parentId: group })).result;
    const { aid: emptyArea } = (await call<{ aid: number }>('addProcessArea', { aName: 'Empty area', deptid })).result;
    expect(await call('addProcessRule', [{ aid: emptyArea, level: 1, role: vacant, rType: 0 }])).toMatchObject({ status: 0 });
    const vid = await submitted('Nobody Asked', deptid);
    const visit = await visitOf(vid);
    expect(visit.permission).toBe(2);
    expect(visit.events.at(-1)).toMatchObject({ kind: 'refused', operator: 'auto', reason: 'No approver at level 1' });
    expect(await trailOf(vid)).toEqual([]);
  });

  it("sends an employee's invitation to approval, and the visitor's invitation page shows the state and the reason", async () => {
    setClock(t, novemberAt(26, 9));
    const vemail = 'ivan.invited@example.com';
    const invited = await call<{ vids: number[] }>(
      'addAppointment',
      [
        {
          name: 'Ivan Invited',
          phone: '13800000077',
          vemail,
          appointmentDate: novemberAt(27, 10),
          visitType: 'Business',
          sendType: 'email',
          qrcodeConf: 1,
          inviteContent: 'Welcome.',
        },
      ],
      await as(host),
    );
    expect(invited.status).toBe(0);
    const vid = invited.result.vids[0]!;
    expect((await visitOf(vid)).permission).toBe(4);
    await runJobs();
    const end = Date.now() + 10_000;
    let token = '';
    while (!token && Date.now() < end) {
      const mail = mailsTo(vemail).find((candidate) => candidate.raw.includes('invite.html?token='));
      token = decodeURIComponent(/invite\.html\?token=([^\s"<]+)/.exec(mail?.raw ?? '')?.[1] ?? '');
      if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const look = async () => (await t.call<InvitationView>('getAppointmentbySecId', { token }, undefined)).result;
    expect(await look()).toMatchObject({ vid, permission: 4, refusal: '' });
    await decide(guard1, vid, 'r', 'Site closed that day');
    expect(await look()).toMatchObject({ permission: 2, refusal: 'Site closed that day' });
  });
});
