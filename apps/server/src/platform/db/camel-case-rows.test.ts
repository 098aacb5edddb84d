import { CamelCasePlugin, type QueryResult, type UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CamelCaseRowsPlugin } from './camel-case-rows.js';

/* The compiled row mappers answer exactly what Kysely's own plugin answers, on every kind of value. */

const kysely = new CamelCasePlugin();
const compiled = new CamelCaseRowsPlugin();

const resultOf = (rows: UnknownRow[]): QueryResult<UnknownRow> => ({ rows });
const transformed = (plugin: CamelCasePlugin, rows: UnknownRow[]) =>
  plugin.transformResult({ queryId: { queryId: 'test' }, result: resultOf(rows) });

const cases: Array<{ name: string; rows: UnknownRow[] }> = [
  { name: 'no rows', rows: [] },
  {
    name: 'a visit row',
    rows: [
      { id: 1, company_id: 7, sign_in_op_name: 'Ada', leave_time: null, list_day: '2026-11-24', company_name: 'Acme' },
      { id: 2, company_id: 7, sign_in_op_name: '', leave_time: 5, list_day: '2026-11-23', company_name: 'Acme' },
    ],
  },
  { name: 'names already camel case', rows: [{ count: 3, companyName: 'Acme', vid: 'v1' }] },
  { name: 'nested JSON objects and arrays', rows: [{ extend_col: { field_name: 'x', list_items: [{ item_no: 1 }, 2, null] } }] },
  { name: 'arrays of plain values', rows: [{ emp_ids: [1, 2, 3] }] },
  { name: 'dates and bytes kept as they are', rows: [{ created_at: new Date(0), file_data: Buffer.from('ab') }] },
  { name: 'odd column names stay data', rows: [{ 'a"b': 1, "c'); process.exit(1); ('": 2, __proto__x: 3 }] },
];

describe('camel-case rows', () => {
  it.each(cases)('$name', async ({ rows }) => {
    const expected = await transformed(kysely, structuredClone(rows));
    const actual = await transformed(compiled, structuredClone(rows));
    expect(actual.rows).toEqual(expected.rows);
    for (const [index, row] of actual.rows.entries()) expect(Object.keys(row)).toEqual(Object.keys(expected.rows[index]!));
  });

  it('maps each result by its own columns when queries of different columns alternate', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await transformed(compiled, [{ emp_name: 'Ann' }])).rows).toEqual([{ empName: 'Ann' }]);
      expect((await transformed(compiled, [{ emp_name: 'Bo', dept_id: 2 }])).rows).toEqual([{ empName: 'Bo', deptId: 2 }]);
    }
  });

  it('leaves a result without rows (an update) as it is', async () => {
    const result = { rows: [], numAffectedRows: 3n };
    await expect(compiled.transformResult({ queryId: { queryId: 'test' }, result })).resolves.toEqual(result);
  });
});
