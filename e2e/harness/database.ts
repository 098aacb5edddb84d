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

/** The code shown in the captcha picture named by `digest`. */
export function captchaCode(dataDir: string, digest: string): string {
  const row = withDatabase(dataDir, (database) => database.prepare('select code from captcha where digest = ?').get(digest)) as
    | { code: string }
    | undefined;
  if (!row) throw new Error(`No captcha with digest ${digest}`);
  return row.code;
}

/** The code of the captcha issued last: the picture the page shows now. */
export function latestCaptchaCode(dataDir: string): string {
  const row = withDatabase(dataDir, (database) =>
    database.prepare('select code from captcha order by rowid desc limit 1').get(),
  ) as { code: string } | undefined;
  if (!row) throw new Error('No captcha has been issued');
  return row.code;
}
