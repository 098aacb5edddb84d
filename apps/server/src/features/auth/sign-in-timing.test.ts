import { performance } from 'node:perf_hooks';
import { Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, passCaptcha, type TestCompany } from '../../../test/factories.js';
import { fromAddress } from '../../../test/from-address.js';
import { newPhone, seedEmployee } from '../../../test/people-factories.js';

/*
 * Whether an account exists must not show in how long its sign-in takes.
 * Without the dummy hash an unknown account answers 10-30 times faster. On a
 * loaded machine single calls swing from 20 ms to a second, and medians of 20
 * by 2x, so the lower quartiles are compared: they show the work each path
 * does, as an attacker repeating many tries would see it. The margin (3x either
 * way) is wide against the gap it guards.
 */

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

const rounds = 20;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  return (sorted[Math.floor(at)]! + sorted[Math.ceil(at)]!) / 2;
};

interface TimingCase {
  name: string;
  /** A known account and an unknown one; answers a sign-in call's name and body for an account and password. */
  accounts(): Promise<{ known: string; unknown: () => string }>;
  call: string;
  body(account: string, password: string, digest: string): object;
  captchaFor(account: string): { email?: string; phone?: string };
}

const cases: TimingCase[] = [
  {
    name: 'Login',
    accounts: async () => ({ known: acme.email, unknown: () => `nobody-${newPhone()}@example.com` }),
    call: 'Login',
    body: (email, password, digest) => ({ email, password, digest }),
    captchaFor: (email) => ({ email }),
  },
  {
    name: 'empLogin',
    accounts: async () => ({ known: (await seedEmployee(t, acme.userid)).phone, unknown: newPhone }),
    call: 'empLogin',
    body: (phone, empPwd, digest) => ({ phone, empPwd, digest }),
    captchaFor: (phone) => ({ phone }),
  },
];

describe(`sign-in time (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it.each(cases)(
    '$name answers an unknown account in about the time of a known one with a wrong password',
    async ({ accounts, call, body, captchaFor }) => {
      const { known, unknown } = await accounts();
      let host = 0;
      // Every attempt from its own address, so that no lock cuts an answer short.
      const timed = async (account: string, status: number) => {
        const digest = await passCaptcha(t, captchaFor(account));
        host += 1;
        const client = fromAddress(t, `10.77.${host >> 8}.${host & 255}`);
        const started = performance.now();
        const answer = await client.call(call, body(account, 'wrong-Pass1', digest));
        const elapsed = performance.now() - started;
        expect(answer.status).toBe(status);
        return elapsed;
      };
      for (let warmUp = 0; warmUp < 3; warmUp += 1) {
        await timed(known, Status.invalidPassword);
        await timed(unknown(), Status.invalidUser);
      }
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      // Interleaved, each first in turn, so that the machine's load weighs on both alike.
      for (let round = 0; round < rounds; round += 1) {
        if (round % 2 === 0) knownTimes.push(await timed(known, Status.invalidPassword));
        unknownTimes.push(await timed(unknown(), Status.invalidUser));
        if (round % 2 === 1) knownTimes.push(await timed(known, Status.invalidPassword));
      }
      const [unknownTime, knownTime] = [quantile(unknownTimes, 0.25), quantile(knownTimes, 0.25)];
      const ratio = unknownTime / knownTime;
      const seen = `lower quartiles: unknown ${unknownTime.toFixed(1)} ms, known ${knownTime.toFixed(1)} ms; medians: unknown ${quantile(unknownTimes, 0.5).toFixed(1)} ms, known ${quantile(knownTimes, 0.5).toFixed(1)} ms`;
      expect(ratio, seen).toBeGreaterThan(1 / 3);
      expect(ratio, seen).toBeLessThan(3);
    },
  );
});
