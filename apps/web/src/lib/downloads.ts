import type { DownloadName } from '@vestibule/contract/endpoints/address-book';
import { callApi } from './api-client';

/* Downloads are GET links the browser opens, with a single-use ticket instead of the session token. */

/** A single-use link for one download, with headers in the interface language (zh for Chinese, else en). */
export async function downloadTicketUrl(name: DownloadName, language: string): Promise<string> {
  const { url } = await callApi('getDownloadTicket', {
    name,
    params: { lang: language === 'zh' || language === 'hk' ? 'zh' : 'en' },
  });
  return url;
}

/** Opens a download link: the file is saved and the page stays. */
export function saveFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
