/*
 * Company password policies (spec section 5, ARCHITECTURE.md section 4):
 * basic needs 6+ characters; medium 12-25 with two character classes;
 * strong 16-25 with three. Under every policy a weak password (one class
 * only) is refused as 'too weak'.
 */

export const passwordPolicies = { basic: 0, medium: 1, strong: 2 } as const;
export type PasswordPolicy = (typeof passwordPolicies)[keyof typeof passwordPolicies];

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export type PasswordProblem = 'empty' | 'tooShort' | 'mediumRule' | 'strongRule' | 'tooLong' | 'tooWeak';

export const passwordProblemMessages: Record<PasswordProblem, string> = {
  empty: 'Password cannot be empty',
  tooShort: 'Password length must be at least 6',
  mediumRule: 'Password must be 12-25 characters with at least two of uppercase, lowercase, digits and special characters',
  strongRule: 'Password must be 16-25 characters with at least three of uppercase, lowercase, digits and special characters',
  tooLong: 'Password must be at most 64 characters',
  tooWeak: 'Password strength is too weak',
};

export const maxPasswordLength = 64;

/** How many of uppercase, lowercase, digits and other characters occur. */
export function characterClasses(password: string): number {
  const classes = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z\d]/];
  return classes.filter((pattern) => pattern.test(password)).length;
}

/** The label the strength meter shows as the user types. */
export function passwordStrength(password: string): PasswordStrength {
  const classes = characterClasses(password);
  if (password.length >= 12 && classes >= 3) return 'strong';
  if (password.length >= 6 && classes >= 2) return 'medium';
  return 'weak';
}

/** The first rule of the policy the password breaks, or null when it passes. */
export function checkPassword(password: string, policy: PasswordPolicy): PasswordProblem | null {
  if (password.length === 0) return 'empty';
  if (password.length > maxPasswordLength) return 'tooLong';
  if (password.length < 6) return 'tooShort';
  const classes = characterClasses(password);
  if (policy === passwordPolicies.medium && (password.length < 12 || password.length > 25 || classes < 2)) return 'mediumRule';
  if (policy === passwordPolicies.strong && (password.length < 16 || password.length > 25 || classes < 3)) return 'strongRule';
  if (passwordStrength(password) === 'weak') return 'tooWeak';
  return null;
}
