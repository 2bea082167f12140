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
