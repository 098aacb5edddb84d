import { type LoginResult, Status } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-harness.js';
import { buildCompany, signIn, type TestCompany } from '../../test/factories.js';

/* A download ticket stands in for the session that asked for it, so it dies with that session. */

const t = useTestApp();

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function ticketUrl(token: string) {
  const answer = await t.call<{ url: string }>('getDownloadTicket', { name: 'ExportEmployeeList' }, token);
  expect(answer.status).toBe(0);
  return answer.result.url;
}

const download = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return response.headers['content-type'] === xlsxType ? 'file' : (response.json() as { status: number }).status;
};

/** A second session of the same Administrator, as from another device. */
async function secondSession(company: TestCompany) {
  const answer = await signIn(t, company.email, company.password);
  expect(answer.status).toBe(0);
  return `${company.userid}-${(answer.result as LoginResult).token}`;
}

describe(`download tickets (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('open the download once while their session is open', async () => {
    const company = await buildCompany(t);
    const url = await ticketUrl(company.token);
    expect(await download(url)).toBe('file');
    expect(await download(url)).toBe(Status.invalidToken);
  });

  it.each([
    ['its session logs out', (company: TestCompany) => t.call('logout', {}, company.token)],
    [
      'the password is changed on another device',
      async (company: TestCompany) =>
        t.call('updatePassword', { oldpwd: company.password, newpwd: 'changed-Pass1' }, await secondSession(company)),
    ],
  ])('answer 27, unused, once %s', async (_case, endSession) => {
    const company = await buildCompany(t);
    const url = await ticketUrl(company.token);
    expect((await endSession(company)).status).toBe(0);
    expect(await download(url)).toBe(Status.invalidToken);
  });

  it("keep working when another of the same Administrator's sessions ends", async () => {
    const company = await buildCompany(t);
    const elsewhere = await secondSession(company);
    const url = await ticketUrl(company.token);
    expect((await t.call('logout', {}, elsewhere)).status).toBe(0);
    expect(await download(url)).toBe('file');
  });
});
