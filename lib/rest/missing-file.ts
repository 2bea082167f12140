import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { apiError } from './api-error'

/**
 * `GET /api/{upload collection}/file/{name}` for a file that is not on the disk: Payload 3.90 responds
 * 500 "Something went wrong" (on purpose, its source says), so any visitor can make the site report
 * server errors at will by asking for an image that does not exist. A missing file is a 404, as for
 * any other address with nothing behind it. Only for collections stored on the local disk; other
 * storage adapters respond for themselves.
 */
export async function missingUploadFile(request: Request, payload: Payload): Promise<Response | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const segments = new URL(request.url).pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
  if (segments.length !== 3 || segments[1] !== 'file') return null
  const collection = (
    payload.collections as Record<string, (typeof payload.collections)[keyof typeof payload.collections] | undefined>
  )[segments[0] ?? '']
  const upload = collection?.config.upload
  if (!upload || upload.handlers?.length) return null
  let name: string
  try {
    name = decodeURIComponent(segments[2] ?? '')
  } catch {
    return null
  }
  // The same resolution as Payload's own file route; a name leaving the folder is Payload's to refuse.
  const dir = path.resolve(upload.staticDir || collection.config.slug)
  const file = path.resolve(dir, name)
  if (!file.startsWith(dir + path.sep)) return null
  const found = await stat(file).then(
    (s) => s.isFile(),
    () => false,
  )
  return found ? null : apiError(404, 'Not Found')
}
