/**
 * Which runner runs which test file, decided by the file's name alone, so a new test file runs
 * without being listed anywhere:
 *   *.test.ts, *.test.tsx     Jest, beside the code it tests (units, components, stories)
 *   tests/integration/*.int.ts     node:test on a real SQLite file (and PostgreSQL, Redis, S3, SMTP)
 *   tests/fault/*.fault.ts         node:test against production servers it starts itself
 *   tests/cluster/*.cluster.ts     node:test against one local cluster behind nginx
 *   tests/e2e/*.spec.ts            Playwright in Chromium (seeded.setup.ts runs first)
 * Files under a suite's support/ folder are helpers. Jest, Playwright, `npm test` and the npm
 * scripts read their files from here; scripts/test-suites.test.ts fails on a test file that no
 * runner would pick up.
 */
import { globSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** Folders that hold no sources of ours. */
export const IGNORED_DIRS = [
  'node_modules',
  '.next',
  '.git',
  'data',
  'media',
  'test-results',
  'playwright-report',
  'storybook-static',
  'coverage',
  '.cluster',
]

/** The node:test suites, each a folder of tests/ and the suffix its files end with. */
export const NODE_SUITES = /** @type {const} */ ({
  integration: { dir: 'tests/integration', suffix: '.int.ts' },
  fault: { dir: 'tests/fault', suffix: '.fault.ts' },
  cluster: { dir: 'tests/cluster', suffix: '.cluster.ts' },
})

/** Playwright's folder and file names (its "seeded" setup project runs *.setup.ts first). */
export const E2E = { dir: 'tests/e2e', suffixes: ['.spec.ts', '.setup.ts'] }

/** Jest: any *.test.ts (in Node) or *.test.tsx (in jsdom) outside the other suites' folders. */
export const JEST_PATTERNS = { node: '**/*.test.ts', dom: '**/*.test.tsx' }

/** The folders Jest must not look in: the other runners' and the output folders. */
export const JEST_IGNORED = [...IGNORED_DIRS, ...Object.values(NODE_SUITES).map((s) => s.dir), E2E.dir]

const glob = (patterns, exclude = IGNORED_DIRS) =>
  globSync(patterns, {
    cwd: root,
    exclude: (entry) => exclude.some((dir) => entry === dir || entry.startsWith(`${dir}/`)),
  })
    .map((file) => file.split(path.sep).join('/'))
    .sort()

/**
 * The files a suite runs, relative to the project root, sorted.
 * @param {'jest' | 'e2e' | keyof typeof NODE_SUITES} suite
 * @returns {string[]}
 */
export function suiteFiles(suite) {
  if (suite === 'jest') return glob(Object.values(JEST_PATTERNS), JEST_IGNORED)
  if (suite === 'e2e') return glob(E2E.suffixes.map((suffix) => `${E2E.dir}/**/*${suffix}`))
  const { dir, suffix } = NODE_SUITES[suite]
  return glob([`${dir}/**/*${suffix}`]).filter((file) => !file.split('/').includes('support'))
}

/** Every suite's name. */
export const SUITE_NAMES = /** @type {const} */ (['jest', 'integration', 'fault', 'cluster', 'e2e'])

/** A name that says "I am a test" (any runner's suffix, or another common one a runner here would not take). */
const TEST_LIKE = /\.(test|spec|int|fault|cluster|setup|e2e)\.[cm]?[jt]sx?$/

/**
 * The test files no runner would pick up: a file named like a test that no suite claims, or a file
 * in a suite's folder (outside support/) that its suite does not claim (a *.test.ts under
 * tests/integration, say).
 * @param {string[]} files every file of the project, relative to the root, with '/' separators
 * @param {Record<string, string[]>} claimed each suite's files
 * @returns {string[]}
 */
export function unclaimedTestFiles(files, claimed) {
  const owner = new Map()
  for (const list of Object.values(claimed)) for (const file of list) owner.set(file, (owner.get(file) ?? 0) + 1)
  const suiteDirs = [...Object.values(NODE_SUITES).map((s) => s.dir), E2E.dir]
  const inSuiteDir = (file) =>
    suiteDirs.some((dir) => file.startsWith(`${dir}/`)) && !file.split('/').includes('support')
  const isSource = (file) => /\.[cm]?[jt]sx?$/.test(file) && !file.endsWith('.d.ts')
  return files.filter((file) => (TEST_LIKE.test(file) || (inSuiteDir(file) && isSource(file))) && owner.get(file) !== 1)
}

/** Every file of the project outside the ignored folders. */
export function projectFiles() {
  return glob(['**/*'], IGNORED_DIRS)
}

// `node scripts/test-suites.mjs SUITE` prints the suite's files, one per line.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const name = process.argv[2]
  if (!SUITE_NAMES.includes(name)) {
    console.error(`usage: node scripts/test-suites.mjs ${SUITE_NAMES.join('|')}`)
    process.exit(2)
  }
  console.log(suiteFiles(name).join('\n'))
}
