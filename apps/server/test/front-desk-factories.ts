import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { invitationToken } from '../src/features/invitations/invitation.service.js';
import { hostNoticeKey } from '../src/features/visits/host-notice.job.js';
import type { TestApp } from './api-harness.js';
import { passCaptcha, type TestCompany } from './factories.js';

/* The front desk's tests: the desk's own session, a scanned invitation's code, what the host was told. */

/** A reception account of the company (AddManager); its id and sign-in. */
export async function addDesk(t: TestApp, company: TestCompany) {
  const account = `desk-${company.userid}-${randomInt(1_000_000)}`;
  const password = 'desk-Pass1';
  const added = await t.call<{ id: number }>('AddManager', { account, password, sname: 'Front Desk' }, company.token);
  expect(added.status, added.reason).toBe(0);
  return { id: added.result.id, account, password };
}

/** A reception desk's session, opened the way the tablet opens it: LoginManager with the account's password. */
export async function deskToken(t: TestApp, company: TestCompany): Promise<string> {
  const { account, password } = await addDesk(t, company);
  const digest = await passCaptcha(t, { email: account });
  const login = await t.call<{ token: string }>('LoginManager', { account, password, digest });
  expect(login.status, login.reason).toBe(0);
  return `${account}-${login.result.token}`;
}

/** The code of an invitation's mail (its signed token), made from the stored visit. */
export async function codeOf(t: TestApp, vid: number): Promise<string> {
  const visit = await t.ctx.database.db.selectFrom('visit').selectAll().where('id', '=', vid).executeTakeFirstOrThrow();
  return invitationToken(t.ctx, visit);
}

/** Whether the host's arrival mail was queued for the visit. */
export async function hostNoticed(t: TestApp, vid: number): Promise<boolean> {
  const job = await t.ctx.database.db
    .selectFrom('job')
    .select('id')
    .where('uniqueKey', '=', hostNoticeKey(vid))
    .executeTakeFirst();
  return job !== undefined;
}

/** The stored visit row, as the database holds it. */
export const visitRow = (t: TestApp, vid: number) =>
  t.ctx.database.db.selectFrom('visit').selectAll().where('id', '=', vid).executeTakeFirst();
