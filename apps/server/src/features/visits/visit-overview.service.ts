import { overviewDays, type VisitOverview } from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import { addDays } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { scopeOf, today } from './visit-scope.service.js';
import { countDayStates, onSiteVisits, signedInByType, signedInPerDay } from './visits.repo.js';

/*
 * The home screen's overview. "On site" looks back over the charts' window:
 * a visit signed in longer ago and never signed out is a forgotten sign-out,
 * not someone to look for in an evacuation.
 */
export async function visitOverview(ctx: AppContext, session: Session): Promise<VisitOverview> {
  const db = ctx.database.db;
  const scope = scopeOf(session);
  const { day, startOfToday } = today(ctx);
  const firstDay = addDays(day, 1 - overviewDays);
  const [states, onSite, perDay, byType] = await Promise.all([
    countDayStates(db, scope, day, startOfToday),
    onSiteVisits(db, scope, firstDay),
    signedInPerDay(db, scope, firstDay, day),
    signedInByType(db, scope, firstDay, day),
  ]);
  const counted = new Map(perDay.map((row) => [row.day, row.count]));
  return {
    today: { expected: states.expected, signedIn: onSite.length, signedOut: states.signedOut, refused: states.refused },
    onSite: onSite.map(({ id, visitdate, ...row }) => ({ vid: id, visitdate: visitdate ?? 0, ...row })),
    perDay: Array.from({ length: overviewDays }, (_, index) => {
      const listed = addDays(firstDay, index);
      return { day: listed, count: counted.get(listed) ?? 0 };
    }),
    byType,
  };
}
