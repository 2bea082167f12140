import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { archiveName } from '@/lib/backup/archive-name.mjs'
import { readEnv } from '@/lib/config/env'
import { lastBackupTime, startBackupSchedule } from './backup-schedule.mjs'

describe('BACKUP_CRON', () => {
  const schedule = (value: string | undefined) => readEnv({ BACKUP_CRON: value }).BACKUP_CRON

  it('is daily at 03:00 UTC when unset or empty, and off (null) when "off"', () => {
    expect(schedule(undefined)).toBe('0 3 * * *')
    expect(schedule('  ')).toBe('0 3 * * *')
    expect(schedule('off')).toBeNull()
    expect(schedule('OFF')).toBeNull()
    expect(schedule(' 30 2 * * 0 ')).toBe('30 2 * * 0')
  })

  it('refuses what is not a cron pattern, naming the variable', () => {
    for (const bad of ['daily', '61 3 * * *', '0 3 * *  * * * *'])
      expect(() => schedule(bad)).toThrow(/BACKUP_CRON must be a cron pattern .* or off \(it is "/)
  })
})

describe('the last good backup', () => {
  it('is the newest archive in the folder; none when there is none or no folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zap-last-backup-'))
    try {
      expect(lastBackupTime(dir)).toBeNull()
      expect(lastBackupTime(path.join(dir, 'missing'))).toBeNull()
      writeFileSync(path.join(dir, archiveName(new Date('2026-11-27T03:00:00Z'))), '')
      writeFileSync(path.join(dir, archiveName(new Date('2026-11-28T03:00:00Z'))), '')
      writeFileSync(path.join(dir, 'zap-backup-being-written.tar.gz'), '')
      expect(lastBackupTime(dir)).toEqual(new Date('2026-11-28T03:00:00Z'))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the schedule on one machine (SQLite)', () => {
  it('runs a backup at each tick, never two at once', async () => {
    let started = 0
    let running = 0
    let most = 0
    const stop = startBackupSchedule({
      pattern: '* * * * * *',
      run: async () => {
        started++
        most = Math.max(most, ++running)
        await new Promise((resolve) => setTimeout(resolve, 1500))
        running--
        return true
      },
      log: () => undefined,
    })
    await new Promise((resolve) => setTimeout(resolve, 3600))
    stop()
    expect(started).toBeGreaterThanOrEqual(1)
    expect(started).toBeLessThanOrEqual(2)
    expect(most).toBe(1)
  })

  it('logs a failed backup and goes on with the next tick', async () => {
    const lines: string[] = []
    let runs = 0
    const stop = startBackupSchedule({
      pattern: '* * * * * *',
      run: async () => {
        runs++
        return false
      },
      log: (line) => lines.push(line),
    })
    await new Promise((resolve) => setTimeout(resolve, 2600))
    stop()
    expect(runs).toBeGreaterThanOrEqual(2)
    expect(lines[0]).toMatch(/^backup: the scheduled backup failed .*; the next one is due \d{4}-/)
  })
})
