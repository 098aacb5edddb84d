import { Status, type UserInfo } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, signIn, type TestCompany } from '../../../test/factories.js';
import { multipartBody, pictureBytes, upload } from '../../../test/multipart.js';

const t = useTestApp();

/** A full ModifyUserInfo body for the company, with changes. */
const infoBody = (company: TestCompany, changes: Record<string, unknown> = {}) => ({
  userid: company.userid,
  company: company.company,
  abbreviation: 'ACME',
  name: 'Ada Admin',
  phone: company.phone,
  ...changes,
});

/** Signs the company in once more: another device with its own session. */
async function secondSession(company: TestCompany, password = company.password) {
  const answer = await signIn(t, company.email, password);
  expect(answer.status).toBe(0);
  return `${company.userid}-${answer.result.token}`;
}

describe(`GetUserInfo and ModifyUserInfo (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('gives the company information without secrets', async () => {
    const company = await buildCompany(t);
    const answer = await t.call<UserInfo>('GetUserInfo', { userid: company.userid, email: company.email }, company.token);
    expect(answer).toMatchObject({ http: 200, status: 0, reason: 'success' });
    expect(answer.result).toMatchObject({
      userid: company.userid,
      username: 'Ada Admin',
      email: company.email,
      phone: company.phone,
      company: company.company,
      abbreviation: '',
      emailPwd: '',
      pwdPolicy: 0,
      pwdExpireDays: 0,
      unsubscribe: 0,
      empTotal: 0,
      smsTotal: 0,
      logo: '',
    });
    for (const secret of ['passwordHash', 'passwordChangedAt', 'companyKey', 'id'])
      expect(answer.result).not.toHaveProperty(secret);
    expect(JSON.stringify(answer)).not.toContain('argon2');
  });

  it('edits the information and keeps its own name', async () => {
    const company = await buildCompany(t);
    const changes = { company: company.company.toUpperCase(), abbreviation: 'ACMEXY', name: 'Bo Boss', office: 'Floor 3' };
    const answer = await t.call<UserInfo>('ModifyUserInfo', infoBody(company, changes), company.token);
    expect(answer.status).toBe(0);
    expect(answer.result).toMatchObject({
      company: changes.company,
      abbreviation: 'ACMEXY',
      username: 'Bo Boss',
      office: 'Floor 3',
    });
    const info = await t.call<UserInfo>('GetUserInfo', {}, company.token);
    expect(info.result).toMatchObject({ company: changes.company, username: 'Bo Boss' });
  });

  it('answers 604 for a blank company name or an abbreviation over 6 characters', async () => {
    const company = await buildCompany(t);
    const blank = await t.call('ModifyUserInfo', infoBody(company, { company: '  ' }), company.token);
    expect(blank).toMatchObject({ status: Status.invalidField, reason: 'company: must not be empty' });
    const missing = await t.call('ModifyUserInfo', { ...infoBody(company), company: undefined }, company.token);
    expect(missing.status).toBe(Status.invalidField);
    expect(missing.reason).toMatch(/^company: /);
    const long = await t.call('ModifyUserInfo', infoBody(company, { abbreviation: 'ABCDEFG' }), company.token);
    expect(long).toMatchObject({ status: Status.invalidField, reason: 'abbreviation: must be at most 6 characters' });
  });

  it("answers 46 for another company's name and changes nothing", async () => {
    const company = await buildCompany(t);
    const other = await buildCompany(t);
    const answer = await t.call(
      'ModifyUserInfo',
      infoBody(company, { company: ` ${other.company.toLowerCase()} ` }),
      company.token,
    );
    expect(answer).toMatchObject({ status: Status.companyNameExists, reason: 'Company name already exists' });
    expect((await t.call<UserInfo>('GetUserInfo', {}, company.token)).result.company).toBe(company.company);
  });
});

describe('Upload and the company logo', () => {
  it('stores a PNG and a JPEG and serves their bytes with their type', async () => {
    const company = await buildCompany(t);
    for (const [filename, data, mime] of [
      ['logo.png', pictureBytes.png, 'image/png'],
      ['photo.jpg', pictureBytes.jpeg, 'image/jpeg'],
    ] as const) {
      const answer = await upload(t, company.token, { filename, contentType: 'application/octet-stream', data });
      expect(answer).toMatchObject({ http: 200, status: 0 });
      expect(answer.result.url).toMatch(new RegExp(`^/files/[0-9a-f]{32}/${filename.replace('.', '\\.')}$`));
      const download = await t.app.inject({ method: 'GET', url: answer.result.url });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(mime);
      expect(download.rawPayload.equals(data)).toBe(true);
    }
  });

  it('answers 21 for a file that is not a picture, whatever its declared type', async () => {
    const company = await buildCompany(t);
    const text = await upload(t, company.token, { filename: 'notes.png', contentType: 'image/png', data: Buffer.from('hello') });
    expect(text).toMatchObject({ status: Status.uploadFailed, reason: 'Picture format is wrong: use JPEG, PNG, GIF or WebP' });
    const empty = await upload(t, company.token, { filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) });
    expect(empty.status).toBe(Status.uploadFailed);
  });

  it('answers 604 naming the limit for a file over 5 MB, and stores one of exactly 5 MB', async () => {
    const company = await buildCompany(t);
    const picture = (size: number) => Buffer.concat([pictureBytes.png, Buffer.alloc(size - pictureBytes.png.length)]);
    const tooLarge = await upload(t, company.token, {
      filename: 'logo.png',
      contentType: 'image/png',
      data: picture(6 * 1024 * 1024),
    });
    expect(tooLarge).toMatchObject({ http: 200, status: Status.invalidField, reason: 'file: must be at most 5 MB' });
    const atLimit = await upload(t, company.token, {
      filename: 'logo.png',
      contentType: 'image/png',
      data: picture(5 * 1024 * 1024),
    });
    expect(atLimit).toMatchObject({ http: 200, status: 0 });
  });

  it('answers 604 without a file and 400 for a JSON body', async () => {
    const company = await buildCompany(t);
    const { payload, contentType } = multipartBody([{ name: 'note', value: 'x' }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Upload',
      payload,
      headers: { 'content-type': contentType, 'x-coolvisit-token': company.token },
    });
    expect(response.json()).toMatchObject({ status: Status.invalidField, reason: 'file: a file is required' });
    expect((await t.call('Upload', {}, company.token)).status).toBe(Status.unreadableBody);
  });

  it('answers 404 for a file URL that was never given', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/files/${'0'.repeat(32)}/logo.png` });
    expect(response.statusCode).toBe(404);
  });

  it("takes its own PNG as logo, refuses a GIF and another company's picture with 604", async () => {
    const company = await buildCompany(t);
    const other = await buildCompany(t);
    const png = await upload(t, company.token, { filename: 'logo.png', contentType: 'image/png', data: pictureBytes.png });
    const gif = await upload(t, company.token, { filename: 'logo.gif', contentType: 'image/gif', data: pictureBytes.gif });
    const theirs = await upload(t, other.token, { filename: 'logo.png', contentType: 'image/png', data: pictureBytes.png });
    expect([png.status, gif.status, theirs.status]).toEqual([0, 0, 0]);

    const gifLogo = await t.call('ModifyUserInfo', infoBody(company, { logo: gif.result.url }), company.token);
    expect(gifLogo).toMatchObject({
      status: Status.invalidField,
      reason: 'logo: must be a JPEG or PNG picture uploaded with Upload',
    });
    const stolen = await t.call('ModifyUserInfo', infoBody(company, { logo: theirs.result.url }), company.token);
    expect(stolen.status).toBe(Status.invalidField);
    expect(stolen.reason).toMatch(/^logo: /);
    const outside = await t.call('ModifyUserInfo', infoBody(company, { logo: 'https://evil.example/x.png' }), company.token);
    expect(outside.status).toBe(Status.invalidField);

    const own = await t.call<UserInfo>('ModifyUserInfo', infoBody(company, { logo: png.result.url }), company.token);
    expect(own.status).toBe(0);
    expect(own.result.logo).toBe(png.result.url);
  });
});

