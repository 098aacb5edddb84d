import type { Meeting, MeetingAttendee, NoticeDelivery } from '@vestibule/contract';
import { beforeAll, beforeEach, expect } from 'vitest';
import { registerJobHandlers } from '../src/platform/jobs/background.js';
import { createJobRegistry } from '../src/platform/jobs/registry.js';
import { runNextJob } from '../src/platform/jobs/worker.js';
import { featureJobs } from '../src/features/index.js';
import { useTestApp } from './api-harness.js';
import { buildCompany, type TestCompany } from './factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from './people-factories.js';
import { novemberAt, setClock } from './visit-factories.js';

/*
 * The meetings tests' company, people and calls: two companies, an initiator and a colleague, sessions
 * opened at the test's clock (21 November, 09:00), and meetings on 23 November from 10:00 to 11:00.
 */

export function useMeetingSteps() {
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
  const add = (body: unknown, token = adminToken) => t.call<{ mid: number; vids: number[] }>('addMeeting', body, token);

  return {
    t,
    get acme() {
      return acme;
    },
    get other() {
      return other;
    },
    get host() {
      return host;
    },
    get adminToken() {
      return adminToken;
    },
    get otherToken() {
      return otherToken;
    },
    get hostToken() {
      return hostToken;
    },
    get colleagueToken() {
      return colleagueToken;
    },
    moveClock,
    meeting,
    uniqueEmail: (name: string) => `${name}-${Math.random().toString(36).slice(2)}@example.com`,
    add,
    update: (body: unknown, token = adminToken) => t.call<{ mid: number; vids: number[] }>('updateMeeting', body, token),
    attendeesOf: async (mid: number, token = adminToken) =>
      (await t.call<MeetingAttendee[]>('getAppointmentByMid', { mid }, token)).result,
    meetingById: (mid: number, token = adminToken) => t.call<Meeting>('getMeetingById', { mid }, token),
    resend: (body: { mid: number; vid: number | undefined }, token = adminToken) =>
      t.call('resendMeetingInvitation', body, token),
    remove: (body: { mid: number; vid: number | undefined }, token = adminToken) => t.call('removeMeetingAttendee', body, token),
    noticeLogOf: async (vid: number | undefined, token = adminToken) =>
      (await t.call<NoticeDelivery[]>('getNoticeLog', { vid }, token)).result,
    mailsTo: (email: string) => t.mail.received.filter((message) => message.to.includes(email)),
    /** A meeting added by the Administrator, with these fields over meeting()'s. */
    async added(fields: Record<string, unknown> = {}) {
      const answer = await add(meeting(fields));
      expect(answer.status, answer.reason).toBe(0);
      return answer.result;
    },
    /** Runs every queued job: the invitations' and notices' sending. */
    async runJobs() {
      const registry = createJobRegistry();
      registerJobHandlers(registry, [], [], featureJobs);
      while (await runNextJob(t.ctx, registry, { workerId: 'test', leaseMs: 30_000 }));
    },
  };
}
