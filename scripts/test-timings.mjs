/**
 * The timing table `npm test` prints at its end and writes to test-results/timings.md: each stage's
 * wall time (stages that ran side by side say so), and the slowest files of the Playwright and
 * node:test stages, so a slow suite shows where its time goes without a second run.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A stage's wall time, and how busy the whole machine's CPU was meanwhile (percent of every core;
 * for stages that ran side by side, of the window they shared): a stage well under 100 % leaves a
 * core idle that another stage could use.
 * @typedef {{ stage: string, seconds: number, note?: string, busy?: number }} StageTime
 */

const minutes = (seconds) => `${(seconds / 60).toFixed(1)} min`

/**
 * The machine's CPU ticks since boot, busy and in all (the first line of /proc/stat: user, nice,
 * system, idle, iowait, irq, softirq, steal), or null where there is no /proc.
 * @param {string | null} [stat] the text of /proc/stat (read now when not given)
 * @returns {{ busy: number, total: number } | null}
 */
export function machineTicks(stat = null) {
  try {
    const line = (stat ?? readFileSync('/proc/stat', 'utf8')).split('\n')[0]
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number)
    const busy = user + nice + system + irq + softirq + steal
    return { busy, total: busy + idle + iowait }
  } catch {
    return null
  }
}

/** Percent of the machine's CPU that was busy between two machineTicks() readings. */
export function busyBetween(from, to) {
  if (!from || !to || to.total <= from.total) return undefined
  return Math.round((100 * (to.busy - from.busy)) / (to.total - from.total))
}

/** Records stages as they end. */
export function stageClock() {
  const started = Date.now()
  const startTicks = machineTicks()
  /** @type {StageTime[]} */
  const stages = []
  return {
    stages,
    /** Seconds since the run began. */
    elapsed: () => Math.round((Date.now() - started) / 1000),
    /** The machine's CPU busy percent since the run began. */
    busy: () => busyBetween(startTicks, machineTicks()),
    /** Times `work` (a promise or a function returning one) as a stage. */
    async time(stage, work, note) {
      const t0 = Date.now()
      const ticks = machineTicks()
      const result = await (typeof work === 'function' ? work() : work)
      stages.push({
        stage,
        seconds: Math.round((Date.now() - t0) / 1000),
        note,
        busy: busyBetween(ticks, machineTicks()),
      })
      return result
    },
    /** Adds a stage measured elsewhere (one that ran in the background); `busy` from busyBetween(). */
    add(stage, seconds, note, busy) {
      stages.push({ stage, seconds, note, busy })
    },
  }
}

/**
 * Seconds per spec file of a Playwright JSON report (the sum of its tests' durations over every
 * worker, so it is the file's share of the stage, not its wall time).
 * @param {{ suites: unknown[] }} report
 * @returns {{ file: string, seconds: number, tests: number }[]}
 */
export function e2eFileTimes(report) {
  /** @type {Map<string, { seconds: number, tests: number }>} */
  const files = new Map()
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0)
        const entry = files.get(spec.file) ?? { seconds: 0, tests: 0 }
        entry.seconds += ms / 1000
        entry.tests += 1
        files.set(spec.file, entry)
      }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites ?? []) walk(suite)
  return [...files].map(([file, v]) => ({ file, ...v })).sort((a, b) => b.seconds - a.seconds)
}

/**
 * Seconds per file of node:test TAP output run by scripts/task.mjs (one process per file, each
 * ending with "# duration_ms N"); the files in the order they ran.
 * @param {string} out
 * @param {string[]} files
 */
export function tapFileTimes(out, files) {
  const durations = [...out.matchAll(/^# duration_ms ([\d.]+)$/gm)].map((m) => Number(m[1]) / 1000)
  return files.map((file, i) => ({ file, seconds: durations[i] ?? NaN })).sort((a, b) => b.seconds - a.seconds)
}

/**
 * The table as Markdown.
 * @param {StageTime[]} stages
 * @param {number} total seconds of the whole run
 * @param {{ title: string, rows: { file: string, seconds: number, tests?: number }[] }[]} fileTables
 * @param {string} [label] the run's name in the total's row
 * @param {number} [totalBusy] the machine's CPU busy percent over the whole run
 */
export function timingMarkdown(stages, total, fileTables, label = 'npm test', totalBusy) {
  const lines = ['| stage | wall time | CPU busy | note |', '|---|---:|---:|---|']
  const busy = (percent) => (percent === undefined ? '' : `${percent} %`)
  for (const s of stages) lines.push(`| ${s.stage} | ${minutes(s.seconds)} | ${busy(s.busy)} | ${s.note ?? ''} |`)
  lines.push(`| **${label}** | **${minutes(total)}** | ${busy(totalBusy)} | |`)
  for (const { title, rows } of fileTables) {
    if (!rows.length) continue
    lines.push('', `${title}:`, '', '| file | seconds | tests |', '|---|---:|---:|')
    for (const r of rows) lines.push(`| ${r.file} | ${Math.round(r.seconds)} | ${r.tests ?? ''} |`)
  }
  return lines.join('\n')
}

/** Prints the table and writes it to test-results/timings.md. */
export function reportTimings(root, markdown) {
  console.log(`\n=== timings\n${markdown}`)
  writeFileSync(path.join(root, 'test-results', 'timings.md'), `${markdown}\n`)
}
