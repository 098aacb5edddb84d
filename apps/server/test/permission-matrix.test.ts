import { readFileSync, writeFileSync } from 'node:fs';
import { type Endpoint, endpoints, type Envelope, Status, type SubjectKind, subjectKinds } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './api-harness.js';
import { mayCall, permissionTable, permissionsDocPath } from './permission-table.js';
import { selecting } from './schema-arbitrary.js';
import { type PopulatedCompany, populateCompany } from './tenancy-fixtures.js';

/*
 * Every endpoint against every kind of caller: a kind the endpoint does not
 * name is refused with 610 before anything runs; a kind it names gets past
 * the check (whatever its empty body then earns). A manager (deputy) holds
 * every module here, so it may make exactly the calls its rule gives. The table of who may call
 * what, docs/permissions.md, is generated from the same registry, so a role
 * changed in the contract shows in review as a changed line of that table.
 */

const all = Object.entries(endpoints) as Array<[string, Endpoint]>;
const refusedBeforeHandler: number[] = [Status.noPermission, Status.invalidToken, Status.noToken, Status.tokenExpired];

const t = useTestApp();
let company: PopulatedCompany;
beforeAll(async () => {
  company = await populateCompany(t, 'Matrix');
});

async function send(name: string, endpoint: Endpoint, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${endpoint.path ?? name}`,
    payload: endpoint.multipartFile ? undefined : JSON.stringify(selecting(endpoint)),
    headers: { 'content-type': 'application/json', ...(token ? { 'x-coolvisit-token': token } : {}) },
  });
  return response.json() as Envelope;
}

describe(`who may call what (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('docs/permissions.md is the table the registry gives', async () => {
    const table = await permissionTable();
    if (process.env.UPDATE_PERMISSIONS === '1') writeFileSync(permissionsDocPath, table);
    expect(readFileSync(permissionsDocPath, 'utf8'), 'run UPDATE_PERMISSIONS=1 on this test to regenerate').toBe(table);
  });

  it.each(all)('%s lets in exactly the kinds it names', async (name, endpoint) => {
    const answers: Record<string, number> = {};
    for (const kind of subjectKinds) {
      // A fresh session each time: an allowed call may end the one it came with (logout, endOtherSessions).
      answers[kind] = (await send(name, endpoint, await company.sessionOf(kind))).status;
    }
    answers.public = (await send(name, endpoint)).status;
    const allowed = (kind: string) => mayCall(name, endpoint, kind as SubjectKind | 'public');
    for (const [kind, status] of Object.entries(answers)) {
      if (allowed(kind)) expect(refusedBeforeHandler, `${name} as ${kind}: ${status}`).not.toContain(status);
      else expect(status, `${name} as ${kind}`).toBe(kind === 'public' ? Status.noToken : Status.noPermission);
    }
  });
});
