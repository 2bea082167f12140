/**
 * One seeded SQLite site — database and uploads — per version of the sources the seed is made of,
 * shared by every test stage that needs one: the integration tests, the fault suites and the e2e
 * server copy it instead of seeding again. Seeding costs about a minute of one core (measured 40-50 s
 * on this 2-core machine, `node scripts/task.mjs scripts/prepare-db.ts` on an empty file), and `npm test`
 * needed it five times; now the first stage to ask seeds and the others copy 10 MB.
 *
 * The template lives in the temporary folder under a stamp of the seed's sources (their names, sizes
 * and modification times), so an edit to the CMS, a block, the seed or the lock file makes a new one,
 * and a later run on unchanged sources reuses it. Its layout is the one `dataEnv()` describes, the
 * database holds upload file names and no folders, so a copy works wherever it is put.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'libsql'

const root = path.resolve(import.meta.dirname, '..')
const DB_FILE = 'zap.db'
/** Folders and files whose content the seeded database is made from. */
const SOURCE_DIRS = ['cms', 'blocks', 'lib', 'registry', 'locales']
const SOURCE_FILES = ['scripts/prepare-db.ts', 'package-lock.json']
/** Settings the seed reads (the administrator it creates): a template per value, as for a source. */
const SEED_ENV = ['ADMIN_EMAIL', 'ADMIN_PASSWORD']

/** Where a data folder keeps its database and uploads, as environment variables for the site. */
export function dataEnv(dir) {
  return {
    DATABASE_URL: `file:${path.join(dir, DB_FILE)}`,
    MEDIA_DIR: path.join(dir, 'media'),
    DOCUMENTS_DIR: path.join(dir, 'media', 'documents'),
    PRIVATE_UPLOADS_DIR: path.join(dir, 'private', 'cvs'),
  }
}

function mtimeOf(file) {
  try {
    const { size, mtimeMs } = statSync(file)
    return `${size} ${mtimeMs}`
  } catch {
    return 'missing'
  }
}

/** A hash of the names, sizes and times of every file the seeded database is made from, and of the seed's settings. */
export function seedSourcesStamp() {
  const hash = createHash('sha256')
  const walk = (relative) => {
    const full = path.join(root, relative)
    if (!existsSync(full)) return
    for (const entry of readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = path.join(relative, entry.name)
      if (entry.isDirectory()) walk(child)
      else hash.update(`${child} ${mtimeOf(path.join(root, child))}\n`)
    }
  }
  for (const dir of SOURCE_DIRS) walk(dir)
  for (const file of SOURCE_FILES) hash.update(`${file} ${mtimeOf(path.join(root, file))}\n`)
  for (const name of SEED_ENV) hash.update(`${name}=${process.env[name] ?? ''}\n`)
  return hash.digest('hex').slice(0, 16)
}

let stamp = ''

/**
 * The template's folder for the sources as this process found them (it may not exist yet). The stamp
 * is taken once: it stats every file of the seed's sources, and waitForTemplate() asks twice a second.
 */
export function templateDir() {
  stamp ||= seedSourcesStamp()
  return path.join(tmpdir(), 'zap-seeded', stamp)
}

/** Whether the template for the sources as this process found them exists. */
export function haveTemplate() {
  return existsSync(path.join(templateDir(), DB_FILE))
}

/** Held by the process making the template (the file holds its pid), so the others wait instead of seeding too. */
const lockPath = () => `${templateDir()}.lock`

