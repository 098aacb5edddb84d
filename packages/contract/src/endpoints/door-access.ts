import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { accessRecordSchema, equipmentGroupSchema, equipmentSchema } from '../entities/door-access.js';
import { flag, idOf, idsOf, instant, int, optionalText, page, pageRequest, required, ymd } from '../fields.js';
import { doorReasons } from '../rules/door-decision.js';

/*
 * Intelligent door access (api-facts 4.7, decision 0031): the Administrator's
 * groups, devices and records, and the calls a door reader makes as itself,
 * named by its deviceCode and the secret shown when it was added.
 */

const groupFields = {
  egname: required(100),
  egno: optionalText(50),
  etype: int().pipe(z.number().int().min(0, 'must be 0, 1 or 2').max(2, 'must be 0, 1 or 2')).optional().default(0),
  status: int().pipe(z.number().int().min(0, 'must be 0, 1 or 2').max(2, 'must be 0, 1 or 2')).optional().default(1),
  openAfterAuth: flag().optional().default(0),
  rules: optionalText(1000),
  gids: optionalText(500),
};

const deviceFields = {
  deviceName: required(100),
  deviceCode: required(64),
  extendCode: optionalText(64),
  roomNum: optionalText(50),
  deviceIp: optionalText(64),
  devicePort: int().pipe(z.number().int().min(0, 'must be a port').max(65535, 'must be a port')).optional().default(0),
  deviceQrcode: optionalText(64),
  egids: idsOf('equipmentGroup', 200).optional().default([]),
};

/** A reader proves itself with the secret it was given; both travel in the body. */
const deviceCredentials = { deviceCode: required(64), deviceSecret: required(128) };

export const doorDirections = ['in', 'out', ''] as const;

/** What a reader read: a QR code shown to it, or a card held to it. */
const scan = {
  code: optionalText(2000),
  cardNo: optionalText(64),
  direction: z.enum(doorDirections).optional().default(''),
  /** When it was read, epoch ms; now when left out. */
  at: instant().optional(),
  /** The reader's own id of this read: a read sent twice is one read, answered with its first decision. */
  recordId: optionalText(64),
};

const oneOfCodeOrCard = (body: { code: string; cardNo: string }, context: z.RefinementCtx) => {
  if (!body.code && !body.cardNo) context.addIssue({ code: 'custom', path: ['code'], message: 'a code or a cardNo is needed' });
};

export const doorDecisionSchema = z.object({ open: z.boolean(), reason: z.enum(doorReasons) });
export type DoorDecisionAnswer = z.infer<typeof doorDecisionSchema>;

const recordSearch = {
  ...pageRequest,
  startDate: ymd().optional(),
  endDate: ymd().optional(),
};

export const opendoorSearchSchema = z.object({
  ...recordSearch,
  mobile: optionalText(20),
  deviceCode: optionalText(64),
  vtype: optionalText(100),
  vname: optionalText(100),
  company: optionalText(100),
  direction: optionalText(10),
  /** '1' opened, '0' refused, '' both. */
  openStatus: optionalText(5),
  passWay: optionalText(10),
});
export type OpendoorSearch = z.output<typeof opendoorSearchSchema>;

