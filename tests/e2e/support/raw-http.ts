import http from 'node:http'

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * A GET sent exactly as written: the request target is not normalised (fetch and Playwright's
 * request would resolve "/a/../etc" or drop "//"), and the Host header is ours to choose.
 * Never follows redirects.
 */
export function rawGet(
  target: string,
  {
    host = 'localhost:3100',
    headers = {},
    port = 3100,
  }: { host?: string; headers?: Record<string, string>; port?: number } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'GET', path: target, headers: { host, ...headers }, setHost: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: GET ${target}`)))
    request.on('error', reject)
    request.end()
  })
}
