import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readEnv } from '@/lib/config/env'

/** What the security-headers tests share: a page with one framework script and one injected, and how they read responses. */

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void
// Next's own response compression, applied the way its router server applies it (ships no types).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a compiled CommonJS file without types: no import can name it
export const compression = require('next/dist/compiled/compression') as () => Middleware

export const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
export const FLIGHT = 'self.__next_f.push([1,"0:{\\"a\\":\\"Olá\\"}\\n"])'
export const INJECTED = 'alert(document.cookie)'
export const PAGE = `<!DOCTYPE html><html><body>${'<p>Olá mundo</p>'.repeat(200)}<script>${INJECTED}</script><script>${FLIGHT}</script></body></html>`

export type HttpResponse = { status: number; headers: IncomingMessage['headers']; body: Buffer }

export const env = readEnv({
  SITE_URL_AO: 'https://www.zap.co.ao',
  SITE_URL_MZ: 'http://mz.localhost:3000',
  TRUSTED_PROXIES: 'loopback',
})

export const html = (res: ServerResponse, status = 200) => {
  res.statusCode = status
  res.setHeader('content-type', 'text/html; charset=utf-8')
}
export const scriptSrc = (response: HttpResponse) =>
  String(response.headers['content-security-policy'])
    .split(';')
    .find((d) => d.trim().startsWith('script-src ')) ?? ''
