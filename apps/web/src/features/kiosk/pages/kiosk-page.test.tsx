import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { sessionToken } from '../../../lib/session';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { pairingStorageKey } from '../lib/kiosk-pairing';
import { KioskPage } from './kiosk-page';

const heavy = 40_000;
const userid = 10000001;
const login = {
  userid,
  pemail: 'admin@acme.test',
  account: 'front',
  sName: 'Front desk',
  sType: 2,
  company: 'Acme',
  token: 'a'.repeat(64),
  tokenExpire: 3600,
  gid: '',
  gname: '',
};
const padConfig = {
  carousel: [],
  logo: '',
  themecolor: '#aa3355',
  backgroundPic: '',
  avatars: [],
  cardText: '',
  photoSkippable: false,
};

beforeAll(async () => {
  await i18next.loadNamespaces('kiosk');
});

describe('KioskPage', () => {
  it(
    'pairs with a reception account, stays paired, and shows the four ways in and out',
    async () => {
      const api = fakeApi({
        getSiteConfig: () => ok({ captcha: 0, loginTypes: [0], filingNumber: '', version: 'v2.3.1' }),
        LoginManager: () => ok(login),
        getPadConfig: () => ok(padConfig),
      });
      render(<KioskPage />);
      fireEvent.change(await screen.findByLabelText('Reception account'), { target: { value: ' front ' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Desk-Pass-2026' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      for (const name of ['I have an invitation', 'I have an appointment', 'Walk-in', 'Sign out']) {
        expect(await screen.findByRole('button', { name })).toBeTruthy();
      }
      expect(api.bodiesOf('LoginManager')).toEqual([{ account: 'front', password: 'Desk-Pass-2026', digest: '' }]);
      expect(sessionToken()).toBe(`${userid}-${'a'.repeat(64)}`);
      expect(JSON.parse(localStorage.getItem(pairingStorageKey) ?? '{}')).toMatchObject({ company: 'Acme', loginType: '4' });
      expect(screen.getByText('Welcome to Acme')).toBeTruthy();
    },
    heavy,
  );

  it(
    'shows the pairing screen again when the server has ended the session',
    async () => {
      localStorage.setItem(
        pairingStorageKey,
        JSON.stringify({ userid: String(userid), token: `${userid}-old`, company: 'Acme' }),
      );
      const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
      fakeApi({
        getSiteConfig: () => ok({ captcha: 0, loginTypes: [0], filingNumber: '', version: 'v2.3.1' }),
        getPadConfig: () => fail(27),
      });
      render(<KioskPage />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Set up this tablet' })).toBeTruthy();
      expect(localStorage.getItem(pairingStorageKey)).toBeNull();
      expect(goTo).toHaveBeenCalled();
    },
    heavy,
  );
});
