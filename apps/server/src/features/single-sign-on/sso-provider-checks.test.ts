import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { LoginResult } from '@vestibule/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { type FakeProvider, startFakeProvider } from '../../../test/fake-provider.js';
import { serverRedirect } from '../../../test/sso-steps.js';

/*
 * What the callback checks in the provider's answer, against a provider the
 * test controls: the ID token's signature against the issuer's published
 * keys, its nonce, the state (once, and while fresh), and the provider's
 * refusals and absence.
 */

const t = useTestApp({ SSO_ALLOW_HTTP: 'on' });
const clientId = 'vestibule-checks';
const publishedKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
let fake: FakeProvider;
let acme: TestCompany;

/** What the fake token endpoint signs next: the key, and the nonce it puts in (the one asked for unless set). */
let nextToken: { key: KeyObject; nonce?: string } = { key: publishedKey.privateKey };
let asked: { nonce: string; challenge: string } = { nonce: '', challenge: '' };

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function idToken(claims: Record<string, unknown>, key: KeyObject) {
  const now = Math.floor(Date.now() / 1000);
  const body = `${base64url({ alg: 'RS256', kid: 'published', typ: 'JWT' })}.${base64url({
    iss: fake.url,
    aud: clientId,
    iat: now,
    exp: now + 300,
    ...claims,
  })}`;
  return `${body}.${sign('sha256', Buffer.from(body), key).toString('base64url')}`;
}

beforeAll(async () => {
  fake = await startFakeProvider();
  fake.on('/.well-known/openid-configuration', {
    body: {
      issuer: fake.url,
      authorization_endpoint: `${fake.url}/authorize`,
      token_endpoint: `${fake.url}/token`,
      jwks_uri: `${fake.url}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    },
  });
  fake.on('/jwks', {
    body: { keys: [{ ...publishedKey.publicKey.export({ format: 'jwk' }), kid: 'published', alg: 'RS256', use: 'sig' }] },
  });
  fake.on('POST /token', (request) => {
    // PKCE: the verifier sent now must hash to the challenge sent with the user at the start.
    const verifier = request.form.code_verifier ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== asked.challenge) {
      return { status: 400, body: { error: 'invalid_grant' } };
    }
    const claims = { sub: 'admin', email: acme.email, email_verified: true, nonce: nextToken.nonce ?? asked.nonce };
    return { body: { access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken(claims, nextToken.key) } };
  });
  acme = await buildCompany(t);
  const configured = await t.call(
    'updateSsoConfig',
    { enabled: 1, issuer: fake.url, clientId, clientSecret: 'checks-secret' },
    acme.token,
  );
  expect(configured.status).toBe(0);
});

afterAll(async () => {
  await fake?.close();
});

/** Starts a sign-in and answers the provider's part: the callback path with a code and the state. */
async function startAttempt(): Promise<{ callback: string; state: string }> {
  const location = new URL(await serverRedirect(t, `/sso/start?company=${acme.userid}&type=1`));
  expect(location.origin + location.pathname).toBe(`${fake.url}/authorize`);
  const state = location.searchParams.get('state') ?? '';
  asked = { nonce: location.searchParams.get('nonce') ?? '', challenge: location.searchParams.get('code_challenge') ?? '' };
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  expect(location.searchParams.get('redirect_uri')).toBe(`${t.ctx.config.publicUrl}/sso/callback`);
  return { callback: `/sso/callback?code=code-1&state=${state}`, state };
}

const fragmentOf = (location: string) => Object.fromEntries(new URLSearchParams(location.split('#')[1] ?? ''));

describe(`single sign-on answer checks (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('accepts a token signed with the published key, once: the state replayed is refused', async () => {
    nextToken = { key: publishedKey.privateKey };
    const { callback } = await startAttempt();
    const { sso: ticket } = fragmentOf(await serverRedirect(t, callback));
    expect((await t.call<LoginResult>('ssoLogin', { ticket })).result.userid).toBe(acme.userid);
    expect(await serverRedirect(t, callback)).toBe('/signin.html#ssoError=expired');
  });

  it('refuses an ID token signed by a key the issuer does not publish', async () => {
    nextToken = { key: otherKey.privateKey };
    const { callback } = await startAttempt();
    expect(await serverRedirect(t, callback)).toBe('/signin.html#ssoError=provider-refused');
  });

  it('refuses an ID token carrying another nonce', async () => {
    nextToken = { key: publishedKey.privateKey, nonce: 'someone-elses-nonce' };
    const { callback } = await startAttempt();
    expect(await serverRedirect(t, callback)).toBe('/signin.html#ssoError=provider-refused');
  });

  it('refuses a state it never issued, and the provider’s own refusal', async () => {
    expect(await serverRedirect(t, '/sso/callback?code=c&state=forged')).toBe('/signin.html#ssoError=expired');
    expect(await serverRedirect(t, '/sso/callback?code=c')).toBe('/signin.html#ssoError=expired');
    const { state } = await startAttempt();
    expect(await serverRedirect(t, `/sso/callback?error=access_denied&state=${state}`)).toBe(
      '/signin.html#ssoError=provider-refused',
    );
  });

  it('says so when the provider cannot be reached', async () => {
    const away = await buildCompany(t);
    await t.call(
      'updateSsoConfig',
      { enabled: 1, issuer: 'http://127.0.0.1:9', clientId, clientSecret: 'away-secret' },
      away.token,
    );
    expect(await serverRedirect(t, `/sso/start?company=${away.userid}&type=1`)).toBe(
      '/signin.html#ssoError=provider-unreachable',
    );
  });

  it('refuses an attempt answered after it expired (ten minutes)', async () => {
    nextToken = { key: publishedKey.privateKey };
    const { callback } = await startAttempt();
    t.clock.advance(10 * 60_000 + 1);
    expect(await serverRedirect(t, callback)).toBe('/signin.html#ssoError=expired');
  });
});
