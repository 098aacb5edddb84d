import type { Generated } from 'kysely';

/* Door access (decision 0031): door groups, devices, each company's door key and the readers' decisions. */

export interface EquipmentGroupTable {
  id: Generated<number>;
  companyId: number;
  egname: string;
  egno: Generated<string>;
  /** Who its doors admit (rules/door-decision.ts groupAuthorities). */
  etype: Generated<number>;
  /** 1 on; 0 or 2 off. */
  status: Generated<number>;
  openAfterAuth: Generated<number>;
  rules: Generated<string>;
  gids: Generated<string>;
  createdAt: number;
}

export interface EquipmentTable {
  id: Generated<number>;
  companyId: number;
  deviceName: string;
  deviceCode: string;
  extendCode: Generated<string>;
  roomNum: Generated<string>;
  deviceIp: Generated<string>;
  devicePort: Generated<number>;
  deviceQrcode: Generated<string>;
  status: Generated<number>;
  /** SHA-256 of the device's secret. */
  secretHash: string;
  lastSeenAt: number | null;
  createdAt: number;
}

export interface EquipmentGroupDeviceTable {
  companyId: number;
  egid: number;
  eid: number;
}

export interface DoorKeyTable {
  companyId: number;
  doorKey: string;
  createdAt: number;
}

export interface AccessRecordTable {
  id: Generated<number>;
  companyId: number;
  eid: number;
  deviceCode: string;
  deviceName: string;
  recordId: string | null;
  vid: Generated<number>;
  empid: Generated<number>;
  name: Generated<string>;
  phone: Generated<string>;
  visitorCompany: Generated<string>;
  vtype: Generated<string>;
  direction: Generated<string>;
  passWay: string;
  openStatus: number;
  reason: string;
  openedAt: number;
  createdAt: number;
}
