import type { ManagerLogin } from '@vestibule/contract/entities/reception-account';
import { hasSession, readProfile, type SessionProfile, saveProfile } from '../../../lib/session';
import { signInGateFields, signOutGateFields } from './desk-gate';

/*
 * A tablet is paired once by a reception account and then stays signed in:
 * the console's session lives in sessionStorage (it ends with the tab), so the
 * tablet keeps a copy in localStorage and puts it back when the page opens.
 * Signing out, or the server ending the session, clears both.
 */

export const pairingStorageKey = 'kioskPairing';
/** LoginManager's login type (login-types.ts). */
const receptionLoginType = 4;

/** The session values of a reception account's sign-in. */
export const receptionProfile = (result: ManagerLogin): Partial<SessionProfile> => ({
  id: String(result.userid),
  company: result.company,
  userid: String(result.userid),
  username: result.sName || result.account,
  token: `${result.userid}-${result.token}`,
  email: result.pemail,
  loginType: String(receptionLoginType),
});

/** Starts the session and remembers it for the next time the page opens. */
export function rememberPairing(result: ManagerLogin): void {
  const profile = receptionProfile(result);
  saveProfile(profile);
  localStorage.setItem(pairingStorageKey, JSON.stringify(profile));
}

/** Puts a remembered pairing back into the session; true when the tablet is paired. */
export function restorePairing(): boolean {
  if (hasSession()) return true;
  const stored = localStorage.getItem(pairingStorageKey);
  if (!stored) return false;
  try {
    const profile = JSON.parse(stored) as Record<string, unknown>;
    if (typeof profile.token !== 'string' || profile.token === '') return false;
    saveProfile(
      Object.fromEntries(Object.entries(profile).filter(([, value]) => typeof value === 'string')) as Partial<SessionProfile>,
    );
  } catch {
    localStorage.removeItem(pairingStorageKey);
    return false;
  }
  return hasSession();
}

/** The gate and operator the desk writes on a visit's timeline at sign-in. */
export const deskOperator = () => ({ signInOpName: readProfile().username, ...signInGateFields() });

/** The gate and operator the desk writes at sign-out. */
export const deskSignOut = () => ({ signOutOpName: readProfile().username, ...signOutGateFields() });