describe('updatePassword', () => {
  it('answers 2 for a wrong old password', async () => {
    const company = await buildCompany(t);
    const answer = await t.call(
      'updatePassword',
      { userid: company.userid, oldpwd: 'not-it', newpwd: 'new-Pass1' },
      company.token,
    );
    expect(answer).toMatchObject({ status: Status.invalidPassword, reason: 'The old password is wrong' });
    expect((await signIn(t, company.email, company.password)).status).toBe(0);
  });

  it('applies the medium policy: 12-25 characters with two classes', async () => {
    const company = await buildCompany(t);
    expect((await t.call('updatePasswordPolicy', { pwdPolicy: 1, pwdExpireDays: 0 }, company.token)).status).toBe(0);
    const weak = await t.call('updatePassword', { oldpwd: company.password, newpwd: 'abcdef123' }, company.token);
    expect(weak.status).toBe(Status.invalidField);
    expect(weak.reason).toMatch(/^newpwd: Password must be 12-25 characters with at least two/);
    const good = await t.call('updatePassword', { oldpwd: company.password, newpwd: 'Abcdefgh1234' }, company.token);
    expect(good.status).toBe(0);
  });

  it('applies the strong policy: 16-25 characters with three classes', async () => {
    const company = await buildCompany(t);
    await t.call('updatePasswordPolicy', { pwdPolicy: '2', pwdExpireDays: '0' }, company.token);
    for (const refused of ['Abcdefgh1234', 'abcdefgh12345678', `Abcdefgh1234${'5'.repeat(14)}`]) {
      const answer = await t.call('updatePassword', { oldpwd: company.password, newpwd: refused }, company.token);
      expect(answer.status).toBe(Status.invalidField);
      expect(answer.reason).toMatch(/^newpwd: Password must be 16-25 characters with at least three/);
    }
    const good = await t.call('updatePassword', { oldpwd: company.password, newpwd: 'Abcdefgh12345678' }, company.token);
    expect(good.status).toBe(0);
  });

  it('answers 604 for a policy outside 0-2', async () => {
    const company = await buildCompany(t);
    const answer = await t.call('updatePasswordPolicy', { pwdPolicy: 3, pwdExpireDays: 0 }, company.token);
    expect(answer).toMatchObject({ status: Status.invalidField, reason: 'pwdPolicy: must be 0, 1 or 2' });
  });

  it('signs out the other sessions of the company but keeps the current one', async () => {
    const company = await buildCompany(t);
    const other = await secondSession(company);
    const answer = await t.call('updatePassword', { oldpwd: company.password, newpwd: 'changed-Pass1' }, company.token);
    expect(answer.status).toBe(0);
    expect((await t.call('GetUserInfo', {}, company.token)).status).toBe(0);
    expect((await t.call('GetUserInfo', {}, other)).status).toBe(Status.invalidToken);
    expect((await signIn(t, company.email, company.password)).status).toBe(Status.invalidPassword);
    expect((await signIn(t, company.email, 'changed-Pass1')).status).toBe(0);
  });
});

