// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types; the browser tests compile this file without the rest of this folder
/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/*
 * A real OpenID Connect provider (oidc-provider) on a random local port, for
 * single sign-on tests. Its sign-in page is a one-field form: the person types
 * their account (subject or email) and is signed in and consents at once.
 */

export interface OidcPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  phone_number?: string;
  preferred_username?: string;
}

export interface OidcClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;

export async function startOidcProvider(client: OidcClient, people: OidcPerson[]) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const known = [...people];
  const personOf = (login: string) => known.find((person) => person.sub === login || person.email === login);
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
      phone: ['phone_number'],
    },
    // The client reads the person from the ID token, not from the userinfo endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 300, AuthorizationCode: 60, Grant: 600, IdToken: 300, Interaction: 600, Session: 600 },
    pkce: { required: () => true },
    findAccount: (_ctx: unknown, id: string) => {
      const person = personOf(id);
      return person ? { accountId: id, claims: () => ({ ...person }) } : undefined;
    },
  });
  const providerHandler = provider.callback();

  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const interaction = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (!interaction) return void providerHandler(request, response);
    void answerInteraction(request, response, interaction[1] ?? '').catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });

  async function answerInteraction(request: http.IncomingMessage, response: http.ServerResponse, uid: string) {
    if (request.method !== 'POST') return void sendForm(response, uid, '');
    const login = new URLSearchParams(await bodyOf(request)).get('login')?.trim() ?? '';
    const person = personOf(login);
    if (!person) return void sendForm(response, uid, 'Unknown account');
    const details = await provider.interactionDetails(request, response);
    const grant = new provider.Grant({ accountId: person.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: person.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    issuer,
    /** A person the provider knows from now on. */
    addPerson: (person: OidcPerson) => void known.push(person),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function sendForm(response: http.ServerResponse, uid: string, problem: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
    `<!doctype html><html><head><title>Test provider</title></head><body><h1>Test provider sign-in</h1>
<form method="post" action="/interaction/${uid}"><p>${problem}</p>
<label>Account <input name="login" autocomplete="off"></label><button type="submit">Continue</button></form></body></html>`,
  );
}

const bodyOf = (request: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
