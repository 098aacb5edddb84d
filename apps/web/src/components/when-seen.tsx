import { type ReactNode, useEffect, useRef, useState } from 'react';

const canWatch = () => typeof IntersectionObserver !== 'undefined';

/**
 * Renders its children once their place comes near the viewport: a block below
 * the fold then loads its code and data when scrolled to, not with the screen.
 * Without IntersectionObserver it renders them at once.
 */
export function WhenSeen({ children, minHeight = 120 }: { children: ReactNode; minHeight?: number }) {
  const [seen, setSeen] = useState(() => !canWatch());
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = place.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [seen]);
  return seen ? children : <div ref={place} style={{ minHeight }} />;
}
