/**
 * CPU ticks (1/100 s) of this process's descendants, reaped ones included (cutime, cstime): Chromium
 * and every process it started, for the browser benchmarks. Read from /proc.
 */
import { readdirSync, readFileSync } from 'node:fs'

export function descendantTicks() {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
        const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0)
        return [{ pid, ppid: fields[1], ticks }]
      } catch {
        return []
      }
    })
  const mine = new Set([String(process.pid)])
  for (let grew = true; grew;) {
    grew = false
    for (const p of all)
      if (!mine.has(p.pid) && mine.has(p.ppid)) {
        mine.add(p.pid)
        grew = true
      }
  }
  mine.delete(String(process.pid))
  return all.filter((p) => mine.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0)
}
