/**
 * The request body, refusing more than `maxBytes` whether or not Content-Length tells the truth
 * (a chunked upload has none), so a huge post never fills the server's memory.
 */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const declared = Number(request.headers.get('content-length'))
  if (declared > maxBytes) return 'too-large'
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return 'too-large'
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** A JSON object or a form (multipart or URL-encoded) as a plain record; null when the body is neither. */
export async function parseFields(
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<Record<string, unknown> | null> {
  try {
    if (contentType.startsWith('application/json')) {
      const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : null
    }
    if (contentType.startsWith('multipart/form-data') || contentType.startsWith('application/x-www-form-urlencoded')) {
      const form = await new Response(body, { headers: { 'content-type': contentType } }).formData()
      const fields: Record<string, unknown> = {}
      // A field sent more than once keeps all its values: no form has a field that takes several, so
      // the form's schema refuses it with a message instead of the server picking one silently.
      for (const key of new Set(form.keys())) {
        const values = form.getAll(key)
        fields[key] = values.length === 1 ? values[0] : values
      }
      return fields
    }
  } catch {
    return null
  }
  return null
}
