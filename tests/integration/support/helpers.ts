import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload, TypedUser } from 'payload'

const root = path.resolve(import.meta.dirname, '..', '..', '..')

/**
 * A Payload instance on a fresh SQLite file, migrated by the committed migrations exactly as
 * `npm start` does. DATABASE_URL must be set before the config is first imported. `from` is a
 * folder (a seeded template) copied in first: its database and uploads become this instance's.
 */
export async function freshPayload(from?: string): Promise<{ payload: Payload; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'zap-int-'))
  if (from) cpSync(from, dir, { recursive: true })
  process.env.DATABASE_URL = `file:${path.join(dir, DB_FILE)}`
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
  // Uploads (images, CVs, documents) go to the throwaway folder too, so a template carries them.
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.PRIVATE_UPLOADS_DIR = path.join(dir, 'private', 'cvs')
  process.env.DOCUMENTS_DIR = path.join(dir, 'documents')
  const { default: config } = await import('@/cms/payload.config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  await payload.db.migrate()
  return {
    payload,
    cleanup: async () => {
      await payload.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const DB_FILE = 'test.db'

/** Names, sizes and times of every file the migrated and seeded database is made from. */
function seedSourcesStamp(): string {
  const hash = createHash('sha256')
  const walk = (relative: string) => {
    const full = path.join(root, relative)
    if (!existsSync(full)) return
    for (const entry of readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = path.join(relative, entry.name)
      if (entry.isDirectory()) walk(child)
      else {
        const { size, mtimeMs } = statSync(path.join(root, child))
        hash.update(`${child} ${size} ${mtimeMs}\n`)
      }
    }
  }
  for (const dir of ['cms', 'blocks', 'lib', 'registry', 'locales']) walk(dir)
  hash.update(`package-lock.json ${statSync(path.join(root, 'package-lock.json')).mtimeMs}\n`)
  return hash.digest('hex').slice(0, 16)
}

/** A fresh Payload, seeded for real. */
async function seededFresh(): Promise<{ payload: Payload; cleanup: () => Promise<void> }> {
  const fresh = await freshPayload()
  const { seed } = await import('@/cms/seed/seed')
  await seed(fresh.payload, () => undefined)
  return fresh
}

/**
 * A fresh Payload holding exactly what the seed makes. Seeding takes most of a minute of CPU, so the
 * first file to ask seeds for real and keeps a copy of the result (database and uploads) in the
 * temporary folder, keyed by the sources the seed is made of; later files, in this run or the next
 * one until those sources change, start from a copy of it. `seedHere` seeds for real even when the
 * copy exists (the seed's own tests in cms.test.ts), still keeping a copy when there is none.
 */
export async function seededPayload({ seedHere = false } = {}): Promise<{
  payload: Payload
  cleanup: () => Promise<void>
}> {
  const template = path.join(tmpdir(), 'zap-int-template', seedSourcesStamp())
  const haveTemplate = existsSync(path.join(template, DB_FILE))
  if (haveTemplate && !seedHere) return freshPayload(template)
  const fresh = await seededFresh()
  if (haveTemplate) return fresh
  // A consistent, self-contained copy of the live database (write-ahead log folded in), and the uploads.
  const dir = path.dirname(process.env.DATABASE_URL!.slice('file:'.length))
  const building = mkdtempSync(path.join(tmpdir(), 'zap-int-template-'))
  mkdirSync(path.dirname(template), { recursive: true })
  // freshPayload's database is always a SQLite file.
  await (fresh.payload.db as unknown as SQLiteAdapter).client.execute({
    sql: 'VACUUM INTO ?',
    args: [path.join(building, DB_FILE)],
  })
  for (const folder of ['media', 'documents', 'private'])
    if (existsSync(path.join(dir, folder)))
      cpSync(path.join(dir, folder), path.join(building, folder), { recursive: true })
  // A rename is atomic: a file running at the same time either finds the whole template or none.
  try {
    renameSync(building, template)
  } catch {
    rmSync(building, { recursive: true, force: true })
  }
  return fresh
}

/** A seeded Payload with the seeded administrator and one editor of each country. */
export type SeededRoles = {
  payload: Payload
  cleanup: () => Promise<void>
  /** The countries' ids by code. */
  ids: { ao: number; mz: number }
  admin: TypedUser
  editorAo: TypedUser
  editorMz: TypedUser
}

/**
 * `seedHere`: seed this instance for real, keeping no template: a seed through other storage (S3)
 * makes uploads that are not on the disk to copy.
 */
export async function seededWithRoles({ seedHere = false } = {}): Promise<SeededRoles> {
  const { payload, cleanup } = seedHere ? await seededFresh() : await seededPayload()
  const countryId = async (code: 'ao' | 'mz') =>
    (await payload.find({ collection: 'countries', where: { code: { equals: code } }, limit: 1 })).docs[0]!.id
  const ids = { ao: await countryId('ao'), mz: await countryId('mz') }
  const makeUser = async (email: string, country: number): Promise<TypedUser> => {
    const created = await payload.create({
      collection: 'users',
      data: { email, password: 'test-pass-123', role: 'editor', country },
      draft: false,
    })
    return { ...created, collection: 'users' } as TypedUser
  }
  const seeded = (await payload.find({ collection: 'users', limit: 1, depth: 0 })).docs[0]!
  return {
    payload,
    cleanup,
    ids,
    admin: { ...seeded, collection: 'users' } as TypedUser,
    editorAo: await makeUser('editor.ao@example.co.ao', ids.ao),
    editorMz: await makeUser('editor.mz@example.co.mz', ids.mz),
  }
}
