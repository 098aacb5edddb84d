import { Status } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { addDoorGroup, addReader, checkAt } from '../../../test/door-access-factories.js';
import { buildCompany } from '../../../test/factories.js';

/* Wrong device secrets count against the caller's address; over the limit even the right one waits for the next minute. */

const t = useTestApp({}, { rateLimitPerMinute: 3 });

describe(`guessing a reader's secret (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('answers 2001 after three wrong secrets in a minute, and lets the reader in again the next minute', async () => {
    const company = await buildCompany(t);
    const reader = await addReader(t, company, [await addDoorGroup(t, company)]);
    // At the start of a minute, so the four calls share one window.
    t.clock.advance(60_000 - (t.clock.now() % 60_000));
    const scan = { cardNo: 'nobody' };
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await checkAt(t, { ...reader, deviceSecret: `guess-${guess}` }, scan)).status).toBe(Status.invalidToken);
    }
    expect((await checkAt(t, reader, scan)).status).toBe(Status.tooManyRequests);
    t.clock.advance(60_000);
    expect(await checkAt(t, reader, scan)).toMatchObject({ status: 0, result: { open: false, reason: 'unknownCode' } });
  });
});
