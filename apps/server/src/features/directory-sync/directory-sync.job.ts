import { ymdOf } from '../../platform/calendar.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import type { FeatureSchedule } from '../../platform/jobs/background.js';
import type { JobHandler } from '../../platform/jobs/registry.js';
import { companiesWithAutoSync } from './directory-sync.repo.js';
import { runSync } from './directory-sync.service.js';
import { rtxIsSet } from './directory-settings.service.js';

/*
 * Daily automatic sync at 00:00 in the server's time zone (the site's wall
 * clock, as calendar days are everywhere else). The daily tick enqueues one job
 * per company with its switch on, keyed by company and day: however many
 * processes tick, and however often the tick job is retried, a company syncs
 * once a day.
 */

export const dailySyncPattern = '0 0 * * *';

export const dailySyncKey = (companyId: number, day: string) => `directory-sync:${companyId}:${day}`;

export const dailySyncJob: FeatureSchedule['handler'] = async (ctx, payload) => {
  const day = ymdOf(Date.parse(payload.period));
  for (const company of await companiesWithAutoSync(ctx.database.db)) {
    // DingTalk and RTX are never both on (the settings refuse it); DingTalk wins if old data has both.
    const source = company.ddnotify === 1 && company.ddautosync === 1 ? 'dingtalk' : rtxIsSet(company) ? 'rtx' : undefined;
    if (!source) continue;
    await enqueueJob(
      ctx.database.db,
      {
        kind: 'directory-sync.company',
        payload: { companyId: company.id, source },
        companyId: company.id,
        uniqueKey: dailySyncKey(company.id, day),
      },
      ctx.clock.now(),
    );
  }
};

export const companySyncJob: JobHandler<'directory-sync.company'> = async (ctx, payload) => {
  await runSync(ctx, payload.companyId, payload.source, 'auto');
};
