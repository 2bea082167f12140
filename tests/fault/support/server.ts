import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { copyTemplate, dataEnv } from '@/scripts/seeded-template.mjs'

/**
 * The fault-tolerance suites run the real production server (`node server/serve.mjs` on the
 * existing build in .next) on their own seeded SQLite databases under data/fault/, on ports 3240+.
 * Each suite starts from a copy of the seeded site the test stages share (scripts/seeded-template.mjs):
 * seeding takes a minute, copying it milliseconds.
 */
export const root = path.resolve(import.meta.dirname, '..', '..', '..')
export const faultDir = path.join(root, 'data', 'fault')
const buildIdFile = path.join(root, '.next', 'BUILD_ID')
const orphanGuard = path.join(import.meta.dirname, 'orphan-guard.mjs')

/** Ports of the suites' servers: 3240-3249 unless FAULT_PORT_BASE says otherwise (bench/ uses 3201+). */
const base = Number(process.env.FAULT_PORT_BASE) || 3240
export const PORTS = {
  badInput: base,
  crash: base + 1,
  dbUnavailable: base + 2,
  concurrency: base + 3,
  apiCost: base + 4,
  bodyLimit: base + 6,
  crashStub: base + 9,
}

export const PAYLOAD_SECRET = 'fault-secret'

/** Fails with a clear message when there is no production build to serve. */
export function requireBuild(): void {
  if (!existsSync(buildIdFile)) {
    throw new Error(
      'tests/fault serves the production build in .next, and there is none (.next/BUILD_ID is missing). ' +
        '`npm test` builds it in its e2e stage; alone, run `npm run build` (or an e2e spec) first.',
    )
  }
}

/** An empty data folder data/fault/<name>/ (for a stand-in server that makes its own database). */
export function emptyData(name: string): { dir: string; db: string } {
  const dir = path.join(faultDir, name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.join(dir, 'private', 'cvs'), { recursive: true })
  return { dir, db: path.join(dir, 'zap.db') }
}

/** A fresh copy of the seeded site the test stages share (scripts/seeded-template.mjs), in data/fault/<name>/. */
export function freshData(name: string): { dir: string; db: string } {
  requireBuild()
  const dir = copyTemplate(path.join(faultDir, name))
  return { dir, db: path.join(dir, 'zap.db') }
}

export function portIsOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const live = new Set<ChildProcess>()

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // The whole group is gone already.
  }
}

// Whatever happens to the test (a failed assertion, an exception, Ctrl-C), its servers go with it;
// a SIGKILLed test is covered by orphan-guard.mjs inside the server.
process.on('exit', () => {
  for (const child of live) killGroup(child, 'SIGKILL')
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of live) killGroup(child, 'SIGKILL')
    process.exit(130)
  })
}

/** A server from an earlier run that was not stopped (its pid file is left): end it. */
function endLeftover(pidFile: string): void {
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8'))
  rmSync(pidFile, { force: true })
  if (!Number.isInteger(pid) || pid <= 1) return
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('orphan-guard.mjs')) return
    process.kill(-pid, 'SIGKILL')
  } catch {
    // Not running any more.
  }
}

export type ServerOptions = {
  name: string
  port: number
  db: string
  dir: string
  env?: Record<string, string>
  /** Another server script in place of server/serve.mjs (the crash test's deliberately broken stand-in). */
  script?: string
}

/** One production server process (its own process group, so kill -9 takes all of it). */
export class FaultServer {
  readonly origin: string
  readonly logFile: string
  private child: ChildProcess | null = null
  private starts = 0

  constructor(readonly options: ServerOptions) {
    this.origin = `http://127.0.0.1:${options.port}`
    this.logFile = path.join(options.dir, 'server.log')
  }

  get port(): number {
    return this.options.port
  }
  get hostAo(): string {
    return `localhost:${this.options.port}`
  }
  /**
   * Angola's address on this server, for fetch(), which sends the URL's host whatever Host header it
   * is given (the site responds to a host no country has with 421).
   */
  get originAo(): string {
    return `http://${this.hostAo}`
  }
  get hostMz(): string {
    return `mz.localhost:${this.options.port}`
  }
  get privateDir(): string {
    return path.join(this.options.dir, 'private', 'cvs')
  }

