import { type Endpoint, endpoints, type Envelope, Status, type SubjectKind } from '@vestibule/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeGroups } from '../src/features/index.js';
import { openSession } from '../src/platform/auth/sessions.js';
import { startTestApp, type TestApp } from './api-harness.js';
import { buildCompany, type TestCompany } from './factories.js';
import { multipartBody, pictureBytes } from './multipart.js';
import { hostileText, requestSchemaOf, valueOf } from './schema-arbitrary.js';

/*
 * Checks every endpoint of the contract registry, so endpoints added later are
 * covered without new tests: authentication, mounting, malformed bodies and
 * other companies' ids.
 */

const all = Object.entries(endpoints) as Array<[string, Endpoint]>;
const guarded = all.filter(([, endpoint]) => endpoint.roles !== 'public');
const fieldPattern = /^[\w.]+: \S/;

let t: TestApp;
let mine: TestCompany;
let theirs: TestCompany;
beforeAll(async () => {
  t = await startTestApp();
  mine = await buildCompany(t);
  theirs = await buildCompany(t);
});
afterAll(() => t.close());

/**
 * A new session of a kind the endpoint admits, in `company`. Kinds other than
 * manager get the company as their subject: enough to pass the role check.
 */
async function tokenFor(endpoint: Endpoint, company: TestCompany): Promise<string> {
  const roles = endpoint.roles === 'public' ? [] : endpoint.roles;
  const kind: SubjectKind = roles.length === 0 || roles.includes('manager') ? 'manager' : (roles[0] as SubjectKind);
  const { token } = await openSession(t.ctx, { kind, subjectId: company.userid, companyId: company.userid }, '127.0.0.1');
  return `${company.userid}-${token}`;
}

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

describe(`every endpoint of the registry (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('has a handler and is mounted on both edges', () => {
    const handled = routeGroups.flatMap((group) => Object.keys(group.endpoints)).sort();
    expect(handled).toEqual(Object.keys(endpoints).sort());
    for (const group of routeGroups) {
      for (const name of Object.keys(group.endpoints)) expect(typeof group.handlers[name], name).toBe('function');
    }
    for (const [name] of all) {
      expect(t.app.hasRoute({ method: 'POST', url: `/api/${name}` }), name).toBe(true);
      expect(t.app.hasRoute({ method: 'POST', url: `/qcvisit/${name}` }), name).toBe(true);
    }
  });

  it.each(guarded)('%s answers 28 without a token and 27 with a wrong one', async (name) => {
    for (const base of ['/api/', '/qcvisit/']) {
      const none = await send(name, {}, undefined, base);
      expect([none.http, none.status]).toEqual([200, Status.noToken]);
      for (const wrong of [`${mine.userid}-${'0'.repeat(64)}`, 'garbage', `${mine.userid}-`]) {
        const answer = await send(name, { userid: mine.userid }, wrong, base);
        expect([answer.http, answer.status]).toEqual([200, Status.invalidToken]);
      }
    }
  });

  const neverFails = async (name: string, endpoint: Endpoint, bodies: fc.Arbitrary<unknown>) => {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        // A fresh session per run: some bodies are valid calls, logout among them.
        const answer = await send(name, body, await tokenFor(endpoint, mine));
        expect(answer.http, answer.body).toBeLessThan(500);
        expect(answer.status, answer.body).not.toBe(Status.systemError);
        if (answer.status === Status.invalidField) expect(answer.reason, answer.body).toMatch(fieldPattern);
      }),
      { numRuns: 25 },
    );
  };

  it.each(all)('%s never answers 5xx to arbitrary bodies, and names the field of any 604', async (name, endpoint) => {
    await neverFails(name, endpoint, bodyFor(endpoint));
  });

  it.each(all)('%s never answers 5xx to bodies of its schema with unusual values', async (name, endpoint) => {
    await neverFails(name, endpoint, valueOf(requestSchemaOf(endpoint), { userid: mine.userid }));
  });
});

describe("another company's userid", () => {
  let theirRow: unknown;
  beforeAll(async () => {
    theirRow = await companyRow(theirs.userid);
  });

  const companyRow = (id: number) => t.ctx.database.db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirst();

  it.each(guarded)('%s answers 610 and shows nothing of that company', async (name, endpoint) => {
    const token = await tokenFor(endpoint, mine);
    const filesBefore = await t.ctx.database.db.selectFrom('storedFile').select('id').execute();
    for (const userid of [theirs.userid, String(theirs.userid)]) {
      for (const base of ['/api/', '/qcvisit/']) {
        const answer = endpoint.multipartFile
          ? await sendForm(name, endpoint.multipartFile, { userid: String(userid) }, token, base)
          : await send(name, { userid }, token, base);
        expect([answer.http, answer.status], answer.body).toEqual([200, Status.noPermission]);
        expect(answer.body).not.toContain(theirs.email);
        expect(answer.body).not.toContain(theirs.company);
      }
    }
    if (!endpoint.multipartFile) {
      const listed = await send(name, [{ userid: mine.userid }, { userid: theirs.userid }], token);
      expect(listed.status).toBe(Status.noPermission);
    }
    expect(await t.ctx.database.db.selectFrom('storedFile').select('id').execute()).toEqual(filesBefore);
  });

  it('left that company unchanged', async () => {
    expect(await companyRow(theirs.userid)).toEqual(theirRow);
  });
});
