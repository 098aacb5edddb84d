import { parseArgs } from 'node:util';
import { buildApp } from './app.js';
import {
  createSuperAccount,
  relateSuperAccount,
  removeSuperAccount,
  setSuperAccountDisabled,
  unrelateSuperAccount,
} from './features/super-accounts/super-accounts.service.js';
import { loadConfig } from './platform/config.js';

/*
 * The operator's command for super accounts and HQ Administrators, which no
 * company creates for itself: they read several companies. It uses the
 * server's own configuration (DATABASE_URL or DATA_DIR), so it acts on the same data.
 */

const usage = `Usage: npm run super-account -- <command> <username> [options]
  add <LFT_name> --company <id> [--company <id> ...] [--name <shown name>]   (password from SUPER_ACCOUNT_PASSWORD or --password)
  add <name> --hq --company <id> [...]        an HQ Administrator over those branches
  relate <LFT_name> --company <id> [...]      cover more companies
  unrelate <LFT_name> --company <id> [...]    stop covering companies
  disable <LFT_name> | enable <LFT_name> | remove <LFT_name>`;

/** Runs one command line (without the program name) and says what it did; UsageError or AppError when it cannot. */
export async function runSuperAccountCommand(args: string[], environment: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      company: { type: 'string', multiple: true, default: [] },
      name: { type: 'string', default: '' },
      hq: { type: 'boolean', default: false },
      password: { type: 'string' },
    },
  });
  const [command, username] = positionals;
  if (!command || !username) throw new UsageError(usage);
  const companyIds = values.company.map((value) => {
    const id = Number(value);
    if (!Number.isInteger(id) || id <= 0) throw new UsageError(`--company must be a company id (userid), not "${value}"`);
    return id;
  });
  const { app, ctx } = await buildApp({ config: { ...loadConfig(environment), seedDemo: false } });
  try {
    switch (command) {
      case 'add': {
        const password = values.password ?? environment.SUPER_ACCOUNT_PASSWORD ?? '';
        if (!password) throw new UsageError('Give the password in SUPER_ACCOUNT_PASSWORD (or --password)');
        if (companyIds.length === 0) throw new UsageError('Name at least one --company the account covers');
        const displayName = values.name || username;
        const id = await createSuperAccount(ctx, { username, password, displayName, companyIds, hq: values.hq });
        return `${values.hq ? 'HQ Administrator' : 'Super account'} ${username} (id ${id}) covers companies ${companyIds.join(', ')}`;
      }
      case 'relate':
        await relateSuperAccount(ctx, username, companyIds);
        return `${username} now also covers ${companyIds.join(', ')}`;
      case 'unrelate':
        await unrelateSuperAccount(ctx, username, companyIds);
        return `${username} no longer covers ${companyIds.join(', ')}`;
      case 'disable':
      case 'enable':
        await setSuperAccountDisabled(ctx, username, command === 'disable');
        return `${username} ${command}d`;
      case 'remove':
        await removeSuperAccount(ctx, username);
        return `${username} removed`;
      default:
        throw new UsageError(usage);
    }
  } finally {
    await app.close();
  }
}

export class UsageError extends Error {}
