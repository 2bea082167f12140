import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload, TypedUser } from 'payload'

/**
 * A Payload instance on a fresh SQLite file, migrated by the committed migrations exactly as
 * `npm start` does. DATABASE_URL must be set before the config is first imported.
 */
export async function freshPayload(): Promise<{ payload: Payload; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'zap-int-'))
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
  // Uploads (CVs, documents) go to the throwaway folder too.
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

export async function seededWithRoles(): Promise<SeededRoles> {
  const { payload, cleanup } = await freshPayload()
  const { seed } = await import('@/cms/seed/seed')
  await seed(payload, () => undefined)
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
