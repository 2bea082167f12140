import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * Makes a live SQLite database unavailable to every connection of another process, and back.
 *
 * Why not the obvious ways: the server keeps the file open, so moving, deleting or chmod-ing it
 * (we run as root, too) changes nothing for its open connections; and in WAL mode `BEGIN
 * EXCLUSIVE` from another connection only blocks writers, readers go on. What every query needs
 * in WAL mode is a lock byte in the -shm file (the WAL write, checkpoint, recovery and five read
 * locks at bytes 120-127). Holding all eight with POSIX fcntl locks, as a crashed or hung process
 * could, makes every read and write of the server fail (SQLITE_PROTOCOL / SQLITE_BUSY after
 * SQLite's retries). Node has no fcntl, so a tiny python3 process holds them until its stdin ends.
 */
const LOCKER = `
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDWR)
deadline = time.time() + 10
while True:
    try:
        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 8, 120, 0)
        break
    except OSError:
        # A query of the server holds one of the bytes for a moment: try again.
        if time.time() > deadline: raise
        time.sleep(0.01)
print('locked', flush=True)
sys.stdin.read()
`

export type DbLock = { release: () => Promise<void> }

export function requirePython(): void {
  const probe = spawnSync('python3', ['--version'], { encoding: 'utf8' })
  if (probe.error || probe.status !== 0)
    throw new Error(
      "the database-unavailable test needs python3 (to hold SQLite's fcntl locks); install it (apt-get install python3)",
    )
}

export async function lockDatabase(dbFile: string): Promise<DbLock> {
  const shm = `${dbFile}-shm`
  if (!existsSync(shm))
    throw new Error(`${path.basename(shm)} is missing: is the server running with the database in WAL mode?`)
  requirePython()
  const child = spawn('python3', ['-c', LOCKER, shm], { stdio: ['pipe', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`could not lock ${shm} (exit ${code}): ${stderr}`)))
  })
  process.once('exit', () => child.kill('SIGKILL'))
  return {
    release: async () => {
      child.stdin.end()
      await exited
    },
  }
}

/**
 * Runs one query on the database from a separate process, as proof of what the server's own
 * queries meet: { ok } or the SQLite error code, and how long it took.
 */
export function probeDatabase(dbFile: string, root: string): Promise<{ ok: boolean; code: string; ms: number }> {
  const script = `
    const Database = require('libsql')
    const started = Date.now()
    try {
      const db = new Database(process.argv[1], { fileMustExist: true })
      db.prepare('SELECT count(*) AS n FROM countries').get()
      console.log(JSON.stringify({ ok: true, code: '', ms: Date.now() - started }))
    } catch (error) {
      console.log(JSON.stringify({ ok: false, code: String(error.code || error.message), ms: Date.now() - started }))
    }`
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, dbFile], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk))
    child.once('exit', () => {
      try {
        resolve(JSON.parse(out) as { ok: boolean; code: string; ms: number })
      } catch {
        reject(new Error(`database probe printed: ${out}`))
      }
    })
  })
}
