import { describe, expect, it } from 'vitest';
import { isRestDay, passRefusal, type PassRules, withinHours } from './passable-rules.js';

const allowAll: PassRules = { refuseRestDay: 0, refuseWeekend: 0, refuseOutsideHours: 0 };
const noRestDays: PassRules = { ...allowAll, refuseRestDay: 1 };
const noWeekends: PassRules = { ...allowAll, refuseWeekend: 1 };
const hoursOnly: PassRules = { ...allowAll, refuseOutsideHours: 1 };
const strict: PassRules = { refuseRestDay: 1, refuseWeekend: 1, refuseOutsideHours: 1 };
const office = { passableSTime: '08:30', passableETime: '19:00' };
const night = { passableSTime: '22:00', passableETime: '06:00' };
const at = (hour: number, minute = 0) => hour * 60 + minute;

const monday = 1;
const saturday = 6;
const sunday = 0;

describe('isRestDay', () => {
  it.each([
    [undefined, monday, false, 'an unmarked weekday'],
    [undefined, saturday, true, 'an unmarked Saturday'],
    [undefined, sunday, true, 'an unmarked Sunday'],
    [0, monday, true, 'a public holiday on a Monday'],
    [1, saturday, false, 'a make-up work day on a Saturday'],
    [1, monday, false, 'a weekday marked as a work day'],
    [0, sunday, true, 'a holiday on a Sunday'],
  ])('passFlag %s, weekday %s -> %s (%s)', (passFlag, weekday, expected, _case) => {
    expect(isRestDay(passFlag, weekday)).toBe(expected);
  });
});

describe('withinHours', () => {
  it.each([
    [office, at(8, 29), false, 'a minute before opening'],
    [office, at(8, 30), true, 'the opening minute counts'],
    [office, at(18, 59), true, 'the last minute'],
    [office, at(19, 0), false, 'the closing minute does not'],
    [night, at(23, 0), true, 'overnight span, before midnight'],
    [night, at(2, 0), true, 'overnight span, after midnight'],
    [night, at(6, 0), false, 'overnight span, at its end'],
    [night, at(12, 0), false, 'overnight span, midday'],
    [{ passableSTime: '09:00', passableETime: '09:00' }, at(3, 0), true, 'equal times: the whole day'],
    [{ passableSTime: '', passableETime: '18:00' }, at(20, 0), true, 'no start time: the whole day'],
  ])('%o at minute %s -> %s (%s)', (hours, minute, expected, _case) => {
    expect(withinHours(hours, minute)).toBe(expected);
  });
});

describe('passRefusal', () => {
  it.each([
    [allowAll, undefined, saturday, at(3), undefined, 'no rules: always allowed'],
    [noRestDays, undefined, monday, at(10), undefined, 'a plain weekday'],
    [noRestDays, 0, monday, at(10), 'restDay', 'a public holiday'],
    [noRestDays, undefined, saturday, at(10), 'restDay', 'a weekend is a rest day'],
    [noRestDays, 1, saturday, at(10), undefined, 'a make-up work day on a Saturday'],
    [noWeekends, undefined, sunday, at(10), 'weekend', 'an unmarked Sunday'],
    [noWeekends, 0, monday, at(10), undefined, 'a weekday holiday is no weekend'],
    [noWeekends, 1, saturday, at(10), undefined, 'a make-up work day is no weekend rest'],
    [noWeekends, 0, saturday, at(10), 'weekend', 'a holiday on a Saturday'],
    [strict, undefined, saturday, at(10), 'weekend', 'the weekend rule names a plain weekend'],
    [strict, 0, sunday, at(10), 'restDay', 'a marked holiday on a Sunday is a rest day first'],
    [hoursOnly, undefined, monday, at(8, 29), 'outsideHours', 'before the passable hours'],
    [hoursOnly, undefined, monday, at(8, 30), undefined, 'at the opening minute'],
    [hoursOnly, undefined, monday, at(19, 0), 'outsideHours', 'at the closing minute'],
    [hoursOnly, 0, sunday, at(12), undefined, 'rest days allowed, within hours'],
    [strict, 1, saturday, at(20), 'outsideHours', 'a make-up work day still has hours'],
  ] as const)('%o passFlag %s weekday %s minute %s -> %s (%s)', (rules, passFlag, weekday, minuteOfDay, expected, _case) => {
    expect(passRefusal(rules, office, { passFlag, weekday, minuteOfDay })).toBe(expected);
  });

  it('an overnight span admits the small hours', () => {
    const moment = { passFlag: undefined, weekday: monday, minuteOfDay: at(1) };
    expect(passRefusal(hoursOnly, night, moment)).toBeUndefined();
    expect(passRefusal(hoursOnly, night, { ...moment, minuteOfDay: at(7) })).toBe('outsideHours');
  });
});
