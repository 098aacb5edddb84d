import { onTestFinished } from 'vitest';
import { connectToasts } from '../lib/toast';

/** Connects a toaster that only records what the user is told, for the current test. */
export function captureToasts() {
  const shown: Array<{ kind: 'success' | 'error'; text: string }> = [];
  const disconnect = connectToasts({
    success: (text) => shown.push({ kind: 'success', text }),
    error: (text) => shown.push({ kind: 'error', text }),
  });
  onTestFinished(disconnect);
  return { shown, errors: () => shown.filter((toast) => toast.kind === 'error').map((toast) => toast.text) };
}
