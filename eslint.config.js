import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// Where code may import from: the three sides of the tree stay apart. The client reaches the server only
// for the AppRouter type; the server reaches the client only through entry-server (the page renderer).
// Relative specifiers only: package paths such as '@tanstack/react-router/ssr/server' are not ours.
const SERVER = '^(\\.\\./)+server(/|$)'
const CLIENT = '^(\\.\\./)+client(/|$)'
const APP_ROUTER = '^(\\.\\./)+server/trpc/app-router$'
const SERVER_BUT_ROUTER = '^(\\.\\./)+server(/(?!trpc/app-router$)|$)'
const CLIENT_SERVER_MESSAGE =
  'The client imports nothing from src/server but `import type { AppRouter }`; take shapes from lib/router-types.'

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'src/client/route-tree.gen.ts',
      'tests/helpers/webservice-api.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Import cycles, type-only ones included, are checked by `npm run lint:cycles` (dpdm).
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    // Migrations are written against Kysely<any> (they must not depend on today's schema types); tests
    // read loosely typed JSON out of pages and responses.
    files: ['migrations/**/*.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic rules of hooks; the React Compiler's extra rules assume a compiler this build does not run.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Every shape the client needs comes from lib/router-types.ts, inferred from the router. The core rule
      // sees type imports too and admits from the router's module the name AppRouter alone; the
      // typescript-eslint one admits it as a type import only (a pattern allowing type imports would exempt
      // them from every other pattern of its own rule, hence two rules).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: SERVER_BUT_ROUTER, message: CLIENT_SERVER_MESSAGE },
            { regex: APP_ROUTER, allowImportNames: ['AppRouter'], message: CLIENT_SERVER_MESSAGE },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: APP_ROUTER, allowTypeImports: true, message: CLIENT_SERVER_MESSAGE }] },
      ],
      // The import rules see declarations only: `import('…')` and `typeof import('…')` are stopped here.
      'no-restricted-syntax': [
        'error',
        ...['ImportExpression', 'TSImportType'].map((node) => ({
          selector: `${node}[source.value=/^(\\.\\.\\/)+server(\\/|$)/]`,
          message: CLIENT_SERVER_MESSAGE,
        })),
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+client/(?!entry-server$)',
              message: 'The server reaches the client only through src/client/entry-server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: SERVER, message: 'src/shared imports neither the client nor the server.' },
            { regex: CLIENT, message: 'src/shared imports neither the client nor the server.' },
            { regex: '^node:', message: 'src/shared runs in the browser too: no Node APIs.' },
          ],
          paths: ['react', 'react-dom', 'fastify', 'pg', 'kysely'].map((name) => ({
            name,
            message: 'src/shared holds plain data, schemas and functions: no UI or server libraries.',
          })),
        },
      ],
    },
  },
)
