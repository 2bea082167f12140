#!/usr/bin/env node
/**
 * `npm test`: every test, in order of speed: types (including the registry's compile-time checks), the
 * scaffolds (a block and a lead form written into a temporary copy must type-check, lint, render and store),
 * lint (ESLint, the import layers and Prettier), Jest units/components/stories, integration on real SQLite (and PostgreSQL
 * when a local server can be started), then Playwright against the production build in Debian's Chromium, the fault suites,
 * and the scenarios of several instances behind nginx. Installs Chromium, Java (the HTML checker's),
 * nginx and redis-server with apt when they are missing. Ends with a timing table (also in
 * test-results/timings.md) and one line: "N passed, N failed". Stages that use about one core each run two at a time on the two-core machine
 * CI gives: lint beside the typecheck, the scaffold beside Jest, the production build beside
 * integration, whose files run in two lanes. The stages that need a seeded site copy one made once
 * (scripts/seeded-template.mjs). Which files each runner runs: scripts/test-suites.mjs.
 * `--quick` (npm run test:quick) stops after types, lint and Jest.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { EDGE_PACKAGES, ensureDebianPackages } from './services/apt.mjs'
import {
  busyBetween,
  e2eFileTimes,
  machineTicks,
  reportTimings,
  stageClock,
  tapFileTimes,
  timingMarkdown,
} from './test-timings.mjs'
import { jestOutcome, playwrightOutcome, tapOutcome } from './test-results.mjs'
import { suiteFiles } from './test-suites.mjs'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })
const totals = { passed: 0, failed: 0 }
/** `--quick` (npm run test:quick): types, lint and Jest only, the inner loop's checks. */
const quick = process.argv.includes('--quick')
const clock = stageClock()
const e2eJson = path.join(results, 'e2e.json')
/** The failed Playwright tests as file:line, to run again with a trace. */
const failedE2e = new Set()
/** Seconds per file of the node:test stages, for the timing table. */
const nodeFileTimes = new Map()
const failedStages = []
/** The names of failed tests, repeated at the end: CI keeps only the tail of a long run's output. */
const failedTests = []
/** Adds a runner's outcome (scripts/test-results.mjs) to the totals and the failed tests. */
const count = ({ passed, failed, names }) => {
  totals.passed += passed
  totals.failed += failed
  failedTests.push(...names)
}

/** Runs a stage with its output shown as it comes, and times it. */
function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${label}`)
  const started = Date.now()
  const ticks = machineTicks()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      process.stdout.write(chunk)
    })
    child.on('exit', (code) => {
      if (code !== 0) failedStages.push(label)
      clock.add(label, Math.round((Date.now() - started) / 1000), undefined, busyBetween(ticks, machineTicks()))
      resolve({ code: code ?? 1, out })
    })
  })
}

/** Starts a stage in the background, its output kept (not shown) until the caller prints it. */
function background(label, cmd, args) {
  const started = Date.now()
  const ticks = machineTicks()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    child.on('close', (code) =>
      resolve({
        code: code ?? 1,
        out,
        seconds: Math.round((Date.now() - started) / 1000),
        busy: busyBetween(ticks, machineTicks()),
      }),
    )
  })
}

/** A stage that counts as one test: passed when its command exited 0. */
function countStage({ code }) {
  if (code === 0) totals.passed++
  else totals.failed++
}

// 0. The pinned Node runs everything: this process (whose binary the integration, fault and cluster
// stages reuse) and the `node` found on PATH (Jest, Playwright and its web server start that one).
// On a machine whose own Node is older, `node scripts/test.mjs` instead of `npm test` would
// otherwise test on the wrong runtime, so the run stops here.
const pinnedNode = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies.node
const pathNode = spawnSync('node', ['-p', 'process.version'], { cwd: root, env, encoding: 'utf8' }).stdout?.trim() ?? ''
console.log(
  `\n=== runtime: Node ${pinnedNode} pinned; this process ${process.version}, node on PATH ${pathNode || 'none'}`,
)
const majorOf = (version) => version.replace(/^v/, '').split('.')[0]
if (majorOf(process.version) !== majorOf(pinnedNode) || majorOf(pathNode) !== majorOf(pinnedNode)) {
  console.log(
    `Node ${majorOf(pinnedNode)} must run the tests: run \`npm ci && npm test\` (npm puts node_modules/.bin/node first).`,
  )
  console.log('\n=== FAILED: runtime\n0 passed, 1 failed')
  process.exit(1)
}
totals.passed++

// The lock file must stay installable by `npm ci` (see scripts/lock-platform-stubs.mjs).
if (!quick) {
  const lockDir = path.join(results, 'lock-check')
  execFileSync(
    'bash',
    ['-c', `rm -rf "${lockDir}" && mkdir -p "${lockDir}" && cp package.json package-lock.json "${lockDir}/"`],
    { cwd: root },
  )
  const lock = await run('lock file installable by npm ci', 'npm', [
    'ci',
    '--dry-run',
    '--ignore-scripts',
    '--no-audit',
    '--prefix',
    lockDir,
  ])
  countStage(lock)
}

