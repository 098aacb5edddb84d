import { passwordStrength, type PasswordStrength } from '@vestibule/contract/rules/password-policy';
import { useTranslation } from 'react-i18next';

const levels: PasswordStrength[] = ['weak', 'medium', 'strong'];
// antd's error, warning and success colours; plain values so the light sign-in pages can use the meter too.
const colours: Record<PasswordStrength, string> = { weak: '#ff4d4f', medium: '#faad14', strong: '#52c41a' };

/** Three bars and a label that follow the password as it is typed (spec section 5). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const strength = password ? passwordStrength(password) : null;
  const filled = strength ? levels.indexOf(strength) + 1 : 0;
  return (
    <div role="status" aria-live="polite" style={{ margin: '-8px 0 16px' }}>
      <div style={{ display: 'flex', gap: 4 }} aria-hidden="true">
        {levels.map((level, index) => (
          <span
            key={level}
            style={{
              flex: 1,
              height: 4,
              borderRadius: 2,
              background: strength && index < filled ? colours[strength] : 'rgba(0, 0, 0, 0.06)',
            }}
          />
        ))}
      </div>
      <div style={{ fontSize: 12, marginTop: 4, color: strength ? colours[strength] : 'rgba(0, 0, 0, 0.45)' }}>
        {strength
          ? `${t('password.strength')}: ${t(`password.${strength}`)}${strength === 'weak' ? ` · ${t('password.tooWeak')}` : ''}`
          : t('password.strengthHint')}
      </div>
    </div>
  );
}
