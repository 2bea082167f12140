import { nginxConfig } from './nginx.mjs'

describe('the local balancer’s nginx config', () => {
  const conf = nginxConfig({ port: 8080, instances: [3001, 3002, 3003] })
  const directives = conf.split('\n').map((line) => line.replace(/#.*/, '').trim()).filter(Boolean).join('\n')

  it('lists every instance with passive health checks, on loopback', () => {
    for (const port of [3001, 3002, 3003]) expect(directives).toContain(`server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    expect(directives).toContain('listen 127.0.0.1:8080;')
  })

  it('never sends a POST that reached an instance to another one, and keeps no upstream connections', () => {
    expect(directives).toMatch(/proxy_next_upstream error timeout;/)
    expect(directives).not.toMatch(/non_idempotent|http_50[234]/)
    expect(directives).not.toMatch(/\bkeepalive\b/)
  })

  it('passes the visitor’s host and the address nginx saw, never one the client wrote', () => {
    expect(directives).toContain('proxy_set_header Host $http_host;')
    expect(directives).toContain('proxy_set_header X-Forwarded-For $remote_addr;')
    expect(directives).not.toContain('$proxy_add_x_forwarded_for')
  })

  it('lets uploads over the app’s 20 MiB limit through, so the app answers 413 itself', () => {
    const size = Number(directives.match(/client_max_body_size (\d+)m;/)?.[1])
    expect(size).toBeGreaterThan(21)
  })
})
