#!/usr/bin/env node
// Proves `npm run new:block` writes a block that works: scaffolds one into a temporary copy of the
// project (its own files, node_modules linked), regenerates the CMS types there, and requires that
// `tsc` passes, that the written files are formatted and lint-clean, and that the block's own test
// and its stories render. Part of `npm test` (stage "new:block scaffold"); about 2-4 minutes, most of
// it the copy's `tsc`. Exits non-zero on the first failure; the copy is removed either way
// (KEEP_COPY=1 keeps it to look at).
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const name = 'scaffold-check'
const copy = mkdtempSync(join(tmpdir(), 'zap-new-block-'))

function step(label, cmd, args) {
  const started = Date.now()
  const result = spawnSync(cmd, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, CI: 'true' } })
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  if (result.status !== 0) {
    console.log(`not ok - ${label} (${seconds} s)\n${result.stdout}\n${result.stderr}`)
    throw new Error(`${label} failed`)
  }
  console.log(`ok - ${label} (${seconds} s)`)
  return result.stdout
}

let failed = false
try {
  // The project's own files as they are now (committed or not), without what git ignores.
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(root, file))) continue // deleted but not yet committed
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(root, file), join(copy, file))
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))

  const bin = (tool) => join(root, 'node_modules', '.bin', tool)
  const printed = step('new:block writes the block', process.execPath, [join(copy, 'scripts/new-block.mjs'), name])
  if (!printed.includes('npm run generate:types')) throw new Error('new:block did not print the next commands')
  step('the CMS types regenerate with it', 'npm', ['run', '--silent', 'generate:types'])
  if (!readFileSync(join(copy, 'cms/payload-types.ts'), 'utf8').includes("blockType: 'scaffoldCheck'"))
    throw new Error('the generated types have no scaffoldCheck block')
  step('tsc passes with it', bin('tsc'), ['--noEmit'])
  step('its files and the registry are formatted and lint-clean', bin('eslint'), [
    '--max-warnings=0',
    `blocks/${name}`,
    'registry',
  ])
  step('prettier agrees', bin('prettier'), ['--check', `blocks/${name}`, 'registry'])
  const report = JSON.parse(
    step('its test passes and its stories render', bin('jest'), [
      '--ci',
      '--json',
      `blocks/${name}`,
      'stories/stories.test.tsx',
      'registry/block-picker.test.ts',
      '-t',
      `${name}|Scaffold check|the block picker`,
    ]),
  )
  // A filter that matched nothing would pass too: the new block's own tests must have run and passed.
  const passed = report.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.status === 'passed')
    .map((test) => test.fullName)
  const expected = [
    'Scaffold check block',
    `blocks/${name}/ScaffoldCheck.stories.tsx Angola renders`,
    `blocks/${name}/ScaffoldCheck.stories.tsx MozambiqueInEnglishWithoutHeading renders`,
    'the block picker scaffoldCheck has a story',
  ]
  for (const start of expected) {
    if (!passed.some((test) => test.startsWith(start))) throw new Error(`no passing test "${start}…"`)
  }
} catch (error) {
  failed = true
  console.log(`new:block scaffold check failed: ${error.message}`)
} finally {
  if (process.env.KEEP_COPY) console.log(`copy kept at ${copy}`)
  else rmSync(copy, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
