import { AppError, checkPassword, type PasswordPolicy, passwordProblemMessages, Status } from '@vestibule/contract';
import { hashOfNobody, verifyPassword } from '../passwords.js';

/**
 * Checks a password against the account's hash, or against a dummy hash when
 * there is no account (or no password yet), so that the answer takes as long
 * either way and its timing tells nobody whether the account exists.
 */
export async function passwordMatches(hash: string | null | undefined, password: string): Promise<boolean> {
  const matches = await verifyPassword(hash ?? (await hashOfNobody()), password);
  return matches && hash != null;
}

/** 604 naming the field when the password does not meet the company's policy. */
export function assertPasswordFits(password: string, policy: number, field: string): void {
  const problem = checkPassword(password, policy as PasswordPolicy);
  if (problem) throw new AppError(Status.invalidField, `${field}: ${passwordProblemMessages[problem]}`, field);
}
