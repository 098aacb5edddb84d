import { describe, expect, it } from 'vitest';
import { clearSession, hasSession, readProfile, saveProfile, storedLoginType } from './session';

describe('session', () => {
  it('keeps the profile in sessionStorage under the spec names', () => {
    saveProfile({ userid: 10000001, token: '10000001-abc', company: 'Acme', unsubscribe: 0, loginType: 0 });
    expect(sessionStorage.getItem('token')).toBe('10000001-abc');
    expect(readProfile()).toMatchObject({ userid: '10000001', company: 'Acme', unsubscribe: '0', logo: '' });
    expect(hasSession()).toBe(true);
    expect(storedLoginType()).toBe(0);
  });

  it('sign-out clears the session, local storage but the language, and cookies', () => {
    saveProfile({ token: '10000001-abc', loginType: 3 });
    localStorage.setItem('language', 'hk');
    localStorage.setItem('draft', '1');
    document.cookie = 'remember=1; path=/';
    clearSession();
    expect(hasSession()).toBe(false);
    expect(readProfile().token).toBe('');
    expect(localStorage.getItem('language')).toBe('hk');
    expect(localStorage.getItem('draft')).toBeNull();
    expect(document.cookie).not.toContain('remember=1');
  });
});
