import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';
import type { FieldBinding } from './use-form-fields';

interface SmsCodeFieldProps {
  binding: FieldBinding;
  codeSent: boolean;
  /** Seconds until another code may be sent; 0 when it may be sent now. */
  remaining: number;
  sending: boolean;
  onSend: () => void;
}

/** The SMS code input with its send button and resend countdown. */
export function SmsCodeField({ binding, codeSent, remaining, sending, onSend }: SmsCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('forgot.code')}
      binding={binding}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={10}
      hint={codeSent ? t('forgot.codeSent') : undefined}
      addon={
        <button
          type="button"
          className="button"
          style={{ height: 38, fontSize: 14 }}
          onClick={onSend}
          disabled={remaining > 0}
          aria-busy={sending}
        >
          {sending && <span className="spinner" aria-hidden="true" />}
          {remaining > 0 ? t('forgot.resendIn', { seconds: remaining }) : t('forgot.sendCode')}
        </button>
      }
    />
  );
}
