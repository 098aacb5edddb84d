import type { SubAccountModule } from '@vestibule/contract/entities/sub-account-modules';
import { loginTypes } from '@vestibule/contract/login-types';
import { isDeputyType, moduleKeysOf } from '@vestibule/contract/rules/deputy-rights';
import { useSyncExternalStore } from 'react';
import { languageStorageKey } from './languages';

/*
 * The signed-in profile lives in sessionStorage under the spec's names
 * (spec section 3), so it ends with the browser tab. Sign-out clears it,
 * localStorage (all but the language choice) and cookies (spec section 9).
 */

export interface SessionProfile {
  id: string;
  company: string;
  logo: string;
  userid: string;
  username: string;
  /** `<userid>-<token>`, or `<empid>-<token>` for employees: the X-COOLVISIT-TOKEN value. */
  token: string;
  phone: string;
  email: string;
  cardText: string;
  unsubscribe: string;
  subAccount: string;
  loginType: string;
  /** '1' when login type 1 signed in an HQ Administrator; '0' for a super account, which reads counts only. */
  hq: string;
  /** A manager's role code (3 logistics, 5 sub-administrator) when the Administrator login type signed in a manager; '' otherwise. */
  sType: string;
  /** A manager's modules, comma-separated. */
  module: string;
}

const profileKeys = [
  'id',
  'company',
  'logo',
  'userid',
  'username',
  'token',
  'phone',
  'email',
  'cardText',
  'unsubscribe',
  'subAccount',
  'loginType',
  'hq',
  'sType',
  'module',
] as const satisfies ReadonlyArray<keyof SessionProfile>;

const listeners = new Set<() => void>();
let snapshot: SessionProfile | null = null;

const notify = () => {
  snapshot = null;
  for (const listener of listeners) listener();
};

export function readProfile(): SessionProfile {
  snapshot ??= Object.fromEntries(
    profileKeys.map((key) => [key, sessionStorage.getItem(key) ?? '']),
  ) as unknown as SessionProfile;
  return snapshot;
}

export const sessionToken = (): string => sessionStorage.getItem('token') ?? '';

export const hasSession = (): boolean => sessionToken() !== '';

/** Stores the given profile values; numbers and flags are kept as text. */
export function saveProfile(values: Partial<Record<keyof SessionProfile, string | number | null | undefined>>): void {
  for (const key of profileKeys) {
    const value = values[key];
    if (value !== undefined) sessionStorage.setItem(key, value === null ? '' : String(value));
  }
  notify();
}

/** Whether the profile is a manager's (a deputy acting for the company within its modules), not the Administrator's. */
export const isDeputyProfile = (profile: Pick<SessionProfile, 'loginType' | 'sType'>): boolean =>
  Number(profile.loginType) === loginTypes.administrator && isDeputyType(Number(profile.sType));

/** A manager's modules as stored at sign-in (comma-separated), known keys only. */
export const storedDeputyModules = (stored: string): SubAccountModule[] => moduleKeysOf(stored.split(','));

/** The login type chosen on the sign-in page; code 77 decides by it where to send the user. */
export const storedLoginType = (): number => Number(sessionStorage.getItem('loginType') ?? '0') || 0;

export function clearSession(): void {
  sessionStorage.clear();
  const language = localStorage.getItem(languageStorageKey);
  localStorage.clear();
  if (language !== null) localStorage.setItem(languageStorageKey, language);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The profile, re-rendering when it changes (for example after the company is renamed). */
export const useProfile = (): SessionProfile => useSyncExternalStore(subscribe, readProfile);

/** The company's id, which company calls carry as `userid` (the server checks it against the session; employees too). */
export const companyUserid = (): number | undefined => Number(readProfile().userid) || undefined;
