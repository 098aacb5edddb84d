import { isAppError } from '@vestibule/contract/app-error';
import { formatInstant } from './visit-format';

/** Why a sign-in was refused, as a translation key and its values; undefined for failures the client has told. */
export function signInRefusal(error: unknown, name: string): { key: string; values: Record<string, string> } | undefined {
  if (!isAppError(error)) return undefined;
  switch (error.status) {
    case 64: {
      const window = error.result as { appointmentDate?: number; preExtendTime?: number } | null;
      const from =
        typeof window?.appointmentDate === 'number'
          ? formatInstant(window.appointmentDate - (window.preExtendTime ?? 0) * 60_000)
          : '';
      return { key: from ? 'signIn.tooEarlyFrom' : 'signIn.tooEarly', values: { name, from } };
    }
    case 65:
      return { key: 'signIn.late', values: { name } };
    case 66:
      return { key: 'signIn.blacklisted', values: { name } };
    case 67:
      return { key: 'signIn.notAuthorized', values: { name } };
    default:
      return undefined;
  }
}
