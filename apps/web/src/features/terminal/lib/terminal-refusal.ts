import { isAppError } from '@vestibule/contract/app-error';
import dayjs from 'dayjs';
import { onSiteVisitOf } from '../../../lib/on-site-visit';

/*
 * Why the desk could not find or sign in a visitor, as a text key of the
 * 'terminal' area and its values. The screen shows these itself, beside the
 * code or the visit, so the client's toast stays quiet for them.
 */
export const terminalRefusals = [39, 57, 64, 65, 66, 67, 105, 224, 225, 226] as const;

export interface Refusal {
  key: string;
  values: Record<string, string>;
}

const minute = 60_000;

/** When sign-in opens, from a 64 answer: the appointment less the early limit, or the code's own window start. */
export function openingTimeOf(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const window = result as { appointmentDate?: unknown; preExtendTime?: unknown; validFrom?: unknown };
  if (typeof window.validFrom === 'number') return window.validFrom;
  if (typeof window.appointmentDate !== 'number') return undefined;
  const early = typeof window.preExtendTime === 'number' ? window.preExtendTime : 0;
  return window.appointmentDate - early * minute;
}

/** The refusal of a failed lookup or sign-in; undefined for failures the client has already told. */
export function terminalRefusal(error: unknown, name = ''): Refusal | undefined {
  if (!isAppError(error) || !(terminalRefusals as readonly number[]).includes(error.status)) return undefined;
  const who = { name };
  if (error.status === 64) {
    const opens = openingTimeOf(error.result);
    return opens === undefined
      ? { key: 'refusal.64', values: who }
      : { key: 'refusal.64From', values: { ...who, from: dayjs(opens).format('YYYY-MM-DD HH:mm') } };
  }
  if (error.status === 226) return { key: 'refusal.226', values: { ...who, ...passableHoursOf(error.result) } };
  if (error.status === 105 && onSiteVisitOf(error) !== undefined) {
    const onSite = error.result as { vname?: unknown };
    return { key: 'refusal.105OnSite', values: { name: typeof onSite.vname === 'string' ? onSite.vname : name } };
  }
  return { key: `refusal.${error.status}`, values: who };
}

/** The passable hours a 226 answer names (from, to as "HH:mm"); blanks when it names none. */
export function passableHoursOf(result: unknown): { from: string; to: string } {
  const hours = (typeof result === 'object' && result !== null ? result : {}) as {
    passableSTime?: unknown;
    passableETime?: unknown;
  };
  return {
    from: typeof hours.passableSTime === 'string' ? hours.passableSTime : '',
    to: typeof hours.passableETime === 'string' ? hours.passableETime : '',
  };
}
