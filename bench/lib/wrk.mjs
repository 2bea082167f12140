/**
 * wrk (Debian's package), the load generator of `bench:edge`: a C program with its own event loop,
 * so one thread drives far more requests than a Node client could. A Lua `done` hook prints the
 * figures as one JSON line, read here instead of wrk's human-readable text.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const WRK = '/usr/bin/wrk'

const REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"p50_us":%d,"p99_us":%d,"non2xx":%d,"socket_errors":%d}\\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50.0), latency:percentile(99.0),
    e.status, e.connect + e.read + e.write + e.timeout))
end
`
let script

/**
 * One bounded wrk run. `url` is the address connected to; `headers` go on every request (e.g. the
 * Host the site should see and Accept-Encoding).
 * @param {{ url: string, threads: number, connections: number, seconds: number, headers?: Record<string, string> }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, requests: number, non2xx: number, socketErrors: number, mbps: number }>} latencies in ms
 */
export function wrk({ url, threads, connections, seconds, headers = {} }) {
  if (!script) {
    script = path.join(mkdtempSync(path.join(os.tmpdir(), 'zap-wrk-')), 'report.lua')
    writeFileSync(script, REPORT)
  }
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--timeout', '5s', '-s', script]
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  args.push(url)
  return new Promise((resolve, reject) => {
    execFile(WRK, args, { timeout: (seconds + 30) * 1000 }, (error, stdout, stderr) => {
      const line = stdout.split('\n').find((l) => l.startsWith('WRK_JSON '))
      if (error || !line)
        return reject(new Error(`wrk ${args.join(' ')} failed: ${error?.message ?? ''} ${stderr}${stdout}`))
      const r = JSON.parse(line.slice('WRK_JSON '.length))
      const secs = r.duration_us / 1e6
      resolve({
        rps: r.requests / secs,
        p50: r.p50_us / 1000,
        p99: r.p99_us / 1000,
        requests: r.requests,
        non2xx: r.non2xx,
        socketErrors: r.socket_errors,
        mbps: r.bytes / secs / 1e6,
      })
    })
  })
}
