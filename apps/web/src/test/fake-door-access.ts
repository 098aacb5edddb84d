import type { AccessRecord, Equipment, EquipmentGroup } from '@vestibule/contract/entities/door-access';
import type { ResultOf } from '../lib/api-client';

/* Door groups, devices and records as the server answers them, for the door access page tests. */

export const fakeGroup = (egid: number, fields: Partial<EquipmentGroup> = {}): EquipmentGroup => ({
  egid,
  userid: 10000001,
  egname: `Group ${egid}`,
  egno: '',
  etype: 0,
  status: 1,
  openAfterAuth: 0,
  rules: '',
  gids: '',
  ...fields,
});

export const fakeDevice = (eid: number, fields: Partial<Equipment> = {}): Equipment => ({
  eid,
  userid: 10000001,
  deviceName: `Reader ${eid}`,
  deviceCode: `R-${eid}`,
  extendCode: '',
  roomNum: '',
  deviceIp: '',
  devicePort: 0,
  deviceQrcode: '',
  status: 1,
  egids: [],
  eType: '',
  enterStatus: 0,
  onlineStatus: 0,
  lastSeen: null,
  ...fields,
});

export const fakeRecord = (rid: number, fields: Partial<AccessRecord> = {}): AccessRecord => ({
  rid,
  userid: 10000001,
  deviceCode: 'R-1',
  deviceName: 'Reader 1',
  vid: '',
  empid: 0,
  vname: '',
  vphone: '',
  mobile: '',
  vtype: '',
  company: '',
  openStatus: '1',
  status: 1,
  reason: 'signedIn',
  openDate: Date.UTC(2026, 10, 21, 9, 0),
  direction: 'in',
  passWay: 'qr',
  gname: '',
  temp: '',
  photoUrl: '',
  ...fields,
});

/** getPlan's answer for a company whose plan has door access or not (the door group picker asks it). */
export const planOfDoors = (doorAccess: boolean): ResultOf<'getPlan'> => ({
  plan: doorAccess ? 'factory' : 'free',
  quotas: [],
  features: { approvals: doorAccess, doorAccess, questionnaires: doorAccess },
});
