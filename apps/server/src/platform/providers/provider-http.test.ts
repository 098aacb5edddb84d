import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeProvider } from '../../../test/fake-provider.js';
import { ProviderFailure } from './provider-failure.js';
import { parseProviderJson, providerRequest } from './provider-http.js';

const fake = await startFakeProvider();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('providerRequest', () => {
  it('answers the body of a 2xx answer', async () => {
    fake.on('/ok', { body: { fine: true } });
    expect(await providerRequest(`${fake.url}/ok`)).toBe('{"fine":true}');
  });

  it.each([
    ['a provider that answers too late', { delayMs: 500, body: {} }, 'no answer within 100 ms', 'no answer within 100 ms'],
    ['a non-2xx answer', { status: 503, body: 'busy' }, 'answered 503', 'busy'],
  ])('fails with a ProviderFailure on %s', async (_case, answer, message, answered) => {
    fake.on('/slow', answer);
    const failure = providerRequest(`${fake.url}/slow`, {}, 100);
    await expect(failure).rejects.toBeInstanceOf(ProviderFailure);
    await expect(failure).rejects.toMatchObject({ message: expect.stringContaining(message), answer: answered });
  });

  it('fails with a ProviderFailure when nothing listens or the address is not one', async () => {
    await expect(providerRequest('http://127.0.0.1:1/x')).rejects.toBeInstanceOf(ProviderFailure);
    await expect(providerRequest('http://bad host:80/x')).rejects.toBeInstanceOf(ProviderFailure);
  });
});

describe('parseProviderJson', () => {
  it.each([['not json'], ['"a string"'], ['']])('refuses %o', (text) => {
    expect(() => parseProviderJson(text, 'DingTalk')).toThrow(ProviderFailure);
  });
  it('answers an object', () => expect(parseProviderJson('{"errcode":0}', 'DingTalk')).toEqual({ errcode: 0 }));
});
