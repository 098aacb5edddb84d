import { useEffect, useState } from 'react';

/** Seconds left before an action may repeat (the SMS code's resend wait). */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1_000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: (seconds: number) => setRemaining(seconds) };
}
