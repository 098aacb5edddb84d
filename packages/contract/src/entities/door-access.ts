import { z } from 'zod';

/* Door access (api-facts 4.7): groups of doors, the devices (readers) at them, and what the readers decided. */

export const equipmentGroupSchema = z.object({
  egid: z.number().int(),
  userid: z.number().int(),
  egname: z.string(),
  /** The group's number as the site labels it. */
  egno: z.string(),
  /** Who its doors admit (rules/door-decision.ts groupAuthorities). */
  etype: z.number().int(),
  /** 1 on; 0 or 2 off. */
  status: z.number().int(),
  /** 1: an authorised invitation opens these doors inside its window before sign-in. */
  openAfterAuth: z.number().int(),
  rules: z.string(),
  /** Gates the group stands at, comma-separated. */
  gids: z.string(),
});
export type EquipmentGroup = z.infer<typeof equipmentGroupSchema>;

export const equipmentSchema = z.object({
  eid: z.number().int(),
  userid: z.number().int(),
  deviceName: z.string(),
  /** The identifier the device calls in with. */
  deviceCode: z.string(),
  extendCode: z.string(),
  /** The door number. */
  roomNum: z.string(),
  deviceIp: z.string(),
  devicePort: z.number().int(),
  /** The reader-head number. */
  deviceQrcode: z.string(),
  status: z.number().int(),
  egids: z.array(z.number().int()),
  eType: z.string(),
  enterStatus: z.number().int(),
  /** 1 when the device called in within the last few minutes. */
  onlineStatus: z.number().int(),
  /** Its last call, epoch ms; null when it never called. */
  lastSeen: z.number().int().nullable(),
});
export type Equipment = z.infer<typeof equipmentSchema>;

/** A reader's decision as the record lists show it (getOpendoorInfo and getRfidRecords read the same rows). */
export const accessRecordSchema = z.object({
  rid: z.number().int(),
  userid: z.number().int(),
  deviceCode: z.string(),
  deviceName: z.string(),
  /** The visit's id as text; '' for an employee or a code that named nobody. */
  vid: z.string(),
  empid: z.number().int(),
  vname: z.string(),
  vphone: z.string(),
  mobile: z.string(),
  vtype: z.string(),
  company: z.string(),
  /** '1' opened, '0' refused. */
  openStatus: z.string(),
  status: z.number().int(),
  /** Why (rules/door-decision.ts doorReasons). */
  reason: z.string(),
  openDate: z.number().int(),
  /** 'in', 'out' or ''. */
  direction: z.string(),
  /** 'qr' or 'card'. */
  passWay: z.string(),
  gname: z.string(),
  temp: z.string(),
  photoUrl: z.string(),
});
export type AccessRecord = z.infer<typeof accessRecordSchema>;
