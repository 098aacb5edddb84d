import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api';
import { visitOf } from '../../../test/test-visits';
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
const residentCode = 'R.C1128093000123.abcdefghijklmnop';

beforeAll(async () => {
  await i18next.loadNamespaces(['kiosk']);
});

describe("a resident's code at the tablet", () => {
  it(
    'signs a resident on site out, and says goodbye rather than welcome',
    async () => {
      localStorage.setItem(
        pairingStorageKey,
        JSON.stringify({ userid: String(userid), token: `${userid}-${'a'.repeat(64)}`, company: 'Acme', loginType: '4' }),
      );
      const onSite = visitOf(41, { vname: 'Rosa Resident', signinType: 3, visitStatus: 'signedIn' });
      const api = fakeApi({
        getSiteConfig: () => ok({ captcha: 0, loginTypes: [0], filingNumber: '', version: 'v2.3.1' }),
        getPadConfig: () => ok(padConfig),
        getVisitByCode: () => ok(onSite),
        AppClientSignin: () => ok({ visit: { ...onSite, visitStatus: 'signedOut' }, vcount: 0 }),
      });
      render(<KioskPage />);
      fireEvent.click(await screen.findByRole('button', { name: 'I have an invitation' }));
      fireEvent.change(await screen.findByLabelText('Entry code (6 digits)'), { target: { value: residentCode } });
      fireEvent.click(screen.getByRole('button', { name: 'Find my visit' }));
      expect(await screen.findByText('Rosa Resident')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Yes, sign me out' }));
      await vi.waitFor(() => expect(api.bodiesOf('AppClientSignin')).toHaveLength(1));
      expect(api.bodiesOf('AppClientSignin')[0]).toMatchObject({ code: residentCode });
      expect(await screen.findByRole('heading', { name: 'Goodbye, and thank you for visiting!' })).toBeTruthy();
      expect(screen.queryByText('Welcome, Rosa Resident!')).toBeNull();
    },
    heavy,
  );
});
