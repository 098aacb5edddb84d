/* Field limits the web shows before any schema runs (spec sections 5 and 9). */

/** A company abbreviation has at most 6 characters. */
export const abbreviationMaxLength = 6;

/**
 * The largest file the server takes in a multipart call (Upload, checkEmpImport) unless
 * UPLOAD_LIMIT_BYTES says otherwise; the web refuses larger files before sending them.
 */
export const uploadLimitBytes = 5 * 1024 * 1024;

/** The largest training video the server takes unless VIDEO_MAX_BYTES says otherwise. */
export const videoLimitBytes = 500 * 1024 * 1024;

/** A size as people read it: "5 MB", "1.5 MB", "200 KB", "900 bytes". */
export function byteSizeText(bytes: number): string {
  const megabyte = 1024 * 1024;
  if (bytes >= megabyte) return `${Number((bytes / megabyte).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