export const doorAccessEndpoints = {
  getEquipmentGroupByUserid: endpoint({
    summary:
      "The company's door groups by name; 45 when its plan leaves out door access. Employees read them to choose an invitation's doors.",
    roles: ['manager', 'employee'],
    readOnly: true,
    request: z.object({}),
    response: z.array(equipmentGroupSchema),
  }),
  addEquipmentGroup: endpoint({
    summary: 'Adds a door group and answers it; 73 when the company has a group of that name, 45 without door access.',
    roles: adminOnly,
    request: z.object(groupFields),
    response: equipmentGroupSchema,
  }),
  updateEquipmentGroup: endpoint({
    summary:
      "Changes a door group; 73 when another group has the name (the fact sheet's 70 is the device-name code), 57 when egid is not the company's.",
    roles: adminOnly,
    request: z.object({ egid: idOf('equipmentGroup'), ...groupFields }),
    response: z.null(),
  }),
  delEquipmentGroup: endpoint({
    summary: "Deletes a door group; its devices, visitor types and visits no longer name it. 57 when egid is not the company's.",
    roles: adminOnly,
    request: z.object({ egid: idOf('equipmentGroup') }),
    response: z.null(),
  }),
  getEquipmentbyUserid: endpoint({
    summary: "The company's devices by name, or a group's when egid is given, each with its groups and whether it is online.",
    roles: adminOnly,
    readOnly: true,
    request: z.object({ egid: idOf('equipmentGroup').optional() }),
    response: z.array(equipmentSchema),
  }),
  addEquipment: endpoint({
    summary:
      'Adds a device and answers its secret, shown this once; 70 name, 71 identifier, 72 extension identifier or 731 reader number already the company’s.',
    roles: adminOnly,
    request: z.object(deviceFields),
    response: z.object({ eid: z.number().int(), deviceSecret: z.string() }),
  }),
  updateEquipment: endpoint({
    summary: "Changes a device; the same codes as addEquipment, 57 when eid is not the company's.",
    roles: adminOnly,
    request: z.object({ eid: idOf('device'), status: flag().optional().default(1), ...deviceFields }),
    response: z.null(),
  }),
  delEquipment: endpoint({
    summary: "Deletes a device; its records stay. 57 when eid is not the company's.",
    roles: adminOnly,
    request: z.object({ eid: idOf('device') }),
    response: z.null(),
  }),
  resetEquipmentSecret: endpoint({
    summary: 'Gives a device a new secret, shown this once; the old one stops working.',
    roles: adminOnly,
    request: z.object({ eid: idOf('device') }),
    response: z.object({ deviceSecret: z.string() }),
  }),
  getEGroupByEid: endpoint({
    summary: "The groups of a device; 57 when eid is not the company's.",
    roles: adminOnly,
    readOnly: true,
    request: z.object({ eid: idOf('device') }),
    response: z.array(equipmentGroupSchema),
  }),
  getRfidRecords: endpoint({
    summary:
      "A page of the readers' decisions, newest first, between startDate and endDate; status lists openStatus values (1,0).",
    roles: adminOnly,
    readOnly: true,
    request: z.object({ ...recordSearch, status: optionalText(20) }),
    response: page(accessRecordSchema),
  }),
  getOpendoorInfo: endpoint({
    summary: "A page of the readers' decisions, newest first, filtered by visitor, device, direction, result and way of passing.",
    roles: adminOnly,
    readOnly: true,
    request: opendoorSearchSchema,
    response: page(accessRecordSchema),
  }),
  getDoorCode: endpoint({
    summary:
      "A visit's door code: signed with the company's door key, it carries the visit's window and groups, so an offline reader decides it alone.",
    roles: adminOnly,
    readOnly: true,
    request: z.object({ vid: idOf('visit') }),
    response: z.object({
      code: z.string(),
      validFrom: z.number().int(),
      validUntil: z.number().int(),
      egids: z.array(z.number().int()),
    }),
  }),
  checkDoorAccess: endpoint({
    summary:
      'A reader asks whether to open for a code (door code, badge or invitation) or a card, and the decision is recorded. Called as the device (deviceCode, deviceSecret), not a session; an unknown device or a wrong secret answers 27 and records nothing.',
    roles: 'public',
    request: z.object({ ...deviceCredentials, ...scan }).superRefine(oneOfCodeOrCard),
    response: doorDecisionSchema,
  }),
  syncDoorRecords: endpoint({
    summary:
      'An offline reader hands in the decisions it made alone; a record whose recordId the device sent before adds nothing.',
    roles: 'public',
    request: z.object({
      ...deviceCredentials,
      records: z
        .array(
          z.object({ ...scan, recordId: required(64), at: instant(), ...doorDecisionSchema.shape }).superRefine(oneOfCodeOrCard),
        )
        .max(1000, 'must hold at most 1000 records'),
    }),
    response: z.object({ added: z.number().int(), skipped: z.number().int() }),
  }),
  getDoorKey: endpoint({
    summary:
      "What a reader needs to decide offline: the company's door key, and its own groups. The device's call also marks it online.",
    roles: 'public',
    request: z.object(deviceCredentials),
    response: z.object({
      userid: z.number().int(),
      doorKey: z.string(),
      groups: z.array(
        z.object({
          egid: z.number().int(),
          status: z.number().int(),
          etype: z.number().int(),
          openOnAuthorisation: z.number().int(),
        }),
      ),
    }),
  }),
};

export type DoorAccessEndpoint = keyof typeof doorAccessEndpoints;
