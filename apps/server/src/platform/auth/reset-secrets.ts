import type { AppContext } from '../context.js';
import { invalidateSecretsOf } from '../secrets.js';

/** The subject of an Administrator's reset links. */
export const managerSubject = (companyId: number) => `manager:${companyId}`;

/**
 * After a password change or a new reset request, no reset link or SMS code
 * issued earlier can set the account's password: the Administrator's links
 * (when `companyId` is given) and the codes sent to the phone.
 */
export async function voidResetSecrets(ctx: AppContext, account: { companyId?: number; phone: string }): Promise<void> {
  const now = ctx.clock.now();
  if (account.companyId !== undefined) {
    await invalidateSecretsOf(ctx.database.db, 'password-reset', managerSubject(account.companyId), now);
  }
  if (account.phone) await invalidateSecretsOf(ctx.database.db, 'sms-code', account.phone, now);
}
