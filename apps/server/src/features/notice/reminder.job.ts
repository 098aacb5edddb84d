import type { FeatureSchedule } from '../../platform/jobs/background.js';
import { mailLanguageOf, writtenTime } from '../../platform/mail-language.js';
import { enqueueNotice } from './notice-dispatch.service.js';
import { reminderTexts } from './notice-texts.js';
import { findVisitsStartingBetween } from './notice.repo.js';

/*
 * Visitors are reminded of their visit within the hour before it starts, in
 * the company's language. The schedule runs every 10 minutes; the notice's key
 * (visit, event, channel, address) makes each visitor's reminder go once
 * however many runs see it.
 */

const hourMs = 60 * 60 * 1000;

export const reminderSchedule: FeatureSchedule = {
  kind: 'notice.remind',
  pattern: '*/10 * * * *',
  handler: async (ctx) => {
    const now = ctx.clock.now();
    const visits = await findVisitsStartingBetween(ctx.database.db, now, now + hourMs);
    for (const visit of visits) {
      const language = mailLanguageOf(visit.companyLanguage);
      const texts = reminderTexts[language];
      const when = writtenTime(visit.appointmentDate ?? now, language);
      await enqueueNotice(ctx, {
        companyId: visit.companyId,
        vid: visit.vid,
        event: 'reminder',
        to: { name: visit.vname, email: visit.vemail, phone: visit.vphone, ddid: '', rtxAccount: '', openid: '' },
        message: {
          subject: texts.subject(visit.companyName, when),
          text: texts.line({ visitor: visit.vname, host: visit.empName, company: visit.companyName, when }),
        },
      });
    }
  },
};
