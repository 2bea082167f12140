import { archiveName, archiveTime, archivesNewestFirst, expiredArchives, newestArchiveTime } from './archive-name.mjs'

describe('archive names', () => {
  it('name a backup by its UTC time to the second, in a form that is a valid file and object name', () => {
    const name = archiveName(new Date('2026-11-28T03:00:07.456Z'))
    expect(name).toBe('zap-backup-20261128T030007Z.tar.gz')
    expect(name).toMatch(/^[A-Za-z0-9._-]+$/)
  })

  it('give the time back, to the second, and nothing for any other name', () => {
    expect(archiveTime('zap-backup-20261128T030007Z.tar.gz')).toEqual(new Date('2026-11-28T03:00:07Z'))
    for (const other of [
      'zap-backup-20261128T030007Z.tar.gz.partial',
      'zap-backup-20261131T030007Z.tar.gz',
      'zap-backup-2026-11-28T03:00:07Z.tar.gz',
      'notes.txt',
      '.staging-123-abc',
    ])
      expect(archiveTime(other)).toBeNull()
  })

  it('sort in time order', () => {
    const times = ['2025-12-31T23:59:59Z', '2026-01-01T00:00:00Z', '2026-11-28T03:00:00Z', '2026-02-01T10:00:00Z']
    const names = times.map((time) => archiveName(new Date(time)))
    expect(archivesNewestFirst(names).map((name) => archiveTime(name)?.toISOString())).toEqual([
      '2026-11-28T03:00:00.000Z',
      '2026-02-01T10:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
      '2025-12-31T23:59:59.000Z',
    ])
    expect(newestArchiveTime(['README', ...names])).toEqual(new Date('2026-11-28T03:00:00Z'))
    expect(newestArchiveTime(['README'])).toBeNull()
  })
})

describe('rotation: which archives go', () => {
  const daily = Array.from({ length: 10 }, (_, day) => archiveName(new Date(Date.UTC(2026, 10, day + 1, 3))))

  it('keeps the newest N and removes the rest, whatever order they are listed in', () => {
    const shuffled = [
      daily[4],
      daily[9],
      daily[0],
      daily[7],
      daily[2],
      daily[8],
      daily[1],
      daily[6],
      daily[3],
      daily[5],
    ]
    expect(expiredArchives(shuffled as string[], 7).sort()).toEqual(daily.slice(0, 3))
    expect(expiredArchives(daily, 1).sort()).toEqual(daily.slice(0, 9))
  })

  it('removes nothing while there are N or fewer', () => {
    expect(expiredArchives(daily.slice(0, 7), 7)).toEqual([])
    expect(expiredArchives([], 7)).toEqual([])
  })

  it('never chooses a file that is not an archive', () => {
    const others = ['keep-me.tar.gz', 'zap-backup-latest.tar.gz', '.staging-1-x', 'archive.tar.gz']
    expect(expiredArchives([...others, ...daily], 2)).toEqual(expect.not.arrayContaining(others))
  })

  it('refuses to keep fewer than one', () => {
    expect(() => expiredArchives(daily, 0)).toThrow(RangeError)
  })
})
