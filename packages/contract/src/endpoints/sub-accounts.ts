import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import {
  subAccountLoginSchema,
  subAccountModules,
  subAccountSchema,
  subAccountTemplateSchema,
  type SubAccountModule,
} from '../entities/sub-account.js';
import { commaIdsOf, email, flag, idOf, idsOf, int, maxRowId, naming, pageRequest, personName, text } from '../fields.js';
import { phonePattern } from '../patterns.js';

/*
 * Resident companies (/account/coms; api-facts 4.11): the Administrator's
 * sub-accounts, their template and the company switch; the sub-account's own
 * sign-in and password. Gates (gids) are the original's comma-separated
 * text, since gates have no table yet; equipment groups (egids, vegids) are
 * comma-separated ids.
 */

const password = () => z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters');

const isModule = (key: string): key is SubAccountModule => (subAccountModules as readonly string[]).includes(key);

/** Granted modules: keys, or permission entries `{ key, … }` whose other fields are ignored; repeated keys count once. */
const modules = () =>
  z
    .array(z.union([z.string(), z.looseObject({ key: z.string() })]))
    .max(50, 'must list at most 50 modules')
    .transform((entries, context) => {
      const keys = entries.map((entry) => (typeof entry === 'string' ? entry : entry.key).trim());
      const unknown = keys.find((key) => !isModule(key));
      if (unknown !== undefined) {
        context.addIssue({ code: 'custom', message: `must name modules among ${subAccountModules.join(', ')}` });
        return z.NEVER;
      }
      return subAccountModules.filter((key) => keys.includes(key));
    });

const vaPerm = () => int().pipe(z.number().int().min(0, 'must be 0 to 255').max(255, 'must be 0 to 255'));
const balance = () =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, 'must be a number')
        .transform(Number),
    ])
    .pipe(z.number().min(0, 'must not be negative').max(1e9, 'must be at most 1000000000'));
const gates = () => text(500);
/** Equipment groups as the original's comma-separated ids ("3,8"); answered as the same text. */
const equipmentGroups = () => commaIdsOf('equipmentGroup');
/** A phone, or '' for none. */
const phoneOrNone = () => text(20).refine((value) => value === '' || phonePattern.test(value), 'must be a valid phone number');

/** What a template fixes for new resident companies; every field may also be set per resident company. */
const defaultableFields = {
  module: modules(),
  vaPerm: vaPerm(),
  floor: text(50),
  roomNumber: text(50),
  gids: gates(),
  egids: equipmentGroups(),
  vegids: equipmentGroups(),
  balance: balance(),
  companyProfile: text(2000),
  meetingPoint: text(255),
};

const optionalFields = <T extends Record<string, z.ZodType>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };

const subAccountFields = {
  companyName: personName(100),
  email: email(),
  phone: phoneOrNone(),
  logo: naming('file', text(512)),
  isUse: flag(),
  ...defaultableFields,
};

/** A sub-account of the company, or 0 for the main company itself. */
const subAccountOrMain = () =>
  naming('subaccount', int().pipe(z.number().int().min(0, 'must be 0 or a sub-account id').max(maxRowId, 'must be a valid id')));

export const subAccountEndpoints = {
  updateSASwitch: endpoint({
    summary: 'Turns resident-company mode on (1) or off (0). While it is off, resident companies cannot sign in (94).',
    roles: adminOnly,
    request: z.object({ subAccount: flag() }),
    response: z.null(),
  }),
  getSubAccountByUserid: endpoint({
    summary: "The company's resident companies by name, those of `ids` when given.",
    roles: adminOnly,
    readOnly: true,
    request: z.object({
      ids: idsOf('subaccount', 1000).optional(),
      startIndex: pageRequest.startIndex,
      requestedCount: int()
        .pipe(z.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1000'))
        .optional()
        .default(1000),
    }),
    response: z.array(subAccountSchema),
  }),
  getSubAccountById: endpoint({
    summary:
      'One resident company: any of the company for the Administrator, its own for a resident company or its employee; 1 otherwise.',
    roles: ['manager', 'subaccount', 'employee'],
    readOnly: true,
    request: z.object({ id: idOf('subaccount') }),
    response: subAccountSchema,
  }),
  addSubAccount: endpoint({
    summary:
      "Adds a resident company; fields left out come from the template. 3 when the company has the name already, 4 when any resident company signs in with the email. Without a password it cannot sign in until one is set (the company's password policy applies).",
    roles: adminOnly,
    request: z.object({
      companyName: subAccountFields.companyName,
      email: subAccountFields.email,
      ...optionalFields({ phone: phoneOrNone(), logo: naming('file', text(512)), isUse: flag(), ...defaultableFields }),
      password: password().optional(),
    }),
    response: subAccountSchema,
  }),
  updateSubAccount: endpoint({
    summary:
      'Changes a resident company: only the fields given. 3 or 4 on a name or email in use, 1 when there is none. Disabling it ends its sessions.',
    roles: adminOnly,
    request: z.object({ id: idOf('subaccount'), ...optionalFields(subAccountFields) }),
    response: subAccountSchema,
  }),
  delSubAccount: endpoint({
    summary: 'Deletes a resident company and ends its sessions; its employees return to the main company. 1 when there is none.',
    roles: adminOnly,
    request: z.object({ id: idOf('subaccount') }),
    response: z.null(),
  }),
  resetSubAccountPwd: endpoint({
    summary:
      "Sets a resident company's password (the company's password policy applies) and ends its sessions; 1 when there is none.",
    roles: adminOnly,
    request: z.object({ id: idOf('subaccount'), password: password() }),
    response: z.null(),
  }),
  updateSubAccountPwd: endpoint({
    summary:
      "The resident company changes its own password: 2 when oldPwd is wrong (67 after five failures), the main company's password policy applies. Its other sessions end.",
    roles: ['subaccount'],
    request: z.object({ id: idOf('subaccount').optional(), oldPwd: password(), password: password() }),
    response: z.null(),
  }),
  getSubAccountTemp: endpoint({
    summary: 'The defaults new resident companies start with.',
    roles: adminOnly,
    readOnly: true,
    request: z.object({}),
    response: subAccountTemplateSchema,
  }),
  addSubAccountTemp: endpoint({
    summary: 'Sets the defaults new resident companies start with; fields left out stay as they are.',
    roles: adminOnly,
    request: z.object(optionalFields(defaultableFields)),
    response: subAccountTemplateSchema,
  }),
  updateEmpSubAccount: endpoint({
    summary: "Moves the company's employees to a resident company, or back to the main company with subaccountId 0.",
    roles: adminOnly,
    request: z.object({ subaccountId: subAccountOrMain(), empids: idsOf('employee', 5000, 1) }),
    response: z.null(),
  }),
  subAccountLogin: endpoint({
    summary:
      'Resident company sign-in by email after the captcha; 94 when it is disabled or resident-company mode is off, 77 when its password has expired.',
    roles: 'public',
    rateLimit: 'signin',
    legacyScrambledPassword: 'password',
    request: z.object({ email: email(), password: password(), digest: text(100).optional().default('') }),
    response: subAccountLoginSchema,
  }),
};
