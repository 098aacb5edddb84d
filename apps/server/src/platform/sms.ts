import type { Logger } from 'pino';

export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/**
 * Fills a gateway's URL template: `{phone}`, `{text}` and the gateway's `{account}` and `{password}`, URL-encoded;
 * without `{text}` the text is POSTed as JSON.
 */
export function templateRequest(
  template: string,
  phone: string,
  text: string,
  credentials: { account: string; password: string } = { account: '', password: '' },
): { url: string; init: RequestInit } {
  const url = template
    .replaceAll('{account}', encodeURIComponent(credentials.account))
    .replaceAll('{password}', encodeURIComponent(credentials.password))
    .replaceAll('{phone}', encodeURIComponent(phone))
    .replaceAll('{text}', encodeURIComponent(text));
  if (template.includes('{text}')) return { url, init: { method: 'GET' } };
  return {
    url,
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, text }) },
  };
}

/** HTTP gateway from SMS_URL_TEMPLATE (see templateRequest). */
export function httpSmsProvider(template: string): SmsProvider {
  return {
    async send(phone, text) {
      const { url, init } = templateRequest(template, phone, text);
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}

/** Without a gateway, messages go to the log so a person can still sign up. */
export function logSmsProvider(logger: Logger): SmsProvider {
  return {
    async send(phone, text) {
      logger.warn({ sms: { phone, text } }, 'SMS not sent (no SMS_URL_TEMPLATE)');
    },
  };
}
