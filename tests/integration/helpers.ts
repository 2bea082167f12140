import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

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
  const { default: config } = await import('../../cms/payload.config')
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
