import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Drizzle's SQLite migrations rebuild a table by copying it and dropping the old one. With foreign
 * keys on, DROP TABLE deletes the rows of child tables that cascade (locales, rels) before they are
 * copied: data loss on a database with content. Every drop in an `up` must run with them off.
 */
const dir = path.join(__dirname, 'sqlite')
const files = readdirSync(dir).filter((name) => /^\d{8}_\d{6}_.+\.ts$/.test(name))

function dropsWithForeignKeysOn(source: string): string[] {
  const up = source.split('export async function down')[0] ?? ''
  let on = true
  const found: string[] = []
  for (const line of up.split('\n')) {
    if (line.includes('PRAGMA foreign_keys=OFF')) on = false
    else if (line.includes('PRAGMA foreign_keys=ON')) on = true
    const dropped = /DROP TABLE \\`([a-z0-9_]+)\\`/.exec(line)?.[1]
    if (dropped && on) found.push(dropped)
  }
  return found
}

describe('SQLite migrations', () => {
  it('finds the migrations', () => expect(files.length).toBeGreaterThan(5))

  it.each(files)('%s drops tables only with foreign keys off', (name) => {
    expect(dropsWithForeignKeysOn(readFileSync(path.join(dir, name), 'utf8'))).toEqual([])
  })

  it('notices a drop with foreign keys on', () => {
    const bad = "await db.run(sql`PRAGMA foreign_keys=OFF;`)\nawait db.run(sql`PRAGMA foreign_keys=ON;`)\nawait db.run(sql`DROP TABLE \\`faqs\\`;`)\n"
    expect(dropsWithForeignKeysOn(bad)).toEqual(['faqs'])
  })
})
