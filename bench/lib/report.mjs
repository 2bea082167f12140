/** Small output helpers shared by the bench scripts. */

/** Prints rows (arrays of cells) as an aligned table; numbers are right-aligned. */
export function table(header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell)))
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)))
  const numeric = header.map((_, i) =>
    rows.every((row) => typeof row[i] === 'number' || /^[\d.,]+\s?(kB|ms|x|%)?$/.test(String(row[i]))),
  )
  const line = (row) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  console.log(line(all[0]))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const row of all.slice(1)) console.log(line(row))
}

/** One line for `npm run bench`'s summary (bench/run-all.mjs collects lines starting with "summary:"). */
export function summary(text) {
  console.log(`summary: ${text}`)
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

/** Debian's Chromium and its flags (scripts/chromium.mjs, shared with playwright.config.ts). */
export { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs'
