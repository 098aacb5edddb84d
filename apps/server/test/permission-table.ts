import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  deputyMayCall,
  type Endpoint,
  managerModuleOfCall,
  type SubjectKind,
  subAccountModules,
  subjectKinds,
} from '@vestibule/contract';
import { format, resolveConfig } from 'prettier';

/* docs/permissions.md, generated from the contract registry: one table per contract area, one row per call. */

export const permissionsDocPath = fileURLToPath(new URL('../../../docs/permissions.md', import.meta.url));
const endpointsDir = fileURLToPath(new URL('../../../packages/contract/src/endpoints/', import.meta.url));

const columnOf: Record<SubjectKind | 'public', string> = {
  manager: 'Administrator',
  deputy: 'Manager',
  hq: 'HQ',
  subaccount: 'Subcompany',
  super: 'Super',
  employee: 'Employee',
  reception: 'Reception',
  public: 'Anyone',
};

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'roles' in value && 'request' in value && 'response' in value;

/** Each contract area (a file of packages/contract/src/endpoints) with its calls. */
async function areas(): Promise<Array<[string, Array<[string, Endpoint]>]>> {
  const files = readdirSync(endpointsDir).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts',
  );
  const found: Array<[string, Array<[string, Endpoint]>]> = [];
  for (const file of files.sort()) {
    const area = file.replace(/\.ts$/, '');
    const module = (await import(`@vestibule/contract/endpoints/${area}`)) as Record<string, unknown>;
    const calls = Object.entries(module)
      .filter(([exported]) => exported.endsWith('Endpoints'))
      .flatMap(([, table]) => Object.entries(table as Record<string, unknown>))
      .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]));
    found.push([area, calls.sort(([a], [b]) => a.localeCompare(b))]);
  }
  return found;
}

/** Whether the kind may make the call; for a manager (deputy) holding every module, whether it may, or the module it needs. */
export const mayCall = (name: string, endpoint: Endpoint, kind: SubjectKind | 'public'): boolean =>
  kind === 'deputy'
    ? deputyMayCall(name, endpoint.roles, subAccountModules)
    : endpoint.roles === 'public' || (kind !== 'public' && (endpoint.roles as readonly string[]).includes(kind));

const cellOf = (name: string, endpoint: Endpoint, kind: SubjectKind | 'public') => {
  if (!mayCall(name, endpoint, kind)) return '';
  const module =
    kind === 'deputy' && endpoint.roles !== 'public' && !endpoint.roles.includes('deputy') && managerModuleOfCall(name);
  return module || 'yes';
};

export async function permissionTable(): Promise<string> {
  const kinds = [...subjectKinds, 'public'] as const;
  const lines = [
    '# Who may call what',
    '',
    'Generated from the contract registry (`packages/contract/src/endpoints/`); `apps/server/test/permission-matrix.test.ts`',
    'fails when this file and the registry differ (`UPDATE_PERMISSIONS=1` on that test writes it again) and checks, on',
    'both databases, that the server lets in exactly these callers: any other signed-in kind gets 610, a caller without',
    'a session 28. A Subcompany is further limited to the modules its main company granted it (610 otherwise). A Manager',
    '(logistics manager or sub-administrator) acts for the company: where its column names a module, it may call only',
    'while it holds that module (a logistics manager holds visits and invitations; a sub-administrator those granted).',
    '',
  ];
  for (const [area, calls] of await areas()) {
    lines.push(`## ${area}`, '', `| Call | ${kinds.map((kind) => columnOf[kind]).join(' | ')} |`);
    lines.push(`| --- | ${kinds.map(() => ':---:').join(' | ')} |`);
    for (const [name, endpoint] of calls)
      lines.push(`| \`${endpoint.path ?? name}\` | ${kinds.map((kind) => cellOf(name, endpoint, kind)).join(' | ')} |`);
    lines.push('');
  }
  // Written as the repository's formatter would write it, so the format check and this test agree.
  return format(lines.join('\n'), { ...(await resolveConfig(permissionsDocPath)), parser: 'markdown' });
}
