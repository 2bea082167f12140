import { mkdtempSync } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * The work folders of a backup or a restore: inside BACKUP_DIR (the disk with room for archives, where
 * the uploads can also be hard-linked), named after the process, removed when it ends. One left by a
 * process that was killed is removed by the next backup.
 */
const PREFIX = '.staging-'

/** A new work folder in `dir` (made when missing). */
export async function makeStaging(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true })
  return mkdtempSync(path.join(dir, `${PREFIX}${process.pid}-`))
}

/** Removes the work folders in `dir` whose process is gone. */
export async function removeAbandonedStaging(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!name.startsWith(PREFIX)) continue
    const pid = Number(name.slice(PREFIX.length).split('-')[0])
    let alive: boolean
    try {
      process.kill(pid, 0)
      alive = true
    } catch (error) {
      alive = (error as NodeJS.ErrnoException).code === 'EPERM'
    }
    if (!alive) await rm(path.join(dir, name), { recursive: true, force: true })
  }
}
