import { once } from 'node:events';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import type { BenchDatabase } from './databases.js';
import { benchClient } from './bench-pool.js';

/*
 * The baseline of the export benchmark: a plain SQL-to-CSV dump through the
 * bare driver, streamed (better-sqlite3's iterate(), a PostgreSQL cursor)
 * into /dev/null with no formatting beyond CSV quoting.
 */

export interface DumpQuery {
  /** Selected columns (SQL); the dump's header. */
  columns: readonly string[];
  companyId: number;
  firstDay: string;
  lastDay: string;
}

export interface DumpFigures {
  lines: number;
  bytes: number;
  seconds: number;
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

const fetchSize = 5000;
const flushAt = 64 * 1024;

/** Writes text in blocks of about 64 kB to the sink, waiting whenever it is full. */
class BlockWriter {
  #pending = '';
  lines = 0;
  bytes = 0;
  constructor(private readonly sink: fs.WriteStream) {}

  /** Adds a line; true when a block is ready to flush. */
  line(cells: readonly unknown[]): boolean {
    this.#pending += csvLine(cells);
    this.lines += 1;
    return this.#pending.length >= flushAt;
  }

  async flush(): Promise<void> {
    if (this.#pending === '') return;
    this.bytes += Buffer.byteLength(this.#pending);
    const room = this.sink.write(this.#pending);
    this.#pending = '';
    if (!room) await once(this.sink, 'drain');
  }
}

export async function bareDump(database: BenchDatabase, query: DumpQuery): Promise<DumpFigures> {
  const config = loadConfig({ ...database.environment, LOG_LEVEL: 'error' });
  const sink = fs.createWriteStream('/dev/null');
  const writer = new BlockWriter(sink);
  const started = performance.now();
  writer.line(query.columns);
  const sqlOf = (placeholder: (index: number) => string) =>
    `select ${query.columns.join(', ')} from visit where company_id = ${placeholder(1)} and list_day >= ${placeholder(2)} and list_day <= ${placeholder(3)} order by list_day, id`;
  const parameters = [query.companyId, query.firstDay, query.lastDay];
  if (database.dialect === 'sqlite') {
    const connection = new SQLite(config.sqliteFile, { readonly: true });
    try {
      const statement = connection.prepare(sqlOf(() => '?')).raw(true);
      for (const row of statement.iterate(...parameters) as IterableIterator<unknown[]>) {
        if (writer.line(row)) await writer.flush();
      }
    } finally {
      connection.close();
    }
  } else {
    const client = await benchClient(config.databaseUrl);
    try {
      await client.query('begin read only');
      await client.query(`declare dump no scroll cursor for ${sqlOf((index) => `$${index}`)}`, parameters);
      for (;;) {
        const { rows } = await client.query<unknown[]>({ text: `fetch ${fetchSize} from dump`, rowMode: 'array' });
        for (const row of rows) if (writer.line(row)) await writer.flush();
        if (rows.length < fetchSize) break;
      }
      await client.query('commit');
    } finally {
      await client.end();
    }
  }
  await writer.flush();
  sink.end();
  await once(sink, 'close');
  return { lines: writer.lines, bytes: writer.bytes, seconds: (performance.now() - started) / 1000 };
}
