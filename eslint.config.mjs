import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // A leading underscore marks a name kept on purpose (a compile-time check, a parameter a signature needs);
      // `const { omitted, ...rest } = x` drops fields. Everything else unused is an error.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-unused-expressions': 'error',
    },
  },
  {
    // Full page loads on purpose: these pages render when the site's own layout could not (an error in it, no route).
    files: ['app/global-error.tsx', 'app/global-not-found.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // The site reads its environment in one place, lib/config/env.ts: typed, checked once with a
    // message naming a bad variable, with the defaults .env.example documents (and
    // lib/config/public-env.ts for the browser). A read anywhere else would skip the checks and keep
    // a second default. That holds for the plain-Node production server (server/) and next.config.ts
    // too; only tests and the tooling that runs beside the site (scripts/, bench/) read their own.
    files: [
      'app/**',
      'blocks/**',
      'cms/**',
      'components/**',
      'forms/**',
      'layouts/**',
      'lib/**',
      'registry/**',
      'server/**',
      'proxy.ts',
      'next.config.ts',
    ],
    ignores: ['lib/config/env.ts', 'lib/config/public-env.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read the environment through lib/config/env.ts (environment(), or the values the server passes on); add a new variable to its schema and to .env.example.',
        },
      ],
    },
  },
  {
    // The application logs through the site's one logger (server/logger.mjs, pino: JSON lines carrying the request's
    // id), never the console. Tests, scripts/, bench/ and the plain-Node server (whose start-up lines tools wait for)
    // print as they need.
    files: [
      'app/**',
      'blocks/**',
      'cms/**',
      'components/**',
      'forms/**',
      'layouts/**',
      'lib/**',
      'registry/**',
      'proxy.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*-test-support.ts', '**/*-test-support.tsx'],
    rules: { 'no-console': 'error' },
  },
  {
    // Tests render plain anchors on purpose: how the page treats them is what they test.
    files: ['**/*.test.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  // Formatting is Prettier's (`prettier --check .` in `npm run lint`): no style rules here.
  prettier,
  globalIgnores([
    '.next/**',
    'next-env.d.ts',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'storybook-static/**',
    'coverage/**',
    '.cluster/**',
    'data/**',
    'media/**',
    // Generated: Payload's types and admin import map, the migrations, GraphQL codegen, the built service worker.
    'cms/payload-types.ts',
    'app/(payload)/admin/importMap.js',
    'cms/migrations/**',
    'lib/graphql/generated/**',
    'public/sw.js',
  ]),
])
