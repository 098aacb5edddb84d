import { isAppError } from '@vestibule/contract/app-error';
import { onSiteVisitOf } from '../../../lib/on-site-visit';

/*
 * The tablet's own words for the refusals a visitor can meet (locale keys
 * under kiosk:refusal): plain, and telling what to do next. Other failures
 * keep the client's usual toast.
 */

/** The statuses the tablet explains on its screens. */
export const explainedStatuses = [39, 57, 64, 65, 66, 67, 105, 224, 225, 226, 604, 1113, 1140, 1141, 1142] as const;

export interface Refusal {
  key: string;
  values: Record<string, string | number>;
}

interface EarlyWindow {
  /** When sign-in opens (epoch ms), if the server says so directly. */
  opensAt?: number;
  appointmentDate?: number;
  /** Minutes before the appointment that sign-in opens. */
  preExtendTime?: number;
}

/** When sign-in opens, from a 64 answer's result: opensAt, or the appointment less the early limit. */
export function opensAtOf(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const window = result as EarlyWindow;
  if (typeof window.opensAt === 'number') return window.opensAt;
  if (typeof window.appointmentDate === 'number') return window.appointmentDate - (window.preExtendTime ?? 0) * 60_000;
  return undefined;
}

/** The field a 604 names ("phone: must …" or the result's field), if any. */
export function fieldOf(reason: string | undefined, result: unknown): string {
  if (typeof result === 'string' && /^\w+$/.test(result)) return result;
  const match = /^(\w+)\s*:/.exec(reason ?? '');
  return match?.[1] ?? '';
}

/** The message for a refused call; undefined when the status is not one the tablet explains. */
export function kioskRefusal(error: unknown, formatTime: (epochMs: number) => string): Refusal | undefined {
  if (!isAppError(error)) return undefined;
  switch (error.status) {
    case 64: {
      const opensAt = opensAtOf(error.result);
      return opensAt === undefined
        ? { key: 'refusal.64', values: {} }
        : { key: 'refusal.64At', values: { time: formatTime(opensAt) } };
    }
    case 604: {
      const field = fieldOf(error.message, error.result);
      return { key: 'refusal.604', values: { field } };
    }
    case 226: {
      const hours = (typeof error.result === 'object' && error.result !== null ? error.result : {}) as {
        passableSTime?: unknown;
        passableETime?: unknown;
      };
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return { key: 'refusal.226', values: { from: text(hours.passableSTime), to: text(hours.passableETime) } };
    }
    case 105:
      return { key: onSiteVisitOf(error) === undefined ? 'refusal.105' : 'refusal.105OnSite', values: {} };
    case 39:
    case 57:
    case 65:
    case 66:
    case 67:
    case 224:
    case 225:
    case 1113:
    case 1140:
    case 1141:
    case 1142:
      return { key: `refusal.${error.status}`, values: {} };
    default:
      return undefined;
  }
}
