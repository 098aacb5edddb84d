import { describe, expect, it } from 'vitest';
import {
  type BadgeLayout,
  type BadgeSettings,
  type BadgeVisit,
  badgeLayout,
  mmToPoints,
  newCompanyBadgeSettings,
} from './badge-layout.js';

const settings: BadgeSettings = {
  printType: 0,
  cardType: 1,
  cardSize: 1,
  cardLogo: 1,
  cardText: 'Acme',
  cardPic: '/files/logo/acme.png',
  badgeMode: 0,
  badgeCustom: '/files/fixed/guest.png',
  brandType: 0,
  brandPosition: 0,
  showAvatar: 1,
  avatarType: 0,
  badgeQrcode: 0,
  customText: '',
};

const visit: BadgeVisit = {
  badgeCode: 'B.42.abcdefghijklmnop',
  vname: 'Li Lei',
  vcompany: 'Globex',
  empName: 'Han Meimei',
  vphoto: '/files/photo/li.png',
  time: '2026-11-24 09:30',
};

describe('badgeLayout', () => {
  it.each<[string, Partial<BadgeSettings>, Partial<BadgeVisit>, Partial<BadgeLayout>]>([
    ['card sleeve, landscape', {}, {}, { style: 'card', widthMm: 90, heightMm: 60, orientation: 'landscape' }],
    ['5-inch paper', { cardSize: 2 }, {}, { widthMm: 127, heightMm: 89 }],
    ['4-inch paper', { cardSize: 3 }, {}, { widthMm: 102, heightMm: 76 }],
    ['portrait turns the size', { cardSize: 1, badgeMode: 1 }, {}, { widthMm: 60, heightMm: 90, orientation: 'portrait' }],
    ['unknown size falls back to the card sleeve', { cardSize: 9 }, {}, { widthMm: 90, heightMm: 60 }],
    ['sticker style', { cardType: 2 }, {}, { style: 'sticker' }],
    ['badge style', { cardType: 3 }, {}, { style: 'badge' }],
    ['unknown style is a card', { cardType: 0 }, {}, { style: 'card' }],
    ['text logo on top', {}, {}, { logo: { kind: 'text', text: 'Acme' }, logoPosition: 'top' }],
    [
      'picture logo in the middle',
      { brandType: 1, brandPosition: 1 },
      {},
      { logo: { kind: 'image', url: '/files/logo/acme.png' }, logoPosition: 'middle' },
    ],
    ['logo at the bottom', { brandPosition: 2 }, {}, { logoPosition: 'bottom' }],
    ['logo switched off', { cardLogo: 2 }, {}, { logo: null }],
    ['blank text logo shows nothing', { cardText: '  ' }, {}, { logo: null }],
    ['picture logo without a picture shows nothing', { brandType: 1, cardPic: '' }, {}, { logo: null }],
    ['visitor photo', {}, {}, { avatar: { kind: 'photo', url: '/files/photo/li.png' } }],
    ['visitor without a photo', {}, { vphoto: '' }, { avatar: null }],
    ['fixed photo', { avatarType: 1 }, {}, { avatar: { kind: 'fixed', url: '/files/fixed/guest.png' } }],
    ['fixed photo not chosen', { avatarType: 1, badgeCustom: '' }, {}, { avatar: null }],
    [
      'QR code holds the signed badge code',
      { avatarType: 2 },
      {},
      { avatar: { kind: 'qr', payload: 'B.42.abcdefghijklmnop' }, qrPayload: 'B.42.abcdefghijklmnop' },
    ],
    ['avatar switched off', { showAvatar: 0, avatarType: 2 }, {}, { avatar: null }],
    ['no sign-out QR code unless switched on', {}, {}, { signOutQr: null }],
    [
      'photo and sign-out QR code at once',
      { badgeQrcode: 1 },
      {},
      { avatar: { kind: 'photo', url: '/files/photo/li.png' }, signOutQr: { payload: 'B.42.abcdefghijklmnop' } },
    ],
    [
      'sign-out QR code without any picture',
      { badgeQrcode: 1, showAvatar: 0 },
      {},
      { avatar: null, signOutQr: { payload: 'B.42.abcdefghijklmnop' } },
    ],
    [
      'one QR code when the picture already is it',
      { badgeQrcode: 1, avatarType: 2 },
      {},
      { avatar: { kind: 'qr', payload: 'B.42.abcdefghijklmnop' }, signOutQr: null },
    ],
    ['no sign-out QR code for a visit without a badge code', { badgeQrcode: 1 }, { badgeCode: '' }, { signOutQr: null }],
    [
      "a new company's badge: photo, visitor lines and the sign-out QR code",
      { ...newCompanyBadgeSettings, cardText: '' },
      {},
      {
        logo: null,
        avatar: { kind: 'photo', url: '/files/photo/li.png' },
        signOutQr: { payload: 'B.42.abcdefghijklmnop' },
        visitor: { name: 'Li Lei', company: 'Globex', host: 'Han Meimei', time: '2026-11-24 09:30' },
      },
    ],
    ['custom text trimmed', { customText: '  Escort required ' }, {}, { customText: 'Escort required' }],
    ['visitor lines', {}, {}, { visitor: { name: 'Li Lei', company: 'Globex', host: 'Han Meimei', time: '2026-11-24 09:30' } }],
  ])('%s', (_name, changes, visitChanges, expected) => {
    expect(badgeLayout({ ...settings, ...changes }, { ...visit, ...visitChanges })).toMatchObject(expected);
  });

  it('converts millimetres to PDF points', () => {
    expect(mmToPoints(25.4)).toBe(72);
    expect(mmToPoints(90)).toBeCloseTo(255.118, 3);
  });
});
