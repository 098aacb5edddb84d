import { ProviderError } from '../notice-channel.js';

/*
 * One HTTP exchange with a provider, with the channel's time-out. Whatever
 * goes wrong (no answer in time, a refused connection, a non-2xx status)
 * becomes a ProviderError carrying what the provider said.
 */

const answerLimit = 500;

export async function callProvider(provider: string, url: string, init: RequestInit, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const why = timedOut
      ? `no answer within ${timeoutMs} ms`
      : `unreachable (${error instanceof Error ? error.message : String(error)})`;
    throw new ProviderError(`${provider}: ${why}`, why);
  }
  const body = (await response.text()).slice(0, answerLimit);
  const answer = `HTTP ${response.status}${body ? ` ${body}` : ''}`;
  if (!response.ok) throw new ProviderError(`${provider} answered ${answer}`, answer);
  return answer;
}
