import type { VisitExportColumn } from '@vestibule/contract/endpoints/visits';
import { type VisitQuery, visitSearchBody } from './visit-query';

/* The export and PDF links: the download ticket's URL plus the list's filters, format and shown columns. */

export type ExportFormat = 'xlsx' | 'csv';

/** The export columns of what the visit table shows. */
export const shownExportColumns: readonly VisitExportColumn[] = [
  'vname',
  'vcompany',
  'vphone',
  'empName',
  'empDeptName',
  'visitType',
  'vType',
  'appointmentDate',
  'visitdate',
  'signOutDate',
  'visitStatus',
];

/** The ticket URL with the list's current filters (not its page), the format and the columns. */
export function exportUrl(ticketUrl: string, query: VisitQuery, format: ExportFormat): string {
  const { startIndex: _start, requestedCount: _count, ...filters } = visitSearchBody(query);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value));
  params.set('format', format);
  params.set('exportCols', shownExportColumns.join(','));
  return `${ticketUrl}&${params.toString()}`;
}

/** The visit's PDF at /pdf/{day}_{vid}.pdf, opened with a download ticket. */
export function pdfUrl(ticketUrl: string, vid: number, day: string): string {
  const ticket = new URL(ticketUrl, 'http://localhost').searchParams.get('ticket') ?? '';
  return `/pdf/${day}_${vid}.pdf?ticket=${encodeURIComponent(ticket)}`;
}

/** The visit's badge at /pdf/badge/{vid}.pdf, opened with a download ticket. */
export function badgePdfUrl(ticketUrl: string, vid: number): string {
  const ticket = new URL(ticketUrl, 'http://localhost').searchParams.get('ticket') ?? '';
  return `/pdf/badge/${vid}.pdf?ticket=${encodeURIComponent(ticket)}`;
}
