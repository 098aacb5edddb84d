import type { LoginType } from '@vestibule/contract/login-types';
import { useTranslation } from 'react-i18next';
import type { LoginMethod } from '../api/login-methods';

interface LoginTypeChoiceProps {
  offered: LoginMethod[];
  chosen: LoginType;
  onChoose: (type: LoginType) => void;
}

/** The login types as a radio group, shown when the server offers more than one. */
export function LoginTypeChoice({ offered, chosen, onChoose }: LoginTypeChoiceProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="tabs" role="radiogroup" aria-label={t('loginTypeLabel')}>
      {offered.map((method) => (
        <button
          key={method.type}
          type="button"
          role="radio"
          className="tab"
          aria-checked={method.type === chosen}
          onClick={() => onChoose(method.type)}
        >
          {t(method.label)}
        </button>
      ))}
    </div>
  );
}
