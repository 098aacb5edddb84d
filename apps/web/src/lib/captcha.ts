import { isAppError } from '@vestibule/contract/app-error';
import { useEffect, useState } from 'react';
import { callApi, type ResultOf } from './api-client';

const captchaDemandedStatus = 119;

/**
 * The image captcha: its picture and digest; refresh() fetches a new one (a wrong answer burns it).
 * With the site's captcha off, the server still demands one for an account with recent failures
 * from anywhere (119): demandAfter(error) notices that and shows the captcha from then on.
 */
export function useCaptcha(siteOn: boolean) {
  const [demanded, setDemanded] = useState(false);
  const enabled = siteOn || demanded;
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
    /** Shown although the site has it off, because the account is under attack. */
    demanded: demanded && !siteOn,
    image: captcha ? `data:image/png;base64,${captcha.base64Str}` : undefined,
    digest: captcha?.digest ?? '',
    refresh: () => setRound((previous) => previous + 1),
    /** The answer a call carries, from the code the user typed. */
    answer: (vcode: string): CaptchaAnswer => ({ enabled, digest: captcha?.digest ?? '', vcode: vcode.trim() }),
    /** After a failed call: true when it failed for want of a captcha the page did not show. */
    demandAfter: (error: unknown): boolean => {
      if (enabled || !isAppError(error) || error.status !== captchaDemandedStatus) return false;
      setDemanded(true);
      return true;
    },
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
