import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
import { BadgeSettingsPage } from './badge-settings-page';

const heavy = 40_000;
const userid = 10000001;

/** The badge style as stored, which updateCardStyle sends whole. */
const badgeStyle = {
  userid,
  printType: 0,
  cardType: 1,
  cardSize: 2,
  cardLogo: 1,
  cardText: 'Acme',
  cardPic: '',
  badgeMode: 0,
  badgeCustom: '',
  brandType: 0,
  brandPosition: 0,
  showAvatar: 0,
  avatarType: 0,
  badgeQrcode: 0,
  customText: '',
};
const stored = fakeCompany(badgeStyle);
const part = (preview: HTMLElement, name: string) => preview.querySelector(`[data-badge-part="${name}"]`);

function openBadges() {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/badge']}>
        <Routes>
          <Route path="badge" element={<BadgeSettingsPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/badge (badge settings)', { timeout: heavy }, () => {
  it('previews the stored style, follows each change, and saves it all with updateCardStyle', async () => {
    const api = fakeApi({ GetUserInfo: () => ok(stored), updateCardStyle: () => ok() });
    openBadges();
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const badge = within(preview).getByRole('figure');
    expect(badge.getAttribute('data-badge-size')).toBe('127x89');
    expect(within(badge).getByText('Acme')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('90 × 60 mm card sleeve'));
    await vi.waitFor(() => expect(within(preview).getByRole('figure').getAttribute('data-badge-size')).toBe('90x60'));
    fireEvent.click(screen.getByRole('switch', { name: 'Show a picture' }));
    fireEvent.click(await screen.findByText('QR code'));
    await vi.waitFor(() => expect(preview.querySelector('[data-badge-part="avatar-qr"]')).not.toBeNull());
    fireEvent.change(screen.getByLabelText('Custom text'), { target: { value: ' Escort required ' } });
    await within(preview).findByText('Escort required');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateCardStyle')).toHaveLength(1));
    expect(api.bodiesOf('updateCardStyle')[0]).toEqual({
      ...badgeStyle,
      cardSize: 1,
      showAvatar: 1,
      avatarType: 2,
      customText: 'Escort required',
    });
  });

  it("previews a new company's badge with the photo and the sign-out QR code at once, and saves the code switched off", async () => {
    const fresh = fakeCompany({ userid });
    const api = fakeApi({ GetUserInfo: () => ok(fresh), updateCardStyle: () => ok() });
    openBadges();
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await vi.waitFor(() => expect(part(preview, 'sign-out-qr')).not.toBeNull());
    expect(part(preview, 'avatar-photo')).not.toBeNull();
    expect(within(preview).getByRole('img', { name: 'QR code for signing out' })).toBeTruthy();

    // The picture as the QR code: one code on the badge, not two.
    fireEvent.click(screen.getByText('QR code'));
    await vi.waitFor(() => expect(part(preview, 'avatar-qr')).not.toBeNull());
    expect(part(preview, 'sign-out-qr')).toBeNull();
    fireEvent.click(screen.getByText("Visitor's photo"));
    await vi.waitFor(() => expect(part(preview, 'sign-out-qr')).not.toBeNull());

    fireEvent.click(screen.getByRole('switch', { name: 'QR code for signing out' }));
    await vi.waitFor(() => expect(part(preview, 'sign-out-qr')).toBeNull());
    expect(part(preview, 'avatar-photo')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateCardStyle')).toHaveLength(1));
    expect(api.bodiesOf('updateCardStyle')[0]).toMatchObject({ showAvatar: 1, avatarType: 0, badgeQrcode: 0 });
  });
});
