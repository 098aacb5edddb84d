import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../test/capture-toasts';
import { callApi } from './api-client';
import { browser } from './browser';
import { changeLanguage } from './i18n';
import { languages } from './languages';
import { saveProfile, sessionToken } from './session';

/* While the server's database is away it answers HTTP 503 with status 2002: a pause to wait out, not a failure. */

const briefOutage = () =>
  new Response(JSON.stringify({ status: 2002, result: null, reason: 'The service is briefly unavailable; try again shortly' }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
  });

afterEach(async () => {
  await changeLanguage('en');
});

describe('api client during a brief outage (2002)', () => {
  it('says the service is briefly unavailable in the current language, and keeps the session and the page', async () => {
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const toasts = captureToasts();
    saveProfile({ token: '10000001-abc' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => briefOutage()),
    );
    for (const language of languages) {
      await changeLanguage(language);
      await expect(callApi('getDeptList', {})).rejects.toMatchObject({ status: 2002 });
    }
    expect(toasts.errors()).toEqual([
      'The service is briefly unavailable, try again shortly',
      '服务暂时不可用，请稍后再试',
      '服務暫時無法使用，請稍後再試',
      'サービスが一時的に利用できません。しばらくしてから再試行してください',
    ]);
    expect(sessionToken()).toBe('10000001-abc');
    expect(goTo).not.toHaveBeenCalled();
  });
});
