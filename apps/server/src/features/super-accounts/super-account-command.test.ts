import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Envelope, type LoginResult, Status } from '@vestibule/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { runSuperAccountCommand, UsageError } from '../../super-account-command.js';

/* The operator's command acts on the data the server uses: here the embedded database under DATA_DIR. */

const dataDir = mkdtempSync(path.join(tmpdir(), 'vestibule-accounts-'));
const environment = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', CAPTCHA: 'off', SEED_DEMO: 'off' };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function withServer<T>(work: (call: (name: string, body: unknown) => Promise<Envelope>) => Promise<T>): Promise<T> {
  const { app } = await buildApp({ config: loadConfig(environment) });
  try {
    return await work(async (name, body) =>
      (await app.inject({ method: 'POST', url: `/api/${name}`, payload: body as object })).json(),
    );
  } finally {
    await app.close();
  }
}

const run = (args: string[], password = 'group-Pass-1') =>
  runSuperAccountCommand(args, { ...environment, SUPER_ACCOUNT_PASSWORD: password });

describe('npm run super-account', () => {
  it('adds a super account and an HQ Administrator over an existing company, which then sign in', async () => {
    const userid = await withServer(async (call) => {
      const answer = (await call('Register', {
        name: 'Olga Operator',
        company: 'Northwind',
        email: 'olga@northwind.example',
        phone: '13900000077',
        password: 'secret-Pass1',
      })) as Envelope<LoginResult>;
      return answer.result.userid;
    });
    expect(await run(['add', 'LFT_north', '--company', String(userid), '--name', 'North group'])).toMatch(
      /^Super account LFT_north \(id \d+\) covers companies \d+$/,
    );
    expect(await run(['add', 'north-hq', '--hq', '--company', String(userid)])).toMatch(/^HQ Administrator north-hq/);
    await withServer(async (call) => {
      const counts = await call('superAccountLogin', { username: 'LFT_north', password: 'group-Pass-1' });
      expect(counts).toMatchObject({ status: 0, result: { company: 'North group', userid, hq: 0 } });
      const hq = await call('superAccountLogin', { username: 'north-hq', password: 'group-Pass-1' });
      expect(hq).toMatchObject({ status: 0, result: { userid, hq: 1 } });
    });
    expect(await run(['disable', 'LFT_north'])).toBe('LFT_north disabled');
    await withServer(async (call) => {
      const refused = await call('superAccountLogin', { username: 'LFT_north', password: 'group-Pass-1' });
      expect(refused.status).toBe(Status.accountDisabled);
    });
  });

  it('says how to use it, and refuses what it cannot do without touching the data', async () => {
    await expect(run([])).rejects.toBeInstanceOf(UsageError);
    await expect(run(['add', 'LFT_x'])).rejects.toThrow('Name at least one --company the account covers');
    await expect(run(['add', 'LFT_x', '--company', 'abc'])).rejects.toThrow('--company must be a company id');
    await expect(run(['add', 'LFT_x', '--company', '1'], '')).rejects.toThrow('Give the password in SUPER_ACCOUNT_PASSWORD');
    await expect(run(['add', 'LFT_ghost', '--company', '999999'])).rejects.toMatchObject({ status: Status.invalidField });
    await expect(run(['remove', 'LFT_nobody'])).rejects.toMatchObject({ status: Status.invalidUser });
  });
});
