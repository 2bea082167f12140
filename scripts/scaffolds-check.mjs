#!/usr/bin/env node
// Proves that `npm run new:block` and `npm run new:form` write code that works: scaffolds a block and
// a lead form into one temporary copy of the project (its own files, node_modules linked), then, once
// for both, regenerates the CMS types and GraphQL schema there, creates their SQLite migration, and
// requires that `tsc` passes, that the written files are formatted and lint-clean, that their Jest
// tests and stories pass, and that the form's integration test stores a valid lead once and nothing
// for bad input on a database those migrations made. PostgreSQL is not available to this check, so
// the PostgreSQL migration is not made here (scripts/migrations-create.sh makes both).
//
// Then the browser half: the copy is built and seeded as the e2e stage's site is, and the e2e specs
// that read the block list (the block picker in /admin, every block's text fields carrying a script
// payload on one published page) run against it, the two new blocks among the others, untouched.
//
//   node scripts/scaffolds-check.mjs            both halves, then the copy is removed
//   node scripts/scaffolds-check.mjs --keep     the first half; prints "copy: DIR" and leaves it
//   node scripts/scaffolds-check.mjs --e2e-build DIR  builds and seeds that copy, and leaves it
//   node scripts/scaffolds-check.mjs --e2e DIR  the browser half on that copy (built when it is not
//                                               yet), then removes it
//
// `npm test` runs the first half beside Jest, the copy's build beside the integration stage (after
// the main build), and the specs once the fault and cluster stages are done: a build beside those
// stages' timed checks made them fail (a cached page slower than 1 s, an edge entry not yet stored).
// The specs need port 3100, free once the e2e stage is done.
// Exits non-zero on the first failure; the copy is removed either way (KEEP_COPY=1 keeps it to look at).
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { haveTemplate, templateDir } from './seeded-template.mjs'

const root = resolve(import.meta.dirname, '..')
/** The block new:block writes, and the form new:form writes (with its block scaffold-lead-form). */
const blockName = 'scaffold-check'
const formName = 'scaffold-lead'
/** The e2e specs whose subject is every block the registry lists. */
const BLOCK_AWARE_SPECS = ['tests/e2e/admin-blocks.spec.ts', 'tests/e2e/security-cms.spec.ts']
const keep = process.argv.includes('--keep')
const buildOnly = process.argv.indexOf('--e2e-build')
const e2eOnly = buildOnly >= 0 ? buildOnly : process.argv.indexOf('--e2e')
const copy = e2eOnly >= 0 ? resolve(process.argv[e2eOnly + 1] ?? '') : mkdtempSync(join(tmpdir(), 'zap-scaffolds-'))
if (e2eOnly >= 0 && !existsSync(join(copy, 'package.json'))) {
  console.log(`scaffolds check: ${copy} is not a copy that --keep left`)
  process.exit(2)
}

