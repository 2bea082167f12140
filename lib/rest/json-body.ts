import { apiError } from './api-error'

/**
 * Creating or updating a document needs its data: Payload 3.90 responds to a create (`POST /api/{collection}`)
 * or an update (`PATCH /api/{collection}[/{id}]`) that has no body, or whose JSON is not an object
 * (`null`, `[]`, `"x"`), with a 500 once it reads the missing fields. Refused here with 400.
 * Multipart bodies (uploads, and the admin's `_payload` field) are Payload's to read.
 */
const refuse = () => apiError(400, 'The request body must be a JSON object with the document’s fields.')

/** A create or update of a document: the requests whose body is the document's data. */
function writesDocument(method: string, segments: string[]): boolean {
  if (method === 'POST') return segments.length === 1
  if (method === 'PATCH') return segments.length === 1 || (segments.length === 2 && /^\d+$/.test(segments[1] ?? ''))
  return false
}

export async function requireDocumentData(request: Request): Promise<Request | Response> {
  const segments = new URL(request.url).pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
  if (!writesDocument(request.method, segments)) return request
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? ''
  if (type === 'multipart/form-data') return request
  const text = request.body ? await request.clone().text() : ''
  if (text.trim() === '') return refuse()
  try {
    const data: unknown = JSON.parse(text)
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? request : refuse()
  } catch {
    // Payload refuses broken JSON itself ("Invalid JSON", 400).
    return request
  }
}
