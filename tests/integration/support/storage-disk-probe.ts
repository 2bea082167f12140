/**
 * Run by tests/integration/storage-s3.test.ts in a process of its own with no S3_* variables (the
 * Payload config reads them once, when it is loaded): uploads a 20,000-byte PDF into documents and
 * prints on one line whether it landed on the disk, its URL and prefix, and how Payload serves it.
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { freshPayload } from '@/tests/integration/support/helpers'

const { payload, cleanup } = await freshPayload()
const { handleEndpoints } = await import('payload')
const { default: config } = await import('@/cms/payload.config')
const head = '%PDF-1.4\n'
const tail = '\nxref\n0 1\ntrailer\n<<>>\nstartxref\n9\n%%EOF\n'
const data = Buffer.from(head + 'x'.repeat(20_000 - head.length - tail.length) + tail)
const doc = await payload.create({
  collection: 'documents',
  data: { title: 'Disco' },
  file: { data, mimetype: 'application/pdf', name: 'disk-probe.pdf', size: data.byteLength },
  overrideAccess: true,
})
const file = path.join(process.env.DOCUMENTS_DIR!, doc.filename!)
const response = await handleEndpoints({
  config: await config,
  request: new Request(`http://localhost:3000${doc.url}`),
})
const probe = {
  onDisk: existsSync(file),
  bytes: existsSync(file) ? statSync(file).size : 0,
  url: doc.url,
  prefix: (doc as { prefix?: string | null }).prefix ?? null,
  served: response.status,
}
console.log(`probe: ${JSON.stringify(probe)}`)
await cleanup()
console.log('task: done')
process.exit(0)
