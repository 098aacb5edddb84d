import { z } from 'zod';
import { adminOnly, anySignedIn, companyMembers, endpoint, type UploadedFile } from '../endpoint.js';
import { userInfoSchema } from '../entities/company.js';
import { activeSessionSchema } from '../entities/active-session.js';
import { companyLanguage, flag, idOf, int, naming, optionalText, phone, required, text } from '../fields.js';
import { abbreviationMaxLength } from '../limits.js';
import { lockMinutesRange, lockThresholdRange } from '../rules/lockout-policy.js';

export { abbreviationMaxLength };

export const accountEndpoints = {
  GetUserInfo: endpoint({
    summary: 'The signed-in company: information and settings.',
    roles: companyMembers,
    readOnly: true,
    request: z.object({ email: optionalText(80) }),
    response: userInfoSchema,
  }),
  ModifyUserInfo: endpoint({
    summary: 'Edits the company information.',
    roles: adminOnly,
    request: z.object({
      company: required(100),
      name: required(80),
      phone: phone(),
      // The original clients send only the fields above; what they leave out stays as it is.
      abbreviation: text(abbreviationMaxLength).optional(),
      office: text(255).optional(),
      affiliatedCompany: text(100).optional(),
      logo: naming('file', text(512)).optional(),
      /** The language of the company's mails and SMS. */
      language: companyLanguage().optional(),
    }),
    response: userInfoSchema,
  }),
  updatePassword: endpoint({
    summary: "Changes the Administrator's password under the company's password policy.",
    roles: adminOnly,
    request: z.object({
      oldpwd: z.string().min(1, 'must not be empty').max(64),
      newpwd: z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters'),
    }),
    response: z.null(),
  }),
  updatePasswordPolicy: endpoint({
    summary: 'Sets the password policy (0 basic, 1 medium, 2 strong) and expiry in days (0 never).',
    roles: adminOnly,
    request: z.object({
      pwdPolicy: int().pipe(z.number().int().min(0, 'must be 0, 1 or 2').max(2, 'must be 0, 1 or 2')),
      pwdExpireDays: int().pipe(z.number().int().min(0, 'must not be negative').max(3650, 'must be at most 3650')),
    }),
    response: z.null(),
  }),
  updateLockoutPolicy: endpoint({
    summary: 'Sets how many failed sign-ins lock an account (3-10) and how many minutes they count and the lock lasts (5-1440).',
    roles: adminOnly,
    request: z.object({
      lockThreshold: int().pipe(
        z
          .number()
          .int()
          .min(lockThresholdRange.min, `must be from ${lockThresholdRange.min} to ${lockThresholdRange.max}`)
          .max(lockThresholdRange.max, `must be from ${lockThresholdRange.min} to ${lockThresholdRange.max}`),
      ),
      lockMinutes: int().pipe(
        z
          .number()
          .int()
          .min(lockMinutesRange.min, `must be from ${lockMinutesRange.min} to ${lockMinutesRange.max}`)
          .max(lockMinutesRange.max, `must be from ${lockMinutesRange.min} to ${lockMinutesRange.max}`),
      ),
    }),
    response: z.null(),
  }),
  getActiveSessions: endpoint({
    summary: "The caller's own signed-in sessions, newest first, the calling one marked current.",
    roles: anySignedIn,
    readOnly: true,
    request: z.object({}),
    response: z.array(activeSessionSchema),
  }),
  endSession: endpoint({
    summary: "Signs out one of the caller's own sessions (57 when the caller has none of that id).",
    roles: anySignedIn,
    request: z.object({ id: idOf('session') }),
    response: z.null(),
  }),
  endOtherSessions: endpoint({
    summary: "Signs out every session of the caller's account but the calling one.",
    roles: anySignedIn,
    request: z.object({}),
    response: z.null(),
  }),
  UpdateCardText: endpoint({
    summary: 'Sets the text (and picture) printed on visitor cards.',
    roles: adminOnly,
    request: z.object({ cardText: text(50), cardPic: naming('file', optionalText(500)) }),
    response: z.null(),
  }),
  updateUnSubscribe: endpoint({
    summary: 'Turns product mails to the Administrator off (1) or on (0).',
    roles: adminOnly,
    request: z.object({ unsubscribe: flag() }),
    response: z.null(),
  }),
  Upload: endpoint({
    summary: 'Stores a picture (multipart field "filename") and returns its URL.',
    roles: companyMembers,
    multipartFile: 'filename',
    request: z.object({
      file: z.custom<UploadedFile>((value) => typeof value === 'object' && value !== null, 'a file is required'),
    }),
    response: z.object({ url: z.string() }),
  }),
};
