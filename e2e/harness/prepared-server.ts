import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { connectDatabase } from '../../apps/server/src/platform/db/connect.js';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate.js';
import { repoRoot } from './paths.js';

/*
 * What every browser test's server starts from, made once per run: the server
 * and the operator's commands bundled into one file each (node starts them in a
 * fraction of the time tsx takes to compile the sources again), and a migrated
 * SQLite file copied as its database.
 */

const bundleFolder = path.join(repoRoot, 'apps/server/dist');
export const serverBundle = path.join(bundleFolder, 'main.mjs');

export interface PreparedServer {
  bundle: string;
  /** apps/server/src/operator-cli.ts, as `npm run super-account` and `npm run company-plan` run it. */
  operatorBundle: string;
  migratedDatabase: string;
}

function serverPackages(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(manifest.dependencies)
    .filter((name) => !name.startsWith('@vestibule/'))
    .flatMap((name) => [name, `${name}/*`]);
}

export async function prepareServer(folder: string): Promise<PreparedServer> {
  // Beside the sources' folder, so the bundle finds its packages and the built web pages as main.ts does.
  await build({
    entryPoints: ['main', 'operator-cli'].map((name) => path.join(repoRoot, `apps/server/src/${name}.ts`)),
    outdir: bundleFolder,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The server's packages load from node_modules as usual; the workspace's contract is TypeScript, so it is bundled.
    external: serverPackages(),
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  const migratedDatabase = path.join(folder, 'migrated.db');
  const database = connectDatabase({ sqliteFile: migratedDatabase });
  await migrateToLatest(database.db);
  await database.destroy();
  if (!fs.existsSync(migratedDatabase)) throw new Error('the migrated database was not written');
  return { bundle: serverBundle, operatorBundle: path.join(bundleFolder, 'operator-cli.mjs'), migratedDatabase };
}
