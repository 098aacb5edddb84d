import { useEffect, useRef } from 'react';

/** A visitor who walks away leaves the tablet on a screen; after this long without a touch it goes home. */
export const idleTimeoutMs = 60_000;

const activityEvents = ['pointerdown', 'keydown', 'touchstart', 'input'] as const;

/** Calls onIdle once the page has had no touch or key for `ms` while `active`; any touch starts the wait again. */
export function useIdleTimeout(active: boolean, onIdle: () => void, ms = idleTimeoutMs): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  });
  useEffect(() => {
    if (!active) return;
    let timer = window.setTimeout(() => latest.current(), ms);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => latest.current(), ms);
    };
    for (const name of activityEvents) window.addEventListener(name, restart, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of activityEvents) window.removeEventListener(name, restart, { capture: true });
    };
  }, [active, ms]);
}
