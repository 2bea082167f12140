import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload, TypedUser } from 'payload'
import {
  beginTemplate,
  claimTemplate,
  commitTemplate,
  dataEnv,
  haveTemplate,
  releaseTemplate,
  templateDir,
  waitForTemplate,
} from '@/scripts/seeded-template.mjs'

/**
 * A Payload instance on a fresh SQLite file, migrated by the committed migrations exactly as
 * `npm start` does. DATABASE_URL must be set before the config is first imported. `from` is a
 * folder (the seeded template) copied in first: its database and uploads become this instance's.
 */
export async function freshPayload(from?: string): Promise<{ payload: Payload; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'zap-int-'))
  if (from) cpSync(from, dir, { recursive: true })
  // Database and uploads (images, CVs, documents) in the throwaway folder, so a template carries them.
  Object.assign(process.env, dataEnv(dir))
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
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

/** A fresh Payload, seeded for real. */
async function seededFresh(): Promise<{ payload: Payload; cleanup: () => Promise<void> }> {
  const fresh = await freshPayload()
  const { seed } = await import('@/cms/seed/seed')
  await seed(fresh.payload, () => undefined)
  return fresh
}

/**
 * A fresh Payload holding exactly what the seed makes, started from a copy of the seeded template
 * the test stages share (scripts/seeded-template.mjs). When there is none for the sources as they
 * are, this file seeds for real and saves the result as the template. `seedHere` seeds for real
 * even when the template exists (the seed's own tests in cms.int.ts), still saving it when there is none.
 */
export async function seededPayload({ seedHere = false } = {}): Promise<{
  payload: Payload
  cleanup: () => Promise<void>
}> {
  if (haveTemplate() && !seedHere) return freshPayload(templateDir())
  // Another process making the template (another file, the e2e build's step): wait for it rather than seed too.
  let making = !haveTemplate() && claimTemplate()
  if (!making && !seedHere && waitForTemplate()) return freshPayload(templateDir())
  making ||= !haveTemplate() && claimTemplate()
  try {
    const fresh = await seededFresh()
    if (making) {
      const { building, db } = beginTemplate()
      // freshPayload's database is always a SQLite file.
      await (fresh.payload.db as unknown as SQLiteAdapter).client.execute({ sql: 'VACUUM INTO ?', args: [db] })
      commitTemplate(building, path.dirname(process.env.DATABASE_URL!.slice('file:'.length)))
    }
    return fresh
  } finally {
    if (making) releaseTemplate()
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

/** A copy of the seeded site (seededPayload) with one editor of each country added. */
export async function seededWithRoles(): Promise<SeededRoles> {
  const { payload, cleanup } = await seededPayload()
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