  env(): NodeJS.ProcessEnv {
    const { port, dir, env = {} } = this.options
    const inherited: NodeJS.ProcessEnv = { ...process.env }
    // Not from the developer's shell; a suite that needs one sets it in `env`.
    delete inherited.DEFAULT_COUNTRY
    delete inherited.PAYLOAD_PUBLIC_SERVER_URL
    delete inherited.TRUSTED_PROXIES
    return {
      ...inherited,
      // The database is always <dir>/zap.db (emptyData, freshData), as dataEnv() puts it.
      ...dataEnv(dir),
      PAYLOAD_SECRET,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL_AO: `http://localhost:${port}`,
      SITE_URL_MZ: `http://mz.localhost:${port}`,
      // Every request of these suites comes from 127.0.0.1; the limit itself is tested in tests/integration.
      LEAD_RATE_LIMIT_PER_MINUTE: '1000000',
      // Likewise the CMS API's limit (tested in api-cost.fault.ts, which sets its own).
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      // No scheduled-publish ticker: its requests would reach the database at moments of its own
      // choosing (in the middle of an outage, say), and scheduling is not what these suites test.
      JOBS_INTERVAL_MS: '0',
      ...env,
    }
  }

  async start(): Promise<void> {
    if (!this.options.script) requireBuild()
    const pidFile = path.join(faultDir, `port-${this.port}.pid`)
    endLeftover(pidFile)
    for (let i = 0; i < 20 && (await portIsOpen(this.port)); i++) await sleep(250)
    if (await portIsOpen(this.port))
      throw new Error(
        `port ${this.port} is in use by another program; the fault suites need ${base}-${base + 9} free (or set FAULT_PORT_BASE)`,
      )
    // Cached page data on disk could come from another database (as scripts/start.mjs does).
    if (this.starts === 0 && !this.options.script) {
      try {
        rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true, maxRetries: 3 })
      } catch {
        // Another server is writing there right now (only while developing); its entries come from the same seed.
      }
    }
    this.starts++
    const log = openSync(this.logFile, 'a')
    const script = this.options.script ?? path.join(root, 'server', 'serve.mjs')
    const child = spawn(process.execPath, ['--import', orphanGuard, script], {
      cwd: root,
      env: this.env(),
      detached: true,
      stdio: ['pipe', log, log],
    })
    closeSync(log)
    this.child = child
    live.add(child)
    child.once('exit', () => live.delete(child))
    if (child.pid) writeFileSync(pidFile, String(child.pid))
    await this.waitReady()
  }

  private async waitReady(): Promise<void> {
    const deadline = Date.now() + 90_000
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`the server on port ${this.port} exited while starting:\n${this.logTail()}`)
      try {
        // Payload loads on the first request that needs it; after this one the server is warm.
        const response = await fetch(`${this.originAo}/api/terms?locale=pt`, {
          signal: AbortSignal.timeout(30_000),
        })
        if (response.status === 200) return
      } catch {
        // Not listening yet.
      }
      await sleep(250)
    }
    throw new Error(`the server on port ${this.port} did not respond within 90 s:\n${this.logTail()}`)
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null
  }

  get pid(): number | undefined {
    return this.child?.pid
  }

  /** kill -9 of the whole server, as a crash or the OOM killer would. */
  async crash(): Promise<void> {
    await this.end('SIGKILL')
  }

  /** Ends the server (TERM, then KILL after 5 s) and waits until its port is free. */
  async stop(): Promise<void> {
    await this.end('SIGTERM')
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child
    if (!child) return
    if (this.running) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      killGroup(child, signal)
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    // Children of the server (if any) share its process group.
    killGroup(child, 'SIGKILL')
    this.child = null
    rmSync(path.join(faultDir, `port-${this.port}.pid`), { force: true })
    for (let i = 0; i < 40 && (await portIsOpen(this.port)); i++) await sleep(100)
    if (await portIsOpen(this.port)) throw new Error(`port ${this.port} still responds after the server was stopped`)
  }

  logTail(lines = 40): string {
    if (!existsSync(this.logFile)) return '(no server log)'
    return readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n')
  }
}