// Debian's redis-server (the cache handler's and the limiters' tests, from the Jest stage on) and
// nginx (the cluster stage), installed once here rather than inside a test with a time limit.
await clock.time('Debian packages (installed when missing)', () =>
  ensureDebianPackages([...EDGE_PACKAGES, 'redis-server']),
)

// 1. Lint: ESLint's rules (Next's core-web-vitals and TypeScript sets) and Prettier's formatting, one
// pass/fail. Single-threaded like the typecheck and Jest (one worker on two cores), so it runs beside
// them; its output is kept and printed once Jest is done, so the two do not interleave.
const lintRun = background('lint', 'npm', ['run', '--silent', 'lint'])

// 1b. Types: a block without a component, or a misspelt interface string, fails here.
const tsc = await run('typecheck', bin('tsc'), ['--noEmit'])
countStage(tsc)

// 1c. `npm run new:block` and `npm run new:form` still write code that type-checks, lints, renders and
// (the form) stores a lead, in one temporary copy (scripts/scaffolds-check.mjs). Only when the types
// pass: otherwise it would fail for their reason. Beside Jest (each uses about one core; the copy lives
// in the temporary folder, out of Jest's crawl); its output is kept and printed once Jest is done.
// The copy is kept for the browser half (built, seeded, the block-aware e2e specs), beside the cluster.
const scaffoldRun =
  tsc.code === 0 && !quick ? background('scaffolds', process.execPath, ['scripts/scaffolds-check.mjs', '--keep']) : null
/** The copy the scaffolds' first half left for the browser half, when it passed. */
let scaffoldCopy = ''

// 2. Jest.
const jestJson = path.join(results, 'jest.json')
await run('jest: units, components, stories', bin('jest'), ['--ci', '--json', `--outputFile=${jestJson}`])
if (existsSync(jestJson)) count(jestOutcome(JSON.parse(readFileSync(jestJson, 'utf8')), root))
else totals.failed++

if (scaffoldRun) {
  const scaffold = await scaffoldRun
  console.log(`\n=== scaffolds: new:block and new:form (beside Jest): ${scaffold.seconds} s`)
  process.stdout.write(scaffold.out)
  if (scaffold.code !== 0) failedStages.push('scaffolds')
  else scaffoldCopy = /^copy: (.+)$/m.exec(scaffold.out)?.[1] ?? ''
  countStage(scaffold)
  clock.add('scaffolds', scaffold.seconds, 'beside Jest', scaffold.busy)
}

const lint = await lintRun
console.log(`\n=== lint: ESLint, import layers and Prettier (beside the typecheck and Jest): ${lint.seconds} s`)
process.stdout.write(lint.out)
if (lint.code !== 0) failedStages.push('lint: ESLint, import layers and Prettier')
countStage(lint)
clock.add('lint: ESLint, import layers and Prettier', lint.seconds, 'beside the typecheck and Jest', lint.busy)

if (quick) finish()

