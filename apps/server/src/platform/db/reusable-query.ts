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

/**
 * A query whose SQL follows from its shape (which conditions it has) and not
 * from the values it compares with: compiled once per shape and dialect, then
 * run with each call's values. `build` may branch on the shape only, and must
 * use each value as a plain value (no arithmetic or string work on it).
 */
const maxShapes = 1000;

export function queryByShape<Shape, Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, shape: Shape, values: Values) => Compilable<Row>,
) {
  type Entry = { compiled: CompiledQuery<Row>; slots: Array<{ key: string } | { constant: unknown }> };
  const compiledByDatabase = new WeakMap<object, Map<string, Entry>>();
  return async (db: Kysely<Database>, shape: Shape, values: Values): Promise<Row[]> => {
    const dialect = db.getExecutor().adapter;
    let byShape = compiledByDatabase.get(dialect);
    if (!byShape) compiledByDatabase.set(dialect, (byShape = new Map()));
    const shapeKey = JSON.stringify(shape);
    let entry = byShape.get(shapeKey);
    if (!entry) {
      // Shapes are few in practice; the bound only stops a caller inventing them without end.
      if (byShape.size >= maxShapes) byShape.clear();
      const keyOfMarker = new Map(Object.keys(values).map((key) => [{ marker: key }, key] as const));
      const markers = Object.fromEntries([...keyOfMarker].map(([marker, key]) => [key, marker]));
      const compiled = build(db, shape, markers as unknown as Values).compile();
      const slots = compiled.parameters.map((parameter) => {
        const key = keyOfMarker.get(parameter as { marker: string });
        return key === undefined ? { constant: parameter } : { key };
      });
      entry = { compiled, slots };
      byShape.set(shapeKey, entry);
    }
    const parameters = entry.slots.map((slot) => ('key' in slot ? values[slot.key] : slot.constant));
    return (await db.executeQuery<Row>({ ...entry.compiled, parameters })).rows;
  };
}
