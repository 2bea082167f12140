#!/usr/bin/env node
/**
 * `npm run bench:edge`: how close the cluster's edge tier (nginx on 127.0.0.1:8080 in front of the
 * instances) comes to the physical limit of this machine, in one run:
 *
 *   1. the load generator (wrk) against a static nginx, with one and with two threads, to show which
 *      setting is not the bottleneck (the other figures use that one);
 *   2. the static limit: a separate nginx (worker_processes 1, like the tier) serving the very bytes
 *      the tier serves for each page, pre-compressed on disk (gzip_static, brotli_static); and a
 *      second one that also sends the headers the tier sends with each page (the same response);
 *   3. requests/s, p50, p99 of three cached pages (home, a package page, a news article) through the
 *      tier, after warming them (X-Cache-Status: HIT), beside the static limit and the ratio, with
 *      the CPU time each nginx worker spent per response (steadier than requests/s on shared cores);
 *   4. the origin alone: one instance (127.0.0.1:3001) and three behind a balancer without a cache;
 *   5. publish-to-visible through the tier: 20 publishes of a page title by an admin (REST PATCH, as
 *      /admin saves), each from the publish response to the first response through :8080 that shows it.
 *
 * Every load run uses the same wrk settings and `Accept-Encoding: br`. It starts the cluster
 * (`node scripts/cluster.mjs`) when nothing responds on :8080 and stops it at the end; its own nginx
 * processes are children stopped by pid. Loopback only; every loop bounded in count and time.
 *
 *   flock /tmp/zap-cluster.lock flock /tmp/zap-heavy.lock npm run bench:edge
 *   EDGE_SECONDS (5) per load run, EDGE_ROUNDS (3) interleaved runs of each nginx server,
 *   EDGE_CONNECTIONS (50), EDGE_PUBLISHES (20), ADMIN_EMAIL, ADMIN_PASSWORD
 *
 * Exits 0 whatever the figures (a report), 1 when the setup fails.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { ensureDebianPackages } from '../scripts/services/apt.mjs'
import { childPids, cpuSeconds, portOr, startNginxConf } from './lib/nginx-conf.mjs'
import { request } from './lib/raw-http.mjs'
import { summary, table } from './lib/report.mjs'
import { onCleanup, root } from './lib/site.mjs'
import { WRK, wrk } from './lib/wrk.mjs'

const SECONDS = Number(process.env.EDGE_SECONDS || 5)
const CONNECTIONS = Number(process.env.EDGE_CONNECTIONS || 50)
const PUBLISHES = Number(process.env.EDGE_PUBLISHES || 20)
const ROUNDS = Number(process.env.EDGE_ROUNDS || 3)
const ADMIN = {
  email: process.env.ADMIN_EMAIL || 'admin@zap.local',
  password: process.env.ADMIN_PASSWORD || 'zap-admin-dev',
}
const TIER = 'http://127.0.0.1:8080'
const INSTANCES = [3001, 3002, 3003]
/** The Angolan site's host on the tier: the country comes from it, and it is part of the cache key. */
const HOST = 'localhost:8080'
const ENCODING = 'br'
const POLL_MS = 20
const VISIBLE_GIVE_UP_MS = 10_000
const TARGETS = { ratio: 0.8, publishMaxMs: 1000 }
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

const log = (line) => console.log(line)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : String(n))
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const get = (base, pagePath, headers = {}) => request(`${base}${pagePath}`, { host: HOST, headers })

async function responds(url) {
  try {
    await request(url, { host: HOST, timeoutMs: 3000 })
    return true
  } catch {
    return false
  }
}

/** Debian packages the bench needs, installed when missing (wrk, nginx and its brotli_static module). */
function ensurePackages() {
  const needed = { nginx: '/usr/sbin/nginx', wrk: WRK, 'libnginx-mod-http-brotli-static': BROTLI_STATIC }
  const missing = Object.entries(needed)
    .filter(([, file]) => !existsSync(file))
    .map(([name]) => name)
  if (missing.length) ensureDebianPackages(missing)
  for (const [name, file] of Object.entries(needed))
    if (!existsSync(file)) throw new Error(`${name} did not install ${file}`)
}

