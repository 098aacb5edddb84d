import type { SsoErrorCode } from '@vestibule/contract';

/** A failure of single sign-on that the sign-in page explains by its code (`signin.html#ssoError=<code>`). */
export class SsoFailure extends Error {
  constructor(
    readonly code: SsoErrorCode,
    detail?: string,
  ) {
    super(detail ?? code);
    this.name = 'SsoFailure';
  }
}
