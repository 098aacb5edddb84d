import { render, screen, within } from '@testing-library/react';
import { type BadgeSettings, badgeLayout, newCompanyBadgeSettings } from '@vestibule/contract/rules/badge-layout';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { VisitorBadge } from './visitor-badge';

const settings: BadgeSettings = {
  printType: 0,
  cardType: 1,
  cardSize: 1,
  cardLogo: 1,
  cardText: '',
  cardPic: '',
  badgeMode: 0,
  badgeCustom: '',
  brandType: 0,
  brandPosition: 0,
  customText: '',
  ...newCompanyBadgeSettings,
};

const visit = {
  badgeCode: 'B.42.abcdefghijklmnop',
  vname: 'Li Lei',
  vcompany: 'Globex',
  empName: 'Han Meimei',
  vphoto: '/files/photo/li.png',
  time: '2026-11-27 09:30',
};

describe('visitor badge', () => {
  it("draws a new company's badge: photo, the visitor's lines, and the sign-out QR code last, at the bottom right", async () => {
    render(<VisitorBadge layout={badgeLayout(settings, visit)} />);
    const badge = screen.getByRole('figure', { name: 'Badge of Li Lei' });
    expect(within(badge).getByRole('img', { name: 'Photo of Li Lei' }).getAttribute('src')).toBe('/files/photo/li.png');
    for (const line of ['Li Lei', 'Globex', 'Host: Han Meimei', '2026-11-27 09:30'])
      expect(within(badge).getByText(line)).toBeTruthy();
    const qr = within(badge).getByRole('img', { name: 'QR code for signing out' });
    // Last in the column beside the photo, pushed to its end: the bottom right corner of the badge's body.
    expect(qr.nextElementSibling).toBeNull();
    expect(qr.style.alignSelf).toBe('flex-end');
    expect(qr.querySelector('svg')).not.toBeNull();
    // The tablet's sign-out screen sends visitors to that corner.
    await i18next.loadNamespaces('kiosk');
    expect(i18next.t('signOut.intro', { ns: 'kiosk', lng: 'en' })).toMatch(/bottom right/);
  });

  it('leaves the code out when it is switched off', () => {
    render(<VisitorBadge layout={badgeLayout({ ...settings, badgeQrcode: 0 }, visit)} />);
    const badge = screen.getByRole('figure', { name: 'Badge of Li Lei' });
    expect(within(badge).queryByRole('img', { name: 'QR code for signing out' })).toBeNull();
    expect(within(badge).getByRole('img', { name: 'Photo of Li Lei' })).toBeTruthy();
  });
});
