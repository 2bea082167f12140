import type { CodegenConfig } from '@graphql-codegen/cli'

/**
 * Types for the GraphQL the browser sends to /api/graphql, from the CMS's own schema
 * (`npm run generate:graphql` writes cms/schema.graphql from the Payload config).
 * Documents are `graphql(...)` calls in client islands; run `npm run codegen` after changing one.
 */
const config: CodegenConfig = {
  schema: 'cms/schema.graphql',
  documents: ['blocks/**/*.tsx', 'components/**/*.tsx', 'forms/**/*.tsx', 'lib/**/*.ts', '!lib/graphql/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'lib/graphql/generated/': {
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { DateTime: 'string', JSON: 'unknown', EmailAddress: 'string', JSONObject: 'Record<string, unknown>' },
      },
    },
  },
}

export default config
