import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CameraProblem, QrScanner } from '../../../components/qr-scanner';

interface CodeEntryProps {
  /** Called with each code the camera reads. */
  onScan: (code: string) => void;
  /** Called with the typed text when the visitor taps the button. */
  onTyped: (text: string) => void;
  /** The camera stops reading while the screen handles a code. */
  paused: boolean;
  fieldLabel: string;
  submitLabel: string;
  /** The typed text's keyboard: digits for phones, text for codes. */
  inputMode?: 'text' | 'tel';
  busy?: boolean;
}

/** The camera reading QR codes beside a field to type the code (or phone) instead. */
export function CodeEntry({ onScan, onTyped, paused, fieldLabel, submitLabel, inputMode = 'text', busy }: CodeEntryProps) {
  const { t } = useTranslation('kiosk');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<CameraProblem>();
  const fieldId = useId();
  return (
    <div className="kiosk-split">
      <div>
        <div className="kiosk-camera">
          {problem ? (
            <p role="status" style={{ color: '#fff', padding: 24, margin: 0 }}>
              {t(`camera.${problem}`)}
            </p>
          ) : (
            <>
              <QrScanner label={t('camera.label')} onCode={onScan} onProblem={setProblem} paused={paused} />
              <div className="kiosk-camera-frame" aria-hidden="true" />
            </>
          )}
        </div>
        <p style={{ textAlign: 'center', margin: '12px 0 0' }}>{t('camera.hint')}</p>
      </div>
      <form
        className="kiosk-panel"
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim()) onTyped(typed.trim());
        }}
      >
        <label htmlFor={fieldId} style={{ display: 'block', marginBottom: 12, fontSize: 20 }}>
          {fieldLabel}
        </label>
        <Input
          id={fieldId}
          size="large"
          value={typed}
          inputMode={inputMode}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          style={{ fontSize: 24, minHeight: 56 }}
        />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={busy}
          disabled={typed.trim() === ''}
          style={{ marginTop: 16, minHeight: 56, fontSize: 20 }}
        >
          {submitLabel}
        </Button>
      </form>
    </div>
  );
}
