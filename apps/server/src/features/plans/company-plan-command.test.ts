import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Envelope, type LoginResult, type PlanSummary } from '@vestibule/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { runCompanyPlanCommand } from '../../company-plan-command.js';
import { loadConfig } from '../../platform/config.js';
import { UsageError } from '../../super-account-command.js';

/* The operator's plan command acts on the data the server uses: here the embedded database under DATA_DIR. */

const dataDir = mkdtempSync(path.join(tmpdir(), 'vestibule-plans-'));
const environment = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', CAPTCHA: 'off', SEED_DEMO: 'off', DEFAULT_PLAN: 'free' };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function call<T>(name: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const { app } = await buildApp({ config: loadConfig(environment) });
  try {
    const headers = token ? { 'x-coolvisit-token': token } : {};
    return (await app.inject({ method: 'POST', url: `/api/${name}`, payload: body as object, headers })).json();
  } finally {
    await app.close();
  }
}

describe('npm run company-plan', () => {
  it('starts a registration on DEFAULT_PLAN, prints a company’s plan, and moves it to another', async () => {
    const registered = await call<LoginResult>('Register', {
      name: 'Paula Planner',
      company: 'Planwise',
      email: 'paula@planwise.example',
      phone: '13900000088',
      password: 'secret-Pass1',
    });
    const { userid, token } = registered.result;
    const header = `${userid}-${token}`;
    expect((await call<PlanSummary>('getPlan', {}, header)).result.plan).toBe('free');

    expect(await runCompanyPlanCommand([String(userid)], environment)).toBe(
      `Company ${userid} is on the free plan: employees 0/50, smsPerMonth 0/100, residentCompanies 0/0, gates 0/1`,
    );
    expect(await runCompanyPlanCommand([String(userid), 'factory'], environment)).toMatch(
      /on the factory plan: employees 0\/unlimited/,
    );
    expect((await call<PlanSummary>('getPlan', {}, header)).result.plan).toBe('factory');
  });

  it('says how to use it, and refuses an unknown plan or company', async () => {
    await expect(runCompanyPlanCommand([], environment)).rejects.toThrow(UsageError);
    await expect(runCompanyPlanCommand(['12345678', 'platinum'], environment)).rejects.toThrow(
      'The plan must be one of free, business, factory, not "platinum"',
    );
    await expect(runCompanyPlanCommand(['12345678', 'business'], environment)).rejects.toThrow('No company 12345678');
  });
});
