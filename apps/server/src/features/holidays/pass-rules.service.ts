import { AppError, type PassRefusal, passRefusal, Status } from '@vestibule/contract';
import { ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { findOwnVisitorType } from '../visitor-types/visitor-types.service.js';
import { findPassFlag } from './holidays.repo.js';

/*
 * The one place every sign-in (walk-in, appointment, invitation code, at the
 * tablet or the terminal) asks whether its visitor type may visit now.
 */

const refusals: Record<PassRefusal, { status: (typeof Status)[keyof typeof Status]; reason: string }> = {
  restDay: { status: Status.restDayRefused, reason: 'Visits of this type are not allowed on rest days' },
  weekend: { status: Status.weekendRefused, reason: 'Visits of this type are not allowed on weekends' },
  outsideHours: {
    status: Status.outsideHoursRefused,
    reason: 'Visits of this type are not allowed outside the passable hours',
  },
};

/**
 * Refuses (224 rest day, 225 weekend, 226 outside the passable hours) a visit
 * of the type at `now` when the type's rules say so; the result carries the
 * rule and the hours for the screens. A visit without a type is never refused.
 */
export async function assertPassable(
  ctx: AppContext,
  companyId: number,
  type: { tid: number; vType: string },
  hours: { passableSTime: string; passableETime: string },
  now: number,
) {
  if (!type.tid && !type.vType) return;
  const rules = await findOwnVisitorType(ctx, companyId, type);
  if (!rules || !(rules.refuseRestDay || rules.refuseWeekend || rules.refuseOutsideHours)) return;
  const at = new Date(now);
  const passFlag =
    rules.refuseRestDay || rules.refuseWeekend ? await findPassFlag(ctx.database.db, companyId, ymdOf(now)) : undefined;
  const refusal = passRefusal(rules, hours, {
    passFlag,
    weekday: at.getDay(),
    minuteOfDay: at.getHours() * 60 + at.getMinutes(),
  });
  if (!refusal) return;
  const { status, reason } = refusals[refusal];
  throw new AppError(status, `${reason} (${rules.vType})`, {
    rule: refusal,
    vType: rules.vType,
    passableSTime: hours.passableSTime,
    passableETime: hours.passableETime,
  });
}
