import { overtimeMaxDays, type OvertimeVisit, type Page } from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import { startOfYmd, ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { pageWindow } from '../../platform/paging.js';
import { companyView } from '../account/account.service.js';
import { toVisit } from './visit-view.js';
import { invalid, scopeOf, today } from './visit-scope.service.js';
import { countOvertime, listOvertimePage } from './visits.repo.js';

/* The overtime list (getOverTimeList): visitors on site after the company's off-duty time of their sign-in day. */

export interface OvertimeRequest {
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
 * on each, in the site's zone; 604 naming endDate past overtimeMaxDays, found
 * without walking a longer range (a range of millennia must not hold the server).
 */
function daysWithOffDuty(first: string, last: string, offDuty: number) {
  const days: Array<{ day: string; offDutyAt: number }> = [];
  const start = new Date(startOfYmd(first));
  for (let index = 0; index <= overtimeMaxDays; index += 1) {
    const at = new Date(start.getFullYear(), start.getMonth(), start.getDate() + index, 0, offDuty).getTime();
    const day = ymdOf(new Date(start.getFullYear(), start.getMonth(), start.getDate() + index).getTime());
    if (day > last) return days;
    days.push({ day, offDutyAt: at });
  }
  throw invalid('endDate', `the range must be at most ${overtimeMaxDays} days`);
}

export async function overtimePage(ctx: AppContext, session: Session, input: OvertimeRequest): Promise<Page<OvertimeVisit>> {
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
    listOvertimePage(ctx.database.db, scope, filter, now, offset, limit),
    countOvertime(ctx.database.db, scope, filter, now),
  ]);
  const list = rows.map((row) => ({
    ...toVisit(row, company.company, startOfToday),
    overMinutes: Math.floor(((row.signOutDate ?? now) - (offDutyOf.get(row.listDay) ?? now)) / minute),
  }));
  return { list, count, pageNo, pageSize };
}
