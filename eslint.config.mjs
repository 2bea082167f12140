import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
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