/** Uses the running cluster, or starts one (and says so, so it is stopped at the end). */
async function ensureCluster() {
  if (await responds(`${TIER}/`)) {
    log(`cluster: already running on ${TIER}; using it (and leaving it running)`)
  } else {
    log('cluster: nothing responds on :8080; starting it (node scripts/cluster.mjs)')
    // Every bench request comes from 127.0.0.1; the limits themselves are tested elsewhere.
    const env = { ...process.env, API_RATE_LIMIT_PER_MINUTE: '100000000', LEAD_RATE_LIMIT_PER_MINUTE: '100000000' }
    const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'cluster.mjs')], {
      cwd: root,
      env,
      stdio: 'inherit',
      timeout: 40 * 60_000,
    })
    if (run.status !== 0) throw new Error(`the cluster did not start (exit ${run.status ?? run.signal})`)
    stopCluster = onCleanup(() => {
      log('cluster: stopping the cluster this bench started')
      execFileSync(process.execPath, [path.join(root, 'scripts', 'cluster.mjs'), 'stop'], {
        cwd: root,
        stdio: 'inherit',
        timeout: 120_000,
      })
    })
  }
  for (const port of INSTANCES)
    if (!(await responds(`http://127.0.0.1:${port}/`))) throw new Error(`instance 127.0.0.1:${port} does not respond`)
}

/** Home, a package page and the newest Angolan news article (its slug read from the CMS, with a seeded fallback). */
async function pages() {
  let slug = 'orbita-zero-estreia-no-imax'
  try {
    const res = await get(TIER, '/api/news?where[country.code][equals]=ao&sort=-publishedAt&limit=1&depth=0&locale=pt')
    slug = JSON.parse(res.text).docs?.[0]?.slug || slug
  } catch {
    /* the seeded slug */
  }
  return [
    ['home', '/'],
    ['package', '/zap-satelite/pacotes-de-canais'],
    ['article', `/a-zap/noticias/${slug}`],
  ]
}

/** Requests a page through the tier until it is a cache hit (at most 10 tries); the last response. */
async function warmTier(pagePath) {
  let res
  for (let i = 0; i < 10; i++) {
    res = await get(TIER, pagePath, { 'accept-encoding': ENCODING })
    if (res.status !== 200) throw new Error(`${pagePath} through the tier: ${res.status}`)
    if (res.headers['x-cache-status'] === 'HIT') break
    await sleep(100)
  }
  return res
}

/**
 * Stores the page as the tier serves it (plain, gzip, Brotli) under `html`/PATH/index.html(.gz|.br).
 * When the tier does not send the encoding asked for, the file is compressed here (and reported).
 */
async function storePage(html, pagePath) {
  const dir = path.join(html, pagePath)
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'index.html')
  const notes = []
  const plain = await get(TIER, pagePath, { 'accept-encoding': 'identity' })
  writeFileSync(file, plain.text)
  for (const [encoding, ext, compress] of [
    ['gzip', '.gz', (b) => zlib.gzipSync(b, { level: 9 })],
    ['br', '.br', (b) => zlib.brotliCompressSync(b)],
  ]) {
    const res = await get(TIER, pagePath, { 'accept-encoding': encoding })
    if (res.headers['content-encoding'] === encoding) {
      writeFileSync(file + ext, res.raw)
    } else {
      writeFileSync(file + ext, compress(Buffer.from(res.text)))
      notes.push(`${encoding} compressed here (the tier sent ${res.headers['content-encoding'] ?? 'identity'})`)
    }
  }
  return notes
}

// No sendfile and open descriptors kept: nginx at its best for small pre-compressed pages, with the
// tier's own settings (sendfile off measured 51-56k against 44-48k requests/s for a 6 KB Brotli
// page; open_file_cache 73-77k against 55k for the 22 KB home page).
const HTML_TYPES = `
  default_type text/html;
  charset utf-8;
  sendfile off;
  open_file_cache max=1000 inactive=60s;
  open_file_cache_valid 10s;`

