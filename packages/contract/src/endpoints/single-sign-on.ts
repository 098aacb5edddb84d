import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { loginResultSchema } from '../entities/company.js';
import { callPaths } from '../call-paths.js';
import { flag, idOf, int, required, text } from '../fields.js';
import { employeeLoginSchema } from './employee-auth.js';

/*
 * Single sign-on through a company's OpenID Connect provider (decision 0025).
 * The browser goes through GET /sso/start and /sso/callback; the sign-in page
 * then trades the one-time ticket the callback gave it for a session here.
 */

/** The claim of the ID token that names the account. */
export const ssoClaims = ['email', 'preferred_username', 'phone_number'] as const;
export type SsoClaim = (typeof ssoClaims)[number];

/** The original product's vendor sign-in paths; each may name one company's provider. */
export const ssoRouteNames = ['sso-prod', 'sogoLogin', 'xiaopLogin', 'epsonLogin'] as const;
export type SsoRouteName = (typeof ssoRouteNames)[number];

/** Why the callback sent the browser back to the sign-in page (`signin.html#ssoError=<code>`). */
export const ssoErrorCodes = [
  'not-configured',
  'unknown-identity',
  'account-unavailable',
  'provider-refused',
  'provider-unreachable',
  'expired',
] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];

/** The login types of the original `ssoLogin`: 1 the Administrator, 2 (and the employee variants 3-5) an employee. */
export const ssoLoginTypes = { manager: 1, employee: 2 } as const;

const domainList = () =>
  text(500).refine(
    (value) => value.split(',').every((part) => part.trim() === '' || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(part.trim())),
    'must be email domains separated by commas',
  );

const issuerUrl = () =>
  text(300).refine((value) => value === '' || /^https?:\/\/[^\s/?#]+[^\s?#]*$/.test(value), 'must be an http(s) URL');

export const ssoConfigSchema = z.object({
  enabled: z.number().int(),
  issuer: z.string(),
  clientId: z.string(),
  /** 1 when a client secret is stored; the secret itself is never answered. */
  clientSecretSet: z.number().int(),
  claim: z.enum(ssoClaims),
  forManager: z.number().int(),
  forEmployee: z.number().int(),
  /** Just-in-time creation of employees the provider vouches for but the company does not have. */
  jitEmployees: z.number().int(),
  routeName: z.union([z.enum(ssoRouteNames), z.literal('')]),
  /** Email domains whose people this provider signs in, comma-separated. */
  domains: z.string(),
  /** The address to register at the provider as the redirect URI. */
  redirectUri: z.string(),
  /** The original product's ssoLogin by signature (MD5 of account, timeStamp and a shared secret) is accepted. */
  legacyLogin: z.number().int(),
  /** 1 when the shared secret of that sign-in is stored; never the secret. */
  legacySecretSet: z.number().int(),
});

export type SsoConfig = z.output<typeof ssoConfigSchema>;

export const ssoLoginSchema = z.union([loginResultSchema, employeeLoginSchema]);

/** The original ssoLogin's body carries a signature (authid); the sign-in page's carries a ticket. */
const signedByCaller = (body: unknown) => typeof body === 'object' && body !== null && 'authid' in body;

export const singleSignOnEndpoints = {
  getSsoConfig: endpoint({
    summary: "The company's single sign-on provider settings; whether a client secret is stored, never the secret.",
    roles: adminOnly,
    readOnly: true,
    request: z.object({}),
    response: ssoConfigSchema,
  }),
  updateSsoConfig: endpoint({
    summary:
      "Sets the company's OpenID Connect provider. An empty or missing clientSecret keeps the stored one; enabling needs an issuer, a client id and a secret. Domains and route names serve one company only.",
    roles: adminOnly,
    request: z.object({
      enabled: flag(),
      issuer: issuerUrl(),
      clientId: text(200),
      clientSecret: text(500).optional().default(''),
      claim: z
        .enum(ssoClaims, `must be one of ${ssoClaims.join(', ')}`)
        .optional()
        .default('email'),
      forManager: flag().optional().default(1),
      forEmployee: flag().optional().default(1),
      jitEmployees: flag().optional().default(0),
      routeName: z
        .union([z.enum(ssoRouteNames), z.literal('')], { error: `must be one of ${ssoRouteNames.join(', ')} or empty` })
        .optional()
        .default(''),
      domains: domainList().optional().default(''),
      legacyLogin: flag().optional().default(0),
      legacySecret: text(200).optional().default(''),
    }),
    response: ssoConfigSchema,
  }),
  ssoLogin: endpoint({
    summary:
      "Trades the one-time ticket the single sign-on callback put in the sign-in page's address for a session: the answer is Login's for an Administrator, empLogin's for an employee. 39 when the ticket is unknown, used or older than two minutes.",
    roles: 'public',
    rateLimit: 'signin',
    selectedBy: (body) => !signedByCaller(body),
    request: z.object({ ticket: required(100) }),
    response: ssoLoginSchema,
  }),
  ssoLoginBySignature: endpoint({
    summary:
      "ssoLogin as the original product's partners call it: authid = MD5(account + timeStamp + the company's shared secret), timeStamp in epoch ms within five minutes, each signature once. type 1 signs in the Administrator, 2 to 5 an employee (account is an email or phone). 1 unknown account, 2 wrong authid (or the company takes none), 1010 stale or used.",
    path: callPaths.ssoLoginBySignature,
    roles: 'public',
    rateLimit: 'signin',
    selectedBy: signedByCaller,
    request: z.object({
      account: required(100),
      authid: required(64),
      timeStamp: int(),
      type: int().pipe(z.number().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5')),
      userid: idOf('company'),
    }),
    response: ssoLoginSchema,
  }),
};
