import { type VisitorImport, visitorTemplateHeaders } from '@vestibule/contract/endpoints/invitations';
import { sendFile } from './api-client';

/* A batch of visitors from a spreadsheet, for the forms that take several at once (invitation, pre-registration). */

/** Reads the file on the server: its visitors and every row with a problem; no visit is made. */
export const checkVisitorImport = (file: File): Promise<VisitorImport> => sendFile('checkVisitorImport', 'file', file);

export const visitorTemplateName = 'visitor-import-template.csv';

/** The template as a csv link: headers in Chinese for the Chinese interfaces, else English, and one example row. */
export function visitorTemplateHref(language: string): string {
  const header = language === 'zh' || language === 'hk' ? visitorTemplateHeaders.zh : visitorTemplateHeaders.en;
  const csv = `${header.join(',')}\r\nAlex Chen,13800000000,alex.chen@example.com,Example Ltd\r\n`;
  // The byte-order mark makes Excel read the file as UTF-8, so Chinese headers stay readable.
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`;
}

/** The form's visitors with the imported ones after those already filled in; blank rows make room. */
export const withImported = <T>(current: readonly T[] | undefined, imported: readonly T[], isBlank: (visitor: T) => boolean) => [
  ...(current ?? []).filter((visitor) => !isBlank(visitor)),
  ...imported,
];

/** How many more visitors the form takes, counting blank rows as free. */
export const roomLeft = <T>(current: readonly T[] | undefined, max: number, isBlank: (visitor: T) => boolean) =>
  max - (current ?? []).filter((visitor) => !isBlank(visitor)).length;
