import { type AfterHoursVisit, type Page, type PadConfig, Status, type UserInfo } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, passCaptcha, type TestCompany } from '../../../test/factories.js';
import { pictureBytes, upload } from '../../../test/multipart.js';
import { employeeToken, seedEmployee } from '../../../test/people-factories.js';
import { insertVisit, novemberAt, setClock } from '../../../test/visit-factories.js';

const t = useTestApp();

const info = async (company: TestCompany) => (await t.call<UserInfo>('GetUserInfo', {}, company.token)).result;
const set = (company: TestCompany, name: string, body: Record<string, unknown>) => t.call(name, body, company.token);
const uploadPicture = async (company: TestCompany, kind: 'png' | 'jpeg' | 'gif' = 'png') => {
  const contentType = kind === 'gif' ? 'image/gif' : `image/${kind}`;
  const answer = await upload(t, company.token, { filename: `a.${kind}`, contentType, data: pictureBytes[kind] });
  return answer.result.url;
};
const pictures = (company: TestCompany, count: number) =>
  Promise.all(Array.from({ length: count }, () => uploadPicture(company)));

/** A reception tablet's session, opened the way the tablet opens it: LoginManager with the account's password. */
async function receptionToken(company: TestCompany) {
  const account = `desk-${company.userid}`;
  const password = 'desk-Pass1';
  await t.call('AddManager', { account, password, sname: 'Front Desk' }, company.token);
  const digest = await passCaptcha(t, { email: account });
  const login = await t.call<{ token: string }>('LoginManager', { account, password, digest });
  expect(login.status, login.reason).toBe(0);
  return `${account}-${login.result.token}`;
}