// 2b. The production build that the e2e, fault and cluster stages serve, made now in the background
// with the e2e server's environment, and the seeded site the test stages copy (scripts/seeded-template.mjs,
// made by the integration stage's cms.int.ts when it gets there first): the integration stage uses
// mostly one core, so these take the other one instead of adding their minutes after it. Started only
// after the typecheck (which reads .next/types) and Jest (whose file crawl would see the build's files
// come and go). Its output goes to a file and is printed when the e2e stage waits for it; the e2e
// server then finds the build fresh (and builds itself if this one failed, so a failure here is also
// reported there).
const buildLog = path.join(results, 'build.log')
const earlyBuild = new Promise((resolve) => {
  const started = Date.now()
  const ticks = machineTicks()
  const log = createWriteStream(buildLog)
  const child = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs'), '--prepare'], {
    cwd: root,
    // The typecheck above has checked every source the build would check again (next.config.ts).
    env: { ...env, CI: process.env.CI ?? '', ZAP_BUILD_TYPECHECKED: tsc.code === 0 ? '1' : '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.pipe(log, { end: false })
  child.stderr.pipe(log, { end: false })
  child.on('close', (code) =>
    log.end(() =>
      resolve({
        code: code ?? 1,
        seconds: Math.round((Date.now() - started) / 1000),
        busy: busyBetween(ticks, machineTicks()),
      }),
    ),
  )
})

// 2c. The scaffolds' copy (kept by their first half) is built and seeded next, still beside the
// integration stage: a build beside the fault and cluster stages made their timed checks fail.
const scaffoldsBuildLabel = 'scaffolds in the browser: the copy built and seeded'
const scaffoldsBuildRun = scaffoldCopy
  ? earlyBuild.then(() =>
      background(scaffoldsBuildLabel, process.execPath, ['scripts/scaffolds-check.mjs', '--e2e-build', scaffoldCopy]),
    )
  : null

// 3. Integration on SQLite, and PostgreSQL when one can be started here.
let postgresUrl = process.env.TEST_POSTGRES_URL ?? ''
if (!postgresUrl) {
  try {
    postgresUrl = execFileSync('bash', [path.join(root, 'scripts/pg-local.sh'), '--reset'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).trim()
  } catch {
    console.warn('\n!!! PostgreSQL could not be started here: its integration test is SKIPPED (SQLite still runs).')
  }
}
// Two lanes side by side, each one file at a time (each lane is mostly one core). The files that use a
// shared service (the one PostgreSQL database, Redis, the S3 or SMTP server) must not overlap each
// other, so one lane runs them in turn; the files on a throwaway SQLite database of their own wait in
// one queue that both lanes take from, so neither lane idles while the other still has work. The
// queue starts with cms.int.ts, which seeds for real and saves the seeded site the other files copy
// (scripts/seeded-template.mjs). Each file's output is printed whole when it ends.
const integrationFiles = suiteFiles('integration')
const usesService = (file) => /TEST_POSTGRES_URL|REDIS_URL|S3_|SMTP_/.test(readFileSync(path.join(root, file), 'utf8'))
const integrationLabel = 'integration: real SQLite' + (postgresUrl ? ' and PostgreSQL' : '')
const serviceChain = integrationFiles.filter(usesService)
const sqliteQueue = integrationFiles.filter((f) => !usesService(f))
sqliteQueue.sort((a, b) => Number(b.endsWith('/cms.int.ts')) - Number(a.endsWith('/cms.int.ts')))
console.log(`\n=== ${integrationLabel}: ${integrationFiles.length} files in two lanes`)
const integrationStarted = clock.elapsed()
const integrationTicks = machineTicks()
const integrationRuns = []
function integrationFile(file) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/task.mjs'), '--test', file], {
      cwd: root,
      env: { ...env, TEST_POSTGRES_URL: postgresUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000
      console.log(`\n--- ${file} (${Math.round(seconds)} s, exit ${code})`)
      process.stdout.write(out)
      integrationRuns.push({ file, code: code ?? 1, out, seconds })
      resolve()
    })
  })
}
const lane = async (chain) => {
  for (const file of chain) await integrationFile(file)
  while (sqliteQueue.length) await integrationFile(sqliteQueue.shift())
}
await Promise.all([lane(serviceChain), lane([])])
clock.add(
  integrationLabel,
  clock.elapsed() - integrationStarted,
  'two lanes',
  busyBetween(integrationTicks, machineTicks()),
)
if (integrationRuns.some((r) => r.code !== 0)) failedStages.push(integrationLabel)
nodeFileTimes.set(
  'integration: seconds per file',
  integrationRuns.map(({ file, seconds }) => ({ file, seconds })).sort((a, b) => b.seconds - a.seconds),
)
for (const r of integrationRuns) count(tapOutcome('integration', r.out, r.code))
if (postgresUrl && !process.env.TEST_POSTGRES_URL)
  execFileSync('bash', [path.join(root, 'scripts/pg-local.sh'), 'stop'], { stdio: 'ignore' })

// 4. End to end in Chromium against the production build.
const build = await earlyBuild
console.log(
  `\n=== production build and seeded site (in the background during integration): ${build.seconds} s, exit ${build.code}`,
)
clock.add('production build and seeded site', build.seconds, 'beside integration', build.busy)
process.stdout.write(readFileSync(buildLog, 'utf8'))
if (build.code !== 0) {
  failedStages.push('production build and seeded site')
  totals.failed++
}
// The browser tests' timed waits would share the machine with the copy's build if it were still going.
let scaffoldsBuilt = false
if (scaffoldsBuildRun) {
  const scaffoldsBuild = await scaffoldsBuildRun
  console.log(`\n=== ${scaffoldsBuildLabel} (beside integration): ${scaffoldsBuild.seconds} s`)
  process.stdout.write(scaffoldsBuild.out)
  clock.add(scaffoldsBuildLabel, scaffoldsBuild.seconds, 'beside integration', scaffoldsBuild.busy)
  if (scaffoldsBuild.code !== 0) {
    failedStages.push(scaffoldsBuildLabel)
    countStage(scaffoldsBuild)
  } else scaffoldsBuilt = true
}
// Chromium's headless shell, which the browser tests run in, and Java for the HTML checker (tests/e2e/html-validity.spec.ts).
ensureDebianPackages(['chromium-headless-shell', 'default-jre-headless'])
rmSync(e2eJson, { force: true })
await run('e2e: Playwright in Chromium', bin('playwright'), ['test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  CI: process.env.CI ?? '',
})
if (existsSync(e2eJson)) {
  const outcome = playwrightOutcome(JSON.parse(readFileSync(e2eJson, 'utf8')))
  count(outcome)
  for (const location of outcome.locations) failedE2e.add(location)
} else totals.failed++

