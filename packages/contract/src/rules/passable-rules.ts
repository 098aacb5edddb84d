/*
 * Whether a visit of a visitor type may happen at a moment (issue 10): the
 * holiday calendar, weekends and the company's passable hours. One pure
 * function, so every sign-in path and the tests agree.
 */

/** passFlag of a holiday calendar day: 0 rest day, 1 work day (a make-up work day when it falls on a weekend). */
export const passFlags = { restDay: 0, workDay: 1 } as const;
export type PassFlag = (typeof passFlags)[keyof typeof passFlags];

/** What a visitor type refuses; every switch off means visits are allowed at any time. */
export interface PassRules {
  refuseRestDay: number;
  refuseWeekend: number;
  refuseOutsideHours: number;
}

export interface PassMoment {
  /** The day's mark in the holiday calendar, if the company marked it. */
  passFlag: number | undefined;
  /** Day of the week, 0 Sunday to 6 Saturday (the site's local time). */
  weekday: number;
  /** Minutes since the day's midnight (local time). */
  minuteOfDay: number;
}

/** The company's passable hours, "HH:mm". */
export interface PassableHours {
  passableSTime: string;
  passableETime: string;
}

export type PassRefusal = 'restDay' | 'weekend' | 'outsideHours';

const hhmm = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of "HH:mm"; undefined when the text is not a time. */
export function minutesOf(time: string): number | undefined {
  const match = hhmm.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Saturday or Sunday. */
export const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;

/** A rest day by the calendar's mark, else by being a weekend: a marked work day on a weekend is a work day. */
export function isRestDay(passFlag: number | undefined, weekday: number): boolean {
  if (passFlag === passFlags.restDay) return true;
  if (passFlag === passFlags.workDay) return false;
  return isWeekend(weekday);
}

/**
 * Whether the minute lies in the passable hours: the start counts, the end does
 * not. An end before the start spans midnight (22:00-06:00); equal times or an
 * unreadable one leave the whole day open, so a typo never locks everyone out.
 */
export function withinHours(hours: PassableHours, minuteOfDay: number): boolean {
  const start = minutesOf(hours.passableSTime);
  const end = minutesOf(hours.passableETime);
  if (start === undefined || end === undefined || start === end) return true;
  if (start < end) return minuteOfDay >= start && minuteOfDay < end;
  return minuteOfDay >= start || minuteOfDay < end;
}

/**
 * Why a visit of a type with these rules is refused at this moment, or
 * undefined when it may go ahead. A weekend that is not a marked work day is
 * refused as a weekend when the type refuses weekends, else as a rest day; a
 * holiday on a weekday only as a rest day.
 */
export function passRefusal(rules: PassRules, hours: PassableHours, moment: PassMoment): PassRefusal | undefined {
  const restDay = isRestDay(moment.passFlag, moment.weekday);
  const plainWeekend = restDay && isWeekend(moment.weekday) && moment.passFlag === undefined;
  if (rules.refuseWeekend && plainWeekend) return 'weekend';
  if (rules.refuseRestDay && restDay) return 'restDay';
  if (rules.refuseWeekend && restDay && isWeekend(moment.weekday)) return 'weekend';
  if (rules.refuseOutsideHours && !withinHours(hours, moment.minuteOfDay)) return 'outsideHours';
  return undefined;
}
