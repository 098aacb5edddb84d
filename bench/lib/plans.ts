import type { BenchDialect } from './databases.js';

/*
 * What a hot path's query plan must show on each database: the tables it reads
 * through an index (a lookup or a range on it), never scanned whole, and no
 * sort step where the index gives the order.
 */

export interface IndexUse {
  table: string;
  /** The index as each database's plan names it (SQLite calls a rowid lookup "INTEGER PRIMARY KEY"). */
  sqlite: string;
  postgres: string;
}

export interface PlanExpectation {
  reads: IndexUse[];
  /** The answer's order comes from the index. */
  noSort?: boolean;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The faults of a plan; empty when it is as expected. */
export function planProblems(dialect: BenchDialect, plan: string[], expected: PlanExpectation): string[] {
  const problems: string[] = [];
  for (const read of expected.reads) {
    const table = escaped(read.table);
    const index = escaped(dialect === 'sqlite' ? read.sqlite : read.postgres);
    const scanned =
      dialect === 'sqlite'
        ? plan.some((line) => new RegExp(`^\\s*SCAN ${table}\\b`).test(line))
        : plan.some((line) => new RegExp(`Seq Scan on ${table}\\b`).test(line));
    if (scanned) problems.push(`${read.table} is scanned whole`);
    const used =
      dialect === 'sqlite'
        ? plan.some((line) => new RegExp(`^\\s*SEARCH ${table} USING (COVERING )?(INDEX )?${index}\\b`).test(line))
        : plan.some((line) =>
            new RegExp(
              `(Index Scan|Index Only Scan)( Backward)? using ${index} on ${table}\\b|Bitmap Index Scan on ${index}\\b`,
            ).test(line),
          );
    if (!used) problems.push(`${read.table} is not read through ${dialect === 'sqlite' ? read.sqlite : read.postgres}`);
  }
  if (expected.noSort) {
    const sorted =
      dialect === 'sqlite'
        ? plan.some((line) => /USE TEMP B-TREE FOR (ORDER BY|RIGHT PART OF ORDER BY|LAST TERM OF ORDER BY)/.test(line))
        : plan.some((line) => /(^|->\s*)(Incremental )?Sort\b/.test(line.trim()));
    if (sorted) problems.push('the rows are sorted after reading instead of read in index order');
  }
  return problems;
}
