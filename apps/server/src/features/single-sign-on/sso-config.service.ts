import {
  AppError,
  type EndpointRequest,
  type singleSignOnEndpoints,
  type SsoClaim,
  type SsoConfig,
  Status,
} from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import type { SsoProviderTable } from '../../platform/db/schema.js';
import { lowerCase } from '../../platform/text.js';
import { openClientSecret, sealClientSecret } from './client-secret.js';
import { findProviderOf, findProvidersClaiming, saveProvider } from './sso-provider.repo.js';

type UpdateInput = EndpointRequest<typeof singleSignOnEndpoints.updateSsoConfig>;
export type ProviderRow = Selectable<SsoProviderTable>;

/** Where providers send the browser back; the address to register with them. */
export const callbackUrl = (ctx: AppContext) => `${ctx.config.publicUrl}/sso/callback`;

const domainsOf = (stored: string) => stored.split(',').filter(Boolean);

const invalid = (field: string, rule: string) => new AppError(Status.invalidField, `${field}: ${rule}`, field);

export async function ssoConfigOf(ctx: AppContext, companyId: number): Promise<SsoConfig> {
  const row = await findProviderOf(ctx.database.db, companyId);
  return {
    enabled: row?.enabled ?? 0,
    issuer: row?.issuer ?? '',
    clientId: row?.clientId ?? '',
    clientSecretSet: row?.sealedClientSecret ? 1 : 0,
    claim: (row?.claim ?? 'email') as SsoClaim,
    forManager: row?.forManager ?? 1,
    forEmployee: row?.forEmployee ?? 1,
    jitEmployees: row?.jitEmployees ?? 0,
    routeName: (row?.routeName ?? '') as SsoConfig['routeName'],
    domains: domainsOf(row?.domains ?? '').join(','),
    redirectUri: callbackUrl(ctx),
    legacyLogin: row?.legacyLogin ?? 0,
    legacySecretSet: row?.sealedLegacySecret ? 1 : 0,
  };
}

export async function updateSsoConfig(ctx: AppContext, companyId: number, input: UpdateInput): Promise<SsoConfig> {
  const db = ctx.database.db;
  const current = await findProviderOf(db, companyId);
  const domains = [
    ...new Set(
      input.domains
        .split(',')
        .map((part) => lowerCase(part.trim()))
        .filter(Boolean),
    ),
  ];
  const sealedClientSecret = input.clientSecret
    ? sealClientSecret(ctx.config, input.clientSecret)
    : (current?.sealedClientSecret ?? '');
  const sealedLegacySecret = input.legacySecret
    ? sealClientSecret(ctx.config, input.legacySecret)
    : (current?.sealedLegacySecret ?? '');
  if (input.legacyLogin && !sealedLegacySecret) throw invalid('legacySecret', 'must be set to accept signed sign-ins');
  if (input.enabled) {
    if (!input.issuer) throw invalid('issuer', 'must be set to enable single sign-on');
    if (!input.clientId) throw invalid('clientId', 'must be set to enable single sign-on');
    if (!sealedClientSecret) throw invalid('clientSecret', 'must be set to enable single sign-on');
    if (!input.forManager && !input.forEmployee) throw invalid('forEmployee', 'at least one login kind must use the provider');
  }
  // A domain or a vendor path starts one company's sign-in: two companies cannot share one.
  const claimed = await findProvidersClaiming(db, companyId, domains, input.routeName);
  for (const other of claimed) {
    if (input.routeName && other.routeName === input.routeName) throw invalid('routeName', 'is used by another company');
    const taken = domains.find((domain) => domainsOf(other.domains).includes(domain));
    if (taken) throw invalid('domains', `${taken} is served by another company`);
  }
  await saveProvider(db, {
    companyId,
    enabled: input.enabled,
    issuer: input.issuer,
    clientId: input.clientId,
    sealedClientSecret,
    claim: input.claim,
    forManager: input.forManager,
    forEmployee: input.forEmployee,
    jitEmployees: input.jitEmployees,
    routeName: input.routeName,
    domains: domains.length ? `,${domains.join(',')},` : '',
    legacyLogin: input.legacyLogin,
    sealedLegacySecret,
    updatedAt: ctx.clock.now(),
  });
  return ssoConfigOf(ctx, companyId);
}

/** The client secret of a provider, or undefined when it cannot be read (the server's key changed). */
export const clientSecretOf = (ctx: AppContext, provider: ProviderRow) =>
  provider.sealedClientSecret ? openClientSecret(ctx.config, provider.sealedClientSecret) : undefined;

/** The shared secret of the signed sign-in, or undefined when none is stored or it cannot be read. */
export const legacySecretOf = (ctx: AppContext, provider: ProviderRow) =>
  provider.sealedLegacySecret ? openClientSecret(ctx.config, provider.sealedLegacySecret) : undefined;
