import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webSource = path.join(path.dirname(fileURLToPath(import.meta.url)), 'apps/web/src');

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

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'bench/.data/**'] },
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
    files: ['scripts/**', 'bench/**', 'apps/server/src/main.ts', 'apps/server/src/platform/seed.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
