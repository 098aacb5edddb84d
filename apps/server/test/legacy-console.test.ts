import { endpoints, type Envelope, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './api-harness.js';
import { buildCompany, type TestCompany } from './factories.js';

/*
 * The original console calls areas Vestibule does not serve yet. Until an
 * area exists its calls answer HTTP 404 with the envelope, so the console
 * shows an error instead of taking an answer it cannot read. When an area
 * arrives, its calls leave this list.
 */

const notYetServed = ['getVipForm', 'getDepotForm'];

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

describe(`calls of the original console to areas not served yet (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it.each(notYetServed)('answers /qcvisit/%s with HTTP 404 and the envelope', async (name) => {
    expect(Object.keys(endpoints)).not.toContain(name);
    const response = await t.app.inject({
      method: 'POST',
      url: `/qcvisit/${name}`,
      payload: { userid: acme.userid, startIndex: 1, requestedCount: 10 },
      headers: { 'x-coolvisit-token': acme.token },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<Envelope>()).toEqual({
      status: Status.notFound,
      result: null,
      reason: `Unknown call: POST /qcvisit/${name}`,
    });
  });
});
