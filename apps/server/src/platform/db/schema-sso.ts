import type { Generated } from 'kysely';

/* Single sign-on providers (single-sign-on feature; decision 0025). */

export interface SsoProviderTable {
  companyId: number;
  enabled: Generated<number>;
  issuer: Generated<string>;
  clientId: Generated<string>;
  /** The client secret sealed with the server's key (platform/sealed-text.ts); '' when none is stored. */
  sealedClientSecret: Generated<string>;
  /** The ID token claim that names the account: email, preferred_username or phone_number. */
  claim: Generated<string>;
  forManager: Generated<number>;
  forEmployee: Generated<number>;
  jitEmployees: Generated<number>;
  /** One of the vendor paths (sso-prod, sogoLogin, xiaopLogin, epsonLogin), or ''. */
  routeName: Generated<string>;
  /** Lower-case email domains as ',a.com,b.com,' ('' for none). */
  domains: Generated<string>;
  /** The original product's ssoLogin by signature is accepted (decision 0025). */
  legacyLogin: Generated<number>;
  /** Its shared secret, sealed like the client secret; '' when none is stored. */
  sealedLegacySecret: Generated<string>;
  updatedAt: number;
}
