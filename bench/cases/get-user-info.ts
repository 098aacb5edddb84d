import type { LoginResult } from '@vestibule/contract';
import type { BenchCase } from '../lib/bench-case.js';
import { compareLoad, loadDescription, type LoadRequest } from '../lib/load.js';
import { printLoadTable, throughputRatio } from '../lib/report.js';
import { callApi, startApp, startBareServer } from '../lib/server.js';

const target = 0.5;

/** GetUserInfo through the whole app against a bare route answering the same precomputed JSON. */
export const getUserInfoCase: BenchCase = {
  name: 'get-user-info',
  summary: 'GetUserInfo throughput: app / bare route >= 0.5',
  async run(database) {
    let answer: unknown = null;
    const app = await startApp(database);
    const bare = await startBareServer((server) => {
      server.post('/api/GetUserInfo', async () => answer);
    });
    try {
      const registered = await callApi<LoginResult>(app.url, 'Register', {
        name: 'Ada Admin',
        company: 'Bench Company',
        email: 'admin@bench.example.com',
        phone: '13900000000',
        password: 'secret-Pass1',
      });
      const { userid, token } = registered.envelope.result;
      const headers = { 'content-type': 'application/json', 'x-coolvisit-token': `${userid}-${token}` };
      const body = JSON.stringify({ userid });
      const expected = await callApi(app.url, 'GetUserInfo', { userid }, headers['x-coolvisit-token']);
      answer = expected.envelope;
      const bareBody = await (await fetch(`${bare.url}/api/GetUserInfo`, { method: 'POST', headers, body })).text();
      if (bareBody !== expected.body) throw new Error('the bare route does not answer the same JSON as the app');

      const request = (url: string): LoadRequest => ({ url: `${url}/api/GetUserInfo`, headers, body, expectBody: expected.body });
      const [measured, baseline] = await compareLoad([
        { label: 'app POST /api/GetUserInfo', request: request(app.url) },
        { label: 'bare route, same JSON', request: request(bare.url) },
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
      await Promise.all([app.close(), bare.close()]);
    }
  },
};
