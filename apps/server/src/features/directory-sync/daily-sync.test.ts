import type { SyncReport } from '@vestibule/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany } from '../../../test/factories.js';
import { startFakeProvider } from '../../../test/fake-provider.js';
import { companySyncJob, dailySyncJob, dailySyncKey } from './directory-sync.job.js';

const rtx = await startFakeProvider();
afterAll(() => rtx.close());
const t = useTestApp();

const jobInfo = { id: 0, attempts: 1 } as Parameters<typeof dailySyncJob>[2];

describe('daily directory sync', () => {
  it('enqueues one job per company with its sync on, once a day however often it ticks', async () => {
    const [dingTalkOn, rtxOn, syncOff, rtxUnset] = [
      await buildCompany(t),
      await buildCompany(t),
      await buildCompany(t),
      await buildCompany(t),
    ];
    const db = t.ctx.database.db;
    await db.updateTable('company').set({ ddnotify: 1, ddautosync: 1 }).where('id', '=', dingTalkOn.userid).execute();
    await db
      .updateTable('company')
      .set({ rtxip: '127.0.0.1', rtxport: rtx.port, rtxAuto: 1 })
      .where('id', '=', rtxOn.userid)
      .execute();
    await db.updateTable('company').set({ ddnotify: 1, ddautosync: 0 }).where('id', '=', syncOff.userid).execute();
    await db.updateTable('company').set({ rtxAuto: 1 }).where('id', '=', rtxUnset.userid).execute();

    const midnight = new Date(2026, 10, 25).toISOString();
    await dailySyncJob(t.ctx, { period: midnight }, jobInfo);
    await dailySyncJob(t.ctx, { period: midnight }, jobInfo);
    const jobs = await db
      .selectFrom('job')
      .select(['companyId', 'uniqueKey', 'payload'])
      .where('kind', '=', 'directory-sync.company')
      .orderBy('companyId')
      .execute();
    // Company ids are random: compare in id order.
    const expected = [
      [dailySyncKey(dingTalkOn.userid, '2026-11-25'), { companyId: dingTalkOn.userid, source: 'dingtalk' }],
      [dailySyncKey(rtxOn.userid, '2026-11-25'), { companyId: rtxOn.userid, source: 'rtx' }],
    ] as const;
    expect(jobs.map((job) => [job.uniqueKey, JSON.parse(job.payload)])).toEqual(
      [...expected].sort((a, b) => a[1].companyId - b[1].companyId),
    );

    rtx.on('GET /userlist.cgi', { body: { users: [{ account: 'night', name: 'Night Guard', mobile: '13600000001' }] } });
    await companySyncJob(t.ctx, { companyId: rtxOn.userid, source: 'rtx' }, jobInfo);
    const reports = await t.call<SyncReport[]>('getSyncReports', {}, rtxOn.token);
    expect(reports.result).toMatchObject([{ source: 'rtx', trigger: 'auto', added: 1 }]);
  });
});
