import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serializeSessionWrites, writesSessions } from './session-queue.mjs'

const req = (method: string, url: string) => ({ method, url }) as IncomingMessage

describe('which requests rewrite a user’s sessions', () => {
  it('are the POSTs to login, logout, refresh-token and reset-password of an auth collection', () => {
    for (const op of ['login', 'logout', 'refresh-token', 'reset-password'])
      expect(writesSessions(req('POST', `/api/users/${op}`))).toBe(true)
    expect(writesSessions(req('POST', '/api/users/login?depth=0'))).toBe(true)
  })
  it('are not reads, other collections’ documents or look-alike paths', () => {
    expect(writesSessions(req('GET', '/api/users/me'))).toBe(false)
    expect(writesSessions(req('POST', '/api/users'))).toBe(false)
    expect(writesSessions(req('POST', '/api/pages/login-help'))).toBe(false)
    expect(writesSessions(req('POST', '/api/users/loginx'))).toBe(false)
  })
})

describe('session writes run one at a time on a real HTTP server', () => {
  let url = ''
  let running = 0
  let mostAtOnce = 0
  const server = createServer(
    serializeSessionWrites(async (_req: IncomingMessage, res: ServerResponse) => {
      running += 1
      mostAtOnce = Math.max(mostAtOnce, running)
      await new Promise((resolve) => setTimeout(resolve, 20))
      running -= 1
      res.end('ok')
    }),
  )
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  beforeEach(() => {
    mostAtOnce = 0
  })

  it('never overlaps ten parallel logins, and responds to every one', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${url}/api/users/login`, { method: 'POST' })),
    )
    expect(responses.map((a) => a.status)).toEqual(Array(10).fill(200))
    expect(mostAtOnce).toBe(1)
  })

  it('lets other requests run side by side', async () => {
    await Promise.all(Array.from({ length: 10 }, () => fetch(`${url}/api/pages`)))
    expect(mostAtOnce).toBeGreaterThan(1)
  })
})
