import type { ReactNode } from 'react';

/** The form's primary button; while busy it shows a spinner (the form ignores a second submit). */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button-primary button-block" aria-busy={busy}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
