import http from 'node:http'
import type { ApiErrorItem } from '@/lib/rest/api-error'

export type RawRequest = {
  method: string
  /** Sent byte for byte as the request target (no normalisation). */
  path: string
  host: string
  headers?: Record<string, string>
  /** One body, sent with a Content-Length; or `chunks`, sent chunked with none. */
  body?: Buffer | string
  chunks?: Buffer[]
  timeoutMs?: number
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }

/** Connections are kept alive between requests, as browsers do. */
export const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 })

/** One HTTP request exactly as described, to 127.0.0.1:port. Never follows redirects. */
export function send(port: number, request: RawRequest, agent: http.Agent | false = keepAlive): Promise<RawResponse> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: request.host, ...request.headers }
    if (request.body !== undefined) headers['content-length'] ??= String(Buffer.byteLength(request.body))
    if (request.chunks) headers['transfer-encoding'] = 'chunked'
    const req = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.path, headers, setHost: false, agent },
      (res) => {
        const parts: Buffer[] = []
        res.on('data', (chunk: Buffer) => parts.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts).toString('utf8'),
            ms: Date.now() - started,
          }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(request.timeoutMs ?? 30_000, () =>
      req.destroy(new Error(`timeout after ${request.timeoutMs ?? 30_000} ms`)),
    )
    req.on('error', reject)
    if (request.chunks) {
      // The server may respond with 413 and close before the last chunk: that is its right.
      req.on('error', () => undefined)
      for (const chunk of request.chunks) req.write(chunk)
      req.end()
    } else req.end(request.body)
  })
}

/** Runs `work` over `items` with at most `limit` at a time; results in input order. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export type FormResponse = {
  status: number
  /** `{ ok: true, message }` when stored; otherwise an API error body (lib/rest/api-error.ts). */
  json: { ok?: boolean; message?: string; errors?: ApiErrorItem[] } | null
  body: string
}

/** A JSON form post as the site's own forms send it. */
export async function postForm(
  port: number,
  host: string,
  form: string,
  body: unknown,
  locale = 'pt',
  agent?: http.Agent | false,
  timeoutMs?: number,
): Promise<FormResponse> {
  const response = await send(
    port,
    {
      method: 'POST',
      path: `/api/forms/${form}?locale=${locale}`,
      host,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      timeoutMs,
    },
    agent,
  )
  return { status: response.status, json: parseJson(response.body), body: response.body }
}

export function parseJson(text: string): FormResponse['json'] {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null ? (value as FormResponse['json']) : null
  } catch {
    return null
  }
}
