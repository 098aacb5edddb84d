import { CamelCasePlugin, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from 'kysely';

/*
 * Columns come back snake_case and the repositories read camelCase. Kysely's
 * plugin renames key by key on every row, which costs more than the rest of a
 * list call's own work; the rows of one result share their columns, so each
 * column list gets one compiled mapper that builds a row as an object literal.
 */

type RowMapper = (row: UnknownRow) => UnknownRow;

/** Column lists are as many as the queries' shapes; the bound only stops an unforeseen stream of them. */
const maxColumnLists = 2000;

const isPlainObject = (value: object): value is UnknownRow => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

export class CamelCaseRowsPlugin extends CamelCasePlugin {
  readonly #snake = new Map<string, string>();
  readonly #camel = new Map<string, string>();
  readonly #mappers = new Map<string, RowMapper>();

  protected override snakeCase(text: string): string {
    let converted = this.#snake.get(text);
    if (converted === undefined) this.#snake.set(text, (converted = super.snakeCase(text)));
    return converted;
  }

  protected override camelCase(text: string): string {
    let converted = this.#camel.get(text);
    if (converted === undefined) this.#camel.set(text, (converted = super.camelCase(text)));
    return converted;
  }

  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { rows } = args.result;
    const first = rows[0];
    if (first === undefined || !isPlainObject(first)) return super.transformResult(args);
    const mapRow = this.#mapperOf(Object.keys(first));
    return { ...args.result, rows: rows.map(mapRow) };
  }

  /** JSON values and arrays keep the plugin's own renaming of their keys. */
  readonly #nested = (value: object): unknown => {
    if (Array.isArray(value))
      return value.map((item: unknown) => (item !== null && typeof item === 'object' ? this.#nested(item) : item));
    return isPlainObject(value) ? this.mapRow(value) : value;
  };

  #mapperOf(columns: string[]): RowMapper {
    const signature = columns.join('\u0000');
    let mapper = this.#mappers.get(signature);
    if (!mapper) {
      // Column names are quoted as JSON strings, so no name can change the code.
      const fields = columns.map(
        (column) =>
          `${JSON.stringify(this.camelCase(column))}: (value = row[${JSON.stringify(column)}], value !== null && typeof value === 'object' ? nested(value) : value)`,
      );
      const build = new Function('nested', `return (row) => { let value; return { ${fields.join(', ')} }; };`) as (
        nested: (value: object) => unknown,
      ) => RowMapper;
      mapper = build(this.#nested);
      if (this.#mappers.size >= maxColumnLists) this.#mappers.clear();
      this.#mappers.set(signature, mapper);
    }
    return mapper;
  }
}
