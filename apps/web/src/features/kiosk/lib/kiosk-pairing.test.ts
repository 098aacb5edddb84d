import { describe, expect, it } from 'vitest';
import { readProfile, sessionToken } from '../../../lib/session';
import { pairingStorageKey, rememberPairing, restorePairing } from './kiosk-pairing';

const login = {
  userid: 10000001,
  pemail: 'admin@acme.test',
  account: 'front',
  sName: 'Front desk',
  sType: 0,
  company: 'Acme',
  token: 'a'.repeat(64),
  tokenExpire: 3600,
  gid: '',
  gname: '',
  module: [],
};

describe('kiosk pairing', () => {
  it('is not paired without a stored pairing', () => {
    expect(restorePairing()).toBe(false);
    expect(sessionToken()).toBe('');
  });

  it('keeps the session for the next page and puts it back', () => {
    rememberPairing(login);
    expect(sessionToken()).toBe(`10000001-${'a'.repeat(64)}`);
    sessionStorage.clear();
    expect(restorePairing()).toBe(true);
    expect(readProfile()).toMatchObject({ userid: '10000001', company: 'Acme', username: 'Front desk', loginType: '4' });
  });

  it('forgets a damaged pairing', () => {
    localStorage.setItem(pairingStorageKey, '{not json');
    expect(restorePairing()).toBe(false);
    expect(localStorage.getItem(pairingStorageKey)).toBeNull();
  });
});
