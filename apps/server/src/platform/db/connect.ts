import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { CamelCaseRowsPlugin } from './camel-case-rows.js';
import { listenForNotifications } from './notifications.js';
import type { DialectName } from './portable.js';
import type { Database } from './schema.js';

// BIGINT columns hold epoch milliseconds, well inside the safe integer range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
  ping(): Promise<void>;
  /**
   * Runs a compiled select outside any transaction and answers its rows as
   * arrays of values in select order, with no object per row and no renaming:
   * for bulk reads (exports), where those cost more than the query.
   */
  selectArrays(query: CompiledQuery): Promise<unknown[][]>;
  destroy(): Promise<void>;
  /** Hears what every process publishes on the channel (PostgreSQL); SQLite has one process and hears nothing. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Where connection faults go; they never stop the process. */
  logTo(logger: Logger): void;
}

export interface ConnectOptions {
  /** postgres://… for PostgreSQL; otherwise a SQLite file path or ':memory:'. */
  databaseUrl?: string;
  sqliteFile: string;
  /** The bytes of a SQLite database to open in memory instead of the file (tests start from a migrated copy). */
  sqliteImage?: Buffer;
  poolSize?: number;
}

export function connectDatabase(options: ConnectOptions): Db {
  const plugins = [new CamelCaseRowsPlugin()];
  let logger: Logger | undefined;
  if (options.databaseUrl?.startsWith('postgres')) {
    const connectionString = options.databaseUrl;
    const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10 });
    // A connection the server ends (a restart: 57P01) raises 'error', idle in the pool or held between the queries of a
    // transaction; unheard, it would end the process. The pool drops such a connection and opens a new one.
    const connectionLost = (error: Error) =>
      logger?.warn({ err: error }, 'a database connection was lost; the pool opens a new one');
    pool.on('error', connectionLost);
    pool.on('connect', (client) => client.on('error', connectionLost));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return {
      db,
      dialect: 'postgres',
      ping: () => pool.query('select 1').then(() => undefined),
      selectArrays: async (query) =>
        (await pool.query<unknown[]>({ text: query.sql, values: [...query.parameters], rowMode: 'array' })).rows,
      destroy: () => db.destroy(),
      listen: (channel, onMessage) => listenForNotifications(connectionString, channel, onMessage, logger ?? silentLogger),
      logTo: (target) => {
        logger = target;
      },
    };
  }
  if (options.sqliteFile !== ':memory:' && !options.sqliteImage) {
    fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  }
  const database = new SQLite(options.sqliteImage ?? options.sqliteFile);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }), plugins });
  // Raw mode belongs to a statement, so these are prepared apart from the ones Kysely shares.
  const arrayStatements = withStatementCache(database, 50, (statement) => statement.raw(true));
  return {
    db,
    dialect: 'sqlite',
    ping: async () => {
      database.prepare('select 1').get();
    },
    selectArrays: async (query) => arrayStatements.prepare(query.sql).all(query.parameters) as unknown[][],
    destroy: () => db.destroy(),
    listen: async () => async () => undefined,
    logTo: (target) => {
      logger = target;
    },
  };
}

const silentLogger = pino({ level: 'silent' });

/**
 * Kysely prepares every query anew; better-sqlite3 statements are reusable, so
 * the same SQL text gets the same prepared statement (bounded, oldest dropped).
 * A failing statement's error carries its SQL: SQLite's foreign-key errors name
 * no table, and constraint-violation.ts reads it from there.
 */
function withStatementCache(
  database: SQLite.Database,
  limit = 500,
  setUp: (statement: SQLite.Statement) => SQLite.Statement = (statement) => statement,
) {
  const statements = new Map<string, ReturnType<typeof annotated>>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (!statement) {
        statement = annotated(setUp(database.prepare(text)), text);
        if (statements.size >= limit) statements.delete(statements.keys().next().value as string);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

function annotated(statement: SQLite.Statement, sql: string) {
  const withSql = <T>(run: () => T): T => {
    try {
      return run();
    } catch (error) {
      if (error instanceof Error) Object.assign(error, { sql });
      throw error;
    }
  };
  return {
    reader: statement.reader,
    all: (parameters: readonly unknown[]) => withSql(() => statement.all(parameters)),
    run: (parameters: readonly unknown[]) => withSql(() => statement.run(parameters)),
    iterate: (parameters: readonly unknown[]) => withSql(() => statement.iterate(parameters)),
  };
}
