import { type Endpoint, endpoints, type Envelope, Status, type SubjectKind, subjectKinds } from '@vestibule/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './api-harness.js';
import { idFieldsOf, idValueFor, shapeOf, undeclaredIdFields, withValueAt } from './id-fields.js';
import { multipartBody, pictureBytes } from './multipart.js';
import { sheetRows } from './people-factories.js';
import { type JsonSchema, requestSchemaOf, valueOf } from './schema-arbitrary.js';
import { type PopulatedCompany, populateCompany } from './tenancy-fixtures.js';

/*
 * Company B, signed in as every subject kind, aims every call of the registry
 * at company A: each id field in turn holds A's real ids of the kind it names.
 * No answer may show A's data, no row of A may change, and no call may fail
 * with a system error. New endpoints are covered without new tests.
 */

const all = Object.entries(endpoints) as Array<[string, Endpoint]>;
const callers: Array<SubjectKind | 'public'> = [...subjectKinds, 'public'];

const t = useTestApp();
let a: PopulatedCompany;
let b: PopulatedCompany;
beforeAll(async () => {
  a = await populateCompany(t, 'Alpha');
  b = await populateCompany(t, 'Beta');
});

/** The tables with a company column; the schema stays as migrated for the whole file, so it is read once. */
let companyTables: string[] | undefined;
async function tablesWithCompany(): Promise<string[]> {
  companyTables ??= (await t.ctx.database.db.introspection.getTables())
    .filter((table) => table.columns.some((column) => column.name === 'company_id'))
    .map((table) => table.name);
  return companyTables;
}

/** Every row of company A, in every table with a company column, and A's role links. */
async function snapshotOfA(): Promise<Record<string, string[]>> {
  const db = t.ctx.database.db;
  const snapshot: Record<string, string[]> = {};
  const rowsOf = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows.map((row) => JSON.stringify(row)).sort();
  const companyId = a.company.userid;
  for (const table of await tablesWithCompany()) {
    snapshot[table] = await rowsOf(sql`select * from ${sql.table(table)} where company_id = ${companyId}`);
  }
  snapshot.company = await rowsOf(sql`select * from company where id = ${companyId}`);
  // Links a foreign row could point at A's rows with (their company column, if any, would be the stranger's).
  const ofA = (table: string) => sql`(select id from ${sql.table(table)} where company_id = ${companyId})`;
  snapshot.role_emp = await rowsOf(sql`select * from role_emp where rid in ${ofA('role')} or empid in ${ofA('employee')}`);
  snapshot.emp_dept_links = await rowsOf(
    sql`select * from emp_dept where deptid in ${ofA('department')} or empid in ${ofA('employee')}`,
  );
  snapshot.visit_proxy_links = await rowsOf(
    sql`select * from visit_proxy where empid in ${ofA('employee')} or proxy_id in ${ofA('employee')}`,
  );
  return snapshot;
}

/** A value of the field's own schema (deterministic), or undefined when none could be made. */
function sampleOf(schema: JsonSchema, accepts: (value: unknown) => boolean): unknown {
  return fc
    .sample(valueOf(schema), { seed: 7, numRuns: 300 })
    .find((value) => accepts(value) && !JSON.stringify(value ?? null).includes('\\u0000'));
}

/**
 * A body the schema accepts: its required fields with values of their own
 * schemas, and every id field holding one of B's own ids (the `pick`-th of its
 * kind, so that each of B's ids of a kind serves once: a role group where a
 * group belongs, a role where a role does). Deterministic.
 */
function baseBody(endpoint: Endpoint, pick: number): unknown {
  // A body that is a list or an object wrapping it (addAppointment's {atlist}): the list.
  const schema = requestSchemaOf(endpoint).anyOf?.find((option) => option.type === 'array') ?? requestSchemaOf(endpoint);
  const objectSchema = schema.type === 'array' ? (schema.items ?? {}) : schema;
  const shape = shapeOf(endpoint.request);
  const item: Record<string, unknown> = {};
  for (const key of objectSchema.required ?? []) {
    const field = shape?.[key];
    item[key] = sampleOf(objectSchema.properties?.[key] ?? {}, (value) => field?.safeParse(value).success ?? true);
  }
  const accepted = (value: unknown) => endpoint.request.safeParse(value).success && (endpoint.selectedBy?.(value) ?? true);
  const withOwnIds = (value: unknown) =>
    idFieldsOf(endpoint).reduce<unknown>((sofar, field) => {
      const own = b.ids[field.kind].at(pick % Math.max(b.ids[field.kind].length, 1));
      return own === undefined ? sofar : withValueAt(sofar, field.path, idValueFor(field, own));
    }, value);
  const required = withOwnIds(schema.type === 'array' ? [item] : item);
  if (accepted(required)) return required;
  // Rules across fields (one of two pairs given): a whole body of the schema.
  const whole = sampleOf(schema, (value) => accepted(withOwnIds(value)));
  if (whole === undefined) throw new Error(`no body of its schema could be made: ${JSON.stringify(required)}`);
  return withOwnIds(whole);
}

