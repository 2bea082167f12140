import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { archiveName } from '@/lib/backup/archive-name.mjs'
import { rotateDirectory } from './rotation'

describe('rotateDirectory: keep the last N archives in BACKUP_DIR', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'zap-rotation-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const archives = (count: number) =>
    Array.from({ length: count }, (_, day) => archiveName(new Date(Date.UTC(2026, 10, day + 1, 3))))

  it('removes the oldest archives beyond N from the folder, and only those', async () => {
    const names = archives(9)
    for (const name of [...names, 'notes.txt', 'zap-backup-manual-copy.tar.gz'])
      writeFileSync(path.join(dir, name), name)
    expect((await rotateDirectory(dir, 7)).sort()).toEqual(names.slice(0, 2))
    expect(readdirSync(dir).sort()).toEqual([...names.slice(2), 'notes.txt', 'zap-backup-manual-copy.tar.gz'].sort())
  })

  it('keeps every archive while there are no more than N', async () => {
    const names = archives(3)
    for (const name of names) writeFileSync(path.join(dir, name), name)
    expect(await rotateDirectory(dir, 3)).toEqual([])
    expect(readdirSync(dir).sort()).toEqual(names)
  })
})
