import { AppError } from '@vestibule/contract';
import { ConfigError } from './platform/config.js';
import { runSuperAccountCommand, UsageError } from './super-account-command.js';

/* npm run super-account -- …: the operator's command (super-account-command.ts) from a shell. */

runSuperAccountCommand(process.argv.slice(2)).then(
  (message) => process.stdout.write(`${message}\n`),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
    else if (error instanceof AppError) console.error(`Refused (${error.status}): ${error.message}`);
    else console.error(error);
    process.exit(1);
  },
);
