import type { LoginResult } from '@vestibule/contract';
import SQLite from 'better-sqlite3';
import { companyWithEmployeeTotalQuery } from '../../apps/server/src/features/account/account.repo.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { connectDatabase } from '../../apps/server/src/platform/db/connect.js';
import type { BenchCase } from '../lib/bench-case.js';
import type { BenchDatabase } from '../lib/databases.js';
import { compareLoad, loadDescription, type LoadRequest } from '../lib/load.js';
import { printLoadTable, throughputRatio } from '../lib/report.js';
import { callApi, startApp, startBareServer } from '../lib/server.js';
import { benchPool } from '../lib/bench-pool.js';

const target = 0.5;

/** The company query GetUserInfo runs, through the bare driver of the database. */
async function bareCompanyQuery(database: BenchDatabase, userid: number) {
  const config = loadConfig({ ...database.environment, LOG_LEVEL: 'error' });
  const compiler = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  const { sql, parameters } = companyWithEmployeeTotalQuery(compiler.db, userid).compile();
  await compiler.destroy();
  if (database.dialect === 'sqlite') {
    const connection = new SQLite(config.sqliteFile);
    const statement = connection.prepare(sql);
    return { run: async () => statement.get(...parameters), close: async () => connection.close() };
  }
  const pool = benchPool(config.databaseUrl, config.databasePoolSize);
  return { run: async () => (await pool.query(sql, [...parameters])).rows[0], close: () => pool.end() };
}

/**
 * GetUserInfo through the whole app (session, company query, envelope)
 * against a bare Fastify route that runs the same company query through the
 * bare driver: the app's own cost is what the ratio shows.
 */
export const getUserInfoCase: BenchCase = {
  name: 'get-user-info',
  summary: 'GetUserInfo throughput: app / bare route running the same company query >= 0.5',
  async run(database) {
    const app = await startApp(database);
    let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
    let driver: Awaited<ReturnType<typeof bareCompanyQuery>> | undefined;
    try {
      const registered = await callApi<LoginResult>(app.url, 'Register', {
        name: 'Ada Admin',
        company: 'Bench Company',
        email: 'admin@bench.example.com',
        phone: '13900000000',
        password: 'secret-Pass1',
      });
      const { userid, token } = registered.envelope.result;
      driver = await bareCompanyQuery(database, userid);
      const run = driver.run;
      bare = await startBareServer((server) => {
        server.post('/api/GetUserInfo', async () => ({ status: 0, result: await run(), reason: 'success' }));
      });
      const headers = { 'content-type': 'application/json', 'x-coolvisit-token': `${userid}-${token}` };
      const body = JSON.stringify({ userid });
      const expected = await callApi(app.url, 'GetUserInfo', { userid }, headers['x-coolvisit-token']);
      const bareAnswer = await (await fetch(`${bare.url}/api/GetUserInfo`, { method: 'POST', headers, body })).text();
      const [measured, baseline] = await compareLoad([
        {
          label: 'app POST /api/GetUserInfo',
          request: { url: `${app.url}/api/GetUserInfo`, headers, body, expectBody: expected.body },
        },
        {
          label: 'bare route, same company query',
          request: { url: `${bare.url}/api/GetUserInfo`, headers, body, expectBody: bareAnswer } satisfies LoadRequest,
        },
      ]);
      if (!measured || !baseline) throw new Error('the load run answered no figures');
      printLoadTable(`get-user-info on ${database.dialect}: ${loadDescription()}`, [measured, baseline]);
      return [
        throughputRatio(
          { caseName: this.name, database: database.dialect, label: 'throughput app / bare' },
          measured,
          baseline,
          target,
        ),
      ];
    } finally {
      await Promise.all([app.close(), bare?.close(), driver?.close()]);
    }
  },
};
