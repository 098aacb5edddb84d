import { randomBytes } from 'node:crypto';
import type { Envelope } from '@vestibule/contract';
import type { TestApp } from './api-harness.js';

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; data: Uint8Array };

/** A multipart/form-data body written by hand, as a browser form sends it. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----vestibule${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? Buffer.from(part.data) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts one file to a multipart call in the given field, with any extra form fields. */
export async function postFile<T>(
  t: TestApp,
  token: string,
  call: string,
  field: string,
  file: { filename: string; contentType: string; data: Uint8Array },
  fields: Record<string, string> = {},
) {
  const { payload, contentType } = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: field, ...file },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${call}`,
    payload,
    headers: { 'content-type': contentType, 'x-coolvisit-token': token },
  });
  return { http: response.statusCode, ...(response.json() as Envelope<T>) };
}

/** Sends one file to Upload in the field the contract names. */
export const upload = (
  t: TestApp,
  token: string,
  file: { filename: string; contentType: string; data: Uint8Array },
  fields: Record<string, string> = {},
) => postFile<{ url: string }>(t, token, 'Upload', 'filename', file, fields);

export const pictureBytes = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  gif: Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1'),
};
