// `npm run lint` runs this through dependency-cruiser: no import circles (type-only imports too) and no
// import from a lower layer into a higher one. The order and the reasons are in docs/architecture.md
// ("Layers"). The whole repository takes 6-7 s on two cores (20-30 s with the rest of `npm test` running beside it).

/**
 * The layers, lowest first. A module may import its own layer and the layers before it, never one
 * after it. Each path is a regular expression on the file's path from the repository root, and no file
 * matches two layers (hence the exclusions in cms and registry); files in none, such as tests, are
 * DEV_ONLY below.
 */
const LAYERS = [
  {
    name: 'data',
    why: 'interface strings, design tokens and the types Payload generates from the schema: facts that import nothing',
    paths: ['^locales/', '^styles/', '^cms/payload-types\\.ts$'],
  },
  {
    name: 'lib',
    why:
      'code the app, the CMS, the server and the scripts share, one folder per concern; server/ is the plain-Node ' +
      'part of it (Node runs it directly), and registry/types.ts and registry/block-meta-types.ts are the block ' +
      "contract (its types, and the picker groups a block's meta names) that every block implements and lib's " +
      'page readers use',
    paths: ['^lib/', '^server/', '^registry/(types|block-meta-types)\\.ts$'],
  },
  {
    name: 'components',
    why: 'shared React components (chrome, form fields, carousel, media...) that know no block and no form',
    paths: ['^components/'],
  },
  {
    name: 'forms',
    why: 'one folder per lead form: schema, endpoint and client component, built from components/forms',
    paths: ['^forms/'],
  },
  {
    name: 'cms',
    why:
      "Payload's schema parts (collections, fields, access rules, hooks, admin components, adapters): lead " +
      "collections list their form's options, and blocks reuse its fields and collection constants",
    paths: ['^cms/(?!payload\\.config\\.ts$|payload-types\\.ts$|collections/Pages\\.ts$|seed/)'],
  },
  {
    name: 'blocks',
    why: 'one folder per block type: its schema, component and views, built from everything below',
    paths: ['^blocks/'],
  },
  {
    name: 'registry',
    why: 'gathers every block (configs, components, picker entries, /path/{id} resolvers): nothing below may know the list',
    paths: ['^registry/(?!(types|block-meta-types)\\.ts$)'],
  },
  {
    name: 'cms-config',
    why: "the Payload config and the pages collection, whose layout field takes every block's config from the registry",
    paths: ['^cms/payload\\.config\\.ts$', '^cms/collections/Pages\\.ts$'],
  },
  {
    name: 'layouts',
    why: 'the page frame and the status views, around the blocks',
    paths: ['^layouts/'],
  },
  {
    name: 'app',
    why: "the routes and the proxy: Next's entry points, which put everything together",
    paths: ['^app/', '^proxy\\.ts$'],
  },
]

/**
 * Imports into a higher layer that are the design, not a slip. Only these; everything else upward fails.
 */
const ALLOWED_UPWARD = [
  {
    from: 'lib',
    to: '^cms/payload\\.config\\.ts$',
    why:
      "Payload's local API is opened with its config (getPayload({ config }) from '@payload-config'): lib's CMS " +
      'reads (lib/content, lib/preview, lib/seo, lib/leads) need it, and the config imports none of them back',
  },
]

/**
 * Tests, stories, fixtures, the seed data and the scripts: they may import anything (they exercise or fill
 * the layers), and no layer may import them.
 */
const DEV_ONLY = [
  '^(tests|stories|scripts|bench|\\.storybook)/',
  '^cms/seed/',
  '\\.(test|spec|stories|typecheck)\\.tsx?$',
  '(^|/)fixtures\\.ts$',
  '-test-support\\.tsx?$',
]

const layerRule = (layer, index) => {
  const above = LAYERS.slice(index + 1)
  const allowed = ALLOWED_UPWARD.filter(({ from }) => from === layer.name).map(({ to }) => to)
  return {
    name: `layer-${layer.name}`,
    severity: 'error',
    comment:
      `${layer.name} may not import a higher layer (${above.map(({ name }) => name).join(', ')}): move what ` +
      `both need into a module of its own at the lower level (docs/architecture.md, "Layers"). ` +
      `${layer.name}: ${layer.why}.`,
    from: { path: layer.paths, pathNot: DEV_ONLY },
    to: { path: above.flatMap(({ paths }) => paths), pathNot: allowed },
  }
}

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle (type-only imports count: they tie the modules just as tightly). Move what both ' +
        'sides share into a small module of its own at the lower level.',
      from: {},
      to: { circular: true },
    },
    ...LAYERS.slice(0, -1).map(layerRule),
    {
      name: 'not-to-dev-only',
      severity: 'error',
      comment: 'Site code may not import tests, stories, fixtures, the seed data or the scripts.',
      from: { path: LAYERS.flatMap(({ paths }) => paths), pathNot: DEV_ONLY },
      to: { path: DEV_ONLY },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Built, generated or served as they are: nothing here is written by hand.
    exclude: {
      path: [
        '^(node_modules|\\.next|\\.cluster|\\.swc|data|media|public|test-results|playwright-report|storybook-static|coverage)/',
        '^cms/migrations/',
        '^lib/graphql/generated/',
      ],
    },
    // Type-only imports are dependencies too (`import type` vanishes from the JavaScript, not from the design).
    tsPreCompilationDeps: true,
    // The `@/` and `@payload-config` aliases, as TypeScript resolves them.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
}

export default config
