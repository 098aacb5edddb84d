import type { FeatureSchedule } from '../../platform/jobs/background.js';
import { ymdOf } from '../../platform/calendar.js';
import { enqueueNotice } from './notice-dispatch.service.js';
import { findVisitsStartingBetween } from './notice.repo.js';

/*
 * Visitors are reminded of their visit within the hour before it starts. The
 * schedule runs every 10 minutes; the notice's key (visit, event, channel,
 * address) makes each visitor's reminder go once however many runs see it.
 */

const hourMs = 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** The visit's start as the site's wall clock, to the minute (the server's TZ, like every day of the product). */
function siteMinute(instant: number): string {
  const date = new Date(instant);
  return `${ymdOf(instant)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const reminderSchedule: FeatureSchedule = {
  kind: 'notice.remind',
  pattern: '*/10 * * * *',
  handler: async (ctx) => {
    const now = ctx.clock.now();
    const visits = await findVisitsStartingBetween(ctx.database.db, now, now + hourMs);
    for (const visit of visits) {
      const when = siteMinute(visit.appointmentDate ?? now);
      await enqueueNotice(ctx, {
        companyId: visit.companyId,
        vid: visit.vid,
        event: 'reminder',
        to: { name: visit.vname, email: visit.vemail, phone: visit.vphone, ddid: '', rtxAccount: '', openid: '' },
        message: {
          subject: `Your visit to ${visit.companyName} at ${when}`,
          text: `Dear ${visit.vname}, a reminder of your visit to ${visit.empName} of ${visit.companyName} at ${when}.`,
        },
      });
    }
  },
};
