import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/* The lint rules that keep the server's features and platform apart (eslint.config.js), run as `npx eslint` runs them. */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

const borderRules = [
  'server-borders/feature-through-service',
  'server-borders/platform-without-features',
  'no-restricted-imports',
  'no-restricted-syntax',
];

/** The border problems ESLint reports for this code as the file at `file` (a path from the repository root). */
async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId !== null && borderRules.includes(message.ruleId));
}

const src = 'apps/server/src';

describe('a server feature reaches another only through its service', () => {
  it.each([
    [`${src}/features/roles/roles.service.ts`, "import { insertRoleLinks } from '../employees/employees.repo.js';"],
    [`${src}/features/roles/roles.service.ts`, "import { withLinks } from '../employees/employee-links.js';"],
    [`${src}/features/roles/roles.service.ts`, "import type { EmployeeFilter } from '../employees/employees.repo.js';"],
    [`${src}/features/auth/auth.service.ts`, "export { findCompanyByEmail } from '../account/account.repo.js';"],
    [`${src}/features/auth/auth.service.ts`, "export * from '../account/user-info.js';"],
    [`${src}/features/account/account.service.ts`, "const lockout = () => import('../auth/lockout.js');"],
    [`${src}/features/roles/roles.routes.ts`, "import { x } from '../employees/nested/x.service.js';"],
    [`${src}/features/roles/nested/x.ts`, "import { x } from '../../employees/employees.repo.js';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect((await problems(file, code)).map((problem) => problem.ruleId)).toEqual(['server-borders/feature-through-service']);
  });

  it.each([
    [`${src}/features/roles/roles.service.ts`, "import { assertOwnEmployees } from '../employees/employee-lookup.service.js';"],
    [`${src}/features/roles/roles.service.ts`, "import { listRoles } from './roles.repo.js';"],
    [`${src}/features/roles/nested/x.ts`, "import { listRoles } from '../roles.repo.js';"],
    [`${src}/features/roles/roles.service.ts`, "import { chunked } from '../../platform/db/chunked.js';"],
    [`${src}/features/index.ts`, "import { roleRoutes } from './roles/roles.routes.js';"],
    [`${src}/features/roles/roles.test.ts`, "import { insertRoleLinks } from '../employees/employees.repo.js';"],
    [`${src}/app.ts`, "import { mountFileDownloads } from './features/files/files.routes.js';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });

  it('names both features and the file in its message', async () => {
    const [problem] = await problems(`${src}/features/roles/x.ts`, "import { x } from '../employees/employees.repo.js';");
    expect(problem?.message).toBe(
      'features/roles imports features/employees/employees.repo.js: reach another feature only through its *.service.ts, with functions named for what they do.',
    );
  });
});

describe('the platform imports no feature', () => {
  it.each([
    [`${src}/platform/jobs/purge.job.ts`, "import { purgeOldFailures } from '../../features/auth/lockout.service.js';"],
    [`${src}/platform/seed.ts`, "import { routeGroups } from '../features/index.js';"],
    [`${src}/platform/http/mount.ts`, "import type { Attempt } from '../../features/auth/lockout.service.js';"],
    [`${src}/platform/http/mount.ts`, "const routes = () => import('../../features/index.js');"],
  ])('refuses in %s: %s', async (file, code) => {
    expect((await problems(file, code)).map((problem) => problem.ruleId)).toEqual(['server-borders/platform-without-features']);
  });

  it.each([
    [`${src}/platform/jobs/background.ts`, "import { purgeExpiredJob } from './purge.job.js';"],
    [`${src}/main.ts`, "import { expiryPurges } from './features/index.js';"],
    [`${src}/features/index.ts`, "import type { ExpiryPurge } from '../platform/jobs/purge.job.js';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

describe('SQL lives in repositories and platform/db only', () => {
  const sqlImport = "import { sql } from 'kysely';";
  const calls = [
    "db.selectFrom('role').selectAll().execute();",
    "db.selectNoFrom((eb) => eb.val(1).as('one')).execute();",
    "db.insertInto('role').values(row).execute();",
    "db.updateTable('role').set(changes).execute();",
    "db.deleteFrom('role').execute();",
    "db.with('recent', (q) => q).execute();",
    "db.withRecursive('tree', (q) => q).execute();",
    'db.transaction().execute(work);',
    "ctx.database.db.mergeInto('role').execute();",
  ];

  it.each([
    [`${src}/features/roles/roles.service.ts`, sqlImport, 'no-restricted-imports'],
    [`${src}/features/roles/roles.service.ts`, "import { type Kysely, sql } from 'kysely';", 'no-restricted-imports'],
    [`${src}/platform/seed.ts`, "import * as kysely from 'kysely';", 'no-restricted-imports'],
    ...calls.map((call) => [`${src}/features/roles/roles.service.ts`, call, 'no-restricted-syntax']),
    [`${src}/platform/seed.ts`, "await db.insertInto('company').values(row).execute();", 'no-restricted-syntax'],
    [`${src}/platform/jobs/worker.ts`, "db?.selectFrom('job').selectAll().execute();", 'no-restricted-syntax'],
    [`${src}/app.ts`, "database.db.selectFrom('company').select('id').execute();", 'no-restricted-syntax'],
  ])('refuses in %s: %s', async (file, code, rule) => {
    expect((await problems(file, code)).map((problem) => problem.ruleId)).toEqual([rule]);
  });

  it.each([
    [`${src}/features/roles/roles.repo.ts`, `${sqlImport}\ndb.selectFrom('role').where(sql\`true\`).execute();`],
    [`${src}/platform/seed.repo.ts`, "db.insertInto('company').values(row).execute();"],
    [`${src}/platform/db/unit-of-work.ts`, `${sqlImport}\ndb.transaction().execute(work);`],
    [`${src}/db/migrations/2026-01-01-0001-x.ts`, `${sqlImport}\ndb.schema.createTable('x').execute();`],
    [`${src}/features/roles/roles.test.ts`, `${sqlImport}\ndb.selectFrom('role').selectAll().execute();`],
    [`${src}/features/roles/roles.service.ts`, "import type { Kysely, Selectable } from 'kysely';"],
    [`${src}/features/roles/roles.service.ts`, 'const rows = await listRoles(ctx.database.db, companyId);'],
    ['apps/server/test/factories.ts', `${sqlImport}\ndb.selectFrom('role').selectAll().execute();`],
    ['bench/lib/people-seed.ts', `${sqlImport}\ndb.insertInto('employee').values(rows).execute();`],
    ['e2e/lib/x.ts', "db.deleteFrom('session').execute();"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
