import { inflateSync } from 'node:zlib';
import { Status, type UserInfo } from '@vestibule/contract';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { pictureBytes, upload } from '../../../test/multipart.js';
import { employeeToken, seedEmployee } from '../../../test/people-factories.js';
import { insertVisit, novemberAt } from '../../../test/visit-factories.js';

const t = useTestApp();
const dialect = process.env.TEST_DIALECT ?? 'sqlite';

const info = async (company: TestCompany) => (await t.call<UserInfo>('GetUserInfo', {}, company.token)).result;
const set = (company: TestCompany, name: string, body: Record<string, unknown>, token = company.token) =>
  t.call(name, body, token);
const uploadPicture = async (company: TestCompany) =>
  (await upload(t, company.token, { filename: 'a.png', contentType: 'image/png', data: pictureBytes.png })).result.url;

const badgeFields = (user: UserInfo) => {
  const { printType, cardType, cardSize, cardLogo, cardText, cardPic, badgeMode, badgeCustom } = user;
  const { brandType, brandPosition, showAvatar, avatarType, badgeQrcode, customText } = user;
  return {
    ...{ printType, cardType, cardSize, cardLogo, cardText, cardPic, badgeMode, badgeCustom },
    ...{ brandType, brandPosition, showAvatar, avatarType, badgeQrcode, customText },
  };
};

/** A new company's badge: the visitor's photo, the visitor's lines and the sign-out QR code. */
const defaults = {
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
  showAvatar: 1,
  avatarType: 0,
  badgeQrcode: 1,
  customText: '',
};

async function ticket(company: TestCompany, name: 'BadgePdf' | 'VisitPdf') {
  const answer = await t.call<{ ticket: string }>('getDownloadTicket', { name }, company.token);
  expect(answer.status).toBe(0);
  return answer.result.ticket;
}

/** The page size the PDF states, in points. */
const mediaBox = (pdf: Buffer) => {
  const match = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'));
  return match ? [Number(match[1]), Number(match[2])] : null;
};

/** Every content stream of the PDF, inflated: what its pages draw. */
const drawing = (pdf: Buffer) => {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/\/FlateDecode[^]*?stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a drawing (a font or picture whose bytes end differently).
    }
  }
  return streams.join('\n');
};
/** The squares a PDF fills: a QR code is hundreds of them. */
const squaresOf = (pdf: Buffer) => drawing(pdf).match(/ re\b/g)?.length ?? 0;

describe(`badge settings (${dialect})`, () => {
  it("starts a newly registered company with the front desk's badge: photo, sign-out QR code, 90x60 mm card", async () => {
    const company = await buildCompany(t);
    expect(badgeFields(await info(company))).toEqual(defaults);
  });

  it('stores updateCardType and updateCardStyle, leniently typed, and GetUserInfo reads them back', async () => {
    const company = await buildCompany(t);
    const logo = await uploadPicture(company);
    const fixed = await uploadPicture(company);
    expect(
      await set(company, 'updateCardType', { printType: '1', cardType: '2', cardSize: 3, cardLogo: '1', cardText: ' Acme ' }),
    ).toMatchObject({ status: 0, result: null });
    expect(badgeFields(await info(company))).toEqual({ ...defaults, printType: 1, cardType: 2, cardSize: 3, cardText: 'Acme' });

    const style = {
      cardType: 3,
      cardSize: '1',
      cardPic: logo,
      badgeMode: 1,
      badgeCustom: fixed,
      brandType: '1',
      brandPosition: 2,
      showAvatar: true,
      avatarType: '2',
      badgeQrcode: '0',
      customText: 'Wear this badge at all times',
    };
    expect(await set(company, 'updateCardStyle', style)).toMatchObject({ status: 0, result: null });
    expect(badgeFields(await info(company))).toEqual({
      ...defaults,
      printType: 1,
      cardType: 3,
      cardSize: 1,
      cardText: 'Acme',
      cardPic: logo,
      badgeMode: 1,
      badgeCustom: fixed,
      brandType: 1,
      brandPosition: 2,
      showAvatar: 1,
      avatarType: 2,
      badgeQrcode: 0,
      customText: 'Wear this badge at all times',
    });
  });

  it('refuses out-of-range values with a 604 naming the field, and changes nothing', async () => {
    const company = await buildCompany(t);
    const other = await buildCompany(t);
    const foreign = await uploadPicture(other);
    for (const [name, body, field] of [
      ['updateCardType', { printType: 3 }, 'printType'],
      ['updateCardType', { cardType: 0 }, 'cardType'],
      ['updateCardType', { cardSize: 4 }, 'cardSize'],
      ['updateCardType', { cardLogo: 'yes' }, 'cardLogo'],
      ['updateCardType', { cardText: 'x'.repeat(51) }, 'cardText'],
      ['updateCardType', { cardPic: foreign }, 'cardPic'],
      ['updateCardStyle', { badgeMode: 2 }, 'badgeMode'],
      ['updateCardStyle', { brandType: 2 }, 'brandType'],
      ['updateCardStyle', { brandPosition: 3 }, 'brandPosition'],
      ['updateCardStyle', { showAvatar: 2 }, 'showAvatar'],
      ['updateCardStyle', { avatarType: -1 }, 'avatarType'],
      ['updateCardStyle', { avatarType: 1.5 }, 'avatarType'],
      ['updateCardStyle', { badgeQrcode: 2 }, 'badgeQrcode'],
      ['updateCardStyle', { customText: 'x'.repeat(513) }, 'customText'],
      ['updateCardStyle', { badgeCustom: 'https://example.com/a.png' }, 'badgeCustom'],
    ] as const) {
      const answer = await set(company, name, { ...body });
      expect(answer, `${name} ${JSON.stringify(body)}`).toMatchObject({ status: Status.invalidField });
      expect(answer.reason).toMatch(new RegExp(`^${field}: `));
    }
    expect((await set(company, 'updateCardType', { cardSize: 9 })).reason).toBe('cardSize: must be one of 1, 2, 3');
    expect(badgeFields(await info(company))).toEqual(defaults);
  });

  it("is the Administrator's only, and one company's settings leave another's untouched", async () => {
    const company = await buildCompany(t);
    const other = await buildCompany(t);
    const employee = await seedEmployee(t, company.userid);
    const token = await employeeToken(t, employee);
    for (const name of ['updateCardType', 'updateCardStyle']) {
      expect((await set(company, name, { cardSize: 2 }, token)).status, name).toBe(Status.noPermission);
    }
    expect(badgeFields(await info(company))).toEqual(defaults);
    const foreign = await set(company, 'updateCardStyle', { cardSize: 3, userid: other.userid });
    expect(foreign.status).toBe(Status.noPermission);
    await set(company, 'updateCardStyle', { cardSize: 2, customText: 'Mine' });
    expect(badgeFields(await info(other))).toEqual(defaults);
    expect(badgeFields(await info(company))).toMatchObject({ cardSize: 2, customText: 'Mine' });
  });
});

