/**
 * The backups' archive names, and which of them rotation keeps. One archive per backup,
 * `zap-backup-20261128T030000Z.tar.gz`: the UTC time its snapshot was taken, in ISO 8601's basic form
 * (no colons, so the name is a valid file and object name everywhere; the same for both countries), so
 * names sort in time order. A backup writes its archive under another name and gives it this one only
 * when it is complete, so every archive with such a name is a whole, good backup.
 *
 * Plain JavaScript: `npm run backup` (scripts/backup.ts) names and rotates archives with it, and the
 * production server (server/backup-schedule.mjs), which Node runs directly, reads the time of the last
 * good backup from it.
 */

/** Where `npm run backup` writes its archives when BACKUP_DIR is unset (relative to the project). */
export const DEFAULT_BACKUP_DIR = 'data/backups'

/** How many archives rotation keeps when BACKUP_KEEP is unset. */
export const DEFAULT_BACKUP_KEEP = 7

const PREFIX = 'zap-backup-'
const SUFFIX = '.tar.gz'
const NAME = /^zap-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/

/**
 * The archive name of a backup taken at `date` (to the second, in UTC).
 * @param {Date} date
 */
export function archiveName(date) {
  const stamp = date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
  return `${PREFIX}${stamp}${SUFFIX}`
}

/**
 * The time in an archive's name, or null for any other name (a file being written, anything else).
 * @param {string} name
 * @returns {Date | null}
 */
export function archiveTime(name) {
  const parts = NAME.exec(name)
  if (!parts) return null
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number)
  const time = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second))
  // Refuse what Date would roll over (a 31st of November): that name was not written by archiveName().
  return archiveName(time) === name ? time : null
}

/**
 * The archives among `names`, newest first; anything else is left out.
 * @param {Iterable<string>} names
 * @returns {string[]}
 */
export function archivesNewestFirst(names) {
  return [...names].filter((name) => archiveTime(name) !== null).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
}

/**
 * The archives rotation removes so that the newest `keep` stay. Only archive names are ever chosen,
 * never another file that happens to be in the same folder or bucket.
 * @param {Iterable<string>} names
 * @param {number} keep at least 1
 * @returns {string[]}
 */
export function expiredArchives(names, keep) {
  if (!Number.isInteger(keep) || keep < 1) throw new RangeError(`keep must be a whole number from 1 (got ${keep})`)
  return archivesNewestFirst(names).slice(keep)
}

/**
 * The time of the newest archive among `names`, or null when there is none.
 * @param {Iterable<string>} names
 * @returns {Date | null}
 */
export function newestArchiveTime(names) {
  const [newest] = archivesNewestFirst(names)
  return newest ? archiveTime(newest) : null
}
