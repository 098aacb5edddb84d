import { Status, type UserInfo } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { pictureBytes, upload } from '../../../test/multipart.js';
import { employeeToken, seedEmployee } from '../../../test/people-factories.js';

const t = useTestApp();

const info = async (company: TestCompany) => (await t.call<UserInfo>('GetUserInfo', {}, company.token)).result;
const set = (company: TestCompany, name: string, body: Record<string, unknown>) => t.call(name, body, company.token);
const uploadPicture = async (company: TestCompany, kind: 'png' | 'jpeg' | 'gif' = 'png') => {
  const contentType = kind === 'gif' ? 'image/gif' : `image/${kind}`;
  const answer = await upload(t, company.token, { filename: `a.${kind}`, contentType, data: pictureBytes[kind] });
  return answer.result.url;
};

describe(`reservation settings (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('starts from the product defaults', async () => {
    const company = await buildCompany(t);
    expect(await info(company)).toMatchObject({
      permissionSwitch: 1,
      qrcodeType: 0,
      qrMaxCount: 1,
      qrMaxDuration: 1,
      preExtendTime: 0,
      latExtendTime: 0,
      leaveExpiryTime: 0,
      comeAgain: 1,
      signOutSwitch: 1,
      defaultPhoto: '',
    });
  });

  it('stores each setting, leniently typed on the wire, and GetUserInfo reads it back', async () => {
    const company = await buildCompany(t);
    for (const [name, body] of [
      ['updatePermissionSwitch', { permissionSwitch: false }],
      ['updateQRcode', { qrcodeType: '1' }],
      ['updateQrcodeConf', { qrMaxCount: '3', qrMaxDuration: 7 }],
      ['updateExtendTime', { preExtendTime: 30, latExtendTime: '1440' }],
      ['updateLeaveExpiryTime', { leaveExpiryTime: '120' }],
      ['updateComeAgain', { comeAgain: '0' }],
      ['updateSignOutSwitch', { signOutSwitch: 0, userid: company.userid }],
    ] as const) {
      expect(await set(company, name, body), name).toMatchObject({ status: 0, result: null });
    }
    expect(await info(company)).toMatchObject({
      permissionSwitch: 0,
      qrcodeType: 1,
      qrMaxCount: 3,
      qrMaxDuration: 7,
      preExtendTime: 30,
      latExtendTime: 1440,
      leaveExpiryTime: 120,
      comeAgain: 0,
      signOutSwitch: 0,
    });
  });

  it('keeps the QR code text and switch when updateQRcode leaves them out', async () => {
    const company = await buildCompany(t);
    await set(company, 'updateQRcode', { qrcodeType: 1, qrcodeSwitch: 1, qrcode: 'https://example.com/follow' });
    await set(company, 'updateQRcode', { qrcodeType: 0 });
    expect(await info(company)).toMatchObject({ qrcodeType: 0, qrcodeSwitch: 1, qrcode: 'https://example.com/follow' });
  });

  it('refuses values outside the stated limits with a 604 naming the field, and changes nothing', async () => {
    const company = await buildCompany(t);
    for (const [name, body, field] of [
      ['updateQrcodeConf', { qrMaxCount: 1, qrMaxDuration: 0 }, 'qrMaxDuration'],
      ['updateQrcodeConf', { qrMaxCount: 1, qrMaxDuration: 8 }, 'qrMaxDuration'],
      ['updateQrcodeConf', { qrMaxCount: -1, qrMaxDuration: 1 }, 'qrMaxCount'],
      ['updateQrcodeConf', { qrMaxCount: 101, qrMaxDuration: 1 }, 'qrMaxCount'],
      ['updateExtendTime', { preExtendTime: 1441, latExtendTime: 0 }, 'preExtendTime'],
      ['updateExtendTime', { preExtendTime: 0, latExtendTime: 'ten' }, 'latExtendTime'],
      ['updateExtendTime', { preExtendTime: 0 }, 'latExtendTime'],
      ['updateLeaveExpiryTime', { leaveExpiryTime: 10_081 }, 'leaveExpiryTime'],
      ['updateLeaveExpiryTime', { leaveExpiryTime: -1 }, 'leaveExpiryTime'],
      ['updateLeaveExpiryTime', { leaveExpiryTime: 1.5 }, 'leaveExpiryTime'],
      ['updateComeAgain', { comeAgain: 2 }, 'comeAgain'],
      ['updateSignOutSwitch', {}, 'signOutSwitch'],
      ['updatePermissionSwitch', { permissionSwitch: 'yes' }, 'permissionSwitch'],
      ['updateQRcode', { qrcodeType: 2 }, 'qrcodeType'],
    ] as const) {
      const answer = await set(company, name, body);
      expect(answer, `${name} ${JSON.stringify(body)}`).toMatchObject({ status: Status.invalidField });
      expect(answer.reason).toMatch(new RegExp(`^${field}: `));
    }
    expect(await info(company)).toMatchObject({ qrMaxCount: 1, qrMaxDuration: 1, preExtendTime: 0, leaveExpiryTime: 0 });
    expect((await set(company, 'updateQrcodeConf', { qrMaxCount: 1, qrMaxDuration: 9 })).reason).toBe(
      'qrMaxDuration: must be from 1 to 7',
    );
    expect((await set(company, 'updateLeaveExpiryTime', { leaveExpiryTime: 10_081 })).reason).toBe(
      'leaveExpiryTime: must be from 0 to 10080',
    );
  });

  it('takes the automatic sign-out in minutes, as the original console sends it: 120 and a week are accepted', async () => {
    const company = await buildCompany(t);
    for (const leaveExpiryTime of [120, 10_080]) {
      const body = { userid: company.userid, leaveExpiryTime };
      const answer = await t.call('updateLeaveExpiryTime', body, company.token, '/qcvisit/');
      expect(answer, String(leaveExpiryTime)).toMatchObject({ status: 0 });
      expect((await info(company)).leaveExpiryTime).toBe(leaveExpiryTime);
    }
  });

  it("sets the built-in avatars to the company's own JPEG and PNG uploads only", async () => {
    const company = await buildCompany(t);
    const other = await buildCompany(t);
    const png = await uploadPicture(company);
    const jpeg = await uploadPicture(company, 'jpeg');
    expect(await set(company, 'UpdateDefaultPhoto', { defaultPhoto: ` ${png}, ${jpeg},,${png}` })).toMatchObject({ status: 0 });
    expect((await info(company)).defaultPhoto).toBe(`${png},${jpeg}`);

    const foreign = await uploadPicture(other);
    const gif = await uploadPicture(company, 'gif');
    for (const defaultPhoto of [`${png},${foreign}`, gif, 'https://example.com/a.png']) {
      expect(await set(company, 'UpdateDefaultPhoto', { defaultPhoto })).toMatchObject({
        status: Status.invalidField,
        reason: /^defaultPhoto: /,
      });
    }
    const six = await Promise.all(Array.from({ length: 6 }, () => uploadPicture(company)));
    expect(await set(company, 'UpdateDefaultPhoto', { defaultPhoto: six.join(',') })).toMatchObject({
      status: Status.invalidField,
      reason: /^defaultPhoto: /,
    });
    expect((await info(company)).defaultPhoto).toBe(`${png},${jpeg}`);

    expect(await set(company, 'UpdateDefaultPhoto', { defaultPhoto: '' })).toMatchObject({ status: 0 });
    expect((await info(company)).defaultPhoto).toBe('');
  });

  it('is for the Administrator only', async () => {
    const company = await buildCompany(t);
    const employee = await seedEmployee(t, company.userid);
    const token = await employeeToken(t, employee);
    for (const [name, body] of [
      ['updatePermissionSwitch', { permissionSwitch: 0 }],
      ['updateQRcode', { qrcodeType: 1 }],
      ['updateQrcodeConf', { qrMaxCount: 5, qrMaxDuration: 5 }],
      ['updateExtendTime', { preExtendTime: 5, latExtendTime: 5 }],
      ['updateLeaveExpiryTime', { leaveExpiryTime: 5 }],
      ['updateComeAgain', { comeAgain: 0 }],
      ['updateSignOutSwitch', { signOutSwitch: 0 }],
      ['UpdateDefaultPhoto', { defaultPhoto: '' }],
    ] as const) {
      expect((await t.call(name, body, token)).status, name).toBe(Status.noPermission);
    }
    expect(await info(company)).toMatchObject({ permissionSwitch: 1, qrMaxCount: 1, preExtendTime: 0, comeAgain: 1 });
  });
});
