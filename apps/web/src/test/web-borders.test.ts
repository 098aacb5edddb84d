import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/* The lint rule that keeps features apart (eslint.config.js), run as `npx eslint` runs it. */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/web/src', file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'web-borders/no-feature-crossing');
}

describe('web borders', () => {
  it.each([
    ['features/people/components/x.tsx', "import { useRoleGroups } from '../../roles/api/roles';"],
    ['features/people/x.ts', "export { RolesPage } from '../roles/pages/roles-page';"],
    ['features/people/pages/x.tsx', "export * from '../../../features/whitelist/api/whitelist';"],
    ['features/people/x.ts', "const page = () => import('../../features/roles/pages/roles-page');"],
    ['features/people/x.ts', "import { useRoleGroups } from '@/features/roles/api/roles';"],
    ['components/x.tsx', "import { EmployeesPage } from '../features/people/pages/employees-page';"],
    ['lib/x.ts', "import type { WhitelistQuery } from 'src/features/whitelist/api/whitelist';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await problems(file, code)).toHaveLength(1);
  });

  it.each([
    ['features/people/components/x.tsx', "import { useDepartments } from '../api/departments';"],
    ['features/people/components/x.tsx', "import { Panel } from '../../../components/panel';"],
    ['features/roles/x.ts', "import { callApi } from '../../lib/api-client';"],
    ['app/console/x.ts', "const page = () => import('../../features/roles/pages/roles-page');"],
    ['components/x.tsx', "import { toast } from '../lib/toast';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });

  it('names both features in its message', async () => {
    const [problem] = await problems('features/roles/x.ts', "import { x } from '../people/lib/department-tree';");
    expect(problem?.message).toBe('features/roles imports features/people: move what both need to components/ or lib/.');
  });
});
