import type { ReactNode } from 'react';

interface ResultPanelProps {
  kind: 'success' | 'error';
  title: string;
  text: string;
  action?: ReactNode;
}

/** The end state of a flow: mail sent, password changed, link expired. */
export function ResultPanel({ kind, title, text, action }: ResultPanelProps) {
  return (
    <div className={`result result-${kind}`} role="status">
      <div className="result-icon" aria-hidden="true">
        {kind === 'success' ? '✓' : '!'}
      </div>
      <h2 className="result-title">{title}</h2>
      <p className="result-text">{text}</p>
      {action}
    </div>
  );
}
