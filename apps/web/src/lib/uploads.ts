import { byteSizeText, uploadLimitBytes } from '@vestibule/contract/limits';
import { translate } from './i18n';

/*
 * What every upload control checks in the browser before it sends a file, and
 * the hint it shows beforehand. The server checks the same again; when it
 * refuses anyway, sendFile (api-client.ts) tells its reason.
 */

export interface UploadKind {
  /** The file input's accept attribute: exactly what the server takes for this kind. */
  accept: string;
  /** The types as people name them ("JPEG or PNG"). */
  typesKey: string;
  /** Whether the file is of this kind, told the way the server tells it. */
  matches(file: File): Promise<boolean>;
}

const pictureSignatures = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
];

const readHead = (file: File, length: number) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });

/** A JPEG or PNG, told by its first bytes: the server sniffs them too, so a text file named .png is refused here already. */
export const pictureFiles: UploadKind = {
  accept: 'image/jpeg,image/png',
  typesKey: 'common:upload.types.picture',
  matches: async (file) => {
    const head = await readHead(file, 8);
    return pictureSignatures.some((signature) => signature.every((byte, index) => head[index] === byte));
  },
};

const spreadsheetExtensions = ['.csv', '.xls', '.xlsx'];

/** A csv, xls or xlsx spreadsheet, told by its name as the server tells it. */
export const spreadsheetFiles: UploadKind = {
  accept: spreadsheetExtensions.join(','),
  typesKey: 'common:upload.types.spreadsheet',
  matches: (file) => Promise.resolve(spreadsheetExtensions.some((extension) => file.name.toLowerCase().endsWith(extension))),
};

/** The server's limit as people read it ("5 MB"). */
export const uploadLimitText = byteSizeText(uploadLimitBytes);

/** "JPEG or PNG, at most 5 MB": shown next to the control before a file is chosen. */
export const uploadHint = (kind: UploadKind): string =>
  translate('common:upload.hint', { types: translate(kind.typesKey), limit: uploadLimitText });

/**
 * Why the file would be refused, to tell the user instead of sending it, or
 * null when it may go. `wrongType` is the screen's own words for another type.
 */
export async function uploadRefusal(file: File, kind: UploadKind, wrongType: string): Promise<string | null> {
  if (file.size > uploadLimitBytes) return translate('common:upload.tooLarge', { name: file.name, limit: uploadLimitText });
  return (await kind.matches(file)) ? null : wrongType;
}
