import { endpoints, type Envelope, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './api-harness.js';
import { buildCompany, type TestCompany } from './factories.js';

/*
 * The original console calls areas Vestibule once did not serve. Until an
 * area existed its calls answered HTTP 404 with the envelope, so the console
 * showed an error instead of taking an answer it could not read. The last of
 * them, the VIP and depot forms (decision 0037), are served now: under
 * /qcvisit they answer the envelope with the original's fields.
 */

const formCalls = ['getVipForm', 'getDepotForm', 'getDepotFormList'];

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

const legacyCall = (name: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/qcvisit/${name}`,
    payload: { userid: acme.userid, ...payload },
    headers: { 'x-coolvisit-token': acme.token },
  });

describe(`calls of the original console to the forms (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it.each(formCalls)('serves /qcvisit/%s', (name) => {
    expect(Object.keys(endpoints)).toContain(name);
  });

  it('answers a visit of no form with 57 under /qcvisit, as the console reads it', async () => {
    for (const name of ['getVipForm', 'getDepotForm']) {
      const response = await legacyCall(name, { vid: 'v2147483647' });
      expect(response.statusCode).toBe(200);
      expect(response.json<Envelope>()).toMatchObject({ status: Status.noRecord, result: 'vid' });
    }
  });

  it('answers the depot list as a Page of the original paging', async () => {
    const response = await legacyCall('getDepotFormList', {
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      startIndex: 1,
      requestedCount: 10,
    });
    expect(response.json<Envelope>()).toEqual({
      status: 0,
      reason: 'success',
      result: { list: [], count: 0, pageNo: 1, pageSize: 10 },
    });
  });
});
