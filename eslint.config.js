import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const webSource = path.join(repoRoot, 'apps/web/src');
const serverSource = path.join(repoRoot, 'apps/server/src');

/*
 * The web's borders (ARCHITECTURE.md section 2): a feature imports no other
 * feature, and components/ and lib/ import none, so shared code flows one way
 * into features. Relative and aliased paths ("@/features/x") both count.
 */
const webBorders = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      otherFeature: 'features/{{own}} imports features/{{other}}: move what both need to components/ or lib/.',
      sharedToFeature: '{{area}}/ is shared by every feature and imports none (here features/{{other}}).',
    },
  },
  create(context) {
    const [area, own] = path.relative(webSource, context.filename).split(path.sep);
    const featureOf = (source) => {
      if (!source.startsWith('.')) return /(?:^|\/)features\/([^/]+)/.exec(source)?.[1];
      const [top, name] = path.relative(webSource, path.resolve(path.dirname(context.filename), source)).split(path.sep);
      return top === 'features' ? name : undefined;
    };
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const other = featureOf(source);
      if (other === undefined) return;
      if (area === 'features' && other !== own) {
        context.report({ node: node.source, messageId: 'otherFeature', data: { own, other } });
      } else if (area === 'components' || area === 'lib') {
        context.report({ node: node.source, messageId: 'sharedToFeature', data: { area, other } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/*
 * The server's borders (ARCHITECTURE.md section 2): a feature reaches another
 * only through that feature's *.service.ts (features/index.ts, which lists
 * every feature's routes, stands above them), and the platform imports no
 * feature: the app hands it what features add (routes, purges). Tests may
 * reach anything, to check a feature or the assembled server from outside.
 */
const serverSourcePath = (filename, source) =>
  path.relative(serverSource, path.resolve(path.dirname(filename), source)).split(path.sep);

const importSources = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

const featureThroughService = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      notService:
        'features/{{own}} imports features/{{other}}/{{file}}: reach another feature only through its *.service.ts, with functions named for what they do.',
    },
  },
  create(context) {
    const [area, own, ...inside] = path.relative(serverSource, context.filename).split(path.sep);
    if (area !== 'features' || inside.length === 0) return {};
    return importSources((node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const [top, other, ...rest] = serverSourcePath(context.filename, source);
      if (top !== 'features' || other === own) return;
      if (rest.length === 1 && rest[0].endsWith('.service.js')) return;
      context.report({ node: node.source, messageId: 'notService', data: { own, other, file: rest.join('/') } });
    });
  },
};

const platformWithoutFeatures = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      feature: 'platform/ imports features/{{other}}: the platform knows no feature; let the app hand it what it needs.',
    },
  },
  create(context) {
    const [area] = path.relative(serverSource, context.filename).split(path.sep);
    if (area !== 'platform') return {};
    return importSources((node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const [top, other] = serverSourcePath(context.filename, source);
      if (top === 'features') context.report({ node: node.source, messageId: 'feature', data: { other } });
    });
  },
};

/* Query building, by the Kysely calls that start a statement or a transaction. */
const queryBuilderCalls = [
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'with',
  'withRecursive',
  'transaction',
  'startTransaction',
  'connection',
  'executeQuery',
];
const sqlElsewhere = 'SQL lives in *.repo.ts and platform/db/ only: write this query in a repository function and call that.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', 'data/**', 'bench/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-borders': { rules: { 'no-feature-crossing': webBorders } } },
    rules: { 'web-borders/no-feature-crossing': 'error' },
  },
  {
    name: 'server/feature-borders',
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: {
      'server-borders': {
        rules: { 'feature-through-service': featureThroughService, 'platform-without-features': platformWithoutFeatures },
      },
    },
    rules: {
      'server-borders/feature-through-service': 'error',
      'server-borders/platform-without-features': 'error',
    },
  },
  {
    // The only config object that sets these two rules for the server: a later one would replace them.
    name: 'server/sql-in-repositories',
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.repo.ts', 'apps/server/src/platform/db/**', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', importNames: ['sql'], message: sqlElsewhere }] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${queryBuilderCalls.join('|')})$/]`,
          message: sqlElsewhere,
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'apps/server/src/main.ts', 'apps/server/src/platform/seed.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