describe(`tablet settings (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('stores carousel, logo, theme colour and background; GetUserInfo and getPadConfig read them back', async () => {
    const company = await buildCompany(t);
    const [first, second, third] = await pictures(company, 3);
    const jpeg = await uploadPicture(company, 'jpeg');
    const calls = [
      ['UpdateCarouselPic', { carouselPic: ` ${second}, ${first},,${third},${first}` }],
      ['UpdateLogo', { logoUrl: jpeg }],
      ['UpdateThemeColor', { themecolor: '#1A2b3C' }],
      ['UploadBackgroundPic', { bgPicUrl: third }],
      ['UpdateDefaultPhoto', { defaultPhoto: first }],
      ['UpdateCardText', { cardText: 'Welcome' }],
    ] as const;
    for (const [name, body] of calls) expect(await set(company, name, body), name).toMatchObject({ status: 0 });
    expect(await info(company)).toMatchObject({
      carouselPic: `${second},${first},${third}`,
      logo: jpeg,
      themecolor: '#1a2b3c',
      backgroundPic: third,
    });
    expect((await t.call<PadConfig>('getPadConfig', {}, company.token)).result).toEqual({
      carousel: [second, first, third],
      logo: jpeg,
      themecolor: '#1a2b3c',
      backgroundPic: third,
      avatars: [first],
      cardText: 'Welcome',
      photoSkippable: true,
      secureProtocol: '',
    });
    expect(await set(company, 'UpdateLogo', { logoUrl: '' })).toMatchObject({ status: 0 });
    expect(await set(company, 'UploadBackgroundPic', { bgPicUrl: '' })).toMatchObject({ status: 0 });
    expect(await info(company)).toMatchObject({ logo: '', backgroundPic: '' });
  });

  it('refuses a carousel of fewer than 2 or more than 5 pictures with a 604 naming the field', async () => {
    const company = await buildCompany(t);
    const six = await pictures(company, 6);
    expect(await set(company, 'UpdateCarouselPic', { carouselPic: six.slice(0, 2).join(',') })).toMatchObject({ status: 0 });
    expect(await set(company, 'UpdateCarouselPic', { carouselPic: six.slice(0, 5).join(',') })).toMatchObject({ status: 0 });
    for (const carouselPic of ['', six[0], `${six[0]},${six[0]}`, six.join(',')]) {
      expect(await set(company, 'UpdateCarouselPic', { carouselPic }), carouselPic).toMatchObject({
        status: Status.invalidField,
        reason: 'carouselPic: must list from 2 to 5 pictures',
      });
    }
    expect((await info(company)).carouselPic).toBe(six.slice(0, 5).join(','));
  });

  it("takes only the company's own JPEG and PNG uploads, and only colours as #rrggbb", async () => {
    const company = await buildCompany(t);
    const other = await buildCompany(t);
    const [own, ownSecond] = await pictures(company, 2);
    const foreign = await uploadPicture(other);
    const gif = await uploadPicture(company, 'gif');
    for (const [name, body, field] of [
      ['UpdateCarouselPic', { carouselPic: `${own},${foreign}` }, 'carouselPic'],
      ['UpdateCarouselPic', { carouselPic: `${own},${gif}` }, 'carouselPic'],
      ['UpdateCarouselPic', { carouselPic: `${own},https://example.com/a.png` }, 'carouselPic'],
      ['UpdateLogo', { logoUrl: foreign }, 'logoUrl'],
      ['UpdateLogo', { logoUrl: gif }, 'logoUrl'],
      ['UploadBackgroundPic', { bgPicUrl: foreign }, 'bgPicUrl'],
      ['UploadBackgroundPic', { bgPicUrl: `${own},${ownSecond}` }, 'bgPicUrl'],
      ['UpdateThemeColor', { themecolor: 'red' }, 'themecolor'],
      ['UpdateThemeColor', { themecolor: '#12345' }, 'themecolor'],
      ['UpdateThemeColor', { themecolor: '#12345g' }, 'themecolor'],
      ['UpdateThemeColor', {}, 'themecolor'],
    ] as const) {
      const answer = await set(company, name, body);
      expect(answer, `${name} ${JSON.stringify(body)}`).toMatchObject({ status: Status.invalidField });
      expect(answer.reason).toMatch(new RegExp(`^${field}: `));
    }
    expect(await info(company)).toMatchObject({ carouselPic: '', logo: '', backgroundPic: '', themecolor: '' });
  });

  it('lets a visitor skip the photo only while at least one built-in avatar is left', async () => {
    const company = await buildCompany(t);
    const config = async () => (await t.call<PadConfig>('getPadConfig', {}, company.token)).result;
    expect(await config()).toMatchObject({ avatars: [], photoSkippable: false });
    const [first, second] = await pictures(company, 2);
    await set(company, 'UpdateDefaultPhoto', { defaultPhoto: `${first},${second}` });
    expect(await config()).toMatchObject({ avatars: [first, second], photoSkippable: true });
    await set(company, 'UpdateDefaultPhoto', { defaultPhoto: second });
    expect(await config()).toMatchObject({ avatars: [second], photoSkippable: true });
    await set(company, 'UpdateDefaultPhoto', { defaultPhoto: '' });
    expect(await config()).toMatchObject({ avatars: [], photoSkippable: false });
  });

  it('lets a reception tablet read its own company only, and change nothing', async () => {
    const company = await buildCompany(t);
    const other = await buildCompany(t);
    await set(company, 'UpdateThemeColor', { themecolor: '#00aa00' });
    await set(other, 'UpdateThemeColor', { themecolor: '#aa0000' });
    const desk = await receptionToken(company);
    const read = await t.call<PadConfig>('getPadConfig', {}, desk);
    expect(read).toMatchObject({ status: 0, result: { themecolor: '#00aa00' } });
    const foreign = await t.call<PadConfig>('getPadConfig', { userid: other.userid }, desk);
    expect(foreign.status).toBe(Status.noPermission);
    expect(JSON.stringify(foreign)).not.toContain('#aa0000');
    const [first, second] = await pictures(company, 2);
    for (const [name, body] of [
      ['UpdateCarouselPic', { carouselPic: `${first},${second}` }],
      ['UpdateLogo', { logoUrl: first }],
      ['UpdateThemeColor', { themecolor: '#ffffff' }],
      ['UploadBackgroundPic', { bgPicUrl: first }],
    ] as const) {
      expect((await t.call(name, body, desk)).status, name).toBe(Status.noPermission);
    }
    expect(await info(company)).toMatchObject({ themecolor: '#00aa00', carouselPic: '', logo: '', backgroundPic: '' });
  });

  it('is closed to employees, reads included', async () => {
    const company = await buildCompany(t);
    const employee = await seedEmployee(t, company.userid);
    const token = await employeeToken(t, employee);
    for (const [name, body] of [
      ['UpdateCarouselPic', { carouselPic: '' }],
      ['UpdateLogo', { logoUrl: '' }],
      ['UpdateThemeColor', { themecolor: '#ffffff' }],
      ['UploadBackgroundPic', { bgPicUrl: '' }],
      ['getPadConfig', {}],
    ] as const) {
      expect((await t.call(name, body, token)).status, name).toBe(Status.noPermission);
    }
    expect((await info(company)).themecolor).toBe('');
  });
});