/** Headers the tier's response carries that a bare file server would not send (compared in lower case). */
const OWN_HEADERS = new Set([
  'server',
  'date',
  'content-type',
  'content-length',
  'transfer-encoding',
  'connection',
  'content-encoding',
  'etag',
  'last-modified',
  'accept-ranges',
])

/**
 * nginx serving the stored files. With `headers` (page path -> [name, value][]), each page also
 * gets the headers the tier sends with it: the same response, security policy included.
 */
function staticConfig(port, html, headers) {
  const quote = (value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
  const locations = headers
    ? Object.entries(headers)
        .map(
          ([pagePath, list]) => `
    location = ${pagePath === '/' ? '/' : pagePath} {
      try_files $uri/index.html =404;
${list.map(([name, value]) => `      add_header ${name} ${quote(value)};`).join('\n')}
    }`,
        )
        .join('')
    : ''
  return `${HTML_TYPES}
  gzip_static on;
  brotli_static on;
  server {
    listen 127.0.0.1:${port};
    root ${html};
    location / { try_files $uri/index.html =404; }${locations}
  }`
}

/** A balancer in front of the instances with no cache: what the origin alone does with three of them. */
function balancerConfig(port) {
  return `
  upstream origin {
${INSTANCES.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://origin;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`
}

/** The pid a cluster process recorded in .cluster/pids/NAME.pid (0 when none). */
function clusterPid(name) {
  try {
    return Number(readFileSync(path.join(root, '.cluster', 'pids', `${name}.pid`), 'utf8').trim()) || 0
  } catch {
    return 0
  }
}

/** CPU the server's processes used during `run`, in % of one core (its saturation tells who limits). */
async function withCpu(pids, run) {
  const list = pids()
  const cpu0 = list.reduce((sum, pid) => sum + cpuSeconds(pid), 0)
  const t0 = Date.now()
  const result = await run()
  const busy = (list.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpu0) / ((Date.now() - t0) / 1000)
  // CPU per response varies far less than requests/s when other work shares the cores.
  const perRequest = list.length && result.rps > 0 ? fmt((busy / result.rps) * 1e6, 1) : '?'
  return { ...result, cpu: list.length ? `${fmt(busy * 100)}%` : '?', perRequest }
}

/** One measured wrk run on `base` + `pagePath`, with the settings chosen for the whole bench. */
function load(base, pagePath, threads) {
  return wrk({
    url: `${base}${pagePath}`,
    threads,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: { Host: HOST, 'Accept-Encoding': ENCODING },
  })
}

/** wrk -t1 and -t2 on the static home page, with the static nginx worker's CPU use during each. */
async function generatorCheck(staticBase, staticNginx) {
  const rows = []
  const results = {}
  for (const threads of [1, 2]) {
    const r = await withCpu(staticNginx.workerPids, () => load(staticBase, '/', threads))
    results[threads] = r
    rows.push([
      `wrk -t${threads} -c${CONNECTIONS}`,
      fmt(r.rps),
      fmt(r.p50, 2),
      fmt(r.p99, 2),
      r.cpu,
      r.non2xx + r.socketErrors,
    ])
  }
  log(
    `\n1. Load generator check: wrk against the static nginx (home page, ${SECONDS} s each, Accept-Encoding: ${ENCODING})`,
  )
  table(['generator', 'req/s', 'p50 ms', 'p99 ms', 'nginx worker CPU', 'errors'], rows)
  // Two cores: with one wrk thread, wrk and the single nginx worker each have a core. If a second
  // thread brings more than 10 % more, one thread was the limit and two are used.
  const threads = results[2].rps > results[1].rps * 1.1 ? 2 : 1
  log(
    threads === 1
      ? `   using wrk -t1 -c${CONNECTIONS}: a second thread adds nothing (${fmt(results[2].rps)} vs ${fmt(results[1].rps)} req/s), so one thread is not the bottleneck; the server is (its one worker busy as shown)`
      : `   using wrk -t2 -c${CONNECTIONS}: a second thread adds ${fmt((results[2].rps / results[1].rps - 1) * 100)} %, so one thread was the bottleneck`,
  )
  return threads
}

/** Publishes the /a-zap page title PUBLISHES times; ms from each publish response to the first fresh page through the tier. */
async function publishToVisible() {
  const api = async (apiPath, { method = 'GET', token, body } = {}) => {
    const res = await request(`${TIER}${apiPath}`, {
      method,
      host: HOST,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (res.status < 200 || res.status >= 300)
      throw new Error(`${method} ${apiPath}: ${res.status} ${res.text.slice(0, 300)}`)
    return JSON.parse(res.text || '{}')
  }
  const { token } = await api('/api/users/login', { method: 'POST', body: ADMIN })
  const found = await api('/api/pages?where[path][equals]=%2Fa-zap&where[country.code][equals]=ao&locale=pt&depth=0', {
    token,
  })
  const page = found.docs?.[0]
  if (!page) throw new Error('the seeded /a-zap page of Angola is missing')
  const delays = []
  const statuses = []
  try {
    for (let run = 1; run <= PUBLISHES; run++) {
      // A cached page before each publish: what visitors are served when the editor saves.
      const before = await warmTier('/a-zap')
      const stamp = `A ZAP edge-${Date.now()}-${run}`
      await api(`/api/pages/${page.id}?locale=pt`, {
        method: 'PATCH',
        token,
        body: { seo: { ...page.seo, title: stamp }, _status: 'published' },
      })
      const since = Date.now()
      let seen = Infinity
      let status = '-'
      while (Date.now() - since < VISIBLE_GIVE_UP_MS) {
        const res = await get(TIER, '/a-zap', { 'accept-encoding': ENCODING })
        if (res.status === 200 && res.text.includes(stamp)) {
          seen = Date.now() - since
          status = String(res.headers['x-cache-status'] ?? 'none')
          break
        }
        await sleep(POLL_MS)
      }
      delays.push(seen)
      statuses.push(status)
      log(
        `   run ${String(run).padStart(2)}: ${Number.isFinite(seen) ? `${seen} ms` : `not visible within ${VISIBLE_GIVE_UP_MS} ms`} (cached before: ${before.headers['x-cache-status'] ?? 'no X-Cache-Status'}; fresh page came as ${status})`,
      )
    }
  } finally {
    await api(`/api/pages/${page.id}?locale=pt`, {
      method: 'PATCH',
      token,
      body: { seo: page.seo, _status: 'published' },
    })
  }
  return { delays, statuses }
}

/** Set when this run started the cluster (also run on Ctrl-C). */
let stopCluster = null
const stops = []
let exitCode = 0
const work = mkdtempSync(path.join(os.tmpdir(), 'zap-bench-edge-'))
try {
  ensurePackages()
  await ensureCluster()
  const list = await pages()

  log(
    `\nwrk settings for every run: ${CONNECTIONS} connections, ${SECONDS} s, Host: ${HOST}, Accept-Encoding: ${ENCODING}`,
  )
  log('\nWarming the pages through the tier (until X-Cache-Status: HIT, at most 10 requests each):')
  const html = path.join(work, 'static', 'html')
  const tierInfo = {}
  const tierHeaders = {}
  for (const [label, pagePath] of list) {
    const res = await warmTier(pagePath)
    const notes = await storePage(html, pagePath)
    tierInfo[pagePath] = {
      cache: res.headers['x-cache-status'] ?? 'no X-Cache-Status (plain balancer)',
      encoding: res.headers['content-encoding'] ?? 'identity',
    }
    tierHeaders[pagePath] = Object.entries(res.headers).filter(
      ([name, value]) => !OWN_HEADERS.has(name) && typeof value === 'string' && value !== '',
    )
    log(
      `   ${label.padEnd(8)} ${pagePath}: ${tierInfo[pagePath].cache}, Content-Encoding ${tierInfo[pagePath].encoding}, ${res.raw.length} bytes, ${tierHeaders[pagePath].length} headers a file server would not send${notes.length ? `; static copy: ${notes.join(', ')}` : ''}`,
    )
  }

  const staticPort = await portOr(8090)
  const staticNginx = await startNginxConf({
    dir: path.join(work, 'static'),
    port: staticPort,
    http: staticConfig(staticPort, html),
    modules: [BROTLI_STATIC],
  })
  stops.push(staticNginx.stop)
  const staticBase = `http://127.0.0.1:${staticPort}`
  const sameHeadersPort = await portOr(8092)
  const sameHeadersNginx = await startNginxConf({
    dir: path.join(work, 'static-headers'),
    port: sameHeadersPort,
    http: staticConfig(sameHeadersPort, html, tierHeaders),
    modules: [BROTLI_STATIC],
  })
  stops.push(sameHeadersNginx.stop)
  const sameHeadersBase = `http://127.0.0.1:${sameHeadersPort}`
  for (const [, pagePath] of list) {
    for (const base of [staticBase, sameHeadersBase]) {
      const res = await get(base, pagePath, { 'accept-encoding': ENCODING })
      if (res.status !== 200 || res.headers['content-encoding'] !== ENCODING)
        throw new Error(
          `static nginx ${base}${pagePath}: ${res.status}, Content-Encoding ${res.headers['content-encoding']}`,
        )
    }
  }

  const threads = await generatorCheck(staticBase, staticNginx)

  const balancerPort = await portOr(8091)
  const balancer = await startNginxConf({
    dir: path.join(work, 'balancer'),
    port: balancerPort,
    http: balancerConfig(balancerPort),
  })
  stops.push(balancer.stop)
  const appPids = (ports) => () => ports.map((port) => clusterPid(`app-${port}`)).filter(Boolean)
  // [label, address, the processes whose CPU use is shown: nginx workers, or the instances, rounds]
  // The three nginx servers are measured ROUNDS times, interleaved, and their medians compared: on
  // this machine one 5 s run of the same server varies by up to a third between runs.
  const origins = [
    ['static', staticBase, staticNginx.workerPids, ROUNDS],
    ['static, same headers', sameHeadersBase, sameHeadersNginx.workerPids, ROUNDS],
    ['tier :8080', TIER, () => childPids(clusterPid('nginx')), ROUNDS],
    ['origin x1', `http://127.0.0.1:${INSTANCES[0]}`, appPids(INSTANCES.slice(0, 1)), 1],
    ['origin x3', `http://127.0.0.1:${balancerPort}`, appPids(INSTANCES), 1],
  ]
  log(
    `\n2-4. Cached pages: the static limit (nginx, pre-compressed files on disk, :${staticPort}), the same with the tier's headers (:${sameHeadersPort}), the tier (:8080), one instance (:${INSTANCES[0]}), three instances behind a balancer without a cache (:${balancerPort})`,
  )
  log(
    `   nginx servers: median of ${ROUNDS} interleaved runs (req/s, p50, p99 and CPU of the median run); origins: one run`,
  )
  const rows = []
  const ratios = []
  const sameRatios = []
  // The most any response carrying the tier's headers reaches against the bare file.
  const ceilings = []
  for (const [label, pagePath] of list) {
    const runs = new Map(origins.map(([name]) => [name, []]))
    const probes = new Map()
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, base, pids, rounds] of origins) {
        if (round >= rounds) continue
        // A few requests first, so the run measures cached responses (the instances' own page cache too).
        for (let i = 0; i < 3; i++) await get(base, pagePath, { 'accept-encoding': ENCODING })
        probes.set(name, await get(base, pagePath, { 'accept-encoding': ENCODING }))
        const r = await withCpu(pids, () => load(base, pagePath, threads))
        if (name === 'tier :8080')
          r.cache = String(
            (await get(base, pagePath, { 'accept-encoding': ENCODING })).headers['x-cache-status'] ?? 'none',
          )
        runs.get(name).push(r)
      }
    }
    const medianRun = (name) => {
      const sorted = [...runs.get(name)].sort((a, b) => a.rps - b.rps)
      return sorted[Math.floor((sorted.length - 1) / 2)]
    }
    const staticRps = medianRun('static').rps
    const sameRps = medianRun('static, same headers').rps
    ceilings.push([label, sameRps / staticRps])
    for (const [name] of origins) {
      const r = medianRun(name)
      const vs = r.rps / staticRps
      if (name === 'tier :8080') {
        ratios.push([label, vs])
        sameRatios.push([label, r.rps / sameRps])
      }
      rows.push([
        label,
        name,
        fmt(r.rps),
        fmt(r.p50, 2),
        fmt(r.p99, 2),
        r.non2xx + r.socketErrors,
        r.cpu,
        r.perRequest,
        probes.get(name)?.headers['content-encoding'] ?? 'identity',
        r.cache ?? '',
        runs.get(name).length > 1
          ? runs
              .get(name)
              .map((x) => fmt(x.rps / 1000, 1))
              .join(' / ') + 'k'
          : '',
        `${fmt(vs, 2)}x`,
      ])
    }
  }
  table(
    [
      'page',
      'server',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'server CPU',
      'CPU us/req',
      'encoding',
      'cache',
      'runs',
      'vs static',
    ],
    rows,
  )
  log(
    '   server CPU: the nginx workers (static, tier) or the instances (origin), in % of one core, during the run; CPU us/req: that CPU time per response',
  )

  log(
    `\n5. Publish-to-visible through the tier (${PUBLISHES} publishes of the /a-zap title, PATCH as an admin; from the publish response to the first fresh page through :8080, polled every ${POLL_MS} ms)`,
  )
  const { delays } = await publishToVisible()
  const finite = delays.filter(Number.isFinite)

  const worstRatio = ratios.reduce((worst, r) => (r[1] < worst[1] ? r : worst), ['-', Infinity])
  const publishMax = Math.max(...delays)
  const ratioOk = worstRatio[1] >= TARGETS.ratio
  const publishOk = publishMax <= TARGETS.publishMaxMs
  log('\n6. Summary')
  table(
    ['target', 'measured', ''],
    [
      [
        `tier >= ${TARGETS.ratio} x static (every page)`,
        `${ratios.map(([l, v]) => `${l} ${fmt(v, 2)}`).join(', ')}`,
        ratioOk ? 'PASS' : 'FAIL',
      ],
      [
        'tier vs static with the same headers',
        `${sameRatios.map(([l, v]) => `${l} ${fmt(v, 2)}`).join(', ')}`,
        '(context)',
      ],
      [
        'static with the same headers vs static',
        `${ceilings.map(([l, v]) => `${l} ${fmt(v, 2)}`).join(', ')}`,
        '(ceiling for this response)',
      ],
      [
        `publish-to-visible max <= ${TARGETS.publishMaxMs} ms`,
        `median ${finite.length ? fmt(median(finite)) : '-'} ms, max ${fmt(publishMax)} ms (${PUBLISHES})`,
        publishOk ? 'PASS' : 'FAIL',
      ],
    ],
  )
  summary(
    `edge: static-with-the-same-headers/static ${ceilings.map(([l, v]) => `${l} ${fmt(v, 2)}`).join(', ')} (the ceiling for a response with the tier's headers)`,
  )
  summary(`edge: tier/static-with-the-same-headers ${sameRatios.map(([l, v]) => `${l} ${fmt(v, 2)}`).join(', ')}`)
  summary(
    `edge: tier/static ${ratios.map(([l, v]) => `${l} ${fmt(v, 2)}`).join(', ')} (target >= ${TARGETS.ratio}) ${ratioOk ? 'PASS' : 'FAIL'}`,
  )
  summary(
    `edge: publish-to-visible median ${finite.length ? fmt(median(finite)) : '-'} ms, max ${fmt(publishMax)} ms (target <= ${TARGETS.publishMaxMs}) ${publishOk ? 'PASS' : 'FAIL'}`,
  )
} catch (error) {
  console.error(`bench:edge: setup failed: ${error instanceof Error ? error.stack : error}`)
  exitCode = 1
} finally {
  for (const stop of stops.reverse()) await stop()
  if (stopCluster) {
    try {
      await stopCluster()
    } catch (error) {
      console.error(`cluster: stop failed: ${error instanceof Error ? error.message : error}`)
      exitCode = 1
    }
  }
  rmSync(work, { recursive: true, force: true })
}
process.exit(exitCode)
