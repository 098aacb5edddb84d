import { useRef, useState } from 'react';

export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Runs one async action at a time and tells whether it is busy. Failures come
 * back as an outcome: the API client has already shown them to the user.
 */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = async (...args: A): Promise<Outcome<R>> => {
    if (running.current) return { ok: false, error: new Error('An action is already running') };
    running.current = true;
    setBusy(true);
    try {
      return { ok: true, value: await action(...args) };
    } catch (error) {
      return { ok: false, error };
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
