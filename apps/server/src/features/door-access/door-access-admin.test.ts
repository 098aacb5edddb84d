import { type Equipment, type EquipmentGroup, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { addDoorGroup, addReader } from '../../../test/door-access-factories.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { setPlan } from '../plans/plans.service.js';

/* The Administrator's door groups and devices: names and codes kept unique, the plan's gate, another company's ids. */

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
});

const groups = async (company: TestCompany) =>
  (await t.call<EquipmentGroup[]>('getEquipmentGroupByUserid', {}, company.token)).result;
const devices = async (company: TestCompany, body: Record<string, unknown> = {}) =>
  (await t.call<Equipment[]>('getEquipmentbyUserid', body, company.token)).result;

describe(`door groups and devices (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('adds a group and answers it, refusing a second of the same name with 73 on add and update', async () => {
    const added = await t.call<EquipmentGroup>(
      'addEquipmentGroup',
      { egname: 'Main doors', egno: 'G-1', etype: '0', status: '1', openAfterAuth: true, rules: 'Weekdays only' },
      acme.token,
    );
    expect(added.result).toMatchObject({
      egname: 'Main doors',
      egno: 'G-1',
      openAfterAuth: 1,
      rules: 'Weekdays only',
      userid: acme.userid,
    });
    expect((await t.call('addEquipmentGroup', { egname: 'Main doors' }, acme.token)).status).toBe(Status.deviceGroupExists);
    const second = await addDoorGroup(t, acme, { egname: 'Side doors' });
    expect((await t.call('updateEquipmentGroup', { egid: second, egname: 'Main doors' }, acme.token)).status).toBe(
      Status.deviceGroupExists,
    );
    expect((await t.call('updateEquipmentGroup', { egid: second, egname: 'Side doors', status: 2 }, acme.token)).status).toBe(0);
    expect((await groups(acme)).map((group) => [group.egname, group.status])).toEqual([
      ['Main doors', 1],
      ['Side doors', 2],
    ]);
    // Another company may use the name.
    expect((await t.call('addEquipmentGroup', { egname: 'Main doors' }, other.token)).status).toBe(0);
  });

  it.each([
    ['deviceName', Status.deviceNameExists],
    ['deviceCode', Status.deviceIdentifierExists],
    ['extendCode', Status.deviceExtensionExists],
    ['deviceQrcode', Status.readerNumberExists],
  ] as const)('refuses a device whose %s another device has (%s), on add and update', async (field, status) => {
    const egid = await addDoorGroup(t, acme);
    const first = await addReader(t, acme, [egid], { extendCode: `X-${field}`, deviceQrcode: `Q-${field}` });
    const [held] = (await devices(acme)).filter((device) => device.eid === first.eid);
    const second = await addReader(t, acme, [egid]);
    const clash = { deviceName: `New ${field}`, deviceCode: `NEW-${field}`, [field]: held![field] };
    expect((await t.call('addEquipment', clash, acme.token)).status).toBe(status);
    expect((await t.call('updateEquipment', { eid: second.eid, ...clash }, acme.token)).status).toBe(status);
  });

  it("lists a group's devices with their groups, and a device's groups", async () => {
    const north = await addDoorGroup(t, acme);
    const south = await addDoorGroup(t, acme);
    const reader = await addReader(t, acme, [north, south], { roomNum: '101', deviceIp: '10.0.0.8', devicePort: '8080' });
    expect(reader.deviceSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(await devices(acme, { egid: north })).toMatchObject([
      {
        eid: reader.eid,
        roomNum: '101',
        deviceIp: '10.0.0.8',
        devicePort: 8080,
        egids: [north, south].sort((a, b) => a - b),
        onlineStatus: 0,
      },
    ]);
    const ofDevice = await t.call<EquipmentGroup[]>('getEGroupByEid', { eid: reader.eid }, acme.token);
    expect(ofDevice.result.map((group) => group.egid).sort()).toEqual([north, south].sort());
    expect((await t.call('delEquipmentGroup', { egid: south }, acme.token)).status).toBe(0);
    expect((await devices(acme, { egid: north }))[0]?.egids).toEqual([north]);
    expect((await t.call('delEquipment', { eid: reader.eid }, acme.token)).status).toBe(0);
    expect(await devices(acme, { egid: north })).toEqual([]);
  });

  it("answers 57 for another company's group or device, changing nothing", async () => {
    const egid = await addDoorGroup(t, acme);
    const reader = await addReader(t, acme, [egid]);
    for (const [name, body] of [
      ['updateEquipmentGroup', { egid, egname: 'Taken over' }],
      ['delEquipmentGroup', { egid }],
      ['updateEquipment', { eid: reader.eid, deviceName: 'Taken over', deviceCode: 'X' }],
      ['delEquipment', { eid: reader.eid }],
      ['resetEquipmentSecret', { eid: reader.eid }],
      ['getEGroupByEid', { eid: reader.eid }],
      ['addEquipment', { deviceName: 'Mine', deviceCode: 'MINE', egids: [egid] }],
    ] as const) {
      expect((await t.call(name, body, other.token)).status, name).toBe(Status.noRecord);
    }
    expect((await devices(acme)).find((device) => device.eid === reader.eid)?.deviceName).toBe(`Reader ${reader.deviceCode}`);
  });

  it('answers 45 to a company whose plan leaves out door access', async () => {
    const free = await buildCompany(t);
    await setPlan(t.ctx, free.userid, 'free');
    for (const [name, body] of [
      ['getEquipmentGroupByUserid', {}],
      ['addEquipmentGroup', { egname: 'Doors' }],
      ['getEquipmentbyUserid', {}],
      ['addEquipment', { deviceName: 'Reader', deviceCode: 'R1' }],
    ] as const) {
      const answer = await t.call(name, body, free.token);
      expect(answer, name).toMatchObject({
        status: Status.planLimitReached,
        result: { limit: 'doorAccess', plan: 'free', liftedBy: 'factory' },
      });
    }
  });
});
