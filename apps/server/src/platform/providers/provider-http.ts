import { ProviderFailure } from './provider-failure.js';

/* The one way provider clients call out: a time-out, and every failure as a ProviderFailure with the answer. */

export const providerTimeoutMs = 10_000;

/** Fetches `url` and answers the body as text; a non-2xx status, a refused connection or a time-out throw. */
export async function providerRequest(url: string, init: RequestInit = {}, timeoutMs = providerTimeoutMs): Promise<string> {
  if (!URL.canParse(url)) throw new ProviderFailure(`not a valid provider address: ${url}`, '');
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const why = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String(error);
    throw new ProviderFailure(`${new URL(url).host} did not answer: ${why}`, why);
  }
  const text = await response.text();
  if (!response.ok) throw new ProviderFailure(`${new URL(url).host} answered ${response.status}`, text);
  return text;
}

/** The answer parsed as JSON; an answer that is not JSON is the provider's error. */
export function parseProviderJson(text: string, provider: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // falls through to the error below
  }
  throw new ProviderFailure(`${provider} answered something other than JSON`, text);
}
