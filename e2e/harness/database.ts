import { createHash } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/*
 * Read-only look into a running server's SQLite file, for what a person would
 * read off the screen or a phone (the captcha picture), never to arrange data.
 */

function withDatabase<T>(dataDir: string, read: (database: SQLite.Database) => T): T {
  const database = new SQLite(path.join(dataDir, 'vestibule.db'), { readonly: true, fileMustExist: true });
  try {
    return read(database);
  } finally {
    database.close();
  }
}

/** The code shown in the captcha picture named by `digest` (the server keeps the digest hashed). */
export function captchaCode(dataDir: string, digest: string): string {
  const digestHash = createHash('sha256').update(digest).digest('hex');
  const row = withDatabase(dataDir, (database) =>
    database.prepare("select payload from single_use_secret where purpose = 'captcha' and secret_hash = ?").get(digestHash),
  ) as { payload: string } | undefined;
  if (!row) throw new Error(`No captcha with digest ${digest}`);
  return (JSON.parse(row.payload) as { code: string }).code;
}
