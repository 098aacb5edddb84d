import { type Endpoint, endpoints, type Envelope, Status, type SubjectKind } from '@vestibule/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeGroups } from '../src/features/index.js';
import { useTestApp } from './api-harness.js';
import { buildCompany, type TestCompany } from './factories.js';
import { type PopulatedCompany, populateCompany } from './tenancy-fixtures.js';
import { multipartBody, pictureBytes } from './multipart.js';
import { hostileText, requestSchemaOf, selecting, valueOf } from './schema-arbitrary.js';

/*
 * Checks every endpoint of the contract registry, so endpoints added later are
 * covered without new tests: authentication, mounting, malformed bodies and
 * other companies' ids.
 */

const all = Object.entries(endpoints) as Array<[string, Endpoint]>;
const guarded = all.filter(([, endpoint]) => endpoint.roles !== 'public');
const fieldPattern = /^[\w.]+: \S/;

const t = useTestApp();
let mine: PopulatedCompany;
let theirs: TestCompany;
beforeAll(async () => {
  mine = await populateCompany(t, 'Mine');
  theirs = await buildCompany(t);
});

const kindsOf = (endpoint: Endpoint): SubjectKind[] => (endpoint.roles === 'public' ? ['manager'] : [...endpoint.roles]);

/** Where a call is posted: entries serving one call name for two audiences share a path. */
const pathOf = (name: string, endpoint: Endpoint) => endpoint.path ?? name;

async function send(name: string, body: unknown, token?: string, base = '/api/') {
  const response = await t.app.inject({
    method: 'POST',
    url: `${base}${name}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { 'x-coolvisit-token': token } : {}) },
  });
  return { http: response.statusCode, body: response.body, ...(response.json() as Envelope) };
}

/** A form with a picture in the endpoint's file field, as the console uploads. */
async function sendForm(name: string, field: string, fields: Record<string, string>, token: string, base = '/api/') {
  const { payload, contentType } = multipartBody([
    ...Object.entries(fields).map(([key, value]) => ({ name: key, value })),
    { name: field, filename: 'a.png', contentType: 'image/png', data: pictureBytes.png },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${base}${name}`,
    payload,
    headers: { 'content-type': contentType, 'x-coolvisit-token': token },
  });
  return { http: response.statusCode, body: response.body, ...(response.json() as Envelope) };
}

const requestKeys = (endpoint: Endpoint) => Object.keys(requestSchemaOf(endpoint).properties ?? {});

