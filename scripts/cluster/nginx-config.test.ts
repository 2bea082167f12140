import { nginxConfig } from './nginx-config.mjs'

describe('the edge’s nginx config', () => {
  const conf = nginxConfig({
    listen: '127.0.0.1:8080',
    instances: ['127.0.0.1:3001', '127.0.0.1:3002', '127.0.0.1:3003'],
    hosts: { ao: ['localhost'], mz: ['mz.localhost'] },
    siteHosts: { ao: 'localhost:8080', mz: 'mz.localhost:8080' },
    prefix: '/srv/edge',
    accessLog: '/srv/edge/access.log',
    edgeLog: '/srv/edge/edge.log',
    purgeAllow: ['10.0.0.0/8'],
  })
  const directives = conf
    .split('\n')
    .map((line: string) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .join('\n')

  it('balances over every instance that responds to GET /readyz, leaving one it could not reach out for 5 s', () => {
    expect(
      directives.match(/local peers = \{ "127\.0\.0\.1:3001", "127\.0\.0\.1:3002", "127\.0\.0\.1:3003" \}/g),
    ).toHaveLength(2)
    expect(directives).toContain('sock:send("GET /readyz HTTP/1.0\\r\\nHost: edge\\r\\n\\r\\n")')
    expect(directives).toContain('ngx.timer.every(1, check)')
    expect(directives).toContain('health:set("down:" .. ctx.edge_last, 1, 5)')
    expect(directives).toContain('listen 127.0.0.1:8080;')
  })

  it('never sends a POST that reached an instance to another one, and keeps no connections to the instances', () => {
    expect(directives).toMatch(/proxy_next_upstream error timeout;/)
    expect(directives).not.toMatch(/non_idempotent|proxy_next_upstream[^;]*http_50[234]/)
    expect(directives).not.toMatch(/\bkeepalive\b/)
  })

  it('tells the instances the country’s own host and the address nginx saw, never what the client wrote', () => {
    expect(directives).toContain('proxy_set_header Host $edge_site_host;')
    expect(directives).toMatch(
      /map \$edge_country \$edge_site_host \{\s*default "";\s*ao "localhost:8080";\s*mz "mz\.localhost:8080";/,
    )
    expect(directives).toContain('proxy_set_header Accept-Language $http_accept_language;')
    expect(directives).toContain('proxy_set_header X-Forwarded-For $remote_addr;')
    expect(directives).not.toContain('$proxy_add_x_forwarded_for')
  })

  it('lets uploads over the app’s 20 MiB limit through, so the app responds with 413 itself', () => {
    const size = Number(directives.match(/client_max_body_size (\d+)m;/)?.[1])
    expect(size).toBeGreaterThan(21)
  })

  it('keys pages by generation, country, address, the language rule of /, the encoding and the image format', () => {
    const key = directives.match(/^proxy_cache_key "([^"]+)";/m)?.[1] ?? ''
    for (const part of [
      '$edge_generation',
      '$edge_country',
      '$request_uri',
      '$edge_language',
      '$edge_encoding',
      '$edge_image_format',
      '$http_rsc',
    ])
      expect(key).toContain(part)
    // The raw host is no part of it: the country read from it is.
    expect(key).not.toContain('$host')
    expect(directives).toMatch(
      /map \$uri \$edge_language \{\s*default "";\s*\/ "\$edge_locale_cookie\|\$http_accept_language";/,
    )
    expect(directives).toMatch(/map \$host \$edge_country \{\s*default "";\s*localhost ao;\s*mz\.localhost mz;/)
  })

  it('refuses hosts no country has (421) and malformed ports (400) wherever it proxies', () => {
    const proxied = directives.match(/proxy_pass http:\/\/inner;/g)?.length ?? 0
    expect(directives.match(/if \(\$edge_country = ""\) \{ return 421; \}/g)).toHaveLength(proxied)
    expect(directives.match(/if \(\$edge_host_malformed\) \{ return 400; \}/g)).toHaveLength(proxied)
  })

  it('never serves editors, previews or API callers from the cache, nor stores their responses', () => {
    expect(directives).toContain('proxy_cache_bypass $edge_private_cookie $http_authorization;')
    expect(directives).toContain('proxy_no_cache $edge_private_cookie $http_authorization;')
    for (const cookie of ['payload\\-token', '\\_\\_prerender\\_bypass', 'zap\\_preview\\_country'])
      expect(directives).toContain(cookie)
    // Responses that set a cookie are left out by nginx itself unless told to ignore Set-Cookie.
    expect(directives).not.toMatch(/proxy_ignore_headers[^;]*Set-Cookie/i)
    expect(directives).toMatch(
      /location ~ \^\/\(admin\|api\)\(\/\|\$\) \{[^}]*\}[^}]*\}\s*proxy_pass http:\/\/inner;\s*proxy_cache off;/,
    )
  })

  it('serves stored pages while the instances fail, and lets only loopback and the given networks purge', () => {
    expect(directives).toMatch(/proxy_cache_use_stale error timeout http_500 http_502 http_503 http_504;/)
    // "updating" would serve a copy whose refresh cannot be stored for ever; stale-while-revalidate bounds it.
    expect(directives).not.toMatch(/proxy_cache_use_stale[^;]*updating/)
    expect(directives).toMatch(
      /location = \/_edge\/purge \{\s*allow 127\.0\.0\.1;\s*allow ::1;\s*allow 10\.0\.0\.0\/8;\s*deny all;/,
    )
  })

  it('compresses on the way into the cache, with gzip and Brotli', () => {
    expect(directives).toContain('proxy_set_header Accept-Encoding "";')
    expect(directives).toMatch(/^gzip on;$/m)
    expect(directives).toMatch(/^brotli on;$/m)
  })

  it('logs the request id of every response that went to an instance, and makes none for a hit', () => {
    const format = directives.match(/^log_format edge '([^']+)';/m)?.[1] ?? ''
    expect(format).toContain('cache=$upstream_cache_status')
    expect(format).toContain('id=$edge_log_id')
    expect(format).not.toContain('$request_id')
    expect(directives).toMatch(/map \$upstream_cache_status \$edge_log_id \{\s*default \$request_id;\s*HIT "-";\s*\}/)
    // The id an instance got is the one the log names (and the one a visitor gets back).
    expect(directives).toContain('proxy_set_header X-Request-Id $request_id;')
  })

  it('keeps cache files open between hits, and reads a stored page’s headers and body start in one read', () => {
    expect(directives).toMatch(/^open_file_cache max=\d+ inactive=\d+s;$/m)
    expect(directives).toContain('proxy_buffer_size 32k;')
  })
})
