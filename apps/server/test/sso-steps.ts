import type { TestApp } from './api-harness.js';

/*
 * A browser's walk through single sign-on, with fetch and a cookie jar: the
 * server's start, the provider's pages (its sign-in form submitted with the
 * account), the server's callback, up to the sign-in page's address.
 */

/** Where the server sent the browser back: `sso=<ticket>` or `ssoError=<code>`. */
export interface SsoOutcome {
  ticket?: string;
  error?: string;
}

const outcomeOf = (location: string): SsoOutcome => {
  const fragment = new URLSearchParams(location.split('#')[1] ?? '');
  if (!location.startsWith('/signin.html#')) throw new Error(`Unexpected redirect to ${location}`);
  return { ticket: fragment.get('sso') ?? undefined, error: fragment.get('ssoError') ?? undefined };
};

/** A GET of the server's own path (start or callback): its redirect. */
export async function serverRedirect(t: TestApp, path: string): Promise<string> {
  const answer = await t.app.inject({ method: 'GET', url: path });
  const location = answer.headers.location;
  if (answer.statusCode !== 302 || typeof location !== 'string') {
    throw new Error(`GET ${path} answered ${answer.statusCode} ${answer.body}`);
  }
  return location;
}

/** Signs in at the provider as `login` from the server's start path; answers where the server sent the browser back. */
export async function signInThroughProvider(t: TestApp, startPath: string, login: string): Promise<SsoOutcome> {
  const location = await serverRedirect(t, startPath);
  if (location.startsWith('/')) return outcomeOf(location);
  const callback = await walkProvider(location, login, t.ctx.config.publicUrl);
  return outcomeOf(await serverRedirect(t, callback));
}

/** Follows the provider's redirects and answers its form, up to the redirect back to the server; returns that path. */
export async function walkProvider(start: string, login: string, serverBase: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = new URL(start);
  let form: string | undefined;
  for (let step = 0; step < 12; step += 1) {
    const answer = await fetch(url, {
      redirect: 'manual',
      method: form === undefined ? 'GET' : 'POST',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form === undefined ? {} : { body: form }),
    });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    form = undefined;
    const next = answer.headers.get('location');
    if (next) {
      if (next.startsWith(serverBase)) return next.slice(serverBase.length);
      url = new URL(next, url);
      continue;
    }
    const page = await answer.text();
    if (answer.status !== 200 || !page.includes('name="login"')) throw new Error(`Provider answered ${answer.status}: ${page}`);
    if (page.includes('Unknown account')) throw new Error(`The provider does not know ${login}`);
    form = new URLSearchParams({ login }).toString();
  }
  throw new Error('Too many redirects at the provider');
}
