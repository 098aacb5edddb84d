import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from './use-form-fields';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'id'>;

interface TextFieldProps extends NativeInput {
  label: string;
  binding: FieldBinding;
  hint?: string;
  /** Shown beside the input (the captcha picture, the send-code button). */
  addon?: ReactNode;
  /** Below the input, before the problem (the strength meter). */
  below?: ReactNode;
  /** A show/hide switch for passwords. */
  revealable?: boolean;
}

/** A labelled input whose problem is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, binding, hint, addon, below, revealable, type, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const problemId = `${binding.id}-problem`;
  const hintId = `${binding.id}-hint`;
  const describedBy = [binding.problem ? problemId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={binding.id}>
        {label}
      </label>
      <div className="field-row">
        <div className="input-wrap">
          <input
            {...input}
            id={binding.id}
            type={revealable && revealed ? 'text' : type}
            className={revealable ? 'input input-with-toggle' : 'input'}
            value={binding.value}
            onChange={(event) => binding.onChange(event.target.value)}
            onBlur={binding.onBlur}
            aria-invalid={binding.problem ? true : undefined}
            aria-describedby={describedBy}
          />
          {revealable && (
            <button
              type="button"
              className="input-toggle"
              onClick={() => setRevealed((shown) => !shown)}
              aria-label={revealed ? t('password.hide') : t('password.show')}
              aria-pressed={revealed}
            >
              <EyeIcon crossed={revealed} />
            </button>
          )}
        </div>
        {addon}
      </div>
      {hint && (
        <div className="field-hint" id={hintId}>
          {hint}
        </div>
      )}
      {below}
      {binding.problem && (
        <div className="field-error" id={problemId} role="alert">
          {t(binding.problem)}
        </div>
      )}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 20 20 4" />}
    </svg>
  );
}