describe(`the badge PDF (${dialect})`, () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("is one page of the chosen size, and another company's visit is not found", async () => {
    const company = await buildCompany(t);
    const other = await buildCompany(t);
    const vid = await insertVisit(t, company, { vname: 'Badge Visitor', visitdate: novemberAt(21, 9, 30) });
    await set(company, 'updateCardStyle', { cardSize: 1, showAvatar: 1, avatarType: 2, customText: 'Escort required' });
    const card = await get(`/pdf/badge/${vid}.pdf?ticket=${await ticket(company, 'BadgePdf')}`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('application/pdf');
    const [width, height] = mediaBox(card.rawPayload) ?? [];
    // 90 x 60 mm in points.
    expect(width).toBeCloseTo(255.118, 2);
    expect(height).toBeCloseTo(170.079, 2);

    await set(company, 'updateCardType', { cardSize: 2 });
    const paper = await get(`/pdf/badge/${vid}.pdf?ticket=${await ticket(company, 'BadgePdf')}`);
    const [paperWidth, paperHeight] = mediaBox(paper.rawPayload) ?? [];
    expect(paperWidth).toBeCloseTo(360, 1);
    expect(paperHeight).toBeCloseTo(252.283, 2);

    const foreign = await get(`/pdf/badge/${vid}.pdf?ticket=${await ticket(other, 'BadgePdf')}`);
    expect(foreign.statusCode).toBe(404);
    const wrongTicket = await get(`/pdf/badge/${vid}.pdf?ticket=${await ticket(company, 'VisitPdf')}`);
    expect(wrongTicket.json()).toMatchObject({ status: Status.invalidToken });
    expect((await get(`/pdf/badge/x.pdf?ticket=${await ticket(company, 'BadgePdf')}`)).statusCode).toBe(404);
  });

  it("carries a new company's visitor photo and the sign-out QR code at once, and drops the code once it is switched off", async () => {
    const company = await buildCompany(t);
    const photo = PNG.sync.write(new PNG({ width: 8, height: 8 }));
    const vphoto = (await upload(t, company.token, { filename: 'photo.png', contentType: 'image/png', data: photo })).result.url;
    const vid = await insertVisit(t, company, { vname: 'Photo Visitor', vphoto, visitdate: novemberAt(21, 9, 30) });
    const badge = async () => (await get(`/pdf/badge/${vid}.pdf?ticket=${await ticket(company, 'BadgePdf')}`)).rawPayload;

    const both = await badge();
    expect(both.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(squaresOf(both)).toBeGreaterThan(100);

    await set(company, 'updateCardStyle', { badgeQrcode: 0 });
    const photoOnly = await badge();
    expect(photoOnly.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(squaresOf(photoOnly)).toBeLessThan(5);
  });
});
