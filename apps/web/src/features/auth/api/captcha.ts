import { useEffect, useState } from 'react';
import { callApi, type ResultOf } from '../../../lib/api-client';

/** The image captcha: its picture and digest; refresh() fetches a new one (a wrong answer burns it). */
export function useCaptcha(enabled: boolean) {
  const [captcha, setCaptcha] = useState<ResultOf<'getValidationCode'>>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    callApi('getValidationCode').then(
      (fresh) => live && setCaptcha(fresh),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, round]);
  return {
    enabled,
    image: captcha ? `data:image/png;base64,${captcha.base64Str}` : undefined,
    digest: captcha?.digest ?? '',
    refresh: () => setRound((previous) => previous + 1),
  };
}

export interface CaptchaAnswer {
  enabled: boolean;
  digest: string;
  vcode: string;
}

/**
 * Passes the captcha for an email (company accounts) or a phone and returns
 * the digest the next call carries; with the captcha off it returns ''.
 */
export async function passCaptcha(account: { email: string } | { phone: string }, answer: CaptchaAnswer): Promise<string> {
  if (!answer.enabled) return '';
  await callApi('validationCode', {
    email: 'email' in account ? account.email : '',
    phone: 'phone' in account ? account.phone : '',
    digest: answer.digest,
    vcode: answer.vcode,
  });
  return answer.digest;
}