describe('card text and mail subscription', () => {
  it('sets the card text up to 50 characters', async () => {
    const company = await buildCompany(t);
    expect((await t.call('UpdateCardText', { cardText: 'x'.repeat(50) }, company.token)).status).toBe(0);
    expect((await t.call<UserInfo>('GetUserInfo', {}, company.token)).result.cardText).toBe('x'.repeat(50));
    const long = await t.call('UpdateCardText', { cardText: 'x'.repeat(51) }, company.token);
    expect(long).toMatchObject({ status: Status.invalidField, reason: 'cardText: must be at most 50 characters' });
    const pic = await t.call('UpdateCardText', { cardText: 'hi', cardPic: '/files/nope/x.png' }, company.token);
    expect(pic).toMatchObject({ status: Status.invalidField, reason: 'cardPic: must be a picture uploaded with Upload' });
  });

  it.each([
    [true, 1],
    ['1', 1],
    [1, 1],
    [false, 0],
    ['0', 0],
    [0, 0],
  ])('updateUnSubscribe accepts %j as %i', async (unsubscribe, stored) => {
    const company = await buildCompany(t);
    if (stored === 0) await t.call('updateUnSubscribe', { unsubscribe: 1 }, company.token);
    expect((await t.call('updateUnSubscribe', { unsubscribe }, company.token)).status).toBe(0);
    expect((await t.call<UserInfo>('GetUserInfo', {}, company.token)).result.unsubscribe).toBe(stored);
  });

  it('updateUnSubscribe answers 604 for anything else', async () => {
    const company = await buildCompany(t);
    for (const unsubscribe of ['x', 2, null]) {
      const answer = await t.call('updateUnSubscribe', { unsubscribe }, company.token);
      expect(answer).toMatchObject({ status: Status.invalidField, reason: 'unsubscribe: must be 0 or 1' });
    }
  });
});
