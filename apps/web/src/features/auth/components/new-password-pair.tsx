import type { PasswordPolicy } from '@vestibule/contract/rules/password-policy';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { newPasswordProblem } from '../../../lib/password-rules';
import { TextField } from './text-field';
import type { FieldBinding, FieldCheck } from './use-form-fields';

/** Checks for a new password under a policy, and for its confirmation field. */
export const newPasswordCheck =
  <V,>(policy: PasswordPolicy): FieldCheck<V> =>
  (value) =>
    newPasswordProblem(value, policy);

export const confirmationCheck =
  <V extends Record<string, string>>(passwordField: keyof V): FieldCheck<V> =>
  (value, values) => {
    if (!value) return 'password.enterAgain';
    return value === values[passwordField] ? undefined : 'password.mismatch';
  };

interface NewPasswordPairProps {
  password: FieldBinding;
  confirmation: FieldBinding;
  policy: PasswordPolicy;
  label?: string;
}

/** New password with the live strength meter, then its confirmation. */
export function NewPasswordPair({ password, confirmation, policy, label }: NewPasswordPairProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label ?? t('password.new')}
        binding={password}
        type="password"
        autoComplete="new-password"
        revealable
        hint={t(`password.policy.${policy}`)}
        below={
          <div style={{ marginTop: 16 }}>
            <PasswordStrengthMeter password={password.value} />
          </div>
        }
      />
      <TextField label={t('password.confirm')} binding={confirmation} type="password" autoComplete="new-password" revealable />
    </>
  );
}
