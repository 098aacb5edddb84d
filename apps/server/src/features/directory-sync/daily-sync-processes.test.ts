import { afterEach, describe, expect, it } from 'vitest';
import { startFakeProvider } from '../../../test/fake-provider.js';
import { stageDingTalk } from '../../../test/directory-fakes.js';
import { freshDatabase, startServer, stopServers } from '../../../test/server-processes.js';
import { testDialect } from '../../../test/test-database.js';

/*
 * The daily sync with two server processes on one PostgreSQL database, its
 * schedule ticking every second (the fixture's DIRECTORY_SYNC_SCHEDULE): every
 * tick of a day names the same per-company key, so each company syncs once.
 * PostgreSQL only: on SQLite one process holds the database file.
 */

afterEach(stopServers);

const until = async (condition: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.runIf(testDialect === 'postgres')('daily directory sync across server processes (PostgreSQL only)', () => {
  it('syncs each company with automatic sync on exactly once a day', { timeout: 120_000 }, async () => {
    const dingTalk = await startFakeProvider();
    try {
      stageDingTalk(dingTalk, {
        departments: [{ id: 5, name: 'Front' }],
        users: [{ userid: 'd-1', name: 'Dee', mobile: '13700000001', dept_id_list: [5] }],
      });
      const { db, url } = await freshDatabase();
      const company = (id: number, ddautosync: number) => ({
        id,
        company: `Company ${id}`,
        companyKey: `company ${id}`,
        username: 'Admin',
        email: `admin-${id}@example.com`,
        phone: `1390000000${id}`,
        passwordHash: 'x',
        passwordChangedAt: 0,
        regDate: 0,
        ddnotify: 1,
        ddautosync,
        ddcorpid: `key-${id}`,
        ddcorpsecret: 'secret',
        ddagentid: '1',
      });
      await db
        .insertInto('company')
        .values([company(1, 1), company(2, 0)])
        .execute();

      const env = { DIRECTORY_SYNC_SCHEDULE: 'on', DINGTALK_API_URL: dingTalk.url };
      const servers = [startServer(url, env), startServer(url, env)];
      await Promise.all(servers.map((server) => server.waitFor(/^ready$/)));
      const ticked = (server: (typeof servers)[number]) =>
        server.lines.filter((line) => line.startsWith('tick directory-sync.daily:')).length;
      // Several ticks in both processes, and the sync's job done.
      await until(async () => servers.every((server) => ticked(server) >= 4), 60_000);
      await until(
        async () =>
          (await db.selectFrom('job').select('status').where('kind', '=', 'directory-sync.company').execute()).every(
            (job) => job.status === 'done',
          ),
        30_000,
      );
      await Promise.all(servers.map((server) => server.stop()));

      const jobs = await db
        .selectFrom('job')
        .select(['uniqueKey', 'companyId'])
        .where('kind', '=', 'directory-sync.company')
        .execute();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ companyId: 1, uniqueKey: expect.stringMatching(/^directory-sync:1:\d{4}-\d{2}-\d{2}$/) });
      const reports = await db.selectFrom('syncReport').select(['companyId', 'trigger', 'added']).execute();
      expect(reports).toEqual([{ companyId: 1, trigger: 'auto', added: 1 }]);
      expect(dingTalk.requestsTo('/department/list')).toHaveLength(1);
      const employees = await db.selectFrom('employee').select(['companyId', 'ddid']).execute();
      expect(employees).toEqual([{ companyId: 1, ddid: 'd-1' }]);
    } finally {
      await dingTalk.close();
    }
  });
});
