import { afterHoursMaxDays, type AfterHoursVisit, type Page } from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import { startOfYmd, ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { pageWindow } from '../../platform/paging.js';
import { companyView } from '../account/account.service.js';
import { toVisit } from './visit-view.js';
import { invalid, scopeOf, today } from './visit-scope.service.js';
import { countAfterHours, listAfterHoursPage } from './visits.repo.js';

/* The after-hours list (getOnSiteAfterHours): visitors on site after the company's off-duty time of their sign-in day. */

export interface AfterHoursRequest {
  startDate?: number | undefined;
  endDate?: number | undefined;
  empName: string;
  name: string;
  startIndex: number;
  requestedCount: number;
}

const minute = 60_000;

/** "HH:mm" as minutes after midnight; 18:00 when the setting is not a time. */
export function offDutyMinutes(offDuty: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(offDuty.trim());
  if (!match) return 18 * 60;
  return Math.min(Number(match[1]), 23) * 60 + Math.min(Number(match[2]), 59);
}

/**
 * The days from first to last (YYYY-MM-DD) with the instant off-duty time falls
 * on each, in the site's zone; 604 naming endDate past afterHoursMaxDays, found
 * without walking a longer range (a range of millennia must not hold the server).
 */
function daysWithOffDuty(first: string, last: string, offDuty: number) {
  const days: Array<{ day: string; offDutyAt: number }> = [];
  const start = new Date(startOfYmd(first));
  for (let index = 0; index <= afterHoursMaxDays; index += 1) {
    const at = new Date(start.getFullYear(), start.getMonth(), start.getDate() + index, 0, offDuty).getTime();
    const day = ymdOf(new Date(start.getFullYear(), start.getMonth(), start.getDate() + index).getTime());
    if (day > last) return days;
    days.push({ day, offDutyAt: at });
  }
  throw invalid('endDate', `the range must be at most ${afterHoursMaxDays} days`);
}

export async function afterHoursPage(
  ctx: AppContext,
  session: Session,
  input: AfterHoursRequest,
): Promise<Page<AfterHoursVisit>> {
  const { now, day: todayYmd, startOfToday } = today(ctx);
  const first = input.startDate === undefined ? todayYmd : ymdOf(input.startDate);
  const last = input.endDate === undefined ? (input.startDate === undefined ? todayYmd : first) : ymdOf(input.endDate);
  if (last < first) throw invalid('endDate', 'must not be before startDate');
  const company = await companyView(ctx, session.companyId);
  const days = daysWithOffDuty(first, last, offDutyMinutes(company.offDuty));
  const filter = { days, name: input.name, empName: input.empName };
  const offDutyOf = new Map(days.map((entry) => [entry.day, entry.offDutyAt]));
  const { offset, limit, pageNo, pageSize } = pageWindow(input);
  const scope = scopeOf(session);
  const [rows, count] = await Promise.all([
    listAfterHoursPage(ctx.database.db, scope, filter, now, offset, limit),
    countAfterHours(ctx.database.db, scope, filter, now),
  ]);
  const list = rows.map((row) => ({
    ...toVisit(row, company.company, startOfToday),
    overMinutes: Math.floor(((row.signOutDate ?? now) - (offDutyOf.get(row.listDay) ?? now)) / minute),
  }));
  return { list, count, pageNo, pageSize };
}