/** Any value a field might receive: the right type by chance, mostly the wrong one. */
const fieldValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  hostileText(),
  fc.string({ minLength: 120, maxLength: 700 }),
  fc.integer(),
  fc.integer({ min: -2, max: 3 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '0', '1', 'true', '/files/x/y.png', '2026-11-21', '20261121', 'a@b.cd', '13912345678'),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Bodies of every shape: JSON values, the schema's keys with arbitrary values, arrays, scalars. */
const bodyFor = (endpoint: Endpoint) => {
  const keyed = fc.record(Object.fromEntries(requestKeys(endpoint).map((key) => [key, fieldValue])), { requiredKeys: [] });
  return fc.oneof(
    { arbitrary: keyed, weight: 4 },
    fc.jsonValue({ maxDepth: 3 }),
    fc.array(keyed, { maxLength: 3 }),
    fc.string({ unit: 'binary' }),
    fc.double(),
    fc.constant(null),
  );
};

/** Bodies no call reads, with the reason each answers: nesting no parser should recurse into, and too many bytes. */
let unreadable: Array<[string, string]> | undefined;
const unreadableBodies = () =>
  (unreadable ??= [
    ['['.repeat(10_000) + ']'.repeat(10_000), 'Unreadable request body: it nests too deeply (more than 64 levels)'],
    [JSON.stringify({ text: 'x'.repeat(t.ctx.config.bodyLimitBytes) }), 'Request body is too large'],
  ]);

describe(`every endpoint of the registry (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('has a handler and is mounted on both edges', () => {
    const handled = routeGroups.flatMap((group) => Object.keys(group.endpoints)).sort();
    expect(handled).toEqual(Object.keys(endpoints).sort());
    for (const group of routeGroups) {
      for (const name of Object.keys(group.endpoints)) expect(typeof group.handlers[name], name).toBe('function');
    }
    for (const [name, endpoint] of all) {
      expect(t.app.hasRoute({ method: 'POST', url: `/api/${pathOf(name, endpoint)}` }), name).toBe(true);
      expect(t.app.hasRoute({ method: 'POST', url: `/qcvisit/${pathOf(name, endpoint)}` }), name).toBe(true);
    }
  });

  it.each(guarded)('%s answers 28 without a token and 27 with a wrong one', async (name, endpoint) => {
    const path = pathOf(name, endpoint);
    const userid = mine.company.userid;
    for (const base of ['/api/', '/qcvisit/']) {
      const none = await send(path, selecting(endpoint), undefined, base);
      expect([none.http, none.status]).toEqual([200, Status.noToken]);
      for (const wrong of [`${userid}-${'0'.repeat(64)}`, 'garbage', `${userid}-`]) {
        const answer = await send(path, { ...selecting(endpoint), userid }, wrong, base);
        expect([answer.http, answer.status]).toEqual([200, Status.invalidToken]);
      }
    }
  });

  /**
   * The SQLite run tries the most bodies: what they test (no 5xx, 604 naming the field) is mostly the contract's,
   * the same on both. The PostgreSQL run tries half as many, enough to take odd values of every endpoint into its SQL.
   */
  const fuzzShare = process.env.TEST_DIALECT === 'postgres' ? 0.5 : 1;

  /** Fuzzed as each kind the endpoint admits, with a real subject behind the session where the kind has accounts. */
  const neverFails = async (name: string, endpoint: Endpoint, bodies: fc.Arbitrary<unknown>) => {
    for (const kind of kindsOf(endpoint)) {
      let token = await mine.sessionOf(kind);
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          let answer = await send(pathOf(name, endpoint), body, token);
          // Some bodies are valid calls that end the session (logout among them): the body is tried again with a new one.
          if (answer.status === Status.invalidToken) {
            token = await mine.sessionOf(kind);
            answer = await send(pathOf(name, endpoint), body, token);
          }
          const failure = `${answer.body}\n${t.takeLoggedErrors()}`;
          expect(answer.http, failure).toBeLessThan(500);
          expect(answer.status, failure).not.toBe(Status.systemError);
          if (answer.status === Status.invalidField) expect(answer.reason, answer.body).toMatch(fieldPattern);
        }),
        { numRuns: Math.ceil((kindsOf(endpoint).length > 1 ? 12 : 25) * fuzzShare) },
      );
    }
  };

  it.each(all)('%s never answers 5xx to arbitrary bodies, and names the field of any 604', async (name, endpoint) => {
    await neverFails(name, endpoint, bodyFor(endpoint));
  });

  it.each(all)('%s never answers 5xx to bodies of its schema with unusual values', async (name, endpoint) => {
    await neverFails(name, endpoint, valueOf(requestSchemaOf(endpoint), { userid: mine.company.userid }));
  });

  it.each(all)('%s answers 400 to a body nested 10,000 deep and to one over the size limit', async (name, endpoint) => {
    const token = await mine.sessionOf(kindsOf(endpoint)[0]!);
    for (const base of ['/api/', '/qcvisit/']) {
      for (const [payload, reason] of unreadableBodies()) {
        const response = await t.app.inject({
          method: 'POST',
          url: `${base}${pathOf(name, endpoint)}`,
          payload,
          headers: { 'content-type': 'application/json', 'x-coolvisit-token': token },
        });
        const failure = `${response.body}\n${t.takeLoggedErrors()}`;
        expect([response.statusCode, response.json()], failure).toEqual([
          200,
          { status: Status.unreadableBody, result: null, reason },
        ]);
      }
    }
  });
});

describe("another company's userid", () => {
  let theirRow: unknown;
  beforeAll(async () => {
    theirRow = await companyRow(theirs.userid);
  });

  const companyRow = (id: number) => t.ctx.database.db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirst();

  it.each(guarded)('%s answers 610 and shows nothing of that company', async (name, endpoint) => {
    const path = pathOf(name, endpoint);
    const token = await mine.sessionOf(kindsOf(endpoint)[0]!);
    const filesBefore = await t.ctx.database.db.selectFrom('storedFile').select('id').execute();
    for (const userid of [theirs.userid, String(theirs.userid)]) {
      for (const base of ['/api/', '/qcvisit/']) {
        const answer = endpoint.multipartFile
          ? await sendForm(path, endpoint.multipartFile, { userid: String(userid) }, token, base)
          : await send(path, { ...selecting(endpoint), userid }, token, base);
        expect([answer.http, answer.status], answer.body).toEqual([200, Status.noPermission]);
        expect(answer.body).not.toContain(theirs.email);
        expect(answer.body).not.toContain(theirs.company);
      }
    }
    if (!endpoint.multipartFile && !endpoint.selectedBy) {
      const listed = await send(path, [{ userid: mine.company.userid }, { userid: theirs.userid }], token);
      expect(listed.status).toBe(Status.noPermission);
    }
    expect(await t.ctx.database.db.selectFrom('storedFile').select('id').execute()).toEqual(filesBefore);
  });

  it('left that company unchanged', async () => {
    expect(await companyRow(theirs.userid)).toEqual(theirRow);
  });
});
