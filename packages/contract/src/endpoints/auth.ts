import { z } from 'zod';
import { anySignedIn, endpoint } from '../endpoint.js';
import { loginResultSchema } from '../entities/company.js';
import { email, languageHint, optionalText, phone, required, text } from '../fields.js';

const passwordField = () => z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters');
const digest = () => text(100).optional().default('');

/** Whose phone sendSmsCode may reach: a company's Administrator, or an employee (either when the call names none). */
export const smsCodeAccountKinds = ['manager', 'employee'] as const;
export type SmsCodeAccountKind = (typeof smsCodeAccountKinds)[number];

export const authEndpoints = {
  getSiteConfig: endpoint({
    summary:
      "Public settings the pages need: captcha on or off, the login types offered, filing number, version, and the site's public address (PUBLIC_URL) when it is set; without it pages use the address they were opened at.",
    roles: 'public',
    readOnly: true,
    request: z.object({}),
    response: z.object({
      captcha: z.number().int(),
      loginTypes: z.array(z.number().int()),
      filingNumber: z.string(),
      version: z.string(),
      publicUrl: z.string().optional(),
    }),
  }),
  getValidationCode: endpoint({
    summary: 'A new image captcha: the PNG as base64 and the digest that names it.',
    roles: 'public',
    rateLimit: 'captcha',
    request: z.object({}),
    response: z.object({ base64Str: z.string(), digest: z.string() }),
  }),
  validationCode: endpoint({
    summary: 'Checks the captcha for an account (email) or phone; the next sign-in may then use the digest.',
    roles: 'public',
    rateLimit: 'captcha',
    request: z.object({ email: optionalText(100), phone: optionalText(20), digest: required(100), vcode: required(10) }),
    response: z.null(),
  }),
  Login: endpoint({
    summary: 'Administrator sign-in by email and password after the captcha.',
    roles: 'public',
    rateLimit: 'signin',
    legacyScrambledPassword: 'password',
    request: z.object({ email: email(), password: passwordField(), digest: digest() }),
    response: loginResultSchema,
  }),
  Register: endpoint({
    summary: 'Registers a company and its Administrator, and signs in.',
    roles: 'public',
    rateLimit: 'signin',
    request: z.object({
      name: required(80),
      company: required(100),
      email: email(),
      phone: phone(),
      password: passwordField(),
      smscode: optionalText(10),
      // The sign-up page's interface language becomes the company's; the original clients send none (English).
      language: languageHint(),
    }),
    response: loginResultSchema,
  }),
  logout: endpoint({
    summary: 'Ends the session of the token sent.',
    roles: anySignedIn,
    request: z.object({}),
    response: z.null(),
  }),
  sendSmsCode: endpoint({
    summary:
      'Sends a 6-digit code by SMS, valid 5 minutes, after the captcha for that phone (also with CAPTCHA=off). Only a phone of an account of accountKind receives it; the answer is the same for any other phone.',
    roles: 'public',
    rateLimit: 'sms',
    request: z.object({
      phone: phone(),
      digest: digest(),
      accountKind: z.enum(smsCodeAccountKinds, `must be one of ${smsCodeAccountKinds.join(', ')}`).optional(),
    }),
    response: z.null(),
  }),
  RetrievePassword: endpoint({
    summary: 'Mails the Administrator a single-use reset link valid 30 minutes (after the captcha).',
    roles: 'public',
    rateLimit: 'signin',
    request: z.object({ email: email(), digest: digest() }),
    response: z.null(),
  }),
  ModifyPassword: endpoint({
    summary: 'Sets a new Administrator password with the mailed link, or with the phone and its SMS code.',
    roles: 'public',
    rateLimit: 'signin',
    request: z
      .object({
        email: optionalText(80),
        digest: optionalText(100),
        phone: optionalText(20),
        verifyCode: optionalText(10),
        new_pwd: passwordField(),
      })
      .refine((body) => (body.email && body.digest) || (body.phone && body.verifyCode), {
        message: 'give email with digest, or phone with verifyCode',
        path: ['digest'],
      }),
    response: z.null(),
  }),
};
