import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectToasts, errorToastMs } from '../../../lib/toast';

interface Shown {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

const successToastMs = 3_000;

/** The light pages' toasts: errors stay 5 seconds and have a close button (spec section 8). */
export function ToastHost() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown[]>([]);
  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const show = (kind: Shown['kind'], text: string) => {
      const id = ++next;
      setShown((list) => [...list, { id, kind, text }]);
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          setShown((list) => list.filter((item) => item.id !== id));
        },
        kind === 'error' ? errorToastMs : successToastMs,
      );
      timers.add(timer);
    };
    const disconnect = connectToasts({ success: (text) => show('success', text), error: (text) => show('error', text) });
    return () => {
      disconnect();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  return (
    <div className="toast-stack">
      {shown.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <span className="toast-text">{item.text}</span>
          <button
            type="button"
            className="toast-close"
            aria-label={t('close')}
            onClick={() => setShown((list) => list.filter((other) => other.id !== item.id))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
