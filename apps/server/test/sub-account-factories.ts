import { type SubAccount, subAccountModules } from '@vestibule/contract';
import type { TestApp } from './api-harness.js';
import type { TestCompany } from './factories.js';
import { sessionToken } from './people-factories.js';

let sequence = 0;

export interface TestSubAccount extends SubAccount {
  /** The header value its client sends: `<userid>-<token>`, of a session opened directly. */
  token: string;
}

/**
 * Turns the company's resident-company mode on and adds a resident company
 * (every module and the invite bit unless `fields` say otherwise), with a session.
 */
export async function buildSubAccount(
  t: TestApp,
  company: TestCompany,
  fields: Record<string, unknown> = {},
): Promise<TestSubAccount> {
  const switched = await t.call('updateSASwitch', { subAccount: 1 }, company.token);
  if (switched.status !== 0) throw new Error(`updateSASwitch failed: ${switched.status} ${switched.reason}`);
  const id = `${Date.now().toString(36)}${(sequence++).toString(36)}`;
  const answer = await t.call<SubAccount>(
    'addSubAccount',
    {
      companyName: `Resident ${id}`,
      email: `resident-${id}@example.com`,
      password: 'resident-Pass1',
      vaPerm: 1,
      module: [...subAccountModules],
      ...fields,
    },
    company.token,
  );
  if (answer.status !== 0) throw new Error(`addSubAccount failed: ${answer.status} ${answer.reason}`);
  const session = await sessionToken(t, company, 'subaccount', answer.result.id);
  return { ...answer.result, token: `${company.userid}-${session.slice(session.lastIndexOf('-') + 1)}` };
}