function holderOf(lock) {
  try {
    return Number(readFileSync(lock, 'utf8'))
  } catch {
    return 0
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/**
 * Claims the making of the template: true when this process may make it, false while another live
 * process is making it. A claim left by a process that died is taken over.
 */
export function claimTemplate() {
  const lock = lockPath()
  mkdirSync(path.dirname(lock), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' })
      return true
    } catch {
      const holder = holderOf(lock)
      if (holder === process.pid) return true
      if (holder > 0 && isAlive(holder)) return false
      rmSync(lock, { force: true })
    }
  }
  return false
}

/** Gives the claim up (only this process's own). */
export function releaseTemplate() {
  if (holderOf(lockPath()) === process.pid) rmSync(lockPath(), { force: true })
}

/**
 * Waits, at most `timeoutMs`, for the template another process is making; returns whether it is
 * there. Stops waiting at once when that process ended without making it.
 */
export function waitForTemplate(timeoutMs = 10 * 60_000) {
  const deadline = Date.now() + timeoutMs
  const tick = new Int32Array(new SharedArrayBuffer(4))
  while (!haveTemplate() && Date.now() < deadline) {
    const holder = holderOf(lockPath())
    if (!(holder > 0 && isAlive(holder))) break
    Atomics.wait(tick, 0, 0, 500)
  }
  return haveTemplate()
}

/**
 * Starts a template: a folder beside the final one, into whose `zap.db` the caller writes a consistent
 * copy of a seeded database (`VACUUM INTO`, which folds the write-ahead log in and works on a
 * database still open), before `commitTemplate()`.
 */
export function beginTemplate() {
  const target = templateDir()
  mkdirSync(path.dirname(target), { recursive: true })
  const building = mkdtempSync(`${target}-building-`)
  return { building, db: path.join(building, DB_FILE) }
}

/**
 * Adds the uploads of the seeded data folder `dir` and puts the template in place. It appears at once
 * by a rename, so a process running at the same time finds the whole template or none; when two made
 * one together, the first rename wins and the other copy is dropped.
 */
export function commitTemplate(building, dir) {
  for (const folder of ['media', 'private'])
    if (existsSync(path.join(dir, folder)))
      cpSync(path.join(dir, folder), path.join(building, folder), { recursive: true })
  try {
    renameSync(building, templateDir())
  } catch {
    rmSync(building, { recursive: true, force: true })
  }
  releaseTemplate()
  return templateDir()
}

/**
 * The template for the sources as this process found them, made when missing: migrated and seeded by
 * scripts/prepare-db.ts (as `npm start` does) in a folder of its own, then saved.
 */
export function ensureTemplate() {
  if (haveTemplate()) return templateDir()
  // Another process is making it (npm test's cms.int.ts seeds for real and saves it): wait for that one.
  if (!claimTemplate() && waitForTemplate()) return templateDir()
  claimTemplate()
  const work = mkdtempSync(path.join(tmpdir(), 'zap-seeding-'))
  try {
    execFileSync(process.execPath, [path.join(root, 'scripts', 'task.mjs'), 'scripts/prepare-db.ts'], {
      cwd: root,
      env: {
        // The template's uploads are files in its folder, whatever storage the caller uses (a test
        // of S3 storage that makes the template first must not leave it without its images).
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('S3_'))),
        ...dataEnv(work),
        PAYLOAD_SECRET: 'seeded-template',
        NEXT_TELEMETRY_DISABLED: '1',
        // Slow beside the other stages (more than 200 s there), but never idle: a run that stops
        // using the CPU has stalled.
        TASK_TIMEOUT_MS: '900000',
        TASK_IDLE_MS: '30000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const { building, db: file } = beginTemplate()
    const db = new Database(path.join(work, DB_FILE))
    db.prepare('VACUUM INTO ?').run(file)
    db.close()
    return commitTemplate(building, work)
  } finally {
    releaseTemplate()
    rmSync(work, { recursive: true, force: true })
  }
}

/** A copy of the template (made first when missing) as the data folder `dir`, whose old content goes. */
export function copyTemplate(dir) {
  const template = ensureTemplate()
  rmSync(dir, { recursive: true, force: true })
  cpSync(template, dir, { recursive: true })
  mkdirSync(path.join(dir, 'private', 'cvs'), { recursive: true })
  return dir
}
