import type { BadgeLayout } from '@vestibule/contract/rules/badge-layout';
import { createPortal } from 'react-dom';
import { VisitorBadge } from './visitor-badge';

/*
 * What window.print() prints of a page showing a badge: a page exactly the
 * badge's size with nothing on it but the badge. The console's print view and
 * the reception tablet share it.
 */

/** The print rules: a page exactly the badge's size, and nothing on it but the badge. */
export const badgePageCss = (layout: Pick<BadgeLayout, 'widthMm' | 'heightMm'>) =>
  `@page { size: ${layout.widthMm}mm ${layout.heightMm}mm; margin: 0 }
.badge-print-sheet { display: none }
@media print {
  body > *:not(.badge-print-sheet) { display: none !important }
  .badge-print-sheet { display: block !important }
  .badge-print-sheet figure { border: none !important; border-radius: 0 !important }
}`;

/** The badge at true size at the end of the page body, hidden on screen and alone on the printed page. */
export function BadgePrintSheet({ layout, accent }: { layout: BadgeLayout; accent: string }) {
  return createPortal(
    <div className="badge-print-sheet" data-testid="badge-print-sheet">
      <style>{badgePageCss(layout)}</style>
      <VisitorBadge layout={layout} accent={accent} />
    </div>,
    document.body,
  );
}
