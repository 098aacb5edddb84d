import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';

type Slot = { argument: number } | { constant: unknown };

/**
 * A query built and compiled once per dialect, then run with new arguments.
 * Kysely builds and compiles every query anew, which dominates the cost of the
 * calls made on every request (session lookup, company read). Each argument
 * must be used as a plain value (not inside an IN list).
 */
export function reusableQuery<Args extends unknown[], Row>(build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>) {
  // Keyed by the dialect's adapter, which a database shares with its transactions: a query compiled once
  // serves every call's unit of work too, not only calls outside one.
  const compiledByDatabase = new WeakMap<object, { compiled: CompiledQuery<Row>; slots: Slot[] }>();
  return async (db: Kysely<Database>, ...args: Args): Promise<Row[]> => {
    const dialect = db.getExecutor().adapter;
    let entry = compiledByDatabase.get(dialect);
    if (!entry) {
      // Unique marker objects show which compiled parameter each argument became.
      const markers = args.map((_, index) => ({ marker: index }));
      const compiled = build(db, ...(markers as unknown as Args)).compile();
      const slots = compiled.parameters.map((parameter): Slot => {
        const argument = markers.indexOf(parameter as { marker: number });
        return argument >= 0 ? { argument } : { constant: parameter };
      });
      entry = { compiled, slots };
      compiledByDatabase.set(dialect, entry);
    }
    const parameters = entry.slots.map((slot) => ('argument' in slot ? args[slot.argument] : slot.constant));
    const result = await db.executeQuery<Row>({ ...entry.compiled, parameters });
    return result.rows;
  };
}
