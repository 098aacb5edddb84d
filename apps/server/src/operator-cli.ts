import { AppError } from '@vestibule/contract';
import { runCompanyPlanCommand } from './company-plan-command.js';
import { ConfigError } from './platform/config.js';
import { runSuperAccountCommand, UsageError } from './super-account-command.js';

/* npm run super-account -- … and npm run company-plan -- …: the operator's commands from a shell. */

const commands: Record<string, (args: string[]) => Promise<string>> = {
  'super-account': runSuperAccountCommand,
  'company-plan': runCompanyPlanCommand,
};

const [name = '', ...args] = process.argv.slice(2);
const command = commands[name];
if (!command) {
  console.error(`Usage: operator-cli.ts <${Object.keys(commands).join(' | ')}> …`);
  process.exit(1);
}
command(args).then(
  (message) => process.stdout.write(`${message}\n`),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
    else if (error instanceof AppError) console.error(`Refused (${error.status}): ${error.message}`);
    else console.error(error);
    process.exit(1);
  },
);
