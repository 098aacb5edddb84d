import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api';
import { deskGateStorageKey } from '../lib/desk-gate';
import { pairingStorageKey } from '../lib/kiosk-pairing';
import { KioskPage } from './kiosk-page';

const heavy = 40_000;
const userid = 10000001;
const padConfig = {
  carousel: [],
  logo: '',
  themecolor: '',
  backgroundPic: '',
  avatars: [],
  cardText: '',
  photoSkippable: false,
  secureProtocol: '',
};
const gates = [
  { gid: 7, userid, gname: 'North gate', qrcode: 'G.7.abcdefghijklmnop' },
  { gid: 8, userid, gname: 'South gate', qrcode: 'G.8.qrstuvwxyzabcdef' },
];

function openPaired() {
  localStorage.setItem(
    pairingStorageKey,
    JSON.stringify({
      userid: String(userid),
      token: `${userid}-${'a'.repeat(64)}`,
      company: 'Acme',
      loginType: '4',
      username: 'Front desk',
    }),
  );
  const api = fakeApi({
    getSiteConfig: () => ok({ captcha: 0, loginTypes: [0], filingNumber: '', version: 'v2.3.1' }),
    getPadConfig: () => ok(padConfig),
    getGate: () => ok(gates),
    VisitorSignOut: () => ok({ count: 1 }),
  });
  render(<KioskPage />);
  return api;
}

async function typeGateCode(code: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Staff settings' });
  fireEvent.change(within(dialog).getByLabelText('Gate code'), { target: { value: code } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Use this gate' }));
  return dialog;
}

beforeAll(async () => {
  await i18next.loadNamespaces(['kiosk']);
});

describe('the gate a tablet stands at', () => {
  it(
    "takes a gate's signed code in the staff settings, refuses another company's, and names the gate at sign-out",
    async () => {
      const api = openPaired();
      fireEvent.click(await screen.findByRole('button', { name: 'Staff settings' }));
      const dialog = await typeGateCode('G.7.forgedsignature00');
      expect(await within(dialog).findByText(/not a gate code of this company/)).toBeTruthy();
      expect(localStorage.getItem(deskGateStorageKey)).toBeNull();
      expect(within(dialog).getByText('No gate is set for this tablet.')).toBeTruthy();

      await typeGateCode(' G.8.qrstuvwxyzabcdef ');
      expect(await within(dialog).findByText('The tablet now stands at South gate.')).toBeTruthy();
      expect(within(dialog).getByText('This tablet stands at South gate.')).toBeTruthy();
      // The footer's Close (the corner's cross has the same name).
      const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
      if (close) fireEvent.click(close);

      fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
      fireEvent.change(await screen.findByLabelText('Your phone number'), { target: { value: '13900000077' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign me out' }));
      await vi.waitFor(() => expect(api.bodiesOf('VisitorSignOut')).toHaveLength(1));
      expect(api.bodiesOf('VisitorSignOut')[0]).toMatchObject({ phone: '13900000077', signOutGate: 'South gate' });
    },
    heavy,
  );

  it(
    'forgets a gate picked for another company',
    async () => {
      localStorage.setItem(deskGateStorageKey, JSON.stringify({ gid: 7, gname: 'North gate', userid: '10000002' }));
      openPaired();
      fireEvent.click(await screen.findByRole('button', { name: 'Staff settings' }));
      const dialog = await screen.findByRole('dialog', { name: 'Staff settings' });
      expect(within(dialog).getByText('No gate is set for this tablet.')).toBeTruthy();
    },
    heavy,
  );
});
