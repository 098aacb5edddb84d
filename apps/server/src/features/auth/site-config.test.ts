import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';

/* The console builds the tablet's and the terminal's links from the site's public address when the server has one. */

const t = useTestApp({ PUBLIC_URL: 'https://visit.example.com/' });

describe(`getSiteConfig (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('tells anyone the public address PUBLIC_URL sets, without its trailing slash', async () => {
    const answer = await t.call<{ publicUrl?: string }>('getSiteConfig', {});
    expect(answer).toMatchObject({ status: 0, result: { publicUrl: 'https://visit.example.com' } });
  });
});
