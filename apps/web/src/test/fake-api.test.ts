import { describe, expect, it } from 'vitest';
import { callApi } from '../lib/api-client';
import { answerMisfit, fail, fakeApi, ok } from './fake-api';
import { fakeCompany } from './fake-company';

describe('fake api', () => {
  it('answers a success that fits the response schema of its endpoint', async () => {
    fakeApi({ GetUserInfo: () => ok(fakeCompany({ company: 'Acme' })) });
    await expect(callApi('GetUserInfo')).resolves.toMatchObject({ company: 'Acme' });
  });

  it.fails("fails the test when a success does not fit its endpoint's response schema", async () => {
    // @ts-expect-error: GetUserInfo answers a whole company, not just its name
    fakeApi({ GetUserInfo: () => ok({ company: 'Acme' }) });
    await callApi('GetUserInfo').catch(() => undefined);
  });

  it("names the endpoint and zod's issue, and leaves refusals and fitting answers alone", () => {
    const company = answerMisfit('GetUserInfo', ok({ company: 'Acme' }));
    expect(company).toContain('The fake answer of GetUserInfo does not fit its response schema');
    expect(company).toContain('✖ Invalid input: expected number, received undefined\n  → at userid');
    expect(answerMisfit('getEmployeeCount', ok({ total: '4', empcount: 4 }))).toContain(
      '✖ Invalid input: expected number, received string\n  → at total',
    );
    expect(answerMisfit('GetUserInfo', fail(27, 'Invalid token'))).toBeNull();
    expect(answerMisfit('getEmployeeCount', ok({ total: 4, empcount: 4 }))).toBeNull();
  });
});