function step(label, cmd, args, env = {}) {
  const started = Date.now()
  const result = spawnSync(cmd, args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  if (result.status !== 0) {
    console.log(`not ok - ${label} (${seconds} s)\n${result.stdout}\n${result.stderr}`)
    throw new Error(`${label} failed`)
  }
  console.log(`ok - ${label} (${seconds} s)`)
  return result.stdout
}

function expectIn(file, pattern, what) {
  if (!pattern.test(readFileSync(join(copy, file), 'utf8'))) throw new Error(`${file} has no ${what}`)
}

function writeAndCheck() {
  // The project's own files as they are now (committed or not), without what git ignores.
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(root, file))) continue // deleted but not yet committed
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(root, file), join(copy, file))
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
  const bin = (tool) => join(root, 'node_modules', '.bin', tool)

  const printedBlock = step('new:block writes the block', process.execPath, ['scripts/new-block.mjs', blockName])
  const printedForm = step('new:form writes the form', process.execPath, ['scripts/new-form.mjs', formName])
  for (const printed of [printedBlock, printedForm])
    if (!printed.includes('npm run generate:types')) throw new Error('a scaffold did not print the next commands')

  step('the CMS types regenerate with them', 'npm', ['run', '--silent', 'generate:types'])
  expectIn('cms/payload-types.ts', /blockType: 'scaffoldCheck'/, 'scaffoldCheck block')
  expectIn('cms/payload-types.ts', /blockType: 'scaffoldLeadForm'/, 'scaffoldLeadForm block')
  expectIn(
    'cms/payload-types.ts',
    /'scaffold-lead-requests': ScaffoldLeadRequest;/,
    'scaffold-lead-requests collection',
  )
  // The GraphQL schema is regenerated by the same checklist; its CLI runs under another TypeScript
  // loader than the types' (it once failed on a Node upgrade while generate:types still worked).
  step('the GraphQL schema regenerates with them', 'npm', ['run', '--silent', 'generate:graphql'])
  expectIn('cms/schema.graphql', /^type ScaffoldCheck\w* \{/m, 'ScaffoldCheck type')
  expectIn('cms/schema.graphql', /^type ScaffoldLeadRequest \{/m, 'ScaffoldLeadRequest type')

  // Their tables: migrate:create diffs the config against the latest committed snapshot (it does not
  // read the database, but names one: a throwaway file). Payload's CLI sometimes exits 0 having done
  // nothing (payloadcms/payload#17757), so it is judged by the file it writes and tried again.
  const migrations = join(copy, 'cms/migrations/sqlite')
  const created = () => readdirSync(migrations).filter((file) => file.endsWith('_scaffolds.ts'))
  for (let attempt = 1; attempt <= 3 && created().length === 0; attempt++)
    step(
      `the SQLite migration is created (attempt ${attempt})`,
      'npm',
      ['run', '--silent', 'migrate:create', '--', 'scaffolds', '--skip-empty'],
      {
        DATABASE_URL: `file:${join(copy, 'data', 'migrate-create.db')}`,
      },
    )
  if (created().length !== 1) throw new Error('migrate:create wrote no migration for the new block and form')
  expectIn(`cms/migrations/sqlite/${created()[0]}`, /CREATE TABLE \\`scaffold_lead_requests\\`/, 'table for the form')

  step('tsc passes with them', bin('tsc'), ['--noEmit'])
  const written = [
    `blocks/${blockName}`,
    `blocks/${formName}-form`,
    `forms/${formName}`,
    `app/(forms)/api/forms/${formName}`,
    `tests/integration/${formName}-form.int.ts`,
    'cms/collections/leads',
    'lib/privacy',
    'registry',
  ]
  step('their files and the lists they joined are formatted and lint-clean', bin('eslint'), [
    '--max-warnings=0',
    ...written,
  ])
  step('prettier agrees, the locale files too', bin('prettier'), ['--check', ...written, 'locales'])

  const report = JSON.parse(
    step('their tests pass and their stories render', bin('jest'), [
      '--ci',
      '--json',
      `blocks/${blockName}`,
      `blocks/${formName}-form`,
      `forms/${formName}`,
      'stories/stories.test.tsx',
      'registry/block-picker.test.ts',
      'components/forms/labels.test.ts',
      'cms/i18n/admin-labels.test.ts',
      'cms/privacy/lead-coverage.test.ts',
      '-t',
      `${blockName}|${formName}|Scaffold check|Scaffold lead|the block picker|admin texts|labels`,
    ]),
  )
  // A filter that matched nothing would pass too: the new block's and form's own tests must have run and passed.
  const passed = report.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.status === 'passed')
    .map((test) => test.fullName)
  const expected = [
    'Scaffold check block',
    `blocks/${blockName}/ScaffoldCheck.stories.tsx Angola renders`,
    `blocks/${blockName}/ScaffoldCheck.stories.tsx MozambiqueInEnglishWithoutHeading renders`,
    'the block picker scaffoldCheck has a story',
    'Scaffold lead schema',
    'Scaffold lead form block',
    `blocks/${formName}-form/ScaffoldLeadForm.stories.tsx Angola renders`,
    `blocks/${formName}-form/ScaffoldLeadForm.stories.tsx MozambiqueInEnglish renders`,
    'the block picker scaffoldLeadForm has a story',
    'admin texts come in Portuguese and English',
    // Its leads can be found, exported and erased, and expire (/admin → Personal data, Privacy).
    `${formName}-requests has a retention period`,
    `${formName}-requests marks the sender`,
  ]
  for (const start of expected) {
    if (!passed.some((test) => test.startsWith(start))) throw new Error(`no passing test "${start}…"`)
  }

  // The endpoint on a database the committed migrations, the new one included, made.
  const integration = step('the form stores a valid lead once and nothing for bad input', process.execPath, [
    'scripts/task.mjs',
    '--test',
    `tests/integration/${formName}-form.int.ts`,
  ])
  if (!/^# pass [1-9]/m.test(integration) || !/^# fail 0$/m.test(integration))
    throw new Error(`the form's integration test did not pass:\n${integration}`)
}

/**
 * The browser half: the copy gets node_modules of its own (hard links: Turbopack refuses a symlinked
 * node_modules that points out of the project, vercel/next.js#88335), is built and seeded as the e2e
 * server does it, and the block-aware specs run against it. Its temporary files (the seeded template
 * among them) go to a folder inside the copy, removed with it.
 */
function buildAndBrowse(browse = true) {
  const modules = join(copy, 'node_modules')
  if (lstatSync(modules).isSymbolicLink()) {
    rmSync(modules)
    step('the copy gets node_modules of its own (hard links)', 'cp', ['-al', join(root, 'node_modules'), modules])
  }
  const tmp = join(copy, '.tmp')
  mkdirSync(tmp, { recursive: true })
  reuseSeededSite(tmp)
  // tsc passed on the copy in the first half, so the build need not check its types again.
  step('the copy builds and its site is seeded', process.execPath, ['scripts/e2e-server.mjs', '--prepare'], {
    TMPDIR: tmp,
    ZAP_BUILD_TYPECHECKED: '1',
  })
  if (!browse) return
  const out = step(
    'the block-aware e2e specs pass with the new blocks in the registry',
    join(copy, 'node_modules', '.bin', 'playwright'),
    ['test', ...BLOCK_AWARE_SPECS, '--no-deps', '--reporter=line'],
    { TMPDIR: tmp },
  )
  if (!/\b\d+ passed\b/.test(out) || /\b\d+ (failed|flaky)\b/.test(out))
    throw new Error(`the block-aware specs did not all pass:\n${out}`)
}

/**
 * The copy starts from this checkout's seeded site (scripts/seeded-template.mjs), when there is one,
 * instead of seeding its own: the seed knows nothing of the two new blocks, and the copy's server applies
 * their migration when it starts (scripts/start.mjs), so the site is the same. Seeding took 58 of the
 * 144 s that building and seeding the copy took alone; `npm test` has the template by then (its
 * integration stage makes it). The template goes where the copy's own stamp of its sources says.
 */
function reuseSeededSite(tmp) {
  if (!haveTemplate()) return
  const where = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "console.log((await import('./scripts/seeded-template.mjs')).templateDir())"],
    { cwd: copy, encoding: 'utf8', env: { ...process.env, TMPDIR: tmp } },
  )
  const target = where.stdout.trim()
  if (where.status !== 0 || !target.startsWith(tmp)) throw new Error(`the copy's template folder: ${where.stderr}`)
  cpSync(templateDir(), target, { recursive: true })
  console.log(`ok - the copy starts from this checkout's seeded site (${templateDir()})`)
}

let failed = false
try {
  if (e2eOnly < 0) writeAndCheck()
  if (keep) console.log(`copy: ${copy}`)
  else buildAndBrowse(buildOnly < 0)
} catch (error) {
  failed = true
  console.log(`scaffolds check failed: ${error.message}`)
} finally {
  if (process.env.KEEP_COPY) console.log(`copy kept at ${copy}`)
  else if (!(keep || buildOnly >= 0) || failed) rmSync(copy, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
