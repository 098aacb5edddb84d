import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { managerLoginSchema, receptionAccountSchema, receptionAccountTypes } from '../entities/reception-account.js';
import { flag, idOf, int, optionalIdOf, optionalText, personName, text } from '../fields.js';
import { phonePattern } from '../patterns.js';
import { subAccountModules } from '../entities/sub-account.js';

/*
 * Reception and verification accounts (/account/stage; api-facts 4.11) and
 * their sign-in, LoginManager (api-facts 4.1). The original console sends
 * `userId` with a capital I; it is checked like `userid`.
 */

const accountName = () =>
  text(50)
    .min(1, 'must not be empty')
    .refine((value) => /^[\w.@-]+$/.test(value), 'must be letters, digits, or . _ @ -');
const accountPassword = () => z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters');
const accountType = () =>
  int().pipe(
    z.union(
      Object.values(receptionAccountTypes).map((code) => z.literal(code)),
      { error: `must be one of ${Object.values(receptionAccountTypes).join(', ')}` },
    ),
  );
/** A validity day as YYYY-MM-DD, or '' for an open end. */
const validityDay = () =>
  text(10).refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'must be a date as YYYY-MM-DD');
const mobile = () => text(20).refine((value) => value === '' || phonePattern.test(value), 'must be a valid phone number');
/** A sub-administrator's modules, as keys or as one comma-separated text; ignored for the other types. */
const moduleKeys = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z
      .array(z.enum(subAccountModules, { error: `must be one of ${subAccountModules.join(', ')}` }))
      .max(subAccountModules.length, 'must list each module once'),
  );
/** The company as the original console names it. */
const userId = () => optionalIdOf('company');

const accountFields = {
  sname: personName(50),
  sType: accountType().optional().default(receptionAccountTypes.reception),
  startDate: validityDay().optional().default(''),
  endDate: validityDay().optional().default(''),
  gid: optionalText(500),
  moblie: mobile().optional().default(''),
  remark: optionalText(500),
  disabled: flag().optional().default(0),
  module: moduleKeys().optional().default([]),
};

export const receptionAccountEndpoints = {
  GetManagerByUser: endpoint({
    summary: "The company's reception and verification accounts, by account name; stList keeps only those types.",
    roles: adminOnly,
    readOnly: true,
    request: z.object({
      userId: userId(),
      // Role codes are small; any other number matches no account.
      stList: z
        .array(int().pipe(z.number().min(0, 'must be a role code').max(99, 'must be a role code')))
        .max(20, 'must list at most 20 types')
        .optional(),
    }),
    response: z.array(receptionAccountSchema),
  }),
  AddManager: endpoint({
    summary:
      "Adds a reception or verification account with its password (the company's password policy applies); 3 when the company already has the account name.",
    roles: adminOnly,
    request: z.object({ userId: userId(), account: accountName(), password: accountPassword(), ...accountFields }),
    response: receptionAccountSchema,
  }),
  UpdateManager: endpoint({
    summary:
      'Changes an account, found by id or else by account name: only the fields given change, a password given is reset. Disabling it, or a new password, ends its sessions.',
    roles: adminOnly,
    request: z.object({
      userId: userId(),
      id: idOf('receptionAccount').optional(),
      account: accountName(),
      password: accountPassword().optional(),
      sname: personName(50).optional(),
      sType: accountType().optional(),
      startDate: validityDay().optional(),
      endDate: validityDay().optional(),
      gid: text(500).optional(),
      moblie: mobile().optional(),
      remark: text(500).optional(),
      disabled: flag().optional(),
      module: moduleKeys().optional(),
    }),
    response: receptionAccountSchema,
  }),
  DeleteManager: endpoint({
    summary: 'Deletes an account by id or else by account name, and ends its sessions; 57 when the company has no such account.',
    roles: adminOnly,
    request: z.object({ userId: userId(), id: idOf('receptionAccount').optional(), account: text(50).optional().default('') }),
    response: z.null(),
  }),
  LoginManager: endpoint({
    summary:
      "Reception, verification and manager account sign-in after the captcha; 42 outside its validity dates, 60 when disabled. userid picks the company when several have the account name. A manager's session acts for the company within its modules.",
    roles: 'public',
    rateLimit: 'signin',
    legacyScrambledPassword: 'password',
    request: z.object({
      account: text(50).min(1, 'must not be empty'),
      password: accountPassword(),
      digest: text(100).optional().default(''),
      userid: idOf('company').optional(),
    }),
    response: managerLoginSchema,
  }),
  updateManagerPwd: endpoint({
    summary:
      "A manager changes its own password: 2 when oldPwd is wrong (67 after too many failures); the company's password policy applies. Its other sessions end.",
    roles: ['deputy'],
    request: z.object({ oldPwd: accountPassword(), password: accountPassword() }),
    response: z.null(),
  }),
};
