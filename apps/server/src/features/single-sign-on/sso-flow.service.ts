import { AppError, Status } from '@vestibule/contract';
import * as oidc from 'openid-client';
import { newToken } from '../../platform/crypto.js';
import type { AppContext } from '../../platform/context.js';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import { findSecret, isLive, issueSecret, spendSecret } from '../../platform/secrets.js';
import { signInManagerVouchedFor } from '../auth/auth.service.js';
import { signInEmployeeVouchedFor } from '../employee-auth/employee-auth.service.js';
import { type SignInKind, accountVouchedFor } from './sso-accounts.js';
import { callbackUrl, clientSecretOf, type ProviderRow } from './sso-config.service.js';
import { SsoFailure } from './sso-failure.js';
import { findProviderOf } from './sso-provider.repo.js';

/*
 * The authorisation-code flow with PKCE (S256), state and nonce. What the
 * callback needs to check the answer is kept server-side, as a single-use
 * secret named by the state; the browser carries only the state.
 */

const attemptLifetimeMs = 10 * 60_000;
const ticketLifetimeMs = 2 * 60_000;
const providerTimeoutSeconds = 10;

/** Where to send the browser to sign in at the company's provider. */
export async function startSignIn(ctx: AppContext, provider: ProviderRow | undefined, kind: SignInKind): Promise<string> {
  if (!provider?.enabled || !(kind === 'manager' ? provider.forManager : provider.forEmployee)) {
    throw new SsoFailure('not-configured');
  }
  const client = await clientOf(ctx, provider);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await issueSecret(ctx.database.db, 'sso-attempt', state, {
    subject: `company:${provider.companyId}`,
    payload: { companyId: provider.companyId, kind, nonce, codeVerifier },
    now: ctx.clock.now(),
    lifetimeMs: attemptLifetimeMs,
  });
  return oidc
    .buildAuthorizationUrl(client, {
      redirect_uri: callbackUrl(ctx),
      scope: 'openid email profile phone',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
}

/** The provider's answer at /sso/callback: the one-time ticket of the account it vouched for. */
export async function completeSignIn(ctx: AppContext, query: URLSearchParams): Promise<string> {
  const db = ctx.database.db;
  const state = query.get('state') ?? '';
  const attempt = state ? await findSecret(db, 'sso-attempt', state) : undefined;
  const now = ctx.clock.now();
  // The state is spent before anything else: an answer replayed, or a second tab, finds it used.
  if (!attempt || !isLive(attempt, now) || !(await spendSecret(db, attempt, now))) throw new SsoFailure('expired');
  const { companyId, kind, nonce, codeVerifier } = attempt.payload;
  const provider = await findProviderOf(db, companyId);
  if (!provider?.enabled || !(kind === 'manager' ? provider.forManager : provider.forEmployee)) {
    throw new SsoFailure('not-configured');
  }
  if (query.has('error')) throw new SsoFailure('provider-refused', query.get('error') ?? '');
  const client = await clientOf(ctx, provider);
  const answer = new URL(`${callbackUrl(ctx)}?${query.toString()}`);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(client, answer, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw providerFailure(error);
  }
  if (!claims) throw new SsoFailure('provider-refused', 'no ID token');
  const vouched = claims;
  const ticket = newToken();
  // An employee created just in time and the ticket naming it are kept together or not at all.
  await inUnitOfWork(ctx, async (unitCtx) => {
    const subjectId = await accountVouchedFor(unitCtx, provider, kind, vouched);
    await issueSecret(unitCtx.database.db, 'sso-ticket', ticket, {
      subject: `company:${companyId}`,
      payload: { companyId, kind, subjectId },
      now,
      lifetimeMs: ticketLifetimeMs,
    });
  });
  return ticket;
}

/** ssoLogin: the ticket, once and while fresh, for the answer Login or empLogin gives. */
export async function redeemTicket(ctx: AppContext, ticket: string, ip: string) {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const found = /^[0-9a-f]{64}$/.test(ticket) ? await findSecret(db, 'sso-ticket', ticket) : undefined;
  if (!found || !isLive(found, now) || !(await spendSecret(db, found, now))) throw new AppError(Status.invalidLink);
  const { companyId, kind, subjectId } = found.payload;
  return kind === 'manager'
    ? signInManagerVouchedFor(ctx, companyId, ip)
    : signInEmployeeVouchedFor(ctx, companyId, subjectId, ip);
}

async function clientOf(ctx: AppContext, provider: ProviderRow): Promise<oidc.Configuration> {
  const secret = clientSecretOf(ctx, provider);
  if (!secret) throw new SsoFailure('not-configured', 'the client secret cannot be read');
  let issuer: URL;
  try {
    issuer = new URL(provider.issuer);
  } catch {
    throw new SsoFailure('not-configured', 'the issuer is no URL');
  }
  const insecure = issuer.protocol === 'http:';
  if (insecure && !ctx.config.ssoAllowHttp) throw new SsoFailure('not-configured', 'the issuer is not https');
  try {
    const client = await oidc.discovery(issuer, provider.clientId, secret, undefined, {
      timeout: providerTimeoutSeconds,
      // TLS alone would vouch for the token endpoint's answer; the signature is checked against the issuer's keys all the same.
      execute: insecure ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks] : [oidc.enableNonRepudiationChecks],
    });
    client.timeout = providerTimeoutSeconds;
    return client;
  } catch (error) {
    const failure = providerFailure(error);
    ctx.logger.warn({ err: error, companyId: provider.companyId }, 'single sign-on provider discovery failed');
    throw failure.code === 'provider-unreachable' ? failure : new SsoFailure('provider-unreachable', failure.message);
  }
}

const networkCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EAI_AGAIN']);

/** A network failure is the provider unreachable; any other (a bad signature, nonce or code) is a refusal. */
function providerFailure(error: unknown): SsoFailure {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as NodeJS.ErrnoException).code ?? '';
    if (networkCodes.has(code) || cause.name === 'TimeoutError' || cause.message === 'fetch failed') {
      return new SsoFailure('provider-unreachable', cause.message);
    }
  }
  return new SsoFailure('provider-refused', error instanceof Error ? error.message : String(error));
}
