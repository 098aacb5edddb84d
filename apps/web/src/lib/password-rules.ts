import { checkPassword, type PasswordPolicy } from '@vestibule/contract/rules/password-policy';

/** The common-namespace key of what is wrong with a new password under the company policy, or undefined. */
export function newPasswordProblem(password: string, policy: PasswordPolicy): string | undefined {
  const problem = checkPassword(password, policy);
  if (problem === 'tooWeak') return 'password.tooWeak';
  return problem ? `password.problem.${problem}` : undefined;
}
