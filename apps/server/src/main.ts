import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { buildApp } from './app.js';
import { expiryPurges, featureJobs, featureSchedules } from './features/index.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { type BackgroundWork, startBackgroundWork } from './platform/jobs/background.js';
import { seedDemoCompany } from './platform/seed.js';

/*
 * V8 learns that an allocation site's objects tend to survive and then allocates
 * them straight into the old generation. A long export or import trains that on
 * rows that die a moment later, and the old generation then fills with garbage
 * until a full collection: on PostgreSQL a 1,000,000-row export grew the process
 * by 180 MB. Without pretenuring such rows die young and memory stays flat.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  config.webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const { app, ctx } = await buildApp({ config });

  if (config.seedDemo) {
    const demo = await seedDemoCompany(ctx);
    if (demo) {
      console.log(`\nDemo company created. Sign in as Administrator:\n  email:    ${demo.email}\n  password: ${demo.password}\n`);
    }
  }

  let closing = false;
  let background: BackgroundWork | undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    ctx.logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // The job in hand finishes (or, past the time-out, rolls back and runs again elsewhere) before the database closes.
    await background?.stop();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (!closing) background = startBackgroundWork(ctx, { purges: expiryPurges, featureSchedules, featureJobs });
  console.log(
    `Vestibule is running at ${config.publicUrl} (database: ${ctx.database.dialect === 'postgres' ? 'PostgreSQL' : config.sqliteFile})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
