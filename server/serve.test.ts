import { spawn } from 'node:child_process'
import path from 'node:path'

/**
 * The production server reads its environment before anything else loads: a bad value stops it at
 * once, with a message naming the variable, before it loads Next or listens. Started for real with
 * this Node (no build needed: it never gets that far), each run bounded and killed by its pid.
 */
const root = path.resolve(__dirname, '..')

function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'server', 'serve.mjs')], {
      cwd: root,
      // A production start with everything it requires, so only the variable under test is wrong.
      env: { ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: 'a-long-random-secret', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    const timer = setTimeout(() => {
      if (child.pid) process.kill(child.pid, 'SIGKILL')
    }, 15_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe('node server/serve.mjs with a bad variable', () => {
  it('stops before listening, naming each bad variable', async () => {
    const { code, output } = await start({ PORT: 'abc', SHUTDOWN_DRAIN_MS: '2s' })
    expect(code).toBe(1)
    expect(output).toContain(
      'serve: Invalid environment: PORT must be a whole number (it is "abc"); SHUTDOWN_DRAIN_MS must be a whole number (it is "2s")',
    )
    expect(output).not.toContain('ready on port')
  })

  it('stops the same way for the log level, which the logger reads as it loads', async () => {
    const { code, output } = await start({ LOG_LEVEL: 'verbose' })
    expect(code).toBe(1)
    expect(output.trim()).toBe(
      'serve: Invalid environment: LOG_LEVEL must be trace, debug, info, warn, error, fatal or silent (it is "verbose"). See .env.example.',
    )
  })
})
