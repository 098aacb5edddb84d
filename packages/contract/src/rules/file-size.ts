/*
 * A file size as the console shows it (spec section 9: the unit switches at
 * about 100 KB, 100 MB). Below 100 KB (102,400 bytes) it reads in KB, below
 * 100 MB (104,857,600 bytes) in MB, and in GB from there; two decimals, as
 * the original console printed them (decision 0038).
 */

const kilobyte = 1024;
const megabyte = kilobyte * 1024;
const gigabyte = megabyte * 1024;

/** Where the display moves to the next unit: 0.1 of it, as the original's formula reads. */
export const fileSizeThresholds = { megabytes: 100 * kilobyte, gigabytes: 100 * megabyte } as const;

export function fileSizeText(bytes: number): string {
  if (bytes < fileSizeThresholds.megabytes) return `${(bytes / kilobyte).toFixed(2)} KB`;
  if (bytes < fileSizeThresholds.gigabytes) return `${(bytes / megabyte).toFixed(2)} MB`;
  return `${(bytes / gigabyte).toFixed(2)} GB`;
}
