import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';
import type { FieldBinding } from './use-form-fields';

interface CaptchaFieldProps {
  binding: FieldBinding;
  image: string | undefined;
  onRefresh: () => void;
  /** The site has the captcha off, but the server asked for one: say why, and put the cursor there. */
  demanded?: boolean;
}

/** The image code with its picture beside it; clicking the picture fetches a new one. */
export function CaptchaField({ binding, image, onRefresh, demanded = false }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('captcha.label')}
      binding={binding}
      hint={demanded ? t('captcha.demanded') : undefined}
      autoFocus={demanded}
      maxLength={10}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="captcha-button"
          onClick={onRefresh}
          title={t('captcha.refresh')}
          aria-label={t('captcha.refresh')}
        >
          {image && <img src={image} alt={t('captcha.image')} />}
        </button>
      }
    />
  );
}