describe(`working hours, scanners and privacy text (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  const privacyText = 'We keep your name and photo for 30 days.\n\nAsk at reception to see or remove them.';

  it('starts at 09:00 to 18:00 with both scanners off and no privacy text', async () => {
    const company = await buildCompany(t);
    expect(await info(company)).toMatchObject({
      upDuty: '09:00',
      offDuty: '18:00',
      scaner: 0,
      faceScaner: 0,
      secureProtocol: '',
    });
    expect((await t.call<PadConfig>('getPadConfig', {}, company.token)).result.secureProtocol).toBe('');
  });

  it('stores each setting, leniently typed on the wire; GetUserInfo reads them back and the tablet gets the privacy text', async () => {
    const company = await buildCompany(t);
    for (const [name, body] of [
      ['updateOffDutyTime', { upDuty: '08:30', offDuty: ' 17:45 ', userid: company.userid }],
      ['updateScanerSwitch', { scaner: '1' }],
      ['updateFaceScaner', { faceScaner: true }],
      ['updateSecureProtocol', { secureProtocol: `  ${privacyText}\n` }],
    ] as const) {
      expect(await set(company, name, body), name).toMatchObject({ status: 0, result: null });
    }
    expect(await info(company)).toMatchObject({
      upDuty: '08:30',
      offDuty: '17:45',
      scaner: 1,
      faceScaner: 1,
      secureProtocol: privacyText,
    });
    const desk = await receptionToken(company);
    expect((await t.call<PadConfig>('getPadConfig', {}, desk)).result.secureProtocol).toBe(privacyText);

    await set(company, 'updateScanerSwitch', { scaner: 0 });
    await set(company, 'updateFaceScaner', { faceScaner: '0' });
    await set(company, 'updateSecureProtocol', { secureProtocol: '' });
    expect(await info(company)).toMatchObject({ scaner: 0, faceScaner: 0, secureProtocol: '' });
  });

  it('refuses an off-duty time not after up-duty, a time not as HH:mm, and a privacy text over 5,000 characters, changing nothing', async () => {
    const company = await buildCompany(t);
    for (const [name, body, reason] of [
      ['updateOffDutyTime', { upDuty: '18:00', offDuty: '09:00' }, 'offDuty: must be after upDuty'],
      ['updateOffDutyTime', { upDuty: '09:00', offDuty: '09:00' }, 'offDuty: must be after upDuty'],
      ['updateOffDutyTime', { upDuty: '9:00', offDuty: '18:00' }, 'upDuty: must be a time as HH:mm'],
      ['updateOffDutyTime', { upDuty: '09:00', offDuty: '24:00' }, 'offDuty: must be a time as HH:mm'],
      ['updateOffDutyTime', { upDuty: '09:00' }, /^offDuty: /],
      ['updateScanerSwitch', { scaner: 2 }, 'scaner: must be 0 or 1'],
      ['updateFaceScaner', {}, /^faceScaner: /],
      ['updateSecureProtocol', { secureProtocol: 'x'.repeat(5001) }, 'secureProtocol: must be at most 5000 characters'],
      ['updateSecureProtocol', {}, /^secureProtocol: /],
    ] as const) {
      expect(await set(company, name, body), `${name} ${JSON.stringify(body).slice(0, 60)}`).toMatchObject({
        status: Status.invalidField,
        reason,
      });
    }
    expect(await info(company)).toMatchObject({
      upDuty: '09:00',
      offDuty: '18:00',
      scaner: 0,
      faceScaner: 0,
      secureProtocol: '',
    });
    expect(await set(company, 'updateSecureProtocol', { secureProtocol: 'x'.repeat(5000) })).toMatchObject({ status: 0 });
    expect((await info(company)).secureProtocol).toHaveLength(5000);
  });

  it('counts the on-site after-hours list from the off-duty time set with updateOffDutyTime', async () => {
    setClock(t, novemberAt(21, 20));
    const company = await buildCompany(t);
    await insertVisit(t, company, { vname: 'Ann Onsite', visitdate: novemberAt(21, 9), appointmentDate: null });
    const afterHours = async () =>
      (await t.call<Page<AfterHoursVisit>>('getOnSiteAfterHours', { startIndex: 1, requestedCount: 10 }, company.token)).result;
    expect((await afterHours()).list.map((row) => row.overMinutes)).toEqual([120]);
    await set(company, 'updateOffDutyTime', { upDuty: '10:00', offDuty: '19:30' });
    expect((await afterHours()).list.map((row) => row.overMinutes)).toEqual([30]);
    await set(company, 'updateOffDutyTime', { upDuty: '10:00', offDuty: '21:00' });
    expect((await afterHours()).count).toBe(0);
  });

  it('is for the Administrator only: employees and reception tablets change nothing', async () => {
    const company = await buildCompany(t);
    const employee = await seedEmployee(t, company.userid);
    const tokens = [await employeeToken(t, employee), await receptionToken(company)];
    for (const token of tokens) {
      for (const [name, body] of [
        ['updateOffDutyTime', { upDuty: '10:00', offDuty: '20:00' }],
        ['updateScanerSwitch', { scaner: 1 }],
        ['updateFaceScaner', { faceScaner: 1 }],
        ['updateSecureProtocol', { secureProtocol: privacyText }],
      ] as const) {
        expect((await t.call(name, body, token)).status, name).toBe(Status.noPermission);
      }
    }
    expect(await info(company)).toMatchObject({
      upDuty: '09:00',
      offDuty: '18:00',
      scaner: 0,
      faceScaner: 0,
      secureProtocol: '',
    });
  });
});
