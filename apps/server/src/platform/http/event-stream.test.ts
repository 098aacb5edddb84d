import { type Envelope, Status, type SubjectKind } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventStreams } from '../../features/index.js';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';

/*
 * Both event streams refuse a caller exactly as a POST call open to the same
 * kinds does: same HTTP status, same envelope, before anything streams.
 */

const t = useTestApp();
let acme: TestCompany;
let host: TestEmployee;
beforeAll(async () => {
  acme = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Stella Stream', password: null });
});

type Subject = () => [SubjectKind, number];
const manager: Subject = () => ['manager', acme.userid];
const employee: Subject = () => ['employee', host.empid];

/** Each stream beside the call whose rights it shares, a subject both serve and one neither does. */
const streams: Array<{ path: string; call: string; member: Subject; stranger: Subject }> = [
  { path: '/api/events', call: 'getVisitOverview', member: manager, stranger: employee },
  { path: '/api/events/mine', call: 'checkInviteCount', member: employee, stranger: manager },
];

it('pairs every stream with the call whose rights it shares', () => {
  expect(eventStreams.map(({ path, rightsOf }) => ({ path, call: rightsOf }))).toEqual(
    streams.map(({ path, call }) => ({ path, call })),
  );
});

const tokenOf = (subject: Subject) => sessionToken(t, acme, ...subject());

async function streamAnswer(path: string, token?: string) {
  const response = await t.app.inject({ method: 'GET', url: path, headers: token ? { 'x-coolvisit-token': token } : {} });
  expect(response.headers['content-type']).toMatch(/json/);
  return { http: response.statusCode, ...(response.json() as Envelope) };
}

const callAnswer = async (name: string, token?: string) => {
  const { http, status, result, reason } = await t.call(name, {}, token);
  return { http, status, result, reason };
};

describe.each(streams)(
  `GET $path refuses as $call does (${process.env.TEST_DIALECT ?? 'sqlite'})`,
  ({ path, call, member, stranger }) => {
    it('without a token: 28', async () => {
      const answer = await streamAnswer(path);
      expect(answer).toEqual(await callAnswer(call));
      expect(answer.status).toBe(Status.noToken);
    });

    it('with a malformed or unknown token: 27', async () => {
      for (const token of ['nonsense', `1-${'ab'.repeat(32)}`]) {
        const answer = await streamAnswer(path, token);
        expect(answer).toEqual(await callAnswer(call, token));
        expect(answer.status).toBe(Status.invalidToken);
      }
    });

    it('with a session idle past the limit: 29', async () => {
      const forStream = await tokenOf(member);
      const forCall = await tokenOf(member);
      t.clock.advance(t.ctx.config.sessionIdleMs + 1);
      const answer = await streamAnswer(path, forStream);
      expect(answer).toEqual(await callAnswer(call, forCall));
      expect(answer.status).toBe(Status.tokenExpired);
      // The expired session has ended, as a call ends it.
      expect((await streamAnswer(path, forStream)).status).toBe(Status.invalidToken);
    });

    it('with a session of a kind it does not serve: 610', async () => {
      const token = await tokenOf(stranger);
      const answer = await streamAnswer(path, token);
      expect(answer).toEqual(await callAnswer(call, token));
      expect(answer.status).toBe(Status.noPermission);
    });
  },
);
