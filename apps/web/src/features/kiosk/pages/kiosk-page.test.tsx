import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { sessionToken } from '../../../lib/session';
import { type FakeHandlers, fail, fakeApi, ok } from '../../../test/fake-api';
import { employeeOf } from '../../../test/fake-employees';
import { pngFile } from '../../../test/test-files';
import { visitOf } from '../../../test/test-visits';
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
  module: [],
};
const padConfig = {
  carousel: [],
  logo: '',
  themecolor: '#aa3355',
  backgroundPic: '',
  avatars: [],
  cardText: '',
  photoSkippable: false,
  secureProtocol: '',
};
const privacyText = 'We keep your name and photo for 30 days.\nAsk at reception to see or remove them.';

/** A tablet paired before, opening with the company's settings. */
function openPaired(config: typeof padConfig, more: FakeHandlers = {}) {
  localStorage.setItem(
    pairingStorageKey,
    JSON.stringify({ userid: String(userid), token: `${userid}-${'a'.repeat(64)}`, company: 'Acme', loginType: '4' }),
  );
  const api = fakeApi({
    getSiteConfig: () => ok({ captcha: 0, loginTypes: [0], filingNumber: '', version: 'v2.3.1' }),
    getPadConfig: () => ok(config),
    getVisitorType: () => ok([]),
    GetExtendVisitor: () => ok([]),
    GetVisitType: () => ok({ inputValue: 'Meeting' }),
    getLastVisitByPhone: () => ok(null),
    ...more,
  });
  render(<KioskPage />);
  return api;
}

const start = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }));
const privacyHeading = () => screen.queryByRole('heading', { level: 1, name: 'Privacy' });

beforeAll(async () => {
  await i18next.loadNamespaces(['kiosk', 'walkIn']);
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

  it(
    'asks a visitor to agree to the privacy text before signing in, and not before signing out',
    async () => {
      openPaired({ ...padConfig, secureProtocol: privacyText });
      await start('Walk-in');
      expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Privacy text' }).textContent).toBe(privacyText);
      expect(screen.queryByLabelText('Your phone number')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'I agree' }));
      expect(await screen.findByLabelText('Your phone number')).toBeTruthy();
      expect(privacyHeading()).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Home' }));
      await start('I have an invitation');
      expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'I do not agree' }));
      expect(await screen.findByRole('button', { name: 'Walk-in' })).toBeTruthy();
      expect(privacyHeading()).toBeNull();

      await start('Sign out');
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign out' })).toBeTruthy();
      expect(privacyHeading()).toBeNull();
    },
    heavy,
  );

  it(
    "checks a walk-in's phone with the contract's rule before looking it up",
    async () => {
      const api = openPaired(padConfig);
      await start('Walk-in');
      const phone = await screen.findByLabelText('Your phone number');
      fireEvent.change(phone, { target: { value: '123' } });
      fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
      expect(api.bodiesOf('getLastVisitByPhone')).toEqual([]);
      fireEvent.change(phone, { target: { value: '139 0000 0077' } });
      expect(screen.queryByText('Please enter a valid phone number')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await vi.waitFor(() => expect(api.bodiesOf('getLastVisitByPhone')).toHaveLength(1));
      expect(api.bodiesOf('getLastVisitByPhone')[0]).toMatchObject({ phone: '139 0000 0077' });
    },
    heavy,
  );

  it(
    'goes straight to the walk-in form when the company has no privacy text',
    async () => {
      openPaired(padConfig);
      await start('Walk-in');
      expect(await screen.findByLabelText('Your phone number')).toBeTruthy();
      expect(privacyHeading()).toBeNull();
    },
    heavy,
  );

  it(
    'lets a walk-in choose a photo when the tablet has no camera, and sends it with the sign-in',
    async () => {
      const host = employeeOf(7, { empName: 'Ivy Inviter' });
      const api = openPaired(padConfig, {
        getEmpByName: () => ok([host]),
        Upload: () => ok({ url: '/files/a/walter.png' }),
        UpdatePhoto: () => ok({ visit: visitOf(31, { vname: 'Walter Walker', visitStatus: 'signedIn' }), vcount: 1 }),
      });
      await start('Walk-in');
      fireEvent.change(await screen.findByLabelText('Your phone number'), { target: { value: '13900000077' } });
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Walter Walker' } });
      fireEvent.change(screen.getByLabelText('Who are you visiting?'), { target: { value: 'Ivy' } });
      fireEvent.click(await screen.findByRole('button', { name: 'Ivy Inviter' }));
      expect(screen.getByText('The camera is not available. Please choose a photo instead.')).toBeTruthy();

      // No dead end: the form asks for the photo the way the tablet has.
      fireEvent.click(screen.getByRole('button', { name: 'Sign me in' }));
      expect(await screen.findByText('Please choose a photo')).toBeTruthy();
      expect(screen.queryByText('Please take a photo')).toBeNull();

      const picker = screen.getByLabelText('Choose a photo', { selector: 'input' });
      fireEvent.change(picker, { target: { files: [pngFile('walter.png')] } });
      await screen.findByRole('img', { name: 'Your photo' });
      fireEvent.click(screen.getByRole('button', { name: 'Sign me in' }));
      await vi.waitFor(() => expect(api.bodiesOf('UpdatePhoto')).toHaveLength(1));
      expect(api.bodiesOf('UpdatePhoto')[0]).toMatchObject({
        name: 'Walter Walker',
        phone: '13900000077',
        empid: 7,
        photoUrl: '/files/a/walter.png',
      });
    },
    heavy,
  );
});