async function send(name: string, endpoint: Endpoint, body: unknown, token: string | undefined) {
  const path = endpoint.path ?? name;
  const headers = token ? { 'x-coolvisit-token': token } : {};
  const response = endpoint.multipartFile
    ? await (() => {
        const fields = Object.entries((body ?? {}) as Record<string, unknown>).filter(([key]) => key !== 'file');
        const { payload, contentType } = multipartBody([
          ...fields.map(([key, value]) => ({ name: key, value: String(value) })),
          { name: endpoint.multipartFile!, filename: 'a.png', contentType: 'image/png', data: pictureBytes.png },
        ]);
        return t.app.inject({
          method: 'POST',
          url: `/api/${path}`,
          payload,
          headers: { ...headers, 'content-type': contentType },
        });
      })()
    : await t.app.inject({
        method: 'POST',
        url: `/api/${path}`,
        payload: JSON.stringify(body),
        headers: { ...headers, 'content-type': 'application/json' },
      });
  return { http: response.statusCode, text: response.body, ...(response.json() as Envelope) };
}

describe(`tenancy of every endpoint (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it.each(all)('%s declares the kind of every id field', (_name, endpoint) => {
    expect(undeclaredIdFields(endpoint)).toEqual([]);
  });

  it.each(all)(
    "%s, called by every kind of B's subjects with A's ids, shows and changes nothing of A",
    async (name, endpoint) => {
      const before = await snapshotOfA();
      const bases = [0, 1].map((pick) => baseBody(endpoint, pick));
      const attacks = bases.flatMap((base) => [
        base,
        ...idFieldsOf(endpoint).flatMap((field) =>
          a.ids[field.kind].map((id) => withValueAt(base, field.path, idValueFor(field, id))),
        ),
      ]);
      for (const caller of callers) {
        let token = caller === 'public' ? undefined : await b.sessionOf(caller);
        for (const body of attacks) {
          let answer = await send(name, endpoint, body, token);
          // A body that is a valid call may end the session (logout among them): it is tried again with a new one.
          if (token && answer.status === Status.invalidToken) {
            token = await b.sessionOf(caller as SubjectKind);
            answer = await send(name, endpoint, body, token);
          }
          const seen = { caller, body, http: answer.http, status: answer.status };
          expect(seen.http, answer.text).toBeLessThan(500);
          expect(seen.status, answer.text).not.toBe(Status.systemError);
          for (const marker of a.markers)
            expect(answer.text.toLowerCase(), JSON.stringify(seen)).not.toContain(marker.toLowerCase());
        }
      }
      expect(await snapshotOfA()).toEqual(before);
    },
  );

  it("never opens A's downloads with B's ticket", async () => {
    const ticket = await t.call<{ ticket: string; url: string }>(
      'getDownloadTicket',
      { name: 'ExportEmployeeList' },
      await b.sessionOf('manager'),
    );
    const foreign = await t.app.inject({ method: 'GET', url: `${ticket.result.url}&userid=${a.company.userid}` });
    expect(foreign.json()).toMatchObject({ status: Status.invalidToken });
    const own = await t.call<{ ticket: string; url: string }>(
      'getDownloadTicket',
      { name: 'ExportEmployeeList' },
      await b.sessionOf('manager'),
    );
    const download = await t.app.inject({ method: 'GET', url: own.result.url });
    expect(download.statusCode).toBe(200);
    const text = JSON.stringify(sheetRows(download.rawPayload)).toLowerCase();
    expect(text).toContain(b.markers[0]!.toLowerCase());
    for (const marker of a.markers) expect(text).not.toContain(marker.toLowerCase());
  });
});
