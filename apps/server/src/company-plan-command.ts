import { isPlan, plans } from '@vestibule/contract';
import { buildApp } from './app.js';
import { planSummary, setPlan } from './features/plans/plans.service.js';
import { loadConfig } from './platform/config.js';
import { UsageError } from './super-account-command.js';

/*
 * The operator's command for a company's plan, which no company sets for
 * itself. Without a plan it prints the company's plan and what it uses; it
 * acts on the server's own data (DATABASE_URL or DATA_DIR).
 */

const usage = `Usage: npm run company-plan -- <userid> [${plans.join(' | ')}]`;

/** Runs one command line and says what it did; UsageError when it cannot. */
export async function runCompanyPlanCommand(args: string[], environment: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [userid = '', plan] = args;
  const companyId = Number(userid);
  if (!Number.isInteger(companyId) || companyId <= 0 || args.length > 2) throw new UsageError(usage);
  if (plan !== undefined && !isPlan(plan)) throw new UsageError(`The plan must be one of ${plans.join(', ')}, not "${plan}"`);
  const { app, ctx } = await buildApp({ config: { ...loadConfig(environment), seedDemo: false } });
  try {
    if (plan !== undefined && !(await setPlan(ctx, companyId, plan))) throw new UsageError(`No company ${companyId}`);
    const summary = await planSummary(ctx, companyId);
    const quotas = summary.quotas.map((quota) => `${quota.limit} ${quota.used}/${quota.allowed ?? 'unlimited'}`);
    return `Company ${companyId} is on the ${summary.plan} plan: ${quotas.join(', ')}`;
  } finally {
    await app.close();
  }
}