// 4b. The failed browser tests once more with Playwright's trace on, for the traces alone: no test
// records one in the run itself (a third more browser CPU each, bench/e2e-trace.mjs). Their result
// above stands whatever this run gives; its traces go to test-results/e2e-traces/.
if (failedE2e.size) {
  const traceLog = path.join(results, 'e2e-traces.log')
  const retrace = spawnSync(
    bin('playwright'),
    ['test', ...failedE2e, '--no-deps', '--trace=on', '--output=test-results/e2e-traces', '--reporter=line'],
    { cwd: root, env: { ...env, CI: process.env.CI ?? '' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  writeFileSync(traceLog, `${retrace.stdout ?? ''}${retrace.stderr ?? ''}`)
  console.log(
    `\n=== e2e: ${failedE2e.size} failed test(s) run again with a trace (not counted): test-results/e2e-traces/, log ${path.relative(root, traceLog)}`,
  )
}

// 5. The fault suites' database-unavailable test holds SQLite's fcntl locks through python3.
if (spawnSync('python3', ['--version']).status !== 0) {
  console.log("\n=== installing Debian's python3")
  execFileSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3'], {
    stdio: 'inherit',
  })
}
// 6. The fault suites (their own production servers on ports 3240+, on the build made above,
// tests/fault) beside the cluster (PostgreSQL, Redis, an S3-compatible server, three instances of the
// build, nginx in front, for every scenario in tests/cluster, stopped at the end): they share no port,
// file or service, and each leaves a core mostly idle while it waits for servers to start, stop and
// respond (measured alone: the fault suites kept the machine 46 % busy, the cluster 59 %). The fault
// suites' output is kept and printed once the cluster is done, so the two do not interleave. Nothing
// else runs beside them: their checks are timed.
const faultLabel =
  'fault tolerance: bad input, crash, database unavailable, concurrency, login flood, body limit, API cost'
const faultRun = background(faultLabel, process.execPath, [
  path.join(root, 'scripts/task.mjs'),
  '--test',
  ...suiteFiles('fault'),
])
const cluster = await run('cluster: several instances behind nginx', process.execPath, [
  path.join(root, 'scripts/test-cluster.mjs'),
])
count(tapOutcome('cluster', cluster.out, cluster.code))
nodeFileTimes.set('cluster: seconds per file', tapFileTimes(cluster.out, suiteFiles('cluster')))

const fault = await faultRun
console.log(`\n=== ${faultLabel} (beside the cluster): ${fault.seconds} s`)
process.stdout.write(fault.out)
if (fault.code !== 0) failedStages.push(faultLabel)
clock.add(faultLabel, fault.seconds, 'beside the cluster', fault.busy)
count(tapOutcome('fault', fault.out, fault.code))
nodeFileTimes.set('fault: seconds per file', tapFileTimes(fault.out, suiteFiles('fault')))

// 7. The scaffolds' browser half: the block-aware e2e specs on the copy built during integration
// (scripts/scaffolds-check.mjs --e2e), on port 3100, free since the e2e stage ended.
if (scaffoldsBuilt) {
  const scaffoldsE2e = await run('scaffolds in the browser: block-aware e2e specs on the copy', process.execPath, [
    'scripts/scaffolds-check.mjs',
    '--e2e',
    scaffoldCopy,
  ])
  countStage(scaffoldsE2e)
}

finish()

/** The timing table, the failed tests again, and the one-line result; exits. */
function finish() {
  const fileTables = []
  if (!quick && existsSync(e2eJson))
    fileTables.push({
      title: 'e2e: seconds per spec file (summed over both workers)',
      rows: e2eFileTimes(JSON.parse(readFileSync(e2eJson, 'utf8'))),
    })
  for (const [title, rows] of nodeFileTimes) fileTables.push({ title, rows })
  reportTimings(
    root,
    timingMarkdown(clock.stages, clock.elapsed(), fileTables, quick ? 'npm run test:quick' : 'npm test', clock.busy()),
  )
  if (failedTests.length) console.log(`\n=== failed tests\n${failedTests.map((t) => `- ${t}`).join('\n')}`)
  console.log(`\n=== ${failedStages.length ? 'FAILED: ' + failedStages.join('; ') : 'all stages passed'}`)
  console.log(`${totals.passed} passed, ${totals.failed} failed`)
  process.exit(failedStages.length ? 1 : 0)
}
