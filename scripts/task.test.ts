/**
 * scripts/task.mjs decides from node:test's output whether a file passed, failed or stalled (and is
 * then run again). It must read that output right on the Node that runs the tests: a passing file
 * counted as a stall fails the whole integration or fault stage, a failing one retried hides nothing
 * but doubles the time.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(__dirname, '..')
let dir: string

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'task-test-'))
  writeFileSync(path.join(dir, 'passes.test.mjs'), "import { it } from 'node:test'\nit('passes', () => {})\n")
  // A hang as a loader deadlock leaves it: nothing runs, a handle keeps the process alive.
  writeFileSync(path.join(dir, 'hangs.mjs'), 'setInterval(() => {}, 1e9)\nawait new Promise(() => {})\n')
  // Slow but working: busy for a few seconds, then done.
  writeFileSync(
    path.join(dir, 'busy.mjs'),
    "const end = Date.now() + 3000\nwhile (Date.now() < end);\nconsole.log('task: done')\n",
  )
  writeFileSync(
    path.join(dir, 'fails.test.mjs'),
    "import { it } from 'node:test'\nimport assert from 'node:assert'\nit('fails', () => assert.equal(1, 2))\n",
  )
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function task(file: string) {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'task.mjs'), '--test', path.join(dir, file)], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { status: run.status, output: run.stdout + run.stderr }
}

describe('task.mjs --test', () => {
  it('counts a passing file as passed, at the first attempt', () => {
    const { status, output } = task('passes.test.mjs')
    expect(output).not.toMatch(/stalled/)
    expect(output).toMatch(/^# pass 1$/m)
    expect(output).toMatch(/task: 1 test files passed, 0 failed/)
    expect(status).toBe(0)
  }, 30_000)

  it('reports a failing file as failed without running it again', () => {
    const { status, output } = task('fails.test.mjs')
    expect(output).not.toMatch(/stalled/)
    expect(output).toMatch(/^# fail 1$/m)
    expect(output).toMatch(/task: 0 test files passed, 1 failed/)
    expect(status).toBe(1)
  }, 30_000)
})

describe('task.mjs with TASK_IDLE_MS', () => {
  const script = (file: string) => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'task.mjs'), path.join(dir, file)], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      // The time limit stays far away: only the idle watch can end the hang within the test's time.
      env: { ...process.env, TASK_IDLE_MS: '2000', TASK_TIMEOUT_MS: '50000' },
    })
    return { status: run.status, output: run.stdout + run.stderr }
  }

  it('ends a run that uses no CPU as stalled, runs it once more, then gives up, without waiting for the time limit', () => {
    const { status, output } = script('hangs.mjs')
    expect(output.match(/used no CPU for 2 s: ended as stalled/g)).toHaveLength(2)
    expect(output).toMatch(/task: giving up/)
    expect(status).toBe(1)
  }, 60_000)

  it('leaves a run that keeps the CPU busy alone', () => {
    const { status, output } = script('busy.mjs')
    expect(output).not.toMatch(/stalled/)
    expect(status).toBe(0)
  }, 60_000)
})
