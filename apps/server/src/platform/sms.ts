import type { Logger } from 'pino';

export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/**
 * HTTP gateway from SMS_URL_TEMPLATE. `{phone}` and `{text}` are replaced,
 * URL-encoded; a template without `{text}` gets the text POSTed as JSON.
 */
export function httpSmsProvider(template: string): SmsProvider {
  return {
    async send(phone, text) {
      const url = template.replaceAll('{phone}', encodeURIComponent(phone)).replaceAll('{text}', encodeURIComponent(text));
      const response = template.includes('{text}')
        ? await fetch(url, { signal: AbortSignal.timeout(10_000) })
        : await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ phone, text }),
            signal: AbortSignal.timeout(10_000),
          });
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
